/**
 * What the mindmap module needs from the economy, as a narrow port: charge a generation, refund a
 * failed one, pay the share XP. Each call runs inside the caller's transaction so the charge and
 * the mindmap row (and its job) commit or roll back together.
 */
import { mindmapMessages } from '@medsutra/contract/mindmaps';
import type { DbTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/errors.ts';
import type { EconomyService } from '../economy/service.ts';

export interface MindmapBilling {
  /** Spends the generation's coins (and pays its XP); refuses with 409 'Insufficient Med Coins'. */
  spendForMindmap(
    tx: DbTransaction,
    input: { userId: string; jobId: string },
  ): Promise<{ coinsSpent: number; xpAwarded: number }>;
  /** Gives a failed generation's coins back (and takes its XP); a second call changes nothing. */
  refundMindmap(tx: DbTransaction, input: { userId: string; jobId: string }): Promise<void>;
  /** Pays the share XP once per mindmap. */
  awardShareXp(tx: DbTransaction, input: { userId: string; mindmapId: string }): Promise<{ xpAwarded: number }>;
}

function isInsufficientCoins(error: unknown): error is AppError {
  return error instanceof AppError && error.details?.error === 'insufficient_coins';
}

export function mindmapBillingFromEconomy(economy: EconomyService): MindmapBilling {
  return {
    async spendForMindmap(tx, { userId, jobId }) {
      try {
        const result = await economy.aiToolSpend({ userId, tool: 'mindmap', jobId }, tx);
        return { coinsSpent: -result.coins, xpAwarded: result.xp };
      } catch (error) {
        if (!isInsufficientCoins(error)) throw error;
        // The economy's refusal, with the generator's own sentence for the toast (spec section 5).
        throw new AppError('conflict', mindmapMessages.insufficientCoins, {
          details: { ...error.details, description: mindmapMessages.insufficientCoinsBody },
        });
      }
    },
    async refundMindmap(tx, { userId, jobId }) {
      await economy.aiToolRefund({ userId, tool: 'mindmap', jobId }, tx);
    },
    async awardShareXp(tx, { userId, mindmapId }) {
      const result = await economy.sharedToMedstagram({ userId, sharedItemId: mindmapId }, tx);
      return { xpAwarded: result.xp };
    },
  };
}
