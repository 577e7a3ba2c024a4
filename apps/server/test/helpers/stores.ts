/** The notes store's tests: a seller with an approved listing, buyers with coins, calls as the web app makes them. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type Listing, type ListingPreviewStatus, listingUrl } from '@medsutra/contract/stores/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { FileStore } from '../../src/adapters/files/file-store.ts';
import { createFilesystemStore } from '../../src/adapters/files/filesystem.ts';
import type { Database } from '../../src/db/client.ts';
import type { JobQueue } from '../../src/jobs/queue.ts';
import { renderPdfPages } from '../../src/lib/pdf-pages.ts';
import { stampWatermark } from '../../src/lib/pdf-watermark.ts';
import { createEconomyService } from '../../src/modules/economy/service.ts';
import { buildTestApp, jsonHeaders, type TestApp } from './build-test-app.ts';
import { createUser, signIn } from './economy-users.ts';
import { useFixtureLibrary } from './library.ts';
import { fastJobsEnv, testJobQueue, waitFor } from './mindmaps.ts';
import { makePdf, uploadPdf } from './notes.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestUser {
  id: string;
  email: string;
  fullName: string;
  cookie: string;
}

export async function storeUser(
  db: Database,
  options: { coins?: number; fullName?: string; role?: 'user' | 'admin' } = {},
): Promise<TestUser> {
  const user = await createUser(db, { fullName: options.fullName ?? 'Asha Rao', role: options.role ?? 'user' });
  const cookie = await signIn(db, user.id, new Date());
  if (options.coins) {
    await createEconomyService({ db }).award({
      userId: user.id,
      coins: options.coins,
      kind: 'admin',
      reason: 'Test funds',
      reference: 'test',
      idempotencyKey: `test-funds:${user.id}`,
    });
  }
  return { ...user, cookie };
}

export function storeCall(
  app: FastifyInstance,
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  return app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...jsonHeaders, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/**
 * Waits until the preview job has settled the listing's previews in one of `statuses`, as its
 * seller sees the listing; the app must work its jobs (fastJobsEnv from helpers/mindmaps.ts).
 */
export function waitForPreviews(
  app: FastifyInstance,
  seller: TestUser,
  listingId: string,
  statuses: readonly ListingPreviewStatus[],
): Promise<Listing> {
  return waitFor(
    async () => {
      const reply = await storeCall(app, seller.cookie, 'GET', listingUrl(listingId));
      const listing = reply.json().listing as Listing | undefined;
      return listing && statuses.includes(listing.previewStatus) ? listing : undefined;
    },
    { what: `listing ${listingId}'s previews to be ${statuses.join(' or ')}`, timeoutMs: 120_000 },
  );
}

