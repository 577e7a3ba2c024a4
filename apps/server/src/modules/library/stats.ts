/**
 * `GET /api/library/stats`: how much the library holds and where it is thin (issue 31's counts),
 * every key present even when its count is 0, so a screen or a check can read any of them.
 */

import type { LibraryStatsReply } from '@medsutra/contract/library/api';
import { LIBRARY_SUBJECT_IDS } from '@medsutra/contract/library/content';
import { QUESTION_FORMATS } from '@medsutra/contract/library/question-body';
import type { Database } from '../../db/client.ts';
import { createLibraryStatsRepository, type LibraryStatsRepository } from './stats-repository.ts';

/** A high-yield subtopic is thin below this many questions (docs/content-format.md's target). */
const HIGH_YIELD_MIN_QUESTIONS = 12;

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export function createLibraryStats(deps: { db: Database; repository?: LibraryStatsRepository }) {
  const { db } = deps;
  const repository = deps.repository ?? createLibraryStatsRepository();
  return {
    async stats(): Promise<LibraryStatsReply> {
      const [totals, counts, gaps, notes] = await Promise.all([
        repository.totals(db),
        repository.questionCounts(db),
        repository.gaps(db, HIGH_YIELD_MIN_QUESTIONS),
        repository.notesByYield(db),
      ]);
      const questionsBySubject = zeroes(LIBRARY_SUBJECT_IDS);
      const questionsByFormat = zeroes(QUESTION_FORMATS);
      const questionsByDifficulty = zeroes(['easy', 'medium', 'hard'] as const);
      for (const row of counts) {
        const n = Number(row.n);
        if (row.dimension === 'subject' && row.key in questionsBySubject)
          questionsBySubject[row.key as keyof typeof questionsBySubject] = n;
        if (row.dimension === 'format' && row.key in questionsByFormat)
          questionsByFormat[row.key as keyof typeof questionsByFormat] = n;
        if (row.dimension === 'difficulty' && row.key in questionsByDifficulty)
          questionsByDifficulty[row.key as keyof typeof questionsByDifficulty] = n;
      }
      const ofYield = (y: 'high' | 'medium' | 'low') => {
        const row = notes.find((r) => r.yield === y);
        return {
          count: Number(row?.count ?? 0),
          medianWords: row?.median_words === null || row?.median_words === undefined ? 0 : Number(row.median_words),
          withTable: Number(row?.with_table ?? 0),
        };
      };
      return {
        questions: Number(totals.questions),
        notes: Number(totals.notes),
        cases: Number(totals.cases),
        images: Number(totals.images),
        questionsBySubject,
        questionsByFormat,
        questionsByDifficulty,
        subtopicsWithoutQuestions: Number(gaps.without_questions),
        highYieldSubtopicsUnder12Questions: Number(gaps.high_under),
        notesByYield: { high: ofYield('high'), medium: ofYield('medium'), low: ofYield('low') },
      };
    },
  };
}
export type LibraryStats = ReturnType<typeof createLibraryStats>;
