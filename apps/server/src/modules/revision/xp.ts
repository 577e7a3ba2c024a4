/**
 * What revision needs from the economy: REVISION_SUBTOPIC_XP for a review that earns it, inside
 * the review's transaction (the card, the review row and the ledger entry commit together).
 */

import type { DbTransaction } from '../../db/executor.ts';
import type { EconomyService } from '../economy/service.ts';

export interface RevisionXp {
  /** The XP paid: 0 when this subtopic already paid today. */
  pay(tx: DbTransaction, input: { userId: string; subtopicId: string; day: string }): Promise<number>;
}

export function revisionXpFromEconomy(economy: EconomyService): RevisionXp {
  return {
    async pay(tx, input) {
      const result = await economy.revisionSubtopicCompleted(input, tx);
      return result.applied ? result.xp : 0;
    },
  };
}
