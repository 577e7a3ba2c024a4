import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userPdfs } from './notes.ts';
import { users } from './users.ts';

/**
 * A student's Google Drive connection (read-only scope). The tokens are one AES-256-GCM blob under
 * a key derived from GOOGLE_CLIENT_SECRET, which is not in the database: a copy of the database
 * alone does not open anyone's Drive. Disconnecting deletes the row (after revoking at Google).
 */
export const driveConnections = pgTable('drive_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  encryptedTokens: text('encrypted_tokens').notNull(),
  scope: text('scope').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A consent in progress: the state (hashed) ties Google's redirect to the student who asked. */
export const driveConnectFlows = pgTable(
  'drive_connect_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('drive_connect_flows_expires_idx').on(table.expiresAt)],
);

/** Which Drive file became which uploaded PDF, and the version imported, so sync re-imports what changed. */
export const driveImports = pgTable(
  'drive_imports',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    driveFileId: text('drive_file_id').notNull(),
    pdfId: uuid('pdf_id')
      .notNull()
      .references(() => userPdfs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Drive's md5Checksum, or its modifiedTime when Drive gives no checksum. */
    revision: text('revision').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.driveFileId] })],
);
