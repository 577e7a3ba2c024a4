/**
 * The payment race tests' shared setup (PostgreSQL only): an app talking to a fake Razorpay, and
 * one checkout whose return page and webhook confirm the same payment at the same moment.
 */
import crypto from 'node:crypto';
import { type CheckoutItem, paymentApiPaths } from '@medsutra/contract/payments/api';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from './build-test-app.ts';
import { createSignedInUser } from './economy-users.ts';
import {
  checkoutSignature,
  paymentEventBody,
  postOrder,
  razorpayEnv,
  startFakeRazorpay,
  webhookSignature,
} from './payments.ts';

/** Inside a `describe`: builds the app against a fake Razorpay before its tests, closes both after. */
export function useRazorpayApp(): () => TestApp {
  let t: TestApp | undefined;
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>> | undefined;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay();
    t = await buildTestApp({ env: razorpayEnv(razorpay.url) });
  });
  afterAll(async () => {
    await t?.close();
    await razorpay?.close();
  });
  return () => t!;
}

/**
 * A new signed-in buyer orders `item`, pays, and the Razorpay return page and the captured-payment
 * webhook confirm it at once; both must answer 200.
 */
export async function raceConfirmations(t: TestApp, item: CheckoutItem) {
  const user = await createSignedInUser(t.database.handle.db, new Date());
  const created = await postOrder(t.app, user.cookie, item);
  expect(created.statusCode).toBe(201);
  const { order, checkout } = created.json();
  const paymentId = `pay_${crypto.randomBytes(7).toString('hex')}`;
  const body = paymentEventBody('payment.captured', {
    razorpayOrderId: checkout.razorpayOrderId,
    paymentId,
    amountPaise: order.amountPaise,
  });
  const [returned, hooked] = await Promise.all([
    t.app.inject({
      method: 'POST',
      url: paymentApiPaths.razorpayVerify,
      headers: { ...jsonHeaders, cookie: user.cookie },
      payload: {
        orderId: order.id,
        razorpay_order_id: checkout.razorpayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(checkout.razorpayOrderId, paymentId),
      },
    }),
    t.app.inject({
      method: 'POST',
      url: paymentApiPaths.razorpayWebhook,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(body),
        'x-razorpay-event-id': `evt_${paymentId}`,
      },
      payload: body,
    }),
  ]);
  expect(returned.statusCode).toBe(200);
  expect(hooked.statusCode).toBe(200);
  return { user, orderId: order.id as string };
}
