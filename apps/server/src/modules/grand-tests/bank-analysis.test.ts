/**
 * The bank's item analysis on made-up answers (decision 145): thirty students of three strengths
 * answer the fixture library's questions in practice. A question the strong students miss is
 * flagged into the library-report queue once; a question 29 students answered is not analysed
 * until the thirtieth answers; a run reads only the questions answered since the last.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/economy-users.ts';
import { useFixtureLibrary } from '../../../test/helpers/library.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { bankItemStats, libraryQuestions, libraryReports, mcqAnswers, mcqSessions, mcqTests } from '../../db/schema.ts';
import { createQuestionBank } from '../library/question-bank.ts';
import { createFirstAnswers } from '../mcq/first-answers.ts';
import { createBankItemAnalysis } from './bank-analysis.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await useFixtureLibrary(database.handle.db);
});
afterAll(() => database.dispose());
const db = () => database.handle.db;
const now = new Date('2026-11-28T10:00:00Z');

const GOOD = 'physiology.q1001';
const STRONG_MISS = 'physiology.q1002';
const FEW = 'physiology.q1003';
const BACKGROUND = ['physiology.q1004', 'physiology.q1005', 'medicine.q001', 'medicine.q002'];

type Band = 'strong' | 'middle' | 'weak';
const students: { id: string; band: Band; sessionId: string }[] = [];
let keys: Map<string, number>;

async function newSession(userId: string) {
  const sessionId = crypto.randomUUID();
  await db().insert(mcqSessions).values({ id: sessionId, userId, mode: 'tutor', filters: {}, createdAt: now });
  return sessionId;
}

/** One answer; `again` answers in a new session (a session holds one answer per question). */
async function answer(
  student: (typeof students)[number],
  questionId: string,
  chosenIndex: number,
  at: Date,
  again = false,
) {
  const sessionId = again ? await newSession(student.id) : student.sessionId;
  await db()
    .insert(mcqAnswers)
    .values({
      answerId: crypto.randomUUID(),
      userId: student.id,
      sessionId,
      questionId,
      subjectId: questionId.split('.')[0]!,
      subtopicId: null,
      chosenIndex,
      correct: chosenIndex === keys.get(questionId),
      answeredAt: at,
    });
}
const wrongOf = (questionId: string) => (keys.get(questionId)! + 1) % 4;
const analysis = () =>
  createBankItemAnalysis({
    db: db(),
    answers: createFirstAnswers({ db: db() }),
    questionBank: createQuestionBank({ db: db() }),
    now: () => now,
    // Made-up answers are all committed before each run: no margin needed to catch a late one.
    overlapMs: 0,
  });
const analysisReports = () =>
  db().select().from(libraryReports).where(eq(libraryReports.source, 'item-analysis')).orderBy(libraryReports.itemId);

