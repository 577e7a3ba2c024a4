import crypto from 'node:crypto';
import {
  economyApiPaths,
  LEADERBOARD_SIZE,
  PRACTICE_BOARD_MIN_ANSWERS,
  type PracticeBoardReply,
} from '@medsutra/contract/economy/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, createUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import type { Database } from '../../db/client.ts';
import { mcqAnswers, mcqSessions } from '../../db/schema.ts';
import { leaderboardDisplayName } from './leaderboard-service.ts';
import { createEconomyService, type EconomyService } from './service.ts';

let t: TestApp;
let db: Database;
let economy: EconomyService;
/** Wednesday 18 November 2026 in Asia/Kolkata; the week began Monday 16th at 00:00 IST. */
let clock: Date;

/** Each test gets its own database, so ranks depend on that test's students alone. */
function useFreshApp() {
  beforeEach(async () => {
    clock = new Date('2026-11-18T10:00:00Z');
    t = await buildTestApp({ now: () => clock });
    db = t.database.handle.db;
    economy = createEconomyService({ db, now: () => clock });
  });
  afterEach(async () => {
    await expectLedgerBalanced(db);
    await t.close();
  });
}

let keys = 0;
async function earnXp(userId: string, xp: number, at: Date) {
  const saved = clock;
  clock = at;
  await economy.award({ userId, xp, kind: 'admin', reason: 'Test', reference: 'r', idempotencyKey: `t:${keys++}` });
  clock = saved;
}

async function leaderboard(user: { email: string; cookie: string }, period: 'weekly' | 'all-time') {
  const reply = await t.app.inject({
    method: 'GET',
    url: `${economyApiPaths.leaderboard}?email=${user.email}&period=${period}`,
    headers: { cookie: user.cookie },
  });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  return reply.json();
}

