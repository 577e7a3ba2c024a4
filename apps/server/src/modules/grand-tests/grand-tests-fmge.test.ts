/**
 * FMGE grand tests (decision 144): 300 questions by blueprint, two parts of 150 minutes in turn.
 * Part 2 opens when part 1 is submitted or its time ends; part 1's answers are then locked; both
 * parts are cut at the window's end; the result and the rank count all 300.
 */
import type { GrandTestAttemptReply, GrandTestResult } from '@medsutra/contract/grand-tests/api';
import { grandTestMessages } from '@medsutra/contract/grand-tests/api';
import { mcqTestMessages, type TestReply } from '@medsutra/contract/mcq/tests-api';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import {
  answerGrandTest,
  createSignedInAdmin,
  grandTestGet,
  publishedGrandTest,
  saveGrandTestAnswers,
  startedGrandTest,
  submitGrandTest,
  submitGrandTestPart,
  useGrandTestWindow,
} from '../../../test/helpers/grand-tests.ts';
import { apportion, SUBJECT_WEIGHTS } from './blueprint.ts';

const gt = useGrandTestWindow();
const { opensAt, closesAt, db, minutes } = gt;

type Who = { id: string; cookie: string };
type Question = GrandTestAttemptReply['questions'][number];
const answer = (who: Who, attemptId: string, questions: Question[], right: number, wrong: number) =>
  answerGrandTest(gt.t, who, attemptId, questions, right, wrong);

