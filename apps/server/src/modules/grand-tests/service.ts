/**
 * Grand tests for students (decisions 125, 126, 144): the list, one attempt per student dealt on
 * the test engine (the same exam screen, offline-safe answers, the server's deadline cut at the
 * window's end; FMGE's two parts in turn), the results row written in the submit's own
 * transaction, and rank, percentile and subject standings counted from the score distribution
 * held in this process (decision 151), after the attempts left unsubmitted past their deadline are
 * marked; the leaderboard's top from the results table's score index.
 */
import crypto from 'node:crypto';
import {
  GRAND_TEST_HIDDEN_NAME,
  GRAND_TEST_LEADERBOARD_SIZE,
  GRAND_TEST_SUBMIT_GRACE_SECONDS,
  type GrandTestAttemptReply,
  type GrandTestLeaderboard,
  type GrandTestListReply,
  type GrandTestPatternId,
  type GrandTestResult,
  type GrandTestState,
  type GrandTestSubmitReply,
  grandTestMessages,
  grandTestPercentile,
} from '@medsutra/contract/grand-tests/api';
import { LIBRARY_SUBJECTS } from '@medsutra/contract/library/content';
import { TEST_PATTERNS, type TestAnswersRequest, type TestSubmitRequest } from '@medsutra/contract/mcq/tests-api';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { QuestionBank } from '../library/question-bank.ts';
import type { TestSubmitHook, TestsService } from '../mcq/tests-service.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import { createOverdueAttempts } from './overdue-attempts.ts';
import { createGrandTestsRepository, type GrandTestRow, type GrandTestsRepository } from './repository.ts';
import { createStandings, type Standings } from './standings.ts';

const MINUTE_MS = 60_000;
const subjectName = new Map<string, string>(LIBRARY_SUBJECTS.map((s) => [s.id, s.name]));
/** A grand test's attempts are timed tests of this cohort (the test engine's percentile groups them). */
const grandTestCohort = (grandTestId: string) => `grand:${grandTestId}`;
const round2 = (value: number) => Math.round(value * 100) / 100;

export function stateOf(test: Pick<GrandTestRow, 'opensAt' | 'closesAt'>, now: Date): GrandTestState {
  if (now.getTime() < test.opensAt.getTime()) return 'upcoming';
  if (now.getTime() < test.closesAt.getTime()) return 'open';
  return 'closed';
}

export function minutesOf(pattern: GrandTestPatternId): number {
  return TEST_PATTERNS[pattern].parts.reduce((sum, part) => sum + part.minutes, 0);
}
export function questionCountOf(pattern: GrandTestPatternId): number {
  return TEST_PATTERNS[pattern].parts.reduce((sum, part) => sum + part.questions, 0);
}

/** Names for the leaderboard: a public handle, or the hidden name for students who keep off leaderboards. */
export interface LeaderboardNames {
  namesOf(exec: DbExecutor, ids: string[]): Promise<Map<string, { fullName: string; handle: string }>>;
  leaderboardOptOutsAmong(ids: readonly string[]): Promise<ReadonlySet<string>>;
}

