import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { parentRef, timestamptz, userKey, userRef } from './columns.ts';
import { reviewCardColumns } from './review-card-columns.ts';

/**
 * Flashcards (issue 34): a student's decks (one library deck, one "My mistakes" deck, any number
 * of her own), her cards (each an FSRS card with the shared columns), and the append-only review
 * log. A card's scheduling state is always the replay of its log (decision 131); the columns on
 * the card are that replay kept, so "due now" is one indexed read.
 */
export const flashcardDecks = pgTable(
  'flashcard_decks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    kind: text('kind', { enum: ['library', 'mistakes', 'own'] }).notNull(),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('flashcard_decks_user_idx').on(table.userId),
    // One library deck and one mistakes deck per student; her own decks are as many as she makes.
    uniqueIndex('flashcard_decks_user_kind_key').on(table.userId, table.kind).where(sql`${table.kind} <> 'own'`),
  ],
);

export const flashcardCards = pgTable(
  'flashcard_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    deckId: parentRef('deck_id', () => flashcardDecks.id),
    kind: text('kind', { enum: ['cloze', 'table', 'mistake', 'basic', 'occlusion'] }).notNull(),
    /**
     * Where a made card comes from: `note:<subtopic>:s<section>:p<point>`, `table:<subtopic>:t<i>:r<j>`
     * or `mistake:<question>`; null for the student's own. A corrected note rewrites the text of
     * the card with the same key and leaves its history alone.
     */
    sourceKey: text('source_key'),
    front: text('front').notNull(),
    back: text('back').notNull(),
    /** An image-occlusion card's figure and hidden label (`occlusion` kind only). */
    occlusion: jsonb('occlusion').$type<{ figureId: string; labelId: string; label: string }>(),
    /** An own card's picture in the file store (`imageKey(imageId)`, lib/images.ts), from an Anki import. */
    imageId: text('image_id'),
    imageSide: text('image_side', { enum: ['front', 'back'] }),
    ...reviewCardColumns(),
    /**
     * The backlog spread (decision 137): the day a spread gave the card, and when. It holds over
     * the replay while no review after `rescheduled_at` is in the log.
     */
    rescheduledDue: timestamptz('rescheduled_due'),
    rescheduledAt: timestamptz('rescheduled_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('flashcard_cards_user_source_key').on(table.userId, table.sourceKey),
    index('flashcard_cards_user_due_idx').on(table.userId, table.due),
    index('flashcard_cards_deck_idx').on(table.deckId),
  ],
);

/** Every review a device sent, once per (student, review id); never updated, never deleted but with its card. */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    cardId: parentRef('card_id', () => flashcardCards.id),
    /** The device's id for the review: the same id twice is one review. */
    reviewId: text('review_id').notNull(),
    rating: text('rating', { enum: ['again', 'hard', 'good', 'easy'] }).notNull(),
    /** The device's time, clamped (decision 132): never ahead of arrival by more than the skew, never before the card. */
    reviewedAt: timestamptz('reviewed_at').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
    /** Whether the card was due when it was reviewed (by the replay): only those earn XP. */
    wasDue: boolean('was_due').notNull(),
    /** The Asia/Kolkata day of arrival, for the daily XP cap. */
    day: date('day', { mode: 'string' }).notNull(),
    xpAwarded: integer('xp_awarded').notNull(),
    /** The retention the review was scheduled at (the student's then); null: the default, 0.9. */
    retention: doublePrecision('retention'),
    /**
     * The due the load balancing gave this review (decision 137), kept so the replay is the same
     * whatever the other cards do later; null: FSRS's own due (imported or older reviews).
     */
    placedDue: timestamptz('placed_due'),
  },
  (table) => [
    uniqueIndex('flashcard_reviews_user_review_key').on(table.userId, table.reviewId),
    index('flashcard_reviews_card_time_idx').on(table.cardId, table.reviewedAt),
    index('flashcard_reviews_user_day_idx').on(table.userId, table.day),
  ],
);

/** A student's schedule settings (issue 34); no row: the defaults (0.9, no easy days, no exam). */
export const flashcardSettings = pgTable('flashcard_settings', {
  userId: userKey(),
  retention: doublePrecision('retention').notNull(),
  /** Weekdays, 0 = Sunday … 6 = Saturday, sorted. */
  easyDays: integer('easy_days').array().notNull(),
  examDate: date('exam_date', { mode: 'string' }),
  updatedAt: timestamptz('updated_at').notNull(),
});
