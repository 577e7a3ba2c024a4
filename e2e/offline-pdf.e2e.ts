/**
 * A PDF kept for offline reading: uploaded, opened in the viewer, kept on this device, then read
 * at page 3 after an offline reload. IndexedDB holds only ciphertext, and sign-out leaves nothing.
 */
import { authOutcomeMessages } from '@medsutra/contract/auth/messages';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newDevice } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';
import { signUpInContext } from './helpers/signed-up-student.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const EMAIL = `pdf.${Date.now()}@example.com`;
const PASSWORD = 'Exam ready 2026!';
const DB = 'medsutra-offline-pdfs';

async function threePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const words of ['Cranial nerves one', 'Cranial nerves two', 'Facial nerve branches']) {
    doc.addPage([300, 400]).drawText(words, { x: 30, y: 350, size: 16, font });
  }
  return Buffer.from(await doc.save());
}

/** Signed up, with the service worker in control so the shell opens without a network. */
async function studentOnline(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newDevice(browser, { serviceWorkers: 'allow', viewport: DESKTOP });
  await signUpInContext(context, server.url, {
    email: EMAIL,
    password: PASSWORD,
    fullName: 'Asha Rao',
    deviceFingerprint: `DEVICE_${'d'.repeat(32)}`,
    deviceInfo: { deviceName: 'Laptop', userAgent: 'Mozilla/5.0', screenResolution: '1280x800' },
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/upload-pdfs`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 })
    .catch(async () => {
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
    });
  return { context, page };
}

/** Every record in the offline PDF store, with its data as bytes the test can look at. */
function storedRecords(page: Page) {
  return page.evaluate(
    (name) =>
      new Promise<{ id: string; head: string; size: number }[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('pdfs')) return resolve([]);
          const all = db.transaction('pdfs').objectStore('pdfs').getAll();
          all.onsuccess = () => {
            resolve(
              (all.result as { id: string; encryptedData: ArrayBuffer }[]).map((record) => {
                const bytes = new Uint8Array(record.encryptedData);
                return {
                  id: record.id,
                  size: bytes.byteLength,
                  head: String.fromCharCode(...bytes.subarray(0, 64)),
                };
              }),
            );
            db.close();
          };
        };
      }),
    DB,
  );
}

it('keeps an uploaded PDF offline, encrypted, reads page 3 after an offline reload, and sign-out wipes it', async () => {
  const { context, page } = await studentOnline();
  const bytes = await threePagePdf();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'cranial-nerves.pdf', mimeType: 'application/pdf', buffer: bytes });
  await page.getByText('3 pages').first().waitFor();
  const list = await context.request.get(`${server.url}/api/pdfs`);
  const { pdfs } = (await list.json()) as { pdfs: { id: string; title: string; pageCount: number }[] };
  expect(pdfs).toHaveLength(1);
  const pdfId = pdfs[0]!.id;

  await page.goto(`${server.url}/pdf-viewer/own/${pdfId}`);
  await page.getByText('of 3').waitFor();
  await page.getByRole('button', { name: 'Keep offline' }).click();
  await page.getByRole('button', { name: 'Remove offline copy' }).waitFor();

  const records = await storedRecords(page);
  expect(records.map((record) => record.id)).toEqual([pdfId]);
  // Ciphertext only: not the PDF's bytes, not even its header, and the 16-byte AES-GCM tag plus IV on top.
  expect(records[0]!.head.startsWith('%PDF')).toBe(false);
  expect(records[0]!.head.includes('%PDF')).toBe(false);
  expect(records[0]!.size).toBe(bytes.byteLength + 12 + 16);

  await context.setOffline(true);
  await page.reload();
  await page.getByText('of 3').waitFor();
  await page.getByText('Kept on this device, encrypted.').waitFor();
  await page.getByRole('spinbutton').fill('3');
  await page.locator('canvas[data-page="3"]').waitFor();
  await page.getByPlaceholder('Search in this PDF').fill('Facial nerve');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByText('Found on page 3.').waitFor();

  await context.setOffline(false);
  await page.getByRole('button', { name: authOutcomeMessages.signOut }).click();
  await page.waitForURL(/\/login/);
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)), { timeout: 10_000 })
    .not.toContain(DB);
  await context.close();
});