/** A seller's uploaded PDF listed at `priceCoins`, approved by an admin. */
export async function approvedListing(
  app: FastifyInstance,
  options: { seller: TestUser; admin: TestUser; origin: string; priceCoins: number; pages?: number; label?: string },
) {
  const bytes = await makePdf(options.pages ?? 4, options.label ?? `Store notes ${crypto.randomUUID().slice(0, 8)}`);
  const upload = await uploadPdf(app, { cookie: options.seller.cookie, origin: options.origin, bytes });
  if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
  const pdfId = upload.json().pdf.id as string;
  const created = await storeCall(app, options.seller.cookie, 'POST', '/api/stores/listings', {
    pdfId,
    title: 'Brachial plexus in one page',
    description: 'Roots, trunks, divisions, cords and branches with the injuries asked in exams.',
    priceCoins: options.priceCoins,
    previewPages: [1, 2],
  });
  if (created.statusCode !== 201) throw new Error(`listing: ${created.statusCode} ${created.body}`);
  const listingId = created.json().listing.id as string;
  await waitForPreviews(app, options.seller, listingId, ['ready']);
  const approved = await storeCall(
    app,
    options.admin.cookie,
    'POST',
    `/api/admin/stores/listings/${listingId}/approve`,
    {},
  );
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.statusCode} ${approved.body}`);
  return { listingId, pdfId, bytes };
}

const require = createRequire(import.meta.url);

/** Each page's text, read back by pdf.js (what a reader's copy-paste would find). */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts, verbosity: 0 })
    .promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return texts;
}

/**
 * The app a store test file shares, on the injected clock, with the real stamper and preview
 * renderer counted (and the renderer made to fail or wait on demand).
 */
export interface StoreTestApp {
  readonly t: TestApp;
  readonly origin: string;
  /** An admin who reviews listings and decides refunds. */
  readonly admin: TestUser;
  /** The app's job queue, kept here so a test can send a job again. */
  readonly jobs: JobQueue;
  /** The app's file store, kept here so a test can see which files exist. */
  readonly files: FileStore;
  /** The app's clock: a test moves it forward. */
  clock: Date;
  /** Calls of the stamper and the preview renderer (the real ones underneath). */
  stampCalls: number;
  renderCalls: number;
  /** While set, every preview render fails (a PDF pdf.js cannot draw). */
  renderFails: boolean;
  /** While set, every preview render waits for it (previews stay pending). */
  renderGate: Promise<void> | null;
  db(): Database;
  call(
    user: TestUser | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ): ReturnType<typeof storeCall>;
  buy(user: TestUser, listingId: string, purchaseId?: string): ReturnType<typeof storeCall>;
  /** Waits for the listing's previews to settle in one of `statuses` (waitForPreviews on this app). */
  previews(seller: TestUser, listingId: string, statuses: readonly ListingPreviewStatus[]): Promise<Listing>;
  /** A `pages`-page PDF (makePdf's `label`) uploaded as the user's, from this app's origin. */
  uploadAs(user: TestUser, pages: number, label?: string): ReturnType<typeof uploadPdf>;
  /** The seller's PDF listed at `priceCoins` and approved by this app's admin (approvedListing on this app). */
  approved(seller: TestUser, listing: { priceCoins: number; pages?: number }): ReturnType<typeof approvedListing>;
}

/** At the top of a test file: builds the store's app (with the fixture library) before its tests, closes it after. */
export function useStoreApp(): StoreTestApp {
  let database: TestDatabase | undefined;
  let jobs: JobQueue | undefined;
  let t: TestApp | undefined;
  let admin: TestUser | undefined;
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The store app is built in beforeAll: use it inside a test.');
    return value;
  };
  const store: StoreTestApp = {
    get t() {
      return built(t);
    },
    get origin() {
      return new URL(built(t).config.PUBLIC_URL).origin;
    },
    get admin() {
      return built(admin);
    },
    get jobs() {
      return built(jobs);
    },
    files: createFilesystemStore(fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-stores-files-'))),
    clock: new Date('2026-11-23T10:00:00Z'),
    stampCalls: 0,
    renderCalls: 0,
    renderFails: false,
    renderGate: null,
    db: () => built(t).database.handle.db,
    call: (user, method, url, body) => storeCall(built(t).app, user?.cookie, method, url, body),
    buy: (user, listingId, purchaseId = crypto.randomUUID()) =>
      store.call(user, 'POST', `/api/stores/listings/${listingId}/purchase`, { purchaseId }),
    previews: (seller, listingId, statuses) => waitForPreviews(built(t).app, seller, listingId, statuses),
    uploadAs: async (user, pages, label) =>
      uploadPdf(built(t).app, { cookie: user.cookie, origin: store.origin, bytes: await makePdf(pages, label) }),
    approved: (seller, listing) =>
      approvedListing(built(t).app, { seller, admin: store.admin, origin: store.origin, ...listing }),
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = fastJobsEnv();
    jobs = testJobQueue(database, env);
    t = await buildTestApp({
      now: () => store.clock,
      env,
      database,
      deps: {
        jobs,
        files: store.files,
        pdfWork: {
          async stamp(bytes, mark) {
            store.stampCalls++;
            return stampWatermark(bytes, mark);
          },
          async renderPages(bytes, pages) {
            store.renderCalls++;
            await store.renderGate;
            if (store.renderFails) throw new Error('Invalid PDF structure.');
            return renderPdfPages(bytes, pages);
          },
        },
      },
    });
    admin = await storeUser(t.database.handle.db, { role: 'admin', fullName: 'Admin Meera' });
    await useFixtureLibrary(t.database.handle.db);
  });
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });
  return store;
}
