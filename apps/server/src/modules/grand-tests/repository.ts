/**
 * Grand tests' SQL: the tests and their papers, the one attempt per student, the results rows that
 * ranks are counted from (one index scan per figure, never the attempts), and reminders.
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import {
  grandTestAttempts,
  grandTestQuestions,
  grandTestReminders,
  grandTestResults,
  grandTestSubjectResults,
  grandTests,
  mcqTests,
} from '../../db/schema.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export type GrandTestRow = typeof grandTests.$inferSelect;
export type GrandTestQuestionRow = typeof grandTestQuestions.$inferSelect;
export type GrandTestAttemptRow = typeof grandTestAttempts.$inferSelect;

export function createGrandTestsRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,

    async insertTest(
      tx: DbExecutor,
      test: typeof grandTests.$inferInsert,
      questions: (typeof grandTestQuestions.$inferInsert)[],
    ) {
      await tx.insert(grandTests).values(test);
      for (let start = 0; start < questions.length; start += 100) {
        await tx.insert(grandTestQuestions).values(questions.slice(start, start + 100));
      }
    },

    async findTest(exec: DbExecutor, id: string): Promise<GrandTestRow | null> {
      const [row] = await exec.select().from(grandTests).where(eq(grandTests.id, id)).limit(1);
      return row ?? null;
    },

    async findTestForUpdate(tx: DbTransaction, id: string): Promise<GrandTestRow | null> {
      const [row] = await tx.select().from(grandTests).where(eq(grandTests.id, id)).for('update').limit(1);
      return row ?? null;
    },

    /** Every published test, soonest first. */
    publishedTests(exec: DbExecutor): Promise<GrandTestRow[]> {
      return exec.select().from(grandTests).where(eq(grandTests.status, 'published')).orderBy(asc(grandTests.opensAt));
    },

    allTests(exec: DbExecutor): Promise<GrandTestRow[]> {
      return exec.select().from(grandTests).orderBy(desc(grandTests.opensAt));
    },

    paperOf(exec: DbExecutor, grandTestId: string): Promise<GrandTestQuestionRow[]> {
      return exec
        .select()
        .from(grandTestQuestions)
        .where(eq(grandTestQuestions.grandTestId, grandTestId))
        .orderBy(asc(grandTestQuestions.position));
    },

    async replaceQuestion(
      tx: DbExecutor,
      grandTestId: string,
      position: number,
      next: { questionId: string; subjectId: string; subtopicId: string | null; difficulty: string },
    ) {
      await tx
        .update(grandTestQuestions)
        .set({ ...next, stats: null })
        .where(and(eq(grandTestQuestions.grandTestId, grandTestId), eq(grandTestQuestions.position, position)));
    },

    async setDifficultyLabel(tx: DbExecutor, grandTestId: string, questionId: string, difficulty: string) {
      await tx
        .update(grandTestQuestions)
        .set({ difficulty })
        .where(and(eq(grandTestQuestions.grandTestId, grandTestId), eq(grandTestQuestions.questionId, questionId)));
    },

    async publish(tx: DbExecutor, id: string, now: Date) {
      await tx.update(grandTests).set({ status: 'published', publishedAt: now }).where(eq(grandTests.id, id));
    },

    /** Claims the test's item analysis once: true for the one caller that should run it. */
    async claimAnalysis(tx: DbExecutor, id: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(grandTests)
        .set({ analysedAt: now })
        .where(and(eq(grandTests.id, id), isNull(grandTests.analysedAt), lte(grandTests.closesAt, now)))
        .returning({ id: grandTests.id });
      return rows.length > 0;
    },

    async saveStats(tx: DbExecutor, grandTestId: string, questionId: string, stats: Record<string, unknown>) {
      await tx
        .update(grandTestQuestions)
        .set({ stats })
        .where(and(eq(grandTestQuestions.grandTestId, grandTestId), eq(grandTestQuestions.questionId, questionId)));
    },

    /** Published tests closed before `closedBefore` and not yet analysed. */
    dueForAnalysis(exec: DbExecutor, closedBefore: Date): Promise<GrandTestRow[]> {
      return exec
        .select()
        .from(grandTests)
        .where(
          and(
            eq(grandTests.status, 'published'),
            isNull(grandTests.analysedAt),
            lte(grandTests.closesAt, closedBefore),
          ),
        );
    },

    async insertAttempt(tx: DbExecutor, attempt: typeof grandTestAttempts.$inferInsert): Promise<boolean> {
      const rows = await tx
        .insert(grandTestAttempts)
        .values(attempt)
        .onConflictDoNothing()
        .returning({ id: grandTestAttempts.id });
      return rows.length > 0;
    },

    async attemptOf(exec: DbExecutor, grandTestId: string, userId: string): Promise<GrandTestAttemptRow | null> {
      const [row] = await exec
        .select()
        .from(grandTestAttempts)
        .where(and(eq(grandTestAttempts.grandTestId, grandTestId), eq(grandTestAttempts.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async findAttempt(exec: DbExecutor, attemptId: string): Promise<GrandTestAttemptRow | null> {
      const [row] = await exec.select().from(grandTestAttempts).where(eq(grandTestAttempts.id, attemptId)).limit(1);
      return row ?? null;
    },

    /**
     * Attempts unsubmitted with their deadline before `before`, of published tests not yet
     * analysed (after the analysis none is left): of one test, or one attempt, or all.
     */
    async overdueAttempts(
      exec: DbExecutor,
      input: { before: Date; grandTestId?: string | undefined; attemptId?: string; limit: number },
    ): Promise<string[]> {
      const rows = await exec
        .select({ id: grandTestAttempts.id })
        .from(grandTestAttempts)
        .innerJoin(grandTests, eq(grandTests.id, grandTestAttempts.grandTestId))
        .innerJoin(mcqTests, eq(mcqTests.id, grandTestAttempts.id))
        .where(
          and(
            eq(grandTests.status, 'published'),
            isNull(grandTests.analysedAt),
            isNull(mcqTests.result),
            lt(mcqTests.deadline, input.before),
            input.grandTestId ? eq(grandTestAttempts.grandTestId, input.grandTestId) : undefined,
            input.attemptId ? eq(grandTestAttempts.id, input.attemptId) : undefined,
          ),
        )
        .orderBy(asc(mcqTests.deadline))
        .limit(input.limit);
      return rows.map((row) => row.id);
    },

    /** The user's attempts with their scores (null until submitted) and deadlines, for the list. */
    async attemptsOfUser(exec: DbExecutor, userId: string) {
      return exec
        .select({
          id: grandTestAttempts.id,
          grandTestId: grandTestAttempts.grandTestId,
          score: grandTestResults.score,
          deadline: mcqTests.deadline,
        })
        .from(grandTestAttempts)
        .innerJoin(mcqTests, eq(mcqTests.id, grandTestAttempts.id))
        .leftJoin(
          grandTestResults,
          and(
            eq(grandTestResults.grandTestId, grandTestAttempts.grandTestId),
            eq(grandTestResults.userId, grandTestAttempts.userId),
          ),
        )
        .where(eq(grandTestAttempts.userId, userId));
    },

    async insertResult(
      tx: DbTransaction,
      result: typeof grandTestResults.$inferInsert,
      subjects: { subjectId: string; score: number }[],
    ) {
      await tx.insert(grandTestResults).values(result);
      if (subjects.length > 0)
        await tx.insert(grandTestSubjectResults).values(
          subjects.map((s) => ({
            grandTestId: result.grandTestId,
            subjectId: s.subjectId,
            userId: result.userId,
            score: s.score,
          })),
        );
    },

    /** Her result with her score per subject (one statement: a result read's one query of its own). */
    async resultOf(exec: DbExecutor, grandTestId: string, userId: string) {
      const [row] = await exec
        .select({
          ...getTableColumns(grandTestResults),
          subjects: sql<{ subjectId: string; score: number }[]>`coalesce((select json_agg(json_build_object(
            'subjectId', s.subject_id, 'score', s.score)) from grand_test_subject_results s
            where s.grand_test_id = grand_test_results.grand_test_id and s.user_id = grand_test_results.user_id), '[]'::json)`,
        })
        .from(grandTestResults)
        .where(and(eq(grandTestResults.grandTestId, grandTestId), eq(grandTestResults.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** The first `limit` results with their competition rank (`rank()` over the score index). */
    async leaderboard(exec: DbExecutor, grandTestId: string, limit: number) {
      return exec
        .select({
          userId: grandTestResults.userId,
          score: grandTestResults.score,
          rank: sql<number>`(rank() over (order by ${grandTestResults.score} desc))::int`,
        })
        .from(grandTestResults)
        .where(eq(grandTestResults.grandTestId, grandTestId))
        .orderBy(desc(grandTestResults.score), asc(grandTestResults.submittedAt))
        .limit(limit);
    },

    /** Every result's user and score (item analysis at close). */
    allResults(exec: DbExecutor, grandTestId: string) {
      return exec
        .select({
          userId: grandTestResults.userId,
          attemptId: grandTestResults.attemptId,
          score: grandTestResults.score,
        })
        .from(grandTestResults)
        .where(eq(grandTestResults.grandTestId, grandTestId));
    },

    async takersOf(exec: DbExecutor, grandTestIds: readonly string[]): Promise<Map<string, number>> {
      if (grandTestIds.length === 0) return new Map();
      const rows = await exec
        .select({ id: grandTestResults.grandTestId, n: count() })
        .from(grandTestResults)
        .where(inArray(grandTestResults.grandTestId, [...grandTestIds]))
        .groupBy(grandTestResults.grandTestId);
      return new Map(rows.map((row) => [row.id, Number(row.n)]));
    },

    async setReminder(exec: DbExecutor, grandTestId: string, userId: string, on: boolean, now: Date) {
      if (on)
        await exec.insert(grandTestReminders).values({ grandTestId, userId, createdAt: now }).onConflictDoNothing();
      else
        await exec
          .delete(grandTestReminders)
          .where(and(eq(grandTestReminders.grandTestId, grandTestId), eq(grandTestReminders.userId, userId)));
    },

    /**
     * Marks as sent, and returns, the reminders of published tests whose window is open now and
     * whose mail has not gone: one statement, so two workers never send one reminder twice.
     */
    async claimDueReminders(exec: DbExecutor, now: Date, limit = 500) {
      const at = now.toISOString();
      return selectRows<{ email: string; title: string; closes_at: Date | string; grand_test_id: string }>(
        exec,
        // The subquery picks (and locks) the due reminders; the join only brings their mail and title.
        sql`update grand_test_reminders r set sent_at = ${at}::timestamptz
            from grand_tests g, users u
            where r.grand_test_id = g.id and u.id = r.user_id
              and (r.grand_test_id, r.user_id) in (
                select r2.grand_test_id, r2.user_id from grand_test_reminders r2
                join grand_tests g2 on g2.id = r2.grand_test_id
                where r2.sent_at is null and g2.status = 'published' and g2.opens_at <= ${at}::timestamptz and g2.closes_at > ${at}::timestamptz
                limit ${limit} for update of r2 skip locked)
            returning u.email, g.title, g.closes_at, g.id as grand_test_id`,
      );
    },

    async remindersOf(exec: DbExecutor, userId: string): Promise<Set<string>> {
      const rows = await exec
        .select({ id: grandTestReminders.grandTestId })
        .from(grandTestReminders)
        .where(eq(grandTestReminders.userId, userId));
      return new Set(rows.map((row) => row.id));
    },
  };
}
export type GrandTestsRepository = ReturnType<typeof createGrandTestsRepository>;

async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const mine = subject.id;
  return {
    grand_test_attempts: await tx.select().from(grandTestAttempts).where(eq(grandTestAttempts.userId, mine)),
    grand_test_results: await tx.select().from(grandTestResults).where(eq(grandTestResults.userId, mine)),
    grand_test_subject_results: await tx
      .select()
      .from(grandTestSubjectResults)
      .where(eq(grandTestSubjectResults.userId, mine)),
    grand_test_reminders: await tx.select().from(grandTestReminders).where(eq(grandTestReminders.userId, mine)),
  };
}

/** Deletes all of it at erasure: the student leaves the ranks (a closed test's figures stay as they were computed). */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  const mine = subject.id;
  await tx.delete(grandTestSubjectResults).where(eq(grandTestSubjectResults.userId, mine));
  await tx.delete(grandTestResults).where(eq(grandTestResults.userId, mine));
  await tx.delete(grandTestReminders).where(eq(grandTestReminders.userId, mine));
  await tx.delete(grandTestAttempts).where(eq(grandTestAttempts.userId, mine));
  return [];
}
