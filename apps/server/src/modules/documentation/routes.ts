import {
  documentationDetailReplySchema,
  documentationIdParamsSchema,
  documentationInitializeReplySchema,
  documentationListReplySchema,
  documentationPaths,
  documentationRefreshReplySchema,
  documentationSearchQuerySchema,
} from '@medsutra/contract/documentation/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { DocumentationService } from './service.ts';

export interface DocumentationRoutesOptions {
  service: DocumentationService;
  initializePerMinute: number;
  refreshPer10Minutes: number;
}

/** Limits count per signed-in user, so one student cannot use up another's allowance. */
const perUser = (request: FastifyRequest) => request.user?.id ?? request.ip;

export const documentationRoutes: FastifyPluginAsyncZod<DocumentationRoutesOptions> = async (app, options) => {
  const { service } = options;
  // Every call of the hub needs a signed-in user; this runs before validation, so 401 comes first.
  app.addHook('onRequest', async (request, reply) => {
    requireUser(request);
    reply.header('cache-control', 'private, no-store');
  });

  app.get(documentationPaths.list, { schema: { response: { 200: documentationListReplySchema } } }, () =>
    service.list(),
  );

  app.get(
    documentationPaths.search,
    { schema: { querystring: documentationSearchQuerySchema, response: { 200: documentationListReplySchema } } },
    (request) => service.search(request.query.q, request.query.provider),
  );

  app.post(
    documentationPaths.initialize,
    {
      schema: { response: { 200: documentationInitializeReplySchema } },
      config: { rateLimit: { max: options.initializePerMinute, timeWindow: '1 minute', keyGenerator: perUser } },
    },
    (request) => {
      // Filling and re-fetching the hub writes for every reader: an admin's job (issue 36).
      requireAdmin(requireUser(request));
      return service.initialize();
    },
  );

  app.post(
    documentationPaths.refresh,
    {
      schema: { response: { 200: documentationRefreshReplySchema } },
      config: { rateLimit: { max: options.refreshPer10Minutes, timeWindow: '10 minutes', keyGenerator: perUser } },
    },
    (request) => {
      requireAdmin(requireUser(request));
      return service.refresh();
    },
  );

  app.get(
    documentationPaths.itemPattern,
    { schema: { params: documentationIdParamsSchema, response: { 200: documentationDetailReplySchema } } },
    (request) => service.view(request.params.id),
  );
};
