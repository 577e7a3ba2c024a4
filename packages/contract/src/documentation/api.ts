/**
 * The documentation hub (docs/product-rules.md, Documentation hub): its calls, the shapes of their replies
 * and every sentence the hub shows, written once for the server and the web app.
 */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';
import { text } from '../text.ts';

export const DOCUMENTATION_PROVIDERS = ['openai', 'chatbase'] as const;
export type DocumentationProvider = (typeof DOCUMENTATION_PROVIDERS)[number];

export const DOCUMENTATION_PROVIDER_NAMES: Record<DocumentationProvider, string> = {
  openai: 'OpenAI',
  chatbase: 'Chatbase',
};

/** A search longer than this is refused with a sentence, not truncated silently. */
export const DOCUMENTATION_SEARCH_MAX_LENGTH = 200;

export const documentationPaths = {
  list: '/api/documentation',
  search: '/api/documentation/search',
  initialize: '/api/documentation/initialize',
  refresh: '/api/documentation/refresh',
  /** The route pattern of one item (Fastify syntax). */
  itemPattern: '/api/documentation/:id',
  item: (id: string) => `/api/documentation/${encodeURIComponent(id)}`,
} as const;

export const documentationMessages = {
  // Screen
  searchPlaceholder: 'Search the documentation',
  searchLabel: 'Search documentation',
  tabAll: 'All',
  initialize: 'Initialize',
  refresh: 'Refresh',
  viewDocumentation: 'View Documentation',
  backToList: 'Back to List',
  loading: 'Loading documentation...',
  emptyTitle: 'No Documentation Found',
  emptySearch: 'No results found for the query',
  emptyStart: 'Initialize the documentation database to get started',
  /** What a student sees on an empty hub: filling it is an admin's job. */
  emptyForStudents: 'An admin has not added the documentation yet.',
  initializeDocumentation: 'Initialize Documentation',
  views: (count: number) => (count === 1 ? '1 view' : `${count} views`),
  updated: (date: string) => `Updated ${date}`,
  officialSource: 'Official source',
  // Toasts (section 8)
  initialized: 'Documentation Initialized',
  refreshed: 'Documentation Refreshed',
  initializeFailed: 'Initialization Failed',
  initializeFailedFallback: 'Failed to initialize',
  refreshFailed: 'Refresh Failed',
  refreshFailedFallback: 'Failed to refresh',
  detailFailed: 'Error: Failed to load documentation',
  // Server replies
  initializeAdded: (added: number, total: number) =>
    added === 0
      ? `All ${total} documentation items are already in place; nothing was added.`
      : `Added ${added} documentation ${added === 1 ? 'item' : 'items'}; ${total} are now available.`,
  refreshSummary: (fromSource: number, bundled: number) => {
    if (fromSource === 0) {
      return `The official sources could not be reached, so the bundled copy of all ${bundled} items is in use.`;
    }
    if (bundled === 0) return `Updated all ${fromSource} items from their official sources.`;
    return `Updated ${fromSource} ${fromSource === 1 ? 'item' : 'items'} from the official sources; ${bundled} could not be reached and use the bundled copy.`;
  },
  notFound: 'That documentation item does not exist. Go back to the list and choose another.',
  badId: 'That documentation address is not valid. Go back to the list and choose an item.',
  searchEmpty: 'Type a word to search the documentation.',
  searchTooLong: `A search can be at most ${DOCUMENTATION_SEARCH_MAX_LENGTH} characters. Use a few key words instead.`,
  badProvider: 'Choose a provider: openai or chatbase.',
} as const;

const documentationProviderSchema = z.enum(DOCUMENTATION_PROVIDERS, {
  error: documentationMessages.badProvider,
});

/** What a card shows: everything but the HTML. */
const documentationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  apiProvider: documentationProviderSchema,
  viewCount: z.number().int().nonnegative(),
  /** ISO 8601. */
  lastUpdated: z.string(),
  sourceUrl: z.string().nullable(),
});
export type DocumentationSummary = z.infer<typeof documentationSummarySchema>;

/** The detail view; the HTML is sanitized by the server. */
const documentationItemSchema = documentationSummarySchema.extend({ htmlContent: z.string() });

export const documentationListReplySchema = successReply({ documentation: z.array(documentationSummarySchema) });
export type DocumentationListReply = z.infer<typeof documentationListReplySchema>;

export const documentationDetailReplySchema = successReply({ documentation: documentationItemSchema });
export type DocumentationDetailReply = z.infer<typeof documentationDetailReplySchema>;

export const documentationSearchQuerySchema = z.object({
  // A missing q is parsed as an empty one, so it gets the same sentence.
  q: text()
    .trim()
    .min(1, documentationMessages.searchEmpty)
    .max(DOCUMENTATION_SEARCH_MAX_LENGTH, documentationMessages.searchTooLong)
    .prefault(''),
  provider: documentationProviderSchema.optional(),
});

export const documentationIdParamsSchema = z.object({
  id: text().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, documentationMessages.badId),
});

export const documentationInitializeReplySchema = successReply({
  message: z.string(),
  added: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type DocumentationInitializeReply = z.infer<typeof documentationInitializeReplySchema>;

export const documentationRefreshReplySchema = successReply({
  message: z.string(),
  /** Items whose content now comes from their official source. */
  fromSource: z.number().int().nonnegative(),
  /** Items whose source could not be reached in time; they hold the bundled copy. */
  usedBundled: z.number().int().nonnegative(),
});
export type DocumentationRefreshReply = z.infer<typeof documentationRefreshReplySchema>;
