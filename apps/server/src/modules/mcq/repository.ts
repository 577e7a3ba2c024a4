/** The practice module's SQL: sessions, answers, first correct answers, the day's XP, bookmarks. */
import { ECONOMY_TIME_ZONE } from '@medsutra/contract/economy/table';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import {
  mcqAnswers,
  mcqBookmarks,
  mcqFirstCorrect,
  mcqMistakeCards,
  mcqMistakeReviews,
  mcqPracticeXpDays,
  mcqSessionQuestions,
  mcqSessions,
  mcqTestAnswers,
  mcqTests,
} from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

/**
 * An answer's Asia/Kolkata day. The zone is a constant written into the SQL (not a parameter), so
 * the same expression can be selected, grouped and ordered by.
 */
const kolkataDay = sql<string>`to_char(${mcqAnswers.answeredAt} at time zone ${sql.raw(`'${ECONOMY_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

export type McqAnswerRow = typeof mcqAnswers.$inferSelect;

export function createMcqRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    async insertSession(
      tx: DbExecutor,
      session: { id: string; userId: string; mode: 'tutor' | 'exam'; filters: Record<string, unknown>; now: Date },
      questions: { questionId: string; optionIds: string[] }[],
    ) {
      await tx.insert(mcqSessions).values({
        id: session.id,
        userId: session.userId,
        mode: session.mode,
        filters: session.filters,
        createdAt: session.now,
      });
      await tx
        .insert(mcqSessionQuestions)
        .values(questions.map((q, position) => ({ sessionId: session.id, position, ...q })));
    },

    /**
     * A submitted test's answers as practice answers, so analytics and insights count them: one
     * session per test (its id is the test's) and one answer per answered question, keyed by the
     * test answer's id. Both inserts do nothing when the rows exist, so a second call adds nothing.
     */
    async recordTestAnswers(
      tx: DbExecutor,
      test: { testId: string; userId: string; now: Date },
      answers: {
        answerId: string;
        questionId: string;
        subjectId: string;
        subtopicId: string | null;
        chosenIndex: number;
        correct: boolean;
        answeredAt: Date;
      }[],
    ): Promise<number> {
      await tx
        .insert(mcqSessions)
        .values({
          id: test.testId,
          userId: test.userId,
          mode: 'test',
          filters: { testId: test.testId },
          createdAt: test.now,
        })
        .onConflictDoNothing();
      if (answers.length === 0) return 0;
      const inserted = await tx
        .insert(mcqAnswers)
        .values(answers.map((answer) => ({ ...answer, userId: test.userId, sessionId: test.testId, xpAwarded: 0 })))
        .onConflictDoNothing()
        .returning({ answerId: mcqAnswers.answerId });
      return inserted.length;
    },

    /** Creates the student's challenge session for a day; false when one exists already (a race). */
    async insertDailySession(
      tx: DbExecutor,
      session: { id: string; userId: string; day: string; now: Date },
      questions: { questionId: string; optionIds: string[] }[],
    ): Promise<boolean> {
      const inserted = await tx
        .insert(mcqSessions)
        .values({
          id: session.id,
          userId: session.userId,
          mode: 'daily',
          filters: {},
          day: session.day,
          createdAt: session.now,
        })
        .onConflictDoNothing()
        .returning({ id: mcqSessions.id });
      if (inserted.length === 0) return false;
      await tx
        .insert(mcqSessionQuestions)
        .values(questions.map((q, position) => ({ sessionId: session.id, position, ...q })));
      return true;
    },

    async findDailySession(exec: DbExecutor, userId: string, day: string) {
      const [row] = await exec
        .select()
        .from(mcqSessions)
        .where(and(eq(mcqSessions.userId, userId), eq(mcqSessions.day, day)))
        .limit(1);
      return row ?? null;
    },

    sessionQuestions(exec: DbExecutor, sessionId: string) {
      return exec
        .select()
        .from(mcqSessionQuestions)
        .where(eq(mcqSessionQuestions.sessionId, sessionId))
        .orderBy(mcqSessionQuestions.position);
    },

    sessionAnswers(exec: DbExecutor, sessionId: string): Promise<McqAnswerRow[]> {
      return exec.select().from(mcqAnswers).where(eq(mcqAnswers.sessionId, sessionId));
    },

    /** Locks a session until the transaction ends: a challenge's answers are marked one after another. */
    async lockSession(tx: DbTransaction, sessionId: string) {
      await tx.select({ id: mcqSessions.id }).from(mcqSessions).where(eq(mcqSessions.id, sessionId)).for('update');
    },

    async correctAnswersIn(tx: DbExecutor, sessionId: string): Promise<number> {
      const [row] = await tx
        .select({ correct: sql<number>`count(*) filter (where ${mcqAnswers.correct})` })
        .from(mcqAnswers)
        .where(eq(mcqAnswers.sessionId, sessionId));
      return Number(row?.correct ?? 0);
    },

    async findSession(exec: DbExecutor, id: string) {
      const [row] = await exec.select().from(mcqSessions).where(eq(mcqSessions.id, id)).limit(1);
      return row ?? null;
    },

    async findSessionQuestion(exec: DbExecutor, sessionId: string, questionId: string) {
      const [row] = await exec
        .select()
        .from(mcqSessionQuestions)
        .where(and(eq(mcqSessionQuestions.sessionId, sessionId), eq(mcqSessionQuestions.questionId, questionId)))
        .limit(1);
      return row ?? null;
    },

    /** Ids of every question the student has answered at least once. */
    async answeredQuestionIds(exec: DbExecutor, userId: string): Promise<string[]> {
      const rows = await exec
        .selectDistinct({ questionId: mcqAnswers.questionId })
        .from(mcqAnswers)
        .where(eq(mcqAnswers.userId, userId));
      return rows.map((row) => row.questionId);
    },

    async bookmarkedQuestionIds(exec: DbExecutor, userId: string): Promise<string[]> {
      const rows = await exec
        .select({ questionId: mcqBookmarks.questionId })
        .from(mcqBookmarks)
        .where(eq(mcqBookmarks.userId, userId));
      return rows.map((row) => row.questionId);
    },

    /** Inserts the answer; false when its id, or its session's question, has an answer already. */
    async insertAnswer(tx: DbExecutor, row: Omit<McqAnswerRow, 'xpAwarded' | 'recordedAt'>): Promise<boolean> {
      const inserted = await tx
        .insert(mcqAnswers)
        .values(row)
        .onConflictDoNothing()
        .returning({ answerId: mcqAnswers.answerId });
      return inserted.length === 1;
    },

    async findAnswer(tx: DbExecutor, answerId: string): Promise<McqAnswerRow | null> {
      const [row] = await tx.select().from(mcqAnswers).where(eq(mcqAnswers.answerId, answerId)).limit(1);
      return row ?? null;
    },

    async setAnswerXp(tx: DbExecutor, answerId: string, xp: number) {
      await tx.update(mcqAnswers).set({ xpAwarded: xp }).where(eq(mcqAnswers.answerId, answerId));
    },

    /** True for the student's first correct answer to the question (ever). */
    async recordFirstCorrect(
      tx: DbExecutor,
      row: { userId: string; questionId: string; answerId: string; now: Date },
    ): Promise<boolean> {
      const inserted = await tx
        .insert(mcqFirstCorrect)
        .values({ userId: row.userId, questionId: row.questionId, answerId: row.answerId, createdAt: row.now })
        .onConflictDoNothing()
        .returning({ questionId: mcqFirstCorrect.questionId });
      return inserted.length === 1;
    },

    /**
     * Adds `xp` to the day's practice XP unless that would pass `cap`; true when added. One
     * statement on one row, so parallel answers queue on the row lock and the cap holds.
     */
    async addPracticeXpUnderCap(tx: DbExecutor, input: { userId: string; day: string; xp: number; cap: number }) {
      const rows = await tx
        .insert(mcqPracticeXpDays)
        .values({ userId: input.userId, day: input.day, xp: input.xp })
        .onConflictDoUpdate({
          target: [mcqPracticeXpDays.userId, mcqPracticeXpDays.day],
          set: { xp: sql`${mcqPracticeXpDays.xp} + ${input.xp}` },
          setWhere: sql`${mcqPracticeXpDays.xp} + ${input.xp} <= ${input.cap}`,
        })
        .returning({ xp: mcqPracticeXpDays.xp });
      return rows.length === 1;
    },

    async bookmarkedAmong(exec: DbExecutor, userId: string, questionIds: string[]): Promise<Set<string>> {
      if (questionIds.length === 0) return new Set();
      const rows = await exec
        .select({ questionId: mcqBookmarks.questionId })
        .from(mcqBookmarks)
        .where(and(eq(mcqBookmarks.userId, userId), inArray(mcqBookmarks.questionId, questionIds)));
      return new Set(rows.map((row) => row.questionId));
    },

    /** The student's practice counts per subject (or per subtopic within `subjectId`). */
    async practiceCounts(exec: DbExecutor, userId: string, subjectId?: string): Promise<PracticeCountRow[]> {
      const key = subjectId ? mcqAnswers.subtopicId : mcqAnswers.subjectId;
      const rows = await exec
        .select({
          key,
          answers: sql<number>`count(*)::int`,
          correct: sql<number>`(count(*) filter (where ${mcqAnswers.correct}))::int`,
          questionsDone: sql<number>`count(distinct ${mcqAnswers.questionId})::int`,
        })
        .from(mcqAnswers)
        .where(
          subjectId
            ? and(eq(mcqAnswers.userId, userId), eq(mcqAnswers.subjectId, subjectId))
            : eq(mcqAnswers.userId, userId),
        )
        .groupBy(key);
      return rows.map((row) => ({
        ...row,
        answers: Number(row.answers),
        correct: Number(row.correct),
        questionsDone: Number(row.questionsDone),
      }));
    },

    /** Answers and correct answers per Asia/Kolkata day and subject, since `since`. */
    async dailyCounts(exec: DbExecutor, userId: string, since: Date): Promise<DailyCountRow[]> {
      const day = kolkataDay;
      const rows = await exec
        .select({
          day,
          subjectId: mcqAnswers.subjectId,
          answers: sql<number>`count(*)::int`,
          correct: sql<number>`(count(*) filter (where ${mcqAnswers.correct}))::int`,
        })
        .from(mcqAnswers)
        .where(and(eq(mcqAnswers.userId, userId), gte(mcqAnswers.answeredAt, since)))
        .groupBy(day, mcqAnswers.subjectId);
      return rows.map((row) => ({ ...row, answers: Number(row.answers), correct: Number(row.correct) }));
    },

    /** Answers per Asia/Kolkata day since `since` (days without any are left out). */
    async answersByDay(exec: DbExecutor, userId: string, since: Date): Promise<{ day: string; count: number }[]> {
      const day = kolkataDay;
      const rows = await exec
        .select({ day, count: sql<number>`count(*)::int` })
        .from(mcqAnswers)
        .where(and(eq(mcqAnswers.userId, userId), gte(mcqAnswers.answeredAt, since)))
        .groupBy(day);
      return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
    },

    /** Answers and correct answers per subject and subtopic, every attempt counted. */
    async subtopicCounts(exec: DbExecutor, userId: string): Promise<SubtopicCountRow[]> {
      const rows = await exec
        .select({
          subjectId: mcqAnswers.subjectId,
          subtopicId: mcqAnswers.subtopicId,
          answers: sql<number>`count(*)::int`,
          correct: sql<number>`(count(*) filter (where ${mcqAnswers.correct}))::int`,
        })
        .from(mcqAnswers)
        .where(eq(mcqAnswers.userId, userId))
        .groupBy(mcqAnswers.subjectId, mcqAnswers.subtopicId);
      return rows.map((row) => ({ ...row, answers: Number(row.answers), correct: Number(row.correct) }));
    },

    /** Every Asia/Kolkata day the student answered a practice question, newest first. */
    async practiceDays(exec: DbExecutor, userId: string): Promise<string[]> {
      const day = kolkataDay;
      const rows = await exec
        .selectDistinct({ day })
        .from(mcqAnswers)
        .where(eq(mcqAnswers.userId, userId))
        .orderBy(desc(day));
      return rows.map((row) => row.day);
    },

    async addBookmark(exec: DbExecutor, userId: string, questionId: string, now: Date) {
      await exec.insert(mcqBookmarks).values({ userId, questionId, createdAt: now }).onConflictDoNothing();
    },

    async removeBookmark(exec: DbExecutor, userId: string, questionId: string) {
      await exec
        .delete(mcqBookmarks)
        .where(and(eq(mcqBookmarks.userId, userId), eq(mcqBookmarks.questionId, questionId)));
    },
  };
}
export type McqRepository = ReturnType<typeof createMcqRepository>;

