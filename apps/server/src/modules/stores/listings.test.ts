/** Selling on the notes store through its real routes: listing a PDF, the admins' review, editing, sharing (issue 22). */
import { storesMessages } from '@medsutra/contract/stores/api';
import { describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { storeUser, type TestUser, useStoreApp } from '../../../test/helpers/stores.ts';

const storeApp = useStoreApp();
const { db, call, buy, uploadAs, approved, previews } = storeApp;
/** The seller's `pages`-page PDF (makePdf's `label`) listed as `title` at 60 coins, awaiting review. */
async function pendingListing(seller: TestUser, title: string, pages: number, label?: string) {
  const upload = await uploadAs(seller, pages, label);
  const created = await call(seller, 'POST', '/api/stores/listings', {
    pdfId: upload.json().pdf.id,
    title,
    priceCoins: 60,
  });
  return created.json().listing;
}

describe('selling', () => {
  it('lists a PDF as pending with rendered previews; only the seller and admins see it before approval', async () => {
    const seller = await storeUser(db());
    const stranger = await storeUser(db());
    const upload = await uploadAs(seller, 3);
    const pdfId = upload.json().pdf.id;
    const cheap = await call(seller, 'POST', '/api/stores/listings', { pdfId, title: 'x', priceCoins: 10 });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().message).toBe(storesMessages.priceRange);
    const reply = await call(seller, 'POST', '/api/stores/listings', {
      pdfId,
      title: 'Cranial nerves',
      priceCoins: 120,
      previewPages: [1, 3],
    });
    expect(reply.statusCode).toBe(201);
    const { listing } = reply.json();
    // Answered before any page is drawn: the preview job draws them.
    expect(listing).toMatchObject({
      status: 'pending',
      previewStatus: 'pending',
      previewPages: [1, 3],
      pageCount: 3,
      priceCoins: 120,
    });
    await previews(seller, listing.id, ['ready']);

    const preview = await call(seller, 'GET', `/api/stores/listings/${listing.id}/previews/1`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // A page the seller did not choose is no preview.
    expect((await call(seller, 'GET', `/api/stores/listings/${listing.id}/previews/2`)).statusCode).toBe(404);
    // Not on sale yet: strangers neither see it nor its previews, nor can they buy it.
    expect((await call(stranger, 'GET', `/api/stores/listings/${listing.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/stores/listings/${listing.id}/previews/1`)).statusCode).toBe(404);
    expect((await buy(stranger, listing.id)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'GET', '/api/stores/listings')).json().listings.map((l: { id: string }) => l.id),
    ).not.toContain(listing.id);
    // Someone else's PDF cannot be listed.
    const theft = await call(stranger, 'POST', '/api/stores/listings', { pdfId, title: 'Mine now', priceCoins: 100 });
    expect(theft.statusCode).toBe(403);
    expect(theft.json().message).toBe(storesMessages.pdfNotYours);
  });

  it('lets only admins approve or reject, records each decision, and shows the seller the reason', async () => {
    const seller = await storeUser(db());
    const { id } = await pendingListing(seller, 'Blurry scan', 2, 'Rejected');
    const forbidden = await call(seller, 'POST', `/api/admin/stores/listings/${id}/approve`, {});
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only MedSutra admins can do this.');
    expect((await call(undefined, 'POST', `/api/admin/stores/listings/${id}/approve`, {})).statusCode).toBe(401);
    expect(
      (await call(storeApp.admin, 'POST', `/api/admin/stores/listings/${id}/reject`, { reason: '' })).statusCode,
    ).toBe(400);
    expect(
      (await call(storeApp.admin, 'POST', `/api/admin/stores/listings/${id}/reject`, { reason: 'Pages unreadable' }))
        .statusCode,
    ).toBe(200);
    const mine = (await call(seller, 'GET', '/api/stores/my-listings')).json().listings;
    expect(mine[0]).toMatchObject({ id, status: 'rejected', rejectionReason: 'Pages unreadable' });
    const { listAdminActions } = await import('../admin/audit-log.ts');
    const actions = await listAdminActions(db(), 50);
    expect(actions.find((a) => a.targetId === id)).toMatchObject({
      action: 'store.listing.reject',
      adminUserId: storeApp.admin.id,
    });
  });
});

