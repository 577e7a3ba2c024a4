import crypto from 'node:crypto';
import { mcqMessages } from '@medsutra/contract/mcq/practice-api';
import { PERCENTILE_MIN_TAKERS, type TestResult } from '@medsutra/contract/mcq/tests-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { createdTest, getTest, saveTestAnswers, submitTest } from '../../../test/helpers/mcq-tests.ts';
import { answerIndexes, optionId, sendAnswer, startedPractice, startPractice } from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { mcqMistakeCards, mcqMistakeReviews } from '../../db/schema.ts';
import { standingFrom } from './tests-service.ts';

const start = new Date('2026-11-23T06:00:00Z');
let clock = start;
const t = testAppForFile({ now: () => clock });
const db = () => t.database.handle.db;
const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const DAY_MINUTES = 24 * 60;

const deckOf = (who: { cookie: string }) =>
  t.app.inject({ method: 'GET', url: '/api/mcq/mistakes', headers: { cookie: who.cookie } }).then((reply) => {
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as { total: number; due: number; nextDue: string | null };
  });

describe('the mistakes deck', () => {
  it('keeps a wrong answer as an FSRS card, serves it when due, and reviews it once per answer', async () => {
    clock = start;
    const user = await createSignedInUser(db(), start);
    expect(await deckOf(user)).toEqual({ total: 0, due: 0, nextDue: null });
    const empty = await startPractice(t, user, { filters: { dueMistakes: true } });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe(mcqMessages.noMistakesDue);

    const session = await startedPractice(t, user, { filters: { subjects: ['anatomy'] }, count: 2 });
    const [wrongOne, rightOne] = session.questions;
    const keys = await answerIndexes(
      db(),
      session.questions.map((q) => q.id),
    );
    const wrongAnswer = {
      sessionId: session.sessionId,
      questionId: wrongOne!.id,
      choice: optionId(wrongOne!, keys.get(wrongOne!.id)!, false),
      answerId: crypto.randomUUID(),
    };
    expect((await sendAnswer(t, user, wrongAnswer)).statusCode).toBe(200);
    expect((await sendAnswer(t, user, wrongAnswer)).statusCode).toBe(200); // a resend
    await sendAnswer(t, user, {
      sessionId: session.sessionId,
      questionId: rightOne!.id,
      choice: optionId(rightOne!, keys.get(rightOne!.id)!),
    });
    // Again on a new card: no same-day learning steps, so it comes back tomorrow.
    const deck = await deckOf(user);
    expect(deck).toMatchObject({ total: 1, due: 0 });
    expect(Date.parse(deck.nextDue!)).toBe(minutesLater(DAY_MINUTES).getTime());
    const reviews = () => db().select().from(mcqMistakeReviews).where(eq(mcqMistakeReviews.userId, user.id));
    expect((await reviews()).map((r) => r.rating)).toEqual(['again']);

    // "Only my mistakes" is the deck, due or not.
    const mistakes = await startedPractice(t, user, { filters: { onlyMistakes: true }, count: 50 });
    expect(mistakes.questions.map((q) => q.id)).toEqual([wrongOne!.id]);

    // Due on its Asia/Kolkata day, from the day's first minute (00:05 IST is 18:35 UTC the day before).
    clock = new Date(Date.parse('2026-11-23T18:35:00Z'));
    expect(await deckOf(user)).toMatchObject({ total: 1, due: 1, nextDue: null });
    const review = await startedPractice(t, user, { filters: { dueMistakes: true }, count: 50 });
    expect(review.questions.map((q) => q.id)).toEqual([wrongOne!.id]);
    const rightAnswer = {
      sessionId: review.sessionId,
      questionId: wrongOne!.id,
      choice: optionId(review.questions[0]!, keys.get(wrongOne!.id)!),
      answerId: crypto.randomUUID(),
    };
    const replies = [await sendAnswer(t, user, rightAnswer), await sendAnswer(t, user, rightAnswer)];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await reviews()).map((r) => r.rating).sort()).toEqual(['again', 'good']);
    const [card] = await db().select().from(mcqMistakeCards).where(eq(mcqMistakeCards.userId, user.id));
    expect(card!.reps).toBe(2);
    expect(card!.due.getTime()).toBeGreaterThan(clock.getTime());
    expect(await deckOf(user)).toMatchObject({ total: 1, due: 0 });

    // A right answer before the card is due changes nothing.
    const early = await startedPractice(t, user, { filters: { onlyMistakes: true }, count: 1 });
    await sendAnswer(t, user, {
      sessionId: early.sessionId,
      questionId: wrongOne!.id,
      choice: optionId(early.questions[0]!, keys.get(wrongOne!.id)!),
    });
    expect(await reviews()).toHaveLength(2);
    clock = start;
  });

  it('counts down by each due mistake re-answered right, and keeps the rest due', async () => {
    clock = start;
    const user = await createSignedInUser(db(), start);
    const session = await startedPractice(t, user, { filters: { subjects: ['pharmacology'] }, count: 5 });
    const keys = await answerIndexes(
      db(),
      session.questions.map((q) => q.id),
    );
    for (const q of session.questions) {
      const reply = await sendAnswer(t, user, {
        sessionId: session.sessionId,
        questionId: q.id,
        choice: optionId(q, keys.get(q.id)!, false),
      });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const wrong = session.questions.length;
    expect(wrong).toBeGreaterThanOrEqual(3);
    // Answered wrong today: in the deck, due tomorrow, not still due today.
    expect(await deckOf(user)).toMatchObject({ total: wrong, due: 0 });
    clock = minutesLater(DAY_MINUTES + 10);
    expect(await deckOf(user)).toMatchObject({ total: wrong, due: wrong });
    const review = await startedPractice(t, user, { filters: { dueMistakes: true }, count: 50 });
    expect(review.questions).toHaveLength(wrong);
    for (const q of review.questions.slice(0, 2)) {
      await sendAnswer(t, user, {
        sessionId: review.sessionId,
        questionId: q.id,
        choice: optionId(q, keys.get(q.id)!),
      });
    }
    expect(await deckOf(user)).toMatchObject({ total: wrong, due: wrong - 2 });
    const rest = await startedPractice(t, user, { filters: { dueMistakes: true }, count: 50 });
    expect(rest.questions.map((q) => q.id).sort()).toEqual(
      review.questions
        .slice(2)
        .map((q) => q.id)
        .sort(),
    );
    clock = start;
  });

  it('adds a test’s wrong answers to the deck once, however often it is submitted', async () => {
    clock = start;
    const user = await createSignedInUser(db(), start);
    const test = await createdTest(t, user, { pattern: 'custom', count: 4, minutes: 10 });
    const keys = await answerIndexes(
      db(),
      test.questions.map((q) => q.id),
    );
    const [a, b, c] = test.questions;
    const saved = await saveTestAnswers(t, user, test.testId, [
      { questionId: a!.id, choice: optionId(a!, keys.get(a!.id)!, false), sequence: 1 },
      { questionId: b!.id, choice: optionId(b!, keys.get(b!.id)!, false), sequence: 2 },
      { questionId: c!.id, choice: optionId(c!, keys.get(c!.id)!), sequence: 3 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await submitTest(t, user, test.testId)).statusCode).toBe(200);
    expect((await submitTest(t, user, test.testId)).statusCode).toBe(200);
    const cards = await db().select().from(mcqMistakeCards).where(eq(mcqMistakeCards.userId, user.id));
    expect(cards.map((card) => card.questionId).sort()).toEqual([a!.id, b!.id].sort());
    expect(cards.every((card) => card.reps === 1)).toBe(true);
    expect(await deckOf(user)).toMatchObject({ total: 2 });
  });
});

