/**
 * One batch of reviews from a device (decision 131): each review id once, each time clamped
 * (decision 132), each touched card's state the replay of its whole log, every new review placed
 * by the student's schedule (decision 137) and that place kept in the log, XP for due cards within
 * the day's cap. Runs inside the caller's transaction, under the student's lock.
 */
import {
  FLASHCARD_CLOCK_SKEW_MINUTES,
  FLASHCARD_REVIEW_XP,
  FLASHCARD_XP_DAILY_CAP,
  type FlashcardReviewsBody,
  type FlashcardReviewsReply,
  type FlashcardSettings,
  flashcardMessages,
} from '@medsutra/contract/flashcards/api';
import type { DbTransaction } from '../../db/executor.ts';
import { addDays, type CalendarDay, economyDay, startOfDay } from '../../lib/calendar.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import {
  type LoggedReview,
  newReviewCard,
  type ReviewCard,
  replaySteps,
  reviewCardOf,
} from '../../lib/spaced-repetition.ts';
import { questionOfMistake } from './mistake-cards.ts';
import { loadByDay, placedDue } from './placement.ts';
import type { FlashcardCardRow, FlashcardReviewRow, FlashcardsRepository } from './repository.ts';
import type { ScheduleRepository } from './schedule-repository.ts';
import type { FlashcardMistakes } from './service.ts';

const SKEW_MS = FLASHCARD_CLOCK_SKEW_MINUTES * 60_000;

/** The last instant of a calendar day in the economy's time zone. */
export const lastInstantOf = (day: CalendarDay) => new Date(startOfDay(addDays(day, 1)).getTime() - 1);

/** The end of `now`'s Asia/Kolkata day: a card due before it is due today. */
export function endOfDay(now: Date): Date {
  return lastInstantOf(economyDay(now));
}

/**
 * The time a review is logged at (decision 132): the device's, but never later than the arrival
 * plus a small skew (a fast clock), and never before the card existed.
 */
function clampReviewedAt(deviceTime: Date, receivedAt: Date, cardCreatedAt: Date): Date {
  const latest = receivedAt.getTime() + SKEW_MS;
  const time = Math.max(Math.min(deviceTime.getTime(), latest), cardCreatedAt.getTime());
  return new Date(time);
}

/** Whether a review at `at` met a card that was due (on or before that day) and not new. */
function wasDue(before: ReviewCard, at: Date): boolean {
  return before.state !== 'new' && before.due.getTime() <= endOfDay(at).getTime();
}

type Rescheduled = Pick<FlashcardCardRow, 'createdAt' | 'rescheduledDue' | 'rescheduledAt'>;

/**
 * A card's state from its log: the replay from a new card at its creation, then the backlog
 * spread's day if no review in the log came after the spread (decision 137).
 */
export function replayCard<T extends LoggedReview>(
  card: Rescheduled,
  log: readonly T[],
  place?: (entry: T, after: ReviewCard) => Date | null,
) {
  const steps = replaySteps(newReviewCard(card.createdAt), log, undefined, place);
  let state = steps.at(-1)?.after ?? newReviewCard(card.createdAt);
  const lastReviewAt = Math.max(...log.map((entry) => entry.reviewedAt.getTime()), Number.NEGATIVE_INFINITY);
  if (card.rescheduledDue && card.rescheduledAt && lastReviewAt < card.rescheduledAt.getTime()) {
    state = { ...state, due: card.rescheduledDue };
  }
  return { steps, state };
}

/**
 * A mistake card's new reviews step the MCQ mistakes deck's card, its one schedule (decision
 * 136), in time order; the card mirrors the result. Returns the log rows that met it due.
 */
async function reviewMistake(
  tx: DbTransaction,
  deps: { repository: FlashcardsRepository; mistakes: FlashcardMistakes },
  input: { userId: string; card: FlashcardCardRow; questionId: string; freshIds: ReadonlySet<string> },
): Promise<string[]> {
  const earning: string[] = [];
  let state: ReviewCard = reviewCardOf(input.card);
  const log = await deps.repository.logOf(tx, input.card.id);
  for (const entry of log.filter((row) => input.freshIds.has(row.reviewId))) {
    const next = await deps.mistakes.reviewFromFlashcard(tx, {
      reviewRowId: entry.id,
      userId: input.userId,
      questionId: input.questionId,
      rating: entry.rating,
      reviewedAt: entry.reviewedAt,
    });
    if (!next) continue;
    if (wasDue(state, entry.reviewedAt)) earning.push(entry.id);
    state = next;
  }
  await deps.repository.saveState(tx, input.card.id, state);
  return earning;
}

