/**
 * Google Drive import (issue 19): the student connects Drive with the read-only scope in a
 * separate consent step, browses their folders, picks PDFs and whole folders, and the pick is
 * imported by a job (each file through the same PDF checks as an upload) while the page polls the
 * import's progress; sync re-imports, as a job too, the files that changed in Drive. Disconnecting
 * is one tap. Without Google configured on the server, the pages say so.
 */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';

export const DRIVE_READONLY_SCOPE = 'https://www.googleapis.com/auth/drive.readonly';
/** Files and folders picked in one request. */
export const DRIVE_IMPORT_MAX_PICKS = 50;
/** PDFs one import brings in at most, however many the picked folders hold. */
export const DRIVE_IMPORT_MAX_FILES = 200;
/** How deep below a picked folder its subfolders are followed (1 = only its direct subfolders). */
export const DRIVE_FOLDER_DEPTH = 3;
/** My Drive's top level, as Drive's API names it. */
export const DRIVE_ROOT = 'root';

export const driveApiPaths = {
  status: '/api/drive/status',
  connect: '/api/drive/connect',
  callback: '/api/drive/callback',
  files: '/api/drive/files',
  import: '/api/drive/import',
  sync: '/api/drive/sync',
  importStatus: '/api/drive/imports/:id',
  connection: '/api/drive/connection',
} as const;

export const driveImportStatusPath = (id: string) => `/api/drive/imports/${encodeURIComponent(id)}`;

export const driveMessages = {
  notConfigured:
    'Google Drive is not set up on this MedSutra server: its operator has not configured Google. Upload your PDFs from this device instead.',
  notConnected: 'Connect your Google Drive first.',
  reconnect: 'Google no longer accepts this connection. Connect your Google Drive again.',
  connected: 'Google Drive connected (read-only). Pick the PDFs or folders to import.',
  consentRefused: 'Google Drive was not connected: the permission was not given.',
  consentFailed: 'Google Drive could not be connected. Try again in a moment.',
  disconnected: 'Google Drive disconnected. MedSutra can no longer read it.',
  driveUnreachable: 'Google Drive did not answer. Try again in a moment.',
  tooManyFiles: `Pick at most ${DRIVE_IMPORT_MAX_PICKS} files and folders at a time.`,
  noFiles: 'Pick at least one PDF or folder to import.',
  fileNotFound: 'This file is not in your Google Drive any more, or it is not a PDF.',
  folderNotFound: 'This folder is not in your Google Drive any more.',
  imported: (pages: number) => `Imported: ${pages} page${pages === 1 ? '' : 's'}.`,
  reimported: (pages: number) => `Changed in Drive, imported again: ${pages} page${pages === 1 ? '' : 's'}.`,
  unchanged: 'Already imported and unchanged.',
  deletedInDrive: 'Deleted from Google Drive (or no longer shared with you). Your copy here is kept.',
  importQueued: 'Import started. You can leave this page; it carries on.',
  syncQueued: 'Sync started: files changed in Drive are being imported again.',
  overCap: `Only the first ${DRIVE_IMPORT_MAX_FILES} PDFs were imported: the picked folders hold more. Pick their subfolders to import the rest.`,
  gaveUp: 'Google Drive kept failing, so this import stopped. Try again in a while.',
  importNotFound: 'There is no such Google Drive import.',
  nothingToSync: 'Everything imported from Google Drive is up to date.',
} as const;

export const driveStatusReplySchema = successReply({
  /** False when the server has no Google client: the pages say Drive is not set up here. */
  configured: z.boolean(),
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
});
export type DriveStatusReply = z.infer<typeof driveStatusReplySchema>;

export const driveConnectReplySchema = successReply({ url: z.string() });

export const driveCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

const driveFileId = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'That is not a Google Drive file id.' });

export const driveFilesQuerySchema = z.object({
  /** The folder to list; My Drive's top level when left out. */
  folderId: driveFileId.optional(),
  pageToken: z.string().max(2000).optional(),
});

const driveFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nullable(),
  modifiedTime: z.string().nullable(),
  /** Imported before; `changed` says Drive has a newer version since. */
  imported: z.boolean(),
  changed: z.boolean(),
});

const driveFolderSchema = z.object({ id: z.string(), name: z.string() });
export type DriveFolder = z.infer<typeof driveFolderSchema>;

/** One page of a folder: its subfolders, then its PDFs. */
export const driveFilesReplySchema = successReply({
  folders: z.array(driveFolderSchema),
  files: z.array(driveFileSchema),
  nextPageToken: z.string().nullable(),
});
export type DriveFilesReply = z.infer<typeof driveFilesReplySchema>;

export const driveImportRequestSchema = z
  .object({
    fileIds: z.array(driveFileId).max(DRIVE_IMPORT_MAX_PICKS, driveMessages.tooManyFiles).default([]),
    folderIds: z.array(driveFileId).max(DRIVE_IMPORT_MAX_PICKS, driveMessages.tooManyFiles).default([]),
  })
  .refine((body) => body.fileIds.length + body.folderIds.length > 0, { error: driveMessages.noFiles })
  .refine((body) => body.fileIds.length + body.folderIds.length <= DRIVE_IMPORT_MAX_PICKS, {
    error: driveMessages.tooManyFiles,
  });
export type DriveImportRequest = z.input<typeof driveImportRequestSchema>;

/** 202: the import is queued; poll its status at driveImportStatusPath(importId). */
export const driveImportStartedSchema = successReply({ importId: z.string(), message: z.string() });
export type DriveImportStarted = z.infer<typeof driveImportStartedSchema>;

const driveImportFileStatuses = ['queued', 'imported', 'skipped', 'failed'] as const;
const driveImportFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  /** The folder path it was found under, empty when picked itself. */
  folderPath: z.string(),
  status: z.enum(driveImportFileStatuses),
  /** Why it was skipped or failed, or what was done ("Imported: 3 pages."). */
  reason: z.string().nullable(),
  pdfId: z.string().nullable(),
});
export type DriveImportFile = z.infer<typeof driveImportFileSchema>;

const driveImportSchema = z.object({
  id: z.string(),
  kind: z.enum(['import', 'sync']),
  /** `queued` until the job starts; `done` or `failed` at the end. */
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** Files found so far (folders are listed first, so this can grow while queued). */
  total: z.number().int(),
  counts: z.object({
    queued: z.number().int(),
    imported: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  }),
  files: z.array(driveImportFileSchema),
  note: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DriveImport = z.infer<typeof driveImportSchema>;

export const driveImportStatusReplySchema = successReply({ import: driveImportSchema });
export type DriveImportStatusReply = z.infer<typeof driveImportStatusReplySchema>;
