/**
 * The Golden Med Store in a real browser against the real server in payments test mode: an admin
 * puts a PDF on sale, a student buys it through the one checkout, and it is in their purchased
 * PDFs with their watermark, once.
 */
import { goldenApiPaths, goldenUiMessages } from '@medsutra/contract/golden-store/rules';
import { paymentMessages, paymentUiMessages } from '@medsutra/contract/payments/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPglite } from '../apps/server/src/db/pglite.ts';
import { makePdf } from '../apps/server/test/helpers/notes.ts';
import { launchBrowser, newDevice } from './helpers/browser.ts';
import { seedSignedInUser } from './helpers/seed-session.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

let server: RunningServer;
let browser: Browser;
let admin: { name: string; value: string };
let student: { name: string; value: string };
let studentEmail: string;

beforeAll(async () => {
  server = await startServer({}, async (dir) => {
    admin = (await seedSignedInUser(dir, 'meera@example.com', 'Meera Iyer')).cookie;
    const seeded = await seedSignedInUser(dir, 'ravi@example.com', 'Ravi Kumar');
    student = seeded.cookie;
    studentEmail = seeded.email;
    const client = await createPglite({ dataDir: dir });
    await client.query("update users set role = 'admin' where email = 'meera@example.com'");
    await client.close();
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('sells a Golden PDF through the test-mode checkout into the buyer’s purchased PDFs', async () => {
  const adminContext = await newDevice(browser, { serviceWorkers: 'block' });
  await adminContext.addCookies([{ ...admin, url: server.url }]);
  const uploaded = await adminContext.request.post(`${server.url}/api/pdfs`, {
    headers: { origin: server.url },
    multipart: { file: { name: 'renal.pdf', mimeType: 'application/pdf', buffer: await makePdf(2, 'Renal') } },
  });
  expect(uploaded.status()).toBe(201);
  const created = await adminContext.request.post(`${server.url}${goldenApiPaths.adminItems}`, {
    headers: { origin: server.url },
    data: { pdfId: (await uploaded.json()).pdf.id, title: 'Golden renal physiology', priceInr: 149 },
  });
  expect(created.status()).toBe(201);

  const context = await newDevice(browser, { serviceWorkers: 'block' });
  await context.addCookies([{ ...student, url: server.url }]);
  const page = await context.newPage();
  await page.goto(`${server.url}/golden-med-store`);
  await page.getByRole('heading', { name: 'Golden renal physiology' }).waitFor();
  await page.getByRole('link', { name: goldenUiMessages.buy('₹149') }).click();
  await page.getByRole('button', { name: paymentMessages.payButton(149) }).click();
  await page.getByRole('button', { name: paymentMessages.simulateSuccess }).click();
  await page.waitForURL(/\/payment-status\?order=/);
  await page.getByRole('link', { name: paymentUiMessages.status.toGoldenStore }).click();
  await page.getByText(`${goldenUiMessages.owned} · ${goldenUiMessages.open}`).waitFor();

  const purchased = await context.request.get(
    `${server.url}/api/pdfs/category/purchased?email=${encodeURIComponent(studentEmail)}`,
  );
  const { pdfs } = await purchased.json();
  expect(pdfs).toEqual([{ id: expect.any(String), title: 'Golden renal physiology' }]);
  const bytes = await context.request.get(`${server.url}/api/pdfs/${pdfs[0].id}/data`);
  expect(bytes.status()).toBe(200);
  expect((await bytes.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
  await adminContext.close();
});
