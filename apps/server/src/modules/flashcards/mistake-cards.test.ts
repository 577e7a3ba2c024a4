import crypto from 'node:crypto';
import type { FlashcardCard } from '@medsutra/contract/flashcards/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, signIn } from '../../../test/helpers/economy-users.ts';
import { oneQuestionAnswer } from '../../../test/helpers/one-question-answer.ts';
import { sendAnswer } from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { flashcardCards, flashcardReviews, mcqMistakeCards, mcqMistakeReviews } from '../../db/schema.ts';
import { newReviewCard, reviewCardOf } from '../../lib/spaced-repetition.ts';
import { cardStateOf, createFlashcardsService } from './service.ts';

const start = new Date('2026-11-23T04:00:00Z');
let clock = start;
const t = testAppForFile({ now: () => clock });

const db = () => t.database.handle.db;
type Who = { cookie: string; id: string };
const DAY = 86_400_000;
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
const reviews = (who: Who, entries: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/flashcards/reviews',
    headers: { ...jsonHeaders, cookie: who.cookie },
    payload: { reviews: entries },
  });

const mistakeCardsOf = (userId: string) =>
  db()
    .select()
    .from(flashcardCards)
    .where(and(eq(flashcardCards.userId, userId), eq(flashcardCards.kind, 'mistake')));
const deckCardOf = async (userId: string, questionId: string) => {
  const [row] = await db()
    .select()
    .from(mcqMistakeCards)
    .where(and(eq(mcqMistakeCards.userId, userId), eq(mcqMistakeCards.questionId, questionId)));
  return row!;
};

async function answerWrong(user: Who) {
  const { question, payload } = await oneQuestionAnswer(t, user, 'anatomy', false);
  const answered = await sendAnswer(t, user, payload);
  expect(answered.statusCode, answered.body).toBe(200);
  return question.id;
}

describe('mistake cards', () => {
  it('are made when the wrong answer is recorded, on the mistakes deck’s schedule, and a GET writes none', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    const questionId = await answerWrong(user);
    // No flashcard request yet: the card is already there, with the deck card's state.
    const [card] = await mistakeCardsOf(user.id);
    expect(card!.sourceKey).toBe(`mistake:${questionId}`);
    expect(cardStateOf(card!)).toEqual(reviewCardOf(await deckCardOf(user.id, questionId)));

    // A mistake in the MCQ deck without a flashcard (made before this release): listing or
    // reading due cards does not make one.
    const other = await createSignedInUser(db(), clock);
    await db()
      .insert(mcqMistakeCards)
      .values({ userId: other.id, questionId, subjectId: 'anatomy', ...newReviewCard(clock), addedAt: clock });
    expect((await get(other, '/api/flashcards/decks')).json().decks).toEqual([]);
    expect((await get(other, '/api/flashcards/due')).json().cards).toEqual([]);
    expect(await mistakeCardsOf(other.id)).toEqual([]);
    // Her next wrong answer brings the whole deck in.
    await answerWrong(other);
    expect((await mistakeCardsOf(other.id)).map((row) => row.sourceKey)).toContain(`mistake:${questionId}`);

    // Long overdue, yet not part of the backlog spread: the deck's schedule is the only one.
    clock = new Date(start.getTime() + 60 * DAY);
    user.cookie = await signIn(db(), user.id, clock);
    expect((await get(user, '/api/flashcards/due')).json().cards).toHaveLength(1);
    expect((await get(user, '/api/flashcards/backlog')).json().overdue).toBe(0);
  });

  it('have one schedule: a flashcard review steps the mistakes deck’s card once, and the card mirrors it', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    const questionId = await answerWrong(user);
    clock = new Date(start.getTime() + 2 * DAY);
    user.cookie = await signIn(db(), user.id, clock);
    const [due] = (await get(user, '/api/flashcards/due')).json().cards as FlashcardCard[];
    expect(due!.kind).toBe('mistake');
    const entry = { cardId: due!.id, rating: 'good', reviewedAt: clock.toISOString(), reviewId: crypto.randomUUID() };
    const first = await reviews(user, [entry]);
    expect(first.json()).toMatchObject({ applied: 1, duplicates: 0, xpAwarded: 1 });
    expect((await reviews(user, [entry])).json()).toMatchObject({ applied: 0, duplicates: 1 });

    const deckCard = await deckCardOf(user.id, questionId);
    expect(deckCard.reps).toBe(2); // the wrong answer's Again, then this Good
    const [card] = await mistakeCardsOf(user.id);
    expect(cardStateOf(card!)).toEqual(reviewCardOf(deckCard));
    const [logged] = await db().select().from(flashcardReviews).where(eq(flashcardReviews.cardId, card!.id));
    const deckReviews = await db().select().from(mcqMistakeReviews).where(eq(mcqMistakeReviews.userId, user.id));
    expect(deckReviews.map((row) => row.answerId)).toContain(logged!.id);
    expect(deckReviews).toHaveLength(2);
    // The deck's own count agrees: not due any more.
    expect((await get(user, '/api/flashcards/due')).json().cards).toEqual([]);
  });

  it('are left out of due cards while their question is in the student’s open test', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    const questionId = await answerWrong(user);
    clock = new Date(start.getTime() + 2 * DAY);
    const serviceWith = (locked: string[]) =>
      createFlashcardsService({
        db: db(),
        library: {
          subtopicNames: async () => new Map(),
          notesFor: async () => [],
          figuresOf: async () => [],
          figureLabels: async () => [],
          question: async () => ({ stem: 'Stem', options: ['a', 'b'], answerIndex: 1, explanation: 'Why.' }),
        },
        mistakes: { reviewFromFlashcard: async () => null },
        xp: { pay: async () => 0 },
        locks: { questionsLockedFor: async () => new Set(locked) },
        fileWork: {
          readAnki: async () => Promise.reject(new Error('unused')),
          image: async () => Promise.reject(new Error('unused')),
        },
        files: { put: async () => {}, get: async () => null, size: async () => null, delete: async () => {} },
        now: () => clock,
      });
    const who = { id: user.id } as Parameters<ReturnType<typeof serviceWith>['due']>[0];
    expect((await serviceWith([]).due(who, 10)).map((card) => card.back)).toEqual(['B. b\n\nWhy.']);
    expect(await serviceWith([questionId]).due(who, 10)).toEqual([]);
  });
});
