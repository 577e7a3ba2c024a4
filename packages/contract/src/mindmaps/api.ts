/**
 * The mindmap generator: the tree a mindmap is made of, its calls, and its user-facing messages
 * (docs/product-rules.md, Mindmaps). The server validates model output against `mindmapTreeSchema` and
 * hands its JSON Schema to the model; the web app renders the same tree.
 */
import { z } from 'zod';
import { aiChargeShape } from '../economy/api.ts';
import { AI_TOOL_COSTS, aiToolCost, MEDSTAGRAM_SHARE_XP } from '../economy/table.ts';
import { successReply } from '../http/reply.ts';
import { groundingSchema } from '../library/api.ts';
import { displayText, text } from '../text.ts';

export const MINDMAP_TOPIC_MAX = 200;
/**
 * What a mindmap costs on an install with or without a model: a model's map costs the table's
 * price, the library version at most 20 (decision 122). Its XP is half the coins, paid when made.
 */
export const mindmapCost = (modelConfigured: boolean): number =>
  aiToolCost('mindmap', modelConfigured) ?? AI_TOOL_COSTS.mindmap;
export const MINDMAP_SHARE_XP = MEDSTAGRAM_SHARE_XP;
export const MINDMAP_LABEL_MAX = 200;
export const MINDMAP_SHARE_TITLE_MAX = 150;
export const MINDMAP_SHARE_DESCRIPTION_MAX = 2000;

