import crypto from 'node:crypto';
import {
  FLASHCARD_XP_DAILY_CAP,
  type FlashcardCard,
  type FlashcardDecksReply,
  type FlashcardForecastReply,
  flashcardCardPath,
  flashcardMessages,
} from '@medsutra/contract/flashcards/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced, signIn } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { oneQuestionAnswer } from '../../../test/helpers/one-question-answer.ts';
import { sendAnswer } from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { flashcardCards, flashcardReviews } from '../../db/schema.ts';
import { newReviewCard, replay } from '../../lib/spaced-repetition.ts';
import { cardStateOf } from './service.ts';

const start = new Date('2026-11-23T04:00:00Z');
let clock = start;
const t = testAppForFile({ now: () => clock });

const db = () => t.database.handle.db;
type Who = { cookie: string; id: string };
const MI = 'medicine.cardiology.myocardial-infarction';
const DAY = 86_400_000;
const get = (who: Who | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const send = (who: Who, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...jsonHeaders, cookie: who.cookie },
    payload: (payload ?? {}) as Record<string, unknown>,
  });
const decksOf = async (who: Who) => {
  const reply = await get(who, '/api/flashcards/decks');
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as FlashcardDecksReply).decks;
};
const dueOf = async (who: Who, limit = 500) => {
  const reply = await get(who, `/api/flashcards/due?limit=${limit}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().cards as FlashcardCard[];
};
const reviewsOf = (who: Who, reviews: unknown[]) => send(who, 'POST', '/api/flashcards/reviews', { reviews });
const reviewEntry = (cardId: string, rating: string, at: Date, reviewId = crypto.randomUUID()) => ({
  cardId,
  rating,
  reviewedAt: at.toISOString(),
  reviewId,
});

/** The card's stored state and the replay of its stored log, from a new card at its creation. */
async function storedAndReplayed(cardId: string) {
  const [card] = await db().select().from(flashcardCards).where(eq(flashcardCards.id, cardId));
  const log = await db().select().from(flashcardReviews).where(eq(flashcardReviews.cardId, cardId));
  const replayed = replay(newReviewCard(card!.createdAt), log);
  return { stored: cardStateOf(card!), replayed, log };
}

describe('library cards', () => {
  it('makes cloze and table cards from a subtopic’s note, once, into the library deck', async () => {
    clock = start;
    const asha = await createSignedInUser(db(), clock);
    expect(await decksOf(asha)).toEqual([]);
    const first = await send(asha, 'POST', '/api/flashcards/decks/library', { subtopicIds: [MI] });
    expect(first.statusCode, first.body).toBe(200);
    const added = first.json().added as number;
    expect(added).toBeGreaterThan(0);
    expect(first.json().deck).toMatchObject({ kind: 'library', cards: added, due: added });
    const cards = await dueOf(asha);
    expect(cards).toHaveLength(added);
    const clozes = cards.filter((card) => card.kind === 'cloze');
    expect(clozes.length).toBeGreaterThan(0);
    for (const card of clozes) {
      expect(card.front).toContain('[…]');
      // The back names the hidden term, and the term is what the gap hides.
      const [term] = card.back.split('\n\n');
      expect(card.back).toContain(card.front.split('\n\n').at(-1)!.replace('[…]', term!));
    }
    // Again: nothing new, and the deck is the same one.
    const again = await send(asha, 'POST', '/api/flashcards/decks/library', { subtopicIds: [MI] });
    expect(again.json()).toMatchObject({ added: 0, deck: { id: first.json().deck.id, cards: added } });

    const unknown = await send(asha, 'POST', '/api/flashcards/decks/library', { subtopicIds: ['no.such.subtopic'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(flashcardMessages.subtopicsUnknown);
    expect((await get(null, '/api/flashcards/decks')).statusCode).toBe(401);
  });

  it('rewrites a card’s text when its note is corrected and keeps its history', async () => {
    clock = start;
    const ravi = await createSignedInUser(db(), clock);
    await send(ravi, 'POST', '/api/flashcards/decks/library', { subtopicIds: [MI] });
    const [card] = await dueOf(ravi, 1);
    expect((await reviewsOf(ravi, [reviewEntry(card!.id, 'good', clock)])).statusCode).toBe(200);
    // A corrected note: the card's text changes under the same source key.
    await db().update(flashcardCards).set({ front: 'old text' }).where(eq(flashcardCards.id, card!.id));
    await send(ravi, 'POST', '/api/flashcards/decks/library', { subtopicIds: [MI] });
    const [after] = await db().select().from(flashcardCards).where(eq(flashcardCards.id, card!.id));
    expect(after!.front).toBe(card!.front);
    expect(after!.reps).toBe(1);
  });
});

describe('own cards', () => {
  it('creates, edits and deletes cards in the student’s own deck; nobody else’s', async () => {
    clock = start;
    const asha = await createSignedInUser(db(), clock);
    const ravi = await createSignedInUser(db(), clock);
    const deck = (await send(asha, 'POST', '/api/flashcards/decks', { name: 'Drugs' })).json().deck;
    expect(deck).toMatchObject({ kind: 'own', name: 'Drugs', cards: 0 });
    const created = await send(asha, 'POST', '/api/flashcards/cards', {
      deckId: deck.id,
      front: 'Drug of choice for absence seizures?',
      back: 'Ethosuximide',
    });
    expect(created.statusCode, created.body).toBe(200);
    const card = created.json().card as FlashcardCard;
    expect(card).toMatchObject({ kind: 'basic', state: 'new', front: 'Drug of choice for absence seizures?' });

    const edited = await send(asha, 'PATCH', flashcardCardPath(card.id), { back: 'Ethosuximide (or valproate)' });
    expect(edited.json().card.back).toBe('Ethosuximide (or valproate)');

    // Another student: not her deck, not her card.
    const intoOthers = await send(ravi, 'POST', '/api/flashcards/cards', { deckId: deck.id, front: 'a', back: 'b' });
    expect(intoOthers.statusCode).toBe(404);
    expect(intoOthers.json().message).toBe(flashcardMessages.deckNotFound);
    expect((await send(ravi, 'PATCH', flashcardCardPath(card.id), { back: 'x' })).statusCode).toBe(404);
    expect((await send(ravi, 'DELETE', flashcardCardPath(card.id))).statusCode).toBe(404);
    // Her card in his batch: skipped as "not found" (never "not yours"), his own review still applies.
    const hisDeck = (await send(ravi, 'POST', '/api/flashcards/decks', { name: 'Mine' })).json().deck;
    const hisCard = (
      await send(ravi, 'POST', '/api/flashcards/cards', { deckId: hisDeck.id, front: 'q', back: 'a' })
    ).json().card as FlashcardCard;
    const theirs = reviewEntry(card.id, 'good', clock);
    const theirReview = await reviewsOf(ravi, [theirs, reviewEntry(hisCard.id, 'good', clock)]);
    expect(theirReview.statusCode, theirReview.body).toBe(200);
    expect(theirReview.json()).toMatchObject({
      applied: 1,
      skipped: [{ reviewId: theirs.reviewId, reason: 'card_not_found' }],
    });
    expect(await db().select().from(flashcardReviews).where(eq(flashcardReviews.cardId, card.id))).toEqual([]);

    const empty = await send(asha, 'POST', '/api/flashcards/cards', { deckId: deck.id, front: '', back: 'b' });
    expect(empty.statusCode).toBe(400);
    expect((await send(asha, 'DELETE', flashcardCardPath(card.id))).statusCode).toBe(200);
    expect(await decksOf(asha)).toEqual([expect.objectContaining({ id: deck.id, cards: 0 })]);
  });
});

describe('the mistakes deck', () => {
  it('turns a wrong MCQ into a card: the stem on the front, the answer and the why on the back', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    const { question, answerIndex, payload } = await oneQuestionAnswer(t, user, 'anatomy', false);
    const answered = await sendAnswer(t, user, payload);
    expect(answered.statusCode).toBe(200);
    // Made with the answer, on the mistakes deck's schedule: the wrong answer was an Again, so tomorrow.
    const decks = await decksOf(user);
    expect(decks).toEqual([expect.objectContaining({ kind: 'mistakes', name: 'My mistakes', cards: 1, due: 0 })]);
    clock = new Date(start.getTime() + DAY);
    user.cookie = await signIn(db(), user.id, clock);
    const [card] = await dueOf(user);
    expect(card!.kind).toBe('mistake');
    expect(card!.front).toContain(question.stem);
    expect(card!.back.startsWith(`${String.fromCharCode(65 + answerIndex)}. `)).toBe(true);
    // Listing again makes no second card.
    expect((await decksOf(user))[0]!.cards).toBe(1);
  });
});

describe('the review log', () => {
  it('applies each review id once, in time order per card, and the card is the replay of its log', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    const deck = (await send(user, 'POST', '/api/flashcards/decks', { name: 'Mine' })).json().deck;
    const card = (await send(user, 'POST', '/api/flashcards/cards', { deckId: deck.id, front: 'f', back: 'b' })).json()
      .card as FlashcardCard;
    clock = new Date(start.getTime() + 10 * DAY);
    const a = reviewEntry(card.id, 'good', new Date(start.getTime() + 1 * 60_000));
    const c = reviewEntry(card.id, 'again', new Date(start.getTime() + 8 * DAY));
    const b = reviewEntry(card.id, 'good', new Date(start.getTime() + 4 * DAY));
    // Device one sends a and c; device two, offline, sends b (between them) later.
    const first = await reviewsOf(user, [a, c]);
    expect(first.json()).toMatchObject({ applied: 2, duplicates: 0 });
    const second = await reviewsOf(user, [b, a]);
    expect(second.json()).toMatchObject({ applied: 1, duplicates: 1 });
    const { stored, replayed, log } = await storedAndReplayed(card.id);
    expect(log).toHaveLength(3);
    expect(stored).toEqual(replayed);
    // The order they happened in, not the order they arrived in: the last review was Again.
    expect(stored.lapses).toBe(1);
    expect(stored.reps).toBe(3);

    // A review id reused for another card is refused.
    const other = (await send(user, 'POST', '/api/flashcards/cards', { deckId: deck.id, front: 'g', back: 'h' })).json()
      .card as FlashcardCard;
    const reused = await reviewsOf(user, [{ ...a, cardId: other.id }]);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(flashcardMessages.reviewIdReused);
  });

  it('clamps a device time ahead of the server or before the card existed', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    const deck = (await send(user, 'POST', '/api/flashcards/decks', { name: 'Mine' })).json().deck;
    const card = (await send(user, 'POST', '/api/flashcards/cards', { deckId: deck.id, front: 'f', back: 'b' })).json()
      .card as FlashcardCard;
    const future = reviewEntry(card.id, 'good', new Date(start.getTime() + 3 * DAY));
    const past = reviewEntry(card.id, 'good', new Date(start.getTime() - 3 * DAY));
    expect((await reviewsOf(user, [future, past])).json()).toMatchObject({ applied: 2 });
    const { log } = await storedAndReplayed(card.id);
    const times = log.map((row) => row.reviewedAt.getTime()).sort((x, y) => x - y);
    expect(times[0]).toBe(start.getTime());
    expect(times[1]).toBe(start.getTime() + 5 * 60_000);
  });

  it('pays 1 XP per due card reviewed, none for new cards or repeats, at most 50 a day', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    const deck = (await send(user, 'POST', '/api/flashcards/decks', { name: 'Many' })).json().deck;
    const ids: string[] = [];
    for (let i = 0; i < FLASHCARD_XP_DAILY_CAP + 5; i += 1) {
      const reply = await send(user, 'POST', '/api/flashcards/cards', {
        deckId: deck.id,
        front: `q${i}`,
        back: `a${i}`,
      });
      ids.push(reply.json().card.id);
    }
    const xpBefore = (await walletOf(db(), user.id)).xp;
    // New cards: no XP.
    const learnt = await reviewsOf(
      user,
      ids.map((id) => reviewEntry(id, 'good', clock)),
    );
    expect(learnt.json()).toMatchObject({ applied: ids.length, xpAwarded: 0 });
    // A repeat the same day (not due any more): no XP.
    expect((await reviewsOf(user, [reviewEntry(ids[0]!, 'good', clock)])).json().xpAwarded).toBe(0);
    // A month later every card is due: 50 of the 55 pay.
    clock = new Date(start.getTime() + 30 * DAY);
    user.cookie = await signIn(db(), user.id, clock);
    expect(await dueOf(user)).toHaveLength(ids.length);
    const due = await reviewsOf(
      user,
      ids.map((id) => reviewEntry(id, 'good', clock)),
    );
    expect(due.json()).toMatchObject({ applied: ids.length, xpAwarded: FLASHCARD_XP_DAILY_CAP });
    expect((await walletOf(db(), user.id)).xp - xpBefore).toBe(FLASHCARD_XP_DAILY_CAP);
    await expectLedgerBalanced(db());
  });
});

describe('the forecast', () => {
  it('counts the next 30 days’ reviews and asks more of a higher retention', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    await send(user, 'POST', '/api/flashcards/decks/library', { subtopicIds: [MI] });
    const cards = await dueOf(user);
    await reviewsOf(
      user,
      cards.map((card) => reviewEntry(card.id, 'good', clock)),
    );
    const at = async (retention: number) => {
      const reply = await get(user, `/api/flashcards/forecast?retention=${retention}&days=30`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json() as FlashcardForecastReply;
    };
    const low = await at(0.8);
    const high = await at(0.95);
    expect(low.days).toHaveLength(30);
    expect(low.days[0]!.date).toBe('2026-11-23');
    const total = (reply: FlashcardForecastReply) => reply.days.reduce((sum, day) => sum + day.due, 0);
    // Everything was just reviewed: nothing today, and each card at least once in 30 days.
    expect(low.days[0]!.due).toBe(0);
    expect(total(low)).toBeGreaterThanOrEqual(cards.length);
    expect(total(high)).toBeGreaterThan(total(low));
    const refused = await get(user, '/api/flashcards/forecast?retention=0.5');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(flashcardMessages.retentionRange);
  });
});
