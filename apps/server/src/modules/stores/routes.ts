/**
 * The notes marketplace's HTTP surface. Every route needs a session; the admin routes also need
 * the admin role (403 otherwise). No route but the admin's review download ever sends a listing's
 * PDF: a buyer reads their copy through the notes module's `GET /api/pdfs/{id}/data`, stamped.
 */
import {
  adminQueueReplySchema,
  adminRefundsReplySchema,
  listingCreatedReplySchema,
  listingCreateRequestSchema,
  listingIdParamsSchema,
  listingPreviewParamsSchema,
  listingReplySchema,
  listingsQuerySchema,
  listingsReplySchema,
  listingUpdateRequestSchema,
  myListingsReplySchema,
  myOrdersReplySchema,
  okReplySchema,
  purchaseReplySchema,
  purchaseRequestSchema,
  ratingRequestSchema,
  reasonRequestSchema,
  refundDecisionParamsSchema,
  refundRequestSchema,
  shareReplySchema,
  storesApiPaths,
  storesMessages,
} from '@medsutra/contract/stores/api';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireUser } from '../../plugins/session-user.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import type { StoresService } from './service.ts';

export const storesRoutes: FastifyPluginAsyncZod<{ service: StoresService; writesPerMinute: number }> = async (
  app,
  options,
) => {
  const { service } = options;
  const reads = { rateLimit: { max: 240, timeWindow: '1 minute' } };
  const writes = { rateLimit: { max: options.writesPerMinute, timeWindow: '1 minute' } };
  const ok = (message: string) => ({ success: true as const, message });

  app.get(
    storesApiPaths.listings,
    { schema: { querystring: listingsQuerySchema, response: { 200: listingsReplySchema } }, config: reads },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, listings: await service.browse(user, request.query) };
    },
  );

  app.post(
    storesApiPaths.listings,
    { schema: { body: listingCreateRequestSchema, response: { 201: listingCreatedReplySchema } }, config: writes },
    async (request, reply) => {
      const user = requireUser(request);
      const listing = await service.createListing(user, request.body);
      return reply.code(201).send({ success: true as const, message: storesMessages.listingSubmitted, listing });
    },
  );

  app.get(
    storesApiPaths.listing,
    { schema: { params: listingIdParamsSchema, response: { 200: listingReplySchema } }, config: reads },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, listing: await service.listing(user, request.params.id) };
    },
  );

  app.put(
    storesApiPaths.listing,
    {
      schema: {
        params: listingIdParamsSchema,
        body: listingUpdateRequestSchema,
        response: { 200: listingCreatedReplySchema },
      },
      config: writes,
    },
    async (request) => {
      const user = requireUser(request);
      const listing = await service.updateListing(user, request.params.id, request.body);
      const message = listing.status === 'pending' ? storesMessages.listingSubmitted : 'Listing saved.';
      return { success: true as const, message, listing };
    },
  );

  app.get(
    storesApiPaths.listingPreview,
    { schema: { params: listingPreviewParamsSchema }, config: reads },
    async (request, reply) => {
      const user = requireUser(request);
      const png = await service.preview(user, request.params.id, request.params.page);
      return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
    },
  );

  app.get(
    storesApiPaths.myListings,
    { schema: { response: { 200: myListingsReplySchema } }, config: reads },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, ...(await service.myListings(user)) };
    },
  );

  app.get(
    storesApiPaths.myOrders,
    { schema: { response: { 200: myOrdersReplySchema } }, config: reads },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, orders: await service.myOrders(user) };
    },
  );

  app.post(
    storesApiPaths.purchase,
    {
      schema: { params: listingIdParamsSchema, body: purchaseRequestSchema, response: { 200: purchaseReplySchema } },
      config: writes,
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, ...(await service.purchase(user, request.params.id, request.body.purchaseId)) };
    },
  );

  app.post(
    storesApiPaths.rating,
    {
      schema: { params: listingIdParamsSchema, body: ratingRequestSchema, response: { 200: okReplySchema } },
      config: writes,
    },
    async (request) => {
      const user = requireUser(request);
      await service.rate(user, request.params.id, request.body);
      return ok('Thank you for rating this note.');
    },
  );

  app.post(
    storesApiPaths.refundRequest,
    {
      schema: { params: listingIdParamsSchema, body: refundRequestSchema, response: { 200: okReplySchema } },
      config: writes,
    },
    async (request) => {
      const user = requireUser(request);
      await service.requestRefund(user, request.params.id, request.body.reason);
      return ok('Refund requested. An admin decides within the holding window.');
    },
  );

  app.post(
    storesApiPaths.share,
    { schema: { params: listingIdParamsSchema, response: { 200: shareReplySchema } }, config: writes },
    async (request) => {
      const { xpAwarded } = await service.shareListing(requireUser(request), request.params.id);
      return { success: true as const, message: storesMessages.shared(xpAwarded), xpAwarded };
    },
  );

  /**
   * An admin route in one statement: the schema is the route's own (params, body, reply); the
   * handler first refuses anyone but an admin (401 without a session, 403 otherwise; the service
   * checks again), reads are never cached, and `run` answers with the reply.
   */
  function adminRoute<Params, Body, Reply>(
    method: 'GET' | 'POST',
    url: string,
    schema: { params?: z.ZodType<Params>; body?: z.ZodType<Body>; reply: z.ZodType<Reply> },
    run: (admin: SessionUser, input: { params: Params; body: Body }) => Promise<Reply>,
  ) {
    // Typed as a plain schema here: the generic zod types are checked on `run`'s side instead.
    // Only the parts a route has: a key set to undefined makes Fastify warn at every start.
    const routeSchema: FastifySchema = {
      ...(schema.params ? { params: schema.params } : {}),
      ...(schema.body ? { body: schema.body } : {}),
      response: { 200: schema.reply },
    };
    app.route({
      method,
      url,
      schema: routeSchema,
      config: method === 'GET' ? reads : writes,
      handler: async (request, reply) => {
        const admin = requireUser(request);
        requireAdmin(admin);
        if (method === 'GET') reply.header('cache-control', 'private, no-store');
        // The route's schema has parsed both (fastify-type-provider-zod), so they are these types.
        return run(admin, { params: request.params as Params, body: request.body as Body });
      },
    });
  }

  // admin
  adminRoute('GET', storesApiPaths.adminQueue, { reply: adminQueueReplySchema }, async (admin) => ({
    success: true as const,
    listings: await service.admin.queue(admin),
  }));

  app.get(
    storesApiPaths.adminListingFile,
    { schema: { params: listingIdParamsSchema }, config: reads, compress: false },
    async (request, reply) => {
      const user = requireUser(request);
      requireAdmin(user);
      const file = await service.admin.listingFile(user, request.params.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('content-length', file.size)
        .send(file.stream);
    },
  );

  adminRoute(
    'POST',
    storesApiPaths.adminApprove,
    { params: listingIdParamsSchema, reply: okReplySchema },
    async (admin, { params }) => {
      await service.admin.approve(admin, params.id);
      return ok('Listing approved: it is on sale now.');
    },
  );

  // An admin's decision on a listing that gives the seller a reason.
  const reasonedAction = (
    url: string,
    act: (admin: SessionUser, listingId: string, reason: string) => Promise<unknown>,
    message: string,
  ) =>
    adminRoute(
      'POST',
      url,
      { params: listingIdParamsSchema, body: reasonRequestSchema, reply: okReplySchema },
      async (admin, { params, body }) => {
        await act(admin, params.id, body.reason);
        return ok(message);
      },
    );
  reasonedAction(
    storesApiPaths.adminReject,
    (admin, id, reason) => service.admin.reject(admin, id, reason),
    'Listing rejected. The seller sees your reason.',
  );
  reasonedAction(
    storesApiPaths.adminTakeDown,
    (admin, id, reason) => service.admin.takeDown(admin, id, reason),
    'Listing taken down. Buyers within the holding window were refunded.',
  );

  adminRoute('GET', storesApiPaths.adminRefunds, { reply: adminRefundsReplySchema }, async (admin) => ({
    success: true as const,
    refunds: await service.admin.refunds(admin),
  }));

  adminRoute(
    'POST',
    storesApiPaths.adminRefundDecision,
    { params: refundDecisionParamsSchema, reply: okReplySchema },
    async (admin, { params }) => {
      await service.admin.decideRefund(admin, params.id, params.decision);
      return ok(params.decision === 'approve' ? 'Refund approved: the buyer has the coins back.' : 'Refund declined.');
    },
  );
};
