import {
  revisionCheckReplySchema,
  revisionNoteOpenedReplySchema,
  revisionPaths,
  revisionReviewBodySchema,
  revisionReviewReplySchema,
  revisionSubtopicParamsSchema,
  revisionSubtopicsReplySchema,
  smartRevisionReplySchema,
} from '@medsutra/contract/revision/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateAnswer } from '../../lib/private-answer.ts';
import { requireUser } from '../../plugins/session-user.ts';
import type { RevisionService } from './service.ts';

export const revisionRoutes: FastifyPluginAsyncZod<{
  service: RevisionService;
  readsPerMinute: number;
  reviewsPerMinute: number;
}> = async (app, options) => {
  const { service } = options;
  const reads = { max: options.readsPerMinute, timeWindow: '1 minute' };

  app.get(
    revisionPaths.subtopics,
    { schema: { response: { 200: revisionSubtopicsReplySchema } }, config: { rateLimit: reads } },
    async (request, reply) => privateAnswer(request, reply, (user) => service.subtopics(user)),
  );

  app.get(
    revisionPaths.smart,
    { schema: { response: { 200: smartRevisionReplySchema } }, config: { rateLimit: reads } },
    async (request, reply) => privateAnswer(request, reply, (user) => service.smart(user)),
  );

  app.get(
    revisionPaths.check,
    {
      schema: { params: revisionSubtopicParamsSchema, response: { 200: revisionCheckReplySchema } },
      config: { rateLimit: reads },
    },
    async (request, reply) => privateAnswer(request, reply, (user) => service.check(user, request.params.subtopicId)),
  );

  app.post(
    revisionPaths.noteOpened,
    {
      schema: { params: revisionSubtopicParamsSchema, response: { 200: revisionNoteOpenedReplySchema } },
      config: { rateLimit: { max: options.reviewsPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => service.noteOpened(requireUser(request), request.params.subtopicId),
  );

  app.post(
    revisionPaths.reviews,
    {
      schema: {
        params: revisionSubtopicParamsSchema,
        body: revisionReviewBodySchema,
        response: { 200: revisionReviewReplySchema },
      },
      config: { rateLimit: { max: options.reviewsPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => service.review(requireUser(request), request.params.subtopicId, request.body),
  );
};
