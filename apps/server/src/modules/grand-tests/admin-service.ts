/**
 * Grand tests for admins: create a draft with its paper assembled by blueprint and reserved from
 * the bank until the window closes (decision 127), preview it with keys and item figures, swap a
 * question for another of the same subtopic and difficulty, correct a difficulty label, publish.
 * Every action is in the audit log inside its own transaction (decision 048). The item analysis
 * of a closed test runs once (decision 128); its flagged questions go to the library-report queue
 * and a corrected label outlives the library's re-import (decision 145).
 */
import crypto from 'node:crypto';
import {
  type AdminGrandTest,
  type AdminGrandTestCreate,
  type AdminGrandTestList,
  type GrandTestPatternId,
  grandTestMessages,
  type ItemStats,
} from '@medsutra/contract/grand-tests/api';
import { TEST_PATTERNS } from '@medsutra/contract/mcq/tests-api';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import { createItemReports, type ItemReports } from '../library/item-reports.ts';
import type { QuestionBank } from '../library/question-bank.ts';
import type { TestsService } from '../mcq/tests-service.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import { assemblePaper, type PoolQuestion } from './blueprint.ts';
import { analyseItems } from './item-analysis.ts';
import { createOverdueAttempts } from './overdue-attempts.ts';
import { createGrandTestsRepository, type GrandTestRow, type GrandTestsRepository } from './repository.ts';
import { minutesOf, questionCountOf, stateOf } from './service.ts';

const MINUTE_MS = 60_000;
const reservedBy = (grandTestId: string) => `grand-test:${grandTestId}`;

/** What the admin screens show of a test, in the list and on its own page. */
function summaryOf(test: GrandTestRow, now: Date) {
  return {
    id: test.id,
    title: test.title,
    pattern: test.pattern as GrandTestPatternId,
    opensAt: test.opensAt.toISOString(),
    closesAt: test.closesAt.toISOString(),
    status: test.status as 'draft' | 'published',
    state: stateOf(test, now),
    analysedAt: test.analysedAt?.toISOString() ?? null,
  };
}

