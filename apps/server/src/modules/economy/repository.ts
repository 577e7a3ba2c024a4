/**
 * The economy's SQL: wallets and the two append-only ledgers. Every function takes the executor
 * it runs on, so the service decides what shares a transaction.
 */
import type { LedgerKind } from '@medsutra/contract/economy/api';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { ReadAlongsideSession } from '../../db/read-alongside.ts';
import { coinLedger, wallets, xpLedger } from '../../db/schema.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

/** A refund's idempotency key is its spend's, with this in front. */
export const REFUND_KEY_PREFIX = 'refund:';

export type Ledger = 'coins' | 'xp';
const ledgerTables = { coins: coinLedger, xp: xpLedger } as const;

export interface NewLedgerEntry {
  userId: string;
  amount: number;
  kind: LedgerKind;
  task?: string | null;
  reason: string;
  reference: string;
  idempotencyKey: string;
  createdAt: Date;
}

interface StoredLedgerEntry {
  id: number;
  userId: string;
  amount: number;
  kind: string;
  task: string | null;
  reason: string;
  reference: string;
  idempotencyKey: string;
  createdAt: Date;
}

export interface WalletRow {
  userId: string;
  coinBalance: number;
  xpBalance: number;
  streakDays: number;
  lastLoginDay: string | null;
  leaderboardOptOut: boolean;
}

const walletColumns = {
  userId: wallets.userId,
  coinBalance: wallets.coinBalance,
  xpBalance: wallets.xpBalance,
  streakDays: wallets.streakDays,
  lastLoginDay: wallets.lastLoginDay,
  leaderboardOptOut: wallets.leaderboardOptOut,
};

/**
 * Appends an entry unless its idempotency key is already taken. Returns the new id, or null when
 * the key exists (a concurrent insert of the same key waits for the other transaction to finish).
 */
async function appendEntry(ex: DbExecutor, ledger: Ledger, entry: NewLedgerEntry): Promise<number | null> {
  const table = ledgerTables[ledger];
  const inserted = await ex
    .insert(table)
    .values({ ...entry, task: entry.task ?? null })
    .onConflictDoNothing({ target: table.idempotencyKey })
    .returning({ id: table.id });
  return inserted[0]?.id ?? null;
}

async function findEntry(ex: DbExecutor, ledger: Ledger, idempotencyKey: string) {
  const table = ledgerTables[ledger];
  const rows = await ex.select().from(table).where(eq(table.idempotencyKey, idempotencyKey)).limit(1);
  return (rows[0] as StoredLedgerEntry | undefined) ?? null;
}

async function readWallet(ex: DbExecutor, userId: string): Promise<WalletRow | null> {
  const rows = await ex.select(walletColumns).from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return rows[0] ?? null;
}

const prepareWalletRead = (db: Database) =>
  db
    .select(walletColumns)
    .from(wallets)
    .where(eq(wallets.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('economy_wallet_read');
const walletReads = preparedPerDatabase(prepareWalletRead);

/**
 * readWallet outside any transaction (the balance, the daily login's first look): a statement
 * built once and prepared on each connection, since the header asks for it on every open tab.
 */
async function readWalletUnlocked(db: Database, userId: string): Promise<WalletRow | null> {
  const read = walletReads(db);
  const rows = await read.execute({ userId });
  return rows[0] ?? null;
}

/**
 * The wallet of the session's user read in the session lookup's statement (decision 070): the
 * header's balance and XP ask for it on every open tab. The same columns as `readWallet`, as one
 * JSON value, null before the wallet exists.
 */
const walletAlongsideSession: ReadAlongsideSession<WalletRow | null> = {
  name: 'economy_wallet',
  select: (userId) => sql`(
    select json_build_object(
      'userId', ${wallets.userId}, 'coinBalance', ${wallets.coinBalance}, 'xpBalance', ${wallets.xpBalance},
      'streakDays', ${wallets.streakDays}, 'lastLoginDay', ${wallets.lastLoginDay},
      'leaderboardOptOut', ${wallets.leaderboardOptOut})
    from ${wallets} where ${wallets.userId} = ${userId})`,
  decode: (value) => (value ?? null) as WalletRow | null,
};

async function ensureWallet(ex: DbExecutor, userId: string, now: Date): Promise<void> {
  await ex.insert(wallets).values({ userId, updatedAt: now }).onConflictDoNothing({ target: wallets.userId });
}

/** The wallet row, locked until the transaction ends (the caller has ensured it exists). */
async function lockWallet(tx: DbTransaction, userId: string): Promise<WalletRow> {
  const rows = await tx.select(walletColumns).from(wallets).where(eq(wallets.userId, userId)).for('update');
  return rows[0]!;
}

/** Adds non-negative amounts, creating the wallet when it is missing. */
async function creditWallet(
  ex: DbExecutor,
  change: { userId: string; coins: number; xp: number; now: Date },
): Promise<WalletRow> {
  const rows = await ex
    .insert(wallets)
    .values({ userId: change.userId, coinBalance: change.coins, xpBalance: change.xp, updatedAt: change.now })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: {
        coinBalance: sql`"wallets"."coin_balance" + excluded.coin_balance`,
        xpBalance: sql`"wallets"."xp_balance" + excluded.xp_balance`,
        updatedAt: change.now,
      },
    })
    .returning(walletColumns);
  return rows[0]!;
}

