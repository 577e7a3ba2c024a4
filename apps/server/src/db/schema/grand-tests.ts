import type { ItemStats } from '@medsutra/contract/library/item-figures';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { parentRef, timestamptz, userRef } from './columns.ts';
import { mcqTests } from './mcq.ts';

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
  opensAt: timestamptz('opens_at').notNull(),
  closesAt: timestamptz('closes_at').notNull(),
  /** `draft` until an admin publishes it; students see only published tests. */
  status: text('status').notNull().default('draft'),
  createdAt: timestamptz('created_at').notNull(),
  publishedAt: timestamptz('published_at'),
  /** When the item analysis ran after the window closed (null: not yet). */
  analysedAt: timestamptz('analysed_at'),
});

/** The paper, in order; `stats` holds the question's item analysis once the window has closed. */
export const grandTestQuestions = pgTable(
  'grand_test_questions',
  {
    grandTestId: parentRef('grand_test_id', () => grandTests.id),
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
    grandTestId: parentRef('grand_test_id', () => grandTests.id),
    userId: userRef(),
    startedAt: timestamptz('started_at').notNull(),
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
    grandTestId: parentRef('grand_test_id', () => grandTests.id),
    userId: userRef(),
    attemptId: uuid('attempt_id').notNull(),
    score: doublePrecision('score').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    correct: integer('correct').notNull(),
    wrong: integer('wrong').notNull(),
    unanswered: integer('unanswered').notNull(),
    submittedAt: timestamptz('submitted_at').notNull(),
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
    grandTestId: parentRef('grand_test_id', () => grandTests.id),
    subjectId: text('subject_id').notNull(),
    userId: userRef(),
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
    grandTestId: parentRef('grand_test_id', () => grandTests.id),
    userId: userRef(),
    createdAt: timestamptz('created_at').notNull(),
    /** When the reminder mail went out (the window had opened); null until then. */
    sentAt: timestamptz('sent_at'),
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
  analysedAt: timestamptz('analysed_at').notNull(),
});

/** How far the bank's item analysis has read `mcq_answers.recorded_at` (one row, `bank`). */
export const bankItemAnalysisRuns = pgTable('bank_item_analysis_runs', {
  id: text('id').primaryKey(),
  readThrough: timestamptz('read_through').notNull(),
  ranAt: timestamptz('ran_at').notNull(),
});
