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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
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

  // admin
  app.get(
    storesApiPaths.adminQueue,
    { schema: { response: { 200: adminQueueReplySchema } }, config: reads },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, listings: await service.admin.queue(user) };
    },
  );

  app.get(
    storesApiPaths.adminListingFile,
    { schema: { params: listingIdParamsSchema }, config: reads, compress: false },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await service.admin.listingFile(user, request.params.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('content-length', file.size)
        .send(file.stream);
    },
  );

  app.post(
    storesApiPaths.adminApprove,
    { schema: { params: listingIdParamsSchema, response: { 200: okReplySchema } }, config: writes },
    async (request) => {
      const user = requireUser(request);
      await service.admin.approve(user, request.params.id);
      return ok('Listing approved: it is on sale now.');
    },
  );

  app.post(
    storesApiPaths.adminReject,
    {
      schema: { params: listingIdParamsSchema, body: reasonRequestSchema, response: { 200: okReplySchema } },
      config: writes,
    },
    async (request) => {
      const user = requireUser(request);
      await service.admin.reject(user, request.params.id, request.body.reason);
      return ok('Listing rejected. The seller sees your reason.');
    },
  );

  app.post(
    storesApiPaths.adminTakeDown,
    {
      schema: { params: listingIdParamsSchema, body: reasonRequestSchema, response: { 200: okReplySchema } },
      config: writes,
    },
    async (request) => {
      const user = requireUser(request);
      await service.admin.takeDown(user, request.params.id, request.body.reason);
      return ok('Listing taken down. Buyers within the holding window were refunded.');
    },
  );

  app.get(
    storesApiPaths.adminRefunds,
    { schema: { response: { 200: adminRefundsReplySchema } }, config: reads },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, refunds: await service.admin.refunds(user) };
    },
  );

  app.post(
    storesApiPaths.adminRefundDecision,
    { schema: { params: refundDecisionParamsSchema, response: { 200: okReplySchema } }, config: writes },
    async (request) => {
      const user = requireUser(request);
      await service.admin.decideRefund(user, request.params.id, request.params.decision);
      return ok(
        request.params.decision === 'approve' ? 'Refund approved: the buyer has the coins back.' : 'Refund declined.',
      );
    },
  );
};