/**
 * The guarded debit: takes the amount only when the balance covers it, in one statement, so two
 * parallel spends can never both pass the check. Null when the balance is short (or no wallet).
 */
async function guardedDebit(
  ex: DbExecutor,
  balance: 'coinBalance' | 'xpBalance',
  change: { userId: string; amount: number; now: Date },
): Promise<WalletRow | null> {
  const rows = await ex
    .update(wallets)
    .set({ [balance]: sql`${wallets[balance]} - ${change.amount}`, updatedAt: change.now })
    .where(and(eq(wallets.userId, change.userId), gte(wallets[balance], change.amount)))
    .returning(walletColumns);
  return rows[0] ?? null;
}

/** The guarded debit of coins. */
function debitCoins(ex: DbExecutor, change: { userId: string; coins: number; now: Date }) {
  return guardedDebit(ex, 'coinBalance', { userId: change.userId, amount: change.coins, now: change.now });
}

/** The same guarded debit for XP (used only to reverse XP that an AI spend paid). */
function debitXp(ex: DbExecutor, change: { userId: string; xp: number; now: Date }) {
  return guardedDebit(ex, 'xpBalance', { userId: change.userId, amount: change.xp, now: change.now });
}

/** Records a paid daily login: the day, the streak and the amounts paid for it. */
async function recordLoginDay(
  tx: DbTransaction,
  change: { userId: string; day: string; streakDays: number; coins: number; xp: number; now: Date },
): Promise<WalletRow> {
  const rows = await tx
    .update(wallets)
    .set({
      lastLoginDay: change.day,
      streakDays: change.streakDays,
      coinBalance: sql`${wallets.coinBalance} + ${change.coins}`,
      xpBalance: sql`${wallets.xpBalance} + ${change.xp}`,
      updatedAt: change.now,
    })
    .where(eq(wallets.userId, change.userId))
    .returning(walletColumns);
  return rows[0]!;
}

async function setLeaderboardOptOut(ex: DbExecutor, userId: string, optOut: boolean, now: Date) {
  await ex
    .insert(wallets)
    .values({ userId, leaderboardOptOut: optOut, updatedAt: now })
    .onConflictDoUpdate({ target: wallets.userId, set: { leaderboardOptOut: optOut, updatedAt: now } });
}

/** Which of `ids` keep off leaderboards (a grand test's leaderboard shows them under a neutral name). */
async function leaderboardOptOutsAmong(ex: DbExecutor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ex
    .select({ userId: wallets.userId })
    .from(wallets)
    .where(and(inArray(wallets.userId, [...ids]), eq(wallets.leaderboardOptOut, true)));
  return new Set(rows.map((row) => row.userId));
}

/** Users whose wallet differs from the sum of a ledger (the check-ledger command). */
function ledgerMismatches(ex: DbExecutor) {
  return selectRows<Record<'userId' | 'coinBalance' | 'coinLedgerSum' | 'xpBalance' | 'xpLedgerSum', string | number>>(
    ex,
    sql`with coin_sums as (
          select user_id, sum(amount) as total from coin_ledger group by user_id
        ), xp_sums as (
          select user_id, sum(amount) as total from xp_ledger group by user_id
        ), everyone as (
          select user_id from wallets union select user_id from coin_sums union select user_id from xp_sums
        )
        select e.user_id as "userId",
               coalesce(w.coin_balance, 0) as "coinBalance", coalesce(c.total, 0) as "coinLedgerSum",
               coalesce(w.xp_balance, 0) as "xpBalance", coalesce(x.total, 0) as "xpLedgerSum"
        from everyone e
        left join wallets w on w.user_id = e.user_id
        left join coin_sums c on c.user_id = e.user_id
        left join xp_sums x on x.user_id = e.user_id
        where coalesce(w.coin_balance, 0) <> coalesce(c.total, 0)
           or coalesce(w.xp_balance, 0) <> coalesce(x.total, 0)
        order by e.user_id`,
  );
}

/** The module's repository: every function takes the handle it runs on (decision 018). */
export function createEconomyRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    appendEntry,
    findEntry,
    readWallet,
    readWalletUnlocked,
    walletAlongsideSession,
    ensureWallet,
    lockWallet,
    creditWallet,
    debitCoins,
    debitXp,
    recordLoginDay,
    setLeaderboardOptOut,
    leaderboardOptOutsAmong,
    ledgerMismatches,
  };
}

export type EconomyRepository = ReturnType<typeof createEconomyRepository>;

/** The subject's wallet and both ledgers, whole and in order, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  return {
    wallets: await tx.select().from(wallets).where(eq(wallets.userId, subject.id)),
    coin_ledger: await tx
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.userId, subject.id))
      .orderBy(asc(coinLedger.id)),
    xp_ledger: await tx.select().from(xpLedger).where(eq(xpLedger.userId, subject.id)).orderBy(asc(xpLedger.id)),
  };
}

/** At erasure the ledgers stay (append-only); the wallet only leaves the leaderboard. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.update(wallets).set({ leaderboardOptOut: true }).where(eq(wallets.userId, subject.id));
  return [];
}
