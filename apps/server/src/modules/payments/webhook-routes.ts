/**
 * POST /api/payments/razorpay/webhook. It authenticates by the HMAC of the exact bytes Razorpay
 * sent, so this plugin (and only it) keeps JSON bodies raw; the same-origin guard exempts the
 * path (app.ts), since Razorpay's servers send no Origin and no session.
 */
import { paymentApiPaths, webhookReplySchema } from '@medsutra/contract/payments/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentsService } from './service.ts';

const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(paymentApiPaths.razorpayWebhook, { schema: { response: { 200: webhookReplySchema } } }, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const { duplicate } = await service.handleWebhook(rawBody, request.headers);
    return { success: true as const, duplicate };
  });
};
