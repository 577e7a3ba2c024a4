/**
 * A 20-question custom test on a 360 px phone that loses its connection half-way: answers are kept
 * on the device (IndexedDB), a reload without a connection reopens the test from the device, and
 * back online the answers sync and the result is the score the server computes.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { deviceStatusMessages, loginMessages } from '@medsutra/contract/auth/messages';
import type { TestReply } from '@medsutra/contract/mcq/tests-api';
import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newDevice } from './helpers/browser.ts';
import { serverRoot } from './helpers/paths.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

const QUESTIONS = 20;
const PASSWORD = 'Exam ready 2026!';
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  // The whole library: the small e2e fixture has too few questions for a 20-question test. It is
  // imported before the server starts, which then finds every file unchanged.
  const library = path.resolve(serverRoot, '..', '..', 'content', 'library');
  server = await startServer({ LIBRARY_CONTENT_DIR: library }, async (dataDir) => {
    const { createPglite, wrapPglite } = await import('../apps/server/src/db/pglite.ts');
    const { importRepositoryLibrary } = await import('../apps/server/src/modules/library/content-sync.ts');
    const client = await createPglite({ dataDir });
    await importRepositoryLibrary({ db: wrapPglite(client).db, root: library, logger: { info() {}, warn() {} } });
    await client.close();
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const palette = (page: Page) => page.getByRole('navigation', { name: text.palette }).getByRole('button');
const heading = (page: Page, index: number) =>
  page.getByRole('heading', { name: text.questionOf(index, QUESTIONS) }).waitFor();

/** On a phone the palette is behind its button in the exam bar; opens it when it is closed. */
async function openPalette(page: Page) {
  const toggle = page.getByRole('button', { name: new RegExp(`^${text.showPalette}:`) });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await page.getByRole('navigation', { name: text.palette }).waitFor();
}

/** Answers question `index` (1-based) with its option `option` (0-based) after jumping to it. */
async function answer(page: Page, index: number, option: number) {
  await openPalette(page);
  await palette(page)
    .nth(index - 1)
    .click();
  await heading(page, index);
  await page.locator('fieldset input[type="radio"]').nth(option).check();
}

/** Waits until the palette shows `count` questions answered. */
async function answeredCount(page: Page, count: number) {
  await openPalette(page);
  await expect.poll(() => page.locator('[data-status="answered"]').count()).toBe(count);
}

it('keeps answers through a reload without a connection and scores them as the server does', async () => {
  // Signed up through the form, as a student does: the app then keeps her on this device, so a
  // reload without a connection still opens her pages.
  const context = await newDevice(browser, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${server.url}/signup`);
  await page.getByText(deviceStatusMessages.verified, { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByLabel(loginMessages.fullName).fill('Meera Iyer');
  await page.getByLabel(loginMessages.email).fill(`offline.test.${crypto.randomBytes(5).toString('hex')}@example.com`);
  await page.getByLabel(loginMessages.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(loginMessages.confirmPassword).fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${server.url}/dashboard`);
  await page.goto(`${server.url}/test`);
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 })
    .catch(async () => {
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
    });
  await page.getByLabel(text.patterns.custom).check();
  await page.getByLabel(text.customCount, { exact: true }).fill(String(QUESTIONS));
  await page.getByLabel(text.customMinutes, { exact: true }).fill('30');
  await page.getByRole('button', { name: text.start }).click();
  await heading(page, 1);
  const testId = new URL(page.url()).searchParams.get('id')!;

  for (let index = 1; index <= 8; index += 1) await answer(page, index, index % 4);
  // A tap shows at once and the screen's answers follow just after (exam-screen.tsx): the saved
  // status counts once the palette has all eight.
  await answeredCount(page, 8);
  await page.getByTestId('sync-status').getByText(text.allSynced).waitFor();

  await page.context().setOffline(true);
  for (let index = 9; index <= 14; index += 1) await answer(page, index, (index + 1) % 4);
  await answeredCount(page, 14);
  await page.getByTestId('sync-status').getByText(text.unsynced(6)).waitFor();
  expect(await page.locator('[data-unsaved]').count()).toBe(6);

  await page.reload();
  await page.getByTestId('offline-copy').waitFor({ timeout: 15_000 });
  await heading(page, 1);
  expect(await page.getByTestId('sync-status').textContent()).toBe(text.unsynced(6));
  await openPalette(page);
  expect(await page.locator('[data-status="answered"]').count()).toBe(14);
  expect(await page.getByTestId('time-left').textContent()).toMatch(/^0:(2\d|30):\d\d$/);
  for (let index = 15; index <= QUESTIONS; index += 1) await answer(page, index, index % 3);
  await page.getByTestId('sync-status').getByText(text.unsynced(12)).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await page.context().setOffline(false);
  await page.getByTestId('sync-status').getByText(text.allSynced).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: text.submit }).click();
  await page.getByRole('dialog', { name: text.submitTitle }).getByRole('button', { name: text.submitNow }).click();
  await page.getByTestId('test-score').waitFor({ timeout: 15_000 });

  const fromServer = await page.request.get(`${server.url}/api/tests/${testId}`);
  const { result } = (await fromServer.json()) as TestReply;
  expect(result).not.toBeNull();
  expect(result!.unanswered).toBe(0);
  expect(result!.correct + result!.wrong).toBe(QUESTIONS);
  expect(await page.getByTestId('test-score').textContent()).toBe(text.score(result!.score, result!.maxScore));
  expect(await page.getByTestId('test-counts').textContent()).toBe(
    text.counts(result!.correct, result!.wrong, result!.unanswered),
  );
}, 120_000);
