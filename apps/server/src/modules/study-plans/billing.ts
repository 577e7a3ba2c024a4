/**
 * What the AI study planner needs from the economy, as one narrow port modelled on the mindmap
 * generator's (modules/mindmaps/billing.ts): charge a plan a model writes, refund it when the
 * model's answer cannot be used. Kept small so that it can move onto the AI tool framework
 * (`POST /api/tools/study-planner/runs`) as it is.
 */
import { studyPlanMessages } from '@medsutra/contract/study-plans';
import { AppError } from '../../lib/errors.ts';
import type { EconomyService } from '../economy/service.ts';

export interface StudyPlannerBilling {
  /** Spends the planner's 20 Med Coins (and pays its XP); refuses with 409 when the balance is short. */
  spendForStudyPlan(input: { userId: string; planId: string }): Promise<{ coinsSpent: number }>;
  /** Gives the coins back (and takes the XP); a second call changes nothing. */
  refundStudyPlan(input: { userId: string; planId: string }): Promise<void>;
}

export function studyPlannerBillingFromEconomy(economy: EconomyService): StudyPlannerBilling {
  return {
    async spendForStudyPlan({ userId, planId }) {
      try {
        const result = await economy.aiToolSpend({ userId, tool: 'studyPlanner', jobId: planId });
        return { coinsSpent: -result.coins };
      } catch (error) {
        if (error instanceof AppError && error.details?.error === 'insufficient_coins') {
          throw new AppError('conflict', studyPlanMessages.insufficientCoins, { details: error.details });
        }
        throw error;
      }
    },
    async refundStudyPlan({ userId, planId }) {
      await economy.aiToolRefund({ userId, tool: 'studyPlanner', jobId: planId });
    },
  };
}
