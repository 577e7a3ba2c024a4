/**
 * The Razorpay path against a local stand-in for its API, with signatures computed the way
 * Razorpay computes them: order creation in paise with basic auth, the checkout signature checked
 * against the order id this server stored, webhooks authenticated on the raw body, replays and
 * events out of order.
 */
import crypto from 'node:crypto';
import { type CheckoutItem, paymentApiPaths, paymentMessages } from '@medsutra/contract/payments/api';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import {
  checkoutSignature,
  completeTestOrder,
  paymentEventBody,
  postOrder,
  RAZORPAY,
  razorpayEnv,
  startFakeRazorpay,
  webhookSignature,
} from '../../../test/helpers/payments.ts';
import { checkoutSignature as adapterCheckoutSignature } from '../../adapters/payments/razorpay.ts';
import { orders, paymentEvents } from '../../db/schema.ts';

let t: TestApp;
let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  t = await buildTestApp({ env: razorpayEnv(razorpay.url) });
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});
afterEach(() => expectLedgerBalanced(t.database.handle.db));

type User = Awaited<ReturnType<typeof createSignedInUser>>;
const db = () => t.database.handle.db;
const signedIn = () => createSignedInUser(db(), new Date());
const coins = async (user: User) => (await walletOf(db(), user.id)).coins;
let paymentCounter = 0;
const newPaymentId = () => `pay_Test${String(++paymentCounter).padStart(10, '0')}`;

async function createOrder(user: User, item: CheckoutItem) {
  const reply = await postOrder(t.app, user.cookie, item);
  expect(reply.statusCode).toBe(201);
  const body = reply.json();
  return { orderId: body.order.id as string, razorpayOrderId: body.checkout.razorpayOrderId as string, body };
}

