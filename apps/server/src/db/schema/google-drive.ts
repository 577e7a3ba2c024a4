import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { parentRef, timestamptz, userKey, userRef } from './columns.ts';
import { userPdfs } from './notes.ts';

/**
 * A student's Google Drive connection (read-only scope). The tokens are one AES-256-GCM blob under
 * a key derived from GOOGLE_CLIENT_SECRET, which is not in the database: a copy of the database
 * alone does not open anyone's Drive. Disconnecting deletes the row (after revoking at Google).
 */
export const driveConnections = pgTable('drive_connections', {
  userId: userKey(),
  encryptedTokens: text('encrypted_tokens').notNull(),
  scope: text('scope').notNull(),
  connectedAt: timestamptz('connected_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** A consent in progress: the state (hashed) ties Google's redirect to the student who asked. */
export const driveConnectFlows = pgTable(
  'drive_connect_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: userRef(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('drive_connect_flows_expires_idx').on(table.expiresAt)],
);

/** Which Drive file became which uploaded PDF, and the version imported, so sync re-imports what changed. */
export const driveImports = pgTable(
  'drive_imports',
  {
    userId: userRef(),
    driveFileId: text('drive_file_id').notNull(),
    pdfId: parentRef('pdf_id', () => userPdfs.id),
    name: text('name').notNull(),
    /** Drive's md5Checksum, or its modifiedTime when Drive gives no checksum. */
    revision: text('revision').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    importedAt: timestamptz('imported_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.driveFileId] })],
);

/**
 * One import (or sync) the student asked for, worked by the `drive-import` job: the request as
 * picked (files and folders), where it stands, and a sentence for the end. Its files are below.
 */
export const driveImportJobs = pgTable(
  'drive_import_jobs',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    kind: text('kind').$type<'import' | 'sync'>().notNull(),
    /** queued → running → done (or failed when every retry failed). */
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull(),
    request: jsonb('request').$type<{ fileIds: string[]; folderIds: string[] }>().notNull(),
    /** Set once the picked folders have been listed into files, so a retry does not list them again. */
    expandedAt: timestamptz('expanded_at'),
    /** Why it stopped, or what was left out (over the cap); null while all is well. */
    note: text('note'),
    createdAt: timestamptz('created_at').notNull(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [index('drive_import_jobs_user_created_idx').on(table.userId, table.createdAt.desc())],
);

/** One Drive file of an import and what became of it: queued, imported, skipped (with why) or failed. */
export const driveImportJobFiles = pgTable(
  'drive_import_job_files',
  {
    jobId: parentRef('job_id', () => driveImportJobs.id),
    userId: userRef(),
    driveFileId: text('drive_file_id').notNull(),
    /** The order files are worked and shown in. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** The Drive folder path it was found under ("Anatomy / Limbs"), empty when picked itself. */
    folderPath: text('folder_path').notNull().default(''),
    status: text('status').$type<'queued' | 'imported' | 'skipped' | 'failed'>().notNull(),
    reason: text('reason'),
    pdfId: uuid('pdf_id'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.driveFileId] }),
    uniqueIndex('drive_import_job_files_position_idx').on(table.jobId, table.position),
    index('drive_import_job_files_user_idx').on(table.userId),
  ],
);
