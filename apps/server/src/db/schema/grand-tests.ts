import type { ItemStats } from '@medsutra/contract/library/item-figures';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { mcqTests } from './mcq.ts';
import { users } from './users.ts';

/**
 * Grand tests: one paper for everyone in one window (decision 125). The paper's questions live in
 * the library (no foreign key, as between practice and the library); an attempt is a timed test of
 * the test engine (`mcq_tests`, same id); a submitted attempt's score is one row of the results
 * table, which ranks are read from (decision 126).
 */
export const grandTests = pgTable('grand_tests', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  /** `neet-pg`, `inicet` or `fmge` (TEST_PATTERNS). */
  pattern: text('pattern').notNull(),
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  /** `draft` until an admin publishes it; students see only published tests. */
  status: text('status').notNull().default('draft'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /** When the item analysis ran after the window closed (null: not yet). */
  analysedAt: timestamp('analysed_at', { withTimezone: true }),
});

/** The paper, in order; `stats` holds the question's item analysis once the window has closed. */
export const grandTestQuestions = pgTable(
  'grand_test_questions',
  {
    grandTestId: uuid('grand_test_id')
      .notNull()
      .references(() => grandTests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: text('question_id').notNull(),
    subjectId: text('subject_id').notNull(),
    subtopicId: text('subtopic_id'),
    difficulty: text('difficulty').notNull(),
    stats: jsonb('stats').$type<Record<string, unknown>>(),
  },
  (table) => [
    primaryKey({ columns: [table.grandTestId, table.position] }),
    unique('grand_test_questions_question_unique').on(table.grandTestId, table.questionId),
  ],
);

/** One attempt per student and test; its id is the timed test's (`mcq_tests.id`). */
export const grandTestAttempts = pgTable(
  'grand_test_attempts',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => mcqTests.id, { onDelete: 'cascade' }),
    grandTestId: uuid('grand_test_id')
      .notNull()
      .references(() => grandTests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('grand_test_attempts_one_per_student').on(table.grandTestId, table.userId)],
);

/**
 * A submitted attempt's score, one row per student: rank and percentile are counts on the
 * (test, score) index, the leaderboard a `rank()` over its first rows.
 */
export const grandTestResults = pgTable(
  'grand_test_results',
  {
    grandTestId: uuid('grand_test_id')
      .notNull()
      .references(() => grandTests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').notNull(),
    score: doublePrecision('score').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    correct: integer('correct').notNull(),
    wrong: integer('wrong').notNull(),
    unanswered: integer('unanswered').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.grandTestId, table.userId] }),
    index('grand_test_results_score_idx').on(table.grandTestId, table.score.desc()),
  ],
);

/** The same per subject: a subject's rank is read from its own (test, subject, score) index. */
export const grandTestSubjectResults = pgTable(
  'grand_test_subject_results',
  {
    grandTestId: uuid('grand_test_id')
      .notNull()
      .references(() => grandTests.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.grandTestId, table.subjectId, table.userId] }),
    index('grand_test_subject_results_score_idx').on(table.grandTestId, table.subjectId, table.score.desc()),
  ],
);

/** A student's "remind me" on an upcoming test. */
export const grandTestReminders = pgTable(
  'grand_test_reminders',
  {
    grandTestId: uuid('grand_test_id')
      .notNull()
      .references(() => grandTests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the reminder mail went out (the window had opened); null until then. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.grandTestId, table.userId] })],
);

/**
 * The bank's item analysis (decision 145): each question's figures from its first answers, once
 * BANK_ITEM_MIN_ANSWERERS students have answered it, recomputed when it has new answers.
 */
export const bankItemStats = pgTable('bank_item_stats', {
  questionId: text('question_id').primaryKey(),
  takers: integer('takers').notNull(),
  stats: jsonb('stats').$type<ItemStats>().notNull(),
  analysedAt: timestamp('analysed_at', { withTimezone: true }).notNull(),
});

/** How far the bank's item analysis has read `mcq_answers.recorded_at` (one row, `bank`). */
export const bankItemAnalysisRuns = pgTable('bank_item_analysis_runs', {
  id: text('id').primaryKey(),
  readThrough: timestamp('read_through', { withTimezone: true }).notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
});
