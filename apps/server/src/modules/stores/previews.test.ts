/** A listing's preview pages, drawn by the preview job outside the request, and uploads' thumbnails (decision 069). */
import crypto from 'node:crypto';
import { storesMessages } from '@medsutra/contract/stores/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/helpers/mindmaps.ts';
import { storeUser, type TestUser, useStoreApp } from '../../../test/helpers/stores.ts';
import { storeListings } from '../../db/schema.ts';
import { STORES_JOBS } from './jobs.ts';
import type { PreviewJobData } from './previews-service.ts';

const storeApp = useStoreApp();
const { db, call, uploadAs, previews } = storeApp;

describe('preview pages, drawn by the preview job', () => {
  async function listed(seller: TestUser, label: string, previewPages = [1, 2]) {
    const upload = await uploadAs(seller, 3, label);
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
    storeApp.renderGate = new Promise((resolve) => {
      open = resolve;
    });
    const listing = await listed(seller, `Gated ${crypto.randomUUID().slice(0, 8)}`);
    try {
      expect(listing.previewStatus).toBe('pending');
      await waitFor(async () => storeApp.renderCalls > 0 || undefined, { what: 'the preview job to start' });
      const early = await call(storeApp.admin, 'POST', `/api/admin/stores/listings/${listing.id}/approve`, {});
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(storesMessages.previewsNotReady);
      const queued = (await call(storeApp.admin, 'GET', '/api/admin/stores/queue')).json().listings;
      expect(queued.find((row: { id: string }) => row.id === listing.id)).toMatchObject({ previewStatus: 'pending' });
      expect((await call(seller, 'GET', `/api/stores/listings/${listing.id}/previews/1`)).statusCode).toBe(404);
    } finally {
      open();
      storeApp.renderGate = null;
    }
    await previews(seller, listing.id, ['ready']);
    expect(
      (await call(storeApp.admin, 'POST', `/api/admin/stores/listings/${listing.id}/approve`, {})).statusCode,
    ).toBe(200);
  });

  it('ends a PDF that cannot be drawn in failed previews after the retries; a new choice of pages tries again', async () => {
    const seller = await storeUser(db());
    // Earlier tests' preview jobs finish first, so every failed call below is this listing's.
    await waitFor(
      async () =>
        (await db().select().from(storeListings).where(eq(storeListings.previewStatus, 'pending'))).length === 0,
      { what: 'earlier preview jobs to finish' },
    );
    storeApp.renderFails = true;
    const before = storeApp.renderCalls;
    let listingId: string;
    try {
      listingId = (await listed(seller, `Broken ${crypto.randomUUID().slice(0, 8)}`)).id;
      const failed = await previews(seller, listingId, ['failed']);
      expect(failed.status).toBe('pending');
      // The first attempt and its two retries.
      expect(storeApp.renderCalls - before).toBe(3);
    } finally {
      storeApp.renderFails = false;
    }
    const mine = (await call(seller, 'GET', '/api/stores/my-listings')).json().listings;
    expect(mine.find((row: { id: string }) => row.id === listingId)).toMatchObject({ previewStatus: 'failed' });
    const approve = await call(storeApp.admin, 'POST', `/api/admin/stores/listings/${listingId}/approve`, {});
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(storesMessages.previewsNotReady);
    const edit = await call(seller, 'PUT', `/api/stores/listings/${listingId}`, { previewPages: [2] });
    expect(edit.json().listing).toMatchObject({ previewStatus: 'pending', previewPages: [2] });
    await previews(seller, listingId, ['ready']);
    expect((await call(storeApp.admin, 'POST', `/api/admin/stores/listings/${listingId}/approve`, {})).statusCode).toBe(
      200,
    );
  });

  it('writes the same preview files when the job runs again', async () => {
    const seller = await storeUser(db());
    const listing = await listed(seller, `Twice ${crypto.randomUUID().slice(0, 8)}`, [1]);
    await previews(seller, listing.id, ['ready']);
    const first = (await call(seller, 'GET', `/api/stores/listings/${listing.id}/previews/1`)).rawPayload;
    const [row] = await db().select().from(storeListings).where(eq(storeListings.id, listing.id));
    // The job again, as pg-boss would retry it after a crash just before it finished.
    await db().update(storeListings).set({ previewStatus: 'pending' }).where(eq(storeListings.id, listing.id));
    await storeApp.jobs.send<PreviewJobData>(STORES_JOBS.render, {
      listingId: listing.id,
      fileSha256: row!.fileSha256,
    });
    await previews(seller, listing.id, ['ready']);
    const again = (await call(seller, 'GET', `/api/stores/listings/${listing.id}/previews/1`)).rawPayload;
    expect(Buffer.compare(again, first)).toBe(0);
  });
});

describe('server-rendered thumbnails of uploaded PDFs', () => {
  it('renders the first page of an upload as a PNG that only its owner can read', async () => {
    const owner = await storeUser(db());
    const stranger = await storeUser(db());
    const upload = await uploadAs(owner, 2, 'Thumbnail');
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
