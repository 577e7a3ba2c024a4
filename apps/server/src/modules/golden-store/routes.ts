/**
 * The Golden Med Store's calls: the list for signed-in users, Premium Plus's free claim, and the
 * admins' item creation and customer grants (403 for anyone else, in the service).
 */
import {
  customerQuerySchema,
  customerReplySchema,
  goldenApiPaths,
  goldenClaimReplySchema,
  goldenItemCreateRequestSchema,
  goldenItemParamsSchema,
  goldenItemReplySchema,
  goldenItemsReplySchema,
  grantParamsSchema,
  grantReplySchema,
  grantRequestSchema,
  revokeRequestSchema,
} from '@medsutra/contract/golden-store/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
import type { GoldenStoreService } from './service.ts';

export const goldenStoreRoutes: FastifyPluginAsyncZod<{
  service: GoldenStoreService;
  writesPerMinute: number;
}> = async (app, options) => {
  const { service } = options;
  const writes = { max: options.writesPerMinute, timeWindow: '1 minute' };

  app.get(goldenApiPaths.items, { schema: { response: { 200: goldenItemsReplySchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, items: await service.list(user) };
  });

  app.post(
    goldenApiPaths.claim,
    {
      schema: { params: goldenItemParamsSchema, response: { 200: goldenClaimReplySchema } },
      config: { rateLimit: writes },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, ...(await service.claimIncluded(user, request.params.id)) };
    },
  );

  app.post(
    goldenApiPaths.adminItems,
    {
      schema: { body: goldenItemCreateRequestSchema, response: { 201: goldenItemReplySchema } },
      config: { rateLimit: writes },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const item = await service.createItem(user, request.body);
      return reply.code(201).send({ success: true as const, item });
    },
  );

  app.get(
    goldenApiPaths.adminCustomer,
    { schema: { querystring: customerQuerySchema, response: { 200: customerReplySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return service.customer(user, request.query.email);
    },
  );

  app.post(
    goldenApiPaths.adminGrants,
    { schema: { body: grantRequestSchema, response: { 201: grantReplySchema } }, config: { rateLimit: writes } },
    async (request, reply) => {
      const user = requireUser(request);
      const grant = await service.adminGrant(user, request.body);
      return reply.code(201).send({ success: true as const, grant });
    },
  );

  app.post(
    goldenApiPaths.adminRevoke,
    {
      schema: { params: grantParamsSchema, body: revokeRequestSchema, response: { 200: grantReplySchema } },
      config: { rateLimit: writes },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, grant: await service.revoke(user, request.params.id, request.body.reason) };
    },
  );
};
