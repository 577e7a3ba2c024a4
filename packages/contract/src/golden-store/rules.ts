/**
 * The Golden Med Store, customer PDFs and sheets sync without zod: limits, call paths, messages
 * and the screens' words. The web app imports this at run time; `golden-store/api.ts` re-exports it
 * beside the schemas.
 */

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
  planEnded:
    'Your Premium Plus plan has ended, so this PDF it included is closed. Renew Premium Plus to open it again, or buy it in the Golden Med Store to keep it.',
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

export const goldenUiMessages = {
  storeTitle: 'Golden Med Store',
  storeDescription: 'MedSutra’s own revision PDFs. Bought once, they stay in your purchased PDFs and open offline.',
  empty: 'No Golden PDFs are on sale yet. Check back soon.',
  loadFailed: 'The Golden Med Store could not load. Check your connection and try again.',
  pages: (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`,
  includedBadge: 'Included in Premium Plus',
  owned: 'In your PDFs',
  open: 'Open',
  buy: (price: string) => `Buy for ${price}`,
  claim: 'Add to my PDFs — included in your plan',
  claimed: 'Added to your purchased PDFs.',
  watermarkNote: 'Each copy carries a light watermark with your name, masked email and order id.',
  addTitle: 'Put a PDF on sale (admins)',
  addHelp: 'Upload the PDF under My notes first, then choose it here. Buyers receive a watermarked copy.',
  addPdf: 'PDF',
  addPdfChoose: 'Choose a PDF',
  addTitleLabel: 'Title',
  addDescription: 'Description',
  addPrice: 'Price (₹)',
  addIncluded: 'Included in Premium Plus',
  addSubmit: 'Put on sale',
  added: 'The PDF is on sale.',
  customerTitle: 'Customer PDFs',
  customerDescription: 'Find a customer by email, then grant or revoke a Golden Med Store PDF. Every action is logged.',
  customerEmail: 'Customer’s email',
  find: 'Find',
  grantsTitle: 'Their Golden PDFs',
  noGrants: 'This customer has no Golden PDFs yet.',
  grantTitle: 'Grant a PDF',
  grantItem: 'Golden PDF',
  grantItemChoose: 'Choose a Golden PDF',
  backToStore: 'Back to the Golden Med Store',
  grantNote: 'Note for the log (for example, “paid in cash at the fair”)',
  grantSubmit: 'Grant',
  granted: 'Granted: the PDF is in their purchased PDFs.',
  revoke: 'Revoke',
  revoked: 'Revoked: the PDF is gone from their purchased PDFs.',
  revokedOn: (date: string) => `Revoked ${date}`,
  source: { order: 'Bought', premiumPlus: 'Premium Plus', admin: 'Granted by an admin', import: 'CSV import' } as const,
  sheetsTitle: 'Sheets sync',
  sheetsDescription:
    'Download orders, grants and payouts as CSV, import grants from a CSV, or export to Google Sheets.',
  exportTitle: 'Export',
  exportKinds: { orders: 'Orders', grants: 'Grants', payouts: 'Payouts' } as const,
  downloadCsv: (kind: string) => `${kind} CSV`,
  toGoogle: (kind: string) => `${kind} to Google Sheets`,
  exportedToGoogle: (sheet: string, rows: number) =>
    `Wrote ${rows} ${rows === 1 ? 'row' : 'rows'} to the “${sheet}” tab.`,
  openSheet: 'Open the spreadsheet',
  googleOff: 'Google Sheets is not configured on this server, so exports are CSV only.',
  importTitle: 'Import grants from CSV',
  importHelp: 'Columns: email,item_id (and an optional note). The whole file is applied or none of it.',
  importFile: 'CSV file',
  preview: 'Preview',
  apply: 'Apply all rows',
  importApplied: (granted: number, skipped: number) => `Imported: ${granted} granted, ${skipped} already had it.`,
  rowStatus: { ok: 'Will be granted', skip: 'Already has it', error: 'Problem' } as const,
  line: 'Line',
} as const;
