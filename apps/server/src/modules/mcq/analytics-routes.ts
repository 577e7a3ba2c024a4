import {
  analyticsOverviewReplySchema,
  mcqAnalyticsPaths,
  subjectAnalyticsParamsSchema,
  subjectDetailReplySchema,
  subjectsAnalyticsReplySchema,
  weakSubtopicsReplySchema,
} from '@medsutra/contract/mcq/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateAnswer } from '../../lib/private-answer.ts';
import type { PracticeAnalyticsService } from './analytics-service.ts';

export const practiceAnalyticsRoutes: FastifyPluginAsyncZod<{
  service: PracticeAnalyticsService;
  perMinute: number;
}> = async (app, options) => {
  const { service } = options;
  const rateLimit = { max: options.perMinute, timeWindow: '1 minute' };

  app.get(
    mcqAnalyticsPaths.subjects,
    { schema: { response: { 200: subjectsAnalyticsReplySchema } }, config: { rateLimit } },
    async (request, reply) => privateAnswer(request, reply, (user) => service.subjects(user)),
  );

  app.get(
    mcqAnalyticsPaths.overview,
    { schema: { response: { 200: analyticsOverviewReplySchema } }, config: { rateLimit } },
    async (request, reply) => privateAnswer(request, reply, (user) => service.overview(user)),
  );

  app.get(
    mcqAnalyticsPaths.weakSubtopics,
    { schema: { response: { 200: weakSubtopicsReplySchema } }, config: { rateLimit } },
    async (request, reply) => privateAnswer(request, reply, (user) => service.weakSubtopics(user)),
  );

  app.get(
    mcqAnalyticsPaths.subject,
    {
      schema: { params: subjectAnalyticsParamsSchema, response: { 200: subjectDetailReplySchema } },
      config: { rateLimit },
    },
    async (request, reply) => privateAnswer(request, reply, (user) => service.subject(user, request.params.subjectId)),
  );
};
