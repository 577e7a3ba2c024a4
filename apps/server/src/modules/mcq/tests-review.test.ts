/**
 * A submitted test's review (GET /api/tests/:id/review) and what a submit feeds: the mistakes deck
 * and the analytics that read practice answers, each once however often the test is submitted.
 */
import crypto from 'node:crypto';
import { mcqAnalyticsPaths } from '@medsutra/contract/mcq/analytics';
import { mcqApiPaths } from '@medsutra/contract/mcq/practice-screen';
import { mcqTestMessages, type TestReviewReply } from '@medsutra/contract/mcq/tests-api';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { createdTest, saveTestAnswers, submitTest } from '../../../test/helpers/mcq-tests.ts';
import { setBookmark } from '../../../test/helpers/practice.ts';
import { answerKeyOf } from '../../../test/helpers/test-answer-keys.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';

const start = new Date('2026-11-23T06:00:00Z');
const t = testAppForFile({ now: () => start });
const db = () => t.database.handle.db;

type Who = { cookie: string } | null;
const getReview = (who: Who, testId: string) =>
  t.app.inject({ method: 'GET', url: `/api/tests/${testId}/review`, headers: who ? { cookie: who.cookie } : {} });
const getJson = async (who: { cookie: string }, url: string) => {
  const reply = await t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};

/** A 6-question custom test: q0 right, q1 wrong, q2 cleared, the rest untouched; q3 bookmarked. */
async function answeredTest() {
  const user = await createSignedInUser(db(), start);
  const test = await createdTest(t, user, { pattern: 'custom', count: 6, minutes: 10 });
  const { right, wrong } = await answerKeyOf(db(), test.questions);
  const [q0, q1, q2, q3] = test.questions as [
    (typeof test.questions)[0],
    (typeof test.questions)[0],
    (typeof test.questions)[0],
    (typeof test.questions)[0],
  ];
  const saved = await saveTestAnswers(t, user, test.testId, [
    { questionId: q0.id, choice: right(q0), sequence: 1 },
    { questionId: q1.id, choice: wrong(q1), sequence: 2 },
    { questionId: q2.id, choice: right(q2), sequence: 3 },
  ]);
  expect(saved.statusCode, saved.body).toBe(200);
  await saveTestAnswers(t, user, test.testId, [{ questionId: q2.id, choice: null, sequence: 4 }]);
  expect((await setBookmark(t, user, { questionId: q3.id, bookmarked: true })).statusCode).toBe(200);
  return { user, test, right, wrong, q0, q1, q2, q3 };
}

describe('the review of a test', () => {
  it('keeps the key hidden until the submit (409), then shows every question with choice, key and why', async () => {
    const { user, test, right, wrong, q0, q1, q2, q3 } = await answeredTest();
    const early = await getReview(user, test.testId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(mcqTestMessages.notSubmitted);
    expect(early.body).not.toContain('keyOptionId');

    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/tests/${test.testId}/submit`,
      headers: { ...jsonHeaders, cookie: user.cookie },
      payload: { seconds: { [q0.id]: 42, [q1.id]: 7, 'not-in-this-test': 5 } },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const reply = await getReview(user, test.testId);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const review = reply.json() as TestReviewReply;
    expect(review.questions.map((q) => q.id)).toEqual(test.questions.map((q) => q.id));
    expect(review.questions.map((q) => q.position)).toEqual([1, 2, 3, 4, 5, 6]);
    const byId = new Map(review.questions.map((q) => [q.id, q]));
    expect(byId.get(q0.id)).toMatchObject({
      outcome: 'correct',
      chosenOptionId: right(q0),
      keyOptionId: right(q0),
      seconds: 42,
      bookmarked: false,
    });
    expect(byId.get(q1.id)).toMatchObject({
      outcome: 'wrong',
      chosenOptionId: wrong(q1),
      keyOptionId: right(q1),
      seconds: 7,
    });
    expect(byId.get(q2.id)).toMatchObject({ outcome: 'unanswered', chosenOptionId: null, seconds: null });
    expect(byId.get(q3.id)).toMatchObject({ outcome: 'unanswered', bookmarked: true });
    for (const question of review.questions) {
      // The option ids are the test's own, the explanation and the subtopic come from the library.
      expect(question.options.map((o) => o.id)).toContain(question.keyOptionId);
      expect(question.explanation.length).toBeGreaterThan(10);
      expect(question.subjectName.length).toBeGreaterThan(0);
      if (question.subtopicId) expect(question.subtopicName).toEqual(expect.any(String));
      if (question.optionExplanations) expect(question.optionExplanations).toHaveLength(question.options.length);
    }
  });

  it('is the owner’s alone: 403 for another student, 404 for no such test, 401 signed out, 400 for a bad id', async () => {
    const { user, test } = await answeredTest();
    expect((await submitTest(t, user, test.testId)).statusCode).toBe(200);
    const other = await createSignedInUser(db(), start);
    const foreign = await getReview(other, test.testId);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(mcqTestMessages.notYourTest);
    expect(foreign.body).not.toContain('explanation');
    const missing = await getReview(user, crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(mcqTestMessages.testNotFound);
    expect((await getReview(null, test.testId)).statusCode).toBe(401);
    const bad = await getReview(user, 'not-a-test');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(mcqTestMessages.testNotFound);
  });

  it('refuses a submit whose seconds are not whole seconds within the test’s length', async () => {
    const { user, test, q0 } = await answeredTest();
    for (const seconds of [-1, 1.5, 10 ** 9]) {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/tests/${test.testId}/submit`,
        headers: { ...jsonHeaders, cookie: user.cookie },
        payload: { seconds: { [q0.id]: seconds } },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toContain(mcqTestMessages.secondsInvalid);
    }
  });
});

describe('what a submit feeds', () => {
  it('counts the answered questions in analytics and the wrong one in the mistakes deck, once', async () => {
    const { user, test, q0, q1 } = await answeredTest();
    const before = await getJson(user, mcqAnalyticsPaths.subjects);
    expect(before.total).toMatchObject({ answers: 0, correct: 0 });
    expect(await getJson(user, mcqApiPaths.mistakes)).toMatchObject({ total: 0 });

    const first = await submitTest(t, user, test.testId);
    expect(first.statusCode, first.body).toBe(200);
    // A second submit (a resend from a phone that lost the first reply) adds nothing.
    expect((await submitTest(t, user, test.testId)).statusCode).toBe(200);

    const after = await getJson(user, mcqAnalyticsPaths.subjects);
    // q0 right and q1 wrong; the cleared and untouched questions were not answered.
    expect(after.total).toMatchObject({ answers: 2, correct: 1, questionsDone: 2 });
    const subjects = new Map(
      (after.subjects as { subjectId: string; answers: number }[]).map((s) => [s.subjectId, s.answers]),
    );
    expect(
      (subjects.get(q0.subjectId) ?? 0) + (q0.subjectId === q1.subjectId ? 0 : (subjects.get(q1.subjectId) ?? 0)),
    ).toBe(2);
    expect(await getJson(user, mcqApiPaths.mistakes)).toMatchObject({ total: 1 });
  });
});
