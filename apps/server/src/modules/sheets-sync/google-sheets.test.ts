/**
 * The sheets sync against a local fake of Google's token endpoint and Sheets API: an export
 * arrives in the spreadsheet as the same rows as the CSV download, a second export replaces the
 * tab, and without configuration the page is told Google is not set up while CSV still works.
 */
import {
  goldenApiPaths,
  goldenMessages,
  sheetsExportCsvUrl,
  sheetsExportGoogleUrl,
} from '@medsutra/contract/golden-store/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, createUser, signIn } from '../../../test/helpers/economy-users.ts';
import { startFakeGoogleSheets } from '../../../test/helpers/fake-google-sheets.ts';
import { postOrder } from '../../../test/helpers/payments.ts';
import { readCsv } from '../../lib/csv.ts';

const SPREADSHEET = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';

describe('exporting to Google Sheets', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startFakeGoogleSheets>>;
  let admin: { cookie: string };
  beforeAll(async () => {
    google = await startFakeGoogleSheets(SPREADSHEET);
    t = await buildTestApp({
      env: {
        GOOGLE_SHEETS_SPREADSHEET_ID: SPREADSHEET,
        GOOGLE_SHEETS_SERVICE_ACCOUNT_JSON: google.serviceAccountJson,
        GOOGLE_SHEETS_API_URL: google.url,
      },
    });
    const row = await createUser(t.database.handle.db, { role: 'admin' });
    admin = { cookie: await signIn(t.database.handle.db, row.id, new Date()) };
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  it('writes the same rows as the CSV into its own tab, and replaces them on the next export', async () => {
    const buyer = await createSignedInUser(t.database.handle.db, new Date());
    const order = await postOrder(t.app, buyer.cookie, { kind: 'coinPack', packId: 'coins-1000' });
    expect(order.statusCode).toBe(201);

    const status = await t.app.inject({
      method: 'GET',
      url: goldenApiPaths.sheetsStatus,
      headers: { cookie: admin.cookie },
    });
    expect(status.json()).toMatchObject({
      googleConfigured: true,
      spreadsheetUrl: expect.stringContaining(SPREADSHEET),
    });

    const exported = await t.app.inject({
      method: 'POST',
      url: sheetsExportGoogleUrl('orders'),
      headers: { ...jsonHeaders, cookie: admin.cookie },
      payload: {},
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json()).toMatchObject({ sheet: 'Orders', rows: 1 });
    const csv = await t.app.inject({
      method: 'GET',
      url: sheetsExportCsvUrl('orders'),
      headers: { cookie: admin.cookie },
    });
    const csvRows = readCsv(csv.body).records.map((record) => record.cells);
    const sheetRows = google.tabs.get('Orders')!.map((row) => row.map(String));
    expect(sheetRows).toEqual(csvRows);
    expect(sheetRows[1]).toContain(buyer.email);
    expect(google.calls).toContain(`POST /v4/spreadsheets/${SPREADSHEET}:batchUpdate`);

    // A second export clears the tab and writes it again (the tab already exists: no addSheet).
    google.tabs.set('Orders', [['stale'], ['stale'], ['stale'], ['stale']]);
    const calls = google.calls.length;
    await t.app.inject({
      method: 'POST',
      url: sheetsExportGoogleUrl('orders'),
      headers: { ...jsonHeaders, cookie: admin.cookie },
      payload: {},
    });
    expect(google.tabs.get('Orders')!.map((row) => row.map(String))).toEqual(csvRows);
    expect(google.calls.slice(calls).some((call) => call.includes(':batchUpdate'))).toBe(false);
  });

  it('says so when Google refuses, without a stack trace', async () => {
    const broken = await buildTestApp({
      env: {
        GOOGLE_SHEETS_SPREADSHEET_ID: 'not-the-shared-sheet',
        GOOGLE_SHEETS_SERVICE_ACCOUNT_JSON: google.serviceAccountJson,
        GOOGLE_SHEETS_API_URL: google.url,
      },
      database: t.database,
    });
    try {
      const reply = await broken.app.inject({
        method: 'POST',
        url: sheetsExportGoogleUrl('grants'),
        headers: { ...jsonHeaders, cookie: admin.cookie },
        payload: {},
      });
      expect(reply.statusCode).toBe(503);
      expect(reply.json().message).toBe(goldenMessages.googleFailed);
    } finally {
      await broken.close();
    }
  });
});

describe('without Google configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('tells the page Google is not configured, refuses the Google export and still serves CSV', async () => {
    const row = await createUser(t.database.handle.db, { role: 'admin' });
    const cookie = await signIn(t.database.handle.db, row.id, new Date());
    const status = await t.app.inject({ method: 'GET', url: goldenApiPaths.sheetsStatus, headers: { cookie } });
    expect(status.json()).toMatchObject({ googleConfigured: false, spreadsheetUrl: null, payoutsAvailable: true });
    const google = await t.app.inject({
      method: 'POST',
      url: sheetsExportGoogleUrl('orders'),
      headers: { ...jsonHeaders, cookie },
      payload: {},
    });
    expect(google.statusCode).toBe(503);
    expect(google.json().message).toBe(goldenMessages.googleNotConfigured);
    const csv = await t.app.inject({ method: 'GET', url: sheetsExportCsvUrl('orders'), headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith('order_id,email,')).toBe(true);
    const payouts = await t.app.inject({ method: 'GET', url: sheetsExportCsvUrl('payouts'), headers: { cookie } });
    // The notes store's payouts are wired in: the tab exists even before any sale.
    expect(payouts.statusCode).toBe(200);
    expect(payouts.body.startsWith('order_id,listing_id,listing_title,seller_email,')).toBe(true);
  });
});
