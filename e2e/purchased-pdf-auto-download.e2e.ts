/**
 * A purchased PDF downloads by itself after sign-in into the encrypted offline store (ciphertext
 * only in IndexedDB), is listed on /offline-notes as purchased, and opens at page 3 after an
 * offline reload.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deviceStatusMessages, loginMessages } from '@medsutra/contract/auth/messages';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPglite } from '../apps/server/src/db/pglite.ts';
import { argon2idHasher } from '../apps/server/src/modules/auth/password-hasher.ts';
import { DESKTOP, launchBrowser, newDevice } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

const EMAIL = `bought.${Date.now()}@example.com`;
const PASSWORD = 'Exam ready 2026!';
const PDF_ID = crypto.randomUUID();
const DB = 'medsutra-offline-pdfs';

async function threePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const words of ['Golden notes one', 'Golden notes two', 'Golden notes three']) {
    doc.addPage([300, 400]).drawText(words, { x: 30, y: 350, size: 16, font });
  }
  return Buffer.from(await doc.save());
}

let pdfBytes: Buffer;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  pdfBytes = await threePagePdf();
  // A student who bought one PDF (as the Golden Med Store or an admin grant records it).
  server = await startServer({}, async (dataDir) => {
    const client = await createPglite({ dataDir });
    try {
      const hash = await argon2idHasher.hash(PASSWORD);
      const user = await client.query<{ id: string }>(
        'insert into users (email, full_name, password_hash, email_verified_at) values ($1, $2, $3, now()) returning id',
        [EMAIL, 'Asha Rao', hash],
      );
      const userId = user.rows[0]!.id;
      const fileKey = `pdfs/${userId}/${PDF_ID}.pdf`;
      fs.mkdirSync(path.join(dataDir, 'files', 'pdfs', userId), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'files', fileKey), pdfBytes);
      await client.query(
        `insert into user_pdfs (id, user_id, title, file_key, file_size, page_count, sha256, origin)
         values ($1, $2, 'Golden cardiology notes', $3, $4, 3, $5, 'purchased')`,
        [PDF_ID, userId, fileKey, pdfBytes.length, crypto.createHash('sha256').update(pdfBytes).digest('hex')],
      );
    } finally {
      await client.close();
    }
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function storedRecords(page: Page) {
  return page.evaluate(async (name) => {
    // Opening a database that does not exist yet would create it empty, under the app's feet.
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return [];
    return new Promise<{ id: string; origin?: string; head: string; size: number }[]>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('pdfs')) {
          db.close();
          return resolve([]);
        }
        const all = db.transaction('pdfs').objectStore('pdfs').getAll();
        all.onsuccess = () => {
          resolve(
            (all.result as { id: string; origin?: string; encryptedData: ArrayBuffer }[]).map((record) => {
              const bytes = new Uint8Array(record.encryptedData);
              return {
                id: record.id,
                ...(record.origin ? { origin: record.origin } : {}),
                size: bytes.byteLength,
                head: String.fromCharCode(...bytes.subarray(0, 64)),
              };
            }),
          );
          db.close();
        };
      };
    });
  }, DB);
}

it('downloads a purchased PDF by itself after sign-in, encrypted, and opens it offline at page 3', async () => {
  const context = await newDevice(browser, { serviceWorkers: 'allow', viewport: DESKTOP });
  const page = await context.newPage();
  if (process.env.E2E_DEBUG) {
    page.on('console', (m) => console.warn('console', m.type(), m.text()));
    page.on(
      'response',
      (r) => r.url().includes('/api/') && console.warn('api', r.status(), r.request().method(), r.url()),
    );
  }
  await page.goto(`${server.url}/login`);
  await page.getByText(deviceStatusMessages.verified, { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByLabel(loginMessages.email).fill(EMAIL);
  await page.getByLabel(loginMessages.password, { exact: true }).fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${server.url}/dashboard`);

  // Nobody opened the PDF: it arrives by itself, about 1 s after sign-in.
  await expect.poll(() => storedRecords(page), { timeout: 20_000 }).toHaveLength(1);
  const [record] = await storedRecords(page);
  expect(record).toMatchObject({ id: PDF_ID, origin: 'purchased', size: pdfBytes.length + 12 + 16 });
  expect(record!.head.includes('%PDF')).toBe(false);

  await page.goto(`${server.url}/offline-notes`);
  await page.getByText('Golden cardiology notes').waitFor();
  await page.getByText(/^Purchased · /).waitFor();

  await page.goto(`${server.url}/pdf-viewer/purchased/${PDF_ID}`);
  await page.getByText('of 3').waitFor();
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 })
    .catch(async () => {
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
    });
  await context.setOffline(true);
  await page.reload();
  await page.getByText('of 3').waitFor();
  await page.getByText('Kept on this device, encrypted.').waitFor();
  await page.getByRole('spinbutton').fill('3');
  await page.locator('canvas[data-page="3"]').waitFor();
  await context.close();
});
