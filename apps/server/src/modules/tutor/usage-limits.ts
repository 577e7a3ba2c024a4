/**
 * The day's message limit (Asia/Kolkata) each plan allows, and how much of it a student has used.
 * Messages are counted by the send step, in the transaction that stores them.
 */
import { TUTOR_DAILY_LIMITS, type TutorUsageReply } from '@medsutra/contract/tutor/api';
import type { Database } from '../../db/client.ts';
import { economyDay } from '../../lib/calendar.ts';
import type { PlanService } from '../plans/service.ts';
import type { TutorRepository } from './repository.ts';
import type { SessionUserLike, Usage } from './turn.ts';

export function createUsageLimits(deps: {
  db: Database;
  repository: TutorRepository;
  plans: Pick<PlanService, 'currentPlan'>;
  now: () => Date;
  modelConfigured: boolean;
}) {
  const { db, repository, plans, now } = deps;

  async function limitFor(userId: string) {
    const plan = await plans.currentPlan(userId);
    return { planId: plan.planId, limit: TUTOR_DAILY_LIMITS[plan.planId], premiumChat: plan.planId !== 'free' };
  }

  async function usageOf(userId: string): Promise<Usage> {
    const { limit } = await limitFor(userId);
    const used = await repository.usedOn(db, userId, economyDay(now()));
    return { used, limit, left: Math.max(0, limit - used) };
  }

  return {
    limitFor,
    usageOf,

    async usage(user: SessionUserLike): Promise<TutorUsageReply> {
      const [usage, plan] = await Promise.all([usageOf(user.id), limitFor(user.id)]);
      return { success: true, ...usage, premiumChat: plan.premiumChat, modelConfigured: deps.modelConfigured };
    },
  };
}
export type UsageLimits = ReturnType<typeof createUsageLimits>;