function verify(
  user: User,
  body: { orderId: string; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
) {
  return t.app.inject({
    method: 'POST',
    url: paymentApiPaths.razorpayVerify,
    headers: { ...jsonHeaders, cookie: user.cookie },
    payload: body,
  });
}

function webhook(body: string, options: { signature?: string | null; eventId?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = options.signature === undefined ? webhookSignature(body) : options.signature;
  if (signature !== null) headers['x-razorpay-signature'] = signature;
  const eventId = options.eventId === undefined ? `evt_${crypto.randomBytes(8).toString('hex')}` : options.eventId;
  if (eventId !== null) headers['x-razorpay-event-id'] = eventId;
  // Razorpay's servers send no Origin and no cookie.
  return t.app.inject({ method: 'POST', url: paymentApiPaths.razorpayWebhook, headers, payload: body });
}

async function orderRow(orderId: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

async function planLabel(user: User) {
  const reply = await t.app.inject({
    url: `/api/user/plan-features/${encodeURIComponent(user.email)}`,
    headers: { cookie: user.cookie },
  });
  return reply.json().plan as string;
}

describe('Razorpay orders', () => {
  it('creates the order at Razorpay in paise, with basic auth, and hands the checkout its options', async () => {
    const user = await signedIn();
    const before = razorpay.requests.length;
    const { orderId, razorpayOrderId, body } = await createOrder(user, {
      kind: 'plan',
      planId: 'premium',
      period: 'sixMonths',
    });
    const sent = razorpay.requests[before]!;
    expect(sent.authorization).toBe(
      `Basic ${Buffer.from(`${RAZORPAY.keyId}:${RAZORPAY.keySecret}`).toString('base64')}`,
    );
    expect(sent.body).toMatchObject({ amount: 347_700, currency: 'INR', receipt: orderId });
    expect(body.checkout).toEqual({
      provider: 'razorpay',
      keyId: RAZORPAY.keyId,
      razorpayOrderId,
      amountPaise: 347_700,
      currency: 'INR',
      name: 'MedSutra',
      description: 'Premium, 6 months',
      prefill: { email: user.email, name: user.fullName },
    });
    expect((await orderRow(orderId)).providerOrderId).toBe(razorpayOrderId);
  });

  it('says the payment service did not answer when Razorpay refuses, and marks the order failed', async () => {
    const other = await buildTestApp({
      env: { ...razorpayEnv(razorpay.url), RAZORPAY_KEY_SECRET: 'not-the-secret' },
      database: t.database,
    });
    try {
      const user = await signedIn();
      const reply = await postOrder(other.app, user.cookie, { kind: 'coinPack', packId: 'coins-1000' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json().message).toBe(paymentMessages.providerUnavailable);
    } finally {
      await other.app.close();
    }
  });

  it('adds the checkout origins to the Content-Security-Policy and closes test mode', async () => {
    const reply = await t.app.inject({ url: paymentApiPaths.config });
    expect(reply.json()).toEqual({ success: true, provider: 'razorpay', keyId: RAZORPAY.keyId });
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);

    const user = await signedIn();
    const { orderId } = await createOrder(user, { kind: 'coinPack', packId: 'coins-1000' });
    const test = await completeTestOrder(t.app, user.cookie, orderId, 'success');
    expect(test.statusCode).toBe(404);
    expect(await coins(user)).toBe(0);
  });
});

describe('the checkout signature', () => {
  it('is HMAC-SHA256 of order_id|payment_id with the key secret (a fixed vector)', () => {
    expect(adapterCheckoutSignature('rzp_test_secret_0123456789', 'order_DBJOWzybf0sJbb', 'pay_DaZ1lN7hOq4eZ4')).toBe(
      'cb9bfdc798d167070cb90f7fe4402e0de85d120ea03ba675e1bffa2df2f4fd40',
    );
  });

  it('grants on a valid signature, once, however often the return page calls', async () => {
    const user = await signedIn();
    const { orderId, razorpayOrderId } = await createOrder(user, { kind: 'plan', planId: 'premium', period: 'month' });
    const paymentId = newPaymentId();
    const body = {
      orderId,
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(razorpayOrderId, paymentId),
    };
    const first = await verify(user, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().order).toMatchObject({ id: orderId, status: 'paid', grantedAt: expect.any(String) });
    expect(await planLabel(user)).toBe('999/month');
    expect(await coins(user)).toBe(3000);

    expect((await verify(user, body)).statusCode).toBe(200);
    expect(await coins(user)).toBe(3000);
    expect((await orderRow(orderId)).providerPaymentId).toBe(paymentId);
  });

  it('refuses a forged signature, one made for another order, or one with the wrong secret, with 400 and no change', async () => {
    const user = await signedIn();
    const a = await createOrder(user, { kind: 'coinPack', packId: 'coins-10000' });
    const b = await createOrder(user, { kind: 'coinPack', packId: 'coins-1000' });
    const paymentId = newPaymentId();
    const attempts = [
      // Forged: random hex of the right length.
      { razorpay_order_id: a.razorpayOrderId, razorpay_signature: crypto.randomBytes(32).toString('hex') },
      // Made for order B, presented for order A (with A's Razorpay id, or with B's).
      { razorpay_order_id: a.razorpayOrderId, razorpay_signature: checkoutSignature(b.razorpayOrderId, paymentId) },
      { razorpay_order_id: b.razorpayOrderId, razorpay_signature: checkoutSignature(b.razorpayOrderId, paymentId) },
      // Right message, wrong secret (the webhook secret, say).
      {
        razorpay_order_id: a.razorpayOrderId,
        razorpay_signature: checkoutSignature(a.razorpayOrderId, paymentId, RAZORPAY.webhookSecret),
      },
      // Right signature for another payment id.
      { razorpay_order_id: a.razorpayOrderId, razorpay_signature: checkoutSignature(a.razorpayOrderId, 'pay_Other') },
    ];
    for (const attempt of attempts) {
      const reply = await verify(user, { orderId: a.orderId, razorpay_payment_id: paymentId, ...attempt });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, message: paymentMessages.verificationFailed });
    }
    expect(await orderRow(a.orderId)).toMatchObject({ status: 'created', paidAt: null, grantedAt: null });
    expect(await orderRow(b.orderId)).toMatchObject({ status: 'created', grantedAt: null });
    expect(await coins(user)).toBe(0);
  });

  it("refuses a valid signature on another user's order with 403", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const { orderId, razorpayOrderId } = await createOrder(owner, { kind: 'coinPack', packId: 'coins-1000' });
    const paymentId = newPaymentId();
    const reply = await verify(other, {
      orderId,
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(razorpayOrderId, paymentId),
    });
    expect(reply.statusCode).toBe(403);
    expect(await coins(owner)).toBe(0);
    expect(await coins(other)).toBe(0);
  });
});

