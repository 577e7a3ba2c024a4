import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, userRef } from './columns.ts';

/** "Download my data": one export job and its ZIP in the file store (`fileKey`), downloadable until `expiresAt`. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    status: text('status', { enum: ['preparing', 'ready', 'failed'] })
      .notNull()
      .default('preparing'),
    fileKey: text('file_key'),
    bytes: integer('bytes'),
    requestedAt: timestamptz('requested_at').notNull(),
    completedAt: timestamptz('completed_at'),
    expiresAt: timestamptz('expires_at'),
  },
  (table) => [index('data_exports_user_idx').on(table.userId, table.requestedAt.desc())],
);

/**
 * "Delete my account": at most one pending request per user (`cancelledAt` and `erasedAt` null).
 * The sweep erases accounts whose `scheduledFor` has passed; `erasedAt` makes it run once.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    requestedAt: timestamptz('requested_at').notNull(),
    scheduledFor: timestamptz('scheduled_for').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    /** 'request' (DELETE /api/account/deletion) or 'sign_in'. */
    cancelledBy: text('cancelled_by', { enum: ['request', 'sign_in'] }),
    erasedAt: timestamptz('erased_at'),
  },
  (table) => [
    index('account_deletions_due_idx').on(table.scheduledFor),
    // Two requests at once cannot both be pending: the second insert fails here.
    uniqueIndex('account_deletions_one_pending')
      .on(table.userId)
      .where(sql`${table.cancelledAt} is null and ${table.erasedAt} is null`),
    check('account_deletions_one_end', sql`${table.cancelledAt} is null or ${table.erasedAt} is null`),
  ],
);

/** Who asked for what about their data, when, and how it ended. Carries no personal data but the user id. */
export const accountAuditEvents = pgTable(
  'account_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    action: text('action', {
      enum: [
        'export_requested',
        'export_completed',
        'export_downloaded',
        'deletion_requested',
        'deletion_cancelled',
        'account_erased',
      ],
    }).notNull(),
    outcome: text('outcome', { enum: ['ok', 'refused', 'failed'] }).notNull(),
    detail: text('detail'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('account_audit_events_user_idx').on(table.userId, table.createdAt.desc())],
);