describe('an FMGE grand test', () => {
  let admin: Who;
  let grandTestId: string;
  let partTwoIds: string[];
  const people: Record<'early' | 'timed' | 'cut', Who & { attempt?: GrandTestAttemptReply }> = {} as never;

  it('is created by an admin with 300 questions by the subjects’ weights', async () => {
    admin = await createSignedInAdmin(db(), gt.clock);
    const test = await publishedGrandTest(gt.t, admin, { pattern: 'fmge', opensAt, closesAt, title: 'FMGE GT' });
    grandTestId = test.id;
    expect(test.pattern).toBe('fmge');
    expect(new Set(test.questions.map((q) => q.questionId)).size).toBe(300);
    const expected = apportion(SUBJECT_WEIGHTS, 300);
    const count = (subject: string) => test.questions.filter((q) => q.subjectId === subject).length;
    expect(count('medicine')).toBe(expected.medicine);
    expect(count('radiology')).toBe(expected.radiology);
    partTwoIds = test.questions.slice(150).map((q) => q.questionId);
    const list = (await grandTestGet(gt.t, admin, '/api/grand-tests')).json();
    expect(list.tests.find((x: { id: string }) => x.id === grandTestId)).toMatchObject({
      questions: 300,
      minutes: 300,
    });
  });

  it('deals part 1 alone, on its own 150-minute clock, and refuses part 2’s answers until it opens', async () => {
    for (const name of ['early', 'timed', 'cut'] as const) people[name] = await createSignedInUser(db(), gt.clock);
    gt.clock = minutes(opensAt, 5);
    const attempt = await startedGrandTest(gt.t, people.early, grandTestId);
    people.early.attempt = attempt;
    expect(attempt.questions).toHaveLength(150);
    expect(attempt.questions.every((q) => q.part === 1)).toBe(true);
    expect(attempt.openPart).toEqual({ part: 1, parts: 2, closesAt: minutes(gt.clock, 150).toISOString() });
    expect(attempt.deadline).toBe(minutes(gt.clock, 300).toISOString());
    const early = await saveGrandTestAnswers(gt.t, people.early, attempt.attemptId, [
      { questionId: partTwoIds[0]!, choice: null, sequence: 1 },
    ]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(mcqTestMessages.partNotOpen(2));
    expect((await answer(people.early, attempt.attemptId, attempt.questions, 100, 20)).statusCode).toBe(200);
  });

  it('opens part 2 with its own 150 minutes when part 1 is submitted, and locks part 1', async () => {
    const { attemptId, questions: partOne } = people.early.attempt!;
    gt.clock = minutes(opensAt, 35);
    const last = await submitGrandTestPart(gt.t, people.early, attemptId, 2);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(mcqTestMessages.partNotOpen(2));
    const reply = await submitGrandTestPart(gt.t, people.early, attemptId, 1);
    expect(reply.statusCode, reply.body).toBe(200);
    const partTwo = reply.json() as GrandTestAttemptReply;
    expect(partTwo.openPart).toEqual({ part: 2, parts: 2, closesAt: minutes(gt.clock, 150).toISOString() });
    expect(partTwo.deadline).toBe(minutes(gt.clock, 150).toISOString());
    expect(partTwo.questions.map((q) => q.id)).toEqual(partTwoIds);
    // Submitting part 1 again (a double tap) changes nothing; the last part is submitted with the test.
    const again = await submitGrandTestPart(gt.t, people.early, attemptId, 1);
    expect((again.json() as GrandTestAttemptReply).openPart).toEqual(partTwo.openPart);
    expect((await submitGrandTestPart(gt.t, people.early, attemptId, 2)).json().message).toBe(mcqTestMessages.lastPart);
    // Part 1's answers are locked, a change and a clear alike.
    const locked = await answer(people.early, attemptId, partOne, 120, 0);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(mcqTestMessages.partClosed(1));
    expect((await answer(people.early, attemptId, partTwo.questions, 50, 10)).statusCode).toBe(200);
    // A reload opens part 2, on the test engine's own read too.
    const engine = (await grandTestGet(gt.t, people.early, `/api/tests/${attemptId}`)).json() as TestReply;
    expect(engine.openPart).toEqual(partTwo.openPart);
    expect(engine.questions).toHaveLength(150);
  });

  it('scores all 300 on submit', async () => {
    gt.clock = minutes(opensAt, 60);
    const submitted = await submitGrandTest(gt.t, people.early, people.early.attempt!.attemptId);
    expect(submitted.statusCode, submitted.body).toBe(200);
    // +1 a correct answer, nothing off a wrong one.
    expect(submitted.json()).toEqual({ score: 150, correct: 150, wrong: 30, unanswered: 120 });
    const result = (await grandTestGet(gt.t, people.early, `/api/grand-tests/${grandTestId}/result`)).json();
    expect(result).toMatchObject({ score: 150, maxScore: 300, rank: 1, takers: 1 });
  });

  it('opens part 2 when part 1’s time ends, and refuses a submit after the attempt’s deadline', async () => {
    gt.clock = minutes(opensAt, 10);
    const attempt = await startedGrandTest(gt.t, people.timed, grandTestId);
    const started = gt.clock;
    expect((await answer(people.timed, attempt.attemptId, attempt.questions, 30, 0)).statusCode).toBe(200);
    gt.clock = minutes(started, 151);
    const partTwo = await startedGrandTest(gt.t, people.timed, grandTestId);
    expect(partTwo.openPart).toEqual({ part: 2, parts: 2, closesAt: minutes(started, 300).toISOString() });
    expect(partTwo.questions.map((q) => q.id)).toEqual(partTwoIds);
    const locked = await answer(people.timed, attempt.attemptId, attempt.questions, 40, 0);
    expect(locked.json().message).toBe(mcqTestMessages.partClosed(1));
    expect((await answer(people.timed, attempt.attemptId, partTwo.questions, 20, 0)).statusCode).toBe(200);
    gt.clock = minutes(started, 303);
    const late = await submitGrandTest(gt.t, people.timed, attempt.attemptId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(grandTestMessages.lateSubmit);
    const closed = await answer(people.timed, attempt.attemptId, partTwo.questions, 21, 0);
    expect(closed.json().message).toBe(mcqTestMessages.timeUp);
  });

  it('cuts both parts at the window’s end', async () => {
    gt.clock = minutes(closesAt, -200);
    const attempt = await startedGrandTest(gt.t, people.cut, grandTestId);
    expect(attempt.openPart!.closesAt).toBe(minutes(closesAt, -50).toISOString());
    expect(attempt.deadline).toBe(closesAt.toISOString());
    expect((await answer(people.cut, attempt.attemptId, attempt.questions, 10, 0)).statusCode).toBe(200);
    gt.clock = minutes(closesAt, -100);
    // The test engine's own path, as the exam screen calls it.
    const reply = await gt.t.app.inject({
      method: 'POST',
      url: `/api/tests/${attempt.attemptId}/parts/1/submit`,
      headers: { ...jsonHeaders, cookie: people.cut.cookie },
      payload: {},
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((reply.json() as TestReply).openPart).toEqual({ part: 2, parts: 2, closesAt: closesAt.toISOString() });
    expect((reply.json() as TestReply).deadline).toBe(closesAt.toISOString());
  });

  it('ranks over the whole 300 at close, the unsubmitted attempts with what they saved', async () => {
    gt.clock = minutes(closesAt, 5);
    const result = (
      await grandTestGet(gt.t, people.early, `/api/grand-tests/${grandTestId}/result`)
    ).json() as GrandTestResult;
    expect(result).toMatchObject({ score: 150, maxScore: 300, rank: 1, takers: 3, provisional: false });
    // 30 right in part 1 and 20 in part 2; the refused submit changed nothing.
    const timed = (await grandTestGet(gt.t, people.timed, `/api/grand-tests/${grandTestId}/result`)).json();
    expect(timed).toMatchObject({ score: 50, correct: 50, unanswered: 250, rank: 2 });
    const cut = (await grandTestGet(gt.t, people.cut, `/api/grand-tests/${grandTestId}/result`)).json();
    expect(cut).toMatchObject({ score: 10, rank: 3, percentile: 0 });
  });
});
