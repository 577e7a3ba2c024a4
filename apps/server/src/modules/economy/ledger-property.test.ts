/**
 * Property: whatever sequence of awards, spends, refunds, repeats and daily logins a student goes
 * through, the wallet is never negative, always equals the ledger, and matches a plain model of
 * the rules (level bonuses once per level, AI XP half the coins, refunds reversing both).
 */

import { economyMessages } from '@medsutra/contract/economy/api';
import {
  AI_TOOL_XP_PERCENT,
  DAILY_LOGIN_XP,
  LEVELS,
  levelForXp,
  STREAK_BONUS_COINS,
  STREAK_BONUS_EVERY_DAYS,
} from '@medsutra/contract/economy/table';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/economy-users.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { addDays, economyDay } from '../../lib/calendar.ts';
import { checkLedger } from './check-ledger.ts';
import { createEconomyService, type EconomyService } from './service.ts';

let database: TestDatabase;
let db: Database;
let economy: EconomyService;
let clock = new Date('2026-11-16T04:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  economy = createEconomyService({ db, now: () => clock });
});
afterAll(() => database.dispose());

type Command =
  | { type: 'award'; coins: number; xp: number }
  | { type: 'spend'; coins: number; aiTool: boolean }
  | { type: 'refund'; pick: number }
  | { type: 'repeat'; pick: number }
  | { type: 'dailyLogin'; daysLater: number };

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constant('award' as const), coins: fc.nat(400), xp: fc.nat(900) }),
  fc.record({ type: fc.constant('spend' as const), coins: fc.integer({ min: 1, max: 400 }), aiTool: fc.boolean() }),
  fc.record({ type: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('repeat' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('dailyLogin' as const), daysLater: fc.integer({ min: 0, max: 2 }) }),
);

interface Model {
  coins: number;
  xp: number;
  paidLevels: Set<number>;
  spends: { key: string; coins: number; xp: number; refunded: boolean }[];
  done: { run: () => Promise<unknown> }[];
  lastLoginDay: string | null;
  streak: number;
}

function addXp(model: Model, xp: number) {
  const before = levelForXp(model.xp);
  model.xp += xp;
  for (const level of LEVELS) {
    if (level.level > before && level.level <= levelForXp(model.xp) && !model.paidLevels.has(level.level)) {
      model.paidLevels.add(level.level);
      model.coins += level.bonusCoins;
    }
  }
}

let keyCounter = 0;

async function apply(userId: string, model: Model, command: Command) {
  const key = `p:${keyCounter++}`;
  switch (command.type) {
    case 'award': {
      if (command.coins === 0 && command.xp === 0) return;
      const run = () =>
        economy.award({
          userId,
          coins: command.coins,
          xp: command.xp,
          kind: 'admin',
          reason: 'P',
          reference: key,
          idempotencyKey: key,
        });
      await run();
      model.coins += command.coins;
      addXp(model, command.xp);
      model.done.push({ run });
      return;
    }
    case 'spend': {
      const run = () =>
        economy.spend({
          userId,
          coins: command.coins,
          kind: command.aiTool ? 'ai_spend' : 'admin',
          reason: 'P',
          reference: key,
          idempotencyKey: key,
          ...(command.aiTool ? { aiTool: 'mindmap' as const } : {}),
        });
      if (model.coins < command.coins) {
        await expect(run()).rejects.toThrow(economyMessages.insufficientCoins);
        return;
      }
      await run();
      // An AI tool's XP is paid when its run finishes (here at once), once.
      if (command.aiTool) await economy.payAfterSpend({ userId, spendKey: key, reason: 'P' });
      const xp = command.aiTool ? Math.floor((command.coins * AI_TOOL_XP_PERCENT) / 100) : 0;
      model.coins -= command.coins;
      addXp(model, xp);
      model.spends.push({ key, coins: command.coins, xp, refunded: false });
      model.done.push({ run });
      return;
    }
    case 'refund': {
      const open = model.spends.filter((spend) => !spend.refunded);
      const spend = open[command.pick % Math.max(open.length, 1)];
      if (!spend) return;
      const run = () => economy.refund({ userId, spendKey: spend.key, reason: 'P' });
      await run();
      spend.refunded = true;
      model.coins += spend.coins;
      model.xp -= spend.xp;
      model.done.push({ run });
      return;
    }
    case 'repeat': {
      const earlier = model.done[command.pick % Math.max(model.done.length, 1)];
      if (earlier) expect(await earlier.run()).toMatchObject({ applied: false });
      return;
    }
    case 'dailyLogin': {
      clock = new Date(clock.getTime() + command.daysLater * 24 * 60 * 60 * 1000);
      const today = economyDay(clock);
      const result = await economy.recordDailyLogin(userId);
      const due = model.lastLoginDay !== today;
      expect(result.dailyLoginAwarded).toBe(due);
      if (due) {
        model.streak = model.lastLoginDay === addDays(today, -1) ? model.streak + 1 : 1;
        model.lastLoginDay = today;
        if (model.streak % STREAK_BONUS_EVERY_DAYS === 0) model.coins += STREAK_BONUS_COINS;
        addXp(model, DAILY_LOGIN_XP);
      }
      expect(result.streakDays).toBe(model.streak);
      return;
    }
  }
}

it('keeps every wallet non-negative, equal to its ledger and to the rules, over random sequences', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(commandArbitrary, { minLength: 1, maxLength: 25 }), async (commands) => {
      const user = await createUser(db);
      const model: Model = {
        coins: 0,
        xp: 0,
        paidLevels: new Set(),
        spends: [],
        done: [],
        lastLoginDay: null,
        streak: 0,
      };
      for (const command of commands) {
        await apply(user.id, model, command);
        const wallet = await economy.balances(user.id);
        expect(wallet.coinBalance).toBeGreaterThanOrEqual(0);
        expect(wallet.xpBalance).toBeGreaterThanOrEqual(0);
        expect({ coins: wallet.coinBalance, xp: wallet.xpBalance }).toEqual({ coins: model.coins, xp: model.xp });
      }
      expect(await checkLedger(db)).toEqual([]);
    }),
    { numRuns: 30 },
  );
});