describe('GET /api/leaderboard', () => {
  useFreshApp();
  it('ranks the week by XP earned from Monday 00:00 to Sunday 23:59 in Asia/Kolkata, and all-time by XP', async () => {
    const asha = await createSignedInUser(db, clock, { fullName: 'Asha Rao' });
    const ravi = await createSignedInUser(db, clock, { fullName: 'Ravi Kumar Menon' });
    await earnXp(asha.id, 1000, new Date('2026-11-15T18:29:00Z')); // Sunday 23:59 IST: last week
    await earnXp(asha.id, 100, new Date('2026-11-15T18:30:00Z')); // Monday 00:00 IST: this week
    await earnXp(ravi.id, 200, new Date('2026-11-17T10:00:00Z'));
    await earnXp(ravi.id, 999, new Date('2026-11-22T18:30:00Z')); // next Monday 00:00 IST: next week

    const weekly = await leaderboard(asha, 'weekly');
    expect(weekly).toMatchObject({
      success: true,
      period: 'weekly',
      periodStart: '2026-11-15T18:30:00.000Z',
      periodEnd: '2026-11-22T18:30:00.000Z',
    });
    expect(weekly.entries).toEqual([
      { rank: 1, displayName: 'Ravi M.', xp: 200, level: 3, isYou: false },
      { rank: 2, displayName: 'Asha R.', xp: 100, level: 3, isYou: true },
    ]);
    expect(weekly.you).toEqual({ rank: 2, xp: 100, level: 3, optedOut: false });

    const allTime = await leaderboard(asha, 'all-time');
    expect(allTime).toMatchObject({ period: 'all-time', periodStart: null, periodEnd: null });
    expect(allTime.entries.map((entry: { xp: number }) => entry.xp)).toEqual([1199, 1100]);
    expect(allTime.you).toMatchObject({ rank: 2, xp: 1100 });
  });

  it(`shows the top ${LEADERBOARD_SIZE} and the caller's own rank when she is not among them`, async () => {
    const others = [];
    for (let index = 0; index < LEADERBOARD_SIZE + 5; index++) others.push(await createUser(db));
    for (const [index, other] of others.entries()) await earnXp(other.id, 100 + index, clock);
    const me = await createSignedInUser(db, clock);
    await earnXp(me.id, 50, clock);
    for (const period of ['weekly', 'all-time'] as const) {
      const board = await leaderboard(me, period);
      expect(board.entries).toHaveLength(LEADERBOARD_SIZE);
      expect(board.entries[0]).toMatchObject({ rank: 1, xp: 100 + LEADERBOARD_SIZE + 4 });
      expect(board.entries.some((entry: { isYou: boolean }) => entry.isYou)).toBe(false);
      expect(board.you).toEqual({ rank: LEADERBOARD_SIZE + 6, xp: 50, level: 1, optedOut: false });
    }
  });

  it('gives equal XP the same rank and leaves out students with no XP', async () => {
    const [a, b, c] = [
      await createSignedInUser(db, clock),
      await createSignedInUser(db, clock),
      await createSignedInUser(db, clock),
    ];
    await earnXp(a.id, 300, clock);
    await earnXp(b.id, 300, clock);
    const board = await leaderboard(c, 'weekly');
    expect(board.entries.map((entry: { rank: number }) => entry.rank)).toEqual([1, 1]);
    expect(board.you).toEqual({ rank: null, xp: 0, level: 1, optedOut: false });
  });

  it(`breaks a tie by name, also at place ${LEADERBOARD_SIZE}, and shows no more than ${LEADERBOARD_SIZE}`, async () => {
    const leader = await createSignedInUser(db, clock, { fullName: 'Zed' });
    await earnXp(leader.id, 500, clock);
    // Made in reverse name order, so neither the ids' nor the insertion order is the names' order.
    const names = Array.from({ length: LEADERBOARD_SIZE + 2 }, (_, index) => `N${String(index).padStart(2, '0')}`);
    for (const fullName of [...names].reverse()) await earnXp((await createUser(db, { fullName })).id, 40, clock);
    for (const period of ['weekly', 'all-time'] as const) {
      const board = await leaderboard(leader, period);
      expect(board.entries[0]).toMatchObject({ rank: 1, displayName: 'Zed', isYou: true });
      expect(board.entries.slice(1).map((entry: { displayName: string }) => entry.displayName)).toEqual(
        names.slice(0, LEADERBOARD_SIZE - 1),
      );
      expect(new Set(board.entries.slice(1).map((entry: { rank: number }) => entry.rank))).toEqual(new Set([2]));
    }
  });
});

describe('PUT /api/leaderboard/settings', () => {
  useFreshApp();
  const put = (cookie: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: economyApiPaths.leaderboardSettings,
      headers: { ...jsonHeaders, cookie },
      payload: JSON.stringify(body),
    });

  it('takes a student off the leaderboard and puts her back', async () => {
    const asha = await createSignedInUser(db, clock, { fullName: 'Asha Rao' });
    const ravi = await createSignedInUser(db, clock, { fullName: 'Ravi Kumar' });
    await earnXp(asha.id, 500, clock);
    await earnXp(ravi.id, 100, clock);

    const left = await put(asha.cookie, { email: asha.email, optOut: true });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ success: true, optOut: true });
    for (const period of ['weekly', 'all-time'] as const) {
      const board = await leaderboard(asha, period);
      expect(board.entries).toEqual([{ rank: 1, displayName: 'Ravi K.', xp: 100, level: 1, isYou: false }]);
      expect(board.you).toEqual({ rank: null, xp: 500, level: 1, optedOut: true });
    }
    expect((await leaderboard(ravi, 'weekly')).you.rank).toBe(1);

    await put(asha.cookie, { email: asha.email, optOut: false });
    expect((await leaderboard(asha, 'weekly')).you).toEqual({ rank: 1, xp: 500, level: 1, optedOut: false });
  });

  it("refuses to change another student's setting, or a call without a session", async () => {
    const owner = await createSignedInUser(db, clock);
    const other = await createSignedInUser(db, clock);
    expect((await put(other.cookie, { email: owner.email, optOut: true })).statusCode).toBe(403);
    expect((await put('', { email: owner.email, optOut: true })).statusCode).toBe(401);
    expect((await put(owner.cookie, { email: owner.email })).statusCode).toBe(400);
  });
});