export async function applyReviewBatch(
  tx: DbTransaction,
  deps: {
    repository: FlashcardsRepository;
    schedule: ScheduleRepository;
    mistakes: FlashcardMistakes;
    payXp: (input: { xp: number; batchKey: string }) => Promise<number>;
  },
  input: { userId: string; body: FlashcardReviewsBody; receivedAt: Date; settings: FlashcardSettings },
): Promise<FlashcardReviewsReply> {
  const { repository, schedule } = deps;
  const { userId, body, receivedAt, settings } = input;
  const today = economyDay(receivedAt);
  const cardIds = [...new Set(body.reviews.map((entry) => entry.cardId))];
  const cards = new Map((await repository.cardsByIds(tx, userId, cardIds)).map((row) => [row.id, row]));
  // A card that is not hers (deleted, or another student's: not told apart) skips its reviews only.
  const skipped: FlashcardReviewsReply['skipped'] = [];
  const logged = await repository.loggedReviews(
    tx,
    userId,
    body.reviews.map((entry) => entry.reviewId),
  );
  const fresh = [];
  const seen = new Map<string, string>();
  let duplicates = 0;
  for (const entry of body.reviews) {
    const card = cards.get(entry.cardId);
    if (!card) {
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
    const deviceTime = new Date(entry.reviewedAt);
    if (Number.isNaN(deviceTime.getTime())) throw badRequest(flashcardMessages.reviewedAtInvalid);
    fresh.push({
      userId,
      cardId: entry.cardId,
      reviewId: entry.reviewId,
      rating: entry.rating,
      reviewedAt: clampReviewedAt(deviceTime, receivedAt, card.createdAt),
      receivedAt,
      wasDue: false,
      day: today,
      xpAwarded: 0,
      retention: settings.retention,
    });
  }
  if (fresh.length === 0) return { applied: 0, duplicates, xpAwarded: 0, skipped };
  await repository.insertReviews(tx, fresh);

  // Replay each touched card's whole log: a review that arrived late lands where it happened; a
  // new review is placed by the schedule against the other cards' load, and that place is kept.
  const load = loadByDay(await schedule.duesFrom(tx, userId, startOfDay(today)));
  const shift = (day: string, by: number) => load.set(day, Math.max(0, (load.get(day) ?? 0) + by));
  const freshIds = new Set(fresh.map((entry) => entry.reviewId));
  const placed = new Map<string, Date>();
  const place = (entry: FlashcardReviewRow, after: ReviewCard) => {
    if (!freshIds.has(entry.reviewId)) return null;
    const due = placedDue({ after, reviewedAt: entry.reviewedAt, settings, load });
    placed.set(entry.id, due);
    return due;
  };
  const earning: string[] = [];
  for (const cardId of [...new Set(fresh.map((entry) => entry.cardId))].sort()) {
    const card = cards.get(cardId) as FlashcardCardRow;
    const questionId = card.kind === 'mistake' ? questionOfMistake(card.sourceKey) : null;
    if (questionId) {
      earning.push(...(await reviewMistake(tx, deps, { userId, card, questionId, freshIds })));
      continue;
    }
    shift(economyDay(card.due), -1);
    const { steps, state } = replayCard(card, await repository.logOf(tx, cardId), place);
    for (const { entry, before } of steps) {
      if (freshIds.has(entry.reviewId) && wasDue(before, entry.reviewedAt)) earning.push(entry.id);
    }
    shift(economyDay(state.due), 1);
    await repository.saveState(tx, cardId, state);
  }
  await schedule.savePlacedDues(tx, placed);

  const room = Math.max(0, FLASHCARD_XP_DAILY_CAP - (await repository.xpOn(tx, userId, today)));
  const paid = earning.slice(0, Math.floor(room / FLASHCARD_REVIEW_XP));
  let xpAwarded = 0;
  if (paid.length > 0) {
    await repository.setXp(tx, paid);
    xpAwarded = await deps.payXp({ xp: paid.length * FLASHCARD_REVIEW_XP, batchKey: [...paid].sort()[0] as string });
  }
  return { applied: fresh.length, duplicates, xpAwarded, skipped };
}
