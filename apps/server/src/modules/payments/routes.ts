/** The payment calls the web app makes. Thin: the service holds the rules. */

import {
  createOrderReplySchema,
  createOrderRequestSchema,
  orderIdParamsSchema,
  orderReplySchema,
  paymentApiPaths,
  paymentConfigReplySchema,
  paymentHistoryReplySchema,
  razorpayVerifyRequestSchema,
  testModeCompleteRequestSchema,
} from '@medsutra/contract/payments/api';
import { PAYMENT_HISTORY_PATH } from '@medsutra/contract/payments/receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
import type { PaymentsService } from './service.ts';

export const paymentRoutes: FastifyPluginAsyncZod<{ service: PaymentsService; ordersPerMinute: number }> = async (
  app,
  { service, ordersPerMinute },
) => {
  app.get(paymentApiPaths.config, { schema: { response: { 200: paymentConfigReplySchema } } }, async () =>
    service.config(),
  );

  app.post(
    paymentApiPaths.orders,
    {
      schema: { body: createOrderRequestSchema, response: { 201: createOrderReplySchema } },
      config: { rateLimit: { max: ordersPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await service.createOrder(user, request.body.item);
      return reply.code(201).send({ success: true as const, ...created });
    },
  );

  app.get(
    PAYMENT_HISTORY_PATH,
    { schema: { response: { 200: paymentHistoryReplySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, orders: await service.history(user) };
    },
  );

  app.get(
    '/api/payments/orders/:id',
    { schema: { params: orderIdParamsSchema, response: { 200: orderReplySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, order: await service.order(user, request.params.id) };
    },
  );

  app.post(
    paymentApiPaths.razorpayVerify,
    { schema: { body: razorpayVerifyRequestSchema, response: { 200: orderReplySchema } } },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, order: await service.verifyRazorpayReturn(user, request.body) };
    },
  );

  app.post(
    '/api/payments/test-mode/orders/:id/complete',
    {
      schema: { params: orderIdParamsSchema, body: testModeCompleteRequestSchema, response: { 200: orderReplySchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        success: true as const,
        order: await service.completeTestOrder(user, request.params.id, request.body.outcome),
      };
    },
  );
};
