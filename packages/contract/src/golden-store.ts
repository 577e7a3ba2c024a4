/**
 * The Golden Med Store (MedSutra's own PDFs, priced in rupees, bought through the payments'
 * checkout), the admins' customer-PDF grants and the sheets sync: calls, shapes and messages
 * (issue 22, DECISIONS.md "Marketplace and Golden Med Store").
 */
import { z } from 'zod';
import { displayText, text } from './text.ts';

export const GOLDEN_TITLE_MAX = 200;
export const GOLDEN_DESCRIPTION_MAX = 2000;
/** Rupees: a Golden item costs ₹1 to ₹50,000 (Razorpay takes the paise). */
export const GOLDEN_PRICE_MAX_INR = 50_000;
/** At most this many rows in one CSV import (the whole file is applied in one transaction). */
export const GRANT_IMPORT_MAX_ROWS = 2000;
export const GRANT_IMPORT_MAX_BYTES = 512 * 1024;

export const goldenApiPaths = {
  items: '/api/golden-store/items',
  claim: '/api/golden-store/items/:id/claim',
  adminItems: '/api/admin/golden-store/items',
  adminCustomer: '/api/admin/customer-pdfs',
  adminGrants: '/api/admin/customer-pdfs/grants',
  adminRevoke: '/api/admin/customer-pdfs/grants/:id/revoke',
  sheetsStatus: '/api/admin/sheets-sync',
  sheetsExportCsv: '/api/admin/sheets-sync/export/:kind/csv',
  sheetsImportPreview: '/api/admin/sheets-sync/import/preview',
  sheetsImportApply: '/api/admin/sheets-sync/import/apply',
  sheetsExportGoogle: '/api/admin/sheets-sync/export/:kind/google',
} as const;

export const goldenClaimUrl = (id: string) => `/api/golden-store/items/${encodeURIComponent(id)}/claim`;
export const grantRevokeUrl = (id: string) => `/api/admin/customer-pdfs/grants/${encodeURIComponent(id)}/revoke`;
export const sheetsExportCsvUrl = (kind: SheetExportKind) => `/api/admin/sheets-sync/export/${kind}/csv`;
export const sheetsExportGoogleUrl = (kind: SheetExportKind) => `/api/admin/sheets-sync/export/${kind}/google`;

/** What the sheets sync exports; payouts come from the notes marketplace when it is wired in. */
export const sheetExportKinds = ['orders', 'grants', 'payouts'] as const;
export type SheetExportKind = (typeof sheetExportKinds)[number];

export const goldenMessages = {
  itemNotFound: 'That Golden Med Store item does not exist or is no longer on sale.',
  alreadyOwned: 'You already have this PDF: open it from your purchased PDFs.',
  includedInPlan: 'This PDF is included in your Premium Plus plan: add it to your PDFs for free.',
  notIncluded: 'This PDF is not included in your plan; buy it to add it to your PDFs.',
  sourcePdfNotFound: 'Upload the PDF under My notes first, then choose it here.',
  titleRequired: 'Please give the item a title.',
  priceRange: `The price must be a whole number of rupees from 1 to ${GOLDEN_PRICE_MAX_INR.toLocaleString('en-IN')}.`,
  customerNotFound: 'No MedSutra account has that email address.',
  grantNotFound: 'That grant does not exist.',
  grantAlreadyRevoked: 'That grant was already revoked.',
  grantExists: 'This customer already has that PDF.',
  importEmpty: 'The CSV has no rows to import. Its first line must be the header: email,item_id',
  importHeader: 'The CSV’s first line must be the header: email,item_id (a note column is optional).',
  importTooLarge: `A CSV import may hold at most ${GRANT_IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows; split the file.`,
  importHasBadRows: 'Nothing was imported: fix the rows listed below and import the file again.',
  googleNotConfigured:
    'Google Sheets is not configured on this server (set GOOGLE_SHEETS_SPREADSHEET_ID and GOOGLE_SHEETS_SERVICE_ACCOUNT_JSON). CSV downloads still work.',
  googleFailed: 'Google Sheets did not accept the export; try again in a few minutes.',
  payoutsUnavailable: 'Payouts arrive with the notes marketplace; there are none to export on this server yet.',
} as const;

export const goldenItemSchema = z.object({
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

export const goldenItemsReplySchema = z.object({ success: z.literal(true), items: z.array(goldenItemSchema) });
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
export const goldenItemReplySchema = z.object({ success: z.literal(true), item: goldenItemSchema });

export const goldenClaimReplySchema = z.object({ success: z.literal(true), pdfId: z.string() });

export const grantSources = ['order', 'premiumPlus', 'admin', 'import'] as const;
export const customerGrantSchema = z.object({
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
export const customerReplySchema = z.object({
  success: z.literal(true),
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
export const grantReplySchema = z.object({ success: z.literal(true), grant: customerGrantSchema });
export const grantParamsSchema = z.object({ id: z.uuid({ error: goldenMessages.grantNotFound }) });
export const revokeRequestSchema = z.object({ reason: displayText().trim().max(500).default('') });

export const sheetsStatusReplySchema = z.object({
  success: z.literal(true),
  googleConfigured: z.boolean(),
  /** The spreadsheet's link when Google is configured. */
  spreadsheetUrl: z.string().nullable(),
  payoutsAvailable: z.boolean(),
});
export type SheetsStatusReply = z.infer<typeof sheetsStatusReplySchema>;
export const sheetsKindParamsSchema = z.object({ kind: z.enum(sheetExportKinds) });
export const sheetsGoogleReplySchema = z.object({
  success: z.literal(true),
  sheet: z.string(),
  rows: z.number().int(),
  spreadsheetUrl: z.string(),
});

export const grantImportRequestSchema = z.object({
  csv: text({ error: goldenMessages.importEmpty }).max(GRANT_IMPORT_MAX_BYTES, goldenMessages.importTooLarge),
});
export const importRowSchema = z.object({
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
export const grantImportReplySchema = z.object({
  success: z.literal(true),
  applied: z.boolean(),
  rows: z.array(importRowSchema),
  granted: z.number().int(),
  skipped: z.number().int(),
  errors: z.number().int(),
});
export type GrantImportReply = z.infer<typeof grantImportReplySchema>;
