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
} from '@medsutra/contract/tools/api';
import {
  type ConceptMap,
  caseShareReplySchema,
  conceptMapSchema,
  toolOutputMessages,
  vivaAnswerRequestSchema,
  vivaApiPaths,
  vivaReplySchema,
} from '@medsutra/contract/tools/outputs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.ts';
import { privateRoutes } from '../../lib/private-answer.ts';
import { requireUser } from '../../plugins/session-user.ts';
import type { CaseSessions } from './cases.ts';
import type { CaseSharing } from './model-tools.ts';
import type { ToolService } from './service.ts';
import type { VivaSessions } from './viva.ts';

export type ConceptMapPdf = (input: { map: ConceptMap; createdAt: Date }) => Promise<Buffer>;

export const toolRoutes: FastifyPluginAsyncZod<{
  tools: ToolService;
  cases: CaseSessions;
  viva: VivaSessions;
  caseSharing: CaseSharing;
  renderConceptMapPdf: ConceptMapPdf;
  /** Image analysis posts an image (base64 in JSON): the runs route alone takes a larger body. */
  runBodyLimit: number;
}> = async (app, options) => {
  const { tools, cases, viva } = options;
  // Before validation, so a caller without a session gets 401 before any 400.
  app.addHook('onRequest', privateRoutes);

  app.get(toolApiPaths.catalogue, { schema: { response: { 200: toolCatalogueReplySchema } } }, () => tools.catalogue());

  app.post(
    toolApiPaths.runs,
    {
      schema: { params: toolParamsSchema, body: toolRunRequestSchema, response: { 201: toolRunReplySchema } },
      bodyLimit: options.runBodyLimit,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
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

  // A concept map as a printable PDF: the mindmap PDF of its tree, cross-links included.
  app.get(toolApiPaths.runPdf, { schema: { params: runParamsSchema } }, async (request, reply) => {
    const row = await tools.owned(requireUser(request), request.params.runId);
    const map = conceptMapSchema.safeParse(row.output);
    if (row.toolId !== 'concept-mapper' || !map.success) throw badRequest(toolOutputMessages.conceptNoPdf);
    const pdf = await options.renderConceptMapPdf({ map: map.data, createdAt: row.createdAt });
    const name =
      map.data.topic
        .replace(/[^A-Za-z0-9 -]+/g, '')
        .trim()
        .replace(/\s+/g, '-') || 'concept-map';
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}-concept-map.pdf"`)
      .send(pdf);
  });

  app.post(
    toolApiPaths.runShare,
    { schema: { params: runParamsSchema, response: { 200: caseShareReplySchema } } },
    (request) => options.caseSharing.share(requireUser(request), request.params.runId),
  );

  app.post(
    vivaApiPaths.answers,
    { schema: { params: runParamsSchema, body: vivaAnswerRequestSchema, response: { 200: vivaReplySchema } } },
    (request) => viva.answer(requireUser(request), request.params.runId, request.body),
  );

  app.post(
    vivaApiPaths.finish,
    { schema: { params: runParamsSchema, response: { 200: vivaReplySchema } } },
    (request) => viva.finish(requireUser(request), request.params.runId),
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
