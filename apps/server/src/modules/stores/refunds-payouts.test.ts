/** Refunds, takedowns and sellers' payouts on the notes store, through its real routes on the injected clock. */
import { sheetsExportCsvUrl } from '@medsutra/contract/golden-store/api';
import { splitSale } from '@medsutra/contract/stores/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { storeUser, type TestUser, useStoreApp } from '../../../test/helpers/stores.ts';
import { storeListings, userPdfs } from '../../db/schema.ts';
import { readCsv } from '../../lib/csv.ts';
import { notesPersonalData } from '../notes/personal-data.ts';
import { createNotesRepository } from '../notes/repository.ts';

const DAY = 24 * 60 * 60 * 1000;
const storeApp = useStoreApp();
const { db, call, buy, approved } = storeApp;
/** The admins' payouts CSV as rows keyed by the header, for one listing's orders. */
async function payoutsOf(listingId: string) {
  const reply = await call(storeApp.admin, 'GET', sheetsExportCsvUrl('payouts'));
  expect(reply.statusCode).toBe(200);
  const [header = [], ...rows] = readCsv(reply.body).records.map((record) => record.cells);
  return rows
    .map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])))
    .filter((row) => row.listing_id === listingId);
}
/** The key of a purchased copy's stored stamped bytes (set by its first download). */
async function stampedKeyOf(pdfId: string): Promise<string> {
  const [row] = await db().select().from(userPdfs).where(eq(userPdfs.id, pdfId));
  if (!row?.stampedFileKey) throw new Error(`no stamped copy of ${pdfId}`);
  return row.stampedFileKey;
}

