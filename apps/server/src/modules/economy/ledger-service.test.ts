import { economyMessages } from '@medsutra/contract/economy/api';
import {
  AI_TOOL_COSTS,
  aiToolXp,
  DAILY_LOGIN_XP,
  LEVELS,
  STREAK_BONUS_COINS,
  STREAK_BONUS_EVERY_DAYS,
  WELCOME_BONUS_COINS,
} from '@medsutra/contract/economy/table';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { coinLedger, wallets, xpLedger } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { checkLedger } from './check-ledger.ts';
import { createEconomyService, type EconomyService } from './service.ts';

const levelMinXp = (level: number) => LEVELS.find((definition) => definition.level === level)!.minXp;
const levelBonus = (level: number) => LEVELS.find((definition) => definition.level === level)!.bonusCoins;

let database: TestDatabase;
let db: Database;
let economy: EconomyService;
/** Monday 16 November 2026, 09:30 in Asia/Kolkata. */
let clock = new Date('2026-11-16T04:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  economy = createEconomyService({ db, now: () => clock });
});
afterEach(async () => {
  await expectLedgerBalanced(db);
});
afterAll(() => database.dispose());

const xpAward = (userId: string, xp: number, key: string) =>
  economy.award({ userId, xp, kind: 'admin', reason: 'Test award', reference: key, idempotencyKey: key });

