/**
 * Attempts started and never submitted (decision 144): past their deadline and its minute of
 * grace they are marked with the answers they saved, by the ten-minute job or by the first read of
 * ranks after close, once, and then count in ranks, the leaderboard and the item analysis.
 */
import type {
  GrandTestAttemptReply,
  GrandTestLeaderboard,
  GrandTestListReply,
} from '@medsutra/contract/grand-tests/api';
import { grandTestMessages } from '@medsutra/contract/grand-tests/api';
import { testXp } from '@medsutra/contract/mcq/tests-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import {
  createSignedInAdmin,
  grandTestGet,
  publishedGrandTest,
  saveGrandTestAnswers,
  startedGrandTest,
  submitGrandTest,
} from '../../../test/helpers/grand-tests.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { answerIndexes } from '../../../test/helpers/practice.ts';
import { grandTestResults, grandTestSubjectResults, mcqTests } from '../../db/schema.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import { GRAND_TEST_JOBS } from './jobs.ts';

const opensAt = new Date('2026-11-29T04:30:00Z');
const closesAt = new Date('2026-11-30T16:30:00Z');
let clock = new Date('2026-11-29T03:00:00Z');
const defined = new Map<string, JobDefinition<object>>();
/** A queue that keeps the definitions: the test runs the ten-minute job's handler itself. */
const jobs: JobQueue = {
  role: 'all',
  define: (definition) => void defined.set(definition.name, definition as JobDefinition<object>),
  start: async () => undefined,
  whenReady: async () => undefined,
  stop: async () => undefined,
  send: async () => 'not-sent',
};
const runJob = () =>
  defined.get(GRAND_TEST_JOBS.analyseClosed)!.handler({
    id: 'job',
    data: {},
    retryCount: 0,
    signal: new AbortController().signal,
  });
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, deps: { jobs } });
});
afterAll(() => t.close());
const db = () => t.database.handle.db;
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

type Who = { id: string; cookie: string };
async function answer(who: Who, attempt: GrandTestAttemptReply, right: number, wrong: number) {
  const keys = await answerIndexes(
    db(),
    attempt.questions.map((q) => q.id),
  );
  const answers = attempt.questions.slice(0, right + wrong).map((q, index) => {
    const key = keys.get(q.id)!;
    const choice = index < right ? key : (key + 1) % q.options.length;
    return { questionId: q.id, choice: q.options[choice]!.id, sequence: index + 1 };
  });
  expect((await saveGrandTestAnswers(t, who, attempt.attemptId, answers)).statusCode).toBe(200);
}
const resultRows = (grandTestId: string, userId: string) =>
  db()
    .select()
    .from(grandTestResults)
    .where(and(eq(grandTestResults.grandTestId, grandTestId), eq(grandTestResults.userId, userId)));

