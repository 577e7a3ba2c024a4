/** The only SQL of the documentation hub. */
import type { DocumentationProvider } from '@medsutra/contract/documentation/api';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { documentationItems } from '../../db/schema.ts';

export interface DocumentationRow {
  id: string;
  title: string;
  description: string;
  apiProvider: DocumentationProvider;
  viewCount: number;
  lastUpdated: Date;
  sourceUrl: string | null;
}

export interface DocumentationRowWithHtml extends DocumentationRow {
  htmlContent: string;
}

export interface DocumentationContent {
  id: string;
  title: string;
  description: string;
  apiProvider: DocumentationProvider;
  sourceUrl: string | null;
  htmlContent: string;
  contentText: string;
  contentOrigin: 'bundled' | 'source';
  lastUpdated: Date;
}

/** A search returns at most this many items, best first. */
const SEARCH_LIMIT = 50;

const summaryColumns = {
  id: documentationItems.id,
  title: documentationItems.title,
  description: documentationItems.description,
  apiProvider: documentationItems.apiProvider,
  viewCount: documentationItems.viewCount,
  lastUpdated: documentationItems.lastUpdated,
  sourceUrl: documentationItems.sourceUrl,
};

/**
 * Every term must match, each as a prefix, in either dictionary. Terms are bound as parameters;
 * the caller has already reduced them to letters, marks and digits, so none can carry tsquery
 * operators either.
 */
function prefixQuery(terms: readonly string[]): SQL {
  const perTerm = terms.map(
    (term) => sql`(to_tsquery('english', ${`${term}:*`}) || to_tsquery('simple', ${`${term}:*`}))`,
  );
  return sql`(${sql.join(perTerm, sql` && `)})`;
}

export function createDocumentationRepository() {
  return {
    async listSummaries(exec: DbExecutor): Promise<DocumentationRow[]> {
      return exec
        .select(summaryColumns)
        .from(documentationItems)
        .orderBy(asc(documentationItems.apiProvider), asc(documentationItems.title));
    },

    /** Full-text search ranked by ts_rank over the weighted vector: title above description above content. */
    async search(
      exec: DbExecutor,
      terms: readonly string[],
      provider: DocumentationProvider | undefined,
    ): Promise<DocumentationRow[]> {
      const query = prefixQuery(terms);
      return exec
        .select(summaryColumns)
        .from(documentationItems)
        .where(
          and(
            sql`${documentationItems.searchVector} @@ ${query}`,
            provider ? eq(documentationItems.apiProvider, provider) : undefined,
          ),
        )
        .orderBy(sql`ts_rank(${documentationItems.searchVector}, ${query}) desc`, asc(documentationItems.title))
        .limit(SEARCH_LIMIT);
    },

    /** One view: the count goes up by exactly one, in the same statement that reads the item. */
    async recordViewAndGet(exec: DbExecutor, id: string): Promise<DocumentationRowWithHtml | null> {
      const [row] = await exec
        .update(documentationItems)
        .set({ viewCount: sql`${documentationItems.viewCount} + 1` })
        .where(eq(documentationItems.id, id))
        .returning({ ...summaryColumns, htmlContent: documentationItems.htmlContent });
      return row ?? null;
    },

    /** Inserts the items whose id is not stored yet; returns how many were added. */
    async insertMissing(exec: DbExecutor, items: readonly DocumentationContent[]): Promise<number> {
      if (items.length === 0) return 0;
      const inserted = await exec
        .insert(documentationItems)
        .values([...items])
        .onConflictDoNothing({ target: documentationItems.id })
        .returning({ id: documentationItems.id });
      return inserted.length;
    },

    /** Replaces an item's content; its view count is kept. */
    async updateContent(exec: DbExecutor, item: DocumentationContent): Promise<void> {
      await exec
        .update(documentationItems)
        .set({
          title: item.title,
          description: item.description,
          apiProvider: item.apiProvider,
          sourceUrl: item.sourceUrl,
          htmlContent: item.htmlContent,
          contentText: item.contentText,
          contentOrigin: item.contentOrigin,
          lastUpdated: item.lastUpdated,
        })
        .where(eq(documentationItems.id, item.id));
    },

    async countItems(exec: DbExecutor): Promise<number> {
      const [row] = await exec.select({ total: count() }).from(documentationItems);
      return row?.total ?? 0;
    },
  };
}
export type DocumentationRepository = ReturnType<typeof createDocumentationRepository>;
