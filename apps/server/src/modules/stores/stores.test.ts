/** The notes marketplace through its real routes (issue 22), on the injected clock. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sheetsExportCsvUrl } from '@medsutra/contract/golden-store/api';
import { splitSale, storesMessages } from '@medsutra/contract/stores/api';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { useFixtureLibrary } from '../../../test/helpers/library.ts';
import { fastJobsEnv, waitFor, walletOf } from '../../../test/helpers/mindmaps.ts';
import {
  approvedListing,
  pageTexts,
  storeCall,
  storeUser,
  type TestUser,
  waitForPreviews,
} from '../../../test/helpers/stores.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { createFilesystemStore } from '../../adapters/files/filesystem.ts';
import { storeListings, userPdfs } from '../../db/schema.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';
import { readCsv } from '../../lib/csv.ts';
import { renderPdfPages } from '../../lib/pdf-pages.ts';
import { maskEmail, stampWatermark } from '../../lib/pdf-watermark.ts';
import { notesPersonalData } from '../notes/personal-data.ts';
import { createNotesRepository } from '../notes/repository.ts';
import { STORES_JOBS } from './jobs.ts';
import type { PreviewJobData } from './service.ts';

const DAY = 24 * 60 * 60 * 1000;
let clock = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let origin: string;
let admin: TestUser;
/** The app's file store, kept here so a test can see which files exist. */
const files = createFilesystemStore(fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-stores-files-')));
/** Calls of the stamper and the preview renderer (the real ones underneath). */
let stampCalls = 0;
let renderCalls = 0;
/** While set, every preview render fails (a PDF pdf.js cannot draw). */
let renderFails = false;
/** While set, every preview render waits for it (previews stay pending). */
let renderGate: Promise<void> | null = null;
/** The app's job queue, kept here so a test can send a job again. */
let jobs: JobQueue;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const env = fastJobsEnv();
  jobs = createJobQueue({
    database: database.handle,
    role: 'all',
    pollingIntervalSeconds: Number(env.JOBS_POLL_INTERVAL_MS) / 1000,
    stopTimeoutMs: Number(env.JOBS_STOP_TIMEOUT_MS),
  });
  t = await buildTestApp({
    now: () => clock,
    env,
    database,
    deps: {
      jobs,
      files,
      pdfWork: {
        async stamp(bytes, mark) {
          stampCalls++;
          return stampWatermark(bytes, mark);
        },
        async renderPages(bytes, pages) {
          renderCalls++;
          await renderGate;
          if (renderFails) throw new Error('Invalid PDF structure.');
          return renderPdfPages(bytes, pages);
        },
      },
    },
  });
  origin = new URL(t.config.PUBLIC_URL).origin;
  admin = await storeUser(t.database.handle.db, { role: 'admin', fullName: 'Admin Meera' });
  await useFixtureLibrary(t.database.handle.db);
});
afterAll(async () => {
  await t?.close();
  await database?.dispose();
});

