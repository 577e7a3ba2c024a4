/**
 * Parallel answers on PostgreSQL (PGlite runs one transaction at a time, so there a race proves
 * nothing). Run with TEST_DATABASE_URL set.
 */
import { PRACTICE_XP_DAILY_CAP } from '@medsutra/contract/mcq/practice-api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { oneQuestionAnswer } from '../../../test/helpers/one-question-answer.ts';
import {
  answerIndexes,
  optionId,
  practiceXpOf,
  sendAnswer,
  setPracticeXpToday,
  startedPractice,
} from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { mcqAnswers, mcqPracticeXpDays } from '../../db/schema.ts';
import { economyDay } from '../../lib/calendar.ts';

const t = testAppForFile({ skip: !onPostgres });

it.skipIf(!onPostgres)('counts the same answer sent ten times at once once, and pays its XP once', async () => {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, new Date());
  const { question, payload } = await oneQuestionAnswer(t, user, 'physiology', true);
  const replies = await Promise.all(Array.from({ length: 10 }, () => sendAnswer(t, user, payload)));
  expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
  const bodies = replies.map((reply) => reply.json());
  for (const body of bodies) expect(body).toEqual(bodies[0]);
  const xpFor = (await practiceXpOf(db, [question.id])).get(question.id)!;
  expect(bodies[0]).toMatchObject({ correct: true, xpAwarded: xpFor });
  expect(await walletOf(db, user.id)).toMatchObject({ xp: xpFor });
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
  // Ten XP short of the cap (as if answered earlier today); ten first correct answers at once
  // (2, 3 or 5 XP each) may pay only what fits under it, whichever commits first.
  const alreadyPaid = PRACTICE_XP_DAILY_CAP - 10;
  await setPracticeXpToday(db, user.id, economyDay(new Date()), alreadyPaid);
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
  const total = xp.reduce((sum, value) => sum + value, 0);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(10);
  const [counter] = await db.select().from(mcqPracticeXpDays).where(eq(mcqPracticeXpDays.userId, user.id));
  expect(counter!.xp).toBe(alreadyPaid + total);
  expect(await walletOf(db, user.id)).toMatchObject({ xp: total });
  await expectLedgerBalanced(db);
});
