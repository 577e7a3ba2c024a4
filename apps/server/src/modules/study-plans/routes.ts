import {
  createStudyPlanBodySchema,
  replanReplySchema,
  studyPlanItemBodySchema,
  studyPlanItemParamsSchema,
  studyPlanItemReplySchema,
  studyPlanParamsSchema,
  studyPlanPaths,
  studyPlanReplySchema,
  studyPlansReplySchema,
  todayTasksReplySchema,
} from '@medsutra/contract/study-plans/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateAnswer } from '../../lib/private-answer.ts';
import { requireUser } from '../../plugins/session-user.ts';
import type { StudyPlanService } from './service.ts';

export const studyPlanRoutes: FastifyPluginAsyncZod<{
  service: StudyPlanService;
  createPerMinute: number;
  readsPerMinute: number;
}> = async (app, options) => {
  const { service } = options;
  const reads = { max: options.readsPerMinute, timeWindow: '1 minute' };
  const noStore = { 'cache-control': 'private, no-store' };

  app.post(
    studyPlanPaths.plans,
    {
      schema: { body: createStudyPlanBodySchema, response: { 201: studyPlanReplySchema } },
      config: { rateLimit: { max: options.createPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const plan = await service.create(user, request.body);
      return reply.code(201).send(plan);
    },
  );

  app.get(
    studyPlanPaths.plans,
    { schema: { response: { 200: studyPlansReplySchema } }, config: { rateLimit: reads } },
    async (request, reply) => privateAnswer(request, reply, (user) => service.list(user)),
  );

  app.get(
    studyPlanPaths.plan,
    {
      schema: { params: studyPlanParamsSchema, response: { 200: studyPlanReplySchema } },
      config: { rateLimit: reads },
    },
    async (request, reply) => privateAnswer(request, reply, (user) => service.get(user, request.params.planId)),
  );

  app.post(
    studyPlanPaths.replan,
    { schema: { params: studyPlanParamsSchema, response: { 200: replanReplySchema } }, config: { rateLimit: reads } },
    async (request) => service.replan(requireUser(request), request.params.planId),
  );

  app.put(
    studyPlanPaths.item,
    {
      schema: {
        params: studyPlanItemParamsSchema,
        body: studyPlanItemBodySchema,
        response: { 200: studyPlanItemReplySchema },
      },
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request) =>
      service.setItemDone(requireUser(request), request.params.planId, request.params.itemId, request.body.done),
  );

  app.get(
    studyPlanPaths.calendar,
    { schema: { params: studyPlanParamsSchema }, config: { rateLimit: reads } },
    async (request, reply) => {
      const user = requireUser(request);
      const body = await service.calendar(user, request.params.planId);
      reply.headers({
        ...noStore,
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': 'attachment; filename="medsutra-study-plan.ics"',
      });
      return body;
    },
  );

  app.get(
    studyPlanPaths.todayTasks,
    { schema: { response: { 200: todayTasksReplySchema } }, config: { rateLimit: reads } },
    async (request, reply) => privateAnswer(request, reply, (user) => service.todayTasks(user)),
  );
};
