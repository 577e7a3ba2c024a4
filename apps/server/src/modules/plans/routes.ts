/** GET /api/user/plan-features/{email}: the plan, its features and when it ends; self-only. */
import { paymentMessages, planFeaturesParamsSchema, planFeaturesReplySchema } from '@medsutra/contract/payments/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { requireSelf } from '../../plugins/session-user.ts';
import type { PlanService } from './service.ts';

export const planRoutes: FastifyPluginAsyncZod<{
  plans: PlanService;
  users: { idByEmail(email: string): Promise<string | null> };
}> = async (app, { plans, users }) => {
  app.get(
    '/api/user/plan-features/:email',
    { schema: { params: planFeaturesParamsSchema, response: { 200: planFeaturesReplySchema } } },
    async (request, reply) => {
      const user = requireSelf(request, request.params.email);
      reply.header('cache-control', 'private, no-store');
      const named = request.params.email.trim().toLowerCase();
      // requireSelf let through only the user themself or an admin, who may look up anyone.
      const userId = named === user.email ? user.id : await users.idByEmail(named);
      if (!userId) throw notFound(paymentMessages.accountNotFound);
      return plans.planFeatures(userId);
    },
  );
};
