import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, userRef } from './columns.ts';

/**
 * One run of an AI tool (the contract's tool table): what it cost and paid, its input, its output
 * and, for a case session, its state (the case, each reveal logged, the marking). The row and the
 * spend commit in one transaction; a failed or refused run is refunded and says so.
 */
export const aiToolRuns = pgTable(
  'ai_tool_runs',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    toolId: text('tool_id').notNull(),
    status: text('status', { enum: ['queued', 'running', 'ready', 'finished', 'failed'] }).notNull(),
    /** A short title for the history list (never the diagnosis of a case still in progress). */
    title: text('title').notNull(),
    input: jsonb('input').$type<unknown>().notNull(),
    output: jsonb('output').$type<unknown>(),
    /** A case session's working state: the case, the log, the marking. */
    state: jsonb('state').$type<unknown>(),
    score: integer('score'),
    coinsSpent: integer('coins_spent').notNull(),
    xpAwarded: integer('xp_awarded').notNull(),
    refundedAt: timestamptz('refunded_at'),
    failureReason: text('failure_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('ai_tool_runs_user_tool_created_idx').on(table.userId, table.toolId, table.createdAt.desc()),
    check('ai_tool_runs_coins_spent_not_negative', sql`${table.coinsSpent} >= 0`),
  ],
);
