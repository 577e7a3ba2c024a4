/** Parallel submits and starts on PostgreSQL (PGlite runs one transaction at a time). Run with TEST_DATABASE_URL set. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import {
  createSignedInAdmin,
  publishedGrandTest,
  saveGrandTestAnswers,
  startGrandTest,
  submitGrandTest,
} from '../../../test/helpers/grand-tests.ts';
import { answerIndexes } from '../../../test/helpers/practice.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { grandTestAttempts, grandTestResults, grandTestSubjectResults } from '../../db/schema.ts';

const opensAt = new Date('2026-11-29T04:30:00Z');
let clock = new Date('2026-11-29T03:00:00Z');
let t: TestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildTestApp({ now: () => clock });
});
afterAll(() => t?.close());

it.skipIf(!onPostgres)(
  'scores one attempt once under 20 parallel submits, and gives parallel starts one attempt',
  async () => {
    const db = t.database.handle.db;
    const admin = await createSignedInAdmin(db, clock);
    const test = await publishedGrandTest(t, admin, { opensAt, closesAt: new Date('2026-11-30T16:30:00Z') });
    clock = new Date(opensAt.getTime() + 5 * 60_000);
    const student = await createSignedInUser(db, clock);
    // Five starts at once (a double tap, a retry): one attempt.
    const starts = await Promise.all(Array.from({ length: 5 }, () => startGrandTest(t, student, test.id)));
    expect(starts.map((reply) => reply.statusCode)).toEqual(Array(5).fill(200));
    const attemptIds = new Set(starts.map((reply) => reply.json().attemptId));
    expect(attemptIds.size).toBe(1);
    const attempt = starts[0]!.json();
    const [attempts] = await db
      .select({ n: count() })
      .from(grandTestAttempts)
      .where(eq(grandTestAttempts.userId, student.id));
    expect(attempts!.n).toBe(1);

    const keys = await answerIndexes(
      db,
      attempt.questions.map((q: { id: string }) => q.id),
    );
    const saved = await saveGrandTestAnswers(
      t,
      student,
      attempt.attemptId,
      attempt.questions.slice(0, 150).map((q: { id: string; options: { id: string }[] }, index: number) => ({
        questionId: q.id,
        choice: q.options[keys.get(q.id)!]!.id,
        sequence: index,
      })),
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const replies = await Promise.all(Array.from({ length: 20 }, () => submitGrandTest(t, student, attempt.attemptId)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    for (const reply of replies) expect(reply.json()).toEqual({ score: 600, correct: 150, wrong: 0, unanswered: 50 });
    const [results] = await db
      .select({ n: count() })
      .from(grandTestResults)
      .where(eq(grandTestResults.grandTestId, test.id));
    expect(results!.n).toBe(1);
    const subjects = await db
      .select({ subjectId: grandTestSubjectResults.subjectId })
      .from(grandTestSubjectResults)
      .where(eq(grandTestSubjectResults.grandTestId, test.id));
    expect(subjects.length).toBe(new Set(subjects.map((s) => s.subjectId)).size);
  },
);

it.skipIf(!onPostgres)(
  'marks an unsubmitted attempt once when its reads, the leaderboard and a late submit all arrive at once',
  async () => {
    const db = t.database.handle.db;
    const admin = await createSignedInAdmin(db, clock);
    const opens = new Date(clock.getTime() + 60 * 60_000);
    const test = await publishedGrandTest(t, admin, { opensAt: opens, closesAt: new Date('2026-12-02T16:30:00Z') });
    clock = new Date(opens.getTime() + 5 * 60_000);
    const student = await createSignedInUser(db, clock);
    const attempt = (await startGrandTest(t, student, test.id)).json();
    const keys = await answerIndexes(
      db,
      attempt.questions.map((q: { id: string }) => q.id),
    );
    const saved = await saveGrandTestAnswers(
      t,
      student,
      attempt.attemptId,
      attempt.questions.slice(0, 40).map((q: { id: string; options: { id: string }[] }, index: number) => ({
        questionId: q.id,
        choice: q.options[keys.get(q.id)!]!.id,
        sequence: index,
      })),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // Past the deadline and its minute of grace, never submitted.
    clock = new Date(Date.parse(attempt.deadline) + 5 * 60_000);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: student.cookie } });
    const replies = await Promise.all([
      ...Array.from({ length: 8 }, () => get(`/api/grand-tests/${test.id}/result`)),
      ...Array.from({ length: 8 }, () => get(`/api/grand-tests/${test.id}/leaderboard`)),
      ...Array.from({ length: 4 }, () => submitGrandTest(t, student, attempt.attemptId)),
    ]);
    // A read marks it; a submit is refused as late, or answers with the marked result.
    for (const reply of replies.slice(0, 16)) expect(reply.statusCode, reply.body).toBe(200);
    for (const reply of replies.slice(16)) expect([200, 409]).toContain(reply.statusCode);
    for (const reply of replies.slice(0, 8)) expect(reply.json()).toMatchObject({ score: 160, rank: 1, takers: 1 });
    const [results] = await db
      .select({ n: count() })
      .from(grandTestResults)
      .where(eq(grandTestResults.grandTestId, test.id));
    expect(results!.n).toBe(1);
  },
);