describe('award, spend and refund', () => {
  it('pays an award into the wallet and writes it to the ledger', async () => {
    const user = await createUser(db);
    const result = await economy.welcome({ userId: user.id });
    expect(result).toMatchObject({ applied: true, coins: WELCOME_BONUS_COINS, coinBalance: WELCOME_BONUS_COINS });
    const entries = await db.select().from(coinLedger).where(eq(coinLedger.userId, user.id));
    expect(entries).toMatchObject([
      { amount: WELCOME_BONUS_COINS, kind: 'welcome_bonus', idempotencyKey: `welcome:${user.id}` },
    ]);
  });

  it('pays an award with a repeated key once and answers the repeat with applied false', async () => {
    const user = await createUser(db);
    await economy.welcome({ userId: user.id });
    const again = await economy.welcome({ userId: user.id });
    expect(again).toMatchObject({ applied: false, coins: WELCOME_BONUS_COINS, coinBalance: WELCOME_BONUS_COINS });
  });

  it('refuses to reuse a key for a different operation', async () => {
    const user = await createUser(db);
    await xpAward(user.id, 10, `k:${user.id}`);
    await expect(xpAward(user.id, 20, `k:${user.id}`)).rejects.toThrow(/different operation/);
  });

  it('takes coins for a spend and refuses one the balance does not cover, changing nothing', async () => {
    const user = await createUser(db);
    await economy.welcome({ userId: user.id });
    const spent = await economy.spend({
      userId: user.id,
      coins: 200,
      kind: 'admin',
      reason: 'Test spend',
      reference: 'r1',
      idempotencyKey: `s1:${user.id}`,
    });
    expect(spent).toMatchObject({ applied: true, coins: -200, coinBalance: 50 });
    const refused = economy.spend({
      userId: user.id,
      coins: 100,
      kind: 'admin',
      reason: 'Test spend',
      reference: 'r2',
      idempotencyKey: `s2:${user.id}`,
    });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      message: economyMessages.insufficientCoins,
      statusCode: 409,
      details: { error: 'insufficient_coins', required: 100, balance: 50 },
    });
    expect((await economy.balances(user.id)).coinBalance).toBe(50);
    expect(
      await db
        .select()
        .from(coinLedger)
        .where(eq(coinLedger.idempotencyKey, `s2:${user.id}`)),
    ).toEqual([]);
  });

  it('refuses a spend from a user without a wallet', async () => {
    const user = await createUser(db);
    await expect(
      economy.aiToolSpend({ userId: user.id, tool: 'studyPlanner', coins: AI_TOOL_COSTS.studyPlanner, jobId: 'j' }),
    ).rejects.toMatchObject({
      message: economyMessages.insufficientCoins,
    });
  });

  it('charges each AI tool its cost on starting, and pays half of it as XP (rounded down) only when the run finishes, once', async () => {
    const user = await createUser(db);
    await economy.award({
      userId: user.id,
      coins: 5000,
      kind: 'admin',
      reason: 'Test',
      reference: 'r',
      idempotencyKey: `top:${user.id}`,
    });
    for (const [tool, cost] of Object.entries(AI_TOOL_COSTS) as [keyof typeof AI_TOOL_COSTS, number][]) {
      const before = await economy.balances(user.id);
      const result = await economy.aiToolSpend({
        userId: user.id,
        tool,
        coins: AI_TOOL_COSTS[tool],
        jobId: `job-${tool}`,
      });
      expect(result.coins).toBe(-cost);
      expect(result.xp).toBe(0);
      expect(result.xpBalance).toBe(before.xpBalance);
      expect(await economy.aiToolFinished({ userId: user.id, tool, jobId: `job-${tool}` })).toBe(aiToolXp(cost));
      expect(await economy.aiToolFinished({ userId: user.id, tool, jobId: `job-${tool}` })).toBe(0);
      const after = await economy.balances(user.id);
      expect(after.xpBalance - before.xpBalance).toBe(Math.floor(cost / 2));
    }
    // A run never charged pays nothing when "finished".
    expect(await economy.aiToolFinished({ userId: user.id, tool: 'mindmap', jobId: 'never-charged' })).toBe(0);
  });

  it('refunds a failed AI job: the coins come back, the XP it paid goes, and the refund happens once', async () => {
    const user = await createUser(db);
    await economy.welcome({ userId: user.id });
    await economy.aiToolSpend({ userId: user.id, tool: 'mindmap', coins: AI_TOOL_COSTS.mindmap, jobId: 'job-1' });
    expect(await economy.balances(user.id)).toMatchObject({ coinBalance: 150, xpBalance: 0 });
    await economy.aiToolFinished({ userId: user.id, tool: 'mindmap', jobId: 'job-1' });
    expect(await economy.balances(user.id)).toMatchObject({ coinBalance: 150, xpBalance: 50 });
    const refund = await economy.aiToolRefund({ userId: user.id, tool: 'mindmap', jobId: 'job-1' });
    expect(refund).toMatchObject({ applied: true, coins: 100, xp: -50, coinBalance: 250, xpBalance: 0 });
    const again = await economy.aiToolRefund({ userId: user.id, tool: 'mindmap', jobId: 'job-1' });
    expect(again).toMatchObject({ applied: false, coinBalance: 250, xpBalance: 0 });
    const refunds = await db.select().from(coinLedger).where(eq(coinLedger.kind, 'ai_refund'));
    expect(refunds.filter((row) => row.userId === user.id)).toHaveLength(1);
    // A refunded run that reports finished afterwards pays no XP.
    expect(await economy.aiToolFinished({ userId: user.id, tool: 'mindmap', jobId: 'job-1' })).toBe(0);
  });

  it('will not refund a spend that does not exist or belongs to someone else', async () => {
    const [owner, other] = [await createUser(db), await createUser(db)];
    await economy.welcome({ userId: owner.id });
    await economy.aiToolSpend({ userId: owner.id, tool: 'wardDx', coins: AI_TOOL_COSTS.wardDx, jobId: 'job-x' });
    await expect(economy.aiToolRefund({ userId: other.id, tool: 'wardDx', jobId: 'job-x' })).rejects.toThrow(
      /no spend/,
    );
    await expect(economy.aiToolRefund({ userId: owner.id, tool: 'wardDx', jobId: 'nope' })).rejects.toThrow(/no spend/);
  });

  it("takes part in the caller's transaction: a rollback there undoes the award", async () => {
    const user = await createUser(db);
    await expect(
      db.transaction(async (tx) => {
        await economy.welcome({ userId: user.id }, tx);
        throw new Error('sign-up failed later');
      }),
    ).rejects.toThrow('sign-up failed later');
    expect(await economy.balances(user.id)).toMatchObject({ coinBalance: 0 });
    expect(await db.select().from(coinLedger).where(eq(coinLedger.userId, user.id))).toEqual([]);
  });

  it("undoes only its own work when refused inside the caller's transaction", async () => {
    const user = await createUser(db);
    await db.transaction(async (tx) => {
      await economy.welcome({ userId: user.id }, tx);
      await expect(
        economy.aiToolSpend(
          { userId: user.id, tool: 'researchAssistant', coins: AI_TOOL_COSTS.researchAssistant, jobId: 'a' },
          tx,
        ),
      ).resolves.toMatchObject({ coinBalance: 0 });
      await economy.aiToolFinished({ userId: user.id, tool: 'researchAssistant', jobId: 'a' }, tx);
      await expect(
        economy.aiToolSpend(
          { userId: user.id, tool: 'studyPlanner', coins: AI_TOOL_COSTS.studyPlanner, jobId: 'b' },
          tx,
        ),
      ).rejects.toThrow(economyMessages.insufficientCoins);
    });
    expect(await economy.balances(user.id)).toMatchObject({ coinBalance: 0, xpBalance: aiToolXp(250) });
  });
});

