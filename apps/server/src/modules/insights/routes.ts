import { insightsParamsSchema, insightsReplySchema } from '@medsutra/contract/insights/api';
import { insightsPaths } from '@medsutra/contract/insights/screen';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateAnswer } from '../../lib/private-answer.ts';
import type { InsightsService } from './service.ts';

/** GET /api/insights/:email — the owner's insights; 401 without a session, 403 for anyone else. */
export const insightsRoutes: FastifyPluginAsyncZod<{ service: InsightsService; perMinute: number }> = async (
  app,
  options,
) => {
  app.get(
    insightsPaths.insights,
    {
      schema: { params: insightsParamsSchema, response: { 200: insightsReplySchema } },
      config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      privateAnswer(request, reply, (user) => options.service.insightsFor(user, request.params.email)),
  );
};