describe('refunds and takedowns', () => {
  it('refunds on an admin approval within the window: the buyer is paid back, the held share is never paid', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 200 });
    const { listingId } = await approved(seller, { priceCoins: 200 });
    const { order } = (await buy(buyer, listingId)).json();
    expect((await call(buyer, 'GET', `/api/pdfs/${order.pdfId}/data`)).statusCode).toBe(200);
    const stampedKey = await stampedKeyOf(order.pdfId);
    expect(await storeApp.files.size(stampedKey)).toBeGreaterThan(0);
    const stranger = await storeUser(db());
    expect(
      (await call(stranger, 'POST', `/api/stores/orders/${order.id}/refund-request`, { reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(buyer, 'POST', `/api/stores/orders/${order.id}/refund-request`, {
          reason: 'Half the pages are blank',
        })
      ).statusCode,
    ).toBe(200);
    // A waiting request holds the share past the window.
    storeApp.clock = new Date(storeApp.clock.getTime() + 8 * DAY);
    expect((await call(seller, 'GET', '/api/stores/my-listings')).json().earnings).toMatchObject({
      pending: 140,
      available: 0,
    });
    const refunds = (await call(storeApp.admin, 'GET', '/api/admin/stores/refunds')).json().refunds;
    const request = refunds.find((r: { orderId: string }) => r.orderId === order.id);
    expect((await call(seller, 'POST', `/api/admin/stores/refunds/${request.id}/approve`, {})).statusCode).toBe(403);
    expect((await call(storeApp.admin, 'POST', `/api/admin/stores/refunds/${request.id}/approve`, {})).statusCode).toBe(
      200,
    );
    expect((await call(storeApp.admin, 'POST', `/api/admin/stores/refunds/${request.id}/approve`, {})).statusCode).toBe(
      409,
    );
    expect(await walletOf(db(), buyer.id)).toMatchObject({ coins: 200 });
    expect((await call(seller, 'GET', '/api/stores/my-listings')).json().earnings).toMatchObject({
      pending: 0,
      available: 0,
      sales: 0,
    });
    expect(await walletOf(db(), seller.id)).toMatchObject({ coins: 0 });
    // The copy is gone, and the bytes stamped with the buyer's name with it.
    expect((await call(buyer, 'GET', `/api/pdfs/${order.pdfId}/data`)).statusCode).toBe(404);
    expect(await storeApp.files.size(stampedKey)).toBeNull();
    await expectLedgerBalanced(db());
  });

  it('erases a buyer’s stamped copy with their account, and keeps the store’s file', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 100 });
    const { listingId } = await approved(seller, { priceCoins: 100 });
    const { order } = (await buy(buyer, listingId)).json();
    expect((await call(buyer, 'GET', `/api/pdfs/${order.pdfId}/data`)).statusCode).toBe(200);
    const stampedKey = await stampedKeyOf(order.pdfId);
    const erased = await db().transaction((tx) =>
      notesPersonalData(createNotesRepository()).erase(tx, { id: buyer.id, email: buyer.email }),
    );
    expect(erased?.fileKeys).toContain(stampedKey);
    const [listing] = await db().select().from(storeListings).where(eq(storeListings.id, listingId));
    expect(erased?.fileKeys).not.toContain(listing!.fileKey);
  });

  it('refuses a refund request after the window', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 100 });
    const { listingId } = await approved(seller, { priceCoins: 100 });
    const { order } = (await buy(buyer, listingId)).json();
    storeApp.clock = new Date(storeApp.clock.getTime() + 7 * DAY + 1000);
    const late = await call(buyer, 'POST', `/api/stores/orders/${order.id}/refund-request`, {
      reason: 'Changed my mind',
    });
    expect(late.statusCode).toBe(409);
  });

  it('a listing is reported into the one moderation queue; an upheld copyright report takes it down and refunds held shares', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 300 });
    const reporter = await storeUser(db());
    const { listingId } = await approved(seller, { priceCoins: 300 });
    await buy(buyer, listingId);
    expect(await walletOf(db(), buyer.id)).toMatchObject({ coins: 0 });
    const report = (user: TestUser, reason: string, details?: string) =>
      call(user, 'POST', '/api/reports', { targetKind: 'listing', targetId: listingId, reason, details });
    // The seller cannot report their own listing; a reason outside the listing's list is refused.
    expect((await report(seller, 'spam')).statusCode).toBe(400);
    expect((await report(reporter, 'Harassment or bullying')).statusCode).toBe(400);
    const made = await report(reporter, 'copyright', 'Scanned from a textbook');
    expect(made.statusCode).toBe(201);
    expect((await report(reporter, 'copyright')).statusCode).toBe(409);
    // The store has no report route of its own any more.
    expect(
      (await call(reporter, 'POST', `/api/stores/listings/${listingId}/reports`, { reason: 'spam' })).statusCode,
    ).toBe(404);
    expect((await call(reporter, 'GET', '/api/admin/reports')).statusCode).toBe(403);
    const queued = (await call(storeApp.admin, 'GET', '/api/admin/reports'))
      .json()
      .reports.find((r: { targetId: string }) => r.targetId === listingId);
    expect(queued).toMatchObject({ targetKind: 'listing', reason: 'copyright', details: 'Scanned from a textbook' });
    expect(queued.target).toMatchObject({ hidden: false });
    expect(
      (
        await call(storeApp.admin, 'POST', `/api/admin/reports/${made.json().reportId}/decision`, {
          decision: 'uphold',
        })
      ).statusCode,
    ).toBe(200);
    expect(await walletOf(db(), buyer.id)).toMatchObject({ coins: 300 });
    expect(await payoutsOf(listingId)).toMatchObject([{ payout_status: 'refunded', seller_share_coins: '210' }]);
    expect((await call(buyer, 'GET', `/api/stores/listings/${listingId}`)).statusCode).toBe(404);
    expect((await call(seller, 'GET', '/api/stores/my-listings')).json().listings[0]).toMatchObject({
      status: 'taken_down',
      earningsPending: 0,
    });
    await expectLedgerBalanced(db());
  });
});

describe('the admins’ payouts sheet', () => {
  it('lists each order’s seller share as held, then released once the holding window ends', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 100 });
    const { listingId } = await approved(seller, { priceCoins: 100 });
    const { order } = (await buy(buyer, listingId)).json();
    expect((await call(seller, 'GET', sheetsExportCsvUrl('payouts'))).statusCode).toBe(403);
    expect(await payoutsOf(listingId)).toMatchObject([
      {
        order_id: order.id,
        seller_email: seller.email,
        price_coins: '100',
        seller_share_coins: String(splitSale(100).sellerShare),
        payout_status: 'held',
        released_at: '',
      },
    ]);
    storeApp.clock = new Date(storeApp.clock.getTime() + 7 * DAY + 60_000);
    await call(seller, 'GET', '/api/stores/my-listings');
    expect(await payoutsOf(listingId)).toMatchObject([{ order_id: order.id, payout_status: 'released' }]);
  });
});
