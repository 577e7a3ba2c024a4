import {
  mcqTestPaths,
  testAnswersReplySchema,
  testAnswersRequestSchema,
  testCreateRequestSchema,
  testIdParamsSchema,
  testPartParamsSchema,
  testReplySchema,
  testResultSchema,
  testReviewReplySchema,
  testSubmitRequestSchema,
} from '@medsutra/contract/mcq/tests-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateAnswer } from '../../lib/private-answer.ts';
import { requireUser } from '../../plugins/session-user.ts';
import type { TestsService } from './tests-service.ts';

export const testsRoutes: FastifyPluginAsyncZod<{
  service: TestsService;
  createPerMinute: number;
  savesPerMinute: number;
}> = async (app, options) => {
  const { service } = options;

  app.post(
    mcqTestPaths.tests,
    {
      schema: { body: testCreateRequestSchema, response: { 201: testReplySchema } },
      config: { rateLimit: { max: options.createPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      privateAnswer(request, reply, async (user) => reply.code(201).send(await service.create(user, request.body))),
  );

  app.get(
    mcqTestPaths.test,
    {
      schema: { params: testIdParamsSchema, response: { 200: testReplySchema } },
      config: { rateLimit: { max: options.savesPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => privateAnswer(request, reply, (user) => service.get(user, request.params.testId)),
  );

  app.put(
    mcqTestPaths.answers,
    {
      schema: { params: testIdParamsSchema, body: testAnswersRequestSchema, response: { 200: testAnswersReplySchema } },
      config: { rateLimit: { max: options.savesPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => service.saveAnswers(requireUser(request), request.params.testId, request.body),
  );

  app.post(
    mcqTestPaths.submit,
    {
      schema: { params: testIdParamsSchema, body: testSubmitRequestSchema, response: { 200: testResultSchema } },
      config: { rateLimit: { max: options.savesPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => service.submit(requireUser(request), request.params.testId, request.body),
  );

  app.post(
    mcqTestPaths.submitPart,
    {
      schema: { params: testPartParamsSchema, response: { 200: testReplySchema } },
      config: { rateLimit: { max: options.savesPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      privateAnswer(request, reply, (user) => service.submitPart(user, request.params.testId, request.params.part)),
  );

  app.get(
    mcqTestPaths.review,
    {
      schema: { params: testIdParamsSchema, response: { 200: testReviewReplySchema } },
      config: { rateLimit: { max: options.savesPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => privateAnswer(request, reply, (user) => service.review(user, request.params.testId)),
  );
};
