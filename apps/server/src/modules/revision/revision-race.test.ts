/**
 * Two tabs revising one subtopic at once, on PostgreSQL (PGlite runs one transaction at a time, so
 * there a race proves nothing). Run with TEST_DATABASE_URL set.
 */
import crypto from 'node:crypto';
import { REVISION_SUBTOPIC_XP, revisionCheckPath, revisionReviewsPath } from '@medsutra/contract/revision/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { answerIndexes } from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { revisionReviews } from '../../db/schema.ts';

const t = testAppForFile({ skip: !onPostgres });

/** A subtopic with check questions in the test library, and a passing set of answers to them. */
async function passingCheck(cookie: string) {
  const list = await t.app.inject({ method: 'GET', url: '/api/revision/subtopics', headers: { cookie } });
  for (const row of list.json().subtopics as { id: string }[]) {
    const reply = await t.app.inject({ method: 'GET', url: revisionCheckPath(row.id), headers: { cookie } });
    if (reply.statusCode !== 200) continue;
    const questions = reply.json().questions as { id: string }[];
    const keys = await answerIndexes(
      t.database.handle.db,
      questions.map((q) => q.id),
    );
    return { subtopicId: row.id, answers: questions.map((q) => ({ questionId: q.id, optionIndex: keys.get(q.id)! })) };
  }
  throw new Error('no subtopic has check questions');
}

/** A review that completes the subtopic (a passed check): a rating alone pays nothing since issue 36. */
const review = (cookie: string, check: Awaited<ReturnType<typeof passingCheck>>, reviewId: string) =>
  t.app.inject({
    method: 'POST',
    url: revisionReviewsPath(check.subtopicId),
    headers: { ...jsonHeaders, cookie },
    payload: { check: { answers: check.answers }, reviewId },
  });

it.skipIf(!onPostgres)('pays 20 XP once when eight tabs pass one subtopic’s check at once', async () => {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, new Date());
  const check = await passingCheck(user.cookie);
  const replies = await Promise.all(Array.from({ length: 8 }, () => review(user.cookie, check, crypto.randomUUID())));
  expect(replies.map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
  const paid = replies.map((reply) => reply.json().xpAwarded as number);
  expect(paid.filter((xp) => xp === REVISION_SUBTOPIC_XP)).toHaveLength(1);
  expect(paid.reduce((a, b) => a + b, 0)).toBe(REVISION_SUBTOPIC_XP);
  expect((await walletOf(db, user.id)).xp).toBe(REVISION_SUBTOPIC_XP);
  const counts = replies.map((reply) => reply.json().reviewCount as number).sort((a, b) => a - b);
  expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  await expectLedgerBalanced(db);
});

it.skipIf(!onPostgres)('counts one review id sent from two tabs at once once', async () => {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, new Date());
  const reviewId = crypto.randomUUID();
  const check = await passingCheck(user.cookie);
  const replies = await Promise.all(Array.from({ length: 6 }, () => review(user.cookie, check, reviewId)));
  const bodies = replies.map((reply) => reply.json());
  for (const body of bodies) expect(body).toEqual(bodies[0]);
  expect(bodies[0]).toMatchObject({ xpAwarded: REVISION_SUBTOPIC_XP, reviewCount: 1 });
  const rows = await db.select().from(revisionReviews).where(eq(revisionReviews.userId, user.id));
  expect(rows).toHaveLength(1);
  await expectLedgerBalanced(db);
});
