/**
 * What practice and tests need from the library's questions, and nothing more: pick questions by
 * filters without their answers, and read one question's answer key (with its subtopic's notes)
 * to mark an answer. Other modules read questions only through this service.
 */

import type { ExamTag } from '@medsutra/contract/library/content';
import type { ItemStats } from '@medsutra/contract/library/item-figures';
import { notePoints } from '@medsutra/contract/library/note-text';
import type { QuestionBody, QuestionFormatId } from '@medsutra/contract/library/question-body';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { setDifficultyLabel } from './difficulty-labels.ts';
import { createFigureInfo, type FigureInfoSource } from './figure-info.ts';
import {
  createQuestionBankRepository,
  type QuestionBankRepository,
  type QuestionPick,
  type StudentQuestionRow,
} from './question-bank-repository.ts';
import { createReservationsRepository, type ReservationsRepository } from './question-reservations.ts';
import { questionBodyOf } from './question-view.ts';

export type { QuestionPick } from './question-bank-repository.ts';

export interface QuestionWithoutAnswer extends QuestionBody {
  id: string;
  subjectId: string;
  subtopicId: string | null;
  difficulty: 'easy' | 'medium' | 'hard';
  options: string[];
}

export interface AnswerKey {
  id: string;
  subjectId: string;
  subtopicId: string | null;
  optionCount: number;
  answerIndex: number;
  difficulty: 'easy' | 'medium' | 'hard';
  explanation: string;
  /** In option order, when the question explains each option. */
  optionExplanations: string[] | null;
  references: string[];
  /** What the question's figure shows (null without one). */
  figureShows: string | null;
  /** The high-yield points of the question's subtopic (empty when it has no notes). */
  notes: string[];
}

export interface TestAnswerKey {
  answerIndex: number;
  subtopicId: string | null;
  subtopicName: string | null;
  explanation: string;
  optionExplanations: string[] | null;
}

export function createQuestionBank(deps: {
  db: Database;
  repository?: QuestionBankRepository;
  reservations?: ReservationsRepository;
  figures?: FigureInfoSource;
  now?: () => Date;
}) {
  const { db } = deps;
  const repository = deps.repository ?? createQuestionBankRepository();
  const reservations = deps.reservations ?? createReservationsRepository();
  const now = deps.now ?? (() => new Date());
  const figures = deps.figures ?? createFigureInfo({ figuresDir: null });

  /** The rows as a student sees them, each figure with its alt text and box. */
  async function withoutAnswers(rows: StudentQuestionRow[]): Promise<QuestionWithoutAnswer[]> {
    const info = await figures.describe(rows.flatMap((row) => (row.figure ? [row.figure] : [])));
    return rows.map((row) => ({
      id: row.id,
      subjectId: row.subjectId,
      subtopicId: row.subtopicId,
      difficulty: row.difficulty,
      ...questionBodyOf(row, row.figure ? info.get(row.figure) : undefined),
      options: row.options,
    }));
  }

  return {
    async pickQuestions(filters: QuestionPick): Promise<QuestionWithoutAnswer[]> {
      return withoutAnswers(await repository.pick(db, filters, now()));
    },

    /**
     * These questions as a student sees them (a session, test or paper already dealt), as the
     * library has them now: one removed since is left out. `includeReserved` also shows the ones
     * an open grand test holds back (decision 127).
     */
    async questionsById(
      questionIds: readonly string[],
      options: { includeReserved?: true } = {},
    ): Promise<QuestionWithoutAnswer[]> {
      const filters: QuestionPick = {
        subjectIds: [],
        subtopicIds: [],
        difficulties: [],
        onlyIds: questionIds,
        excludeIds: [],
        count: questionIds.length,
        ...options,
      };
      return withoutAnswers(await repository.pick(db, filters, now()));
    },

    /** The unreserved questions' subject, subtopic, difficulty and format (a grand test's blueprint). */
    available: (filters: { exam: ExamTag | null; formats: readonly QuestionFormatId[] }) =>
      repository.available(db, filters, now()),

    /** Holds questions back from the bank until `until` (decision 127); returns the ids it could hold. */
    reserve: (tx: DbExecutor, input: { by: string; until: Date; questionIds: readonly string[] }) =>
      reservations.reserve(tx, { ...input, now: now() }),
    release: (tx: DbExecutor, by: string, questionIds: readonly string[]) => reservations.release(tx, by, questionIds),
    /** The questions held back now, for the question locks (their keys stay hidden from everyone). */
    reservedNow: () => reservations.reservedAt(db, now()),
    /** An admin's correction from the item figures, kept over the library's re-import (decision 145). */
    setDifficulty: (
      tx: DbExecutor,
      questionId: string,
      difficulty: 'easy' | 'medium' | 'hard',
      figures: ItemStats | null,
    ) => setDifficultyLabel(tx, { questionId, difficulty, figures, now: now() }),

    /** The same `count` questions for everyone on a day (the daily challenge). */
    async questionsForDay(day: string, count: number): Promise<QuestionWithoutAnswer[]> {
      return withoutAnswers(await repository.seeded(db, `daily:${day}`, count, now()));
    },

    /** The right option's index of each question, for marking many at once. */
    async answerIndexes(questionIds: readonly string[]): Promise<Map<string, number>> {
      const rows = await repository.answerIndexes(db, questionIds);
      return new Map(rows.map((row) => [row.id, row.answerIndex]));
    },

    /** The key and the number of options of each question (the item analysis). */
    async itemKeys(questionIds: readonly string[]): Promise<Map<string, { answerIndex: number; optionCount: number }>> {
      const rows = await repository.answerIndexes(db, questionIds);
      return new Map(
        rows.map((row) => [row.id, { answerIndex: row.answerIndex, optionCount: Number(row.optionCount) }]),
      );
    },

    /** Each question's key, explanations and subtopic, by id (a submitted test's review and its marking). */
    async answerKeys(questionIds: readonly string[]): Promise<Map<string, TestAnswerKey>> {
      const rows = await repository.answerKeys(db, questionIds);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            answerIndex: row.answerIndex,
            subtopicId: row.subtopicId,
            subtopicName: row.subtopicName ?? null,
            explanation: row.explanation,
            optionExplanations: row.optionExplanations ?? null,
          },
        ]),
      );
    },

    async answerKey(questionId: string): Promise<AnswerKey | null> {
      const row = await repository.answerKey(db, questionId);
      if (!row) return null;
      return {
        id: row.id,
        subjectId: row.subjectId,
        subtopicId: row.subtopicId,
        optionCount: row.options.length,
        answerIndex: row.answerIndex,
        difficulty: row.difficulty,
        explanation: row.explanation,
        optionExplanations: row.optionExplanations ?? null,
        references: row.references,
        figureShows: row.figureShows ?? null,
        notes: row.sections ? notePoints({ sections: row.sections }) : [],
      };
    },
  };
}
export type QuestionBank = ReturnType<typeof createQuestionBank>;
