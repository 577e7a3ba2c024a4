import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';
import { signedUpStudent } from './helpers/signed-up-student.ts';

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

const student = (viewport?: { width: number; height: number }): Promise<Page> =>
  signedUpStudent(browser, server.url, viewport);

async function startCustomTest(page: Page, minutes: number) {
  await page.goto(`${server.url}/test`);
  await page.getByLabel(text.patterns.custom).check();
  await page.getByLabel(text.customCount, { exact: true }).fill('2');
  await page.getByLabel(text.customMinutes, { exact: true }).fill(String(minutes));
  await page.getByRole('button', { name: text.start }).click();
  await page.getByRole('heading', { name: text.questionOf(1, 2) }).waitFor();
}

const paletteButton = (page: Page, index: number) =>
  page.getByRole('navigation', { name: text.palette }).getByRole('button').nth(index);

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

it('on a phone: the palette follows answers and review marks, a reload resumes, submit shows the result', async () => {
  const page = await student();
  await startCustomTest(page, 30);
  expect(await paletteButton(page, 0).getAttribute('data-status')).toBe('unanswered');
  expect(await paletteButton(page, 1).getAttribute('data-status')).toBe('notVisited');
  await page.locator('fieldset input[type="radio"]').first().check();
  expect(await paletteButton(page, 0).getAttribute('data-status')).toBe('answered');
  await page.getByTestId('sync-status').getByText(text.allSynced).waitFor();
  await page.getByRole('button', { name: text.next }).click();
  await page.getByRole('button', { name: text.markForReview }).click();
  expect(await paletteButton(page, 1).getAttribute('data-status')).toBe('marked');
  await expectNoSidewaysScroll(page);
  const before = await page.getByTestId('time-left').textContent();
  expect(before).toMatch(/^0:(29|30):\d\d$/);

  await page.reload();
  await page.getByRole('heading', { name: text.questionOf(1, 2) }).waitFor();
  expect(await page.locator('fieldset input[type="radio"]').first().isChecked()).toBe(true);
  expect(await paletteButton(page, 1).getAttribute('data-status')).toBe('marked');
  expect(await page.getByTestId('time-left').textContent()).toMatch(/^0:(29|30):\d\d$/);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: text.submit }).click();
  await page.getByTestId('test-score').waitFor();
  expect(await page.getByTestId('test-counts').textContent()).toMatch(/^[01] correct, [01] wrong, 1 not answered$/);
  await expectNoSidewaysScroll(page);
  // Reloading a submitted test shows the same result.
  const score = await page.getByTestId('test-score').textContent();
  await page.reload();
  expect(await page.getByTestId('test-score').textContent()).toBe(score);
});

it('on a desktop: the screen submits by itself when the time is up', async () => {
  const page = await student(DESKTOP);
  await page.clock.install();
  await startCustomTest(page, 1);
  await page.locator('fieldset input[type="radio"]').first().check();
  await page.getByTestId('sync-status').getByText(text.allSynced).waitFor();
  await page.clock.fastForward('01:05');
  await page.getByTestId('test-score').waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('test-counts').textContent()).toMatch(/1 not answered$/);
});
