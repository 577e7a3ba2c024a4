/**
 * The bank's item analysis (decision 145): for every question that BANK_ITEM_MIN_ANSWERERS
 * students have answered (each student's first answer, in practice or a submitted test), the same
 * figures as a grand test's (item-analysis.ts). A student's "total score" is her first-answer
 * accuracy over the rest of the bank, smoothed ((right + 1) / (answered + 2)) so a student with
 * few other answers sits in the middle rather than at an end. It runs incrementally, as a job:
 * only questions with answers written since the last run (by `mcq_answers.recorded_at`, read a
 * margin back so a transaction that committed late is not missed) are analysed again. Figures go
 * to `bank_item_stats`; a flagged question to the library-report queue, once.
 */
import { BANK_ITEM_MIN_ANSWERERS, itemMessages } from '@medsutra/contract/library/item-figures';
import type { Database } from '../../db/client.ts';
import { createItemReports, type ItemReports } from '../library/item-reports.ts';
import type { QuestionBank } from '../library/question-bank.ts';
import type { FirstAnswer, FirstAnswers } from '../mcq/first-answers.ts';
import { type BankAnalysisRepository, createBankAnalysisRepository } from './bank-analysis-repository.ts';
import { analyseItems, type ItemFigures } from './item-analysis.ts';

/** How far before the last run's watermark the next one reads again (longer than any transaction). */
const DEFAULT_OVERLAP_MS = 10 * 60_000;
/** Questions analysed per pass: their first answers and their answerers' totals are read at once. */
const BATCH = 100;

export interface BankAnalysisRun {
  /** Questions with answers since the last run. */
  considered: number;
  /** Of those, the ones with enough answerers, analysed now. */
  analysed: number;
  flagged: number;
  /** New reports in the queue (a question flagged before keeps its one report). */
  reported: number;
}

export function createBankItemAnalysis(deps: {
  db: Database;
  answers: FirstAnswers;
  questionBank: Pick<QuestionBank, 'itemKeys'>;
  itemReports?: ItemReports;
  repository?: BankAnalysisRepository;
  now: () => Date;
  overlapMs?: number;
}) {
  const { db, answers, questionBank } = deps;
  const repository = deps.repository ?? createBankAnalysisRepository();
  const itemReports = deps.itemReports ?? createItemReports();
  const overlapMs = deps.overlapMs ?? DEFAULT_OVERLAP_MS;

  /** One question's figures from its first answers, each answerer's total her accuracy on the rest. */
  function figuresOf(
    questionId: string,
    key: { answerIndex: number; optionCount: number },
    firsts: readonly FirstAnswer[],
    totals: ReadonlyMap<string, { answered: number; correct: number }>,
  ): ItemFigures | undefined {
    const takers = firsts.map((answer) => {
      const all = totals.get(answer.userId) ?? { answered: 1, correct: answer.correct ? 1 : 0 };
      const restAnswered = all.answered - 1;
      const restCorrect = all.correct - (answer.correct ? 1 : 0);
      return {
        total: (restCorrect + 1) / (restAnswered + 2),
        choices: new Map<string, number | null>([[questionId, answer.chosenIndex]]),
      };
    });
    return analyseItems([{ questionId, ...key }], takers).get(questionId);
  }

  async function analyseBatch(questionIds: readonly string[], run: BankAnalysisRun): Promise<void> {
    const counts = await answers.answererCounts(questionIds);
    const eligible = questionIds.filter((id) => (counts.get(id) ?? 0) >= BANK_ITEM_MIN_ANSWERERS);
    if (eligible.length === 0) return;
    const [firsts, keys] = await Promise.all([answers.firstAnswers(eligible), questionBank.itemKeys(eligible)]);
    const totals = await answers.totalsOf([...new Set(firsts.map((answer) => answer.userId))]);
    const byQuestion = new Map<string, FirstAnswer[]>();
    for (const answer of firsts) {
      const list = byQuestion.get(answer.questionId) ?? [];
      list.push(answer);
      byQuestion.set(answer.questionId, list);
    }
    const analysed: { questionId: string; answerIndex: number; stats: ItemFigures }[] = [];
    for (const questionId of eligible) {
      const key = keys.get(questionId);
      // A question gone from the library is not analysed (its answers stay for the student's history).
      if (!key) continue;
      const stats = figuresOf(questionId, key, byQuestion.get(questionId) ?? [], totals);
      if (stats) analysed.push({ questionId, answerIndex: key.answerIndex, stats });
    }
    if (analysed.length === 0) return;
    const at = deps.now();
    await db.transaction(async (tx) => {
      await repository.saveStats(tx, analysed, at);
      run.reported += await itemReports.fileFlagged(tx, {
        scope: 'bank',
        scopeTitle: itemMessages.bankScopeTitle,
        items: analysed,
        now: at,
      });
    });
    run.analysed += analysed.length;
    run.flagged += analysed.filter((item) => item.stats.flagged).length;
  }

  return {
    /** Analyses the questions answered since the last run (every answered question the first time). */
    async run(): Promise<BankAnalysisRun> {
      const until = await answers.databaseNow();
      const last = await repository.readThrough(db);
      const since = last ? new Date(last.getTime() - overlapMs) : null;
      const questionIds = await answers.questionsAnsweredBetween(since, until);
      const run: BankAnalysisRun = { considered: questionIds.length, analysed: 0, flagged: 0, reported: 0 };
      for (let start = 0; start < questionIds.length; start += BATCH) {
        await analyseBatch(questionIds.slice(start, start + BATCH), run);
      }
      await repository.setReadThrough(db, until, deps.now());
      return run;
    },

    /** A question's stored bank figures (null until it has enough answerers). */
    statsOf: (questionId: string) => repository.statsOf(db, questionId),
  };
}
export type BankItemAnalysis = ReturnType<typeof createBankItemAnalysis>;