describe('attempts never submitted', () => {
  let grandTestId: string;
  let admin: Who;
  const people: Record<'onTime' | 'quiet' | 'blank' | 'lastMinute', Who & { attempt?: GrandTestAttemptReply }> =
    {} as never;
  let started: Date;

  it('stay unmarked while their time runs, and through the minute of grace', async () => {
    admin = await createSignedInAdmin(db(), clock);
    grandTestId = (await publishedGrandTest(t, admin, { opensAt, closesAt })).id;
    for (const name of ['onTime', 'quiet', 'blank', 'lastMinute'] as const)
      people[name] = await createSignedInUser(db(), clock);
    clock = minutes(opensAt, 5);
    started = clock;
    for (const name of ['onTime', 'quiet', 'blank'] as const)
      people[name].attempt = await startedGrandTest(t, people[name], grandTestId);
    await answer(people.onTime, people.onTime.attempt!, 100, 0);
    expect((await submitGrandTest(t, people.onTime, people.onTime.attempt!.attemptId)).statusCode).toBe(200);
    await answer(people.quiet, people.quiet.attempt!, 50, 10);

    await runJob();
    const running = await grandTestGet(t, people.quiet, `/api/grand-tests/${grandTestId}/result`);
    expect(running.statusCode).toBe(404);
    expect(running.json().message).toBe(grandTestMessages.noResult);
    // 30 s past the deadline a submit still counts: the job leaves the attempt alone.
    clock = new Date(minutes(started, 210).getTime() + 30_000);
    await runJob();
    expect(await resultRows(grandTestId, people.quiet.id)).toEqual([]);
  });

  it('are marked once by the job with their saved answers, however often it runs', async () => {
    clock = minutes(started, 215);
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const [quiet, ...more] = await resultRows(grandTestId, people.quiet.id);
    expect(more).toEqual([]);
    // NEET PG: 50 right (+4) and 10 wrong (−1); counted as submitted at the deadline.
    expect(quiet).toMatchObject({ score: 190, correct: 50, wrong: 10, unanswered: 140 });
    expect(quiet!.submittedAt.toISOString()).toBe(minutes(started, 210).toISOString());
    const [test] = await db().select().from(mcqTests).where(eq(mcqTests.id, people.quiet.attempt!.attemptId));
    expect(test!.submittedAt?.toISOString()).toBe(minutes(started, 210).toISOString());
    // The test's XP was paid once.
    const xp = testXp({ correct: 50, answered: 60, total: 200, fullLength: true });
    expect(await walletOf(db(), people.quiet.id)).toMatchObject({ xp });
    const subjects = await db()
      .select()
      .from(grandTestSubjectResults)
      .where(eq(grandTestSubjectResults.userId, people.quiet.id));
    expect(subjects.reduce((sum, s) => sum + s.score, 0)).toBe(190);
    const [blank] = await resultRows(grandTestId, people.blank.id);
    expect(blank).toMatchObject({ score: 0, unanswered: 200 });
    const list = (await grandTestGet(t, people.quiet, '/api/grand-tests')).json() as GrandTestListReply;
    expect(list.tests[0]!.myAttempt).toMatchObject({ state: 'submitted', score: 190 });
    // A submit now answers with the marked result: it scored once.
    const again = await submitGrandTest(t, people.quiet, people.quiet.attempt!.attemptId);
    expect(again.json()).toEqual({ score: 190, correct: 50, wrong: 10, unanswered: 140 });
    expect(await resultRows(grandTestId, people.quiet.id)).toHaveLength(1);
  });

  it('are marked at the first read of ranks after close, and count in the final ranks and the item analysis', async () => {
    clock = minutes(closesAt, -30);
    const attempt = await startedGrandTest(t, people.lastMinute, grandTestId);
    await answer(people.lastMinute, attempt, 5, 0);
    clock = minutes(closesAt, 5);
    // The read and the job at once: each marks what is left, and the attempt is scored once.
    const [board] = await Promise.all([
      grandTestGet(t, people.onTime, `/api/grand-tests/${grandTestId}/leaderboard`),
      grandTestGet(t, people.lastMinute, `/api/grand-tests/${grandTestId}/result`),
    ]);
    const leaderboard = board.json() as GrandTestLeaderboard;
    expect(leaderboard).toMatchObject({ takers: 4, provisional: false, me: { rank: 1, score: 400 } });
    expect(leaderboard.top.map((row) => row.score)).toEqual([400, 190, 20, 0]);
    const mine = (await grandTestGet(t, people.lastMinute, `/api/grand-tests/${grandTestId}/result`)).json();
    expect(mine).toMatchObject({ score: 20, rank: 3, takers: 4, provisional: false });
    expect(await resultRows(grandTestId, people.lastMinute.id)).toHaveLength(1);

    await runJob();
    const analysed = (await grandTestGet(t, admin, `/api/admin/grand-tests/${grandTestId}`)).json();
    expect(analysed.analysedAt).not.toBeNull();
    // Everyone answered the first question right but the blank attempt.
    expect(analysed.questions[0].stats).toMatchObject({ takers: 4, difficulty: 0.75 });
  });
});
