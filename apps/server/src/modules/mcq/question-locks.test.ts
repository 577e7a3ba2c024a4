/**
 * A question's key stays hidden while the student has it in an open test (decision 075): practice,
 * bookmarks, revision checks and the tutor's retrieval all ask questionsLockedFor, and give the
 * key again once the test is submitted. On the fixture library's two medicine questions, so every
 * medicine practice session and every medicine test holds both.
 */
import crypto from 'node:crypto';
import { mcqMessages } from '@medsutra/contract/mcq/practice-api';
import { revisionMessages, revisionReviewsPath } from '@medsutra/contract/revision/api';
import { expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { useFixtureLibrary } from '../../../test/helpers/library.ts';
import { createdTest, submitTest } from '../../../test/helpers/mcq-tests.ts';
import { sendAnswer, setBookmark, startedPractice, startPractice } from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { ask, newThread } from '../../../test/helpers/tutor.ts';

const DKA = 'medicine.endocrine.dka';
const DKA_QUESTION = 'medicine.q001';
/** The DKA question's explanation in the fixtures: the test's key, in words. */
const DKA_KEY = 'Fluid resuscitation with isotonic saline comes first';

const now = new Date('2026-11-27T06:00:00Z');
const t = testAppForFile({ now: () => now, env: { RATE_LIMIT_TUTOR_PER_MINUTE: '1000' } }, (built) =>
  useFixtureLibrary(built.database.handle.db),
);

const revisionCheck = (who: { cookie: string }) =>
  t.app.inject({
    method: 'GET',
    url: `/api/revision/subtopics/${DKA}/check`,
    headers: { cookie: who.cookie },
  });
const checkAnswer = (who: { cookie: string }) =>
  t.app.inject({
    method: 'POST',
    url: revisionReviewsPath(DKA),
    headers: { ...jsonHeaders, cookie: who.cookie },
    payload: { reviewId: crypto.randomUUID(), check: { answers: [{ questionId: DKA_QUESTION, optionIndex: 1 }] } },
  });

it('reveals no key of a question in an open test, through any route, until the test is submitted', async () => {
  const student = await createSignedInUser(t.database.handle.db, now);
  // A practice session dealt before the test began holds the same questions.
  const earlier = await startedPractice(t, student, { filters: { subjects: ['medicine'] }, count: 2, mode: 'tutor' });
  const dka = earlier.questions.find((question) => question.id === DKA_QUESTION)!;
  const test = await createdTest(t, student, { pattern: 'custom', count: 2, minutes: 30, subjects: ['medicine'] });
  expect(test.questions.map((question) => question.id).sort()).toEqual(['medicine.q001', 'medicine.q002']);

  // Bookmarking from the test works and says nothing of the answer.
  for (const question of test.questions) {
    const bookmark = await setBookmark(t, student, { questionId: question.id, bookmarked: true });
    expect(bookmark.statusCode).toBe(200);
    expect(bookmark.json()).toEqual({ questionId: question.id, bookmarked: true });
  }
  // Practising the bookmarks (or anything) deals none of the test's questions.
  const bookmarked = await startPractice(t, student, { filters: { onlyBookmarked: true }, count: 2, mode: 'tutor' });
  expect(bookmarked.statusCode).toBe(404);
  expect(bookmarked.json().message).toBe(mcqMessages.noQuestions);
  // The session dealt earlier does not mark it.
  const answer = await sendAnswer(t, student, {
    sessionId: earlier.sessionId,
    questionId: DKA_QUESTION,
    choice: dka.options[1]!.id,
  });
  expect(answer.statusCode).toBe(409);
  expect(answer.json().message).toBe(mcqMessages.questionInOpenTest);
  expect(answer.body).not.toContain('correctOptionId');
  expect(answer.body).not.toContain(DKA_KEY);

  // A revision check neither deals nor marks it.
  expect((await revisionCheck(student)).statusCode).toBe(404);
  const check = await checkAnswer(student);
  expect(check.statusCode).toBe(409);
  expect(check.json().message).toBe(revisionMessages.checkQuestionInOpenTest);
  expect(check.body).not.toContain(DKA_KEY);

  // The tutor retrieves no explanation of it: not by search, not pinned, not in a quiz.
  const searched = await ask(t, student, await newThread(t, student), 'diabetic ketoacidosis first step in management');
  const pinned = await ask(
    t,
    student,
    await newThread(t, student, { context: { kind: 'question', id: DKA_QUESTION } }),
    'Explain the first step in diabetic ketoacidosis',
  );
  for (const reply of [searched, pinned]) {
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toContain(DKA_KEY);
  }
  const quiz = await ask(t, student, await newThread(t, student, { mode: 'quiz' }), 'diabetic ketoacidosis');
  expect(quiz.body).not.toContain('A 19-year-old with type 1 diabetes');

  // Another student, with no test open, is not affected.
  const other = await createSignedInUser(t.database.handle.db, now);
  const otherCheck = await checkAnswer(other);
  expect(otherCheck.statusCode, otherCheck.body).toBe(200);

  // Submitted: the key is the student's to read everywhere again.
  expect((await submitTest(t, student, test.testId)).statusCode).toBe(200);
  const after = await sendAnswer(t, student, {
    sessionId: earlier.sessionId,
    questionId: DKA_QUESTION,
    choice: dka.options[1]!.id,
  });
  expect(after.statusCode).toBe(200);
  expect(after.json()).toMatchObject({ correctOptionId: dka.options[0]!.id });
  expect((await checkAnswer(student)).statusCode).toBe(200);
  const again = await ask(t, student, await newThread(t, student), 'diabetic ketoacidosis first step in management');
  expect(again.body).toContain(DKA_KEY);
});
