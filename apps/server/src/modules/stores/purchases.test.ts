/** Buying on the notes store through its real routes, on the injected clock: the sale, the held share, the stamped copy. */
import crypto from 'node:crypto';
import { splitSale, storesMessages } from '@medsutra/contract/stores/api';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { pageTexts, storeUser, type TestUser, useStoreApp } from '../../../test/helpers/stores.ts';
import { maskEmail } from '../../lib/pdf-watermark.ts';

const DAY = 24 * 60 * 60 * 1000;
const storeApp = useStoreApp();
const { db, call, buy, approved } = storeApp;
/** The seller's "someone bought your note" notifications. */
const saleNotices = async (seller: TestUser) =>
  (await call(seller, 'GET', '/api/medstagram/notifications'))
    .json()
    .notifications.filter((n: { kind: string }) => n.kind === 'sale');

describe('buying', () => {
  it('charges the buyer once, holds 70% for the seller for 7 days, and serves the copy stamped on every page', async () => {
    const seller = await storeUser(db(), { fullName: 'Seller Sen' });
    const buyer = await storeUser(db(), { coins: 500, fullName: 'Ravi Kumar' });
    const { listingId } = await approved(seller, { priceCoins: 333, pages: 3 });
    const purchaseId = crypto.randomUUID();
    const first = await buy(buyer, listingId, purchaseId);
    expect(first.statusCode).toBe(200);
    const { order, coinBalance } = first.json();
    expect(coinBalance).toBe(167);
    // A double click: the same purchase id, the same order, no second charge.
    const again = await buy(buyer, listingId, purchaseId);
    expect(again.json().order.id).toBe(order.id);
    expect(again.json().coinBalance).toBe(167);
    // A second purchase id for a note the buyer owns: refused.
    const twice = await buy(buyer, listingId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(storesMessages.alreadyOwned);
    expect(await walletOf(db(), buyer.id)).toMatchObject({ coins: 167 });
    expect(await walletOf(db(), seller.id)).toMatchObject({ coins: 0 });
    // The sale told the seller once (the double click wrote no second notice), naming the note, not the buyer.
    expect(await saleNotices(seller)).toEqual([
      expect.objectContaining({
        detail: 'Brachial plexus in one page',
        actor: null,
        created_at: storeApp.clock.toISOString(),
      }),
    ]);

    // The seller's own listing cannot be bought by them.
    const own = await buy(seller, listingId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(storesMessages.ownListing);

    // The copy joins the buyer's purchased PDFs and opens stamped with name, masked email and order.
    const purchased = await call(buyer, 'GET', `/api/pdfs/category/purchased?email=${encodeURIComponent(buyer.email)}`);
    expect(purchased.json().pdfs).toEqual([{ id: order.pdfId, title: 'Brachial plexus in one page' }]);
    const stampsBefore = storeApp.stampCalls;
    const data = await call(buyer, 'GET', `/api/pdfs/${order.pdfId}/data`);
    expect(data.statusCode).toBe(200);
    expect(storeApp.stampCalls).toBe(stampsBefore + 1);
    // Later downloads serve the stored stamped copy: not stamped again, the same bytes, ranges too.
    const second = await call(buyer, 'GET', `/api/pdfs/${order.pdfId}/data`);
    expect(second.statusCode).toBe(200);
    expect(second.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(second.rawPayload, data.rawPayload)).toBe(0);
    const part = await storeApp.t.app.inject({
      method: 'GET',
      url: `/api/pdfs/${order.pdfId}/data`,
      headers: { cookie: buyer.cookie, range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${data.rawPayload.length}`);
    expect(Buffer.compare(part.rawPayload, data.rawPayload.subarray(0, 100))).toBe(0);
    expect(storeApp.stampCalls).toBe(stampsBefore + 1);
    const texts = await pageTexts(data.rawPayload);
    expect(texts).toHaveLength(3);
    for (const text of texts) {
      expect(text).toContain('Ravi Kumar');
      expect(text).toContain(maskEmail(buyer.email));
      expect(text).toContain(order.id);
      expect(text).not.toContain(buyer.email);
    }

    // Held: pending 233 (70% of 333, rounded down), available 0.
    const { sellerShare, platformShare } = splitSale(333);
    expect(sellerShare + platformShare).toBe(333);
    let store = (await call(seller, 'GET', '/api/stores/my-listings')).json();
    expect(store.earnings).toEqual({ pending: 233, available: 0, sales: 1 });
    storeApp.clock = new Date(storeApp.clock.getTime() + 7 * DAY - 60_000);
    store = (await call(seller, 'GET', '/api/stores/my-listings')).json();
    expect(store.earnings.available).toBe(0);
    expect(await walletOf(db(), seller.id)).toMatchObject({ coins: 0 });
    // The window passes: the share becomes spendable, once.
    storeApp.clock = new Date(storeApp.clock.getTime() + 2 * 60_000);
    store = (await call(seller, 'GET', '/api/stores/my-listings')).json();
    expect(store.earnings).toEqual({ pending: 0, available: 233, sales: 1 });
    await call(seller, 'GET', '/api/stores/my-listings');
    expect(await walletOf(db(), seller.id)).toMatchObject({ coins: 233 });
    await expectLedgerBalanced(db());
  });

  it('answers 402 with the coins sentence when the wallet is short, and records nothing', async () => {
    const seller = await storeUser(db());
    const poor = await storeUser(db(), { coins: 49 });
    const { listingId } = await approved(seller, { priceCoins: 50 });
    const reply = await buy(poor, listingId);
    expect(reply.statusCode).toBe(402);
    expect(reply.json().message).toBe(storesMessages.insufficientCoins);
    expect((await call(poor, 'GET', '/api/stores/my-orders')).json().orders).toEqual([]);
    expect(await walletOf(db(), poor.id)).toMatchObject({ coins: 49 });
    // The sale rolled back, and its notification with it.
    expect(await saleNotices(seller)).toEqual([]);
  });

  it('takes one rating per buyer, and only from a buyer', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 100 });
    const other = await storeUser(db());
    const { listingId } = await approved(seller, { priceCoins: 100 });
    expect((await call(other, 'POST', `/api/stores/listings/${listingId}/rating`, { stars: 1 })).statusCode).toBe(403);
    await buy(buyer, listingId);
    await call(buyer, 'POST', `/api/stores/listings/${listingId}/rating`, { stars: 2 });
    await call(buyer, 'POST', `/api/stores/listings/${listingId}/rating`, { stars: 5, review: 'Clear diagrams' });
    const listing = (await call(other, 'GET', `/api/stores/listings/${listingId}`)).json().listing;
    expect(listing).toMatchObject({ ratingAverage: 5, ratingCount: 1, sales: 1 });
  });
});

describe('nobody reads a listing’s full PDF without owning it', () => {
  it('refuses every route with an id to a signed-in stranger and to no session', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 100 });
    const stranger = await storeUser(db());
    const { listingId, pdfId } = await approved(seller, { priceCoins: 100 });
    const { order } = (await buy(buyer, listingId)).json();
    const copyId = order.pdfId as string;

    for (const id of [pdfId, copyId]) {
      expect((await call(stranger, 'GET', `/api/pdfs/${id}/data`)).statusCode).toBe(403);
      expect((await call(stranger, 'GET', `/api/pdfs/${id}`)).statusCode).toBe(403);
      expect((await call(undefined, 'GET', `/api/pdfs/${id}/data`)).statusCode).toBe(401);
    }
    // The seller's own upload is not the buyer's either.
    expect((await call(buyer, 'GET', `/api/pdfs/${pdfId}/data`)).statusCode).toBe(403);
    // The store's review download is for admins only.
    expect((await call(stranger, 'GET', `/api/admin/stores/listings/${listingId}/file`)).statusCode).toBe(403);
    expect((await call(buyer, 'GET', `/api/admin/stores/listings/${listingId}/file`)).statusCode).toBe(403);
    expect((await call(seller, 'GET', `/api/admin/stores/listings/${listingId}/file`)).statusCode).toBe(403);
    const review = await call(storeApp.admin, 'GET', `/api/admin/stores/listings/${listingId}/file`);
    expect(review.statusCode).toBe(200);
    expect((await PDFDocument.load(review.rawPayload)).getPageCount()).toBe(4);
    // The listing and its previews say nothing of the file beyond the chosen pages.
    const listing = await call(stranger, 'GET', `/api/stores/listings/${listingId}`);
    expect(listing.statusCode).toBe(200);
    expect(JSON.stringify(listing.json())).not.toMatch(/stores\/|file_?key|\.pdf/i);
    for (const page of [3, 4, 5]) {
      expect((await call(stranger, 'GET', `/api/stores/listings/${listingId}/previews/${page}`)).statusCode).toBe(404);
    }
    expect((await call(undefined, 'GET', `/api/stores/listings/${listingId}/previews/1`)).statusCode).toBe(401);
    // Another buyer's order is not the stranger's to refund; nor is a listing theirs to edit.
    expect(
      (await call(stranger, 'POST', `/api/stores/orders/${order.id}/refund-request`, { reason: 'mine' })).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'PUT', `/api/stores/listings/${listingId}`, { title: 'Hijacked' })).statusCode).toBe(
      404,
    );
    // A buyer deleting their copy leaves the store's file for everyone else.
    expect((await call(buyer, 'DELETE', `/api/pdfs/${copyId}`, {})).statusCode).toBe(200);
    expect((await call(storeApp.admin, 'GET', `/api/admin/stores/listings/${listingId}/file`)).statusCode).toBe(200);
  });
});
