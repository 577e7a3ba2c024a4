/**
 * Purchases racing on PostgreSQL (PGlite runs one transaction at a time, so there a race proves
 * nothing). Run with TEST_DATABASE_URL set.
 */
import crypto from 'node:crypto';
import { splitSale } from '@medsutra/contract/stores/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { fastJobsEnv, walletOf } from '../../../test/helpers/mindmaps.ts';
import { approvedListing, storeCall, storeUser } from '../../../test/helpers/stores.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  // The preview job must run before a listing can be approved.
  t = await buildTestApp({ env: fastJobsEnv() });
});
afterAll(() => t?.close());

it.skipIf(!onPostgres)(
  'two buyers at once and a double click: each pays once, and the shares add up to the price',
  async () => {
    const db = t.database.handle.db;
    const origin = new URL(t.config.PUBLIC_URL).origin;
    const admin = await storeUser(db, { role: 'admin' });
    const seller = await storeUser(db);
    const price = 301;
    const { listingId } = await approvedListing(t.app, { seller, admin, origin, priceCoins: price });
    // Each buyer has coins for exactly one purchase.
    const asha = await storeUser(db, { coins: price + 10 });
    const ravi = await storeUser(db, { coins: price + 10 });
    const ashaClick = crypto.randomUUID();
    const buy = (cookie: string, purchaseId: string) =>
      storeCall(t.app, cookie, 'POST', `/api/stores/listings/${listingId}/purchase`, { purchaseId });
    const replies = await Promise.all([
      buy(asha.cookie, ashaClick),
      buy(asha.cookie, ashaClick),
      buy(asha.cookie, ashaClick),
      buy(asha.cookie, crypto.randomUUID()),
      buy(ravi.cookie, crypto.randomUUID()),
      buy(ravi.cookie, crypto.randomUUID()),
    ]);
    // Asha's double click and her second purchase id race each other: whichever locks the listing
    // first buys it, the other is refused; the three clicks of one id always answer alike.
    const clicks = replies.slice(0, 3).map((reply) => reply.statusCode);
    const clickWon = clicks[0] === 200;
    expect(clicks).toEqual(clickWon ? [200, 200, 200] : [409, 409, 409]);
    if (clickWon) expect(new Set(replies.slice(0, 3).map((reply) => reply.json().order.id)).size).toBe(1);
    expect([replies[3]!.statusCode]).toEqual([clickWon ? 409 : 200]);
    expect(
      replies
        .slice(4)
        .map((reply) => reply.statusCode)
        .sort(),
    ).toEqual([200, 409]);

    expect(await walletOf(db, asha.id)).toMatchObject({ coins: 10 });
    expect(await walletOf(db, ravi.id)).toMatchObject({ coins: 10 });
    const rows = await db.execute<{ orders: number; seller: number; platform: number; price: number }>(
      sql`SELECT count(*)::int AS orders, sum(seller_share)::int AS seller, sum(platform_share)::int AS platform, sum(price_coins)::int AS price
        FROM store_orders WHERE listing_id = ${listingId}`,
    );
    const totals = (rows as unknown as { rows: { orders: number; seller: number; platform: number; price: number }[] })
      .rows[0]!;
    const { sellerShare, platformShare } = splitSale(price);
    expect(totals).toEqual({ orders: 2, seller: 2 * sellerShare, platform: 2 * platformShare, price: 2 * price });
    expect(totals.seller + totals.platform).toBe(totals.price);
    // Each sale wrote the seller's notification in its transaction; the refused ones wrote none.
    const notices = (await storeCall(t.app, seller.cookie, 'GET', '/api/medstagram/notifications')).json()
      .notifications;
    expect(notices.filter((n: { kind: string }) => n.kind === 'sale')).toHaveLength(2);
    await expectLedgerBalanced(db);
  },
);