describe('level bonuses', () => {
  it('pays the bonus when XP crosses into the next level, and not before', async () => {
    const user = await createUser(db);
    const below = await xpAward(user.id, levelMinXp(2) - 1, `a:${user.id}`);
    expect(below).toMatchObject({ level: 1, levelBonusCoins: 0, coinBalance: 0 });
    const crossing = await xpAward(user.id, 1, `b:${user.id}`);
    expect(crossing).toMatchObject({ previousLevel: 1, level: 2, levelBonusCoins: levelBonus(2) });
    expect(crossing.coinBalance).toBe(levelBonus(2));
  });

  it('pays every level an award jumps over', async () => {
    const user = await createUser(db);
    const jump = await xpAward(user.id, levelMinXp(5), `jump:${user.id}`);
    const all = levelBonus(2) + levelBonus(3) + levelBonus(4) + levelBonus(5);
    expect(jump).toMatchObject({ previousLevel: 1, level: 5, levelBonusCoins: all, coinBalance: all });
    const keys = (await db.select().from(coinLedger).where(eq(coinLedger.userId, user.id))).map(
      (row) => row.idempotencyKey,
    );
    expect(keys.sort()).toEqual([2, 3, 4, 5].map((level) => `level:${user.id}:${level}`));
  });

  it('pays a level once even when a refund drops below it and XP climbs back', async () => {
    const user = await createUser(db);
    await economy.award({
      userId: user.id,
      coins: 1000,
      xp: levelMinXp(2) - 10,
      kind: 'admin',
      reason: 'Test',
      reference: 'r',
      idempotencyKey: `seed:${user.id}`,
    });
    await economy.aiToolSpend({ userId: user.id, tool: 'mindmap', coins: AI_TOOL_COSTS.mindmap, jobId: 'j1' });
    await economy.aiToolFinished({ userId: user.id, tool: 'mindmap', jobId: 'j1' });
    expect(await economy.balances(user.id)).toMatchObject({ level: 2, coinBalance: 1000 - 100 + levelBonus(2) });
    const down = await economy.aiToolRefund({ userId: user.id, tool: 'mindmap', jobId: 'j1' });
    expect(down.level).toBe(1);
    await economy.aiToolSpend({ userId: user.id, tool: 'mindmap', coins: AI_TOOL_COSTS.mindmap, jobId: 'j2' });
    await economy.aiToolFinished({ userId: user.id, tool: 'mindmap', jobId: 'j2' });
    expect(await economy.balances(user.id)).toMatchObject({ level: 2, coinBalance: 1000 + levelBonus(2) - 100 });
  });
});

