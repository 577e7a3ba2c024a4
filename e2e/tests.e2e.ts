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

async function startCustomTest(page: Page, minutes: number, count = 2) {
  await page.goto(`${server.url}/test`);
  await page.getByLabel(text.patterns.custom).check();
  await page.getByLabel(text.customCount, { exact: true }).fill(String(count));
  await page.getByLabel(text.customMinutes, { exact: true }).fill(String(minutes));
  await page.getByRole('button', { name: text.start }).click();
  await page.getByRole('heading', { name: text.questionOf(1, count) }).waitFor();
}

const paletteButton = (page: Page, index: number) =>
  page.getByRole('navigation', { name: text.palette }).getByRole('button').nth(index);

/** On a phone the palette is behind its button in the exam bar; opens it when it is closed. */
async function openPalette(page: Page) {
  const toggle = page.getByRole('button', { name: new RegExp(`^${text.showPalette}:`) });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await page.getByRole('navigation', { name: text.palette }).waitFor();
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

it('on a phone: exam mode, palette jumps, a reload resumes, submit asks first, the review filters', async () => {
  const page = await student();
  await startCustomTest(page, 30, 3);
  // Exam mode: the app's tabs and header are gone; the clock stays on screen after a scroll.
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Home' }).count()).toBe(0);
  await page.mouse.wheel(0, 2000);
  expect(await page.getByTestId('time-left').isVisible()).toBe(true);
  const clockBox = await page.getByTestId('time-left').boundingBox();
  expect(clockBox!.y).toBeGreaterThanOrEqual(0);
  expect(clockBox!.y).toBeLessThan(60);

  await page.locator('fieldset input[type="radio"]').first().check();
  await page.getByTestId('sync-status').getByText(text.allSynced).waitFor();
  await openPalette(page);
  expect(await paletteButton(page, 0).getAttribute('data-status')).toBe('answered');
  expect(await paletteButton(page, 1).getAttribute('data-status')).toBe('notVisited');
  // A jump from the palette: straight to question 3, and the palette closes.
  await paletteButton(page, 2).click();
  await page.getByRole('heading', { name: text.questionOf(3, 3) }).waitFor();
  await page.getByRole('button', { name: text.markForReview }).click();
  await openPalette(page);
  expect(await paletteButton(page, 2).getAttribute('data-status')).toBe('marked');
  expect(await paletteButton(page, 1).getAttribute('data-status')).toBe('notVisited');
  await paletteButton(page, 1).click();
  await page.getByRole('heading', { name: text.questionOf(2, 3) }).waitFor();
  await page.locator('fieldset input[type="radio"]').nth(1).check();
  await page.getByTestId('sync-status').getByText(text.allSynced).waitFor();
  await expectNoSidewaysScroll(page);
  const before = await page.getByTestId('time-left').textContent();
  expect(before).toMatch(/^0:(29|30):\d\d$/);

  await page.reload();
  await page.getByRole('heading', { name: text.questionOf(1, 3) }).waitFor();
  expect(await page.locator('fieldset input[type="radio"]').first().isChecked()).toBe(true);
  await openPalette(page);
  expect(await paletteButton(page, 2).getAttribute('data-status')).toBe('marked');
  expect(await page.getByTestId('time-left').textContent()).toMatch(/^0:(29|30):\d\d$/);
  await page.getByRole('button', { name: text.closePalette }).click();

  // The phone's back button asks before leaving; staying keeps the test on screen.
  await page.goBack();
  const leave = page.getByRole('dialog', { name: text.leaveTitle });
  await leave.waitFor();
  expect(await leave.textContent()).toContain(text.leaveSummary(1));
  await leave.getByRole('button', { name: text.stay }).click();
  await leave.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).searchParams.get('id')).not.toBeNull();
  await page.getByRole('heading', { name: text.questionOf(1, 3) }).waitFor();

  // Submit asks first and says what is left: question 3 is not answered (only marked).
  await page.getByRole('button', { name: text.submit }).click();
  const confirm = page.getByRole('dialog', { name: text.submitTitle });
  await confirm.waitFor();
  expect(await confirm.textContent()).toContain(text.submitSummary(1, 3, 1));
  await confirm.getByRole('button', { name: text.backToTest }).click();
  await confirm.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: text.submit }).click();
  await confirm.getByRole('button', { name: text.submitNow }).click();
  await page.getByTestId('test-score').waitFor();
  expect(await page.getByTestId('test-counts').textContent()).toMatch(/^[0-2] correct, [0-2] wrong, 1 not answered$/);
  // The result: the app's tabs are back, and every subject's Score is on screen at 360 px.
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  const scores = page.getByTestId('subject-rows').getByText(text.subjectScore);
  expect(await scores.first().isVisible()).toBe(true);
  await expectNoSidewaysScroll(page);

  // The review: three questions, then only the unanswered one, with its key and explanation.
  const review = page.getByTestId('test-review');
  await review.getByTestId('review-count').getByText(text.review.showing(3, 3)).waitFor();
  await review.getByRole('button', { name: new RegExp(`^${text.review.filter.unanswered}`) }).click();
  await review.getByTestId('review-count').getByText(text.review.showing(1, 1)).waitFor();
  const item = review.getByTestId('review-question');
  expect(await item.count()).toBe(1);
  expect(await item.getAttribute('data-outcome')).toBe('unanswered');
  expect(await item.textContent()).toContain(text.review.questionNumber(3));
  expect(await item.getByText(text.review.key).count()).toBe(1);
  expect(await item.getByText(text.review.notAnswered).count()).toBe(1);
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
  // Leaving asks, lands on the tests page with the header back, and the test is one tap away there.
  await page.getByRole('button', { name: text.leave, exact: true }).click();
  await page.getByRole('dialog', { name: text.leaveTitle }).getByRole('button', { name: text.leaveNow }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.getByRole('heading', { name: text.inProgress }).waitFor();
  await page.getByRole('link', { name: /^Go back to Custom test/ }).click();
  await page.getByRole('heading', { name: text.questionOf(1, 2) }).waitFor();
  expect(await page.locator('fieldset input[type="radio"]').first().isChecked()).toBe(true);
  await page.clock.fastForward('01:05');
  await page.getByTestId('test-score').waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('test-counts').textContent()).toMatch(/1 not answered$/);
});
