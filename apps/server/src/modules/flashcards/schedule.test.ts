import crypto from 'node:crypto';
import {
  type FlashcardBacklogReply,
  type FlashcardCard,
  type FlashcardForecastReply,
  flashcardMessages,
} from '@medsutra/contract/flashcards/api';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, signIn } from '../../../test/helpers/economy-users.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { flashcardCards, flashcardReviews } from '../../db/schema.ts';
import { economyDay, startOfDay } from '../../lib/calendar.ts';
import { newReviewCard, replay, review } from '../../lib/spaced-repetition.ts';
import { replayCard } from './review-batch.ts';
import { cardStateOf } from './service.ts';

const start = new Date('2026-11-23T04:00:00Z');
let clock = start;
const t = testAppForFile({ now: () => clock });

const db = () => t.database.handle.db;
type Who = { cookie: string; id: string };
const DAY = 86_400_000;
const get = (who: Who | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const send = (who: Who, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: { ...jsonHeaders, cookie: who.cookie }, payload: payload as object });
const reviewEntry = (cardId: string, rating: string, at: Date) => ({
  cardId,
  rating,
  reviewedAt: at.toISOString(),
  reviewId: crypto.randomUUID(),
});
async function ownCards(who: Who, count: number, front = (i: number) => `q${i}`) {
  const deck = (await send(who, 'POST', '/api/flashcards/decks', { name: 'Mine' })).json().deck;
  const cards: FlashcardCard[] = [];
  for (let i = 0; i < count; i += 1) {
    const reply = await send(who, 'POST', '/api/flashcards/cards', { deckId: deck.id, front: front(i), back: `a${i}` });
    cards.push(reply.json().card);
  }
  return cards;
}
const rowsOf = (ids: string[]) => db().select().from(flashcardCards).where(inArray(flashcardCards.id, ids));
const logOf = (id: string) => db().select().from(flashcardReviews).where(eq(flashcardReviews.cardId, id));

describe('settings', () => {
  it('keeps each student’s retention, easy days and exam date, and refuses bad ones with a sentence', async () => {
    clock = start;
    const asha = await createSignedInUser(db(), clock);
    const ravi = await createSignedInUser(db(), clock);
    expect((await get(null, '/api/flashcards/settings')).statusCode).toBe(401);
    expect((await get(asha, '/api/flashcards/settings')).json()).toEqual({
      settings: { retention: 0.9, easyDays: [], examDate: null },
      profileExamDate: null,
    });
    const saved = await send(asha, 'PUT', '/api/flashcards/settings', {
      retention: 0.85,
      easyDays: [6, 0, 6],
      examDate: '2027-01-10',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toEqual({ retention: 0.85, easyDays: [0, 6], examDate: '2027-01-10' });
    expect((await get(asha, '/api/flashcards/settings')).json().settings.easyDays).toEqual([0, 6]);
    expect((await get(ravi, '/api/flashcards/settings')).json().settings.retention).toBe(0.9);

    const bad = async (body: object, message: string) => {
      const reply = await send(asha, 'PUT', '/api/flashcards/settings', {
        retention: 0.9,
        easyDays: [],
        examDate: null,
        ...body,
      });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().message).toContain(message);
    };
    await bad({ easyDays: [1, 2, 3, 4] }, flashcardMessages.easyDaysTooMany);
    await bad({ easyDays: [7] }, flashcardMessages.easyDayInvalid);
    await bad({ retention: 0.99 }, flashcardMessages.retentionRange);
    await bad({ examDate: '2027-02-30' }, flashcardMessages.examDateInvalid);
    await bad({ examDate: '2026-11-22' }, flashcardMessages.examDatePast);
  });

  it('forecasts at the student’s own retention when none is asked for', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    const cards = await ownCards(user, 20);
    await send(user, 'POST', '/api/flashcards/reviews', {
      reviews: cards.map((card) => reviewEntry(card.id, 'good', clock)),
    });
    await send(user, 'PUT', '/api/flashcards/settings', { retention: 0.95, easyDays: [], examDate: null });
    const own = (await get(user, '/api/flashcards/forecast?days=30')).json() as FlashcardForecastReply;
    const asked = (await get(user, '/api/flashcards/forecast?retention=0.95&days=30')).json() as FlashcardForecastReply;
    const low = (await get(user, '/api/flashcards/forecast?retention=0.8&days=30')).json() as FlashcardForecastReply;
    expect(own).toEqual(asked);
    expect(own.retention).toBe(0.95);
    expect(own).not.toEqual(low);
  });
});

