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
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import {
  answerGrandTest,
  createSignedInAdmin,
  grandTestGet,
  publishedGrandTest,
  startedGrandTest,
  submitGrandTest,
  useGrandTestWindow,
} from '../../../test/helpers/grand-tests.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { grandTestResults, grandTestSubjectResults, mcqTests } from '../../db/schema.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import { GRAND_TEST_JOBS } from './jobs.ts';

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
const gt = useGrandTestWindow({ deps: { jobs } });
const { opensAt, closesAt, db, minutes } = gt;

type Who = { id: string; cookie: string };
async function answer(who: Who, attempt: GrandTestAttemptReply, right: number, wrong: number) {
  const saved = await answerGrandTest(gt.t, who, attempt.attemptId, attempt.questions, right, wrong);
  expect(saved.statusCode, saved.body).toBe(200);
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
    admin = await createSignedInAdmin(db(), gt.clock);
    grandTestId = (await publishedGrandTest(gt.t, admin, { opensAt, closesAt })).id;
    for (const name of ['onTime', 'quiet', 'blank', 'lastMinute'] as const)
      people[name] = await createSignedInUser(db(), gt.clock);
    gt.clock = minutes(opensAt, 5);
    started = gt.clock;
    for (const name of ['onTime', 'quiet', 'blank'] as const)
      people[name].attempt = await startedGrandTest(gt.t, people[name], grandTestId);
    await answer(people.onTime, people.onTime.attempt!, 100, 0);
    expect((await submitGrandTest(gt.t, people.onTime, people.onTime.attempt!.attemptId)).statusCode).toBe(200);
    await answer(people.quiet, people.quiet.attempt!, 50, 10);

    await runJob();
    const running = await grandTestGet(gt.t, people.quiet, `/api/grand-tests/${grandTestId}/result`);
    expect(running.statusCode).toBe(404);
    expect(running.json().message).toBe(grandTestMessages.noResult);
    // 30 s past the deadline a submit still counts: the job leaves the attempt alone.
    gt.clock = new Date(minutes(started, 210).getTime() + 30_000);
    await runJob();
    expect(await resultRows(grandTestId, people.quiet.id)).toEqual([]);
  });

  it('are marked once by the job with their saved answers, however often it runs', async () => {
    gt.clock = minutes(started, 215);
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
    const list = (await grandTestGet(gt.t, people.quiet, '/api/grand-tests')).json() as GrandTestListReply;
    expect(list.tests[0]!.myAttempt).toMatchObject({ state: 'submitted', score: 190 });
    // A submit now answers with the marked result: it scored once.
    const again = await submitGrandTest(gt.t, people.quiet, people.quiet.attempt!.attemptId);
    expect(again.json()).toEqual({ score: 190, correct: 50, wrong: 10, unanswered: 140 });
    expect(await resultRows(grandTestId, people.quiet.id)).toHaveLength(1);
  });

  it('are marked at the first read of ranks after close, and count in the final ranks and the item analysis', async () => {
    gt.clock = minutes(closesAt, -30);
    const attempt = await startedGrandTest(gt.t, people.lastMinute, grandTestId);
    await answer(people.lastMinute, attempt, 5, 0);
    gt.clock = minutes(closesAt, 5);
    // The read and the job at once: each marks what is left, and the attempt is scored once.
    const [board] = await Promise.all([
      grandTestGet(gt.t, people.onTime, `/api/grand-tests/${grandTestId}/leaderboard`),
      grandTestGet(gt.t, people.lastMinute, `/api/grand-tests/${grandTestId}/result`),
    ]);
    const leaderboard = board.json() as GrandTestLeaderboard;
    expect(leaderboard).toMatchObject({ takers: 4, provisional: false, me: { rank: 1, score: 400 } });
    expect(leaderboard.top.map((row) => row.score)).toEqual([400, 190, 20, 0]);
    const mine = (await grandTestGet(gt.t, people.lastMinute, `/api/grand-tests/${grandTestId}/result`)).json();
    expect(mine).toMatchObject({ score: 20, rank: 3, takers: 4, provisional: false });
    expect(await resultRows(grandTestId, people.lastMinute.id)).toHaveLength(1);

    await runJob();
    const analysed = (await grandTestGet(gt.t, admin, `/api/admin/grand-tests/${grandTestId}`)).json();
    expect(analysed.analysedAt).not.toBeNull();
    // Everyone answered the first question right but the blank attempt.
    expect(analysed.questions[0].stats).toMatchObject({ takers: 4, difficulty: 0.75 });
  });
});