export function createGrandTestsService(deps: {
  db: Database;
  repository?: GrandTestsRepository;
  tests: TestsService;
  questionBank: QuestionBank;
  names: LeaderboardNames;
  now: () => Date;
  standings?: Standings;
}) {
  const { db, tests, questionBank } = deps;
  const repository = deps.repository ?? createGrandTestsRepository();
  /** A published paper never changes: its questions' option counts are read once per process. */
  const paperCache = new Map<string, { questionId: string; subjectId: string; optionCount: number }[]>();
  const overdue = createOverdueAttempts({ db, repository, tests, now: deps.now });
  const standings = deps.standings ?? createStandings();
  /** Closed tests whose unsubmitted attempts this process has marked: none can be added after. */
  const settled = new Set<string>();

  /**
   * Before ranks are read after the window (and its minute of grace) has closed: every overdue
   * attempt of the test is marked (the job does the same every ten minutes, and the item analysis
   * first). No query once the test is analysed or this process has settled it.
   */
  async function settle(test: GrandTestRow) {
    if (test.analysedAt || settled.has(test.id)) return;
    if (test.closesAt.getTime() > overdue.cutoff().getTime()) return;
    await overdue.finalise(test.id);
    settled.add(test.id);
  }

  /** After close (and its grace), settled: no result can be added, the distribution is final. */
  const isFinal = (test: GrandTestRow) => test.closesAt.getTime() <= overdue.cutoff().getTime();

  /** Her result's scores, total and per subject, as the distribution counts them. */
  const scoresOf = (userId: string, score: number, subjects: readonly { subjectId: string; score: number }[]) => ({
    userId,
    score,
    subjects: subjects.map((s) => ({ subjectId: s.subjectId, score: Number(s.score) })),
  });

  async function publishedTest(grandTestId: string): Promise<GrandTestRow> {
    const test = await repository.findTest(db, grandTestId);
    if (test?.status !== 'published') throw notFound(grandTestMessages.notFound);
    return test;
  }

  async function paperForAttempt(grandTestId: string) {
    const cached = paperCache.get(grandTestId);
    if (cached) return cached;
    const rows = await repository.paperOf(db, grandTestId);
    const bank = await questionBank.questionsById(
      rows.map((row) => row.questionId),
      { includeReserved: true },
    );
    const options = new Map(bank.map((q) => [q.id, q.options.length]));
    const paper = rows.flatMap((row) => {
      const optionCount = options.get(row.questionId);
      return optionCount ? [{ questionId: row.questionId, subjectId: row.subjectId, optionCount }] : [];
    });
    paperCache.set(grandTestId, paper);
    return paper;
  }

  /** The student's result, after marking her own attempt if it is overdue and unsubmitted. */
  async function resultOfStudent(grandTestId: string, userId: string) {
    const mine = await repository.resultOf(db, grandTestId, userId);
    if (mine) return mine;
    const attempt = await repository.attemptOf(db, grandTestId, userId);
    if (!attempt || !(await overdue.finaliseAttempt(attempt.id))) return null;
    standings.forget(grandTestId);
    return repository.resultOf(db, grandTestId, userId);
  }

  async function ownAttempt(user: SessionUser, attemptId: string) {
    const attempt = await repository.findAttempt(db, attemptId);
    if (!attempt) throw notFound(grandTestMessages.attemptNotFound);
    if (attempt.userId !== user.id) throw forbidden(grandTestMessages.notYourAttempt);
    return attempt;
  }

  async function attemptReply(
    user: SessionUser,
    attemptId: string,
    grandTestId: string,
  ): Promise<GrandTestAttemptReply> {
    return asAttemptReply(await tests.get(user, attemptId), grandTestId);
  }

  function asAttemptReply(reply: Awaited<ReturnType<TestsService['get']>>, grandTestId: string) {
    return {
      attemptId: reply.testId,
      grandTestId,
      questions: reply.questions,
      deadline: reply.deadline,
      serverNow: reply.serverNow,
      openPart: reply.openPart,
    };
  }

  /**
   * The submit hook: refuses a late submit and writes the results rows, in the submit's
   * transaction; an overdue attempt being marked (expired) counts as submitted at its deadline.
   * An FMGE attempt's parts run in turn.
   */
  const submitHook: TestSubmitHook = {
    partsInTurn: (test) => test.cohort.startsWith('grand:'),
    async submitting(tx, { test, now, result, expired }) {
      if (!test.cohort.startsWith('grand:')) return;
      const attempt = await repository.findAttempt(tx, test.id);
      if (!attempt) return;
      if (!expired && now.getTime() > test.deadline.getTime() + GRAND_TEST_SUBMIT_GRACE_SECONDS * 1000)
        throw conflict(grandTestMessages.lateSubmit);
      await repository.insertResult(
        tx,
        {
          grandTestId: attempt.grandTestId,
          userId: attempt.userId,
          attemptId: attempt.id,
          score: result.score,
          maxScore: result.maxScore,
          correct: result.correct,
          wrong: result.wrong,
          unanswered: result.unanswered,
          submittedAt: expired ? test.deadline : now,
        },
        result.perSubject.map((s) => ({ subjectId: s.subjectId, score: s.score })),
      );
    },
  };

  return {
    submitHook,

    async list(user: SessionUser): Promise<GrandTestListReply> {
      const now = deps.now();
      const [all, attempts, reminders] = await Promise.all([
        repository.publishedTests(db),
        repository.attemptsOfUser(db, user.id),
        repository.remindersOf(db, user.id),
      ]);
      // An attempt past its deadline and never submitted is marked now, so the list shows its score.
      const cutoff = overdue.cutoff().getTime();
      for (const attempt of attempts) {
        if (attempt.score !== null || attempt.deadline.getTime() >= cutoff) continue;
        if (!(await overdue.finaliseAttempt(attempt.id))) continue;
        standings.forget(attempt.grandTestId);
        attempt.score = (await repository.resultOf(db, attempt.grandTestId, user.id))?.score ?? null;
      }
      const attemptOf = new Map(attempts.map((a) => [a.grandTestId, a]));
      return {
        serverNow: now.toISOString(),
        tests: all.map((test) => {
          const pattern = test.pattern as GrandTestPatternId;
          const attempt = attemptOf.get(test.id);
          return {
            id: test.id,
            title: test.title,
            pattern,
            opensAt: test.opensAt.toISOString(),
            closesAt: test.closesAt.toISOString(),
            state: stateOf(test, now),
            questions: questionCountOf(pattern),
            minutes: minutesOf(pattern),
            reminder: reminders.has(test.id),
            myAttempt: attempt
              ? { id: attempt.id, state: attempt.score === null ? 'running' : 'submitted', score: attempt.score }
              : null,
          };
        }),
      };
    },

    /** Starts the student's one attempt, or returns it again. */
    async start(user: SessionUser, grandTestId: string): Promise<GrandTestAttemptReply> {
      const test = await publishedTest(grandTestId);
      const existing = await repository.attemptOf(db, grandTestId, user.id);
      if (existing) return attemptReply(user, existing.id, grandTestId);
      const now = deps.now();
      const state = stateOf(test, now);
      if (state === 'upcoming') throw conflict(grandTestMessages.notOpenYet);
      if (state === 'closed') throw conflict(grandTestMessages.closed);
      const pattern = test.pattern as GrandTestPatternId;
      const paper = await paperForAttempt(grandTestId);
      const attemptId = crypto.randomUUID();
      const deadline = new Date(Math.min(now.getTime() + minutesOf(pattern) * MINUTE_MS, test.closesAt.getTime()));
      const alreadyStarted = Symbol('already started');
      try {
        await db.transaction(async (tx) => {
          await tests.deal(tx, {
            testId: attemptId,
            userId: user.id,
            pattern,
            cohort: grandTestCohort(grandTestId),
            questions: paper,
            startedAt: now,
            deadline,
            keyHiddenUntil: test.closesAt,
          });
          // One attempt per student: a parallel start that got there first wins, this one rolls back.
          const inserted = await repository.insertAttempt(tx, {
            id: attemptId,
            grandTestId,
            userId: user.id,
            startedAt: now,
          });
          if (!inserted) throw alreadyStarted;
        });
      } catch (error) {
        if (error !== alreadyStarted) throw error;
        const winner = (await repository.attemptOf(db, grandTestId, user.id))!;
        return attemptReply(user, winner.id, grandTestId);
      }
      return attemptReply(user, attemptId, grandTestId);
    },

    async saveAnswers(user: SessionUser, attemptId: string, input: TestAnswersRequest) {
      await ownAttempt(user, attemptId);
      return tests.saveAnswers(user, attemptId, input);
    },

    /** FMGE: submits part 1; part 2 opens with its own minutes and part 1's answers are locked. */
    async submitPart(user: SessionUser, attemptId: string, part: number): Promise<GrandTestAttemptReply> {
      const attempt = await ownAttempt(user, attemptId);
      return asAttemptReply(await tests.submitPart(user, attemptId, part), attempt.grandTestId);
    },

    /** Marks the overdue unsubmitted attempts of every test not yet analysed (the ten-minute job). */
    async finaliseOverdue(): Promise<number> {
      const marked = await overdue.finalise();
      if (marked > 0) standings.forget();
      return marked;
    },

    async submit(user: SessionUser, attemptId: string, input: TestSubmitRequest): Promise<GrandTestSubmitReply> {
      const attempt = await ownAttempt(user, attemptId);
      const result = await tests.submit(user, attemptId, input);
      // Counted at once in this process's distribution, from the scores the submit wrote (no
      // re-read); a resend is counted once, by user. Her next read finds herself counted anyway.
      standings.added(attempt.grandTestId, scoresOf(user.id, result.score, result.perSubject));
      return { score: result.score, correct: result.correct, wrong: result.wrong, unanswered: result.unanswered };
    },

    async result(user: SessionUser, grandTestId: string): Promise<GrandTestResult> {
      const test = await publishedTest(grandTestId);
      await settle(test);
      const mine = await resultOfStudent(grandTestId, user.id);
      if (!mine) throw notFound(grandTestMessages.noResult);
      const now = deps.now();
      const closed = stateOf(test, now) === 'closed';
      const standing = await standings.of(db, grandTestId, isFinal(test), scoresOf(user.id, mine.score, mine.subjects));
      const { topTenthAverage, subjects } = standing;
      let wrongBySubtopic: GrandTestResult['wrongBySubtopic'] = null;
      if (closed) {
        const review = await tests.review(user, mine.attemptId);
        const groups = new Map<string, NonNullable<GrandTestResult['wrongBySubtopic']>[number]>();
        for (const q of review.questions) {
          if (q.outcome !== 'wrong') continue;
          const key = q.subtopicId ?? '';
          const group = groups.get(key) ?? {
            subtopicId: q.subtopicId,
            subtopicName: q.subtopicName ?? q.subjectName,
            questions: [],
          };
          group.questions.push({ questionId: q.id, position: q.position, seconds: q.seconds });
          groups.set(key, group);
        }
        wrongBySubtopic = [...groups.values()].sort((a, b) => b.questions.length - a.questions.length);
      }
      return {
        grandTestId,
        title: test.title,
        score: mine.score,
        maxScore: mine.maxScore,
        correct: mine.correct,
        wrong: mine.wrong,
        unanswered: mine.unanswered,
        rank: standing.above + 1,
        percentile: grandTestPercentile(standing.below, standing.takers),
        takers: standing.takers,
        provisional: !closed,
        closesAt: test.closesAt.toISOString(),
        topTenthAverage: round2(topTenthAverage),
        subjects: subjects
          .map((s) => ({
            subjectId: s.subjectId,
            name: subjectName.get(s.subjectId) ?? s.subjectId,
            score: s.score,
            rank: s.rank,
            topTenthAverage: round2(s.topAverage),
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        wrongBySubtopic,
        attemptId: mine.attemptId,
      };
    },

    async leaderboard(user: SessionUser, grandTestId: string): Promise<GrandTestLeaderboard> {
      const test = await publishedTest(grandTestId);
      await settle(test);
      // Her own overdue attempt is marked before the top is read, so the board counts it.
      const mine = await resultOfStudent(grandTestId, user.id);
      const top = await repository.leaderboard(db, grandTestId, GRAND_TEST_LEADERBOARD_SIZE);
      const ids = top.map((row) => row.userId);
      const [names, hidden, standing] = await Promise.all([
        deps.names.namesOf(db, ids),
        deps.names.leaderboardOptOutsAmong(ids),
        mine
          ? standings.of(db, grandTestId, isFinal(test), scoresOf(user.id, mine.score, mine.subjects))
          : standings.takers(db, grandTestId, isFinal(test)).then((takers) => ({ takers, above: 0 })),
      ]);
      return {
        top: top.map((row) => ({
          rank: Number(row.rank),
          name: hidden.has(row.userId)
            ? GRAND_TEST_HIDDEN_NAME
            : (names.get(row.userId)?.handle ?? GRAND_TEST_HIDDEN_NAME),
          score: row.score,
        })),
        me: mine ? { rank: standing.above + 1, score: mine.score } : null,
        takers: standing.takers,
        provisional: stateOf(test, deps.now()) !== 'closed',
      };
    },

    async setReminder(user: SessionUser, grandTestId: string, on: boolean) {
      await publishedTest(grandTestId);
      await repository.setReminder(db, grandTestId, user.id, on, deps.now());
      return { reminder: on };
    },
  };
}
export type GrandTestsService = ReturnType<typeof createGrandTestsService>;