describe('daily login and streaks', () => {
  it('pays the daily login XP once per calendar day in Asia/Kolkata', async () => {
    const user = await createUser(db);
    clock = new Date('2026-11-16T18:00:00Z'); // 23:30 IST Monday
    expect(await economy.recordDailyLogin(user.id)).toMatchObject({
      dailyLoginAwarded: true,
      isNewStreak: true,
      streakDays: 1,
      xpBalance: DAILY_LOGIN_XP,
    });
    clock = new Date('2026-11-16T18:29:00Z'); // 23:59 IST, still Monday
    expect(await economy.recordDailyLogin(user.id)).toMatchObject({ dailyLoginAwarded: false, streakDays: 1 });
    clock = new Date('2026-11-16T18:31:00Z'); // 00:01 IST Tuesday, still Monday in UTC
    expect(await economy.recordDailyLogin(user.id)).toMatchObject({
      dailyLoginAwarded: true,
      isNewStreak: false,
      streakDays: 2,
      xpBalance: 2 * DAILY_LOGIN_XP,
    });
    const keys = (await db.select().from(xpLedger).where(eq(xpLedger.userId, user.id))).map((r) => r.idempotencyKey);
    expect(keys).toEqual([`daily:${user.id}:2026-11-16`, `daily:${user.id}:2026-11-17`]);
  });

  it(`pays the streak bonus on every ${STREAK_BONUS_EVERY_DAYS}th consecutive day, and restarts after a missed day`, async () => {
    const user = await createUser(db);
    const start = Date.parse('2026-12-01T05:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    const bonuses: number[] = [];
    for (let index = 0; index < 2 * STREAK_BONUS_EVERY_DAYS; index++) {
      clock = new Date(start + index * day);
      const login = await economy.recordDailyLogin(user.id);
      expect(login.streakDays).toBe(index + 1);
      bonuses.push(login.streakBonus);
    }
    const expected = bonuses.map((_, index) => ((index + 1) % STREAK_BONUS_EVERY_DAYS === 0 ? STREAK_BONUS_COINS : 0));
    expect(bonuses).toEqual(expected);
    const streakEntries = await db.select().from(coinLedger).where(eq(coinLedger.kind, 'streak_bonus'));
    expect(streakEntries.filter((row) => row.userId === user.id).map((row) => row.amount)).toEqual([
      STREAK_BONUS_COINS,
      STREAK_BONUS_COINS,
    ]);
    clock = new Date(start + (2 * STREAK_BONUS_EVERY_DAYS + 1) * day); // a day missed
    expect(await economy.balances(user.id)).toMatchObject({ streakDays: 0 });
    expect(await economy.recordDailyLogin(user.id)).toMatchObject({
      dailyLoginAwarded: true,
      isNewStreak: true,
      streakDays: 1,
      streakBonus: 0,
    });
  });

  it('pays a level bonus when the daily login XP reaches the level', async () => {
    const user = await createUser(db);
    await xpAward(user.id, levelMinXp(2) - DAILY_LOGIN_XP, `near:${user.id}`);
    clock = new Date('2027-01-04T05:00:00Z');
    expect(await economy.recordDailyLogin(user.id)).toMatchObject({
      level: 2,
      levelBonusCoins: levelBonus(2),
      coinBalance: levelBonus(2),
    });
  });
});

describe('the ledger check', () => {
  it('finds a wallet that no longer equals its ledger', async () => {
    const user = await createUser(db);
    await economy.welcome({ userId: user.id });
    await db.update(wallets).set({ coinBalance: 999 }).where(eq(wallets.userId, user.id));
    expect(await checkLedger(db)).toEqual([
      { userId: user.id, coinBalance: 999, coinLedgerSum: WELCOME_BONUS_COINS, xpBalance: 0, xpLedgerSum: 0 },
    ]);
    await db.update(wallets).set({ coinBalance: WELCOME_BONUS_COINS }).where(eq(wallets.userId, user.id));
  });

  it('refuses a negative balance at the database itself', async () => {
    const user = await createUser(db);
    await economy.welcome({ userId: user.id });
    await expect(db.update(wallets).set({ coinBalance: -1 }).where(eq(wallets.userId, user.id))).rejects.toThrow();
  });
});
