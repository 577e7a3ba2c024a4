/**
 * Two tabs revising one subtopic at once, on PostgreSQL (PGlite runs one transaction at a time, so
 * there a race proves nothing). Run with TEST_DATABASE_URL set.
 */
import crypto from 'node:crypto';
import { REVISION_SUBTOPIC_XP } from '@medsutra/contract/revision/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { revisionReviews } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildTestApp();
});
afterAll(() => t?.close());

const review = (cookie: string, subtopicId: string, reviewId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/revision/subtopics/${subtopicId}/reviews`,
    headers: { ...jsonHeaders, cookie },
    payload: { rating: 'good', reviewId },
  });

it.skipIf(!onPostgres)('pays 20 XP once when two tabs revise one subtopic at once', async () => {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, new Date());
  const subtopicId = 'pharmacology.general.pharmacokinetics';
  const replies = await Promise.all(
    Array.from({ length: 8 }, () => review(user.cookie, subtopicId, crypto.randomUUID())),
  );
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
  const replies = await Promise.all(
    Array.from({ length: 6 }, () => review(user.cookie, 'anatomy.upper-limb.brachial-plexus', reviewId)),
  );
  const bodies = replies.map((reply) => reply.json());
  for (const body of bodies) expect(body).toEqual(bodies[0]);
  expect(bodies[0]).toMatchObject({ xpAwarded: REVISION_SUBTOPIC_XP, reviewCount: 1 });
  const rows = await db.select().from(revisionReviews).where(eq(revisionReviews.userId, user.id));
  expect(rows).toHaveLength(1);
  await expectLedgerBalanced(db);
});