describe('webhooks', () => {
  it('refuses a bad, missing or other-body signature with 400 and changes nothing', async () => {
    const user = await signedIn();
    const { orderId, razorpayOrderId } = await createOrder(user, { kind: 'coinPack', packId: 'coins-5000' });
    const body = paymentEventBody('payment.captured', {
      razorpayOrderId,
      paymentId: newPaymentId(),
      amountPaise: 44_900,
    });
    const tampered = body.replace('"amount":44900', '"amount":44901');
    for (const signature of [
      crypto.randomBytes(32).toString('hex'),
      null,
      webhookSignature(body, RAZORPAY.keySecret),
      webhookSignature(tampered),
    ]) {
      const reply = await webhook(body, { signature });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(paymentMessages.webhookSignatureInvalid);
    }
    // The signature of the original body does not cover a re-serialised one (the raw bytes count).
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    expect((await webhook(reserialised, { signature: webhookSignature(body) })).statusCode).toBe(400);
    expect(await orderRow(orderId)).toMatchObject({ status: 'created', grantedAt: null });
    expect(await coins(user)).toBe(0);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.providerOrderId, razorpayOrderId))).toEqual(
      [],
    );
  });

  it('grants on payment.captured, and a replayed event grants nothing more', async () => {
    const user = await signedIn();
    const { orderId, razorpayOrderId } = await createOrder(user, { kind: 'coinPack', packId: 'coins-5000' });
    const paymentId = newPaymentId();
    const body = paymentEventBody('payment.captured', { razorpayOrderId, paymentId, amountPaise: 44_900 });
    const first = await webhook(body, { eventId: 'evt_replay_1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, duplicate: false });
    expect(await coins(user)).toBe(5000);

    const replay = await webhook(body, { eventId: 'evt_replay_1' });
    expect(replay.json()).toEqual({ success: true, duplicate: true });
    // order.paid for the same payment is a different event: recorded, but the order is granted already.
    const orderPaid = paymentEventBody('order.paid', { razorpayOrderId, paymentId, amountPaise: 44_900 });
    expect((await webhook(orderPaid)).json()).toEqual({ success: true, duplicate: false });
    // And the return page arriving late changes nothing either.
    await verify(user, {
      orderId,
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(razorpayOrderId, paymentId),
    });
    expect(await coins(user)).toBe(5000);
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.providerOrderId, razorpayOrderId));
    expect(events.map((event) => event.outcome).sort()).toEqual(['already_granted', 'granted']);
  });

  it('de-duplicates by the payload when there is no event id header', async () => {
    const user = await signedIn();
    const { razorpayOrderId } = await createOrder(user, { kind: 'coinPack', packId: 'coins-1000' });
    const body = paymentEventBody('payment.failed', { razorpayOrderId, paymentId: newPaymentId(), amountPaise: 9900 });
    expect((await webhook(body, { eventId: null })).json().duplicate).toBe(false);
    expect((await webhook(body, { eventId: null })).json().duplicate).toBe(true);
  });

  it('handles events out of order: a capture after a failure grants; a failure after payment changes nothing', async () => {
    const user = await signedIn();
    const { orderId, razorpayOrderId } = await createOrder(user, {
      kind: 'plan',
      planId: 'premiumPlus',
      period: 'month',
    });
    const failedPayment = newPaymentId();
    const paidPayment = newPaymentId();
    await webhook(
      paymentEventBody('payment.failed', { razorpayOrderId, paymentId: failedPayment, amountPaise: 149_900 }),
    );
    expect(await orderRow(orderId)).toMatchObject({ status: 'failed' });
    expect(await planLabel(user)).toBe('Free');

    await webhook(paymentEventBody('order.paid', { razorpayOrderId, paymentId: paidPayment, amountPaise: 149_900 }));
    expect(await orderRow(orderId)).toMatchObject({
      status: 'paid',
      failureReason: null,
      providerPaymentId: paidPayment,
    });
    expect(await planLabel(user)).toBe('1499/month');
    expect(await coins(user)).toBe(6000);

    // A late failure (another attempt on the same order) and a late capture change nothing.
    await webhook(
      paymentEventBody('payment.failed', { razorpayOrderId, paymentId: failedPayment, amountPaise: 149_900 }),
    );
    await webhook(
      paymentEventBody('payment.captured', { razorpayOrderId, paymentId: paidPayment, amountPaise: 149_900 }),
    );
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid' });
    expect(await planLabel(user)).toBe('1499/month');
    expect(await coins(user)).toBe(6000);
  });

  it('does not grant when the paid amount differs from the order, and ignores unknown orders', async () => {
    const user = await signedIn();
    const { orderId, razorpayOrderId } = await createOrder(user, { kind: 'coinPack', packId: 'coins-10000' });
    const reply = await webhook(
      paymentEventBody('payment.captured', { razorpayOrderId, paymentId: newPaymentId(), amountPaise: 100 }),
    );
    expect(reply.statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'created', grantedAt: null });
    expect(await coins(user)).toBe(0);

    const unknown = await webhook(
      paymentEventBody('payment.captured', {
        razorpayOrderId: 'order_NotOurs',
        paymentId: newPaymentId(),
        amountPaise: 100,
      }),
    );
    expect(unknown.json()).toEqual({ success: true, duplicate: false });
  });

  it('grants once when the webhook comes first and the return page after', async () => {
    const user = await signedIn();
    const { orderId, razorpayOrderId } = await createOrder(user, { kind: 'plan', planId: 'premium', period: 'month' });
    const paymentId = newPaymentId();
    await webhook(paymentEventBody('payment.captured', { razorpayOrderId, paymentId, amountPaise: 99_900 }));
    const reply = await verify(user, {
      orderId,
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(razorpayOrderId, paymentId),
    });
    expect(reply.json().order.status).toBe('paid');
    expect(await coins(user)).toBe(3000);
    const plan = await t.app.inject({
      url: `/api/user/plan-features/${encodeURIComponent(user.email)}`,
      headers: { cookie: user.cookie },
    });
    const paidAt = new Date((await orderRow(orderId)).paidAt!);
    const expectedEnd = new Date(paidAt);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(Math.abs(new Date(plan.json().currentPeriodEnd).getTime() - expectedEnd.getTime())).toBeLessThan(
      4 * 24 * 60 * 60 * 1000,
    );
  });
});
