import {
  adminGrandTestCreateSchema,
  adminGrandTestDifficultySchema,
  adminGrandTestListSchema,
  adminGrandTestSchema,
  adminGrandTestSwapSchema,
  grandTestAttemptParamsSchema,
  grandTestAttemptReplySchema,
  grandTestIdParamsSchema,
  grandTestLeaderboardSchema,
  grandTestListReplySchema,
  grandTestPartParamsSchema,
  grandTestPaths,
  grandTestReminderReplySchema,
  grandTestReminderRequestSchema,
  grandTestResultSchema,
  grandTestSubmitReplySchema,
} from '@medsutra/contract/grand-tests/api';
import {
  testAnswersReplySchema,
  testAnswersRequestSchema,
  testSubmitRequestSchema,
} from '@medsutra/contract/mcq/tests-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateAnswer } from '../../lib/private-answer.ts';
import { requireUser } from '../../plugins/session-user.ts';
import type { GrandTestsAdminService } from './admin-service.ts';
import type { GrandTestsService } from './service.ts';

export const grandTestsRoutes: FastifyPluginAsyncZod<{
  service: GrandTestsService;
  admin: GrandTestsAdminService;
  readsPerMinute: number;
  savesPerMinute: number;
}> = async (app, options) => {
  const { service, admin } = options;
  const reads = { rateLimit: { max: options.readsPerMinute, timeWindow: '1 minute' } };
  const saves = { rateLimit: { max: options.savesPerMinute, timeWindow: '1 minute' } };
  /** A save to one test or attempt: the ids in its path, its body and its 200 reply, on the saves limit. */
  const save = <Params, Body, Reply>(params: Params, body: Body, reply: Reply) => ({
    schema: { params, body, response: { 200: reply } },
    config: saves,
  });

  app.get(
    grandTestPaths.list,
    { schema: { response: { 200: grandTestListReplySchema } }, config: reads },
    async (request, reply) => privateAnswer(request, reply, (user) => service.list(user)),
  );

  app.post(
    grandTestPaths.attempts,
    { schema: { params: grandTestIdParamsSchema, response: { 200: grandTestAttemptReplySchema } }, config: saves },
    async (request, reply) => privateAnswer(request, reply, (user) => service.start(user, request.params.grandTestId)),
  );

  app.put(
    grandTestPaths.answers,
    save(grandTestAttemptParamsSchema, testAnswersRequestSchema, testAnswersReplySchema),
    async (request) => service.saveAnswers(requireUser(request), request.params.attemptId, request.body),
  );

  app.post(
    grandTestPaths.submit,
    save(grandTestAttemptParamsSchema, testSubmitRequestSchema, grandTestSubmitReplySchema),
    async (request) => service.submit(requireUser(request), request.params.attemptId, request.body),
  );

  app.post(
    grandTestPaths.submitPart,
    { schema: { params: grandTestPartParamsSchema, response: { 200: grandTestAttemptReplySchema } }, config: saves },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.submitPart(requireUser(request), request.params.attemptId, request.params.part);
    },
  );

  app.get(
    grandTestPaths.result,
    { schema: { params: grandTestIdParamsSchema, response: { 200: grandTestResultSchema } }, config: reads },
    async (request, reply) => privateAnswer(request, reply, (user) => service.result(user, request.params.grandTestId)),
  );

  app.get(
    grandTestPaths.leaderboard,
    { schema: { params: grandTestIdParamsSchema, response: { 200: grandTestLeaderboardSchema } }, config: reads },
    async (request, reply) =>
      privateAnswer(request, reply, (user) => service.leaderboard(user, request.params.grandTestId)),
  );

  app.put(
    grandTestPaths.reminder,
    save(grandTestIdParamsSchema, grandTestReminderRequestSchema, grandTestReminderReplySchema),
    async (request) => service.setReminder(requireUser(request), request.params.grandTestId, request.body.on),
  );

  // ---- admin ----
  app.get(
    grandTestPaths.adminList,
    { schema: { response: { 200: adminGrandTestListSchema } }, config: reads },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return admin.list(requireUser(request));
    },
  );

  app.post(
    grandTestPaths.adminList,
    { schema: { body: adminGrandTestCreateSchema, response: { 201: adminGrandTestSchema } }, config: saves },
    async (request, reply) => reply.code(201).send(await admin.create(requireUser(request), request.body)),
  );

  app.get(
    grandTestPaths.adminTest,
    { schema: { params: grandTestIdParamsSchema, response: { 200: adminGrandTestSchema } }, config: reads },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return admin.get(requireUser(request), request.params.grandTestId);
    },
  );

  app.post(
    grandTestPaths.adminSwap,
    save(grandTestIdParamsSchema, adminGrandTestSwapSchema, adminGrandTestSchema),
    async (request) => admin.swap(requireUser(request), request.params.grandTestId, request.body.questionId),
  );

  app.post(
    grandTestPaths.adminPublish,
    { schema: { params: grandTestIdParamsSchema, response: { 200: adminGrandTestSchema } }, config: saves },
    async (request) => admin.publish(requireUser(request), request.params.grandTestId),
  );

  app.post(
    grandTestPaths.adminDifficulty,
    save(grandTestIdParamsSchema, adminGrandTestDifficultySchema, adminGrandTestSchema),
    async (request) => admin.setDifficulty(requireUser(request), request.params.grandTestId, request.body),
  );
};
