/**
 * Timed tests: deal a test by pattern with a server deadline, save answers until the deadline
 * (newest sequence wins), mark it once on submit and pay the full-length XP once.
 */
import crypto from 'node:crypto';
import { LIBRARY_SUBJECTS } from '@medsutra/contract/library/content';
import {
  CUSTOM_TEST_MARKS,
  mcqTestMessages,
  PERCENTILE_MIN_TAKERS,
  TEST_PATTERNS,
  type TestAnswersRequest,
  type TestPattern,
  type TestPatternId,
  type TestReply,
  type TestResult,
  type TestReviewReply,
  type TestSubmitRequest,
  testXp,
} from '@medsutra/contract/mcq/tests-api';
import type { Database } from '../../db/client.ts';
import type { DbTransaction } from '../../db/executor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { EconomyService } from '../economy/service.ts';
import type { QuestionBank, QuestionWithoutAnswer } from '../library/question-bank.ts';
import { markTest } from './mark-test.ts';
import type { MistakesDeck } from './mistakes-deck.ts';
import { createMcqRepository, type McqRepository } from './repository.ts';
import { afterEarlySubmit, openPartAt, partDeadlines, partOfPosition } from './test-parts.ts';
import {
  createTestsRepository,
  type TestAnswerRow,
  type TestQuestionRow,
  type TestRow,
  type TestsRepository,
} from './tests-repository.ts';

const MINUTE_MS = 60_000;
const newOptionId = () => crypto.randomBytes(9).toString('base64url');
const subjectName = new Map<string, string>(LIBRARY_SUBJECTS.map((s) => [s.id, s.name]));

export interface TestsXp {
  /** Pays the full-length test XP once per test; returns the XP paid by this call. */
  testFinished(tx: DbTransaction, input: { userId: string; testId: string; xp: number }): Promise<number>;
}

/**
 * What a kind of test built on this engine adds to a submit (grand tests: the late-submit rule and
 * the results row, decision 126). Runs inside the submit's transaction, once, before the result is
 * stored; throwing refuses the submit and stores nothing. `expired`: the test's time ran out
 * unsubmitted and it is being marked with its saved answers (decision 144), not submitted.
 */
export interface TestSubmitHook {
  submitting(
    tx: DbTransaction,
    event: {
      test: TestRow;
      now: Date;
      result: ReturnType<typeof markTest>;
      expired: boolean;
    },
  ): Promise<void>;
  /** True for the kind's tests whose parts run in turn, one open at a time (an FMGE grand test). */
  partsInTurn?(test: TestRow): boolean;
}

export function testsXpFromEconomy(economy: EconomyService): TestsXp {
  return {
    async testFinished(tx, input) {
      if (input.xp <= 0) return 0;
      const result = await economy.testFinished(input, tx);
      return result.applied ? result.xp : 0;
    },
  };
}

function patternFor(input: {
  pattern: TestPatternId;
  count?: number | undefined;
  minutes?: number | undefined;
}): TestPattern {
  if (input.pattern !== 'custom') return TEST_PATTERNS[input.pattern];
  const questions = input.count ?? 50;
  return {
    name: 'Custom test',
    parts: [{ questions, minutes: input.minutes ?? questions }],
    ...CUSTOM_TEST_MARKS,
    fullLength: false,
    // A student's own test: any exam's questions, every format.
    exam: null,
    formats: 'all',
  };
}

/**
 * "The same test" for percentiles: a pattern's tests are one test (NEET PG, INICET, FMGE: same
 * length, time and marking); custom tests are the same when they have the same number of
 * questions, the same minutes and the same subjects.
 */
function cohortOf(input: {
  pattern: TestPatternId;
  count?: number | undefined;
  minutes?: number | undefined;
  subjects: readonly string[];
}): string {
  if (input.pattern !== 'custom') return input.pattern;
  const pattern = patternFor(input);
  const part = pattern.parts[0]!;
  const subjects = input.subjects.length === 0 ? 'all' : [...new Set(input.subjects)].sort().join(',');
  return `custom:${part.questions}q:${part.minutes}m:${subjects}`;
}

