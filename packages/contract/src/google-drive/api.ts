/**
 * Google Drive import (issue 19): the student connects Drive with the read-only scope in a
 * separate consent step, lists the PDFs in it, imports the ones picked (each goes through the
 * same PDF checks as an upload), syncs re-imports the ones that changed, and disconnects in one
 * tap. Without Google configured on the server, the pages say so.
 */
import { z } from 'zod';

export const DRIVE_READONLY_SCOPE = 'https://www.googleapis.com/auth/drive.readonly';
/** Files imported in one request: each is downloaded and parsed while the student waits. */
export const DRIVE_IMPORT_MAX_FILES = 10;

export const driveApiPaths = {
  status: '/api/drive/status',
  connect: '/api/drive/connect',
  callback: '/api/drive/callback',
  files: '/api/drive/files',
  import: '/api/drive/import',
  sync: '/api/drive/sync',
  connection: '/api/drive/connection',
} as const;

export const driveMessages = {
  notConfigured:
    'Google Drive is not set up on this MedSutra server: its operator has not configured Google. Upload your PDFs from this device instead.',
  notConnected: 'Connect your Google Drive first.',
  reconnect: 'Google no longer accepts this connection. Connect your Google Drive again.',
  connected: 'Google Drive connected (read-only). Pick the PDFs to import.',
  consentRefused: 'Google Drive was not connected: the permission was not given.',
  consentFailed: 'Google Drive could not be connected. Try again in a moment.',
  disconnected: 'Google Drive disconnected. MedSutra can no longer read it.',
  driveUnreachable: 'Google Drive did not answer. Try again in a moment.',
  tooManyFiles: `Pick at most ${DRIVE_IMPORT_MAX_FILES} files at a time.`,
  noFiles: 'Pick at least one PDF to import.',
  fileNotFound: 'This file is not in your Google Drive any more, or it is not a PDF.',
  imported: (pages: number) => `Imported: ${pages} page${pages === 1 ? '' : 's'}.`,
  unchanged: 'Already imported and unchanged.',
  nothingToSync: 'Everything imported from Google Drive is up to date.',
} as const;

export const driveStatusReplySchema = z.object({
  success: z.literal(true),
  /** False when the server has no Google client: the pages say Drive is not set up here. */
  configured: z.boolean(),
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
});
export type DriveStatusReply = z.infer<typeof driveStatusReplySchema>;

export const driveConnectReplySchema = z.object({ success: z.literal(true), url: z.string() });

export const driveCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

export const driveFilesQuerySchema = z.object({ pageToken: z.string().max(2000).optional() });

export const driveFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nullable(),
  modifiedTime: z.string().nullable(),
  /** Imported before; `changed` says Drive has a newer version since. */
  imported: z.boolean(),
  changed: z.boolean(),
});
export type DriveFile = z.infer<typeof driveFileSchema>;

export const driveFilesReplySchema = z.object({
  success: z.literal(true),
  files: z.array(driveFileSchema),
  nextPageToken: z.string().nullable(),
});
export type DriveFilesReply = z.infer<typeof driveFilesReplySchema>;

const driveFileId = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'That is not a Google Drive file id.' });

export const driveImportRequestSchema = z.object({
  fileIds: z
    .array(driveFileId, { error: driveMessages.noFiles })
    .min(1, driveMessages.noFiles)
    .max(DRIVE_IMPORT_MAX_FILES, driveMessages.tooManyFiles),
});

export const driveImportResultSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  ok: z.boolean(),
  pdfId: z.string().nullable(),
  message: z.string(),
});
export type DriveImportResult = z.infer<typeof driveImportResultSchema>;

export const driveImportReplySchema = z.object({
  success: z.literal(true),
  results: z.array(driveImportResultSchema),
  message: z.string(),
});
export type DriveImportReply = z.infer<typeof driveImportReplySchema>;
