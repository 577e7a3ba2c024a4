/**
 * Flashcards' rules (issue 34): decks of cards from the library's notes, from wrong MCQs and the
 * student's own, on the one FSRS scheduler (lib/spaced-repetition.ts). Reviews are an append-only
 * log: each batch is applied once per review id, and a card's state is the replay of its log in
 * time order (decision 131), so two devices reviewing one card offline both count. XP: 1 per due
 * card reviewed, at most FLASHCARD_XP_DAILY_CAP a day (docs/product-rules.md "Flashcards").
 */
import {
  FLASHCARD_CLOCK_SKEW_MINUTES,
  FLASHCARD_REVIEW_XP,
  FLASHCARD_XP_DAILY_CAP,
  type FlashcardCard,
  type FlashcardCardBody,
  type FlashcardDeck,
  type FlashcardDecksReply,
  type FlashcardForecastReply,
  type FlashcardLibraryReply,
  type FlashcardReviewsBody,
  type FlashcardReviewsReply,
  flashcardMessages,
} from '@medsutra/contract/flashcards/api';
import type { Database } from '../../db/client.ts';
import type { DbTransaction } from '../../db/executor.ts';
import { addDays, type CalendarDay, economyDay, startOfDay } from '../../lib/calendar.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newReviewCard, preview, type ReviewCard, replaySteps, review } from '../../lib/spaced-repetition.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import { cardsFromNote, type NoteForCards } from './library-cards.ts';
import { createFlashcardsRepository, type FlashcardCardRow, type FlashcardsRepository } from './repository.ts';

const SKEW_MS = FLASHCARD_CLOCK_SKEW_MINUTES * 60_000;
export const LIBRARY_DECK_NAME = 'From the library';
export const MISTAKES_DECK_NAME = 'My mistakes';

/** What flashcards need from the library: names and notes of subtopics. */
export interface FlashcardLibrary {
  subtopicNames(ids: readonly string[]): Promise<Map<string, string>>;
  notesFor(ids: readonly string[]): Promise<NoteForCards[]>;
  /** A question as a mistake card shows it: stem, options, the answer and its explanation. */
  question(id: string): Promise<{ stem: string; options: string[]; answerIndex: number; explanation: string } | null>;
}

/** What flashcards need from the MCQ mistakes deck: the questions a student got wrong. */
export interface FlashcardMistakes {
  questionIds(userId: string): Promise<string[]>;
}

/** What flashcards need from the economy: XP paid inside the batch's transaction. */
export interface FlashcardXp {
  pay(tx: DbTransaction, input: { userId: string; xp: number; batchKey: string }): Promise<number>;
}

/** The last instant of a calendar day in the economy's time zone. */
const lastInstantOf = (day: CalendarDay) => new Date(startOfDay(addDays(day, 1)).getTime() - 1);

/** The end of `now`'s Asia/Kolkata day: a card due before it is due today. */
export function endOfDay(now: Date): Date {
  return lastInstantOf(economyDay(now));
}

/**
 * The time a review is logged at (decision 132): the device's, but never later than the arrival
 * plus a small skew (a fast clock), and never before the card existed.
 */
export function clampReviewedAt(deviceTime: Date, receivedAt: Date, cardCreatedAt: Date): Date {
  const latest = receivedAt.getTime() + SKEW_MS;
  const time = Math.max(Math.min(deviceTime.getTime(), latest), cardCreatedAt.getTime());
  return new Date(time);
}

export function cardStateOf(row: FlashcardCardRow): ReviewCard {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.lastReview,
  };
}

/** Whether a review at `at` met a card that was due (on or before that day) and not new. */
export function wasDue(before: ReviewCard, at: Date): boolean {
  return before.state !== 'new' && before.due.getTime() <= endOfDay(at).getTime();
}

/**
 * Daily reviews for `days` days from `now` if every review is rated Good at `retention`: each card
 * from its current state, an overdue card counted today.
 */
export function forecastDays(cards: readonly ReviewCard[], now: Date, days: number, retention: number) {
  const today = economyDay(now);
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i));
  const index = new Map(dates.map((date, i) => [date, i]));
  const counts = new Array<number>(days).fill(0);
  const horizon = lastInstantOf(dates[days - 1] ?? today).getTime();
  for (const start of cards) {
    let card = start;
    for (let guard = 0; guard < days + 1 && card.due.getTime() <= horizon; guard += 1) {
      const at = card.due.getTime() < now.getTime() ? now : card.due;
      const slot = index.get(economyDay(at));
      if (slot !== undefined) counts[slot] = (counts[slot] ?? 0) + 1;
      card = review(card, 'good', at, retention);
    }
  }
  return dates.map((date, i) => ({ date, due: counts[i] ?? 0 }));
}

