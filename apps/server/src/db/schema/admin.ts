import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * Every action an admin takes (approve a listing, grant a PDF, suspend a user, decide a report or
 * a refund), with who and when. Rows are only ever added; the admin console lists them.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once that admin's account is deleted; the action stays on record. */
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A short verb phrase, for example `listing.approve`, `pdf.grant`, `user.suspend`. */
    action: text('action').notNull(),
    /** What the action was about: `listing`, `user`, `post`, `report`, `refund`, `pdf` … */
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    /** The reason given, and any facts worth keeping (never a secret). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('admin_actions_created_idx').on(table.createdAt),
    index('admin_actions_target_idx').on(table.targetKind, table.targetId),
  ],
);