describe("the bank's item analysis", () => {
  it('is set up: thirty students, ten strong, ten middling, ten weak', async () => {
    const rows = await db()
      .select({ id: libraryQuestions.id, key: libraryQuestions.answerIndex })
      .from(libraryQuestions);
    keys = new Map(rows.map((row) => [row.id, row.key]));
    for (let i = 0; i < 30; i++) {
      const user = await createUser(db());
      const sessionId = await newSession(user.id);
      students.push({ id: user.id, band: i < 10 ? 'strong' : i < 20 ? 'middle' : 'weak', sessionId });
    }
    const at = new Date(now.getTime() - 3600_000);
    for (const [i, student] of students.entries()) {
      // The background questions: the strong right, the weak wrong, the middling half right.
      for (const q of BACKGROUND) {
        const right = student.band === 'strong' || (student.band === 'middle' && i % 2 === 0);
        await answer(student, q, right ? keys.get(q)! : wrongOf(q), at);
      }
      const strong = student.band === 'strong';
      await answer(student, GOOD, strong || i % 3 === 0 ? keys.get(GOOD)! : wrongOf(GOOD), at);
      // The strong all pick the same distractor; the weak pick the key.
      await answer(student, STRONG_MISS, strong ? wrongOf(STRONG_MISS) : keys.get(STRONG_MISS)!, at);
      if (i < 29) await answer(student, FEW, keys.get(FEW)!, at);
    }
    // A student's later answer to a question is not her first: it changes nothing.
    await answer(students[0]!, STRONG_MISS, keys.get(STRONG_MISS)!, now, true);
  });

  it('flags the question the strong students miss into the report queue, with its figures', async () => {
    const run = await analysis().run();
    expect(run).toEqual({ considered: 7, analysed: 6, flagged: expect.any(Number), reported: run.flagged });
    const stats = new Map(
      (await db().select().from(bankItemStats)).map((row) => [row.questionId, row.stats as Record<string, unknown>]),
    );
    expect(stats.get(STRONG_MISS)).toMatchObject({ takers: 30, flagged: true });
    expect(stats.get(STRONG_MISS)!.discrimination as number).toBeLessThan(0);
    expect(stats.get(STRONG_MISS)!.pointBiserial as number).toBeLessThan(0);
    expect(stats.get(STRONG_MISS)!.reasons).toContain(
      `The top third picked option ${String.fromCharCode(65 + wrongOf(STRONG_MISS))} more often than the key`,
    );
    expect(stats.get(GOOD)).toMatchObject({ takers: 30, flagged: false, reasons: [] });
    // Students tied on their totals fall into a third in no fixed order: 0.3 is the least it can be here.
    expect(stats.get(GOOD)!.discrimination as number).toBeGreaterThanOrEqual(0.3);
    // 29 answerers: not analysed.
    expect(stats.has(FEW)).toBe(false);

    const reports = await analysisReports();
    const miss = reports.find((report) => report.itemId === STRONG_MISS)!;
    expect(miss).toMatchObject({
      userId: null,
      status: 'open',
      reason: 'wrong-answer',
      analysisScope: 'bank',
      itemKind: 'question',
    });
    expect(miss.text).toContain('Item analysis of the question bank (30 students)');
    // Two middling students tie the strong on their totals, so the top third holds 0 to 2 who chose the key.
    expect(miss.text).toMatch(/discrimination -(0\.[89]0|1\.00)/);
    expect(miss.text).toContain('more often than the key');
    expect(miss.figures).toMatchObject({ takers: 30, scopeTitle: 'the question bank' });
    expect(reports.some((report) => report.itemId === GOOD)).toBe(false);
  });

  it('reads only questions with new answers, never files a second report, and analyses the thirtieth answerer’s question', async () => {
    const before = await analysisReports();
    const quiet = await analysis().run();
    expect(quiet).toEqual({ considered: 0, analysed: 0, flagged: 0, reported: 0 });

    await answer(students[29]!, FEW, keys.get(FEW)!, now);
    await answer(students[29]!, STRONG_MISS, keys.get(STRONG_MISS)!, now, true);
    const next = await analysis().run();
    expect(next.considered).toBe(2);
    expect(next.analysed).toBe(2);
    const [few] = await db().select().from(bankItemStats).where(eq(bankItemStats.questionId, FEW));
    expect(few).toMatchObject({ takers: 30 });
    // Everyone right: no discrimination, so it is flagged too (decision 128's rule).
    expect(few!.stats.flagged).toBe(true);
    const after = await analysisReports();
    expect(after.filter((report) => report.itemId === STRONG_MISS)).toHaveLength(1);
    expect(after.map((report) => report.itemId).sort()).toEqual([...before.map((report) => report.itemId), FEW].sort());
  });

  it("leaves a grand test's answers out: the grand test has its own analysis", async () => {
    for (const student of students.slice(0, 3)) {
      const testId = crypto.randomUUID();
      await db()
        .insert(mcqTests)
        .values({
          id: testId,
          userId: student.id,
          pattern: 'neet-pg',
          cohort: `grand:${testId}`,
          marksCorrect: 4,
          marksWrong: 1,
          startedAt: now,
          deadline: now,
          submittedAt: now,
          keyHiddenUntil: now,
        });
      await db()
        .insert(mcqSessions)
        .values({ id: testId, userId: student.id, mode: 'test', filters: {}, createdAt: now });
      await db()
        .insert(mcqAnswers)
        .values({
          answerId: crypto.randomUUID(),
          userId: student.id,
          sessionId: testId,
          questionId: GOOD,
          subjectId: 'physiology',
          subtopicId: null,
          chosenIndex: wrongOf(GOOD),
          correct: false,
          answeredAt: now,
        });
    }
    expect(await analysis().run()).toEqual({ considered: 0, analysed: 0, flagged: 0, reported: 0 });
  });
});
