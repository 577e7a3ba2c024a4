import type { ExamTag, LibraryQuestion, ReviewRecord, SubtopicNotes } from '@medsutra/contract/library/content';
import { CASE_AREAS } from '@medsutra/contract/library/content';
import type { ItemStats } from '@medsutra/contract/library/item-figures';
import { QUESTION_FORMATS } from '@medsutra/contract/library/question-body';
import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/**
 * The medical library: the syllabus (subjects → topics → subtopics), high-yield notes, questions
 * and clinical cases. The repository's own content comes from `content/library/` (its
 * `sourceFile` is the file's path there, so a changed file replaces exactly its own rows);
 * content an institution imports has `sourceFile` null and carries its source and licence.
 * There are no foreign keys between these tables: the import validates references, and a file
 * must be replaceable on its own while another file still points at its ids.
 */

/** What the start-up import last applied from each content file, so an unchanged file is skipped. */
export const libraryFiles = pgTable('library_files', {
  path: text('path').primaryKey(),
  sha256: text('sha256').notNull(),
  importedAt: timestamptz('imported_at').notNull().defaultNow(),
});

export const librarySubjects = pgTable('library_subjects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/** `medicine.endocrine`: a topic's id is its subject and its slug. */
export const libraryTopics = pgTable(
  'library_topics',
  {
    id: text('id').primaryKey(),
    subjectId: text('subject_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    sourceFile: text('source_file'),
  },
  (table) => [index('library_topics_subject_idx').on(table.subjectId, table.position)],
);

export const librarySubtopics = pgTable(
  'library_subtopics',
  {
    id: text('id').primaryKey(),
    subjectId: text('subject_id').notNull(),
    topicId: text('topic_id').notNull(),
    name: text('name').notNull(),
    yield: text('yield', { enum: ['high', 'medium', 'low'] }).notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    position: integer('position').notNull(),
    sourceFile: text('source_file'),
  },
  (table) => [
    index('library_subtopics_topic_idx').on(table.topicId, table.position),
    index('library_subtopics_subject_idx').on(table.subjectId),
  ],
);

/** Provenance every note, question and case carries (the repository's own, or an institution's). */
const provenance = {
  /** A hash of the item's content: a report names the version it was about. */
  version: text('version').notNull(),
  source: text('source').notNull(),
  licence: text('licence').notNull(),
  sourceFile: text('source_file'),
};

/** When an item was written, for which exams, and its second reading (null until reviewed). */
const editorial = {
  exams: jsonb('exams').$type<ExamTag[]>().notNull().default([]),
  written: date('written', { mode: 'string' }),
  review: jsonb('review').$type<ReviewRecord>(),
};

/** A note as written (docs/content-format.md): sections of points, tables, mnemonics, traps, figures. */
export const libraryNotes = pgTable('library_notes', {
  subtopicId: text('subtopic_id').primaryKey(),
  sections: jsonb('sections').$type<SubtopicNotes['sections']>().notNull(),
  tables: jsonb('tables').$type<NonNullable<SubtopicNotes['tables']>>().notNull().default([]),
  mnemonics: jsonb('mnemonics').$type<NonNullable<SubtopicNotes['mnemonics']>>().notNull().default([]),
  traps: jsonb('traps').$type<string[]>().notNull().default([]),
  figures: jsonb('figures').$type<NonNullable<SubtopicNotes['figures']>>().notNull().default([]),
  /** `noteWordCount`: what the library's statistics measure a note's length by. */
  wordCount: integer('word_count').notNull().default(0),
  references: jsonb('references').$type<string[]>().notNull(),
  ...editorial,
  ...provenance,
});

/** The figures the project's code draws (`content/library/figures/<generator>.json`), without their parameters. */
export const libraryFigures = pgTable('library_figures', {
  id: text('id').primaryKey(),
  generator: text('generator').notNull(),
  alt: text('alt').notNull(),
  shows: text('shows').notNull(),
  width: integer('width'),
  height: integer('height'),
  sourceFile: text('source_file'),
});

export const libraryQuestions = pgTable(
  'library_questions',
  {
    id: text('id').primaryKey(),
    subjectId: text('subject_id').notNull(),
    subtopicId: text('subtopic_id'),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    format: text('format', { enum: QUESTION_FORMATS }).notNull().default('single'),
    stem: text('stem').notNull(),
    /** The format's own parts (docs/content-format.md); null where the format has none. */
    statements: jsonb('statements').$type<string[]>(),
    match: jsonb('match').$type<NonNullable<LibraryQuestion['match']>>(),
    steps: jsonb('steps').$type<string[]>(),
    assertion: text('assertion'),
    reason: text('reason'),
    /** A figure id of `library_figures` (not a foreign key: a figure's file may land after its question's). */
    figure: text('figure'),
    options: jsonb('options').$type<string[]>().notNull(),
    answerIndex: integer('answer_index').notNull(),
    explanation: text('explanation').notNull(),
    optionExplanations: jsonb('option_explanations').$type<string[]>(),
    references: jsonb('references').$type<string[]>().notNull(),
    ...editorial,
    ...provenance,
  },
  (table) => [
    index('library_questions_subtopic_idx').on(table.subtopicId),
    index('library_questions_subject_idx').on(table.subjectId),
    check('library_questions_answer_index_check', sql`${table.answerIndex} between 0 and 3`),
  ],
);

/**
 * Questions held back from the bank (decision 127): a grand test's paper is reserved from the
 * moment it is assembled until its window closes. While `reservedUntil` is ahead, practice,
 * custom tests, the daily challenge, search and the tutor leave the question out
 * (`question-reservations.ts`, the one condition they all use). One reservation per question.
 */
export const libraryQuestionReservations = pgTable(
  'library_question_reservations',
  {
    questionId: text('question_id').primaryKey(),
    /** Who holds it: `grand-test:<id>`. */
    reservedBy: text('reserved_by').notNull(),
    reservedUntil: timestamptz('reserved_until').notNull(),
  },
  (table) => [index('library_question_reservations_by_idx').on(table.reservedBy)],
);

/**
 * A difficulty label an admin set from a question's item analysis (decision 145). Kept apart from
 * `library_questions`, whose rows the start-up import replaces: each import writes the override
 * back over the file's label in its own transaction, so every reader of
 * `library_questions.difficulty` sees the corrected label.
 */
export const libraryQuestionDifficulty = pgTable('library_question_difficulty', {
  questionId: text('question_id').primaryKey(),
  difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
  /** The file's label when it was corrected, and the figures the admin corrected it from. */
  importedDifficulty: text('imported_difficulty').notNull(),
  figures: jsonb('figures').$type<ItemStats>(),
  setAt: timestamptz('set_at').notNull(),
});

/** A staged case: the whole case as written (it is shown and marked as one document). */
export const libraryCases = pgTable(
  'library_cases',
  {
    id: text('id').primaryKey(),
    area: text('area', { enum: CASE_AREAS }).notNull(),
    subjectId: text('subject_id').notNull(),
    subtopicIds: jsonb('subtopic_ids').$type<string[]>().notNull(),
    title: text('title').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    references: jsonb('references').$type<string[]>().notNull(),
    ...provenance,
  },
  (table) => [index('library_cases_area_idx').on(table.area)],
);

/**
 * One row per searchable thing, rebuilt from the tables above whenever the library changes:
 * a subtopic (its name, aliases and notes), a question (stem and options, never the answer) or a
 * case (title and presentation). Two dictionaries as in documentation search: `english` stems
 * ("infarctions" finds "infarction"), `simple` keeps a half-typed word's prefix.
 */
const searchVector: SQL = sql`
  setweight(to_tsvector('english'::regconfig, coalesce(terms, '')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(terms, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'B') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(body, '')), 'C')`;

export const librarySearch = pgTable(
  'library_search',
  {
    kind: text('kind', { enum: ['subtopic', 'question', 'case'] }).notNull(),
    itemId: text('item_id').notNull(),
    subjectId: text('subject_id').notNull(),
    subtopicId: text('subtopic_id'),
    title: text('title').notNull(),
    /** The title and every other name it goes by (aliases): what a misspelling is matched against. */
    terms: text('terms').notNull(),
    body: text('body').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(searchVector),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemId] }),
    index('library_search_vector_idx').using('gin', table.searchVector),
    // pg_trgm (created by the migration before this one): misspellings of names and aliases.
    index('library_search_terms_trgm_idx').using('gin', table.terms.op('gin_trgm_ops')),
  ],
);

