/** The bank's item analysis's SQL: its figures per question, and how far it has read the answers. */
import type { ItemStats } from '@medsutra/contract/library/item-figures';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { bankItemAnalysisRuns, bankItemStats } from '../../db/schema.ts';

const RUN_ID = 'bank';

export function createBankAnalysisRepository() {
  return {
    /** The database time up to which the last run read `mcq_answers.recorded_at` (null: never ran). */
    async readThrough(exec: DbExecutor): Promise<Date | null> {
      const [row] = await exec
        .select({ at: bankItemAnalysisRuns.readThrough })
        .from(bankItemAnalysisRuns)
        .where(eq(bankItemAnalysisRuns.id, RUN_ID));
      return row?.at ?? null;
    },

    async setReadThrough(exec: DbExecutor, readThrough: Date, ranAt: Date): Promise<void> {
      await exec
        .insert(bankItemAnalysisRuns)
        .values({ id: RUN_ID, readThrough, ranAt })
        .onConflictDoUpdate({ target: bankItemAnalysisRuns.id, set: { readThrough, ranAt } });
    },

    async saveStats(
      exec: DbExecutor,
      rows: readonly { questionId: string; stats: ItemStats }[],
      analysedAt: Date,
    ): Promise<void> {
      if (rows.length === 0) return;
      await exec
        .insert(bankItemStats)
        .values(
          rows.map((row) => ({ questionId: row.questionId, takers: row.stats.takers, stats: row.stats, analysedAt })),
        )
        .onConflictDoUpdate({
          target: bankItemStats.questionId,
          set: { takers: sql`excluded.takers`, stats: sql`excluded.stats`, analysedAt: sql`excluded.analysed_at` },
        });
    },

    async statsOf(exec: DbExecutor, questionId: string): Promise<ItemStats | null> {
      const [row] = await exec.select().from(bankItemStats).where(eq(bankItemStats.questionId, questionId));
      return row?.stats ?? null;
    },
  };
}
export type BankAnalysisRepository = ReturnType<typeof createBankAnalysisRepository>;