it('shows a first name and an initial, never more', () => {
  expect(leaderboardDisplayName('Asha Rao')).toBe('Asha R.');
  expect(leaderboardDisplayName('  ravi  kumar menon ')).toBe('ravi M.');
  expect(leaderboardDisplayName('Asha')).toBe('Asha');
  expect(leaderboardDisplayName('   ')).toBe('Student');
});

/** `answered` practice answers for a student at `at`, the first `correct` of them right. */
async function practised(userId: string, answered: number, correct: number, at: Date) {
  const sessionId = crypto.randomUUID();
  await db.insert(mcqSessions).values({ id: sessionId, userId, mode: 'tutor', filters: {}, createdAt: at });
  await db.insert(mcqAnswers).values(
    Array.from({ length: answered }, (_, index) => ({
      answerId: crypto.randomUUID(),
      userId,
      sessionId,
      questionId: `q-${index}`,
      subjectId: 'medicine',
      chosenIndex: 0,
      correct: index < correct,
      answeredAt: at,
    })),
  );
}

describe('GET /api/leaderboard/practice', () => {
  useFreshApp();
  it('ranks the week by correct answers, then accuracy, from 50 answers, and coins and XP count for nothing', async () => {
    const asha = await createSignedInUser(db, clock, { fullName: 'Asha Rao' });
    const ravi = await createSignedInUser(db, clock, { fullName: 'Ravi Kumar' });
    const meera = await createSignedInUser(db, clock, { fullName: 'Meera Nair' });
    const few = await createSignedInUser(db, clock, { fullName: 'Few Answers' });
    await practised(asha.id, 100, 60, clock); // 60 right, 60%
    await practised(ravi.id, 75, 60, clock); // 60 right, 80%: ahead of Asha on accuracy
    await practised(meera.id, 200, 90, clock); // most right: first
    await practised(few.id, 49, 49, clock); // all right, but under 50 answers
    await practised(asha.id, 100, 100, new Date('2026-11-15T18:00:00Z')); // last week (Sunday 23:30 IST)
    // Riches and XP do not move the practice board.
    await economy.award({
      userId: asha.id,
      coins: 5000,
      xp: 5000,
      kind: 'admin',
      reason: 'Test',
      reference: 'r',
      idempotencyKey: `rich:${asha.id}`,
    });
    const reply = await t.app.inject({
      method: 'GET',
      url: `${economyApiPaths.practiceBoard}?email=${asha.email}`,
      headers: { cookie: asha.cookie },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const board = reply.json() as PracticeBoardReply;
    expect(board.minAnswers).toBe(PRACTICE_BOARD_MIN_ANSWERS);
    expect(board.entries.map((entry) => [entry.rank, entry.displayName, entry.correct, entry.accuracy])).toEqual([
      [1, 'Meera N.', 90, 45],
      [2, 'Ravi K.', 60, 80],
      [3, 'Asha R.', 60, 60],
    ]);
    expect(board.you).toMatchObject({ rank: 3, correct: 60, answered: 100, accuracy: 60 });
    const mine = await t.app.inject({
      method: 'GET',
      url: `${economyApiPaths.practiceBoard}?email=${few.email}`,
      headers: { cookie: few.cookie },
    });
    expect(mine.json().you).toMatchObject({ rank: null, correct: 49, answered: 49 });
    const someoneElse = await t.app.inject({
      method: 'GET',
      url: `${economyApiPaths.practiceBoard}?email=${few.email}`,
      headers: { cookie: asha.cookie },
    });
    expect(someoneElse.statusCode).toBe(403);
  });
});
