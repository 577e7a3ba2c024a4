import { doublePrecision, integer, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * The columns of one FSRS card (lib/spaced-repetition.ts `ReviewCard`), shared by every table
 * that schedules reviews: the MCQ mistakes deck and the revision tracker.
 */
export const reviewCardColumns = () => ({
  due: timestamptz('due').notNull(),
  stability: doublePrecision('stability').notNull(),
  difficulty: doublePrecision('difficulty').notNull(),
  scheduledDays: integer('scheduled_days').notNull(),
  learningSteps: integer('learning_steps').notNull(),
  reps: integer('reps').notNull(),
  lapses: integer('lapses').notNull(),
  state: text('state', { enum: ['new', 'learning', 'review', 'relearning'] }).notNull(),
  lastReview: timestamptz('last_review'),
});
