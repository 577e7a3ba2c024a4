/**
 * The return page and the webhook for one payment arriving at the same moment, on PostgreSQL
 * (PGlite runs one transaction at a time, so there this would prove nothing): one grant.
 */
import crypto from 'node:crypto';
import { paymentApiPaths } from '@medsutra/contract/payments/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import {
  checkoutSignature,
  paymentEventBody,
  razorpayEnv,
  startFakeRazorpay,
  webhookSignature,
} from '../../../test/helpers/payments.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { coinLedger, orders, subscriptions } from '../../db/schema.ts';

const PAYMENTS = 8;

describe.skipIf(!onPostgres)('on PostgreSQL, the return page and the webhook at once', () => {
  let t: TestApp;
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay();
    t = await buildTestApp({ env: razorpayEnv(razorpay.url) });
  });
  afterAll(async () => {
    await t?.close();
    await razorpay?.close();
  });

  async function racePayment(
    item: { kind: 'plan'; planId: 'premium'; period: 'month' } | { kind: 'coinPack'; packId: string },
  ) {
    const user = await createSignedInUser(t.database.handle.db, new Date());
    const created = await t.app.inject({
      method: 'POST',
      url: paymentApiPaths.orders,
      headers: { ...jsonHeaders, cookie: user.cookie },
      payload: { item },
    });
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

  it(`grants ${PAYMENTS} plans once each when both confirmations race`, async () => {
    const results = await Promise.all(
      Array.from({ length: PAYMENTS }, () => racePayment({ kind: 'plan', planId: 'premium', period: 'month' })),
    );
    const db = t.database.handle.db;
    for (const { user, orderId } of results) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ status: 'paid', grantedAt: expect.any(Date) });
      const periods = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
      expect(periods).toHaveLength(1);
      expect(periods[0]).toMatchObject({ monthsPaid: 1, depositsPaid: 1 });
      expect((await walletOf(db, user.id)).coins).toBe(3000);
    }
    await expectLedgerBalanced(db);
  });

  it(`adds ${PAYMENTS} coin packs once each when both confirmations race`, async () => {
    const results = await Promise.all(
      Array.from({ length: PAYMENTS }, () => racePayment({ kind: 'coinPack', packId: 'coins-1000' })),
    );
    const db = t.database.handle.db;
    for (const { user } of results) {
      expect((await walletOf(db, user.id)).coins).toBe(1000);
      expect(await db.select().from(coinLedger).where(eq(coinLedger.userId, user.id))).toHaveLength(1);
    }
    await expectLedgerBalanced(db);
  });
});
