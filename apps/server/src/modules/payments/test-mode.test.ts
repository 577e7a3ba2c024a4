/**
 * Payments in the built-in test mode (no Razorpay configured): the checkout's Success and Failure,
 * coin packs, who may see an order, and that the Razorpay routes are closed.
 */
import { COIN_PACKS } from '@medsutra/contract/economy/table';
import { type CheckoutItem, paymentApiPaths, paymentMessages } from '@medsutra/contract/payments/api';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { completeTestOrder, postOrder } from '../../../test/helpers/payments.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';

const t = testAppForFile();
afterEach(() => expectLedgerBalanced(t.database.handle.db));

type User = Awaited<ReturnType<typeof createSignedInUser>>;
const signedIn = () => createSignedInUser(t.database.handle.db, new Date());

async function createOrder(user: User, item: CheckoutItem) {
  const reply = await postOrder(t.app, user.cookie, item);
  expect(reply.statusCode).toBe(201);
  return reply.json();
}

function complete(user: User, orderId: string, outcome: 'success' | 'failure') {
  return completeTestOrder(t.app, user.cookie, orderId, outcome);
}

async function planOf(user: User) {
  const reply = await t.app.inject({
    url: `/api/user/plan-features/${encodeURIComponent(user.email)}`,
    headers: { cookie: user.cookie },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

describe('test mode', () => {
  it('says so, and keeps Razorpay out of the Content-Security-Policy', async () => {
    const reply = await t.app.inject({ url: paymentApiPaths.config });
    expect(reply.json()).toEqual({ success: true, provider: 'test', keyId: null });
    expect(String(reply.headers['content-security-policy'])).not.toContain('razorpay');
  });

  it('upgrades to Premium on Success: the plan, its features, its period and the first deposit', async () => {
    const user = await signedIn();
    const created = await createOrder(user, { kind: 'plan', planId: 'premium', period: 'month' });
    expect(created.checkout).toEqual({ provider: 'test' });
    expect(created.order).toMatchObject({ status: 'created', amountPaise: 99_900, provider: 'test', grantedAt: null });

    const before = Date.now();
    const reply = await complete(user, created.order.id, 'success');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().order).toMatchObject({ status: 'paid', grantedAt: expect.any(String) });

    const plan = await planOf(user);
    expect(plan).toMatchObject({
      plan: '999/month',
      planId: 'premium',
      subscribed: true,
      features: {
        advancedCaseGenerator: true,
        researchAssistant: true,
        premiumChat: true,
        prioritySupport: true,
        neetPgPdfDecoding: false,
      },
    });
    const end = new Date(plan.currentPeriodEnd).getTime();
    const month = new Date(before);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(Math.abs(end - month.getTime())).toBeLessThan(5 * 24 * 60 * 60 * 1000);
    expect((await walletOf(t.database.handle.db, user.id)).coins).toBe(3000);

    // Pressing Success again grants nothing more.
    expect((await complete(user, created.order.id, 'success')).statusCode).toBe(200);
    expect((await walletOf(t.database.handle.db, user.id)).coins).toBe(3000);
    expect((await planOf(user)).currentPeriodEnd).toBe(plan.currentPeriodEnd);
  });

  it('leaves the plan as it was on Failure, and the order says failed', async () => {
    const user = await signedIn();
    const created = await createOrder(user, { kind: 'plan', planId: 'premiumPlus', period: 'sixMonths' });
    expect(created.order.amountPaise).toBe(503_700);
    const reply = await complete(user, created.order.id, 'failure');
    expect(reply.json().order).toMatchObject({ status: 'failed', paidAt: null, grantedAt: null });
    expect(await planOf(user)).toMatchObject({ plan: 'Free', subscribed: false, currentPeriodEnd: null });
    expect((await walletOf(t.database.handle.db, user.id)).coins).toBe(0);
  });

  it('adds a coin pack to the balance exactly once', async () => {
    const user = await signedIn();
    const pack = COIN_PACKS[1]!;
    const created = await createOrder(user, { kind: 'coinPack', packId: pack.id });
    expect(created.order.amountPaise).toBe(pack.priceInr * 100);
    await Promise.all([complete(user, created.order.id, 'success'), complete(user, created.order.id, 'success')]);
    expect((await walletOf(t.database.handle.db, user.id)).coins).toBe(pack.coins);
    expect(await planOf(user)).toMatchObject({ plan: 'Free' });
  });

  it('shows an order to its owner only', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const created = await createOrder(owner, { kind: 'coinPack', packId: 'coins-1000' });
    const url = paymentApiPaths.order(created.order.id);
    const mine = await t.app.inject({ url, headers: { cookie: owner.cookie } });
    expect(mine.json()).toMatchObject({ success: true, order: { id: created.order.id, title: '1,000 Med Coins' } });
    const theirs = await t.app.inject({ url, headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(paymentMessages.notYourOrder);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const missing = await t.app.inject({
      url: paymentApiPaths.order('00000000-0000-4000-8000-000000000000'),
      headers: { cookie: owner.cookie },
    });
    expect(missing.statusCode).toBe(404);
    // Nor may another user settle it.
    expect((await complete(other, created.order.id, 'success')).statusCode).toBe(403);
    expect((await walletOf(t.database.handle.db, owner.id)).coins).toBe(0);
  });

  it('refuses what is not for sale, and orders without a session', async () => {
    const user = await signedIn();
    const bad = await postOrder(t.app, user.cookie, { kind: 'coinPack', packId: 'coins-1' });
    expect(bad.statusCode).toBe(400);
    const free = await postOrder(t.app, user.cookie, { kind: 'plan', planId: 'free', period: 'month' });
    expect(free.statusCode).toBe(400);
    const anonymous = await postOrder(t.app, undefined, { kind: 'coinPack', packId: 'coins-1000' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the Razorpay return and webhook closed', async () => {
    const user = await signedIn();
    const created = await createOrder(user, { kind: 'coinPack', packId: 'coins-1000' });
    const verify = await t.app.inject({
      method: 'POST',
      url: paymentApiPaths.razorpayVerify,
      headers: { ...jsonHeaders, cookie: user.cookie },
      payload: {
        orderId: created.order.id,
        razorpay_order_id: 'order_x',
        razorpay_payment_id: 'pay_x',
        razorpay_signature: 'x',
      },
    });
    expect(verify.statusCode).toBe(404);
    const webhook = await t.app.inject({
      method: 'POST',
      url: paymentApiPaths.razorpayWebhook,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
      payload: '{"event":"payment.captured"}',
    });
    expect(webhook.statusCode).toBe(404);
    expect((await walletOf(t.database.handle.db, user.id)).coins).toBe(0);
  });
});
