/**
 * Plan gating on the server, in one place: a premium route calls `requireFeature(request, …)`
 * first. It answers 401 without a session and 403 with a sentence naming the plan to buy when the
 * user's current plan lacks the feature. The rule itself is the contract's `planHasFeature`.
 */
import type { PremiumFeature } from '@medsutra/contract/economy/table';
import { paymentMessages, planHasFeature } from '@medsutra/contract/payments/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { requireUser } from '../../plugins/session-user.ts';
import type { PlanService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    plans: PlanService;
  }
}

/** Makes the plan service reachable from every route (`request.server.plans`). */
export function decoratePlans(app: FastifyInstance, plans: PlanService): void {
  app.decorate('plans', plans);
}

export async function requireFeature(request: FastifyRequest, feature: PremiumFeature): Promise<SessionUser> {
  const user = requireUser(request);
  const plan = await request.server.plans.currentPlan(user.id);
  if (!planHasFeature(plan.planId, feature)) {
    throw new AppError('forbidden', paymentMessages.featureNeedsPlan(feature), {
      details: { error: 'plan_required', feature, plan: plan.planId },
    });
  }
  return user;
}
