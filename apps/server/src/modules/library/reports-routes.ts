/**
 * "Report an error" (any signed-in user, limited per user) and the admins' queue of reports, with
 * the correction of a question's difficulty label from the item analysis's figures.
 */
import {
  libraryAdminDifficultyReplySchema,
  libraryAdminDifficultyRequestSchema,
  libraryAdminQuestionParamsSchema,
  libraryAdminReportParamsSchema,
  libraryAdminReportsQuerySchema,
  libraryAdminReportsReplySchema,
  libraryAdminResolveReplySchema,
  libraryAdminResolveRequestSchema,
  libraryApiPaths,
  libraryReportReplySchema,
  libraryReportRequestSchema,
} from '@medsutra/contract/library/api';
import { libraryMessages } from '@medsutra/contract/library/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { privateRoutes } from '../../lib/private-answer.ts';
import { requireUser } from '../../plugins/session-user.ts';
import type { DifficultyLabels } from './difficulty-labels.ts';
import type { LibraryReportsService } from './reports-service.ts';

const perUser = (request: FastifyRequest) => request.user?.id ?? request.ip;

export const libraryReportsRoutes: FastifyPluginAsyncZod<{
  service: LibraryReportsService;
  labels: DifficultyLabels;
  reportsPerHour: number;
}> = async (app, options) => {
  const { service } = options;
  app.addHook('onRequest', privateRoutes);

  app.post(
    libraryApiPaths.reports,
    {
      schema: { body: libraryReportRequestSchema, response: { 201: libraryReportReplySchema } },
      config: {
        rateLimit: {
          max: options.reportsPerHour,
          timeWindow: '1 hour',
          keyGenerator: perUser,
          errorResponseBuilder: () => new AppError('tooManyRequests', libraryMessages.reportFlood),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await service.report(requireUser(request), request.body)),
  );

  app.get(
    libraryApiPaths.adminReports,
    { schema: { querystring: libraryAdminReportsQuerySchema, response: { 200: libraryAdminReportsReplySchema } } },
    (request) => service.list(requireUser(request), request.query.status),
  );

  app.post(
    libraryApiPaths.adminReport,
    {
      schema: {
        params: libraryAdminReportParamsSchema,
        body: libraryAdminResolveRequestSchema,
        response: { 200: libraryAdminResolveReplySchema },
      },
    },
    (request) => service.resolve(requireUser(request), request.params.reportId, request.body.status),
  );

  app.post(
    libraryApiPaths.adminQuestionDifficulty,
    {
      schema: {
        params: libraryAdminQuestionParamsSchema,
        body: libraryAdminDifficultyRequestSchema,
        response: { 200: libraryAdminDifficultyReplySchema },
      },
    },
    (request) => options.labels.set(requireUser(request), request.params.questionId, request.body.difficulty),
  );

  app.delete(
    libraryApiPaths.adminQuestionDifficulty,
    { schema: { params: libraryAdminQuestionParamsSchema, response: { 200: libraryAdminDifficultyReplySchema } } },
    (request) => options.labels.revert(requireUser(request), request.params.questionId),
  );
};