export const mindmapMessages = {
  topicRequired: 'Please enter a topic for the mindmap',
  topicTooLong: `The topic can be at most ${MINDMAP_TOPIC_MAX} characters`,
  loginRequired: 'Please log in to generate mindmaps',
  tooManyForAccount: (seconds: number) =>
    `You have started many mindmaps in the last minute. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  insufficientCoins: 'Insufficient Med Coins',
  insufficientCoinsBody: (cost: number) => `You need ${cost} Med Coins to generate a mindmap`,
  insufficientCoinsInline: (balance: number, cost: number) =>
    `Insufficient Med Coins. You have ${balance}, need ${cost}.`,
  generating: 'Generating...',
  /** How long a generation takes with the provider in use: a model takes minutes, the library seconds. */
  expectedWait: {
    ai: 'about 2-3 minutes',
    offline: 'a few seconds',
  } satisfies Record<MindmapSource, string>,
  generatingWithWait: (wait: string) => `Generating... (${wait})`,
  generatingPanel:
    'Your mindmap is being built. You can leave this page and it will appear in your list when it is ready.',
  generatingPanelWithWait: (wait: string) =>
    `Your mindmap is being built. It takes ${wait}; you can leave this page and it will appear in your list when it is ready.`,
  accepted: 'Mindmap generation started. It will appear in your list when it is ready.',
  generationStarted: 'Generation Started!',
  generationStartedBody: (coins: number, xp: number) => `${coins} Med Coins deducted; ${xp} XP when the map is made.`,
  generationFailed: 'Generation Failed',
  generationFailedFallback: 'Mindmap generation failed',
  generationError: 'An error occurred during mindmap generation',
  jobFailed: 'The mindmap could not be generated. Your Med Coins have been refunded.',
  listFailed: 'Error: Failed to load saved mindmaps',
  notFound: 'This mindmap does not exist.',
  notYours: 'You can only open and share your own mindmaps.',
  chooseMindmap: 'Choose a mindmap to share',
  notReady: 'This mindmap is not ready yet. You can share it once it has been generated.',
  alreadyShared: 'This mindmap has already been shared to Medstagram.',
  shareTitleRequired: 'Title is required for sharing',
  shareTitleTooLong: `The title can be at most ${MINDMAP_SHARE_TITLE_MAX} characters`,
  shareDescriptionTooLong: `The description can be at most ${MINDMAP_SHARE_DESCRIPTION_MAX} characters`,
  sharing: 'Sharing...',
  shared: 'Shared Successfully!',
  sharedBody: (xp: number) => `You earned ${xp} XP. Your mindmap is on Medstagram.`,
  shareFailed: 'Share Failed',
  shareFailedFallback: 'Sharing failed',
  shareError: 'Failed to share mindmap',
  sharedBadge: 'Shared',
  pdfNotAvailable: 'Not Available',
  pdfProcessing: 'PDF for the topic is still being processed',
  /** Shown with a mindmap composed from the library without a model (docs/product-rules.md, AI honesty). */
  libraryOffline:
    "From the MedSutra library (offline): composed from the library's notes and questions, without an AI model. Its references are the last branch.",
  /** docs/product-rules.md, AI honesty: shown wherever an offline outline is shown. */
  offlineOutline:
    'Offline outline: made from a standard clinical template because no AI model is connected. Check it against your textbook.',
  aiNote: (model: string) =>
    `Written by an AI model (${model}). AI can make mistakes: check important facts against your textbook.`,
} as const;

export const mindmapApiPaths = {
  generate: '/api/mindmap/generate',
  list: '/api/mindmaps/:userEmail',
  item: '/api/mindmaps/item/:id',
  pdf: '/api/mindmaps/:id/pdf',
  share: '/api/mindmaps/share',
} as const;

export const mindmapListPath = (email: string) => `/api/mindmaps/${encodeURIComponent(email)}`;
export const mindmapItemPath = (id: string) => `/api/mindmaps/item/${encodeURIComponent(id)}`;
export const mindmapPdfPath = (id: string) => `/api/mindmaps/${encodeURIComponent(id)}/pdf`;

// ---- The tree -------------------------------------------------------------------------------
// A fixed depth (topic → branches → points → details) instead of a recursive node: small models
// follow it reliably, providers' strict JSON-schema modes accept it, and it prints well.

const label = z.string().trim().min(1).max(MINDMAP_LABEL_MAX);

const mindmapDetailSchema = z.object({ label });
const mindmapPointSchema = z.object({ label, children: z.array(mindmapDetailSchema).max(10) });
const mindmapBranchSchema = z.object({ label, children: z.array(mindmapPointSchema).max(12) });
export const mindmapTreeSchema = z.object({
  topic: label,
  branches: z.array(mindmapBranchSchema).min(1).max(12),
});
export type MindmapPoint = z.infer<typeof mindmapPointSchema>;
export type MindmapBranch = z.infer<typeof mindmapBranchSchema>;
export type MindmapTree = z.infer<typeof mindmapTreeSchema>;

/** Nodes in a tree, the topic included. */
export function countMindmapNodes(tree: MindmapTree): number {
  let count = 1;
  for (const branch of tree.branches) {
    count += 1;
    for (const point of branch.children) count += 1 + point.children.length;
  }
  return count;
}

/** `ai`: made by a configured model; `offline`: the built-in outline (label it so). */
export const mindmapSourceSchema = z.enum(['ai', 'offline']);
export type MindmapSource = z.infer<typeof mindmapSourceSchema>;
const mindmapStatusSchema = z.enum(['queued', 'generating', 'ready', 'failed']);
export type MindmapStatus = z.infer<typeof mindmapStatusSchema>;

// ---- Calls ----------------------------------------------------------------------------------

export const mindmapGenerateRequestSchema = z.object({
  topic: displayText(mindmapMessages.topicRequired)
    .trim()
    .min(1, mindmapMessages.topicRequired)
    .max(MINDMAP_TOPIC_MAX, mindmapMessages.topicTooLong)
    // A missing topic gets the same sentence as an empty one.
    .prefault(''),
  /** The signed-in user's email; the server checks it against the session. */
  userEmail: text().max(254).optional(),
});
export type MindmapGenerateRequest = z.infer<typeof mindmapGenerateRequestSchema>;

export const mindmapGenerateReplySchema = successReply({
  message: z.string(),
  ...aiChargeShape,
  mindmapId: z.string(),
  status: mindmapStatusSchema,
  /** How long it will take with the provider in use (`mindmapMessages.expectedWait`). */
  expectedWait: z.string(),
});
export type MindmapGenerateReply = z.infer<typeof mindmapGenerateReplySchema>;

const mindmapSummarySchema = z.object({
  id: z.string(),
  topic: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  isShared: z.boolean(),
  /** The PDF's address; empty until the PDF has been rendered. */
  drive_pdf_url: z.string(),
  status: mindmapStatusSchema,
  /** Null until the mindmap is ready. */
  source: mindmapSourceSchema.nullable(),
  /** A sentence for the person when status is `failed`. */
  failureReason: z.string().nullable(),
  /** Where its facts came from (label it with `groundingLabels`); null before the library existed. */
  grounding: groundingSchema.nullable(),
});
export type MindmapSummary = z.infer<typeof mindmapSummarySchema>;

export const mindmapListReplySchema = successReply({ mindmaps: z.array(mindmapSummarySchema) });
export type MindmapListReply = z.infer<typeof mindmapListReplySchema>;

export const mindmapItemReplySchema = successReply({
  mindmap: mindmapSummarySchema.extend({
    tree: mindmapTreeSchema.nullable(),
    /** The library references behind it (also the tree's last branch, so every view prints them). */
    references: z.array(z.string()),
  }),
});
export type MindmapItemReply = z.infer<typeof mindmapItemReplySchema>;

export const mindmapIdParamsSchema = z.object({ id: z.uuid(mindmapMessages.notFound) });
export const mindmapListParamsSchema = z.object({ userEmail: text().max(254) });

export const mindmapShareRequestSchema = z.object({
  mindmapId: z.uuid(mindmapMessages.chooseMindmap),
  title: displayText(mindmapMessages.shareTitleRequired)
    .trim()
    .min(1, mindmapMessages.shareTitleRequired)
    .max(MINDMAP_SHARE_TITLE_MAX, mindmapMessages.shareTitleTooLong)
    .prefault(''),
  description: text()
    .trim()
    .max(MINDMAP_SHARE_DESCRIPTION_MAX, mindmapMessages.shareDescriptionTooLong)
    .optional()
    .default(''),
  userEmail: text().max(254).optional(),
});
export type MindmapShareRequest = z.infer<typeof mindmapShareRequestSchema>;

export const mindmapShareReplySchema = successReply({
  message: z.string(),
  xpAwarded: z.number().int(),
  postId: z.string(),
});
export type MindmapShareReply = z.infer<typeof mindmapShareReplySchema>;
