import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz, userKey, userRef } from './columns.ts';

/**
 * One wallet per user: the balances, kept equal to the sums of the two ledgers below by changing
 * both in one transaction. The CHECKs are the last line against an overdraft.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: userKey(),
    coinBalance: integer('coin_balance').notNull().default(0),
    xpBalance: integer('xp_balance').notNull().default(0),
    streakDays: integer('streak_days').notNull().default(0),
    /** The last calendar day (Asia/Kolkata) a daily login was paid. */
    lastLoginDay: date('last_login_day', { mode: 'string' }),
    leaderboardOptOut: boolean('leaderboard_opt_out').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('wallets_coin_balance_not_negative', sql`${table.coinBalance} >= 0`),
    check('wallets_xp_balance_not_negative', sql`${table.xpBalance} >= 0`),
    check('wallets_streak_days_not_negative', sql`${table.streakDays} >= 0`),
    index('wallets_xp_balance_idx').on(table.xpBalance.desc()),
  ],
);

/** Columns shared by the two append-only ledgers. */
function ledgerColumns() {
  return {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    /** Signed: positive earns, negative spends. */
    amount: integer('amount').notNull(),
    kind: text('kind').notNull(),
    /** The AI tool (or other task) an entry belongs to, for analytics by task. */
    task: text('task'),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    /** One operation, one key: a repeated operation finds its key taken and changes nothing. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  };
}

/** Every change to a Med Coin balance. Rows are never updated or deleted. */
export const coinLedger = pgTable('coin_ledger', ledgerColumns(), (table) => [
  check('coin_ledger_amount_not_zero', sql`${table.amount} <> 0`),
  index('coin_ledger_user_history_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
  index('coin_ledger_user_kind_idx').on(table.userId, table.kind, table.createdAt.desc()),
]);

/** Every change to an XP balance. Rows are never updated or deleted. */
export const xpLedger = pgTable('xp_ledger', ledgerColumns(), (table) => [
  check('xp_ledger_amount_not_zero', sql`${table.amount} <> 0`),
  index('xp_ledger_user_history_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
  index('xp_ledger_user_kind_idx').on(table.userId, table.kind, table.createdAt.desc()),
  // The weekly leaderboard sums one week's entries across all users.
  index('xp_ledger_created_at_idx').on(table.createdAt, table.userId),
]);