/**
 * "Report an error": kept with the version of the item it was about, for the admin queue. The
 * item analysis files reports too (decision 145): no user, `source` item-analysis, its figures,
 * and `analysisScope` (`grand-test:<id>` or `bank`), one report per question and scope.
 */
export const libraryReports = pgTable(
  'library_reports',
  {
    id: uuid('id').primaryKey(),
    /** The reporting student; null on the item analysis's reports. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['student', 'item-analysis'] })
      .notNull()
      .default('student'),
    analysisScope: text('analysis_scope'),
    figures: jsonb('figures').$type<ItemStats & { answerIndex: number; scopeTitle: string }>(),
    itemKind: text('item_kind', { enum: ['note', 'question', 'case'] }).notNull(),
    itemId: text('item_id').notNull(),
    itemVersion: text('item_version').notNull(),
    reason: text('reason').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'fixed', 'rejected'] })
      .notNull()
      .default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamptz('resolved_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('library_reports_status_created_idx').on(table.status, table.createdAt.desc()),
    index('library_reports_user_created_idx').on(table.userId, table.createdAt.desc()),
    // A student's report has no scope (nulls are distinct): only the analysis's are one per question.
    uniqueIndex('library_reports_analysis_key').on(table.itemId, table.analysisScope),
    check(
      'library_reports_reporter_check',
      sql`(${table.source} = 'student') = (${table.userId} is not null and ${table.analysisScope} is null)`,
    ),
  ],
);
