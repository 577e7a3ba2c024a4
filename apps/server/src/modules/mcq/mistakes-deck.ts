/**
 * The mistakes deck: a question a student got wrong (in practice or a test) becomes an FSRS card
 * (the shared scheduler in lib/spaced-repetition.ts). "Review my mistakes" serves the cards that
 * are due; answering a question of the deck reviews its card: wrong = again (at any time), right
 * = good (only when the card is due; an early right answer changes nothing). A card is due on its
 * Asia/Kolkata day (as revision's subtopics are), and every review moves it to a later day (no
 * same-day learning steps), so the count drops by each question re-answered right.
 *
 * Each review is keyed by the answer's id (`mcq_mistake_reviews`), and the card is locked while it
 * changes, so a resent answer, a second submit or parallel answers review a card once per answer.
 */
import type { MistakesDeckReply } from '@medsutra/contract/mcq/practice-api';
import type { Database } from '../../db/client.ts';
import type { DbTransaction } from '../../db/executor.ts';
import { addDays, economyDay, startOfDay } from '../../lib/calendar.ts';
import {
  isDue,
  newReviewCard,
  type ReviewCard,
  type ReviewRating,
  review,
  reviewCardOf,
} from '../../lib/spaced-repetition.ts';
import { createMistakesRepository, type MistakesRepository } from './mistakes-repository.ts';

export interface DeckAnswer {
  answerId: string;
  userId: string;
  questionId: string;
  subjectId: string;
  correct: boolean;
}

/** The end of `now`'s Asia/Kolkata day: a card due before it is due today. */
function dueBefore(now: Date): Date {
  return new Date(startOfDay(addDays(economyDay(now), 1)).getTime() - 1);
}

/** How an answer rates the card it meets, or null when it leaves the deck as it is. */
function ratingFor(card: ReviewCard | null, correct: boolean, now: Date): ReviewRating | null {
  if (!correct) return 'again';
  if (card && isDue(card, dueBefore(now))) return 'good';
  return null;
}

/**
 * Told, in the answer's transaction, of every card of the student's deck after a batch with a
 * wrong answer: the flashcards' "My mistakes" deck mirrors them (decision 136).
 */
export type MistakesChanged = (
  tx: DbTransaction,
  input: { userId: string; cards: { questionId: string; card: ReviewCard }[]; now: Date },
) => Promise<void>;

export function createMistakesDeck(deps: {
  db: Database;
  repository?: MistakesRepository;
  onChanged?: MistakesChanged;
}) {
  const { db } = deps;
  const repository = deps.repository ?? createMistakesRepository();
  return {
    /**
     * Reviews the deck with each answer, in the caller's transaction. Cards are locked in question
     * order (the same order in every caller), so two transactions cannot wait on each other.
     */
    async recordAnswers(tx: DbTransaction, answers: readonly DeckAnswer[], now: Date): Promise<void> {
      if (answers.length === 0) return;
      const userId = answers[0]!.userId;
      const sorted = [...answers].sort((a, b) => a.questionId.localeCompare(b.questionId));
      const wrong = sorted.filter((answer) => !answer.correct);
      // A first mistake makes a new card; the insert (a no-op for a card that exists) gives the
      // lock below a row to wait on, so two first mistakes at once do not both create it.
      if (wrong.length > 0) await repository.insertNewCards(tx, userId, wrong, newReviewCard(now), now);
      const rows = await repository.lockCards(
        tx,
        userId,
        sorted.map((answer) => answer.questionId),
      );
      const cards = new Map(rows.map((row) => [row.questionId, reviewCardOf(row)]));
      for (const answer of sorted) {
        const card = cards.get(answer.questionId) ?? null;
        if (!card) continue;
        const rating = ratingFor(card, answer.correct, now);
        if (!rating) continue;
        const logged = await repository.logReview(tx, {
          answerId: answer.answerId,
          userId,
          questionId: answer.questionId,
          rating,
          reviewedAt: now,
        });
        if (!logged) continue; // this answer has reviewed the deck already
        const next = review(card, rating, now);
        cards.set(answer.questionId, next);
        await repository.saveCard(tx, userId, answer.questionId, next);
      }
      if (deps.onChanged) {
        // After a wrong answer, the whole deck (a first mistake, and any made before cards were).
        const mirrored = wrong.length > 0 ? await repository.allCards(tx, userId) : rows;
        const all = mirrored.map((row) => ({
          questionId: row.questionId,
          card: cards.get(row.questionId) ?? reviewCardOf(row),
        }));
        if (all.length > 0) await deps.onChanged(tx, { userId, cards: all, now });
      }
    },

    /**
     * A review of a mistake made on its flashcard (decision 136): the deck's card is the one
     * schedule, so the rating steps it, once per flashcard review (keyed by the log row's id).
     * Null when the question is not in her deck.
     */
    async reviewFromFlashcard(
      tx: DbTransaction,
      input: { reviewRowId: string; userId: string; questionId: string; rating: ReviewRating; reviewedAt: Date },
    ): Promise<ReviewCard | null> {
      const [row] = await repository.lockCards(tx, input.userId, [input.questionId]);
      if (!row) return null;
      const card = reviewCardOf(row);
      const logged = await repository.logReview(tx, {
        answerId: input.reviewRowId,
        userId: input.userId,
        questionId: input.questionId,
        rating: input.rating,
        reviewedAt: input.reviewedAt,
      });
      if (!logged) return card;
      const next = review(card, input.rating, input.reviewedAt);
      await repository.saveCard(tx, input.userId, input.questionId, next);
      return next;
    },

    /** Every question in the student's deck. */
    questionIds(userId: string): Promise<string[]> {
      return repository.questionIds(db, userId);
    },

    /** The questions due at `now`, the longest overdue first. */
    dueQuestionIds(userId: string, now: Date): Promise<string[]> {
      return repository.dueQuestionIds(db, userId, dueBefore(now));
    },

    async summary(userId: string, now: Date): Promise<MistakesDeckReply> {
      const row = await repository.counts(db, userId, dueBefore(now));
      const nextDue = row?.nextDue ? new Date(row.nextDue).toISOString() : null;
      return { total: Number(row?.total ?? 0), due: Number(row?.due ?? 0), nextDue };
    },
  };
}
export type MistakesDeck = ReturnType<typeof createMistakesDeck>;