/** The share (to one decimal) of takers, you included, who scored at or below your score. */
export function standingFrom(others: number, othersAtOrBelow: number): TestResult['standing'] {
  const takers = others + 1;
  if (takers < PERCENTILE_MIN_TAKERS) return { takers, percentile: null, needed: PERCENTILE_MIN_TAKERS - takers };
  return { takers, percentile: Math.round((1000 * (othersAtOrBelow + 1)) / takers) / 10, needed: 0 };
}

export function createTestsService(deps: {
  db: Database;
  repository?: TestsRepository;
  questionBank: QuestionBank;
  xp: TestsXp;
  mistakes: MistakesDeck;
  /** Practice's tables: a submitted test's answers are recorded there for analytics, and bookmarks read. */
  practice?: McqRepository;
  /** Kinds of test built on the engine (grand tests); each decides for its own tests. */
  submitHooks?: readonly TestSubmitHook[];
  now: () => Date;
}) {
  const { db, questionBank } = deps;
  const repository = deps.repository ?? createTestsRepository();
  const practice = deps.practice ?? createMcqRepository();
  const hooks = deps.submitHooks ?? [];

  /** A test whose parts run in turn: one part open at a time (test-parts.ts). */
  function inTurn(test: TestRow): boolean {
    if (test.pattern === 'custom') return false;
    if (TEST_PATTERNS[test.pattern as Exclude<TestPatternId, 'custom'>].parts.length < 2) return false;
    return hooks.some((hook) => hook.partsInTurn?.(test) ?? false);
  }

  /** The dealt questions as the library has them now (a question removed since is left out). */
  async function bankQuestions(questions: TestQuestionRow[]): Promise<Map<string, QuestionWithoutAnswer>> {
    // A test shows what it was dealt, a grand test's reserved paper included.
    const picked = await questionBank.questionsById(
      questions.map((q) => q.questionId),
      { includeReserved: true },
    );
    return new Map(picked.map((q) => [q.id, q]));
  }

  /** A dealt question as the exam screen shows it: its body and options under this test's option ids. */
  function shownQuestion(row: TestQuestionRow, question: QuestionWithoutAnswer) {
    const { subtopicId: _subtopic, ...shown } = question;
    return {
      ...shown,
      options: question.options.map((text, index) => ({ id: row.optionIds[index]!, text })),
      part: row.part,
    };
  }

  /** The stored result with its standing among the same test's takers, as of now. */
  async function withStanding(test: TestRow, result: TestResult): Promise<TestResult> {
    const { standing: _stored, ...stored } = result;
    if (!test.cohort) return { ...stored, standing: standingFrom(0, 0) };
    const counts = await repository.cohortStanding(db, {
      cohort: test.cohort,
      userId: test.userId,
      score: result.score,
    });
    return { ...stored, standing: standingFrom(counts.others, counts.othersAtOrBelow) };
  }

  async function ownTest(user: SessionUser, testId: string) {
    const test = await repository.findTest(db, testId);
    if (!test) throw notFound(mcqTestMessages.testNotFound);
    if (test.userId !== user.id) throw forbidden(mcqTestMessages.notYourTest);
    return test;
  }

  async function reply(test: TestRow): Promise<TestReply> {
    const [questions, answers] = await Promise.all([
      repository.questionsOf(db, test.id),
      repository.answersOf(db, test.id),
    ]);
    const now = deps.now();
    // Parts in turn: the open part's questions only (the last part's once the time is up).
    const open = inTurn(test) ? openPartAt(test, now) : null;
    const partShown = inTurn(test) && !test.result ? (open?.part ?? Math.max(...questions.map((q) => q.part))) : null;
    const shown = partShown === null ? questions : questions.filter((q) => q.part === partShown);
    const bank = await bankQuestions(shown);
    const optionIdsOf = new Map(questions.map((q) => [q.questionId, q.optionIds]));
    return {
      testId: test.id,
      pattern: test.pattern as TestPatternId,
      name:
        test.pattern === 'custom'
          ? 'Custom test'
          : TEST_PATTERNS[test.pattern as Exclude<TestPatternId, 'custom'>].name,
      marksCorrect: test.marksCorrect,
      marksWrong: test.marksWrong,
      startedAt: test.startedAt.toISOString(),
      deadline: test.deadline.toISOString(),
      serverNow: now.toISOString(),
      openPart: open ? { part: open.part, parts: open.parts, closesAt: open.closesAt.toISOString() } : null,
      questions: shown.flatMap((row) => {
        const question = bank.get(row.questionId);
        return question ? [shownQuestion(row, question)] : [];
      }),
      answers: Object.fromEntries(
        answers.map((answer) => [
          answer.questionId,
          {
            choice:
              answer.choiceIndex === null ? null : (optionIdsOf.get(answer.questionId)?.[answer.choiceIndex] ?? null),
            sequence: answer.sequence,
          },
        ]),
      ),
      result: test.result ? await withStanding(test, test.result as TestResult) : null,
    };
  }

  /**
   * Marks a test once: a submit, or (`expired`) a test whose time ran out unsubmitted, marked with
   * its saved answers as a submit at its deadline would have been. The test row is locked: a
   * submit and an expiry at the same moment queue, and the second finds the first's result.
   * Null when an expiry finds the test still within its time.
   */
  async function finish(testId: string, input: TestSubmitRequest, expired: boolean): Promise<TestResult | null> {
    // Read outside the transaction: the dealt questions and their keys do not change, and the
    // library is read through its own service (on its own connection).
    const questions = await repository.questionsOf(db, testId);
    const answerKeys = await questionBank.answerKeys(questions.map((q) => q.questionId));
    const keys = new Map([...answerKeys].map(([id, key]) => [id, key.answerIndex]));
    const subjectOf = new Map(questions.map((q) => [q.questionId, q.subjectId]));
    const finished = await db.transaction(async (tx) => {
      const test = (await repository.findTestForUpdate(tx, testId))!;
      if (test.result) return { test, result: test.result as TestResult };
      const now = deps.now();
      if (expired && now.getTime() <= test.deadline.getTime()) return null;
      const user = { id: test.userId };
      const answers = await repository.answersOf(tx, testId);
      const marked = markTest(test, questions, answers, keys);
      for (const hook of hooks) await hook.submitting(tx, { test, now, result: marked, expired });
      const fullLength = test.pattern !== 'custom';
      const xp = testXp({
        correct: marked.correct,
        answered: marked.correct + marked.wrong,
        total: questions.length,
        fullLength,
      });
      const xpAwarded = await deps.xp.testFinished(tx, { userId: user.id, testId, xp });
      // An expired test counts as submitted when its time ended.
      const submittedAt = expired ? test.deadline : now;
      // Wrong answers join the mistakes deck; right answers to due cards review them.
      await deps.mistakes.recordAnswers(
        tx,
        answers.flatMap((answer) =>
          answer.choiceIndex === null
            ? []
            : [
                {
                  answerId: answer.answerId,
                  userId: user.id,
                  questionId: answer.questionId,
                  subjectId: subjectOf.get(answer.questionId) ?? '',
                  correct: answer.choiceIndex === keys.get(answer.questionId),
                },
              ],
        ),
        submittedAt,
      );
      // The answers count in analytics and insights as practice answers do, recorded once: this
      // runs only for the submit that stores the result, and the rows are keyed (decision 112).
      await practice.recordTestAnswers(
        tx,
        { testId, userId: user.id, now: submittedAt },
        answers.flatMap((answer) =>
          answer.choiceIndex === null || !keys.has(answer.questionId)
            ? []
            : [
                {
                  answerId: answer.answerId,
                  questionId: answer.questionId,
                  subjectId: subjectOf.get(answer.questionId) ?? '',
                  subtopicId: answerKeys.get(answer.questionId)?.subtopicId ?? null,
                  chosenIndex: answer.choiceIndex,
                  correct: answer.choiceIndex === keys.get(answer.questionId),
                  answeredAt: answer.savedAt,
                },
              ],
        ),
      );
      // The device's count of seconds per question, kept for the review (only the test's questions).
      const dealt = new Set(questions.map((q) => q.questionId));
      const seconds = Object.entries(input.seconds ?? {}).filter(([questionId]) => dealt.has(questionId));
      if (seconds.length > 0) await repository.saveSeconds(tx, testId, seconds);
      const stored = { ...marked, xpAwarded, submittedAt: submittedAt.toISOString() };
      await repository.saveResult(tx, testId, stored, submittedAt);
      return { test: { ...test, result: stored, submittedAt }, result: stored as TestResult };
    });
    if (!finished) return null;
    return withStanding(finished.test, finished.result);
  }

  return {
    /**
     * Deals a test of fixed questions in the caller's transaction (a grand test's attempt: the
     * same paper for everyone, a deadline cut at the window's end, the key hidden until close).
     */
    async deal(
      tx: DbTransaction,
      input: {
        testId: string;
        userId: string;
        pattern: Exclude<TestPatternId, 'custom'>;
        cohort: string;
        questions: readonly { questionId: string; subjectId: string; optionCount: number }[];
        startedAt: Date;
        deadline: Date;
        keyHiddenUntil: Date;
      },
    ): Promise<void> {
      const pattern = TEST_PATTERNS[input.pattern];
      await repository.insertTest(
        tx,
        {
          id: input.testId,
          userId: input.userId,
          pattern: input.pattern,
          cohort: input.cohort,
          marksCorrect: pattern.marksCorrect,
          marksWrong: pattern.marksWrong,
          startedAt: input.startedAt,
          deadline: input.deadline,
          submittedAt: null,
          result: null,
          keyHiddenUntil: input.keyHiddenUntil,
        },
        input.questions.map((question, position) => ({
          testId: input.testId,
          questionId: question.questionId,
          position,
          part: partOfPosition(pattern, position),
          subjectId: question.subjectId,
          optionIds: Array.from({ length: question.optionCount }, newOptionId),
        })),
      );
    },

    async create(
      user: SessionUser,
      input: { pattern: TestPatternId; count?: number | undefined; minutes?: number | undefined; subjects: string[] },
    ): Promise<TestReply> {
      const pattern = patternFor(input);
      const needed = pattern.parts.reduce((sum, part) => sum + part.questions, 0);
      const questions = await questionBank.pickQuestions({
        subjectIds: input.subjects,
        subtopicIds: [],
        difficulties: [],
        exam: pattern.exam,
        formats: pattern.formats === 'all' ? [] : pattern.formats,
        onlyIds: null,
        excludeIds: [],
        count: needed,
      });
      if (questions.length < needed) throw badRequest(mcqTestMessages.notEnoughQuestions(questions.length, needed));
      const now = deps.now();
      const minutes = pattern.parts.reduce((sum, part) => sum + part.minutes, 0);
      const testId = crypto.randomUUID();
      const test = {
        id: testId,
        userId: user.id,
        pattern: input.pattern,
        cohort: cohortOf(input),
        marksCorrect: pattern.marksCorrect,
        marksWrong: pattern.marksWrong,
        startedAt: now,
        deadline: new Date(now.getTime() + minutes * MINUTE_MS),
        submittedAt: null,
        result: null,
        keyHiddenUntil: null,
      };
      await db.transaction((tx) =>
        repository.insertTest(
          tx,
          test,
          questions.map((question, position) => ({
            testId,
            questionId: question.id,
            position,
            part: partOfPosition(pattern, position),
            subjectId: question.subjectId,
            optionIds: question.options.map(newOptionId),
          })),
        ),
      );
      return reply(test);
    },

    /** Each test's saved choices (option index by question id), read in slices (a grand test's item analysis). */
    async choicesOf(testIds: readonly string[]): Promise<Map<string, Map<string, number | null>>> {
      const choices = new Map<string, Map<string, number | null>>(testIds.map((id) => [id, new Map()]));
      for (let start = 0; start < testIds.length; start += 500) {
        const rows = await repository.choicesOfTests(db, testIds.slice(start, start + 500));
        for (const row of rows) choices.get(row.testId)?.set(row.questionId, row.choiceIndex);
      }
      return choices;
    },

    async get(user: SessionUser, testId: string): Promise<TestReply> {
      return reply(await ownTest(user, testId));
    },

    async saveAnswers(user: SessionUser, testId: string, input: TestAnswersRequest): Promise<{ saved: number }> {
      const owned = await ownTest(user, testId);
      const dealt = await repository.questionsNamed(db, testId, [...new Set(input.answers.map((a) => a.questionId))]);
      const optionIdsOf = new Map(dealt.map((q) => [q.questionId, q.optionIds]));
      const partOf = new Map(dealt.map((q) => [q.questionId, q.part]));
      const partEnds = partDeadlines(owned);
      const rows: TestAnswerRow[] = [];
      const now = deps.now();
      // The latest change per question in this batch; an older one would lose to it anyway.
      const latest = new Map<string, TestAnswersRequest['answers'][number]>();
      for (const answer of input.answers) {
        const optionIds = optionIdsOf.get(answer.questionId);
        if (!optionIds) throw badRequest(mcqTestMessages.questionNotInTest);
        if (answer.choice !== null && !optionIds.includes(answer.choice))
          throw badRequest(mcqTestMessages.choiceNotAnOption);
        // A part closes at its own time (FMGE's first 150 minutes), the test at its deadline; parts
        // in turn are checked below, on the locked row (a part submitted meanwhile is closed).
        const partEnd = partEnds[(partOf.get(answer.questionId) ?? 1) - 1];
        if (!inTurn(owned) && partEnd && deps.now().getTime() > partEnd.getTime())
          throw conflict(mcqTestMessages.timeUp);
        const earlier = latest.get(answer.questionId);
        if (!earlier || answer.sequence > earlier.sequence) latest.set(answer.questionId, answer);
      }
      for (const answer of latest.values()) {
        const optionIds = optionIdsOf.get(answer.questionId)!;
        rows.push({
          testId,
          questionId: answer.questionId,
          answerId: answer.answerId,
          choiceIndex: answer.choice === null ? null : optionIds.indexOf(answer.choice),
          sequence: answer.sequence,
          savedAt: now,
        });
      }
      return db.transaction(async (tx) => {
        const test = (await repository.findTestForUpdate(tx, testId))!;
        if (test.submittedAt) throw conflict(mcqTestMessages.alreadySubmitted);
        if (now.getTime() > test.deadline.getTime()) throw conflict(mcqTestMessages.timeUp);
        if (inTurn(test)) {
          const open = openPartAt(test, now);
          if (!open) throw conflict(mcqTestMessages.timeUp);
          for (const row of rows) {
            const part = partOf.get(row.questionId) ?? 1;
            if (part < open.part) throw conflict(mcqTestMessages.partClosed(part));
            if (part > open.part) throw conflict(mcqTestMessages.partNotOpen(part));
          }
        }
        return { saved: await repository.saveAnswers(tx, rows) };
      });
    },

    async submit(user: SessionUser, testId: string, input: TestSubmitRequest = {}): Promise<TestResult> {
      await ownTest(user, testId);
      return (await finish(testId, input, false))!;
    },

    /**
     * Marks a test whose deadline has passed unsubmitted with its saved answers (decision 144); a
     * test already marked is left as it is. Null when the test's time has not run out.
     */
    expire(testId: string): Promise<TestResult | null> {
      return finish(testId, {}, true);
    },

    /**
     * Submits a part of a test whose parts run in turn: its answers are locked and the next part
     * opens now with its own minutes. Submitting a part already closed changes nothing.
     */
    async submitPart(user: SessionUser, testId: string, part: number): Promise<TestReply> {
      const owned = await ownTest(user, testId);
      if (!inTurn(owned)) throw conflict(mcqTestMessages.partsNotInTurn);
      const now = deps.now();
      const test = await db.transaction(async (tx) => {
        const test = (await repository.findTestForUpdate(tx, testId))!;
        if (test.submittedAt) throw conflict(mcqTestMessages.alreadySubmitted);
        const open = openPartAt(test, now);
        if (!open) throw conflict(mcqTestMessages.timeUp);
        if (part < open.part) return test;
        if (part > open.part || part > open.parts) throw conflict(mcqTestMessages.partNotOpen(part));
        if (part === open.parts) throw conflict(mcqTestMessages.lastPart);
        const clocks = afterEarlySubmit(test, part, now);
        await repository.moveClocks(tx, testId, clocks);
        return { ...test, ...clocks };
      });
      return reply(test);
    },

    /**
     * A submitted test, question by question: the student's choice, the key, the explanations, the
     * time spent and whether she bookmarked it. Before the submit the key stays hidden (409).
     */
    async review(user: SessionUser, testId: string): Promise<TestReviewReply> {
      const test = await ownTest(user, testId);
      if (!test.result || !test.submittedAt) throw conflict(mcqTestMessages.notSubmitted);
      if (test.keyHiddenUntil && deps.now().getTime() < test.keyHiddenUntil.getTime())
        throw conflict(mcqTestMessages.keyHiddenUntilClose);
      const [questions, answers] = await Promise.all([
        repository.questionsOf(db, testId),
        repository.answersOf(db, testId),
      ]);
      const ids = questions.map((q) => q.questionId);
      const [bank, keys, bookmarked] = await Promise.all([
        bankQuestions(questions),
        questionBank.answerKeys(ids),
        practice.bookmarkedAmong(db, user.id, ids),
      ]);
      const chosen = new Map(answers.map((answer) => [answer.questionId, answer.choiceIndex]));
      return {
        testId: test.id,
        name:
          test.pattern === 'custom'
            ? 'Custom test'
            : TEST_PATTERNS[test.pattern as Exclude<TestPatternId, 'custom'>].name,
        submittedAt: test.submittedAt.toISOString(),
        questions: questions.flatMap((row) => {
          const question = bank.get(row.questionId);
          const key = keys.get(row.questionId);
          if (!question || !key) return [];
          const choiceIndex = chosen.get(row.questionId) ?? null;
          return [
            {
              ...shownQuestion(row, question),
              position: row.position + 1,
              subjectName: subjectName.get(row.subjectId) ?? row.subjectId,
              subtopicId: key.subtopicId,
              subtopicName: key.subtopicName,
              chosenOptionId: choiceIndex === null ? null : (row.optionIds[choiceIndex] ?? null),
              keyOptionId: row.optionIds[key.answerIndex]!,
              outcome: choiceIndex === null ? 'unanswered' : choiceIndex === key.answerIndex ? 'correct' : 'wrong',
              explanation: key.explanation,
              optionExplanations: key.optionExplanations,
              seconds: row.secondsSpent ?? null,
              bookmarked: bookmarked.has(row.questionId),
            },
          ];
        }),
      };
    },
  };
}
export type TestsService = ReturnType<typeof createTestsService>;
