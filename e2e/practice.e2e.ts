import { libraryMessages } from '@medsutra/contract/library/messages';
import { mcqAnalyticsMessages as analysisText } from '@medsutra/contract/mcq/analytics';
import { DAILY_CHALLENGE_SIZE, dailyChallengeText as dailyText } from '@medsutra/contract/mcq/daily-api';
import { practiceScreenText as text } from '@medsutra/contract/mcq/practice-screen';
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

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function startSession(page: Page, options: { subject: string; count: number; exam?: boolean }) {
  await page.goto(`${server.url}/mcqsolving`);
  await page.getByRole('heading', { name: text.filtersTitle }).waitFor();
  await page.getByLabel(options.subject, { exact: true }).check();
  await page.getByLabel(text.count).fill(String(options.count));
  if (options.exam) await page.getByLabel(text.modeLabels.exam).check();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: text.start }).click();
  await questionHeading(page, text.questionOf(1, options.count))
    .waitFor({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/mcq-start-failed.png' });
      throw error;
    });
}

const questionHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const chooseFirstOption = (page: Page) => page.locator('fieldset input[type="radio"]').first().check();

it('tutor mode on a phone: each answer is marked and explained at once, with bookmark and report', async () => {
  const page = await student();
  await startSession(page, { subject: 'Medicine', count: 2 });

  await chooseFirstOption(page);
  await page.getByRole('button', { name: text.submitAnswer }).click();
  await page.getByRole('heading', { name: text.explanation }).waitFor();
  await page.getByRole('heading', { name: text.references }).waitFor();
  const verdict = page.getByText(new RegExp(`^(${text.correct}|${text.wrong})`));
  await verdict.first().waitFor();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: text.bookmark, exact: true }).click();
  await page.getByRole('button', { name: text.bookmarked }).waitFor();

  await page.getByRole('button', { name: text.report }).click();
  await page.getByRole('dialog', { name: text.reportTitle }).waitFor();
  await page.getByLabel(text.reportDetails).fill('The second option is also defensible.');
  await page.getByRole('button', { name: text.reportSend }).click();
  await page.getByText(libraryMessages.reportSaved).first().waitFor();

  await page.getByRole('button', { name: text.next }).click();
  await questionHeading(page, text.questionOf(2, 2)).waitFor();
  await chooseFirstOption(page);
  await page.getByRole('button', { name: text.submitAnswer }).click();
  await page.getByRole('heading', { name: text.explanation }).waitFor();
  await page.getByRole('button', { name: text.finish }).click();
  const score = await page.getByTestId('practice-score').textContent();
  expect(score).toMatch(/^You answered [0-2] of 2 correctly\.$/);
  await expectNoSidewaysScroll(page);

  // The bookmark was kept on the server: the bookmarks filter deals that one question.
  await page.getByRole('button', { name: text.newSession }).click();
  await page.getByLabel(text.whichLabels.onlyBookmarked).check();
  await page.getByLabel(text.count).fill('5');
  await page.getByRole('button', { name: text.start }).click();
  await questionHeading(page, text.questionOf(1, 1)).waitFor();
  await page.getByRole('button', { name: text.bookmarked }).waitFor();
});

it('exam mode on a desktop: nothing is marked until the end, then every answer is', async () => {
  const page = await student(DESKTOP);
  // The e2e library is the test fixtures: medicine's two questions.
  await startSession(page, { subject: 'Medicine', count: 2, exam: true });
  for (let index = 1; index <= 2; index += 1) {
    await questionHeading(page, text.questionOf(index, 2)).waitFor();
    await chooseFirstOption(page);
    expect(await page.getByRole('heading', { name: text.explanation }).count()).toBe(0);
    if (index < 2) await page.getByRole('button', { name: text.next }).click();
  }
  await page.getByRole('button', { name: text.finish }).click();
  await page.getByTestId('practice-score').waitFor();
  const score = (await page.getByTestId('practice-score').textContent()) ?? '';
  const correct = Number(/You answered (\d) of 2/.exec(score)?.[1]);
  expect(await page.getByRole('heading', { name: text.explanation }).count()).toBe(2);
  expect(await page.locator('[data-verdict="correct"]').count()).toBe(correct);
  expect(await page.locator('[data-verdict]').count()).toBe(2);
  await expectNoSidewaysScroll(page);
});

it('subject analysis: a practised subject shows its accuracy, and its weakest subtopic leads back to practice', async () => {
  const page = await student();
  await startSession(page, { subject: 'Medicine', count: 2 });
  for (let index = 1; index <= 2; index += 1) {
    await chooseFirstOption(page);
    await page.getByRole('button', { name: text.submitAnswer }).click();
    await page.getByRole('heading', { name: text.explanation }).waitFor();
    if (index < 2) await page.getByRole('button', { name: text.next }).click();
  }
  await page.goto(`${server.url}/subject-analysis`);
  await page.getByRole('heading', { name: analysisText.title }).waitFor();
  expect(await page.getByTestId('questions-done').textContent()).toBe('2');
  await expectNoSidewaysScroll(page);
  // The link's name is what it shows: the subject, then its figures.
  await page.getByRole('link', { name: /^Medicine\b/ }).click();
  await page.getByRole('heading', { name: 'Medicine', level: 1 }).waitFor();
  await page.getByRole('heading', { name: analysisText.weakestFirst }).waitFor();
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: analysisText.practiseWeakest }).click();
  await page.getByText(/^Practising \d chosen subtopics?$/).waitFor();
  await page.getByRole('button', { name: text.start }).click();
  await questionHeading(page, text.questionOf(1, 1))
    .or(questionHeading(page, text.questionOf(1, 2)))
    .waitFor();
});

it('daily challenge on the dashboard: each answer is marked at once, and the day ends with a score', async () => {
  const page = await student();
  await page.goto(`${server.url}/dashboard`);
  const card = page.getByTestId('daily-challenge');
  await card.waitFor();
  // The e2e library holds seven questions (medicine's two, physiology's five formats), so today's
  // challenge has its full five, in whatever formats they come.
  for (let index = 0; index < DAILY_CHALLENGE_SIZE; index += 1) {
    await card.locator('fieldset input[type="radio"]').first().check();
    await card.getByRole('button', { name: dailyText.submit }).click();
    await card.getByRole('heading', { name: text.explanation }).waitFor();
    if (index < DAILY_CHALLENGE_SIZE - 1) await card.getByRole('button', { name: dailyText.next }).click();
  }
  await card.getByTestId('daily-done').waitFor();
  expect(await card.getByTestId('daily-done').textContent()).toMatch(/^Done for today: [0-5] of 5 correct\./);
  await expectNoSidewaysScroll(page);
  // The same challenge, already done, after a reload.
  await page.reload();
  await page.getByTestId('daily-done').waitFor();
});
