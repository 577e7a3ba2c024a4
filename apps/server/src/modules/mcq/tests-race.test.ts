/** Parallel submits on PostgreSQL (PGlite runs one transaction at a time). Run with TEST_DATABASE_URL set. */
import { TEST_FINISHED_XP, TEST_XP_PER_CORRECT } from '@medsutra/contract/mcq/tests-api';
import { expect, it } from 'vitest';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { createdTest, submitTest } from '../../../test/helpers/mcq-tests.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { saveFirstAnswers } from '../../../test/helpers/test-answer-keys.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';

const t = testAppForFile({ skip: !onPostgres });

it.skipIf(!onPostgres)('gives two submits at once one result and pays the test XP once', async () => {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, new Date());
  const test = await createdTest(t, user, { pattern: 'neet-pg' });
  await saveFirstAnswers(t, user, test, 160, () => true);
  // Six submits at once (retries from a flaky connection): one result, the XP paid once.
  const replies = await Promise.all(Array.from({ length: 6 }, () => submitTest(t, user, test.testId)));
  expect(replies.map((reply) => reply.statusCode)).toEqual(Array(6).fill(200));
  for (const reply of replies) expect(reply.json()).toEqual(replies[0]!.json());
  const xp = 160 * TEST_XP_PER_CORRECT + TEST_FINISHED_XP;
  expect(replies[0]!.json()).toMatchObject({ correct: 160, score: 640, xpAwarded: xp });
  expect(await walletOf(db, user.id)).toMatchObject({ xp });
  await expectLedgerBalanced(db);
});
