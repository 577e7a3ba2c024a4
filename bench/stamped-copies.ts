/**
 * A bought note's download (decision 069). Run: node bench/stamped-copies.ts (or npm run bench --
 * stamped-copies).
 *
 * A seller lists a 20-page PDF (a scan-like page image on each page), an admin approves it once
 * its previews are drawn, a buyer buys it; then GET /api/pdfs/{id}/data through the real app
 * (in-process inject, embedded PGlite or PostgreSQL when DATABASE_URL/TEST_DATABASE_URL is set):
 *
 * - stamped per request: the stored stamped copy is forgotten before each download, so every one
 *   reads the source and stamps it, as every download did before decision 069 (plus the write of
 *   the stamped copy, which the old path did not do);
 * - stored copy: the first download stamps and stores; the following ones serve the stored bytes.
 *
 * Since decision 073 the stamp is the `notes-stamp-copy` job's, in the file work's child process:
 * a download without its stored copy sends the job and waits for it, so "stamped per request" now
 * includes the job queue's pickup (up to JOBS_POLL_INTERVAL_MS) and the child's start.
 *
 * Prints median and p90 in ms. Benchmarks print figures; they never pass or fail on a timing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildApp } from '../apps/server/src/app.ts';
import { userPdfs } from '../apps/server/src/db/schema.ts';
import { uploadPdf } from '../apps/server/test/helpers/notes.ts';
import { storeCall, storeUser, waitForPreviews } from '../apps/server/test/helpers/stores.ts';
import { benchConfig } from './lib/bench-config.ts';
import { benchPostgresUrl, scratchDatabase } from './lib/scratch-database.ts';

const PAGES = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

/** A 20-page PDF like a scanned handout: a line of text and a noisy 360 × 360 image per page. */
async function scanLikePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= PAGES; number++) {
    const canvas = createCanvas(360, 360);
    const context = canvas.getContext('2d');
    const image = context.createImageData(360, 360);
    crypto.randomFillSync(image.data);
    for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
    context.putImageData(image, 0, 0);
    const png = await document.embedPng(await canvas.encode('png'));
    const page = document.addPage([595, 842]);
    page.drawText(`Brachial plexus, page ${number}`, { x: 50, y: 780, size: 20, font });
    page.drawImage(png, { x: 50, y: 300, width: 480, height: 460 });
  }
  return Buffer.from(await document.save());
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { median: at(0.5).toFixed(1), p90: at(0.9).toFixed(1) };
}

async function main() {
  const database = await scratchDatabase(benchPostgresUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-bench-stamped-'));
  const config = benchConfig({
    DATA_DIR: dataDir,
    JOBS_POLL_INTERVAL_MS: '500',
  });
  const app = await buildApp({ config, database: database.handle });
  await app.ready();
  try {
    const db = database.handle.db;
    const origin = new URL(config.PUBLIC_URL).origin;
    const admin = await storeUser(db, { role: 'admin' });
    const seller = await storeUser(db);
    const buyer = await storeUser(db, { coins: 1000, fullName: 'Ravi Kumar' });
    const bytes = await scanLikePdf();
    const upload = await uploadPdf(app, { cookie: seller.cookie, origin, bytes });
    if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
    const listed = Date.now();
    const created = await storeCall(app, seller.cookie, 'POST', '/api/stores/listings', {
      pdfId: upload.json().pdf.id,
      title: 'Brachial plexus',
      priceCoins: 100,
      previewPages: [1, 2, 3],
    });
    if (created.statusCode !== 201) throw new Error(`listing: ${created.statusCode} ${created.body}`);
    const answered = Date.now() - listed;
    const listingId = created.json().listing.id as string;
    await waitForPreviews(app, seller, listingId, ['ready']);
    const previewsReady = Date.now() - listed;
    await storeCall(app, admin.cookie, 'POST', `/api/admin/stores/listings/${listingId}/approve`, {});
    const bought = await storeCall(app, buyer.cookie, 'POST', `/api/stores/listings/${listingId}/purchase`, {
      purchaseId: crypto.randomUUID(),
    });
    const pdfId = bought.json().order.pdfId as string;

    const download = async (id = pdfId, cookie = buyer.cookie) => {
      const started = performance.now();
      const reply = await app.inject({ method: 'GET', url: `/api/pdfs/${id}/data`, headers: { cookie } });
      const elapsed = performance.now() - started;
      if (reply.statusCode !== 200) throw new Error(`download: ${reply.statusCode}`);
      return { elapsed, size: reply.rawPayload.length };
    };
    const forget = () => db.update(userPdfs).set({ stampedFileKey: null }).where(eq(userPdfs.id, pdfId));

    const perRequest: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await forget();
      perRequest.push((await download()).elapsed);
    }
    await forget();
    const first = await download();
    const stored: number[] = [];
    for (let run = 0; run < RUNS; run++) stored.push((await download()).elapsed);
    // The same bytes unstamped: the seller's own upload, the floor for serving this file.
    const own: number[] = [];
    for (let run = 0; run < RUNS; run++) own.push((await download(upload.json().pdf.id, seller.cookie)).elapsed);

    console.info(`A ${PAGES}-page PDF of ${(bytes.length / 1024 / 1024).toFixed(2)} MB; ${RUNS} downloads each.`);
    console.info(`Listing request answered in ${answered} ms; previews ready ${previewsReady} ms after the request.`);
    console.info(
      `Stamped per request (before):  median ${stats(perRequest).median} ms, p90 ${stats(perRequest).p90} ms`,
    );
    console.info(`Stored copy, first download:   ${first.elapsed.toFixed(1)} ms (stamps and stores)`);
    console.info(`Stored copy, later downloads:  median ${stats(stored).median} ms, p90 ${stats(stored).p90} ms`);
    console.info(`The seller's own (unstamped):  median ${stats(own).median} ms, p90 ${stats(own).p90} ms`);
  } finally {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
