/**
 * Parallel answers on PostgreSQL (PGlite runs one transaction at a time, so there a race proves
 * nothing). Run with TEST_DATABASE_URL set.
 */
import crypto from 'node:crypto';
import { LIBRARY_SUBJECT_IDS } from '@medsutra/contract/library/content';
import { PRACTICE_XP_DAILY_CAP, PRACTICE_XP_PER_FIRST_CORRECT } from '@medsutra/contract/mcq/practice-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { answerIndexes, optionId, sendAnswer, startedPractice } from '../../../test/helpers/practice.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { mcqAnswers } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildTestApp();
});
afterAll(() => t?.close());

it.skipIf(!onPostgres)('counts the same answer sent ten times at once once, and pays its XP once', async () => {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, new Date());
  const session = await startedPractice(t, user, { filters: { subjects: ['physiology'] }, count: 1 });
  const question = session.questions[0]!;
  const keys = await answerIndexes(db, [question.id]);
  const payload = {
    sessionId: session.sessionId,
    questionId: question.id,
    choice: optionId(question, keys.get(question.id)!),
    answerId: crypto.randomUUID(),
  };
  const replies = await Promise.all(Array.from({ length: 10 }, () => sendAnswer(t, user, payload)));
  expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
  const bodies = replies.map((reply) => reply.json());
  for (const body of bodies) expect(body).toEqual(bodies[0]);
  expect(bodies[0]).toMatchObject({ correct: true, xpAwarded: PRACTICE_XP_PER_FIRST_CORRECT });
  expect(await walletOf(db, user.id)).toMatchObject({ xp: PRACTICE_XP_PER_FIRST_CORRECT });
  const answers = await db
    .select({ answerId: mcqAnswers.answerId })
    .from(mcqAnswers)
    .where(eq(mcqAnswers.userId, user.id));
  expect(answers).toEqual([{ answerId: payload.answerId }]);
  await expectLedgerBalanced(db);
});

it.skipIf(!onPostgres)('holds the daily cap when the last answers under it arrive at once', async () => {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, new Date());
  // Two answers short of the cap; ten first correct answers at once may pay only two of them.
  const session = await startedPractice(t, user, { filters: { subjects: ['pathology'] }, count: 10 });
  const keys = await answerIndexes(
    db,
    session.questions.map((q) => q.id),
  );
  const alreadyPaid = PRACTICE_XP_DAILY_CAP - 2 * PRACTICE_XP_PER_FIRST_CORRECT;
  const otherSubjects = LIBRARY_SUBJECT_IDS.filter((id) => id !== 'pathology');
  let paid = 0;
  while (paid < alreadyPaid) {
    const warmup = await startedPractice(t, user, {
      filters: { onlyUnseen: true, subjects: otherSubjects },
      count: 50,
    });
    const warmKeys = await answerIndexes(
      db,
      warmup.questions.map((q) => q.id),
    );
    for (const question of warmup.questions) {
      if (paid === alreadyPaid) break;
      const reply = await sendAnswer(t, user, {
        sessionId: warmup.sessionId,
        questionId: question.id,
        choice: optionId(question, warmKeys.get(question.id)!),
      });
      paid += reply.json().xpAwarded;
    }
  }
  expect(paid).toBe(alreadyPaid);
  const replies = await Promise.all(
    session.questions.map((question) =>
      sendAnswer(t, user, {
        sessionId: session.sessionId,
        questionId: question.id,
        choice: optionId(question, keys.get(question.id)!),
      }),
    ),
  );
  const xp = replies.map((reply) => reply.json().xpAwarded as number);
  expect(xp.reduce((sum, value) => sum + value, 0)).toBe(2 * PRACTICE_XP_PER_FIRST_CORRECT);
  expect(await walletOf(db, user.id)).toMatchObject({ xp: PRACTICE_XP_DAILY_CAP });
  await expectLedgerBalanced(db);
});