describe('an admin who sells', () => {
  it('never approves, rejects or decides a refund on their own listing: another admin does', async () => {
    const sellerAdmin = await storeUser(db(), { role: 'admin', fullName: 'Admin Kiran' });
    const { id: pending } = await pendingListing(sellerAdmin, 'My own anatomy notes', 2, 'Own');
    for (const [action, body] of [
      ['approve', {}],
      ['reject', { reason: 'Looks fine to me' }],
    ] as const) {
      const own = await call(sellerAdmin, 'POST', `/api/admin/stores/listings/${pending}/${action}`, body);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ success: false, message: storesMessages.ownListingReview });
    }
    const mine = (await call(sellerAdmin, 'GET', '/api/stores/my-listings')).json().listings;
    expect(mine.find((l: { id: string }) => l.id === pending)).toMatchObject({ status: 'pending' });

    const buyer = await storeUser(db(), { coins: 100 });
    const { listingId } = await approved(sellerAdmin, { priceCoins: 100 });
    const { order } = (await buy(buyer, listingId)).json();
    await call(buyer, 'POST', `/api/stores/orders/${order.id}/refund-request`, { reason: 'Pages missing' });
    const request = (await call(storeApp.admin, 'GET', '/api/admin/stores/refunds'))
      .json()
      .refunds.find((r: { orderId: string }) => r.orderId === order.id);
    const own = await call(sellerAdmin, 'POST', `/api/admin/stores/refunds/${request.id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(storesMessages.ownRefundDecision);
    expect(await walletOf(db(), buyer.id)).toMatchObject({ coins: 0 });
    expect((await call(storeApp.admin, 'POST', `/api/admin/stores/refunds/${request.id}/approve`, {})).statusCode).toBe(
      200,
    );
    expect(await walletOf(db(), buyer.id)).toMatchObject({ coins: 100 });
  });
});

describe('the library', () => {
  it('files a listing under a library subtopic and its subject, and refuses ones the library lacks', async () => {
    const seller = await storeUser(db());
    const upload = await uploadAs(seller, 1, 'DKA');
    const pdfId = upload.json().pdf.id;
    const unknown = await call(seller, 'POST', '/api/stores/listings', {
      pdfId,
      title: 'DKA',
      priceCoins: 50,
      subjectId: 'astrology',
    });
    expect(unknown.statusCode).toBe(400);
    const reply = await call(seller, 'POST', '/api/stores/listings', {
      pdfId,
      title: 'DKA',
      priceCoins: 50,
      subtopicId: 'medicine.endocrine.dka',
    });
    expect(reply.json().listing).toMatchObject({ subjectId: 'medicine', subtopicId: 'medicine.endocrine.dka' });
  });
});

describe('editing a listing on sale', () => {
  it('sends an approved listing back to review, off sale, when its title, description, price or file changes', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 1000 });
    const onSale = async (listingId: string) =>
      ((await call(buyer, 'GET', '/api/stores/listings')).json().listings as { id: string }[]).some(
        (listing) => listing.id === listingId,
      );
    const reapprove = async (listingId: string) => {
      const reply = await call(storeApp.admin, 'POST', `/api/admin/stores/listings/${listingId}/approve`, {});
      expect(reply.statusCode).toBe(200);
      expect(await onSale(listingId)).toBe(true);
    };
    const { listingId } = await approved(seller, { priceCoins: 100 });
    expect(await onSale(listingId)).toBe(true);

    // The same values again change nothing that is sold: still on sale.
    const same = await call(seller, 'PUT', `/api/stores/listings/${listingId}`, { priceCoins: 100 });
    expect(same.json().listing).toMatchObject({ status: 'approved' });

    const edits = [
      { title: 'Brachial plexus, rewritten' },
      { description: 'Now about something else entirely, which no reviewer has read.' },
      { priceCoins: 150 },
    ];
    for (const edit of edits) {
      const reply = await call(seller, 'PUT', `/api/stores/listings/${listingId}`, edit);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        message: storesMessages.listingSubmitted,
        listing: { status: 'pending', ...edit },
      });
      // Withdrawn until reviewed: not listed, and cannot be bought.
      expect(await onSale(listingId)).toBe(false);
      expect((await buy(buyer, listingId)).statusCode).toBe(404);
      await reapprove(listingId);
    }
    // Only what was sent changes: the description written above stays through the price edit.
    const upload = await uploadAs(seller, 2, 'Second edition');
    const edit = await call(seller, 'PUT', `/api/stores/listings/${listingId}`, { pdfId: upload.json().pdf.id });
    expect(edit.json().listing).toMatchObject({
      status: 'pending',
      pageCount: 2,
      priceCoins: 150,
      description: expect.stringContaining('something else'),
    });
    expect(await onSale(listingId)).toBe(false);
  });
});

describe('sharing a listing to Medstagram', () => {
  it('lets the seller share an approved listing once, for the 50 share XP, as a listing post', async () => {
    const seller = await storeUser(db());
    const stranger = await storeUser(db());
    const { listingId } = await approved(seller, { priceCoins: 100 });
    const share = (user: TestUser) => call(user, 'POST', `/api/stores/listings/${listingId}/share`, {});
    expect((await share(stranger)).statusCode).toBe(403);
    const shared = await share(seller);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ xpAwarded: 50 });
    const again = await share(seller);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(storesMessages.alreadyShared);
    expect((await walletOf(db(), seller.id)).xp).toBe(50);
    const posts = (await call(seller, 'GET', '/api/medstagram/posts')).json().posts as Array<{
      kind: string;
      refId?: string;
    }>;
    expect(posts.filter((post) => post.kind === 'listing' && post.refId === listingId)).toHaveLength(1);
    await expectLedgerBalanced(db());
  });

  it('refuses to share a listing that is not on sale', async () => {
    const seller = await storeUser(db());
    const listing = await pendingListing(seller, 'Pending', 1);
    const reply = await call(seller, 'POST', `/api/stores/listings/${listing.id}/share`, {});
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(storesMessages.shareNotApproved);
  });
});
