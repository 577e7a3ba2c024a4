/**
 * The ledger rules every feature goes through: award, spend, refund and the daily login. Each
 * operation is one transaction that appends to the ledger and changes the wallet together, and is
 * idempotent through its key: a repeated key changes nothing and answers with `applied: false`.
 */

import { economyMessages, type LedgerKind } from '@medsutra/contract/economy/api';
import {
  type AiToolKey,
  aiToolXp,
  DAILY_LOGIN_XP,
  LEVELS,
  levelForXp,
  STREAK_BONUS_COINS,
  STREAK_BONUS_EVERY_DAYS,
} from '@medsutra/contract/economy/table';
import type { Database } from '../../db/client.ts';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import { addDays, economyDay } from '../../lib/calendar.ts';
import { AppError } from '../../lib/errors.ts';
import {
  createEconomyRepository,
  type EconomyRepository,
  type NewLedgerEntry,
  REFUND_KEY_PREFIX,
  type WalletRow,
} from './repository.ts';

export interface AwardInput {
  userId: string;
  coins?: number;
  xp?: number;
  kind: LedgerKind;
  reason: string;
  reference: string;
  idempotencyKey: string;
  /** The AI tool or task the entry belongs to, for analytics. */
  task?: string | null;
}

export interface SpendInput {
  userId: string;
  coins: number;
  kind: LedgerKind;
  reason: string;
  reference: string;
  idempotencyKey: string;
  /** The AI tool the spend is for (the entry's task). Its XP is paid when the run finishes (payAfterSpend). */
  aiTool?: AiToolKey;
}

export interface RefundInput {
  userId: string;
  /** The idempotency key of the spend to reverse. A spend is refunded at most once. */
  spendKey: string;
  reason: string;
  reference?: string;
}

export interface EconomyResult {
  /** False when the idempotency key had been used already: nothing changed. */
  applied: boolean;
  /** The signed amounts of this operation (level bonuses not included). */
  coins: number;
  xp: number;
  coinBalance: number;
  xpBalance: number;
  previousLevel: number;
  level: number;
  /** Med Coins paid for levels reached by this operation. */
  levelBonusCoins: number;
}

export interface DailyLoginResult extends EconomyResult {
  dailyLoginAwarded: boolean;
  isNewStreak: boolean;
  streakDays: number;
  streakBonus: number;
}

const levelBonusKey = (userId: string, level: number) => `level:${userId}:${level}`;
const dailyLoginKey = (userId: string, day: string) => `daily:${userId}:${day}`;
const streakBonusKey = (userId: string, day: string) => `streak:${userId}:${day}`;
const refundKey = (spendKey: string) => `${REFUND_KEY_PREFIX}${spendKey}`;
/** The key of the XP a spend pays when its run finishes (docs/product-rules.md: paid on finishing, never on starting). */
const finishedKey = (spendKey: string) => `done:${spendKey}`;

function insufficientCoins(required: number, balance: number): AppError {
  return new AppError('conflict', economyMessages.insufficientCoins, {
    details: { error: 'insufficient_coins', required, balance },
  });
}

type EntryFields = Pick<AwardInput, 'userId' | 'kind' | 'reason' | 'reference' | 'idempotencyKey'>;

function entryOf(input: EntryFields, task: string | null, createdAt: Date): Omit<NewLedgerEntry, 'amount'> {
  const { userId, kind, reason, reference, idempotencyKey } = input;
  return { userId, kind, task, reason, reference, idempotencyKey, createdAt };
}