export function createFlashcardsService(deps: {
  db: Database;
  repository?: FlashcardsRepository;
  library: FlashcardLibrary;
  mistakes: FlashcardMistakes;
  xp: FlashcardXp;
  now: () => Date;
}) {
  const { db } = deps;
  const repository = deps.repository ?? createFlashcardsRepository();

  function cardView(row: FlashcardCardRow, now: Date): FlashcardCard {
    const shown = preview(cardStateOf(row), now);
    return {
      id: row.id,
      deckId: row.deckId,
      kind: row.kind,
      front: row.front,
      back: row.back,
      due: row.due.toISOString(),
      state: row.state,
      reps: row.reps,
      comesBack: {
        again: shown.again.toISOString(),
        hard: shown.hard.toISOString(),
        good: shown.good.toISOString(),
        easy: shown.easy.toISOString(),
      },
    };
  }

  /** Every wrong MCQ of the student becomes a card of "My mistakes" (once; its text follows the question). */
  async function syncMistakes(userId: string, now: Date) {
    const questionIds = await deps.mistakes.questionIds(userId);
    if (questionIds.length === 0) return;
    const have = await repository.sourceKeysOf(db, userId, 'mistake:');
    const missing = questionIds.filter((id) => !have.has(`mistake:${id}`));
    if (missing.length === 0) return;
    const deck = await repository.ensureDeck(db, userId, 'mistakes', MISTAKES_DECK_NAME);
    const rows = [];
    for (const questionId of missing) {
      const question = await deps.library.question(questionId);
      if (!question) continue;
      const options = question.options.map((option, i) => `${String.fromCharCode(65 + i)}. ${option}`).join('\n');
      const answer = question.options[question.answerIndex] ?? '';
      const why = question.explanation.split(/(?<=\.)\s/)[0] ?? question.explanation;
      rows.push({
        userId,
        deckId: deck.id,
        kind: 'mistake' as const,
        sourceKey: `mistake:${questionId}`,
        front: `${question.stem}\n\n${options}`,
        back: `${String.fromCharCode(65 + question.answerIndex)}. ${answer}\n\n${why}`,
        ...newReviewCard(now),
        createdAt: now,
        updatedAt: now,
      });
    }
    await repository.upsertMadeCards(db, rows);
  }

  async function ownCard(user: SessionUser, cardId: string): Promise<FlashcardCardRow> {
    const card = await repository.card(db, user.id, cardId);
    if (!card) throw notFound(flashcardMessages.cardNotFound);
    return card;
  }

  return {
    async decks(user: SessionUser): Promise<FlashcardDecksReply> {
      const now = deps.now();
      await syncMistakes(user.id, now);
      return { decks: await repository.decksWithCounts(db, user.id, endOfDay(now)) };
    },

    async createDeck(user: SessionUser, name: string): Promise<FlashcardDeck> {
      const deck = await repository.createOwnDeck(db, user.id, name);
      return { id: deck.id, name: deck.name, kind: deck.kind, cards: 0, due: 0 };
    },

    /** Cards from the notes of the chosen subtopics into the library deck; re-adding refreshes their text. */
    async addLibrary(user: SessionUser, subtopicIds: readonly string[]): Promise<FlashcardLibraryReply> {
      const now = deps.now();
      const unique = [...new Set(subtopicIds)];
      const names = await deps.library.subtopicNames(unique);
      if (unique.some((id) => !names.has(id))) throw badRequest(flashcardMessages.subtopicsUnknown);
      const notes = await deps.library.notesFor(unique);
      const made = notes.flatMap((note) => cardsFromNote(note, names.get(note.subtopicId) ?? note.subtopicId));
      if (made.length === 0) throw badRequest(flashcardMessages.subtopicsNoNotes);
      const added = await db.transaction(async (tx) => {
        const deck = await repository.ensureDeck(tx, user.id, 'library', LIBRARY_DECK_NAME);
        const before = await repository.sourceKeysOf(tx, user.id, '');
        await repository.upsertMadeCards(
          tx,
          made.map((card) => ({
            userId: user.id,
            deckId: deck.id,
            ...card,
            ...newReviewCard(now),
            createdAt: now,
            updatedAt: now,
          })),
        );
        return made.filter((card) => !before.has(card.sourceKey)).length;
      });
      const decks = await repository.decksWithCounts(db, user.id, endOfDay(now));
      const deck = decks.find((row) => row.kind === 'library');
      if (!deck) throw new Error('the library deck is missing');
      return { deck, added };
    },

    async createCard(user: SessionUser, body: FlashcardCardBody): Promise<FlashcardCard> {
      const now = deps.now();
      const deck = await repository.deck(db, user.id, body.deckId);
      if (!deck) throw notFound(flashcardMessages.deckNotFound);
      if (deck.kind !== 'own') throw forbidden(flashcardMessages.deckNotYours);
      const row = await repository.insertCard(db, {
        userId: user.id,
        deckId: deck.id,
        kind: 'basic',
        sourceKey: null,
        front: body.front,
        back: body.back,
        ...newReviewCard(now),
        createdAt: now,
        updatedAt: now,
      });
      return cardView(row, now);
    },

    async editCard(user: SessionUser, cardId: string, text: { front?: string; back?: string }): Promise<FlashcardCard> {
      const card = await ownCard(user, cardId);
      if (card.kind !== 'basic') throw forbidden(flashcardMessages.cardNotEditable);
      const now = deps.now();
      const row = await repository.updateText(db, card.id, text, now);
      if (!row) throw notFound(flashcardMessages.cardNotFound);
      return cardView(row, now);
    },

    async deleteCard(user: SessionUser, cardId: string): Promise<void> {
      const card = await ownCard(user, cardId);
      await repository.deleteCard(db, card.id);
    },

    async due(user: SessionUser, limit: number): Promise<FlashcardCard[]> {
      const now = deps.now();
      await syncMistakes(user.id, now);
      const rows = await repository.dueCards(db, user.id, now, limit);
      return rows.map((row) => cardView(row, now));
    },

    /**
     * Applies a batch of reviews from a device: each review id once (a resend is a duplicate), each
     * time clamped, each touched card's state recomputed as the replay of its whole log. XP for the
     * new reviews that met a due card, within the day's cap, in the same transaction.
     */
    async review(user: SessionUser, body: FlashcardReviewsBody): Promise<FlashcardReviewsReply> {
      const receivedAt = deps.now();
      const today = economyDay(receivedAt);
      return db.transaction(async (tx) => {
        await repository.lockStudent(tx, user.id);
        const cardIds = [...new Set(body.reviews.map((entry) => entry.cardId))];
        const cards = new Map((await repository.cardsByIds(tx, user.id, cardIds)).map((row) => [row.id, row]));
        // A card that is not hers (deleted, or another student's: not told apart) skips its reviews only.
        const skipped: FlashcardReviewsReply['skipped'] = [];

        const logged = await repository.loggedReviews(
          tx,
          user.id,
          body.reviews.map((entry) => entry.reviewId),
        );
        const fresh = [];
        const seen = new Map<string, string>();
        let duplicates = 0;
        for (const entry of body.reviews) {
          if (!cards.has(entry.cardId)) {
            skipped.push({ reviewId: entry.reviewId, reason: 'card_not_found' });
            continue;
          }
          const earlier = logged.get(entry.reviewId) ?? seen.get(entry.reviewId);
          if (earlier) {
            if (earlier !== entry.cardId) throw conflict(flashcardMessages.reviewIdReused);
            duplicates += 1;
            continue;
          }
          seen.set(entry.reviewId, entry.cardId);
          const card = cards.get(entry.cardId) as FlashcardCardRow;
          const deviceTime = new Date(entry.reviewedAt);
          if (Number.isNaN(deviceTime.getTime())) throw badRequest(flashcardMessages.reviewedAtInvalid);
          fresh.push({
            userId: user.id,
            cardId: entry.cardId,
            reviewId: entry.reviewId,
            rating: entry.rating,
            reviewedAt: clampReviewedAt(deviceTime, receivedAt, card.createdAt),
            receivedAt,
            wasDue: false,
            day: today,
            xpAwarded: 0,
          });
        }
        if (fresh.length === 0) return { applied: 0, duplicates, xpAwarded: 0, skipped };
        await repository.insertReviews(tx, fresh);

        // Replay each touched card's whole log: a review that arrived late lands where it happened.
        const freshIds = new Set(fresh.map((entry) => entry.reviewId));
        const earning: string[] = [];
        for (const cardId of [...new Set(fresh.map((entry) => entry.cardId))].sort()) {
          const card = cards.get(cardId) as FlashcardCardRow;
          const log = await repository.logOf(tx, cardId);
          const steps = replaySteps(newReviewCard(card.createdAt), log);
          for (const { entry, before } of steps) {
            if (freshIds.has(entry.reviewId) && wasDue(before, entry.reviewedAt)) earning.push(entry.id);
          }
          await repository.saveState(tx, cardId, steps.at(-1)?.after ?? newReviewCard(card.createdAt));
        }

        const room = Math.max(0, FLASHCARD_XP_DAILY_CAP - (await repository.xpOn(tx, user.id, today)));
        const paid = earning.slice(0, Math.floor(room / FLASHCARD_REVIEW_XP));
        let xpAwarded = 0;
        if (paid.length > 0) {
          await repository.setXp(tx, paid);
          xpAwarded = await deps.xp.pay(tx, {
            userId: user.id,
            xp: paid.length * FLASHCARD_REVIEW_XP,
            batchKey: [...paid].sort()[0] as string,
          });
        }
        return { applied: fresh.length, duplicates, xpAwarded, skipped };
      });
    },

    async forecast(user: SessionUser, retention: number, days: number): Promise<FlashcardForecastReply> {
      const now = deps.now();
      const rows = await repository.allCards(db, user.id);
      return { retention, days: forecastDays(rows.map(cardStateOf), now, days, retention) };
    },
  };
}
export type FlashcardsService = ReturnType<typeof createFlashcardsService>;
