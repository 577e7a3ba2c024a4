/** The question bank's SQL: questions picked by filters (never their answers), and one answer key. */
import type { ExamTag } from '@medsutra/contract/library/content';
import type { QuestionFormatId } from '@medsutra/contract/library/question-body';
import { and, eq, inArray, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { libraryFigures, libraryNotes, libraryQuestions, librarySubtopics } from '../../db/schema.ts';
import { notReserved } from './question-reservations.ts';

export interface QuestionPick {
  subjectIds: readonly string[];
  subtopicIds: readonly string[];
  difficulties: readonly ('easy' | 'medium' | 'hard')[];
  /** Only these formats (empty: every format). */
  formats?: readonly QuestionFormatId[];
  /** Only questions with a figure. */
  imageBased?: boolean;
  /** Only questions written for this exam (their `exams` tag). */
  exam?: ExamTag | null;
  /** When set, only these questions (a student's mistakes or bookmarks). */
  onlyIds: readonly string[] | null;
  excludeIds: readonly string[];
  count: number;
  /**
   * Also questions an open grand test holds (decision 127): only for showing a test the questions
   * it was dealt. Everything that deals new questions leaves this unset.
   */
  includeReserved?: boolean;
}

/** What a student sees of a question before answering: nothing of its answer. */
const studentColumns = {
  id: libraryQuestions.id,
  subjectId: libraryQuestions.subjectId,
  subtopicId: libraryQuestions.subtopicId,
  difficulty: libraryQuestions.difficulty,
  format: libraryQuestions.format,
  stem: libraryQuestions.stem,
  statements: libraryQuestions.statements,
  match: libraryQuestions.match,
  steps: libraryQuestions.steps,
  assertion: libraryQuestions.assertion,
  reason: libraryQuestions.reason,
  figure: libraryQuestions.figure,
  figureAlt: libraryFigures.alt,
  figureWidth: libraryFigures.width,
  figureHeight: libraryFigures.height,
  options: libraryQuestions.options,
};

export function createQuestionBankRepository() {
  return {
    /** Questions matching every filter, in random order; the columns hold nothing of the answer. */
    pick(exec: DbExecutor, filters: QuestionPick, now: Date) {
      const conditions: SQL[] = [];
      if (!filters.includeReserved) conditions.push(notReserved(libraryQuestions.id, now));
      if (filters.subjectIds.length > 0) conditions.push(inArray(libraryQuestions.subjectId, [...filters.subjectIds]));
      if (filters.subtopicIds.length > 0) {
        conditions.push(inArray(libraryQuestions.subtopicId, [...filters.subtopicIds]));
      }
      if (filters.difficulties.length > 0) {
        conditions.push(inArray(libraryQuestions.difficulty, [...filters.difficulties]));
      }
      if (filters.formats && filters.formats.length > 0) {
        conditions.push(inArray(libraryQuestions.format, [...filters.formats]));
      }
      if (filters.imageBased) conditions.push(isNotNull(libraryQuestions.figure));
      if (filters.exam) conditions.push(sql`${libraryQuestions.exams} @> ${JSON.stringify([filters.exam])}::jsonb`);
      if (filters.onlyIds) {
        if (filters.onlyIds.length === 0) return Promise.resolve([]);
        conditions.push(inArray(libraryQuestions.id, [...filters.onlyIds]));
      }
      if (filters.excludeIds.length > 0) conditions.push(notInArray(libraryQuestions.id, [...filters.excludeIds]));
      return exec
        .select(studentColumns)
        .from(libraryQuestions)
        .leftJoin(libraryFigures, eq(libraryFigures.id, libraryQuestions.figure))
        .where(and(...conditions))
        .orderBy(sql`random()`)
        .limit(filters.count);
    },

    /** `count` questions in an order fixed by `seed` (a day): the same for everyone who asks with it. */
    seeded(exec: DbExecutor, seed: string, count: number, now: Date) {
      return exec
        .select(studentColumns)
        .from(libraryQuestions)
        .leftJoin(libraryFigures, eq(libraryFigures.id, libraryQuestions.figure))
        .where(notReserved(libraryQuestions.id, now))
        .orderBy(sql`md5(${seed} || ${libraryQuestions.id})`)
        .limit(count);
    },

    /** How many unreserved questions each subject, difficulty and format has (a grand test's blueprint). */
    async available(
      exec: DbExecutor,
      filters: { exam: ExamTag | null; formats: readonly QuestionFormatId[] },
      now: Date,
    ) {
      const conditions: SQL[] = [notReserved(libraryQuestions.id, now)];
      if (filters.exam) conditions.push(sql`${libraryQuestions.exams} @> ${JSON.stringify([filters.exam])}::jsonb`);
      if (filters.formats.length > 0) conditions.push(inArray(libraryQuestions.format, [...filters.formats]));
      return exec
        .select({
          id: libraryQuestions.id,
          subjectId: libraryQuestions.subjectId,
          subtopicId: libraryQuestions.subtopicId,
          difficulty: libraryQuestions.difficulty,
          format: libraryQuestions.format,
        })
        .from(libraryQuestions)
        .where(and(...conditions));
    },

    /** Answer indexes of many questions at once (marking a test). */
    answerIndexes(exec: DbExecutor, questionIds: readonly string[]) {
      if (questionIds.length === 0) return Promise.resolve([]);
      return exec
        .select({
          id: libraryQuestions.id,
          answerIndex: libraryQuestions.answerIndex,
          optionCount: sql<number>`jsonb_array_length(${libraryQuestions.options})`,
        })
        .from(libraryQuestions)
        .where(inArray(libraryQuestions.id, [...questionIds]));
    },

    /** Keys, explanations and subtopics of many questions at once (a submitted test's review). */
    answerKeys(exec: DbExecutor, questionIds: readonly string[]) {
      if (questionIds.length === 0) return Promise.resolve([]);
      return exec
        .select({
          id: libraryQuestions.id,
          subtopicId: libraryQuestions.subtopicId,
          subtopicName: librarySubtopics.name,
          answerIndex: libraryQuestions.answerIndex,
          explanation: libraryQuestions.explanation,
          optionExplanations: libraryQuestions.optionExplanations,
        })
        .from(libraryQuestions)
        .leftJoin(librarySubtopics, eq(librarySubtopics.id, libraryQuestions.subtopicId))
        .where(inArray(libraryQuestions.id, [...questionIds]));
    },

    async answerKey(exec: DbExecutor, questionId: string) {
      const [row] = await exec
        .select({
          id: libraryQuestions.id,
          subjectId: libraryQuestions.subjectId,
          subtopicId: libraryQuestions.subtopicId,
          options: libraryQuestions.options,
          answerIndex: libraryQuestions.answerIndex,
          difficulty: libraryQuestions.difficulty,
          explanation: libraryQuestions.explanation,
          optionExplanations: libraryQuestions.optionExplanations,
          references: libraryQuestions.references,
          figureShows: libraryFigures.shows,
          sections: libraryNotes.sections,
        })
        .from(libraryQuestions)
        .leftJoin(libraryNotes, eq(libraryNotes.subtopicId, libraryQuestions.subtopicId))
        .leftJoin(libraryFigures, eq(libraryFigures.id, libraryQuestions.figure))
        .where(eq(libraryQuestions.id, questionId))
        .limit(1);
      return row ?? null;
    },
  };
}
export type QuestionBankRepository = ReturnType<typeof createQuestionBankRepository>;
export type StudentQuestionRow = Awaited<ReturnType<QuestionBankRepository['pick']>>[number];