function assertAmount(value: number, name: string) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got ${value}`);
  }
}

export function createLedgerService(deps: { db: Database; repository?: EconomyRepository; now?: () => Date }) {
  const repo = deps.repository ?? createEconomyRepository();
  const clock = deps.now ?? (() => new Date());

  /** A transaction of its own, or a savepoint inside the caller's (so a refusal undoes only ours). */
  function inTransaction<T>(tx: DbExecutor | undefined, work: (t: DbTransaction) => Promise<T>): Promise<T> {
    // A union's overloaded methods cannot be called directly; each branch opens its own.
    return tx ? tx.transaction(work) : deps.db.transaction(work);
  }

  function result(wallet: WalletRow, change: { applied: boolean; coins: number; xp: number }): EconomyResult {
    const level = levelForXp(wallet.xpBalance);
    return {
      ...change,
      coinBalance: wallet.coinBalance,
      xpBalance: wallet.xpBalance,
      previousLevel: change.applied ? levelForXp(wallet.xpBalance - change.xp) : level,
      level,
      levelBonusCoins: 0,
    };
  }

  /** A key seen before: the original entries must match, and the answer is today's balances. */
  async function repeated(t: DbTransaction, entry: Omit<NewLedgerEntry, 'amount'>, coins: number, xp: number) {
    const original = await repo.findEntry(t, coins !== 0 ? 'coins' : 'xp', entry.idempotencyKey);
    if (!original || original.userId !== entry.userId || original.amount !== (coins !== 0 ? coins : xp)) {
      throw new Error(`Idempotency key ${entry.idempotencyKey} was used by a different operation`);
    }
    const wallet = (await repo.readWallet(t, entry.userId))!;
    return result(wallet, { applied: false, coins, xp });
  }

  /** Appends the operation's entries; false when its key was used already. */
  async function appendEntries(t: DbTransaction, entry: Omit<NewLedgerEntry, 'amount'>, coins: number, xp: number) {
    if (coins !== 0 && (await repo.appendEntry(t, 'coins', { ...entry, amount: coins })) === null) return false;
    if (xp !== 0 && (await repo.appendEntry(t, 'xp', { ...entry, amount: xp })) === null) {
      if (coins !== 0) throw new Error(`Idempotency key ${entry.idempotencyKey} is taken in the XP ledger only`);
      return false;
    }
    return true;
  }

  /**
   * Pays the bonus of every level between the XP before and after this change, each once ever
   * (its key is per user and level), so one award that jumps several levels pays each of them,
   * and two awards that reach a level at the same moment pay it once.
   */
  async function payLevelBonuses(t: DbTransaction, wallet: WalletRow, outcome: EconomyResult, now: Date) {
    let bonus = 0;
    for (const definition of LEVELS) {
      if (definition.level <= outcome.previousLevel || definition.level > outcome.level) continue;
      if (definition.bonusCoins === 0) continue;
      const id = await repo.appendEntry(t, 'coins', {
        userId: wallet.userId,
        amount: definition.bonusCoins,
        kind: 'level_bonus',
        reason: economyMessages.levelBonus(definition.level),
        reference: `level:${definition.level}`,
        idempotencyKey: levelBonusKey(wallet.userId, definition.level),
        createdAt: now,
      });
      if (id !== null) bonus += definition.bonusCoins;
    }
    if (bonus === 0) return outcome;
    const paid = await repo.creditWallet(t, { userId: wallet.userId, coins: bonus, xp: 0, now });
    return { ...outcome, coinBalance: paid.coinBalance, levelBonusCoins: bonus };
  }

  async function award(input: AwardInput, tx?: DbExecutor): Promise<EconomyResult> {
    const coins = input.coins ?? 0;
    const xp = input.xp ?? 0;
    assertAmount(coins, 'coins');
    assertAmount(xp, 'xp');
    if (coins === 0 && xp === 0) throw new Error('An award pays coins, XP or both');
    return inTransaction(tx, async (t) => {
      const now = clock();
      const entry = entryOf(input, input.task ?? null, now);
      if (!(await appendEntries(t, entry, coins, xp))) return repeated(t, entry, coins, xp);
      const wallet = await repo.creditWallet(t, { userId: input.userId, coins, xp, now });
      return payLevelBonuses(t, wallet, result(wallet, { applied: true, coins, xp }), now);
    });
  }

  async function spend(input: SpendInput, tx?: DbExecutor): Promise<EconomyResult> {
    assertAmount(input.coins, 'coins');
    if (input.coins === 0) throw new Error('A spend takes at least one coin');
    const xp = 0;
    return inTransaction(tx, async (t) => {
      const now = clock();
      const coins = input.coins;
      const entry = entryOf(input, input.aiTool ?? null, now);
      if (!(await appendEntries(t, entry, -coins, xp))) return repeated(t, entry, -coins, xp);
      let wallet = await repo.debitCoins(t, { userId: input.userId, coins, now });
      if (!wallet) {
        // Throwing rolls back the ledger entry appended above.
        throw insufficientCoins(coins, (await repo.readWallet(t, input.userId))?.coinBalance ?? 0);
      }
      if (xp > 0) wallet = await repo.creditWallet(t, { userId: input.userId, coins: 0, xp, now });
      return payLevelBonuses(t, wallet, result(wallet, { applied: true, coins: -coins, xp }), now);
    });
  }

  /**
   * Gives back a spend's coins. When the spend paid XP (an AI tool), that XP is taken back too:
   * XP is for using a tool, a failed job was no use, and keeping it would let anyone farm XP from
   * jobs that fail. Level bonuses already paid stay paid (each level pays once, ever).
   */
  async function refund(input: RefundInput, tx?: DbExecutor): Promise<EconomyResult> {
    return inTransaction(tx, async (t) => {
      const now = clock();
      const spent = await repo.findEntry(t, 'coins', input.spendKey);
      if (!spent || spent.userId !== input.userId || spent.amount >= 0) {
        throw new Error(`There is no spend ${input.spendKey} of this user to refund`);
      }
      const coins = -spent.amount;
      const entry = {
        userId: input.userId,
        kind: (spent.kind === 'ai_spend' ? 'ai_refund' : 'refund') as LedgerKind,
        task: spent.task,
        reason: input.reason,
        reference: input.reference ?? spent.reference,
        idempotencyKey: refundKey(input.spendKey),
        createdAt: now,
      };
      if (!(await appendEntries(t, entry, coins, 0))) return repeated(t, entry, coins, 0);
      let wallet = await repo.creditWallet(t, { userId: input.userId, coins, xp: 0, now });
      let xp = 0;
      const paidXp =
        (await repo.findEntry(t, 'xp', input.spendKey)) ?? (await repo.findEntry(t, 'xp', finishedKey(input.spendKey)));
      if (paidXp && paidXp.amount > 0) {
        // XP only ever falls by reversing XP a spend paid, so the balance covers it.
        const debited = await repo.debitXp(t, { userId: input.userId, xp: paidXp.amount, now });
        if (debited && (await repo.appendEntry(t, 'xp', { ...entry, amount: -paidXp.amount })) !== null) {
          wallet = debited;
          xp = -paidXp.amount;
        } else {
          throw new Error(`Could not reverse the XP of ${input.spendKey}`);
        }
      }
      return result(wallet, { applied: true, coins, xp });
    });
  }

  /** The streak as of today: it has lapsed when the last paid login was before yesterday. */
  function currentStreak(wallet: WalletRow | null, today: string): number {
    if (!wallet?.lastLoginDay || wallet.lastLoginDay < addDays(today, -1)) return 0;
    return wallet.streakDays;
  }

  function notAwarded(wallet: WalletRow | null, today: string): DailyLoginResult {
    const xpBalance = wallet?.xpBalance ?? 0;
    return {
      applied: false,
      coins: 0,
      xp: 0,
      coinBalance: wallet?.coinBalance ?? 0,
      xpBalance,
      previousLevel: levelForXp(xpBalance),
      level: levelForXp(xpBalance),
      levelBonusCoins: 0,
      dailyLoginAwarded: false,
      isNewStreak: false,
      streakDays: currentStreak(wallet, today),
      streakBonus: 0,
    };
  }

  /**
   * Pays the daily login XP once per calendar day in Asia/Kolkata and moves the streak; every
   * STREAK_BONUS_EVERY_DAYS-th consecutive day also pays STREAK_BONUS_COINS. Two tabs calling at
   * once are serialised on the wallet row, so the second finds the day already paid. `read` is
   * the wallet as the caller has just read it outside a transaction (beside the session), if so.
   */
  async function recordDailyLogin(userId: string, read?: WalletRow | null): Promise<DailyLoginResult> {
    const today = economyDay(clock());
    // The usual call: today is already paid, and a plain read answers it.
    const seen = read !== undefined ? read : await repo.readWalletUnlocked(deps.db, userId);
    if (seen?.lastLoginDay && seen.lastLoginDay >= today) return notAwarded(seen, today);
    return inTransaction(undefined, async (t) => {
      const now = clock();
      await repo.ensureWallet(t, userId, now);
      const wallet = await repo.lockWallet(t, userId);
      if (wallet.lastLoginDay && wallet.lastLoginDay >= today) return notAwarded(wallet, today);
      const continues = wallet.lastLoginDay === addDays(today, -1);
      const streakDays = continues ? wallet.streakDays + 1 : 1;
      const streakBonus = streakDays % STREAK_BONUS_EVERY_DAYS === 0 ? STREAK_BONUS_COINS : 0;
      const base = { userId, reference: today, createdAt: now };
      const paid = await repo.appendEntry(t, 'xp', {
        ...base,
        amount: DAILY_LOGIN_XP,
        kind: 'daily_login',
        reason: economyMessages.dailyLogin,
        idempotencyKey: dailyLoginKey(userId, today),
      });
      if (paid === null) return notAwarded(wallet, today);
      if (streakBonus > 0) {
        const bonusId = await repo.appendEntry(t, 'coins', {
          ...base,
          amount: streakBonus,
          kind: 'streak_bonus',
          reason: economyMessages.streakBonus(streakDays),
          idempotencyKey: streakBonusKey(userId, today),
        });
        // The day's key was new a moment ago, so the bonus's key (same day) must be too.
        if (bonusId === null) throw new Error(`Streak bonus of ${userId} for ${today} was already paid`);
      }
      const updated = await repo.recordLoginDay(t, {
        userId,
        day: today,
        streakDays,
        coins: streakBonus,
        xp: DAILY_LOGIN_XP,
        now,
      });
      const outcome = await payLevelBonuses(
        t,
        updated,
        result(updated, { applied: true, coins: streakBonus, xp: DAILY_LOGIN_XP }),
        now,
      );
      return { ...outcome, dailyLoginAwarded: true, isNewStreak: streakDays === 1, streakDays, streakBonus };
    });
  }

  /** The wallet's balances; zeros for a user who has none yet. `read`: as in recordDailyLogin. */
  async function balances(userId: string, read?: WalletRow | null) {
    const wallet = read !== undefined ? read : await repo.readWalletUnlocked(deps.db, userId);
    const today = economyDay(clock());
    const xpBalance = wallet?.xpBalance ?? 0;
    return {
      coinBalance: wallet?.coinBalance ?? 0,
      xpBalance,
      level: levelForXp(xpBalance),
      streakDays: currentStreak(wallet, today),
      leaderboardOptOut: wallet?.leaderboardOptOut ?? false,
    };
  }

  /**
   * The XP of an AI tool's spend (aiToolXp of the coins it took), paid once when its run is
   * finished; nothing for a spend that was refunded or never made. Returns the XP paid.
   */
  async function payAfterSpend(
    input: { userId: string; spendKey: string; reason: string },
    tx?: DbExecutor,
  ): Promise<number> {
    return inTransaction(tx, async (t) => {
      const spent = await repo.findEntry(t, 'coins', input.spendKey);
      if (!spent || spent.userId !== input.userId || spent.amount >= 0) return 0;
      if (await repo.findEntry(t, 'coins', refundKey(input.spendKey))) return 0;
      const xp = aiToolXp(-spent.amount);
      if (xp === 0) return 0;
      const paid = await award(
        {
          userId: input.userId,
          xp,
          kind: spent.kind as LedgerKind,
          task: spent.task,
          reason: input.reason,
          reference: spent.reference,
          idempotencyKey: finishedKey(input.spendKey),
        },
        t,
      );
      return paid.applied ? paid.xp : 0;
    });
  }

  return { award, spend, refund, payAfterSpend, recordDailyLogin, balances };
}
