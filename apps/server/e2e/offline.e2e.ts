/** Going offline: the banner at once, the full offline page after 2 s, both cleared online. */
import { messages } from '@medsutra/contract/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newDevice } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

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

it('shows the banner, then the offline page after 2 s, and clears both when back online', async () => {
  const context = await newDevice(browser, { serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${server.url}/about-us`);
  await page.getByRole('heading', { level: 1 }).waitFor();

  await context.setOffline(true);
  await page.getByText(messages.offline.bannerTitle, { exact: true }).waitFor({ timeout: 3000 });
  expect(await page.getByText(messages.offline.pageBody).count()).toBe(0);
  await page.getByText(messages.offline.pageBody).waitFor({ timeout: 4000 });
  await page.getByText(messages.offline.empty).waitFor();
  expect(await page.getByRole('button', { name: messages.offline.tryAgain }).count()).toBe(1);

  await context.setOffline(false);
  await page.getByText(messages.offline.bannerTitle, { exact: true }).waitFor({ state: 'detached', timeout: 7000 });
  expect(await page.getByText(messages.offline.pageBody).count()).toBe(0);
  await context.close();
});

it("opens offline through the service worker: 'Open Notes' lists the device's notes, and a reload still opens the app", async () => {
  const context = await newDevice(browser, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${server.url}/about-us`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The worker registers after load; wait until it controls the page.
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller !== null || false, null, { timeout: 15_000 })
    .catch(async () => {
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
    });

  await context.setOffline(true);
  await page.getByText(messages.offline.openNotes, { exact: true }).click();
  await page.waitForURL(/\/offline-notes$/);
  await page.getByText(messages.offline.empty).waitFor();

  await page.reload();
  await page.getByText(messages.offline.empty).waitFor({ timeout: 10_000 });
  await context.setOffline(false);
  await context.close();
});
