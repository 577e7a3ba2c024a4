/**
 * A server people reach from elsewhere, with no Razorpay settings: payments are not set up, so no
 * one can give themselves a plan or coins through the test mode. PAYMENTS_TEST_MODE=true opens
 * the test mode on purpose (a staging server).
 */
import { paymentApiPaths, paymentMessages } from '@medsutra/contract/payments/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';

const PUBLIC = 'https://medsutra.example';
const ORIGIN = { ...jsonHeaders, origin: PUBLIC };

describe('payments on a public address without Razorpay', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: PUBLIC } });
  });
  afterAll(() => t.close());

  it('says payments are not set up, refuses orders with that message, and closes the test-mode call', async () => {
    expect((await t.app.inject({ url: paymentApiPaths.config })).json()).toEqual({
      success: true,
      provider: 'none',
      keyId: null,
    });
    const user = await createSignedInUser(t.database.handle.db, new Date());
    const cookie = user.cookie.replace(/^medsutra_session/, '__Host-medsutra_session');
    const order = await t.app.inject({
      method: 'POST',
      url: paymentApiPaths.orders,
      headers: { ...ORIGIN, cookie },
      payload: { item: { kind: 'coinPack', packId: 'coins-10000' } },
    });
    expect(order.statusCode).toBe(503);
    expect(order.json().message).toBe(paymentMessages.notSetUp);

    const complete = await t.app.inject({
      method: 'POST',
      url: paymentApiPaths.testModeComplete('00000000-0000-4000-8000-000000000000'),
      headers: { ...ORIGIN, cookie },
      payload: { outcome: 'success' },
    });
    expect(complete.statusCode).toBe(404);
    expect((await walletOf(t.database.handle.db, user.id)).coins).toBe(0);
  });
});

describe('payments on a public address with PAYMENTS_TEST_MODE=true', () => {
  it('runs the test mode on purpose', async () => {
    const t = await buildTestApp({ env: { PUBLIC_URL: PUBLIC, PAYMENTS_TEST_MODE: 'true' } });
    try {
      expect((await t.app.inject({ url: paymentApiPaths.config })).json().provider).toBe('test');
    } finally {
      await t.close();
    }
  });
});
