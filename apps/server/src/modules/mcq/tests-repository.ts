/** Timed tests' SQL: the test, its dealt questions, saved answers (newest sequence wins), the result. */
import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import { mcqTestAnswers, mcqTestQuestions, mcqTests } from '../../db/schema.ts';

export type TestRow = typeof mcqTests.$inferSelect;
export type TestQuestionRow = typeof mcqTestQuestions.$inferSelect;
export type TestAnswerRow = typeof mcqTestAnswers.$inferSelect;

export function createTestsRepository() {
  return {
    async insertTest(
      tx: DbExecutor,
      test: typeof mcqTests.$inferInsert,
      questions: (typeof mcqTestQuestions.$inferInsert)[],
    ) {
      await tx.insert(mcqTests).values(test);
      // In slices: a 300-question test is one statement per 100 rows, well under parameter limits.
      for (let start = 0; start < questions.length; start += 100) {
        await tx.insert(mcqTestQuestions).values(questions.slice(start, start + 100));
      }
    },

    /** The questions of the user's tests that are neither submitted nor past their deadline. */
    async openTestQuestionIds(exec: DbExecutor, userId: string, now: Date): Promise<string[]> {
      const rows = await exec
        .selectDistinct({ questionId: mcqTestQuestions.questionId })
        .from(mcqTestQuestions)
        .innerJoin(mcqTests, eq(mcqTests.id, mcqTestQuestions.testId))
        .where(and(eq(mcqTests.userId, userId), isNull(mcqTests.submittedAt), gte(mcqTests.deadline, now)));
      return rows.map((row) => row.questionId);
    },

    async findTest(tx: DbExecutor, id: string): Promise<TestRow | null> {
      const [row] = await tx.select().from(mcqTests).where(eq(mcqTests.id, id)).limit(1);
      return row ?? null;
    },

    /** The test, locked until the transaction ends: two submits queue up and the second sees the first's result. */
    async findTestForUpdate(tx: DbTransaction, id: string): Promise<TestRow | null> {
      const [row] = await tx.select().from(mcqTests).where(eq(mcqTests.id, id)).for('update').limit(1);
      return row ?? null;
    },

    questionsOf(tx: DbExecutor, testId: string): Promise<TestQuestionRow[]> {
      return tx
        .select()
        .from(mcqTestQuestions)
        .where(eq(mcqTestQuestions.testId, testId))
        .orderBy(asc(mcqTestQuestions.position));
    },

    /** Only the named questions of a test: a save reads the few it changes, not all 200. */
    questionsNamed(exec: DbExecutor, testId: string, questionIds: readonly string[]): Promise<TestQuestionRow[]> {
      if (questionIds.length === 0) return Promise.resolve([]);
      return exec
        .select()
        .from(mcqTestQuestions)
        .where(and(eq(mcqTestQuestions.testId, testId), inArray(mcqTestQuestions.questionId, [...questionIds])));
    },

    answersOf(tx: DbExecutor, testId: string): Promise<TestAnswerRow[]> {
      return tx.select().from(mcqTestAnswers).where(eq(mcqTestAnswers.testId, testId));
    },

    /** The saved choices of many tests (a grand test's item analysis). */
    choicesOfTests(exec: DbExecutor, testIds: readonly string[]) {
      if (testIds.length === 0) return Promise.resolve([]);
      return exec
        .select({
          testId: mcqTestAnswers.testId,
          questionId: mcqTestAnswers.questionId,
          choiceIndex: mcqTestAnswers.choiceIndex,
        })
        .from(mcqTestAnswers)
        .where(inArray(mcqTestAnswers.testId, [...testIds]));
    },

    /** Saves each answer unless a newer one (higher sequence) is stored already. */
    async saveAnswers(tx: DbExecutor, rows: TestAnswerRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const saved = await tx
        .insert(mcqTestAnswers)
        .values(rows)
        .onConflictDoUpdate({
          target: [mcqTestAnswers.testId, mcqTestAnswers.questionId],
          set: {
            answerId: sql`excluded.answer_id`,
            choiceIndex: sql`excluded.choice_index`,
            sequence: sql`excluded.sequence`,
            savedAt: sql`excluded.saved_at`,
          },
          setWhere: sql`excluded.sequence > ${mcqTestAnswers.sequence}`,
        })
        .returning({ questionId: mcqTestAnswers.questionId });
      return saved.length;
    },

    /**
     * The other students who took tests of `cohort`, each by her first submitted attempt: how many,
     * and how many of them scored at or below `score`.
     */
    async cohortStanding(exec: DbExecutor, input: { cohort: string; userId: string; score: number }) {
      const first = exec
        .selectDistinctOn([mcqTests.userId], { score: sql<number>`(${mcqTests.result}->>'score')::float8`.as('score') })
        .from(mcqTests)
        .where(and(eq(mcqTests.cohort, input.cohort), isNotNull(mcqTests.result), ne(mcqTests.userId, input.userId)))
        .orderBy(mcqTests.userId, asc(mcqTests.submittedAt))
        .as('first');
      const [row] = await exec
        .select({
          others: sql<number>`count(*)::int`,
          atOrBelow: sql<number>`(count(*) filter (where ${first.score} <= ${input.score}))::int`,
        })
        .from(first);
      return { others: Number(row?.others ?? 0), othersAtOrBelow: Number(row?.atOrBelow ?? 0) };
    },

    /** The seconds the device counted on each question (sent with the submit). */
    async saveSeconds(tx: DbTransaction, testId: string, seconds: [questionId: string, seconds: number][]) {
      for (const [questionId, value] of seconds) {
        await tx
          .update(mcqTestQuestions)
          .set({ secondsSpent: value })
          .where(and(eq(mcqTestQuestions.testId, testId), eq(mcqTestQuestions.questionId, questionId)));
      }
    },

    /** A part submitted early (test-parts.ts): the parts' clock origin and the deadline move back. */
    async moveClocks(tx: DbTransaction, testId: string, clocks: { startedAt: Date; deadline: Date }) {
      await tx.update(mcqTests).set(clocks).where(eq(mcqTests.id, testId));
    },

    async saveResult(tx: DbTransaction, testId: string, result: Record<string, unknown>, submittedAt: Date) {
      await tx.update(mcqTests).set({ result, submittedAt }).where(eq(mcqTests.id, testId));
    },
  };
}
export type TestsRepository = ReturnType<typeof createTestsRepository>;
