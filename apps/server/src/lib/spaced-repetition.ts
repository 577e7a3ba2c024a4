import { type Card, createEmptyCard, fsrs, type Grade, Rating, State } from 'ts-fsrs';

/**
 * One spaced-repetition scheduler for the whole app (FSRS through `ts-fsrs`): the MCQ mistakes
 * deck and the revision tracker both store a `ReviewCard` per (user, item) and ask this module for
 * the next one. Pure functions: no clock of its own (callers pass `now`), no database.
 */

/** The share of reviews a student should still recall when an item falls due (FSRS's default). */
export const REQUESTED_RETENTION = 0.9;

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

/**
 * No same-day learning steps (`enable_short_term: false`, docs/product-rules.md "Revision and planners"):
 * every rating, Again included, moves a card to a later day, so "Due today" after a review never
 * means "still due today" and the mistakes deck counts what the student has left to do.
 */
const scheduler = fsrs({ request_retention: REQUESTED_RETENTION, enable_fuzz: false, enable_short_term: false });

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
export function review(card: ReviewCard, rating: ReviewRating, now: Date): ReviewCard {
  const { card: next } = scheduler.next(toLibrary(card), now, GRADES[rating]);
  return fromLibrary(next);
}

/** When the card would come back after each rating at `now`: what the rating buttons show. */
export function preview(card: ReviewCard, now: Date): Record<ReviewRating, Date> {
  const outcomes = scheduler.repeat(toLibrary(card), now);
  return {
    again: outcomes[Rating.Again].card.due,
    hard: outcomes[Rating.Hard].card.due,
    good: outcomes[Rating.Good].card.due,
    easy: outcomes[Rating.Easy].card.due,
  };
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
