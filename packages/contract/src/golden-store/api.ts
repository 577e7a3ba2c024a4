/**
 * The Golden Med Store (MedSutra's own PDFs, priced in rupees, bought through the payments'
 * checkout), the admins' customer-PDF grants and the sheets sync: calls, shapes and messages
 * (issue 22, docs/product-rules.md "Marketplace and Golden Med Store").
 */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';
import { displayText, text } from '../text.ts';
import {
  GOLDEN_DESCRIPTION_MAX,
  GOLDEN_PRICE_MAX_INR,
  GOLDEN_TITLE_MAX,
  GRANT_IMPORT_MAX_BYTES,
  goldenMessages,
  sheetExportKinds,
} from './rules.ts';

export * from './rules.ts';

const goldenItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  subjectId: z.string().nullable(),
  priceInr: z.number().int(),
  includedInPremiumPlus: z.boolean(),
  pageCount: z.number().int(),
  /** Whether the signed-in user already has it in their purchased PDFs. */
  owned: z.boolean(),
  /** Whether the user's plan includes it (Premium Plus and the item is marked for it). */
  includedForYou: z.boolean(),
});
export type GoldenItem = z.infer<typeof goldenItemSchema>;

export const goldenItemsReplySchema = successReply({ items: z.array(goldenItemSchema) });
export type GoldenItemsReply = z.infer<typeof goldenItemsReplySchema>;

export const goldenItemParamsSchema = z.object({ id: z.uuid({ error: goldenMessages.itemNotFound }) });

export const goldenItemCreateRequestSchema = z.object({
  pdfId: z.uuid({ error: goldenMessages.sourcePdfNotFound }),
  title: displayText({ error: goldenMessages.titleRequired })
    .trim()
    .min(1, goldenMessages.titleRequired)
    .max(GOLDEN_TITLE_MAX),
  description: displayText().trim().max(GOLDEN_DESCRIPTION_MAX).default(''),
  subjectId: text().trim().max(100).nullable().optional(),
  priceInr: z
    .number({ error: goldenMessages.priceRange })
    .int(goldenMessages.priceRange)
    .min(1, goldenMessages.priceRange)
    .max(GOLDEN_PRICE_MAX_INR, goldenMessages.priceRange),
  includedInPremiumPlus: z.boolean().default(false),
});
export type GoldenItemCreateRequest = z.input<typeof goldenItemCreateRequestSchema>;
export const goldenItemReplySchema = successReply({ item: goldenItemSchema });

export const goldenClaimReplySchema = successReply({ pdfId: z.string() });

const grantSources = ['order', 'premiumPlus', 'admin', 'import'] as const;
const customerGrantSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  itemTitle: z.string(),
  source: z.enum(grantSources),
  orderId: z.string().nullable(),
  pdfId: z.string().nullable(),
  grantedAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type CustomerGrant = z.infer<typeof customerGrantSchema>;

export const customerQuerySchema = z.object({ email: text().trim().toLowerCase().min(3).max(254) });
export const customerReplySchema = successReply({
  customer: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  grants: z.array(customerGrantSchema),
  items: z.array(z.object({ id: z.string(), title: z.string(), priceInr: z.number().int() })),
});
export type CustomerReply = z.infer<typeof customerReplySchema>;

export const grantRequestSchema = z.object({
  email: text().trim().toLowerCase().min(3).max(254),
  itemId: z.uuid({ error: goldenMessages.itemNotFound }),
  note: displayText().trim().max(500).default(''),
});
export type GrantRequest = z.input<typeof grantRequestSchema>;
export const grantReplySchema = successReply({ grant: customerGrantSchema });
export const grantParamsSchema = z.object({ id: z.uuid({ error: goldenMessages.grantNotFound }) });
export const revokeRequestSchema = z.object({ reason: displayText().trim().max(500).default('') });

export const sheetsStatusReplySchema = successReply({
  googleConfigured: z.boolean(),
  /** The spreadsheet's link when Google is configured. */
  spreadsheetUrl: z.string().nullable(),
  payoutsAvailable: z.boolean(),
});
export type SheetsStatusReply = z.infer<typeof sheetsStatusReplySchema>;
export const sheetsKindParamsSchema = z.object({ kind: z.enum(sheetExportKinds) });
export const sheetsGoogleReplySchema = successReply({
  sheet: z.string(),
  rows: z.number().int(),
  spreadsheetUrl: z.string(),
});

export const grantImportRequestSchema = z.object({
  csv: text({ error: goldenMessages.importEmpty }).max(GRANT_IMPORT_MAX_BYTES, goldenMessages.importTooLarge),
});
const importRowSchema = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  itemId: z.string(),
  itemTitle: z.string().nullable(),
  /** ok: will be granted; skip: the customer already has it; error: see `problem`. */
  status: z.enum(['ok', 'skip', 'error']),
  problem: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;
export const grantImportReplySchema = successReply({
  applied: z.boolean(),
  rows: z.array(importRowSchema),
  granted: z.number().int(),
  skipped: z.number().int(),
  errors: z.number().int(),
});
export type GrantImportReply = z.infer<typeof grantImportReplySchema>;
