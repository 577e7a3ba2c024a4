/**
 * Going offline: the banner at once, the full offline page after 2 s, both cleared online; a
 * start with no network keeps the remembered student signed in with her last known balances; a
 * figure seen once still opens.
 */

import crypto from 'node:crypto';
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

it('keeps a figure it has loaded, cache-first, so it opens without a connection', async () => {
  const context = await newDevice(browser, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${server.url}/about-us`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller !== null || false, null, { timeout: 15_000 })
    .catch(async () => {
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
    });
  const load = (url: string) =>
    page.evaluate(async (address) => {
      try {
        const reply = await fetch(address);
        return [reply.status, reply.headers.get('content-type'), (await reply.text()).startsWith('<svg')];
      } catch {
        return 'failed';
      }
    }, url);
  expect(await load('/figures/ecg.sinus-72.svg')).toEqual([200, 'image/svg+xml', true]);

  await context.setOffline(true);
  expect(await load('/figures/ecg.sinus-72.svg')).toEqual([200, 'image/svg+xml', true]);
  // A figure never loaded is not there: the one above came from the worker's cache.
  expect(await load('/figures/ecg.sinus-150.svg')).toBe('failed');
  const drawnWidth = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth);
        image.onerror = () => resolve(0);
        image.src = '/figures/ecg.sinus-72.svg';
      }),
  );
  expect(drawnWidth).toBeGreaterThan(0);
  await context.setOffline(false);
  await context.close();
});

it('starts offline with the remembered student signed in and her last known balances in the header', async () => {
  const context = await newDevice(browser, { serviceWorkers: 'allow' });
  const signUp = await context.request.post(`${server.url}/api/auth/signup`, {
    headers: { origin: server.url },
    data: {
      email: `offline.start.${crypto.randomBytes(5).toString('hex')}@example.com`,
      password: 'Exam ready 2026!',
      confirmPassword: 'Exam ready 2026!',
      fullName: 'Asha Rao',
      deviceFingerprint: `DEVICE_e2e_${crypto.randomBytes(6).toString('hex')}`,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const page = await context.newPage();
  await page.goto(`${server.url}/dashboard`);
  const chip = page.getByTestId('balance-chip');
  // The welcome bonus has arrived when the chip shows a number of coins.
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-testid="balance-chip"]')?.textContent ?? ''),
  );
  const online = await chip.textContent();
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 })
    .catch(async () => {
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
    });

  await context.setOffline(true);
  await page.goto(`${server.url}/offline-notes`);
  await chip.waitFor({ timeout: 10_000 });
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-testid="balance-chip"]')?.textContent ?? ''),
  );
  expect(await chip.textContent()).toBe(online);
  expect(await page.getByRole('button', { name: messages.header.signIn, exact: true }).count()).toBe(0);
  await context.setOffline(false);
  await context.close();
});
