import { type SQL, sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/**
 * Title (A), description (B) and content (C), each in two dictionaries: `english` so that
 * "errors" finds "error", and `simple` so that a half-typed "streami" still prefixes "streaming"
 * (the english stemmer would have stored only "stream").
 */
const weightedSearchVector: SQL = sql`
  setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce(content_text, '')), 'C') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(content_text, '')), 'C')`;

/** Items of the documentation hub. The id is a stable slug, so Initialize can never duplicate. */
export const documentationItems = pgTable(
  'documentation_items',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    apiProvider: text('api_provider', { enum: ['openai', 'chatbase'] }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
    lastUpdated: timestamptz('last_updated').notNull().defaultNow(),
    sourceUrl: text('source_url'),
    /** Sanitized before it is stored (and again before it is served). */
    htmlContent: text('html_content').notNull(),
    /** The HTML's text, for the search vector. */
    contentText: text('content_text').notNull(),
    /** Where the current content came from. */
    contentOrigin: text('content_origin', { enum: ['bundled', 'source'] })
      .notNull()
      .default('bundled'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(weightedSearchVector),
  },
  (table) => [
    index('documentation_items_search_idx').using('gin', table.searchVector),
    index('documentation_items_provider_idx').on(table.apiProvider),
    check('documentation_items_provider_check', sql`${table.apiProvider} in ('openai', 'chatbase')`),
    check('documentation_items_view_count_check', sql`${table.viewCount} >= 0`),
  ],
);
