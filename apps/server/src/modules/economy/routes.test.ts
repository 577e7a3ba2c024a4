import { ANALYTICS_DAYS, economyApiPaths } from '@medsutra/contract/economy/api';
import {
  AI_TOOL_COSTS,
  aiToolXp,
  DAILY_LOGIN_XP,
  levelForXp,
  WELCOME_BONUS_COINS,
} from '@medsutra/contract/economy/table';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, createUser, expectLedgerBalanced, signIn } from '../../../test/helpers/economy-users.ts';
import type { Database } from '../../db/client.ts';
import { createEconomyService, type EconomyService } from './service.ts';

let t: TestApp;
let db: Database;
let economy: EconomyService;
/** Wednesday 18 November 2026, 15:30 in Asia/Kolkata. */
let clock = new Date('2026-11-18T10:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  db = t.database.handle.db;
  economy = createEconomyService({ db, now: () => clock });
});
afterEach(async () => {
  await expectLedgerBalanced(db);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/med-coins/balance', () => {
  it("answers with exactly the contract's fields and records the daily login on the first call of the day", async () => {
    const user = await createSignedInUser(db, clock);
    await economy.welcome({ userId: user.id });
    const first = await get(`${economyApiPaths.medCoinsBalance}?email=${user.email}&_t=1`, user.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toStrictEqual({
      success: true,
      balance: WELCOME_BONUS_COINS,
      streakDays: 1,
      dailyLoginAwarded: true,
      isNewStreak: true,
      streakBonus: 0,
    });
    const second = await get(`${economyApiPaths.medCoinsBalance}?email=${user.email}&_t=2`, user.cookie);
    expect(second.json()).toStrictEqual({
      success: true,
      balance: WELCOME_BONUS_COINS,
      streakDays: 1,
      dailyLoginAwarded: false,
      isNewStreak: false,
      streakBonus: 0,
    });
  });

  it('needs a session (401) and serves only its own user (403)', async () => {
    const owner = await createSignedInUser(db, clock);
    const other = await createSignedInUser(db, clock);
    const anonymous = await get(`${economyApiPaths.medCoinsBalance}?email=${owner.email}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const forbidden = await get(`${economyApiPaths.medCoinsBalance}?email=${owner.email}`, other.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false });
    for (const path of [
      economyApiPaths.xpBalance,
      economyApiPaths.medCoinsHistory,
      economyApiPaths.xpHistory,
      economyApiPaths.medCoinsAnalytics,
      economyApiPaths.leaderboard,
    ]) {
      expect((await get(`${path}?email=${owner.email}`, other.cookie)).statusCode).toBe(403);
      expect((await get(`${path}?email=${owner.email}`)).statusCode).toBe(401);
    }
  });

  it('lets an admin read a balance without paying that user a daily login', async () => {
    const student = await createUser(db);
    const admin = await createUser(db, { role: 'admin' });
    const cookie = await signIn(db, admin.id, clock);
    const reply = await get(`${economyApiPaths.medCoinsBalance}?email=${student.email}`, cookie);
    expect(reply.json()).toMatchObject({ balance: 0, dailyLoginAwarded: false });
    expect((await economy.balances(student.id)).xpBalance).toBe(0);
  });

  it("gives an admin who names a student the student's balances, not the admin's own", async () => {
    // The route reads the caller's wallet in the session's statement (decision 070); naming
    // someone else must read theirs instead.
    const student = await createUser(db);
    const adminUser = await createUser(db, { role: 'admin' });
    const admin = { ...adminUser, cookie: await signIn(db, adminUser.id, clock) };
    await economy.award({
      userId: admin.id,
      coins: 700,
      xp: 5000,
      kind: 'admin',
      reason: 'Test',
      reference: 'a',
      idempotencyKey: `admin:${admin.id}`,
    });
    await economy.award({
      userId: student.id,
      coins: 40,
      xp: 120,
      kind: 'admin',
      reason: 'Test',
      reference: 's',
      idempotencyKey: `student:${student.id}`,
    });
    const coins = await get(`${economyApiPaths.medCoinsBalance}?email=${student.email}`, admin.cookie);
    expect(coins.json()).toMatchObject({ balance: 40, dailyLoginAwarded: false });
    const xp = await get(`${economyApiPaths.xpBalance}?email=${student.email}`, admin.cookie);
    expect(xp.json()).toStrictEqual({ success: true, xpBalance: 120, currentLevel: levelForXp(120) });
    const own = await get(`${economyApiPaths.xpBalance}?email=${admin.email}`, admin.cookie);
    expect(own.json()).toMatchObject({ xpBalance: 5000 });
  });

  it('answers zeros for a student whose wallet does not exist yet, and pays the daily login', async () => {
    const user = await createSignedInUser(db, clock);
    const xp = await get(`${economyApiPaths.xpBalance}?email=${user.email}`, user.cookie);
    expect(xp.json()).toStrictEqual({ success: true, xpBalance: 0, currentLevel: levelForXp(0) });
    const coins = await get(`${economyApiPaths.medCoinsBalance}?email=${user.email}`, user.cookie);
    expect(coins.json()).toMatchObject({ balance: 0, dailyLoginAwarded: true, streakDays: 1 });
    expect((await economy.balances(user.id)).xpBalance).toBe(DAILY_LOGIN_XP);
  });

  it('refuses a call without an email', async () => {
    const user = await createSignedInUser(db, clock);
    expect((await get(economyApiPaths.medCoinsBalance, user.cookie)).statusCode).toBe(400);
  });
});

describe('GET /api/xp/balance', () => {
  it('answers with the XP balance and the level derived from it', async () => {
    const user = await createSignedInUser(db, clock);
    await economy.award({
      userId: user.id,
      xp: 1200,
      kind: 'admin',
      reason: 'Test',
      reference: 'r',
      idempotencyKey: `xp:${user.id}`,
    });
    const reply = await get(`${economyApiPaths.xpBalance}?email=${user.email}&_t=9`, user.cookie);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toStrictEqual({ success: true, xpBalance: 1200, currentLevel: 3 });
  });
});

describe('history and analytics', () => {
  it('pages the coin history newest first, filters by kind and counts the total', async () => {
    const user = await createSignedInUser(db, clock);
    await economy.welcome({ userId: user.id });
    for (let job = 0; job < 3; job++) {
      clock = new Date(clock.getTime() + 60_000);
      await economy.aiToolSpend({
        userId: user.id,
        tool: 'studyPlanner',
        coins: AI_TOOL_COSTS.studyPlanner,
        jobId: `job-${job}`,
      });
      await economy.aiToolFinished({ userId: user.id, tool: 'studyPlanner', jobId: `job-${job}` });
    }
    const page1 = (await get(`${economyApiPaths.medCoinsHistory}?email=${user.email}&pageSize=2`, user.cookie)).json();
    expect(page1).toMatchObject({ success: true, page: 1, pageSize: 2, total: 4 });
    expect(page1.entries.map((entry: { reference: string }) => entry.reference)).toEqual(['job-2', 'job-1']);
    expect(page1.entries[0]).toMatchObject({
      amount: -AI_TOOL_COSTS.studyPlanner,
      kind: 'ai_spend',
      task: 'studyPlanner',
      reason: 'Study planner used',
    });
    const page2 = (
      await get(`${economyApiPaths.medCoinsHistory}?email=${user.email}&pageSize=2&page=2`, user.cookie)
    ).json();
    expect(page2.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['ai_spend', 'welcome_bonus']);
    const welcomeOnly = (
      await get(`${economyApiPaths.medCoinsHistory}?email=${user.email}&kind=welcome_bonus`, user.cookie)
    ).json();
    expect(welcomeOnly).toMatchObject({ total: 1, entries: [{ amount: WELCOME_BONUS_COINS }] });
    const xp = (await get(`${economyApiPaths.xpHistory}?email=${user.email}`, user.cookie)).json();
    expect(xp).toMatchObject({ total: 3, entries: [{ amount: aiToolXp(AI_TOOL_COSTS.studyPlanner) }, {}, {}] });
  });

  it('refuses a page size above the limit and an unknown kind', async () => {
    const user = await createSignedInUser(db, clock);
    expect(
      (await get(`${economyApiPaths.medCoinsHistory}?email=${user.email}&pageSize=500`, user.cookie)).statusCode,
    ).toBe(400);
    expect((await get(`${economyApiPaths.xpHistory}?email=${user.email}&kind=lottery`, user.cookie)).statusCode).toBe(
      400,
    );
  });

  it('groups coins earned and spent by task and by day, with refunded jobs counted as not spent', async () => {
    clock = new Date('2026-11-18T10:00:00Z');
    const user = await createSignedInUser(db, clock);
    await economy.welcome({ userId: user.id });
    clock = new Date('2026-11-19T10:00:00Z');
    await economy.aiToolSpend({ userId: user.id, tool: 'mindmap', coins: AI_TOOL_COSTS.mindmap, jobId: 'm1' });
    await economy.aiToolSpend({ userId: user.id, tool: 'mindmap', coins: AI_TOOL_COSTS.mindmap, jobId: 'm2' });
    await economy.aiToolSpend({
      userId: user.id,
      tool: 'conceptMaker',
      coins: AI_TOOL_COSTS.conceptMaker,
      jobId: 'c1',
    });
    clock = new Date('2026-11-20T10:00:00Z');
    await economy.aiToolRefund({ userId: user.id, tool: 'mindmap', jobId: 'm2' });
    const reply = (await get(`${economyApiPaths.medCoinsAnalytics}?email=${user.email}`, user.cookie)).json();
    expect(reply.totalEarned).toBe(WELCOME_BONUS_COINS);
    expect(reply.totalSpent).toBe(AI_TOOL_COSTS.mindmap + AI_TOOL_COSTS.conceptMaker);
    expect(reply.byTask).toEqual(
      expect.arrayContaining([
        { kind: 'welcome_bonus', task: null, earned: WELCOME_BONUS_COINS, spent: 0, count: 1 },
        { kind: 'ai_spend', task: 'mindmap', earned: 0, spent: AI_TOOL_COSTS.mindmap, count: 2 },
        { kind: 'ai_spend', task: 'conceptMaker', earned: 0, spent: AI_TOOL_COSTS.conceptMaker, count: 1 },
      ]),
    );
    expect(reply.byTask).toHaveLength(3);
    expect(reply.byDay).toHaveLength(ANALYTICS_DAYS);
    expect(reply.byDay.at(-1)).toEqual({ day: '2026-11-20', earned: 0, spent: 0 });
    expect(reply.byDay.at(-2)).toEqual({
      day: '2026-11-19',
      earned: 0,
      spent: AI_TOOL_COSTS.mindmap + AI_TOOL_COSTS.conceptMaker,
    });
    expect(reply.byDay.at(-3)).toEqual({ day: '2026-11-18', earned: WELCOME_BONUS_COINS, spent: 0 });
  });

  it('shows the daily login in the XP history', async () => {
    clock = new Date('2026-11-21T03:00:00Z');
    const user = await createSignedInUser(db, clock);
    await get(`${economyApiPaths.medCoinsBalance}?email=${user.email}`, user.cookie);
    const xp = (await get(`${economyApiPaths.xpHistory}?email=${user.email}&kind=daily_login`, user.cookie)).json();
    expect(xp).toMatchObject({ total: 1, entries: [{ amount: DAILY_LOGIN_XP, reference: '2026-11-21' }] });
  });
});
