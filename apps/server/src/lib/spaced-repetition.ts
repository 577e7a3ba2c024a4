import { type Card, createEmptyCard, fsrs, type Grade, Rating, State } from 'ts-fsrs';

/**
 * One spaced-repetition scheduler for the whole app (FSRS through `ts-fsrs`): the MCQ mistakes
 * deck and the revision tracker both store a `ReviewCard` per (user, item) and ask this module for
 * the next one. Pure functions: no clock of its own (callers pass `now`), no database.
 */

/** The share of reviews a student should still recall when an item falls due (FSRS's default). */
const REQUESTED_RETENTION = 0.9;

/** How the student rated one review; the API's words for FSRS's four grades. */
export type ReviewRating = 'again' | 'hard' | 'good' | 'easy';
export const REVIEW_RATINGS: readonly ReviewRating[] = ['again', 'hard', 'good', 'easy'];

/** What a table stores for one card: plain numbers and dates, nothing library-specific. */
export interface ReviewCard {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: 'new' | 'learning' | 'review' | 'relearning';
  lastReview: Date | null;
}

/** A stored row's scheduler columns (subtopic, mistake and flashcard rows all carry them). */
export function reviewCardOf(row: ReviewCard): ReviewCard {
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

/**
 * No same-day learning steps (`enable_short_term: false`, docs/product-rules.md "Revision and planners"):
 * every rating, Again included, moves a card to a later day, so "Due today" after a review never
 * means "still due today" and the mistakes deck counts what the student has left to do.
 */
const scheduler = fsrs({ request_retention: REQUESTED_RETENTION, enable_fuzz: false, enable_short_term: false });
const schedulers = new Map<number, typeof scheduler>([[REQUESTED_RETENTION, scheduler]]);

/** The scheduler for a desired retention (flashcards let a student choose hers); one per value, kept. */
function schedulerFor(retention: number = REQUESTED_RETENTION): typeof scheduler {
  let found = schedulers.get(retention);
  if (!found) {
    found = fsrs({ request_retention: retention, enable_fuzz: false, enable_short_term: false });
    schedulers.set(retention, found);
  }
  return found;
}

const GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const STATES: Record<ReviewCard['state'], State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};
const STATE_NAMES = Object.fromEntries(Object.entries(STATES).map(([name, value]) => [value, name])) as Record<
  State,
  ReviewCard['state']
>;

/** A card never reviewed, due at `now`. */
export function newReviewCard(now: Date): ReviewCard {
  return fromLibrary(createEmptyCard(now));
}

/** The card after one review rated `rating` at `now`; `due` is when to show it next. */
export function review(card: ReviewCard, rating: ReviewRating, now: Date, retention?: number): ReviewCard {
  const { card: next } = schedulerFor(retention).next(toLibrary(card), now, GRADES[rating]);
  return fromLibrary(next);
}

/** One entry of a card's review log. */
export interface LoggedReview {
  rating: ReviewRating;
  reviewedAt: Date;
  /** The retention this review was scheduled at (a student may change hers); absent: the replay's. */
  retention?: number | null;
  /** A due the scheduler's caller gave this review (load balancing), kept in the log; absent: FSRS's. */
  placedDue?: Date | null;
}

/**
 * The card's state as the replay of its log: from `start` (a new card, or an imported state), each
 * review in time order (ties kept in the order given). The one way every deck that keeps a log
 * (flashcards) computes state, so a review that arrives late lands where it happened.
 */
export function replay(start: ReviewCard, log: readonly LoggedReview[], retention?: number): ReviewCard {
  const steps = replaySteps(start, log, retention);
  return steps.at(-1)?.after ?? start;
}

/** The replay step by step: the card before and after each review, in the order they were applied. */
export function replaySteps<T extends LoggedReview>(
  start: ReviewCard,
  log: readonly T[],
  retention?: number,
  /** Where a review without a kept `placedDue` lands instead of FSRS's due (null: FSRS's). */
  place?: (entry: T, after: ReviewCard) => Date | null,
): { entry: T; before: ReviewCard; after: ReviewCard }[] {
  const ordered = log
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.reviewedAt.getTime() - b.entry.reviewedAt.getTime() || a.index - b.index);
  const steps: { entry: T; before: ReviewCard; after: ReviewCard }[] = [];
  let card = start;
  for (const { entry } of ordered) {
    let after = review(card, entry.rating, entry.reviewedAt, entry.retention ?? retention);
    const placed = entry.placedDue ?? place?.(entry, after) ?? null;
    if (placed) after = { ...after, due: placed };
    steps.push({ entry, before: card, after });
    card = after;
  }
  return steps;
}

/** When the card would come back after each rating at `now`: what the rating buttons show. */
export function preview(card: ReviewCard, now: Date, retention?: number): Record<ReviewRating, Date> {
  const outcomes = schedulerFor(retention).repeat(toLibrary(card), now);
  return {
    again: outcomes[Rating.Again].card.due,
    hard: outcomes[Rating.Hard].card.due,
    good: outcomes[Rating.Good].card.due,
    easy: outcomes[Rating.Easy].card.due,
  };
}

/** The probability (0–1) that the student still recalls the card at `now` (FSRS's retrievability). */
export function recallProbability(card: ReviewCard, now: Date): number {
  if (card.state === 'new') return 0;
  return scheduler.get_retrievability(toLibrary(card), now, false);
}

/** Whether the card is due at `now`. */
export function isDue(card: Pick<ReviewCard, 'due'>, now: Date): boolean {
  return card.due.getTime() <= now.getTime();
}

function toLibrary(card: ReviewCard): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATES[card.state],
    last_review: card.lastReview ?? undefined,
  };
}

function fromLibrary(card: Card): ReviewCard {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_NAMES[card.state],
    lastReview: card.last_review ?? null,
  };
}
