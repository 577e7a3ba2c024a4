/**
 * "Your data" on the Profile page (DPDP Act 2023, issue 13): download a machine-readable export,
 * and delete the account after a 7-day window in which signing in cancels the deletion.
 */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';

export const accountDataApiPaths = {
  export: '/api/account/export',
  exportStatus: '/api/account/export/:exportId',
  exportDownload: '/api/account/export/:exportId/download',
  deletion: '/api/account/deletion',
} as const;

export const exportStatusPath = (exportId: string) => `/api/account/export/${encodeURIComponent(exportId)}`;
export const exportDownloadPath = (exportId: string) => `/api/account/export/${encodeURIComponent(exportId)}/download`;

export const ACCOUNT_DATA_RULES = {
  /** How long a finished export can be downloaded. */
  exportLinkDays: 7,
  /** How long a deletion waits; signing in during it cancels it (docs/product-rules.md, Privacy). */
  deletionWaitDays: 7,
} as const;

export const accountDataMessages = {
  title: 'Your data',
  loading: 'Loading…',
  intro:
    'Under the Digital Personal Data Protection Act 2023 you can download everything MedSutra holds about you, and delete your account.',
  downloadTitle: 'Download my data',
  downloadHint:
    'A ZIP of JSON files: your profile, devices, sessions, Med Coin and XP history, payments, mindmaps and posts.',
  downloadStart: 'Download my data',
  downloadPreparing: 'Preparing your export… this page will show the link when it is ready.',
  downloadReady: (until: string) => `Your export is ready. The link works for you only, until ${until}.`,
  downloadLink: 'Download the ZIP',
  downloadFailed: 'Your export could not be prepared. Please try again.',
  exportNotFound: 'There is no such export of your data.',
  exportNotYours: 'This export belongs to another account.',
  exportExpired: 'This download link has expired. Start a new export from your profile.',
  exportNotReady: 'Your export is still being prepared. Try again in a minute.',
  exportAlreadyRunning: 'An export of your data is already being prepared.',
  deleteTitle: 'Delete my account',
  deleteHint:
    'Your account is deleted 7 days after you ask. Signing in during those 7 days cancels the deletion. Payment records the law requires are kept without your name; your Med Coins and XP are lost.',
  deletePassword: 'Your password',
  deleteConfirm: 'I understand that my account, mindmaps and posts will be deleted.',
  deleteButton: 'Delete my account',
  deleteScheduled: (on: string) => `Your account will be deleted on ${on}. Signing in before then cancels it.`,
  deleteCancel: 'Cancel the deletion',
  deleteCancelled: 'The deletion is cancelled. Your account stays.',
  passwordRequired: 'Enter your password to confirm that it is you.',
  passwordWrong: 'That password is not right. Enter the password you sign in with.',
  confirmRequired: 'Tick the box to confirm that you want your account deleted.',
  googleOnlyConfirm: 'Your account signs in with Google only, so no password is needed: tick the box to confirm.',
  alreadyScheduled: (on: string) => `Your account is already scheduled for deletion on ${on}.`,
  nothingToCancel: 'Your account is not scheduled for deletion.',
} as const;

const exportStatusValues = ['preparing', 'ready', 'failed', 'expired'] as const;

const dataExportSchema = z.object({
  exportId: z.string(),
  status: z.enum(exportStatusValues),
  requestedAt: z.string(),
  /** When ready: the link, which works for the signed-in owner only. */
  downloadUrl: z.string().nullable(),
  expiresAt: z.string().nullable(),
  bytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const exportStartReplySchema = successReply({ exportId: z.string() });
export const exportStatusReplySchema = successReply({ export: dataExportSchema });
/** GET /api/account/export: the latest export, so the card shows it after a reload. */
export const latestExportReplySchema = successReply({ export: dataExportSchema.nullable() });
export const exportParamsSchema = z.object({
  exportId: z.uuid({ error: accountDataMessages.exportNotFound }),
});

export const deletionRequestSchema = z.object({
  /** Required for an account with a password; a Google-only account confirms instead. */
  password: z.string().max(1024).optional(),
  /** A Google-only account has no password to re-enter: it sends `confirm: true` instead. */
  confirm: z.literal(true, { error: accountDataMessages.confirmRequired }).optional(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

const deletionStatusSchema = z.object({
  scheduledFor: z.string().nullable(),
});
export const deletionReplySchema = successReply({ deletion: deletionStatusSchema, message: z.string() });
export const deletionStatusReplySchema = successReply({ deletion: deletionStatusSchema });

export type ExportStartReply = z.infer<typeof exportStartReplySchema>;
export type LatestExportReply = z.infer<typeof latestExportReplySchema>;
export type DeletionReply = z.infer<typeof deletionReplySchema>;
export type DeletionStatusReply = z.infer<typeof deletionStatusReplySchema>;
