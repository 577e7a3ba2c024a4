/**
 * The return page and the webhook for one payment arriving at the same moment, on PostgreSQL
 * (PGlite runs one transaction at a time, so there this would prove nothing): one grant.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { raceConfirmations, useRazorpayApp } from '../../../test/helpers/payment-race.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { coinLedger, orders, subscriptions } from '../../db/schema.ts';

const PAYMENTS = 8;

describe.skipIf(!onPostgres)('on PostgreSQL, the return page and the webhook at once', () => {
  const app = useRazorpayApp();

  it(`grants ${PAYMENTS} plans once each when both confirmations race`, async () => {
    const results = await Promise.all(
      Array.from({ length: PAYMENTS }, () =>
        raceConfirmations(app(), { kind: 'plan', planId: 'premium', period: 'month' }),
      ),
    );
    const db = app().database.handle.db;
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
      Array.from({ length: PAYMENTS }, () => raceConfirmations(app(), { kind: 'coinPack', packId: 'coins-1000' })),
    );
    const db = app().database.handle.db;
    for (const { user } of results) {
      expect((await walletOf(db, user.id)).coins).toBe(1000);
      expect(await db.select().from(coinLedger).where(eq(coinLedger.userId, user.id))).toHaveLength(1);
    }
    await expectLedgerBalanced(db);
  });
});
