/**
 * Fixtures for the payment tests: the order and test-mode checkout calls, a local HTTP server pretending to be api.razorpay.com, the
 * signatures Razorpay would make (computed here with node:crypto, independently of the adapter),
 * and Razorpay-shaped webhook bodies.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentApiPaths } from '@medsutra/contract/payments/api';
import type { FastifyInstance } from 'fastify';
import { jsonHeaders } from './build-test-app.ts';

export const RAZORPAY = {
  keyId: 'rzp_test_1DP5mmOlF5G5ag',
  keySecret: 'rzp_test_secret_0123456789',
  webhookSecret: 'whsec_medsutra_test_0123456789',
} as const;

export function razorpayEnv(apiUrl: string): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: RAZORPAY.keyId,
    RAZORPAY_KEY_SECRET: RAZORPAY.keySecret,
    RAZORPAY_WEBHOOK_SECRET: RAZORPAY.webhookSecret,
    RAZORPAY_API_URL: apiUrl,
  };
}

/** `POST` an order for the item, with the user's session cookie (none: as no one). */
export function postOrder(app: FastifyInstance, cookie: string | undefined, item: unknown) {
  return app.inject({
    method: 'POST',
    url: paymentApiPaths.orders,
    headers: cookie === undefined ? jsonHeaders : { ...jsonHeaders, cookie },
    payload: { item },
  });
}

/** The test-mode checkout's Success or Failure button for the order, with the user's session cookie. */
export function completeTestOrder(
  app: FastifyInstance,
  cookie: string,
  orderId: string,
  outcome: 'success' | 'failure',
) {
  return app.inject({
    method: 'POST',
    url: paymentApiPaths.testModeComplete(orderId),
    headers: { ...jsonHeaders, cookie },
    payload: { outcome },
  });
}

const hmac = (secret: string, data: string) => crypto.createHmac('sha256', secret).update(data).digest('hex');

/** What Razorpay Checkout hands the page: HMAC_SHA256(order_id + "|" + payment_id, key_secret). */
export const checkoutSignature = (razorpayOrderId: string, paymentId: string, secret: string = RAZORPAY.keySecret) =>
  hmac(secret, `${razorpayOrderId}|${paymentId}`);

export const webhookSignature = (body: string, secret: string = RAZORPAY.webhookSecret) => hmac(secret, body);

interface RecordedOrderRequest {
  authorization: string | undefined;
  body: { amount: number; currency: string; receipt: string; notes: Record<string, string> };
}

/** A stand-in for Razorpay's Orders API on 127.0.0.1. */
export async function startFakeRazorpay() {
  const requests: RecordedOrderRequest[] = [];
  let counter = 0;
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const expected = `Basic ${Buffer.from(`${RAZORPAY.keyId}:${RAZORPAY.keySecret}`).toString('base64')}`;
      if (request.method !== 'POST' || request.url !== '/v1/orders') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(text) as RecordedOrderRequest['body'];
      requests.push({ authorization: request.headers.authorization, body });
      if (request.headers.authorization !== expected) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }));
        return;
      }
      counter++;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: `order_Fake${String(counter).padStart(10, '0')}`,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          attempts: 0,
          notes: body.notes,
          created_at: Math.floor(Date.now() / 1000),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Razorpay webhook body for a payment event on an order. */
export function paymentEventBody(
  event: 'payment.captured' | 'payment.failed' | 'payment.authorized' | 'order.paid',
  options: { razorpayOrderId: string; paymentId: string; amountPaise: number },
): string {
  const payment = {
    id: options.paymentId,
    entity: 'payment',
    amount: options.amountPaise,
    currency: 'INR',
    status: event === 'payment.failed' ? 'failed' : event === 'payment.authorized' ? 'authorized' : 'captured',
    order_id: options.razorpayOrderId,
    method: 'upi',
    captured: event === 'payment.captured' || event === 'order.paid',
  };
  const payload: Record<string, unknown> = { payment: { entity: payment } };
  if (event === 'order.paid') {
    payload.order = {
      entity: {
        id: options.razorpayOrderId,
        entity: 'order',
        amount: options.amountPaise,
        amount_paid: options.amountPaise,
        currency: 'INR',
        status: 'paid',
      },
    };
  }
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_MedSutraTest01',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
}
