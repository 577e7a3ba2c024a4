import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, userRef } from './columns.ts';
import { users } from './users.ts';

/**
 * What students report (a post, a comment, a user, a listing …) for an admin to uphold or dismiss.
 * The target is named by kind and id only: the module that owns it describes it and takes it down
 * (modules/moderation/report-target.ts), so this table never points into another module's tables.
 */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterUserId: userRef('reporter_user_id'),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'upheld', 'dismissed'] })
      .notNull()
      .default('open'),
    /** The admin who decided it; null while open, or once that admin's account is deleted. */
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    // One open report per reporter per target: a second tap (or a script) cannot flood the queue.
    uniqueIndex('moderation_reports_one_open_idx')
      .on(table.reporterUserId, table.targetKind, table.targetId)
      .where(sql`status = 'open'`),
    index('moderation_reports_status_idx').on(table.status, table.createdAt),
    index('moderation_reports_target_idx').on(table.targetKind, table.targetId),
  ],
);
