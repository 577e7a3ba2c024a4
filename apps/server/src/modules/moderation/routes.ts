/** POST /api/reports (any signed-in student, limited per account) and the admins' queue. */
import {
  adminActionReplySchema,
  adminApiPaths,
  adminReportsReplySchema,
  moderationApiPaths,
  moderationMessages,
  reportDecisionParamsSchema,
  reportDecisionRequestSchema,
  reportReasonsReplySchema,
  reportReplySchema,
  reportRequestSchema,
} from '@medsutra/contract/admin/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/session-user.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { ModerationService } from './service.ts';

const perUser = (request: FastifyRequest) => request.user?.id ?? request.ip;

export const moderationRoutes: FastifyPluginAsyncZod<{ service: ModerationService; reportsPerHour: number }> = async (
  app,
  options,
) => {
  const { service } = options;
  app.addHook('onRequest', async (request, reply) => {
    const user = requireUser(request);
    // Admin calls are refused before their input is read, so a non-admin learns nothing from them.
    if (request.url.startsWith('/api/admin/')) requireAdmin(user);
    reply.header('cache-control', 'private, no-store');
  });

  app.get(moderationApiPaths.reasons, { schema: { response: { 200: reportReasonsReplySchema } } }, async () => ({
    success: true as const,
    kinds: service.reasons(),
  }));

  app.post(
    moderationApiPaths.reports,
    {
      schema: { body: reportRequestSchema, response: { 201: reportReplySchema } },
      config: {
        rateLimit: {
          max: options.reportsPerHour,
          timeWindow: '1 hour',
          keyGenerator: perUser,
          errorResponseBuilder: () => new AppError('tooManyRequests', moderationMessages.flood),
        },
      },
    },
    async (request, reply) => {
      const reportId = await service.report(requireUser(request), request.body);
      return reply.code(201).send({ success: true as const, message: moderationMessages.saved, reportId });
    },
  );

  app.get(adminApiPaths.reports, { schema: { response: { 200: adminReportsReplySchema } } }, async (request) => ({
    success: true as const,
    reports: await service.queue(requireUser(request)),
  }));

  app.post(
    adminApiPaths.reportDecision,
    {
      schema: {
        params: reportDecisionParamsSchema,
        body: reportDecisionRequestSchema,
        response: { 200: adminActionReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: await service.decide(
        requireUser(request),
        request.params.reportId,
        request.body.decision,
        request.body.note,
      ),
    }),
  );
};
