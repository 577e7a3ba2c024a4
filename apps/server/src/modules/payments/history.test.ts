/**
 * The payment history behind /transaction-history: a user's own orders, newest first, each with
 * the ids and the GST a receipt shows (test mode; Razorpay's ids are covered by razorpay.test.ts).
 */

import { PAYMENT_HISTORY_PATH } from '@medsutra/contract/payments/receipts';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { completeTestOrder, postOrder } from '../../../test/helpers/payments.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';

const t = testAppForFile();

type User = Awaited<ReturnType<typeof createSignedInUser>>;
const signedIn = () => createSignedInUser(t.database.handle.db, new Date());

async function buy(user: User, item: object, outcome: 'success' | 'failure'): Promise<string> {
  const created = await postOrder(t.app, user.cookie, item);
  expect(created.statusCode).toBe(201);
  const id: string = created.json().order.id;
  const done = await completeTestOrder(t.app, user.cookie, id, outcome);
  expect(done.statusCode).toBe(200);
  return id;
}

const history = (user?: User) =>
  t.app.inject({ url: PAYMENT_HISTORY_PATH, headers: user ? { cookie: user.cookie } : {} });

describe('GET /api/payments/history', () => {
  it('lists the paid and failed orders newest first, with the ids and the GST inside the amount', async () => {
    const user = await signedIn();
    const failed = await buy(user, { kind: 'coinPack', packId: 'coins-1000' }, 'failure');
    const paid = await buy(user, { kind: 'plan', planId: 'premium', period: 'month' }, 'success');

    const reply = await history(user);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const { orders } = reply.json();
    expect(orders.map((order: { id: string }) => order.id)).toEqual([paid, failed]);
    expect(orders[0]).toMatchObject({
      status: 'paid',
      title: 'Premium, 1 month',
      amountPaise: 99_900,
      // ₹999 including 18% GST holds ₹152.39 of GST.
      gstPaise: 15_239,
      paymentId: `test_payment_${paid}`,
      providerOrderId: expect.any(String),
      paidAt: expect.any(String),
    });
    expect(orders[1]).toMatchObject({ status: 'failed', paymentId: null, paidAt: null });
  });

  it("shows only the signed-in user's own orders, and nothing without a session", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    await buy(owner, { kind: 'coinPack', packId: 'coins-1000' }, 'success');
    expect((await history(other)).json()).toEqual({ success: true, orders: [] });
    const anonymous = await history();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toEqual(expect.any(String));
  });
});