const db = () => t.database.handle.db;
const call = (user: TestUser | undefined, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  storeCall(t.app, user?.cookie, method, url, body);
/** The admins' payouts CSV as rows keyed by the header, for one listing's orders. */
async function payoutsOf(listingId: string) {
  const reply = await call(admin, 'GET', sheetsExportCsvUrl('payouts'));
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
/** The seller's "someone bought your note" notifications. */
const saleNotices = async (seller: TestUser) =>
  (await call(seller, 'GET', '/api/medstagram/notifications'))
    .json()
    .notifications.filter((n: { kind: string }) => n.kind === 'sale');
const buy = (user: TestUser, listingId: string, purchaseId: string = crypto.randomUUID()) =>
  call(user, 'POST', `/api/stores/listings/${listingId}/purchase`, { purchaseId });

describe('selling', () => {
  it('lists a PDF as pending with rendered previews; only the seller and admins see it before approval', async () => {
    const seller = await storeUser(db());
    const stranger = await storeUser(db());
    const { makePdf, uploadPdf } = await import('../../../test/helpers/notes.ts');
    const upload = await uploadPdf(t.app, { cookie: seller.cookie, origin, bytes: await makePdf(3) });
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
    await waitForPreviews(t.app, seller, listing.id, ['ready']);

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
    const { makePdf, uploadPdf } = await import('../../../test/helpers/notes.ts');
    const upload = await uploadPdf(t.app, { cookie: seller.cookie, origin, bytes: await makePdf(2, 'Rejected') });
    const created = await call(seller, 'POST', '/api/stores/listings', {
      pdfId: upload.json().pdf.id,
      title: 'Blurry scan',
      priceCoins: 60,
    });
    const id = created.json().listing.id;
    const forbidden = await call(seller, 'POST', `/api/admin/stores/listings/${id}/approve`, {});
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only MedSutra admins can do this.');
    expect((await call(undefined, 'POST', `/api/admin/stores/listings/${id}/approve`, {})).statusCode).toBe(401);
    expect((await call(admin, 'POST', `/api/admin/stores/listings/${id}/reject`, { reason: '' })).statusCode).toBe(400);
    expect(
      (await call(admin, 'POST', `/api/admin/stores/listings/${id}/reject`, { reason: 'Pages unreadable' })).statusCode,
    ).toBe(200);
    const mine = (await call(seller, 'GET', '/api/stores/my-listings')).json().listings;
    expect(mine[0]).toMatchObject({ id, status: 'rejected', rejectionReason: 'Pages unreadable' });
    const { listAdminActions } = await import('../admin/audit-log.ts');
    const actions = await listAdminActions(db(), 50);
    expect(actions.find((a) => a.targetId === id)).toMatchObject({
      action: 'store.listing.reject',
      adminUserId: admin.id,
    });
  });
});

describe('an admin who sells', () => {
  it('never approves, rejects or decides a refund on their own listing: another admin does', async () => {
    const sellerAdmin = await storeUser(db(), { role: 'admin', fullName: 'Admin Kiran' });
    const { makePdf, uploadPdf } = await import('../../../test/helpers/notes.ts');
    const upload = await uploadPdf(t.app, { cookie: sellerAdmin.cookie, origin, bytes: await makePdf(2, 'Own') });
    const created = await call(sellerAdmin, 'POST', '/api/stores/listings', {
      pdfId: upload.json().pdf.id,
      title: 'My own anatomy notes',
      priceCoins: 60,
    });
    const pending = created.json().listing.id;
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
    const { listingId } = await approvedListing(t.app, { seller: sellerAdmin, admin, origin, priceCoins: 100 });
    const { order } = (await buy(buyer, listingId)).json();
    await call(buyer, 'POST', `/api/stores/orders/${order.id}/refund-request`, { reason: 'Pages missing' });
    const request = (await call(admin, 'GET', '/api/admin/stores/refunds'))
      .json()
      .refunds.find((r: { orderId: string }) => r.orderId === order.id);
    const own = await call(sellerAdmin, 'POST', `/api/admin/stores/refunds/${request.id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(storesMessages.ownRefundDecision);
    expect(await walletOf(db(), buyer.id)).toMatchObject({ coins: 0 });
    expect((await call(admin, 'POST', `/api/admin/stores/refunds/${request.id}/approve`, {})).statusCode).toBe(200);
    expect(await walletOf(db(), buyer.id)).toMatchObject({ coins: 100 });
  });
});

describe('preview pages, drawn by the preview job', () => {
  async function listed(seller: TestUser, label: string, previewPages = [1, 2]) {
    const { makePdf, uploadPdf } = await import('../../../test/helpers/notes.ts');
    const upload = await uploadPdf(t.app, { cookie: seller.cookie, origin, bytes: await makePdf(3, label) });
    const reply = await call(seller, 'POST', '/api/stores/listings', {
      pdfId: upload.json().pdf.id,
      title: label,
      priceCoins: 80,
      previewPages,
    });
    expect(reply.statusCode).toBe(201);
    return reply.json().listing as { id: string; previewStatus: string };
  }

  it('keeps a listing out of approval until its previews are ready, and the review queue shows them pending', async () => {
    const seller = await storeUser(db());
    let open: () => void = () => {};
    renderGate = new Promise((resolve) => {
      open = resolve;
    });
    const listing = await listed(seller, `Gated ${crypto.randomUUID().slice(0, 8)}`);
    try {
      expect(listing.previewStatus).toBe('pending');
      await waitFor(async () => renderCalls > 0 || undefined, { what: 'the preview job to start' });
      const early = await call(admin, 'POST', `/api/admin/stores/listings/${listing.id}/approve`, {});
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(storesMessages.previewsNotReady);
      const queued = (await call(admin, 'GET', '/api/admin/stores/queue')).json().listings;
      expect(queued.find((row: { id: string }) => row.id === listing.id)).toMatchObject({ previewStatus: 'pending' });
      expect((await call(seller, 'GET', `/api/stores/listings/${listing.id}/previews/1`)).statusCode).toBe(404);
    } finally {
      open();
      renderGate = null;
    }
    await waitForPreviews(t.app, seller, listing.id, ['ready']);
    expect((await call(admin, 'POST', `/api/admin/stores/listings/${listing.id}/approve`, {})).statusCode).toBe(200);
  });

  it('ends a PDF that cannot be drawn in failed previews after the retries; a new choice of pages tries again', async () => {
    const seller = await storeUser(db());
    // Earlier tests' preview jobs finish first, so every failed call below is this listing's.
    await waitFor(
      async () =>
        (await db().select().from(storeListings).where(eq(storeListings.previewStatus, 'pending'))).length === 0,
      { what: 'earlier preview jobs to finish' },
    );
    renderFails = true;
    const before = renderCalls;
    let listingId: string;
    try {
      listingId = (await listed(seller, `Broken ${crypto.randomUUID().slice(0, 8)}`)).id;
      const failed = await waitForPreviews(t.app, seller, listingId, ['failed']);
      expect(failed.status).toBe('pending');
      // The first attempt and its two retries.
      expect(renderCalls - before).toBe(3);
    } finally {
      renderFails = false;
    }
    const mine = (await call(seller, 'GET', '/api/stores/my-listings')).json().listings;
    expect(mine.find((row: { id: string }) => row.id === listingId)).toMatchObject({ previewStatus: 'failed' });
    const approve = await call(admin, 'POST', `/api/admin/stores/listings/${listingId}/approve`, {});
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(storesMessages.previewsNotReady);
    const edit = await call(seller, 'PUT', `/api/stores/listings/${listingId}`, { previewPages: [2] });
    expect(edit.json().listing).toMatchObject({ previewStatus: 'pending', previewPages: [2] });
    await waitForPreviews(t.app, seller, listingId, ['ready']);
    expect((await call(admin, 'POST', `/api/admin/stores/listings/${listingId}/approve`, {})).statusCode).toBe(200);
  });

  it('writes the same preview files when the job runs again', async () => {
    const seller = await storeUser(db());
    const listing = await listed(seller, `Twice ${crypto.randomUUID().slice(0, 8)}`, [1]);
    await waitForPreviews(t.app, seller, listing.id, ['ready']);
    const first = (await call(seller, 'GET', `/api/stores/listings/${listing.id}/previews/1`)).rawPayload;
    const [row] = await db().select().from(storeListings).where(eq(storeListings.id, listing.id));
    // The job again, as pg-boss would retry it after a crash just before it finished.
    await db().update(storeListings).set({ previewStatus: 'pending' }).where(eq(storeListings.id, listing.id));
    await jobs.send<PreviewJobData>(STORES_JOBS.render, { listingId: listing.id, fileSha256: row!.fileSha256 });
    await waitForPreviews(t.app, seller, listing.id, ['ready']);
    const again = (await call(seller, 'GET', `/api/stores/listings/${listing.id}/previews/1`)).rawPayload;
    expect(Buffer.compare(again, first)).toBe(0);
  });
});

describe('the library', () => {
  it('files a listing under a library subtopic and its subject, and refuses ones the library lacks', async () => {
    const seller = await storeUser(db());
    const { makePdf, uploadPdf } = await import('../../../test/helpers/notes.ts');
    const upload = await uploadPdf(t.app, { cookie: seller.cookie, origin, bytes: await makePdf(1, 'DKA') });
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

describe('buying', () => {
  it('charges the buyer once, holds 70% for the seller for 7 days, and serves the copy stamped on every page', async () => {
    const seller = await storeUser(db(), { fullName: 'Seller Sen' });
    const buyer = await storeUser(db(), { coins: 500, fullName: 'Ravi Kumar' });
    const { listingId } = await approvedListing(t.app, { seller, admin, origin, priceCoins: 333, pages: 3 });
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
      expect.objectContaining({ detail: 'Brachial plexus in one page', actor: null, created_at: clock.toISOString() }),
    ]);

    // The seller's own listing cannot be bought by them.
    const own = await buy(seller, listingId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(storesMessages.ownListing);

    // The copy joins the buyer's purchased PDFs and opens stamped with name, masked email and order.
    const purchased = await call(buyer, 'GET', `/api/pdfs/category/purchased?email=${encodeURIComponent(buyer.email)}`);
    expect(purchased.json().pdfs).toEqual([{ id: order.pdfId, title: 'Brachial plexus in one page' }]);
    const stampsBefore = stampCalls;
    const data = await call(buyer, 'GET', `/api/pdfs/${order.pdfId}/data`);
    expect(data.statusCode).toBe(200);
    expect(stampCalls).toBe(stampsBefore + 1);
    // Later downloads serve the stored stamped copy: not stamped again, the same bytes, ranges too.
    const second = await call(buyer, 'GET', `/api/pdfs/${order.pdfId}/data`);
    expect(second.statusCode).toBe(200);
    expect(second.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(second.rawPayload, data.rawPayload)).toBe(0);
    const part = await t.app.inject({
      method: 'GET',
      url: `/api/pdfs/${order.pdfId}/data`,
      headers: { cookie: buyer.cookie, range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${data.rawPayload.length}`);
    expect(Buffer.compare(part.rawPayload, data.rawPayload.subarray(0, 100))).toBe(0);
    expect(stampCalls).toBe(stampsBefore + 1);
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
    clock = new Date(clock.getTime() + 7 * DAY - 60_000);
    store = (await call(seller, 'GET', '/api/stores/my-listings')).json();
    expect(store.earnings.available).toBe(0);
    expect(await walletOf(db(), seller.id)).toMatchObject({ coins: 0 });
    // The window passes: the share becomes spendable, once.
    clock = new Date(clock.getTime() + 2 * 60_000);
    store = (await call(seller, 'GET', '/api/stores/my-listings')).json();
    expect(store.earnings).toEqual({ pending: 0, available: 233, sales: 1 });
    await call(seller, 'GET', '/api/stores/my-listings');
    expect(await walletOf(db(), seller.id)).toMatchObject({ coins: 233 });
    await expectLedgerBalanced(db());
  });

  it('answers 402 with the coins sentence when the wallet is short, and records nothing', async () => {
    const seller = await storeUser(db());
    const poor = await storeUser(db(), { coins: 49 });
    const { listingId } = await approvedListing(t.app, { seller, admin, origin, priceCoins: 50 });
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
    const { listingId } = await approvedListing(t.app, { seller, admin, origin, priceCoins: 100 });
    expect((await call(other, 'POST', `/api/stores/listings/${listingId}/rating`, { stars: 1 })).statusCode).toBe(403);
    await buy(buyer, listingId);
    await call(buyer, 'POST', `/api/stores/listings/${listingId}/rating`, { stars: 2 });
    await call(buyer, 'POST', `/api/stores/listings/${listingId}/rating`, { stars: 5, review: 'Clear diagrams' });
    const listing = (await call(other, 'GET', `/api/stores/listings/${listingId}`)).json().listing;
    expect(listing).toMatchObject({ ratingAverage: 5, ratingCount: 1, sales: 1 });
  });
});

describe('refunds and takedowns', () => {
  it('refunds on an admin approval within the window: the buyer is paid back, the held share is never paid', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 200 });
    const { listingId } = await approvedListing(t.app, { seller, admin, origin, priceCoins: 200 });
    const { order } = (await buy(buyer, listingId)).json();
    expect((await call(buyer, 'GET', `/api/pdfs/${order.pdfId}/data`)).statusCode).toBe(200);
    const stampedKey = await stampedKeyOf(order.pdfId);
    expect(await files.size(stampedKey)).toBeGreaterThan(0);
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
    clock = new Date(clock.getTime() + 8 * DAY);
    expect((await call(seller, 'GET', '/api/stores/my-listings')).json().earnings).toMatchObject({
      pending: 140,
      available: 0,
    });
    const refunds = (await call(admin, 'GET', '/api/admin/stores/refunds')).json().refunds;
    const request = refunds.find((r: { orderId: string }) => r.orderId === order.id);
    expect((await call(seller, 'POST', `/api/admin/stores/refunds/${request.id}/approve`, {})).statusCode).toBe(403);
    expect((await call(admin, 'POST', `/api/admin/stores/refunds/${request.id}/approve`, {})).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/api/admin/stores/refunds/${request.id}/approve`, {})).statusCode).toBe(409);
    expect(await walletOf(db(), buyer.id)).toMatchObject({ coins: 200 });
    expect((await call(seller, 'GET', '/api/stores/my-listings')).json().earnings).toMatchObject({
      pending: 0,
      available: 0,
      sales: 0,
    });
    expect(await walletOf(db(), seller.id)).toMatchObject({ coins: 0 });
    // The copy is gone, and the bytes stamped with the buyer's name with it.
    expect((await call(buyer, 'GET', `/api/pdfs/${order.pdfId}/data`)).statusCode).toBe(404);
    expect(await files.size(stampedKey)).toBeNull();
    await expectLedgerBalanced(db());
  });

  it('erases a buyer’s stamped copy with their account, and keeps the store’s file', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 100 });
    const { listingId } = await approvedListing(t.app, { seller, admin, origin, priceCoins: 100 });
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
    const { listingId } = await approvedListing(t.app, { seller, admin, origin, priceCoins: 100 });
    const { order } = (await buy(buyer, listingId)).json();
    clock = new Date(clock.getTime() + 7 * DAY + 1000);
    const late = await call(buyer, 'POST', `/api/stores/orders/${order.id}/refund-request`, {
      reason: 'Changed my mind',
    });
    expect(late.statusCode).toBe(409);
  });

  it('a listing is reported into the one moderation queue; an upheld copyright report takes it down and refunds held shares', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 300 });
    const reporter = await storeUser(db());
    const { listingId } = await approvedListing(t.app, { seller, admin, origin, priceCoins: 300 });
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
    const queued = (await call(admin, 'GET', '/api/admin/reports'))
      .json()
      .reports.find((r: { targetId: string }) => r.targetId === listingId);
    expect(queued).toMatchObject({ targetKind: 'listing', reason: 'copyright', details: 'Scanned from a textbook' });
    expect(queued.target).toMatchObject({ hidden: false });
    expect(
      (await call(admin, 'POST', `/api/admin/reports/${made.json().reportId}/decision`, { decision: 'uphold' }))
        .statusCode,
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

describe('sharing a listing to Medstagram', () => {
  it('lets the seller share an approved listing once, for the 50 share XP, as a listing post', async () => {
    const seller = await storeUser(db());
    const stranger = await storeUser(db());
    const { listingId } = await approvedListing(t.app, { seller, admin, origin, priceCoins: 100 });
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
    const { makePdf, uploadPdf } = await import('../../../test/helpers/notes.ts');
    const upload = await uploadPdf(t.app, { cookie: seller.cookie, origin, bytes: await makePdf(1) });
    const { listing } = (
      await call(seller, 'POST', '/api/stores/listings', {
        pdfId: upload.json().pdf.id,
        title: 'Pending',
        priceCoins: 60,
      })
    ).json();
    const reply = await call(seller, 'POST', `/api/stores/listings/${listing.id}/share`, {});
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(storesMessages.shareNotApproved);
  });
});

describe('the admins’ payouts sheet', () => {
  it('lists each order’s seller share as held, then released once the holding window ends', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 100 });
    const { listingId } = await approvedListing(t.app, { seller, admin, origin, priceCoins: 100 });
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
    clock = new Date(clock.getTime() + 7 * DAY + 60_000);
    await call(seller, 'GET', '/api/stores/my-listings');
    expect(await payoutsOf(listingId)).toMatchObject([{ order_id: order.id, payout_status: 'released' }]);
  });
});

describe('nobody reads a listing’s full PDF without owning it', () => {
  it('refuses every route with an id to a signed-in stranger and to no session', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 100 });
    const stranger = await storeUser(db());
    const { listingId, pdfId } = await approvedListing(t.app, { seller, admin, origin, priceCoins: 100 });
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
    const review = await call(admin, 'GET', `/api/admin/stores/listings/${listingId}/file`);
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
    expect((await storeCall(t.app, buyer.cookie, 'DELETE', `/api/pdfs/${copyId}`, {})).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/admin/stores/listings/${listingId}/file`)).statusCode).toBe(200);
  });

  it('sends an approved listing back to review, off sale, when its title, description, price or file changes', async () => {
    const seller = await storeUser(db());
    const buyer = await storeUser(db(), { coins: 1000 });
    const onSale = async (listingId: string) =>
      ((await call(buyer, 'GET', '/api/stores/listings')).json().listings as { id: string }[]).some(
        (listing) => listing.id === listingId,
      );
    const reapprove = async (listingId: string) => {
      const reply = await call(admin, 'POST', `/api/admin/stores/listings/${listingId}/approve`, {});
      expect(reply.statusCode).toBe(200);
      expect(await onSale(listingId)).toBe(true);
    };
    const { listingId } = await approvedListing(t.app, { seller, admin, origin, priceCoins: 100 });
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
    const { makePdf, uploadPdf } = await import('../../../test/helpers/notes.ts');
    const upload = await uploadPdf(t.app, { cookie: seller.cookie, origin, bytes: await makePdf(2, 'Second edition') });
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

describe('server-rendered thumbnails of uploaded PDFs', () => {
  it('renders the first page of an upload as a PNG that only its owner can read', async () => {
    const owner = await storeUser(db());
    const stranger = await storeUser(db());
    const { makePdf, uploadPdf } = await import('../../../test/helpers/notes.ts');
    const upload = await uploadPdf(t.app, { cookie: owner.cookie, origin, bytes: await makePdf(2, 'Thumbnail') });
    const { pdf } = upload.json();
    expect(pdf.hasThumbnail).toBe(true);
    const thumbnail = await call(owner, 'GET', `/api/pdfs/${pdf.id}/thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');
    // 240 pixels wide, as the PNG header says.
    expect(thumbnail.rawPayload.readUInt32BE(16)).toBe(240);
    expect((await call(stranger, 'GET', `/api/pdfs/${pdf.id}/thumbnail`)).statusCode).toBe(403);
  });
});