describe('scheduling by the settings', () => {
  it('schedules at the student’s retention: a lower one gives a longer interval', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    const [card] = await ownCards(user, 1);
    await send(user, 'PUT', '/api/flashcards/settings', { retention: 0.8, easyDays: [], examDate: null });
    await send(user, 'POST', '/api/flashcards/reviews', { reviews: [reviewEntry(card!.id, 'easy', clock)] });
    const [row] = await rowsOf([card!.id]);
    const atDefault = review(newReviewCard(row!.createdAt), 'easy', clock);
    const atLow = review(newReviewCard(row!.createdAt), 'easy', clock, 0.8);
    expect(atLow.scheduledDays).toBeGreaterThan(atDefault.scheduledDays);
    expect(row!.scheduledDays).toBe(atLow.scheduledDays);
    expect((await logOf(card!.id))[0]!.retention).toBe(0.8);
  });

  it('brings every card before the exam day, and the card is the replay of its log', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    const cards = await ownCards(user, 5);
    const examDate = '2026-12-01'; // 8 days away; an Easy card would come back after it
    await send(user, 'PUT', '/api/flashcards/settings', { retention: 0.9, easyDays: [], examDate });
    const free = review(newReviewCard(start), 'easy', clock);
    expect(free.due.getTime()).toBeGreaterThan(startOfDay(examDate).getTime());
    await send(user, 'POST', '/api/flashcards/reviews', {
      reviews: cards.map((card) => reviewEntry(card.id, 'easy', clock)),
    });
    for (const row of await rowsOf(cards.map((card) => card.id))) {
      expect(row.due.getTime()).toBeLessThan(startOfDay(examDate).getTime());
      expect(economyDay(row.due) > economyDay(clock)).toBe(true);
      const log = await logOf(row.id);
      expect(log[0]!.placedDue).toEqual(row.due);
      expect(cardStateOf(row)).toEqual(replay(newReviewCard(row.createdAt), log));
    }
  });

  it('keeps cards before the profile’s exam date when the cards have none of their own; their own date wins', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    const profileExam = '2026-12-01'; // 8 days away; an Easy card would come back after it
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { ...jsonHeaders, cookie: user.cookie },
      payload: { targetExam: 'neet_pg', examDate: profileExam },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    // The settings say which date the cards keep: none of their own, the profile's.
    expect((await get(user, '/api/flashcards/settings')).json()).toEqual({
      settings: { retention: 0.9, easyDays: [], examDate: null },
      profileExamDate: profileExam,
    });
    expect(review(newReviewCard(start), 'easy', clock).due.getTime()).toBeGreaterThan(
      startOfDay(profileExam).getTime(),
    );
    const [first] = await ownCards(user, 1);
    await send(user, 'POST', '/api/flashcards/reviews', { reviews: [reviewEntry(first!.id, 'easy', clock)] });
    const [kept] = await rowsOf([first!.id]);
    expect(kept!.due.getTime()).toBeLessThan(startOfDay(profileExam).getTime());

    // A later date of the cards' own wins over the profile's: an Easy card may fall after the profile's date.
    const ownExam = '2027-03-01';
    const saved = await send(user, 'PUT', '/api/flashcards/settings', {
      retention: 0.9,
      easyDays: [],
      examDate: ownExam,
    });
    expect(saved.json()).toEqual({
      settings: { retention: 0.9, easyDays: [], examDate: ownExam },
      profileExamDate: profileExam,
    });
    const [second] = await ownCards(user, 1, () => 'another');
    await send(user, 'POST', '/api/flashcards/reviews', { reviews: [reviewEntry(second!.id, 'easy', clock)] });
    const [own] = await rowsOf([second!.id]);
    expect(own!.due.getTime()).toBeGreaterThan(startOfDay(profileExam).getTime());
    expect(own!.due.getTime()).toBeLessThan(startOfDay(ownExam).getTime());
  });

  it('spreads cards that FSRS puts on one day over the days beside it, and off an easy weekday', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    const cards = await ownCards(user, 30);
    const fsrsDue = review(newReviewCard(start), 'easy', clock).due;
    const fsrsDay = economyDay(fsrsDue);
    const weekday = new Date(`${fsrsDay}T00:00:00Z`).getUTCDay();
    await send(user, 'PUT', '/api/flashcards/settings', { retention: 0.9, easyDays: [weekday], examDate: null });
    const reply = await send(user, 'POST', '/api/flashcards/reviews', {
      reviews: cards.map((card) => reviewEntry(card.id, 'easy', clock)),
    });
    expect(reply.json()).toMatchObject({ applied: 30, skipped: [] });
    const days = new Map<string, number>();
    for (const row of await rowsOf(cards.map((card) => card.id))) {
      const day = economyDay(row.due);
      days.set(day, (days.get(day) ?? 0) + 1);
      expect(Math.abs(row.due.getTime() - fsrsDue.getTime())).toBeLessThanOrEqual(DAY);
      expect(cardStateOf(row)).toEqual(replay(newReviewCard(row.createdAt), await logOf(row.id)));
    }
    expect(days.size).toBeGreaterThan(1);
    // The easy weekday carries fewer than either day beside it.
    const fewest = Math.min(...[...days.entries()].filter(([day]) => day !== fsrsDay).map(([, n]) => n));
    expect(days.get(fsrsDay) ?? 0).toBeLessThan(fewest);
  });
});