export function createGrandTestsAdminService(deps: {
  db: Database;
  repository?: GrandTestsRepository;
  tests: TestsService;
  questionBank: QuestionBank;
  /** Where a flagged question goes: the library-report queue (decision 145). */
  itemReports?: ItemReports;
  now: () => Date;
  random?: () => number;
}) {
  const { db, questionBank } = deps;
  const repository = deps.repository ?? createGrandTestsRepository();
  const itemReports = deps.itemReports ?? createItemReports();
  const random = deps.random ?? Math.random;
  const overdue = createOverdueAttempts({ db, repository, tests: deps.tests, now: deps.now });
  /** Closed for the analysis: the window's end and the minute of grace a submit has after it. */
  const closedForAnalysis = (test: GrandTestRow) => test.closesAt.getTime() <= overdue.cutoff().getTime();

  /** The unreserved questions a pattern's paper may use. */
  async function poolFor(pattern: GrandTestPatternId): Promise<PoolQuestion[]> {
    const exam = TEST_PATTERNS[pattern].exam;
    const formats = TEST_PATTERNS[pattern].formats;
    const rows = await questionBank.available({ exam, formats: formats === 'all' ? [] : formats });
    return rows as PoolQuestion[];
  }

  async function testOrThrow(grandTestId: string): Promise<GrandTestRow> {
    const test = await repository.findTest(db, grandTestId);
    if (!test) throw notFound(grandTestMessages.notFound);
    return test;
  }

  async function view(test: GrandTestRow): Promise<AdminGrandTest> {
    const paper = await repository.paperOf(db, test.id);
    const ids = paper.map((row) => row.questionId);
    const [bodies, keys] = await Promise.all([
      questionBank.questionsById(ids, { includeReserved: true }),
      questionBank.answerIndexes(ids),
    ]);
    const bodyOf = new Map(bodies.map((q) => [q.id, q]));
    return {
      ...summaryOf(test, deps.now()),
      questions: paper.map((row) => {
        const body = bodyOf.get(row.questionId);
        return {
          position: row.position + 1,
          questionId: row.questionId,
          subjectId: row.subjectId,
          subtopicId: row.subtopicId,
          difficulty: row.difficulty as 'easy' | 'medium' | 'hard',
          format: body?.format ?? 'single',
          stem: body?.stem ?? '',
          options: body?.options ?? [],
          answerIndex: keys.get(row.questionId) ?? 0,
          stats: (row.stats as AdminGrandTest['questions'][number]['stats']) ?? null,
        };
      }),
    };
  }

  /**
   * The item analysis of one closed test, once: figures on each paper question, over every
   * attempt (the unsubmitted ones are marked with their saved answers first, decision 144).
   */
  async function analyse(test: GrandTestRow): Promise<boolean> {
    await overdue.finalise(test.id);
    const paper = await repository.paperOf(db, test.id);
    const ids = paper.map((row) => row.questionId);
    const [results, keys, bodies] = await Promise.all([
      repository.allResults(db, test.id),
      questionBank.answerIndexes(ids),
      questionBank.questionsById(ids, { includeReserved: true }),
    ]);
    const choices = await deps.tests.choicesOf(results.map((r) => r.attemptId));
    const optionCount = new Map(bodies.map((q) => [q.id, q.options.length]));
    const figures = analyseItems(
      ids.map((questionId) => ({
        questionId,
        answerIndex: keys.get(questionId) ?? -1,
        optionCount: optionCount.get(questionId) ?? 4,
      })),
      results.map((r) => ({ total: r.score, choices: choices.get(r.attemptId) ?? new Map() })),
    );
    return db.transaction(async (tx) => {
      if (!(await repository.claimAnalysis(tx, test.id, deps.now()))) return false;
      for (const [questionId, stats] of figures) await repository.saveStats(tx, test.id, questionId, { ...stats });
      // Each flagged question goes to the library-report queue with its figures, once per test.
      await itemReports.fileFlagged(tx, {
        scope: `grand-test:${test.id}`,
        scopeTitle: test.title,
        items: [...figures].map(([questionId, stats]) => ({
          questionId,
          answerIndex: keys.get(questionId) ?? -1,
          stats,
        })),
        now: deps.now(),
      });
      return true;
    });
  }

  return {
    /** Analyses every closed test not analysed yet (a job runs this; so does opening the admin screen). */
    async analyseClosed(): Promise<number> {
      let done = 0;
      for (const test of await repository.dueForAnalysis(db, overdue.cutoff())) if (await analyse(test)) done += 1;
      return done;
    },

    async list(admin: SessionUser): Promise<AdminGrandTestList> {
      requireAdmin(admin);
      const all = await repository.allTests(db);
      const takers = await repository.takersOf(
        db,
        all.map((t) => t.id),
      );
      const now = deps.now();
      return {
        tests: all.map((test) => ({
          ...summaryOf(test, now),
          questions: questionCountOf(test.pattern as GrandTestPatternId),
          takers: takers.get(test.id) ?? 0,
        })),
      };
    },

    async get(admin: SessionUser, grandTestId: string): Promise<AdminGrandTest> {
      requireAdmin(admin);
      const test = await testOrThrow(grandTestId);
      if (test.status === 'published' && !test.analysedAt && closedForAnalysis(test)) {
        await analyse(test);
        return view(await testOrThrow(grandTestId));
      }
      return view(test);
    },

    async create(admin: SessionUser, input: AdminGrandTestCreate): Promise<AdminGrandTest> {
      requireAdmin(admin);
      const opensAt = new Date(input.opensAt);
      const closesAt = new Date(input.closesAt);
      if (closesAt.getTime() - opensAt.getTime() < minutesOf(input.pattern) * MINUTE_MS)
        throw badRequest(grandTestMessages.windowInvalid);
      const needed = questionCountOf(input.pattern);
      const pool = await poolFor(input.pattern);
      const paper = assemblePaper(pool, { pattern: input.pattern, total: needed, random });
      if (paper.length < needed) throw badRequest(grandTestMessages.notEnoughQuestions(pool.length, needed));
      const id = crypto.randomUUID();
      const now = deps.now();
      const test = {
        id,
        title: input.title,
        pattern: input.pattern,
        opensAt,
        closesAt,
        status: 'draft',
        createdAt: now,
      };
      await db.transaction(async (tx) => {
        await repository.insertTest(
          tx,
          test,
          paper.map((q, position) => ({
            grandTestId: id,
            position,
            questionId: q.id,
            subjectId: q.subjectId,
            subtopicId: q.subtopicId,
            difficulty: q.difficulty,
          })),
        );
        const held = await questionBank.reserve(tx, {
          by: reservedBy(id),
          until: closesAt,
          questionIds: paper.map((q) => q.id),
        });
        // Another paper took some of these in the meantime: nothing is kept, the admin tries again.
        if (held.length < paper.length)
          throw conflict(grandTestMessages.notEnoughQuestions(pool.length - paper.length + held.length, needed));
        await recordAdminAction(
          tx,
          {
            adminUserId: admin.id,
            action: 'grand-test.create',
            targetKind: 'grand-test',
            targetId: id,
            detail: { title: input.title, pattern: input.pattern, opensAt: input.opensAt, closesAt: input.closesAt },
          },
          now,
        );
      });
      return view({ ...test, publishedAt: null, analysedAt: null });
    },

    async swap(admin: SessionUser, grandTestId: string, questionId: string): Promise<AdminGrandTest> {
      requireAdmin(admin);
      const test = await testOrThrow(grandTestId);
      if (test.status !== 'draft') throw conflict(grandTestMessages.notDraft);
      const paper = await repository.paperOf(db, grandTestId);
      const out = paper.find((row) => row.questionId === questionId);
      if (!out) throw badRequest(grandTestMessages.questionNotInPaper);
      const inPaper = new Set(paper.map((row) => row.questionId));
      const candidates = (await poolFor(test.pattern as GrandTestPatternId)).filter(
        (q) => !inPaper.has(q.id) && q.subtopicId === out.subtopicId && q.difficulty === out.difficulty,
      );
      const next = candidates[Math.floor(random() * candidates.length)];
      if (!next) throw conflict(grandTestMessages.noSwap);
      await db.transaction(async (tx) => {
        const held = await questionBank.reserve(tx, {
          by: reservedBy(grandTestId),
          until: test.closesAt,
          questionIds: [next.id],
        });
        if (held.length === 0) throw conflict(grandTestMessages.noSwap);
        await questionBank.release(tx, reservedBy(grandTestId), [questionId]);
        await repository.replaceQuestion(tx, grandTestId, out.position, {
          questionId: next.id,
          subjectId: next.subjectId,
          subtopicId: next.subtopicId,
          difficulty: next.difficulty,
        });
        await recordAdminAction(
          tx,
          {
            adminUserId: admin.id,
            action: 'grand-test.swap-question',
            targetKind: 'grand-test',
            targetId: grandTestId,
            detail: { position: out.position + 1, out: questionId, in: next.id },
          },
          deps.now(),
        );
      });
      return view(test);
    },

    async publish(admin: SessionUser, grandTestId: string): Promise<AdminGrandTest> {
      requireAdmin(admin);
      const now = deps.now();
      const published = await db.transaction(async (tx) => {
        const test = await repository.findTestForUpdate(tx, grandTestId);
        if (!test) throw notFound(grandTestMessages.notFound);
        if (test.status === 'published') return test;
        if (now.getTime() >= test.opensAt.getTime()) throw conflict(grandTestMessages.openedAlready);
        await repository.publish(tx, grandTestId, now);
        await recordAdminAction(
          tx,
          { adminUserId: admin.id, action: 'grand-test.publish', targetKind: 'grand-test', targetId: grandTestId },
          now,
        );
        return { ...test, status: 'published', publishedAt: now };
      });
      return view(published);
    },

    /** Corrects a paper question's difficulty label in the library from its item figures. */
    async setDifficulty(
      admin: SessionUser,
      grandTestId: string,
      input: { questionId: string; difficulty: 'easy' | 'medium' | 'hard' },
    ): Promise<AdminGrandTest> {
      requireAdmin(admin);
      const test = await testOrThrow(grandTestId);
      const paper = await repository.paperOf(db, grandTestId);
      const row = paper.find((q) => q.questionId === input.questionId);
      if (!row) throw badRequest(grandTestMessages.questionNotInPaper);
      await db.transaction(async (tx) => {
        await questionBank.setDifficulty(
          tx,
          input.questionId,
          input.difficulty,
          (row.stats as ItemStats | null) ?? null,
        );
        await repository.setDifficultyLabel(tx, grandTestId, input.questionId, input.difficulty);
        await recordAdminAction(
          tx,
          {
            adminUserId: admin.id,
            action: 'grand-test.set-difficulty',
            targetKind: 'library-question',
            targetId: input.questionId,
            detail: { grandTestId, from: row.difficulty, to: input.difficulty, stats: row.stats ?? null },
          },
          deps.now(),
        );
      });
      return view(test);
    },
  };
}
export type GrandTestsAdminService = ReturnType<typeof createGrandTestsAdminService>;
