import crypto from 'node:crypto';
import {
  REVISION_SUBTOPIC_COUNT,
  REVISION_SUBTOPIC_XP,
  type RevisionSubtopicsReply,
  revisionMessages,
} from '@medsutra/contract/revision/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { answerIndexes } from '../../../test/helpers/practice.ts';

let clock = new Date('2026-11-23T04:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
type Who = { cookie: string };
const get = (who: Who | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const sendReview = (who: Who, subtopicId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/revision/subtopics/${encodeURIComponent(subtopicId)}/reviews`,
    headers: { ...jsonHeaders, cookie: who.cookie },
    payload,
  });
const MI = 'medicine.cardiology.myocardial-infarction';

it('lists all 745 subtopics, not started, with progress per subject', async () => {
  const asha = await createSignedInUser(db(), clock);
  const reply = await get(asha, '/api/revision/subtopics');
  expect(reply.statusCode).toBe(200);
  const body = reply.json() as RevisionSubtopicsReply;
  expect(body.total).toBe(REVISION_SUBTOPIC_COUNT);
  expect(body.subtopics).toHaveLength(REVISION_SUBTOPIC_COUNT);
  expect(body.started).toBe(0);
  expect(body.subjects).toHaveLength(19);
  expect(body.subjects.reduce((sum, subject) => sum + subject.total, 0)).toBe(REVISION_SUBTOPIC_COUNT);
  expect(body.subtopics.every((row) => row.state === 'not_started' && row.reviewCount === 0)).toBe(true);
  expect((await get(null, '/api/revision/subtopics')).statusCode).toBe(401);
});

it('pays 20 XP for a first revision, schedules the next, and counts a resent review once', async () => {
  const asha = await createSignedInUser(db(), clock);
  const reviewId = crypto.randomUUID();
  const first = await sendReview(asha, MI, { rating: 'easy', reviewId });
  expect(first.statusCode, first.body).toBe(200);
  const body = first.json();
  expect(body).toMatchObject({ xpAwarded: REVISION_SUBTOPIC_XP, reviewCount: 1, state: 'scheduled', rating: 'easy' });
  expect(Date.parse(body.nextDueAt)).toBeGreaterThan(clock.getTime() + 86_400_000);
  const again = await sendReview(asha, MI, { rating: 'easy', reviewId });
  expect(again.json()).toEqual(body);
  expect(await walletOf(db(), asha.id)).toMatchObject({ xp: REVISION_SUBTOPIC_XP });

  const list = (await get(asha, '/api/revision/subtopics')).json() as RevisionSubtopicsReply;
  expect(list.started).toBe(1);
  expect(list.subtopics.find((row) => row.id === MI)).toMatchObject({ state: 'scheduled', reviewCount: 1 });

  // Revised again before it is due: saved, no XP.
  const early = await sendReview(asha, MI, { rating: 'good', reviewId: crypto.randomUUID() });
  expect(early.json()).toMatchObject({ xpAwarded: 0, reviewCount: 2 });

  // On its due date the scheduled review pays again; overdue shows as overdue first.
  clock = new Date(Date.parse(early.json().nextDueAt) + 2 * 86_400_000);
  const overdue = (await get(asha, '/api/revision/smart')).json();
  expect(overdue.dueToday[0]).toMatchObject({ subtopicId: MI, state: 'overdue' });
  const due = await sendReview(asha, MI, { rating: 'good', reviewId: crypto.randomUUID() });
  expect(due.json()).toMatchObject({ xpAwarded: REVISION_SUBTOPIC_XP, reviewCount: 3 });
  expect(await walletOf(db(), asha.id)).toMatchObject({ xp: 2 * REVISION_SUBTOPIC_XP });
  await expectLedgerBalanced(db());
});

it('refuses a bad rating, an unknown subtopic and a review id reused for another subtopic', async () => {
  const asha = await createSignedInUser(db(), clock);
  const bad = await sendReview(asha, MI, { rating: 'perfect', reviewId: crypto.randomUUID() });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain(revisionMessages.ratingInvalid);
  const both = await sendReview(asha, MI, { reviewId: crypto.randomUUID() });
  expect(both.statusCode).toBe(400);
  const unknown = await sendReview(asha, 'medicine.nothing.here', { rating: 'good', reviewId: crypto.randomUUID() });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe(revisionMessages.subtopicNotFound);
  const reviewId = crypto.randomUUID();
  expect((await sendReview(asha, MI, { rating: 'good', reviewId })).statusCode).toBe(200);
  const reused = await sendReview(asha, 'medicine.cardiology.heart-failure', { rating: 'good', reviewId });
  expect(reused.statusCode).toBe(409);
  expect(reused.json().message).toBe(revisionMessages.reviewIdReused);
});

it('rates a review by a 3-question check from the bank', async () => {
  const asha = await createSignedInUser(db(), clock);
  const subtopics = (await get(asha, '/api/revision/subtopics')).json() as RevisionSubtopicsReply;
  let subtopicId = '';
  let questions: { id: string; options: string[] }[] = [];
  for (const row of subtopics.subtopics) {
    const reply = await get(asha, `/api/revision/subtopics/${row.id}/check`);
    if (reply.statusCode === 200 && reply.json().questions.length >= 2) {
      subtopicId = row.id;
      questions = reply.json().questions;
      break;
    }
  }
  expect(subtopicId).not.toBe('');
  const keys = await answerIndexes(
    db(),
    questions.map((q) => q.id),
  );
  const answers = questions.map((q) => ({ questionId: q.id, optionIndex: keys.get(q.id)! }));
  const reply = await sendReview(asha, subtopicId, { reviewId: crypto.randomUUID(), check: { answers } });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.json()).toMatchObject({
    rating: 'good',
    xpAwarded: REVISION_SUBTOPIC_XP,
    check: { correct: questions.length, total: questions.length },
  });
  const foreign = await sendReview(asha, MI, { reviewId: crypto.randomUUID(), check: { answers } });
  expect(foreign.statusCode).toBe(400);
  expect(foreign.json().message).toBe(revisionMessages.checkQuestionUnknown);
});
