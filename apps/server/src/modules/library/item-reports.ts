/**
 * The item analysis's way into the library-report queue (decision 145): a flagged question
 * becomes one open report with its figures and a sentence of them, filed by no student. One
 * report per question and scope (a grand test, or the bank): analysing again refreshes an open
 * report and never adds a second.
 */
import crypto from 'node:crypto';
import type { LibraryReportReason } from '@medsutra/contract/library/api';
import { type ItemStats, itemReportText } from '@medsutra/contract/library/item-figures';
import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { libraryQuestions } from '../../db/schema.ts';
import { createLibraryReportsRepository, type LibraryReportsRepository } from './reports-repository.ts';

export interface FlaggedItem {
  questionId: string;
  answerIndex: number;
  stats: ItemStats;
}

/** A distractor the top third preferred points at the key; anything else at the stem. */
function reasonOf(item: FlaggedItem): LibraryReportReason {
  const keyTop = item.stats.topThirdPicks[item.answerIndex] ?? 0;
  const distractorPreferred = item.stats.topThirdPicks.some(
    (share, option) => option !== item.answerIndex && share > keyTop,
  );
  return distractorPreferred ? 'wrong-answer' : 'unclear';
}

export function createItemReports(deps: { repository?: LibraryReportsRepository } = {}) {
  const repository = deps.repository ?? createLibraryReportsRepository();
  return {
    /**
     * Files the flagged items of one analysis (`scope`: `grand-test:<id>` or `bank`), inside the
     * caller's transaction; returns how many reports are new. A question no longer in the library
     * is left out.
     */
    async fileFlagged(
      tx: DbExecutor,
      input: { scope: string; scopeTitle: string; items: readonly FlaggedItem[]; now: Date },
    ): Promise<number> {
      const flagged = input.items.filter((item) => item.stats.flagged);
      if (flagged.length === 0) return 0;
      const versions = new Map(
        (
          await tx
            .select({ id: libraryQuestions.id, version: libraryQuestions.version })
            .from(libraryQuestions)
            .where(
              inArray(
                libraryQuestions.id,
                flagged.map((item) => item.questionId),
              ),
            )
        ).map((row) => [row.id, row.version]),
      );
      let filed = 0;
      for (const item of flagged) {
        const version = versions.get(item.questionId);
        if (version === undefined) continue;
        const id = await repository.fileFromAnalysis(tx, {
          id: crypto.randomUUID(),
          itemId: item.questionId,
          itemVersion: version,
          scope: input.scope,
          reason: reasonOf(item),
          text: itemReportText(input.scopeTitle, item.stats, item.answerIndex),
          figures: { ...item.stats, answerIndex: item.answerIndex, scopeTitle: input.scopeTitle },
          now: input.now,
        });
        if (id) filed += 1;
      }
      return filed;
    },
  };
}
export type ItemReports = ReturnType<typeof createItemReports>;