describe('the backlog', () => {
  it('spreads overdue cards over the next days, most forgotten first, and a later review replaces the spread', async () => {
    clock = start;
    const user = await createSignedInUser(db(), clock);
    const [forgotten, middling, strong] = await ownCards(user, 3);
    await send(user, 'POST', '/api/flashcards/reviews', {
      reviews: [
        reviewEntry(forgotten!.id, 'again', clock),
        reviewEntry(middling!.id, 'good', clock),
        reviewEntry(strong!.id, 'easy', clock),
      ],
    });
    clock = new Date(start.getTime() + 120 * DAY);
    user.cookie = await signIn(db(), user.id, clock);
    const proposed = (await get(user, '/api/flashcards/backlog?days=3')).json() as FlashcardBacklogReply;
    expect(proposed.overdue).toBe(3);
    expect(proposed.perDay).toBe(1);
    expect(proposed.days.map((day) => day.cards)).toEqual([1, 1, 1]);
    expect((await get(user, '/api/flashcards/backlog?days=30')).statusCode).toBe(400);
    const tooShort = await send(user, 'POST', '/api/flashcards/backlog/spread', { days: 2 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe(flashcardMessages.backlogDaysRange);

    const spread = await send(user, 'POST', '/api/flashcards/backlog/spread', { days: 3 });
    expect(spread.statusCode, spread.body).toBe(200);
    expect(spread.json()).toEqual({ spread: 3 });
    const today = economyDay(clock);
    const byId = new Map((await rowsOf([forgotten!.id, middling!.id, strong!.id])).map((row) => [row.id, row]));
    expect(economyDay(byId.get(forgotten!.id)!.due)).toBe(today);
    expect(byId.get(middling!.id)!.due > byId.get(forgotten!.id)!.due).toBe(true);
    expect(byId.get(strong!.id)!.due > byId.get(middling!.id)!.due).toBe(true);
    expect((await get(user, '/api/flashcards/due')).json().cards.map((card: FlashcardCard) => card.id)).toEqual([
      forgotten!.id,
    ]);
    expect((await get(user, '/api/flashcards/backlog')).json().overdue).toBe(0);
    const again = await send(user, 'POST', '/api/flashcards/backlog/spread', { days: 3 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(flashcardMessages.backlogEmpty);

    // The spread holds over a replay until a later review; then the review's own schedule counts.
    const strongRow = byId.get(strong!.id)!;
    expect(cardStateOf(strongRow)).toEqual(replayCard(strongRow, await logOf(strong!.id)).state);
    await send(user, 'POST', '/api/flashcards/reviews', { reviews: [reviewEntry(strong!.id, 'good', clock)] });
    const [reviewed] = await rowsOf([strong!.id]);
    const { state } = replayCard(reviewed!, await logOf(strong!.id));
    expect(cardStateOf(reviewed!)).toEqual(state);
    expect(reviewed!.due.getTime()).toBeGreaterThan(strongRow.due.getTime());
  });
});

describe('the CSV export', () => {
  it('exports the student’s own cards only, with formula-leading cells neutralised', async () => {
    clock = start;
    const asha = await createSignedInUser(db(), clock);
    const ravi = await createSignedInUser(db(), clock);
    expect((await get(null, '/api/flashcards/export.csv')).statusCode).toBe(401);
    await ownCards(asha, 2, (i) => (i === 0 ? '=HYPERLINK("http://evil","click")' : 'Dose of "adrenaline", IM?'));
    await ownCards(ravi, 1, () => 'Ravi’s secret card');
    const reply = await get(asha, '/api/flashcards/export.csv');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toContain('attachment');
    const lines = reply.body.split('\r\n');
    expect(lines[0]).toBe('deck,front,back');
    // Made in the same instant, so in either order.
    expect(lines.slice(1, 3).sort()).toEqual([
      `Mine,"'=HYPERLINK(""http://evil"",""click"")",a0`,
      'Mine,"Dose of ""adrenaline"", IM?",a1',
    ]);
    expect(lines.slice(3)).toEqual(['']);
    expect(reply.body).not.toContain('Ravi');
  });
});
