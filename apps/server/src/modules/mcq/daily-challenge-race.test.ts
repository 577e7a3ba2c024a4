/** The daily challenge answered all at once, on PostgreSQL. Run with TEST_DATABASE_URL set. */
import {
  DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP,
  DAILY_CHALLENGE_SIZE,
  DAILY_CHALLENGE_XP_PER_CORRECT,
} from '@medsutra/contract/mcq/daily-api';
import { expect, it } from 'vitest';
import { dailyChallenge } from '../../../test/helpers/daily-challenge.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { answerIndexes, optionId, sendAnswer } from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';

const t = testAppForFile({ skip: !onPostgres });

it.skipIf(!onPostgres)('pays the all-correct bonus exactly once when the five answers arrive at once', async () => {
  const db = t.database.handle.db;
  const student = await createSignedInUser(db, new Date());
  const [challenge] = await Promise.all([dailyChallenge(t, student), dailyChallenge(t, student)]);
  const keys = await answerIndexes(
    db,
    challenge.questions.map((q) => q.id),
  );
  const replies = await Promise.all(
    challenge.questions.map((question) =>
      sendAnswer(t, student, {
        sessionId: challenge.sessionId,
        questionId: question.id,
        choice: optionId(question, keys.get(question.id)!),
      }),
    ),
  );
  expect(replies.map((reply) => reply.statusCode)).toEqual(Array(DAILY_CHALLENGE_SIZE).fill(200));
  const total = DAILY_CHALLENGE_SIZE * DAILY_CHALLENGE_XP_PER_CORRECT + DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP;
  expect(replies.reduce((sum, reply) => sum + reply.json().xpAwarded, 0)).toBe(total);
  expect(await walletOf(db, student.id)).toMatchObject({ xp: total });
  await expectLedgerBalanced(db);
});
