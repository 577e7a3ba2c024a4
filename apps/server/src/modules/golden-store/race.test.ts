/**
 * On PostgreSQL (PGlite runs one transaction at a time, so there this would prove nothing): the
 * Razorpay return page and the webhook confirm a Golden Med Store order at the same moment, for
 * several buyers at once; each buyer gets exactly one grant and one watermarked PDF.
 */
import crypto from 'node:crypto';
import { paymentApiPaths } from '@medsutra/contract/payments/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, createUser, signIn } from '../../../test/helpers/economy-users.ts';
import { createGoldenItem } from '../../../test/helpers/golden-store.ts';
import {
  checkoutSignature,
  paymentEventBody,
  razorpayEnv,
  startFakeRazorpay,
  webhookSignature,
} from '../../../test/helpers/payments.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { goldenGrants, orders, userPdfs } from '../../db/schema.ts';

const BUYERS = 6;

describe.skipIf(!onPostgres)('on PostgreSQL, a Golden order confirmed twice at once', () => {
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

  it(`grants the PDF once to each of ${BUYERS} buyers when the return page and the webhook race`, async () => {
    const db = t.database.handle.db;
    const adminRow = await createUser(db, { role: 'admin' });
    const item = await createGoldenItem(t, { cookie: await signIn(db, adminRow.id, new Date()) }, { priceInr: 99 });

    async function race() {
      const user = await createSignedInUser(db, new Date());
      const created = await t.app.inject({
        method: 'POST',
        url: paymentApiPaths.orders,
        headers: { ...jsonHeaders, cookie: user.cookie },
        payload: { item: { kind: 'goldenPdf', itemId: item.id } },
      });
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

    const results = await Promise.all(Array.from({ length: BUYERS }, race));
    for (const { user, orderId } of results) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ status: 'paid', grantedAt: expect.any(Date), amountPaise: 9900 });
      const grants = await db.select().from(goldenGrants).where(eq(goldenGrants.userId, user.id));
      expect(grants).toHaveLength(1);
      expect(grants[0]).toMatchObject({ orderId, source: 'order', revokedAt: null });
      const pdfs = await db.select().from(userPdfs).where(eq(userPdfs.userId, user.id));
      expect(pdfs).toEqual([expect.objectContaining({ id: grants[0]!.pdfId, origin: 'purchased' })]);
    }
  });
});
