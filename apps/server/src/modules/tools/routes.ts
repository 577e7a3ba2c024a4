/** The AI tools' calls: the catalogue, a run, a tool's history, and a case session's actions and marking. */
import {
  caseActionReplySchema,
  caseActionRequestSchema,
  caseFinishReplySchema,
  runParamsSchema,
  toolApiPaths,
  toolCatalogueReplySchema,
  toolParamsSchema,
  toolRunListReplySchema,
  toolRunReplySchema,
  toolRunRequestSchema,
} from '@medsutra/contract/ai-tools';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
import type { CaseSessions } from './cases.ts';
import type { ToolService } from './service.ts';

export const toolRoutes: FastifyPluginAsyncZod<{ tools: ToolService; cases: CaseSessions }> = async (app, options) => {
  const { tools, cases } = options;
  // Before validation, so a caller without a session gets 401 before any 400.
  app.addHook('onRequest', async (request, reply) => {
    requireUser(request);
    reply.header('cache-control', 'private, no-store');
  });

  app.get(toolApiPaths.catalogue, { schema: { response: { 200: toolCatalogueReplySchema } } }, () => tools.catalogue());

  app.post(
    toolApiPaths.runs,
    { schema: { params: toolParamsSchema, body: toolRunRequestSchema, response: { 201: toolRunReplySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.code(201).send(await tools.startRun(user, request.params.toolId, request.body.input));
    },
  );

  app.get(
    toolApiPaths.runs,
    { schema: { params: toolParamsSchema, response: { 200: toolRunListReplySchema } } },
    (request) => tools.history(requireUser(request), request.params.toolId),
  );

  app.get(toolApiPaths.run, { schema: { params: runParamsSchema, response: { 200: toolRunReplySchema } } }, (request) =>
    tools.run(requireUser(request), request.params.runId),
  );

  app.post(
    toolApiPaths.caseActions,
    { schema: { params: runParamsSchema, body: caseActionRequestSchema, response: { 200: caseActionReplySchema } } },
    (request) => cases.act(requireUser(request), request.params.runId, request.body),
  );

  app.post(
    toolApiPaths.caseFinish,
    { schema: { params: runParamsSchema, response: { 200: caseFinishReplySchema } } },
    (request) => cases.finish(requireUser(request), request.params.runId),
  );
};
