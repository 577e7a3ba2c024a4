/**
 * The mistakes deck under parallel answers, on PostgreSQL (PGlite runs one transaction at a time).
 * Run with TEST_DATABASE_URL set.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { oneQuestionAnswer } from '../../../test/helpers/one-question-answer.ts';
import { answerIndexes, optionId, sendAnswer, startedPractice } from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { mcqMistakeCards, mcqMistakeReviews } from '../../db/schema.ts';

const t = testAppForFile({ skip: !onPostgres });

it.skipIf(!onPostgres)('makes one card and one review from the same wrong answer sent ten times at once', async () => {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, new Date());
  const { payload } = await oneQuestionAnswer(t, user, 'biochemistry', false);
  const replies = await Promise.all(Array.from({ length: 10 }, () => sendAnswer(t, user, payload)));
  expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
  const cards = await db.select().from(mcqMistakeCards).where(eq(mcqMistakeCards.userId, user.id));
  expect(cards).toHaveLength(1);
  expect(cards[0]!.reps).toBe(1);
  const reviews = await db.select().from(mcqMistakeReviews).where(eq(mcqMistakeReviews.userId, user.id));
  expect(reviews.map((review) => review.answerId)).toEqual([payload.answerId]);
});

it.skipIf(!onPostgres)('reviews one card once per answer when ten sessions get it wrong at once', async () => {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, new Date());
  const first = await startedPractice(t, user, { filters: { subjects: ['forensic-medicine'] }, count: 1 });
  const questionId = first.questions[0]!.id;
  const keys = await answerIndexes(db, [questionId]);
  const sessions = [first];
  while (sessions.length < 10) {
    sessions.push(await startedPractice(t, user, { filters: { subjects: ['forensic-medicine'] }, count: 50 }));
  }
  const replies = await Promise.all(
    sessions.map((session) => {
      const question = session.questions.find((q) => q.id === questionId)!;
      return sendAnswer(t, user, {
        sessionId: session.sessionId,
        questionId,
        choice: optionId(question, keys.get(questionId)!, false),
      });
    }),
  );
  expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
  const cards = await db.select().from(mcqMistakeCards).where(eq(mcqMistakeCards.userId, user.id));
  const card = cards.find((c) => c.questionId === questionId)!;
  expect(card.reps).toBe(10);
  const reviews = await db.select().from(mcqMistakeReviews).where(eq(mcqMistakeReviews.questionId, questionId));
  expect(reviews.filter((review) => review.userId === user.id)).toHaveLength(10);
});
