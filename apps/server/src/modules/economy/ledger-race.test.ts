import { economyApiPaths, economyMessages } from '@medsutra/contract/economy/api';
import { AI_TOOL_COSTS, DAILY_LOGIN_XP, LEVELS, WELCOME_BONUS_COINS } from '@medsutra/contract/economy/table';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, createUser, useParallelDatabase } from '../../../test/helpers/economy-users.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { checkLedger } from './check-ledger.ts';
import { createEconomyService, type EconomyService } from './service.ts';

const PARALLEL = 50;

describe.skipIf(!onPostgres)('on PostgreSQL under parallel requests', () => {
  const parallel = useParallelDatabase(PARALLEL);
  let db: Database;
  let economy: EconomyService;
  const now = new Date('2026-11-18T10:00:00Z');

  beforeAll(() => {
    db = parallel.db;
    economy = createEconomyService({ db, now: () => now });
  });

  it(`lets exactly 2 of ${PARALLEL} parallel spends of 100 through on a 250-coin wallet`, async () => {
    const user = await createUser(db);
    await economy.welcome({ userId: user.id });
    const outcomes = await Promise.allSettled(
      Array.from({ length: PARALLEL }, (_, index) =>
        economy.spend({
          userId: user.id,
          coins: 100,
          kind: 'admin',
          reason: 'Parallel spend',
          reference: String(index),
          idempotencyKey: `race:${user.id}:${index}`,
        }),
      ),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(succeeded).toHaveLength(2);
    expect(refused.every((outcome) => (outcome.reason as Error).message === economyMessages.insufficientCoins)).toBe(
      true,
    );
    expect((await economy.balances(user.id)).coinBalance).toBe(WELCOME_BONUS_COINS - 200);
  });

  it('pays the same award once when it arrives many times at once', async () => {
    const user = await createUser(db);
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => economy.welcome({ userId: user.id })));
    expect(results.filter((result) => result.applied)).toHaveLength(1);
    expect((await economy.balances(user.id)).coinBalance).toBe(WELCOME_BONUS_COINS);
  });

  it('refunds a failed job once when the refund arrives twice at once', async () => {
    const user = await createUser(db);
    await economy.welcome({ userId: user.id });
    await economy.aiToolSpend({ userId: user.id, tool: 'mindmap', coins: AI_TOOL_COSTS.mindmap, jobId: 'j' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => economy.aiToolRefund({ userId: user.id, tool: 'mindmap', jobId: 'j' })),
    );
    expect(results.filter((result) => result.applied)).toHaveLength(1);
    expect(await economy.balances(user.id)).toMatchObject({ coinBalance: WELCOME_BONUS_COINS, xpBalance: 0 });
  });

  it('pays the daily login once when two tabs ask for the balance at the same moment', async () => {
    const t = await buildTestApp({ now: () => now, database: parallel.database });
    try {
      const user = await createSignedInUser(t.database.handle.db, now);
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, tab) =>
          t.app.inject({
            method: 'GET',
            url: `${economyApiPaths.medCoinsBalance}?email=${user.email}&_t=${tab}`,
            headers: { cookie: user.cookie },
          }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
      expect(replies.filter((reply) => reply.json().dailyLoginAwarded)).toHaveLength(1);
      expect((await economy.balances(user.id)).xpBalance).toBe(DAILY_LOGIN_XP);
    } finally {
      await t.app.close();
    }
  });

  it('pays a level bonus once when two awards reach the level at the same moment', async () => {
    const level2 = LEVELS.find((level) => level.level === 2)!;
    for (let round = 0; round < 10; round++) {
      const user = await createUser(db);
      await economy.award({
        userId: user.id,
        xp: level2.minXp - 1,
        kind: 'admin',
        reason: 'Seed',
        reference: 's',
        idempotencyKey: `seed:${user.id}`,
      });
      const results = await Promise.all(
        [1, 2].map((n) =>
          economy.award({
            userId: user.id,
            xp: 10,
            kind: 'admin',
            reason: 'Race',
            reference: String(n),
            idempotencyKey: `lvl:${user.id}:${n}`,
          }),
        ),
      );
      expect(results.map((result) => result.levelBonusCoins).sort((a, b) => a - b)).toEqual([0, level2.bonusCoins]);
      expect((await economy.balances(user.id)).coinBalance).toBe(level2.bonusCoins);
    }
  });

  it('keeps every wallet non-negative and equal to its ledger over random batches run in parallel', async () => {
    const operation = fc.oneof(
      fc.record({ type: fc.constant('award' as const), coins: fc.integer({ min: 1, max: 300 }) }),
      fc.record({ type: fc.constant('spend' as const), coins: fc.integer({ min: 1, max: 300 }) }),
      fc.record({ type: fc.constant('refund' as const), of: fc.nat(40) }),
      fc.record({ type: fc.constant('xp' as const), xp: fc.integer({ min: 1, max: 800 }) }),
    );
    let counter = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 40 }), async (operations) => {
        const user = await createUser(db);
        const base = counter++;
        const key = (index: number) => `batch:${base}:${index}`;
        await Promise.allSettled(
          operations.map((op, index) => {
            const common = { userId: user.id, kind: 'admin' as const, reason: 'Batch', reference: String(index) };
            if (op.type === 'award') return economy.award({ ...common, coins: op.coins, idempotencyKey: key(index) });
            if (op.type === 'xp') return economy.award({ ...common, xp: op.xp, idempotencyKey: key(index) });
            if (op.type === 'spend') {
              return economy.spend({ ...common, coins: op.coins, aiTool: 'wardDx', idempotencyKey: key(index) });
            }
            return economy.refund({ userId: user.id, spendKey: key(op.of % operations.length), reason: 'Batch' });
          }),
        );
        const wallet = await economy.balances(user.id);
        expect(wallet.coinBalance).toBeGreaterThanOrEqual(0);
        expect(wallet.xpBalance).toBeGreaterThanOrEqual(0);
        expect(await checkLedger(db)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});