describe('percentiles', () => {
  it('works out the share of takers at or below a score, from the tenth taker on', () => {
    expect(standingFrom(0, 0)).toEqual({ takers: 1, percentile: null, needed: PERCENTILE_MIN_TAKERS - 1 });
    expect(standingFrom(8, 8)).toEqual({ takers: 9, percentile: null, needed: 1 });
    expect(standingFrom(9, 9)).toEqual({ takers: 10, percentile: 100, needed: 0 });
    expect(standingFrom(9, 0)).toEqual({ takers: 10, percentile: 10, needed: 0 });
    expect(standingFrom(11, 5)).toEqual({ takers: 12, percentile: 50, needed: 0 });
  });

  it('ranks among the same test (same custom count, minutes and subjects), first attempts only', async () => {
    clock = start;
    // Student i answers i of 5 questions right; each takes the same custom test.
    const take = async (rightAnswers: number, payload: Record<string, unknown>) => {
      const user = await createSignedInUser(db(), start);
      const test = await createdTest(t, user, payload);
      const keys = await answerIndexes(
        db(),
        test.questions.map((q) => q.id),
      );
      const answers = test.questions.map((q, index) => ({
        questionId: q.id,
        choice: optionId(q, keys.get(q.id)!, index < rightAnswers),
        sequence: index + 1,
      }));
      expect((await saveTestAnswers(t, user, test.testId, answers)).statusCode).toBe(200);
      const reply = await submitTest(t, user, test.testId);
      expect(reply.statusCode, reply.body).toBe(200);
      return { user, testId: test.testId, result: reply.json() as TestResult };
    };
    const same = { pattern: 'custom', count: 5, minutes: 7, subjects: ['pharmacology'] };
    const first = await take(3, same);
    expect(first.result.standing).toEqual({ takers: 1, percentile: null, needed: PERCENTILE_MIN_TAKERS - 1 });
    // Another subject is another test: it does not count towards this one.
    await take(2, { ...same, subjects: ['microbiology'] });
    const takers = [first];
    for (let i = 0; i < 8; i += 1) takers.push(await take(i % 6, same));
    const ninth = takers[takers.length - 1]!;
    expect((await submitTest(t, ninth.user, ninth.testId)).json().standing).toMatchObject({ takers: 9, needed: 1 });
    const tenth = await take(5, same);
    expect(tenth.result.standing).toEqual({ takers: 10, percentile: 100, needed: 0 });
    // The first student's result now has a percentile too: scores 0,1,2,3,4,5,0,1 and 5 besides hers (3).
    const again = (await getTest(t, first.user, first.testId)).json();
    expect(again.result.standing).toEqual({ takers: 10, percentile: 70, needed: 0 });
    clock = start;
  });
});
