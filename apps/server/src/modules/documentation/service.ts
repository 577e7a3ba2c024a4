/**
 * The documentation hub's rules: Initialize adds what is missing and never duplicates; Refresh
 * tries each official source within a time budget and otherwise keeps the bundled copy; every
 * view counts once; HTML is sanitized before it is stored and again before it is served.
 */
import {
  type DocumentationDetailReply,
  type DocumentationInitializeReply,
  type DocumentationListReply,
  type DocumentationProvider,
  type DocumentationRefreshReply,
  type DocumentationSummary,
  documentationMessages,
} from '@medsutra/contract/documentation/api';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  BUNDLED_DOCUMENTATION,
  BUNDLED_DOCUMENTATION_REVISED,
  type BundledDocumentationItem,
} from './bundled-documentation.ts';
import {
  createDocumentationRepository,
  type DocumentationContent,
  type DocumentationRepository,
  type DocumentationRow,
} from './repository.ts';
import { documentationHtmlToText, sanitizeDocumentationHtml } from './sanitize.ts';
import { extractSourceDocumentation, type SourceFetcher } from './source-fetcher.ts';

/** A search uses at most this many words, each at most this long. */
const MAX_SEARCH_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * The words of a search: runs of letters, combining marks and digits, lowercased. Everything
 * else (quotes, operators, `--`, `:*`) separates words, so nothing typed can reach tsquery syntax.
 */
export function searchTerms(query: string): string[] {
  const words = query
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0 && /[\p{L}\p{N}]/u.test(word))
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

function toSummary(row: DocumentationRow): DocumentationSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    apiProvider: row.apiProvider,
    viewCount: row.viewCount,
    lastUpdated: row.lastUpdated.toISOString(),
    sourceUrl: row.sourceUrl,
  };
}

function bundledContent(item: BundledDocumentationItem): DocumentationContent {
  const htmlContent = sanitizeDocumentationHtml(item.html);
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    apiProvider: item.apiProvider,
    sourceUrl: item.sourceUrl,
    htmlContent,
    contentText: documentationHtmlToText(htmlContent),
    contentOrigin: 'bundled',
    lastUpdated: BUNDLED_DOCUMENTATION_REVISED,
  };
}

export interface DocumentationServiceDeps {
  db: Database;
  repository?: DocumentationRepository;
  fetchSource: SourceFetcher;
  now: () => Date;
  /** A whole Refresh stops trying sources after this long; items not reached keep the bundled copy. */
  refreshBudgetMs?: number;
  /** How many sources are fetched at once. */
  refreshConcurrency?: number;
  bundled?: readonly BundledDocumentationItem[];
}

export function createDocumentationService(deps: DocumentationServiceDeps) {
  const { db } = deps;
  const repository = deps.repository ?? createDocumentationRepository();
  const bundled = deps.bundled ?? BUNDLED_DOCUMENTATION;
  const refreshBudgetMs = deps.refreshBudgetMs ?? 15_000;
  const refreshConcurrency = deps.refreshConcurrency ?? 4;
  /** A Refresh already running is joined, not started twice. */
  let refreshInFlight: Promise<DocumentationRefreshReply> | null = null;

  async function contentFromSource(item: BundledDocumentationItem, signal: AbortSignal) {
    if (signal.aborted) return null;
    try {
      const page = await deps.fetchSource(item.sourceUrl, signal);
      return page ? extractSourceDocumentation(page) : null;
    } catch {
      // Unreachable, timed out or refused: the bundled copy stands in, and the reply says so.
      return null;
    }
  }

  async function runRefresh(): Promise<DocumentationRefreshReply> {
    await repository.insertMissing(db, bundled.map(bundledContent));
    const budget = AbortSignal.timeout(refreshBudgetMs);
    let fromSource = 0;
    let usedBundled = 0;
    const queue = [...bundled];
    async function worker() {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const fetched = await contentFromSource(item, budget);
        const content = fetched
          ? {
              ...bundledContent(item),
              htmlContent: fetched.html,
              contentText: fetched.text,
              contentOrigin: 'source' as const,
              lastUpdated: deps.now(),
            }
          : bundledContent(item);
        await repository.updateContent(db, content);
        if (fetched) fromSource += 1;
        else usedBundled += 1;
      }
    }
    await Promise.all(Array.from({ length: Math.min(refreshConcurrency, bundled.length) }, worker));
    return {
      success: true,
      message: documentationMessages.refreshSummary(fromSource, usedBundled),
      fromSource,
      usedBundled,
    };
  }

  return {
    async list(): Promise<DocumentationListReply> {
      return { success: true, documentation: (await repository.listSummaries(db)).map(toSummary) };
    },

    async search(query: string, provider: DocumentationProvider | undefined): Promise<DocumentationListReply> {
      const terms = searchTerms(query);
      if (terms.length === 0) return { success: true, documentation: [] };
      return { success: true, documentation: (await repository.search(db, terms, provider)).map(toSummary) };
    },

    async view(id: string): Promise<DocumentationDetailReply> {
      const row = await repository.recordViewAndGet(db, id);
      if (!row) throw notFound(documentationMessages.notFound);
      return {
        success: true,
        documentation: { ...toSummary(row), htmlContent: sanitizeDocumentationHtml(row.htmlContent) },
      };
    },

    async initialize(): Promise<DocumentationInitializeReply> {
      const added = await repository.insertMissing(db, bundled.map(bundledContent));
      const total = await repository.countItems(db);
      return { success: true, message: documentationMessages.initializeAdded(added, total), added, total };
    },

    refresh(): Promise<DocumentationRefreshReply> {
      if (!refreshInFlight) {
        refreshInFlight = runRefresh().finally(() => {
          refreshInFlight = null;
        });
      }
      return refreshInFlight;
    },
  };
}
export type DocumentationService = ReturnType<typeof createDocumentationService>;
