import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { parentRef, timestamptz, userRef } from './columns.ts';
import { reviewCardColumns } from './review-card-columns.ts';

/**
 * MCQ practice. Questions live in the library (no foreign keys to it, as between the library's own
 * tables: a content file may be replaced while answers still name its question ids). An answer
 * keeps the subject and subtopic its question had, so analytics read only these tables.
 */

/** A practice session: the questions it was dealt and the random ids their options carry in it. */
export const mcqSessions = pgTable(
  'mcq_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    /** `test`: a submitted timed test's answers, recorded once so analytics count them (id = the test's id). */
    mode: text('mode', { enum: ['tutor', 'exam', 'daily', 'test'] }).notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    /** A daily challenge's Asia/Kolkata day: one challenge session per student and day. */
    day: text('day'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('mcq_sessions_user_created_idx').on(table.userId, table.createdAt.desc()),
    uniqueIndex('mcq_sessions_user_day_key').on(table.userId, table.day),
  ],
);

export const mcqSessionQuestions = pgTable(
  'mcq_session_questions',
  {
    sessionId: parentRef('session_id', () => mcqSessions.id),
    questionId: text('question_id').notNull(),
    position: integer('position').notNull(),
    /** `optionIds[i]` is the id the library's option i carries in this session. */
    optionIds: jsonb('option_ids').$type<string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.questionId] })],
);

/** One answer per question per session; `answerId` is the client's, so a resend counts once. */
export const mcqAnswers = pgTable(
  'mcq_answers',
  {
    answerId: uuid('answer_id').primaryKey(),
    userId: userRef(),
    sessionId: parentRef('session_id', () => mcqSessions.id),
    questionId: text('question_id').notNull(),
    subjectId: text('subject_id').notNull(),
    subtopicId: text('subtopic_id'),
    chosenIndex: integer('chosen_index').notNull(),
    correct: boolean('correct').notNull(),
    xpAwarded: integer('xp_awarded').notNull().default(0),
    answeredAt: timestamptz('answered_at').notNull(),
    /**
     * When the row was written (a test's answers are written at submit, with the earlier time each
     * was saved as `answeredAt`): the bank's item analysis reads the questions answered since its
     * last run by this (decision 145).
     */
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (table) => [
    unique('mcq_answers_session_question_key').on(table.sessionId, table.questionId),
    index('mcq_answers_recorded_idx').on(table.recordedAt),
    index('mcq_answers_user_question_idx').on(table.userId, table.questionId, table.answeredAt.desc()),
    index('mcq_answers_user_subject_idx').on(table.userId, table.subjectId),
    /** The bank's item analysis reads each question's first answers per student (decisions 145, 151). */
    index('mcq_answers_question_user_idx').on(table.questionId, table.userId, table.answeredAt),
  ],
);

/** The first correct answer a student gave to a question: what practice XP is paid for, once. */
export const mcqFirstCorrect = pgTable(
  'mcq_first_correct',
  {
    userId: userRef(),
    questionId: text('question_id').notNull(),
    answerId: uuid('answer_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] })],
);

/** Practice XP paid on a day (Asia/Kolkata): the row a capped award updates, so the cap holds under races. */
export const mcqPracticeXpDays = pgTable(
  'mcq_practice_xp_days',
  {
    userId: userRef(),
    day: text('day').notNull(),
    xp: integer('xp').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    check('mcq_practice_xp_days_xp_check', sql`${table.xp} >= 0`),
  ],
);

export const mcqBookmarks = pgTable(
  'mcq_bookmarks',
  {
    userId: userRef(),
    questionId: text('question_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] })],
);

/** A timed test: its pattern, the server's deadline, and once submitted its result (kept, so a second submit answers the same). */
export const mcqTests = pgTable(
  'mcq_tests',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    pattern: text('pattern').notNull(),
    /**
     * What makes two tests "the same test" for percentiles: the pattern (`neet-pg`, `inicet`,
     * `fmge`), or for a custom test its questions, minutes and subjects (`custom:20q:20m:all`).
     */
    cohort: text('cohort').notNull().default(''),
    marksCorrect: doublePrecision('marks_correct').notNull(),
    marksWrong: doublePrecision('marks_wrong').notNull(),
    /**
     * The start; for a test whose parts run in turn (an FMGE grand test), the origin of its parts'
     * clocks, moved back when a part is submitted early (decision 144, mcq/test-parts.ts).
     */
    startedAt: timestamptz('started_at').notNull(),
    deadline: timestamptz('deadline').notNull(),
    /** When it was submitted; for one marked after its time ran out unsubmitted, its deadline. */
    submittedAt: timestamptz('submitted_at'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** A grand test's attempt: its review (key and explanations) stays closed until then (decision 125). */
    keyHiddenUntil: timestamptz('key_hidden_until'),
  },
  (table) => [
    index('mcq_tests_user_started_idx').on(table.userId, table.startedAt.desc()),
    // Percentiles: the submitted tests of one pattern.
    index('mcq_tests_cohort_submitted_idx').on(table.cohort, table.submittedAt),
  ],
);

export const mcqTestQuestions = pgTable(
  'mcq_test_questions',
  {
    testId: parentRef('test_id', () => mcqTests.id),
    questionId: text('question_id').notNull(),
    position: integer('position').notNull(),
    part: integer('part').notNull(),
    subjectId: text('subject_id').notNull(),
    optionIds: jsonb('option_ids').$type<string[]>().notNull(),
    /** Seconds the exam screen showed the question, as the device counted them and sent them with the submit. */
    secondsSpent: integer('seconds_spent'),
  },
  (table) => [primaryKey({ columns: [table.testId, table.questionId] })],
);

/** The latest saved choice per question; `sequence` orders a phone's resends. */
export const mcqTestAnswers = pgTable(
  'mcq_test_answers',
  {
    testId: parentRef('test_id', () => mcqTests.id),
    questionId: text('question_id').notNull(),
    answerId: uuid('answer_id').notNull(),
    choiceIndex: integer('choice_index'),
    sequence: integer('sequence').notNull(),
    savedAt: timestamptz('saved_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.testId, table.questionId] })],
);

/**
 * The mistakes deck: one FSRS card (lib/spaced-repetition.ts) per student and question she got
 * wrong, in practice or in a test. `due` is when "Review my mistakes" serves it again.
 */
export const mcqMistakeCards = pgTable(
  'mcq_mistake_cards',
  {
    userId: userRef(),
    questionId: text('question_id').notNull(),
    subjectId: text('subject_id').notNull(),
    ...reviewCardColumns(),
    addedAt: timestamptz('added_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    index('mcq_mistake_cards_user_due_idx').on(table.userId, table.due),
  ],
);

/** Each answer reviews the deck once: its id is the key, so a resend or a second submit changes nothing. */
export const mcqMistakeReviews = pgTable(
  'mcq_mistake_reviews',
  {
    answerId: uuid('answer_id').primaryKey(),
    userId: userRef(),
    questionId: text('question_id').notNull(),
    rating: text('rating', { enum: ['again', 'hard', 'good', 'easy'] }).notNull(),
    reviewedAt: timestamptz('reviewed_at').notNull(),
  },
  (table) => [index('mcq_mistake_reviews_user_idx').on(table.userId)],
);
