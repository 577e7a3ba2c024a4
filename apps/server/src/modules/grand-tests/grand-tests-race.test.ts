/** Parallel submits and starts on PostgreSQL (PGlite runs one transaction at a time). Run with TEST_DATABASE_URL set. */
import type { GrandTestAttemptReply } from '@medsutra/contract/grand-tests/api';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import {
  answerGrandTest,
  createSignedInAdmin,
  publishedGrandTest,
  startedGrandTest,
  startGrandTest,
  submitGrandTest,
  useGrandTestWindow,
} from '../../../test/helpers/grand-tests.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { grandTestAttempts, grandTestResults, grandTestSubjectResults } from '../../db/schema.ts';

const gt = useGrandTestWindow({ skip: !onPostgres });
type Who = Awaited<ReturnType<typeof createSignedInUser>>;

/**
 * A published grand test open from `opensAt` to `closesAt`, a student who starts it five minutes
 * after it opens (by `start`), and `right` questions saved answered right.
 */
async function attemptWithAnswers(
  window: { opensAt: Date; closesAt: Date },
  right: number,
  start: (student: Who, grandTestId: string) => Promise<GrandTestAttemptReply> = (student, id) =>
    startedGrandTest(gt.t, student, id),
) {
  const admin = await createSignedInAdmin(gt.db(), gt.clock);
  const test = await publishedGrandTest(gt.t, admin, window);
  gt.clock = gt.minutes(window.opensAt, 5);
  const student = await createSignedInUser(gt.db(), gt.clock);
  const attempt = await start(student, test.id);
  const saved = await answerGrandTest(gt.t, student, attempt.attemptId, attempt.questions, right, 0);
  expect(saved.statusCode, saved.body).toBe(200);
  return { test, student, attempt };
}

const resultCount = async (grandTestId: string) => {
  const [results] = await gt
    .db()
    .select({ n: count() })
    .from(grandTestResults)
    .where(eq(grandTestResults.grandTestId, grandTestId));
  return results!.n;
};

it.skipIf(!onPostgres)(
  'scores one attempt once under 20 parallel submits, and gives parallel starts one attempt',
  async () => {
    const { test, student, attempt } = await attemptWithAnswers(gt, 150, async (who, grandTestId) => {
      // Five starts at once (a double tap, a retry): one attempt.
      const starts = await Promise.all(Array.from({ length: 5 }, () => startGrandTest(gt.t, who, grandTestId)));
      expect(starts.map((reply) => reply.statusCode)).toEqual(Array(5).fill(200));
      expect(new Set(starts.map((reply) => reply.json().attemptId)).size).toBe(1);
      return starts[0]!.json() as GrandTestAttemptReply;
    });
    const [attempts] = await gt
      .db()
      .select({ n: count() })
      .from(grandTestAttempts)
      .where(eq(grandTestAttempts.userId, student.id));
    expect(attempts!.n).toBe(1);

    const replies = await Promise.all(
      Array.from({ length: 20 }, () => submitGrandTest(gt.t, student, attempt.attemptId)),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    for (const reply of replies) expect(reply.json()).toEqual({ score: 600, correct: 150, wrong: 0, unanswered: 50 });
    expect(await resultCount(test.id)).toBe(1);
    const subjects = await gt
      .db()
      .select({ subjectId: grandTestSubjectResults.subjectId })
      .from(grandTestSubjectResults)
      .where(eq(grandTestSubjectResults.grandTestId, test.id));
    expect(subjects.length).toBe(new Set(subjects.map((s) => s.subjectId)).size);
  },
);

it.skipIf(!onPostgres)(
  'marks an unsubmitted attempt once when its reads, the leaderboard and a late submit all arrive at once',
  async () => {
    const opensAt = gt.minutes(gt.clock, 60);
    const { test, student, attempt } = await attemptWithAnswers(
      { opensAt, closesAt: new Date('2026-12-02T16:30:00Z') },
      40,
    );
    // Past the deadline and its minute of grace, never submitted.
    gt.clock = gt.minutes(new Date(attempt.deadline), 5);
    const get = (url: string) => gt.t.app.inject({ method: 'GET', url, headers: { cookie: student.cookie } });
    const replies = await Promise.all([
      ...Array.from({ length: 8 }, () => get(`/api/grand-tests/${test.id}/result`)),
      ...Array.from({ length: 8 }, () => get(`/api/grand-tests/${test.id}/leaderboard`)),
      ...Array.from({ length: 4 }, () => submitGrandTest(gt.t, student, attempt.attemptId)),
    ]);
    // A read marks it; a submit is refused as late, or answers with the marked result.
    for (const reply of replies.slice(0, 16)) expect(reply.statusCode, reply.body).toBe(200);
    for (const reply of replies.slice(16)) expect([200, 409]).toContain(reply.statusCode);
    for (const reply of replies.slice(0, 8)) expect(reply.json()).toMatchObject({ score: 160, rank: 1, takers: 1 });
    expect(await resultCount(test.id)).toBe(1);
  },
);