/** Answers, correct answers and different questions, grouped by subject or by subtopic. */
export interface PracticeCountRow {
  key: string | null;
  answers: number;
  correct: number;
  questionsDone: number;
}

export interface SubtopicCountRow {
  subjectId: string;
  subtopicId: string | null;
  answers: number;
  correct: number;
}

export interface DailyCountRow {
  day: string;
  subjectId: string;
  answers: number;
  correct: number;
}

/** Every practice and test row of the subject, whole, for the export (a test's answers by their test). */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const mine = subject.id;
  const tests = await tx.select().from(mcqTests).where(eq(mcqTests.userId, mine));
  const testAnswers = await tx
    .select({ testAnswer: mcqTestAnswers })
    .from(mcqTestAnswers)
    .innerJoin(mcqTests, eq(mcqTests.id, mcqTestAnswers.testId))
    .where(eq(mcqTests.userId, mine));
  return {
    mcq_sessions: await tx.select().from(mcqSessions).where(eq(mcqSessions.userId, mine)),
    mcq_answers: await tx.select().from(mcqAnswers).where(eq(mcqAnswers.userId, mine)),
    mcq_first_correct: await tx.select().from(mcqFirstCorrect).where(eq(mcqFirstCorrect.userId, mine)),
    mcq_practice_xp_days: await tx.select().from(mcqPracticeXpDays).where(eq(mcqPracticeXpDays.userId, mine)),
    mcq_bookmarks: await tx.select().from(mcqBookmarks).where(eq(mcqBookmarks.userId, mine)),
    mcq_tests: tests,
    mcq_test_answers: testAnswers.map((row) => row.testAnswer),
    mcq_mistake_cards: await tx.select().from(mcqMistakeCards).where(eq(mcqMistakeCards.userId, mine)),
    mcq_mistake_reviews: await tx.select().from(mcqMistakeReviews).where(eq(mcqMistakeReviews.userId, mine)),
  };
}

/** Deletes all of it at erasure (a session's or a test's questions and answers go by their foreign keys). */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  const mine = subject.id;
  await tx.delete(mcqMistakeReviews).where(eq(mcqMistakeReviews.userId, mine));
  await tx.delete(mcqMistakeCards).where(eq(mcqMistakeCards.userId, mine));
  await tx.delete(mcqAnswers).where(eq(mcqAnswers.userId, mine));
  await tx.delete(mcqFirstCorrect).where(eq(mcqFirstCorrect.userId, mine));
  await tx.delete(mcqPracticeXpDays).where(eq(mcqPracticeXpDays.userId, mine));
  await tx.delete(mcqBookmarks).where(eq(mcqBookmarks.userId, mine));
  await tx.delete(mcqTests).where(eq(mcqTests.userId, mine));
  await tx.delete(mcqSessions).where(eq(mcqSessions.userId, mine));
  return [];
}
