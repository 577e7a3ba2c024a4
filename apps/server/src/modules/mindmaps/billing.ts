/**
 * What the mindmap module needs from the economy beyond its runs (which the AI-tool framework
 * charges and refunds, modules/tools): the share XP, inside the caller's transaction.
 */
import type { DbTransaction } from '../../db/executor.ts';
import type { EconomyService } from '../economy/service.ts';

export interface MindmapBilling {
  /** Pays the share XP once per mindmap. */
  awardShareXp(tx: DbTransaction, input: { userId: string; mindmapId: string }): Promise<{ xpAwarded: number }>;
}

export function mindmapBillingFromEconomy(economy: EconomyService): MindmapBilling {
  return {
    async awardShareXp(tx, { userId, mindmapId }) {
      const result = await economy.sharedToMedstagram({ userId, sharedItemId: mindmapId }, tx);
      return { xpAwarded: result.xp };
    },
  };
}
