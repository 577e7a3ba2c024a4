import crypto from 'node:crypto';
import { profileMessages } from '@medsutra/contract/account/profile';
import {
  REVISION_NOTE_READ_SECONDS,
  REVISION_SUBTOPIC_COUNT,
  REVISION_SUBTOPIC_XP,
  type RevisionReviewReply,
  type RevisionSubtopicsReply,
  revisionMessages,
  revisionNoteOpenedPath,
  type SmartRevisionReply,
} from '@medsutra/contract/revision/api';
import { expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { answerIndexes } from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { addDays, economyDay } from '../../lib/calendar.ts';

let clock = new Date('2026-11-23T04:00:00Z');
const t = testAppForFile({ now: () => clock });

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
const patchProfile = (who: Who, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/account/profile',
    headers: { ...jsonHeaders, cookie: who.cookie },
    payload,
  });

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

const openNote = (who: Who, subtopicId: string) =>
  t.app.inject({
    method: 'POST',
    url: revisionNoteOpenedPath(subtopicId),
    headers: { ...jsonHeaders, cookie: who.cookie },
    payload: {},
  });
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

it('moves a subtopic to a later day whatever the rating, pays nothing for a rating alone, and says when each rating brings it back', async () => {
  const asha = await createSignedInUser(db(), clock);
  const today = (await get(asha, '/api/revision/smart')).json() as SmartRevisionReply;
  const fresh = today.startNext[0]!.comesBack;
  const day = (iso: string) => economyDay(new Date(iso));
  for (const rating of ['again', 'hard', 'good'] as const) expect(day(fresh[rating]) > today.today).toBe(true);
  expect(day(fresh.again) <= day(fresh.hard) && day(fresh.hard) <= day(fresh.good)).toBe(true);
  expect(day(fresh.good) < day(fresh.easy)).toBe(true);

  const subtopics = [
    'medicine.cardiology.heart-failure',
    MI,
    'anatomy.upper-limb.brachial-plexus',
    'pharmacology.general.pharmacokinetics',
  ];
  for (const [index, rating] of (['again', 'hard', 'good', 'easy'] as const).entries()) {
    const reply = await sendReview(asha, subtopics[index]!, { rating, reviewId: crypto.randomUUID() });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json() as RevisionReviewReply;
    expect(body).toMatchObject({ xpAwarded: 0, completed: false, state: 'scheduled', rating });
    expect(day(body.nextDueAt) > today.today, rating).toBe(true);
    expect(body.nextDueAt).toBe(fresh[rating]);
  }
  const after = (await get(asha, '/api/revision/smart')).json() as SmartRevisionReply;
  expect(after.dueToday).toEqual([]);
  expect(after.thisWeek.map((item) => item.subtopicId)).toEqual(expect.arrayContaining(subtopics.slice(0, 3)));
  expect(await walletOf(db(), asha.id)).toMatchObject({ xp: 0 });
});

