/** Calls for grand-test tests: an admin's draft and publish, a student's attempt, answers and submit. */
import crypto from 'node:crypto';
import type { AdminGrandTest, GrandTestAttemptReply } from '@medsutra/contract/grand-tests/api';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { buildTestApp, jsonHeaders, type TestApp } from './build-test-app.ts';
import { createUser, signIn } from './economy-users.ts';
import { answerIndexes } from './practice.ts';

type Who = { cookie: string } | null;

/**
 * One grand test's window (opens 04:30 UTC on 29 November, closes 16:30 the next day) and an app
 * whose clock the test moves: the clock starts at 03:00, before the window opens, and a test sets
 * `.clock` to step through it. Builds the app before the file's tests and closes it after;
 * `skip` leaves it unbuilt (the race tests when not on PostgreSQL).
 */
export function useGrandTestWindow(
  options: { deps?: NonNullable<Parameters<typeof buildTestApp>[0]>['deps']; skip?: boolean } = {},
) {
  let app: TestApp | undefined;
  const gt = {
    opensAt: new Date('2026-11-29T04:30:00Z'),
    closesAt: new Date('2026-11-30T16:30:00Z'),
    clock: new Date('2026-11-29T03:00:00Z'),
    get t(): TestApp {
      if (!app) throw new Error('The grand-test app is built in beforeAll: use it inside a test.');
      return app;
    },
    db: () => gt.t.database.handle.db,
    /** `n` minutes after `at` (before it when negative). */
    minutes: (at: Date, n: number) => new Date(at.getTime() + n * 60_000),
  };
  beforeAll(async () => {
    if (options.skip) return;
    app = await buildTestApp({ now: () => gt.clock, ...(options.deps ? { deps: options.deps } : {}) });
  });
  afterAll(() => app?.close());
  return gt;
}
const headers = (who: Who) => ({ ...jsonHeaders, ...(who ? { cookie: who.cookie } : {}) });

export async function createSignedInAdmin(db: Database, now: Date) {
  const user = await createUser(db, { role: 'admin', fullName: 'Admin Person' });
  return { ...user, cookie: await signIn(db, user.id, now) };
}

export const createGrandTest = (t: TestApp, who: Who, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/grand-tests', headers: headers(who), payload });

/** A published grand test with the given window. */
export async function publishedGrandTest(
  t: TestApp,
  admin: Who,
  input: { pattern?: 'neet-pg' | 'inicet' | 'fmge'; title?: string; opensAt: Date; closesAt: Date },
): Promise<AdminGrandTest> {
  const created = await createGrandTest(t, admin, {
    pattern: input.pattern ?? 'neet-pg',
    title: input.title ?? 'Grand test 1',
    opensAt: input.opensAt.toISOString(),
    closesAt: input.closesAt.toISOString(),
  });
  expect(created.statusCode, created.body).toBe(201);
  const draft = created.json() as AdminGrandTest;
  const published = await t.app.inject({
    method: 'POST',
    url: `/api/admin/grand-tests/${draft.id}/publish`,
    headers: headers(admin),
    payload: {},
  });
  expect(published.statusCode, published.body).toBe(200);
  return published.json() as AdminGrandTest;
}

export const startGrandTest = (t: TestApp, who: Who, grandTestId: string) =>
  t.app.inject({ method: 'POST', url: `/api/grand-tests/${grandTestId}/attempts`, headers: headers(who), payload: {} });

export async function startedGrandTest(t: TestApp, who: Who, grandTestId: string) {
  const reply = await startGrandTest(t, who, grandTestId);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as GrandTestAttemptReply;
}

export const saveGrandTestAnswers = (
  t: TestApp,
  who: Who,
  attemptId: string,
  answers: { questionId: string; choice: string | null; sequence: number }[],
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/grand-tests/attempts/${attemptId}/answers`,
    headers: headers(who),
    payload: { answers: answers.map((answer) => ({ answerId: crypto.randomUUID(), ...answer })) },
  });

export const submitGrandTest = (t: TestApp, who: Who, attemptId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/grand-tests/attempts/${attemptId}/submit`,
    headers: headers(who),
    payload: {},
  });

/** FMGE: submits part `part` of the attempt (part 2 opens). */
export const submitGrandTestPart = (t: TestApp, who: Who, attemptId: string, part: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/grand-tests/attempts/${attemptId}/parts/${part}/submit`,
    headers: headers(who),
    payload: {},
  });

export const grandTestGet = (t: TestApp, who: Who, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

type Question = GrandTestAttemptReply['questions'][number];

/** Saves the first `right` of `questions` answered right and the next `wrong` answered wrong. */
export async function answerGrandTest(
  t: TestApp,
  who: Who,
  attemptId: string,
  questions: Question[],
  right: number,
  wrong: number,
) {
  const keys = await answerIndexes(
    t.database.handle.db,
    questions.map((q) => q.id),
  );
  const answers = questions.slice(0, right + wrong).map((q, index) => {
    const key = keys.get(q.id)!;
    const choice = index < right ? key : (key + 1) % q.options.length;
    return { questionId: q.id, choice: q.options[choice]!.id, sequence: index + 1 };
  });
  return saveGrandTestAnswers(t, who, attemptId, answers);
}
