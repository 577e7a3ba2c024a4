/** The question bank's SQL: questions picked by filters (never their answers), and one answer key. */
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { libraryNotes, libraryQuestions } from '../../db/schema.ts';

export interface QuestionPick {
  subjectIds: readonly string[];
  subtopicIds: readonly string[];
  difficulties: readonly ('easy' | 'medium' | 'hard')[];
  /** When set, only these questions (a student's mistakes or bookmarks). */
  onlyIds: readonly string[] | null;
  excludeIds: readonly string[];
  count: number;
}

export function createQuestionBankRepository() {
  return {
    /** Questions matching every filter, in random order; the columns hold nothing of the answer. */
    pick(exec: DbExecutor, filters: QuestionPick) {
      const conditions: SQL[] = [];
      if (filters.subjectIds.length > 0) conditions.push(inArray(libraryQuestions.subjectId, [...filters.subjectIds]));
      if (filters.subtopicIds.length > 0) {
        conditions.push(inArray(libraryQuestions.subtopicId, [...filters.subtopicIds]));
      }
      if (filters.difficulties.length > 0) {
        conditions.push(inArray(libraryQuestions.difficulty, [...filters.difficulties]));
      }
      if (filters.onlyIds) {
        if (filters.onlyIds.length === 0) return Promise.resolve([]);
        conditions.push(inArray(libraryQuestions.id, [...filters.onlyIds]));
      }
      if (filters.excludeIds.length > 0) conditions.push(notInArray(libraryQuestions.id, [...filters.excludeIds]));
      return exec
        .select({
          id: libraryQuestions.id,
          subjectId: libraryQuestions.subjectId,
          subtopicId: libraryQuestions.subtopicId,
          difficulty: libraryQuestions.difficulty,
          stem: libraryQuestions.stem,
          options: libraryQuestions.options,
        })
        .from(libraryQuestions)
        .where(and(...conditions))
        .orderBy(sql`random()`)
        .limit(filters.count);
    },

    /** `count` questions in an order fixed by `seed` (a day): the same for everyone who asks with it. */
    seeded(exec: DbExecutor, seed: string, count: number) {
      return exec
        .select({
          id: libraryQuestions.id,
          subjectId: libraryQuestions.subjectId,
          subtopicId: libraryQuestions.subtopicId,
          difficulty: libraryQuestions.difficulty,
          stem: libraryQuestions.stem,
          options: libraryQuestions.options,
        })
        .from(libraryQuestions)
        .orderBy(sql`md5(${seed} || ${libraryQuestions.id})`)
        .limit(count);
    },

    /** Answer indexes of many questions at once (marking a test). */
    answerIndexes(exec: DbExecutor, questionIds: readonly string[]) {
      if (questionIds.length === 0) return Promise.resolve([]);
      return exec
        .select({ id: libraryQuestions.id, answerIndex: libraryQuestions.answerIndex })
        .from(libraryQuestions)
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
          explanation: libraryQuestions.explanation,
          optionExplanations: libraryQuestions.optionExplanations,
          references: libraryQuestions.references,
          notes: libraryNotes.points,
        })
        .from(libraryQuestions)
        .leftJoin(libraryNotes, eq(libraryNotes.subtopicId, libraryQuestions.subtopicId))
        .where(eq(libraryQuestions.id, questionId))
        .limit(1);
      return row ?? null;
    },
  };
}
export type QuestionBankRepository = ReturnType<typeof createQuestionBankRepository>;