it('pays 20 XP for a note read 30 seconds, once a day, and again for a review done that way when due', async () => {
  const asha = await createSignedInUser(db(), clock);
  const list = (await get(asha, '/api/revision/subtopics')).json() as RevisionSubtopicsReply;
  const withNote = list.subtopics.find((row) => row.hasNotes)!;
  const without = list.subtopics.find((row) => !row.hasNotes);
  if (without) {
    const refused = await openNote(asha, without.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(revisionMessages.noteMissing);
  }
  const unopened = await sendReview(asha, withNote.id, { noteRead: true, reviewId: crypto.randomUUID() });
  expect(unopened.statusCode).toBe(400);
  expect(unopened.json().message).toBe(revisionMessages.noteNotOpened);
  expect((await openNote(asha, withNote.id)).statusCode).toBe(200);
  later(10);
  const soon = await sendReview(asha, withNote.id, { noteRead: true, reviewId: crypto.randomUUID() });
  expect(soon.statusCode).toBe(400);
  expect(soon.json().message).toBe(revisionMessages.noteNotReadYet(20));
  later(REVISION_NOTE_READ_SECONDS);
  const reviewId = crypto.randomUUID();
  const read = await sendReview(asha, withNote.id, { noteRead: true, reviewId });
  expect(read.statusCode, read.body).toBe(200);
  expect(read.json()).toMatchObject({
    xpAwarded: REVISION_SUBTOPIC_XP,
    completed: true,
    rating: 'good',
    reviewCount: 1,
  });
  expect((await sendReview(asha, withNote.id, { noteRead: true, reviewId })).json()).toEqual(read.json());
  // The read is used up: marking it read again needs the note opened again, and pays nothing today.
  const reused = await sendReview(asha, withNote.id, { noteRead: true, reviewId: crypto.randomUUID() });
  expect(reused.json().message).toBe(revisionMessages.noteNotOpened);
  await openNote(asha, withNote.id);
  later(40);
  const sameDay = await sendReview(asha, withNote.id, { noteRead: true, reviewId: crypto.randomUUID() });
  expect(sameDay.json()).toMatchObject({ xpAwarded: 0, completed: true, reviewCount: 2 });

  // On its due day: a rating alone still pays nothing; the note read pays again.
  clock = new Date(Date.parse(sameDay.json().nextDueAt) + 2 * 86_400_000);
  const overdue = (await get(asha, '/api/revision/smart')).json();
  expect(overdue.dueToday[0]).toMatchObject({ subtopicId: withNote.id, state: 'overdue' });
  const rated = await sendReview(asha, withNote.id, { rating: 'good', reviewId: crypto.randomUUID() });
  expect(rated.json()).toMatchObject({ xpAwarded: 0, completed: false });
  clock = new Date(Date.parse(rated.json().nextDueAt) + 86_400_000);
  await openNote(asha, withNote.id);
  later(31);
  const due = await sendReview(asha, withNote.id, { noteRead: true, reviewId: crypto.randomUUID() });
  expect(due.json()).toMatchObject({ xpAwarded: REVISION_SUBTOPIC_XP, reviewCount: 4 });
  expect(await walletOf(db(), asha.id)).toMatchObject({ xp: 2 * REVISION_SUBTOPIC_XP });
  await expectLedgerBalanced(db());
});

it('brings every review due after the student’s exam to the day before it', async () => {
  const asha = await createSignedInUser(db(), clock);
  // Rated Easy before an exam is set: due in about a week.
  const before = await sendReview(asha, MI, { rating: 'easy', reviewId: crypto.randomUUID() });
  const today = economyDay(clock);
  expect(economyDay(new Date(before.json().nextDueAt)) > addDays(today, 3)).toBe(true);
  const refused = await patchProfile(asha, { targetExam: 'neet_pg', examDate: today });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe(profileMessages.examDatePast);
  const saved = await patchProfile(asha, { targetExam: 'neet_pg', examDate: addDays(today, 3) });
  expect(saved.statusCode, saved.body).toBe(200);
  const smart = (await get(asha, '/api/revision/smart')).json() as SmartRevisionReply;
  expect(smart.examDate).toBe(addDays(today, 3));
  const mi = smart.thisWeek.find((item) => item.subtopicId === MI)!;
  expect(economyDay(new Date(mi.dueAt!))).toBe(addDays(today, 2));
  for (const when of Object.values(mi.comesBack)) expect(economyDay(new Date(when)) <= addDays(today, 2)).toBe(true);
  const next = await sendReview(asha, 'medicine.cardiology.heart-failure', {
    rating: 'easy',
    reviewId: crypto.randomUUID(),
  });
  expect(next.json()).toMatchObject({ beforeExam: true, state: 'scheduled' });
  expect(economyDay(new Date(next.json().nextDueAt))).toBe(addDays(today, 2));
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

it('rates a review by a 3-question check from the bank, and pays only a passed check', async () => {
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
    completed: true,
    check: { correct: questions.length, total: questions.length },
  });
  // A failed check on another student's first revision: saved, no XP.
  const ravi = await createSignedInUser(db(), clock);
  const wrong = questions.map((q) => ({ questionId: q.id, optionIndex: (keys.get(q.id)! + 1) % q.options.length }));
  const failed = await sendReview(ravi, subtopicId, { reviewId: crypto.randomUUID(), check: { answers: wrong } });
  expect(failed.json()).toMatchObject({ rating: 'again', xpAwarded: 0, completed: false });
  const foreign = await sendReview(asha, MI, { reviewId: crypto.randomUUID(), check: { answers } });
  expect(foreign.statusCode).toBe(400);
  expect(foreign.json().message).toBe(revisionMessages.checkQuestionUnknown);
});
