import { date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, userRef } from './columns.ts';
import { reviewCardColumns } from './review-card-columns.ts';

/**
 * The revision tracker: one FSRS card per student and library subtopic (created at the first
 * review; a subtopic without a card is "not started"), and every review with the client's id so a
 * resent review counts once. No foreign key to the library, as elsewhere (its files are replaced).
 */
export const revisionCards = pgTable(
  'revision_cards',
  {
    userId: userRef(),
    subtopicId: text('subtopic_id').notNull(),
    ...reviewCardColumns(),
    /** Reviews done, whatever their rating ("revised N times"). */
    reviewCount: integer('review_count').notNull().default(0),
    /** When the student last opened this subtopic's note from revision (a note read pays after 30 s). */
    noteOpenedAt: timestamptz('note_opened_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.subtopicId] }),
    index('revision_cards_user_due_idx').on(table.userId, table.due),
  ],
);

export const revisionReviews = pgTable(
  'revision_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    /** The client's id for this review: the same id twice is one review. */
    reviewId: text('review_id').notNull(),
    subtopicId: text('subtopic_id').notNull(),
    rating: text('rating', { enum: ['again', 'hard', 'good', 'easy'] }).notNull(),
    method: text('method', { enum: ['rating', 'check', 'plan', 'note'] }).notNull(),
    /** With a check: how many of its questions were right. */
    checkCorrect: integer('check_correct'),
    /** The Asia/Kolkata day of the review. */
    day: date('day', { mode: 'string' }).notNull(),
    xpAwarded: integer('xp_awarded').notNull(),
    nextDue: timestamptz('next_due').notNull(),
    reviewCount: integer('review_count').notNull(),
    reviewedAt: timestamptz('reviewed_at').notNull(),
  },
  (table) => [
    uniqueIndex('revision_reviews_user_review_key').on(table.userId, table.reviewId),
    index('revision_reviews_user_subtopic_idx').on(table.userId, table.subtopicId),
  ],
);
