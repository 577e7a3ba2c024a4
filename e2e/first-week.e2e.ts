/**
 * A new student's first week on a 360 px phone, as issue 36 asks it to be walked, on the
 * repository's whole library (the other browser tests use the small fixtures): sign up, verify
 * the email from the trial's outbox page, set the exam and its date, practise 10 questions, take a
 * 20-question test in exam mode (the timer stays on screen when scrolled), review it, revise three
 * subtopics seeing when each comes back, and make a plan of 3 hours on weekdays from 14:00 that no
 * day exceeds. One walk, one server: each step is tested in depth in its own file.
 */

import { profileMessages as profileText } from '@medsutra/contract/account/profile';
import { loginMessages } from '@medsutra/contract/auth/messages';
import { emailVerificationMessages as verifyText } from '@medsutra/contract/email-verification/rules';
import { practiceScreenText as practiceText } from '@medsutra/contract/mcq/practice-screen';
import { testScreenText as testText } from '@medsutra/contract/mcq/tests-screen';
import { revisionMessages } from '@medsutra/contract/revision/screen';
import { paths } from '@medsutra/contract/routes';
import type { StudyPlanReply } from '@medsutra/contract/study-plans/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newDevice, PHONE } from './helpers/browser.ts';
import { repoRoot } from './helpers/paths.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The whole library, imported at start: a 20-question test needs more than the fixtures' seven.
  server = await startServer({ LIBRARY_CONTENT_DIR: `${repoRoot}/content/library` });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const dayPlus = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function signUpAndVerify(page: Page, email: string) {
  await page.goto(`${server.url}/signup`);
  await page.getByLabel(loginMessages.fullName).fill('Meera Iyer');
  await page.getByLabel(loginMessages.email).fill(email);
  await page.getByLabel(loginMessages.password, { exact: true }).fill('Exam ready 2026!');
  await page.getByLabel(loginMessages.confirmPassword).fill('Exam ready 2026!');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByRole('region', { name: verifyText.bannerTitle }).waitFor();

  // No SMTP server on this trial: the mail is on the outbox page, its link one tap away.
  await page.goto(`${server.url}/dev/outbox`);
  await page.getByRole('heading', { name: verifyText.mailSubject }).first().waitFor();
  await page
    .getByRole('link', { name: /\/verify-email\?token=/ })
    .first()
    .click();
  await page.getByRole('heading', { name: verifyText.verifiedTitle }).waitFor();
}

async function setExam(page: Page, examDate: string) {
  await page.goto(`${server.url}${paths.userProfile}`);
  // The exam's label holds its options' names too, so the fields are found by name.
  await page.locator('select[name="targetExam"]').selectOption('neet_pg');
  await page.locator('input[name="examDate"]').fill(examDate);
  await page.getByRole('button', { name: profileText.saveExam }).click();
  await page.getByText(profileText.examSaved).first().waitFor();
}

async function practiseTen(page: Page) {
  await page.goto(`${server.url}/mcqsolving`);
  await page.getByRole('heading', { name: practiceText.filtersTitle }).waitFor();
  await page.getByLabel('Medicine', { exact: true }).check();
  await page.getByLabel(practiceText.count).fill('10');
  await page.getByRole('button', { name: practiceText.start }).click();
  for (let index = 1; index <= 10; index += 1) {
    await page.getByRole('heading', { name: practiceText.questionOf(index, 10), exact: true }).waitFor();
    await page.locator('fieldset input[type="radio"]').first().check();
    await page.getByRole('button', { name: practiceText.submitAnswer }).click();
    await page.getByRole('heading', { name: practiceText.explanation }).waitFor();
    const next = index < 10 ? practiceText.next : practiceText.finish;
    await page.getByRole('button', { name: next }).click();
  }
  expect(await page.getByTestId('practice-score').textContent()).toMatch(/^You answered \d+ of 10 correctly\.$/);
}

async function takeTwentyQuestionTest(page: Page) {
  await page.goto(`${server.url}/test`);
  await page.getByLabel(testText.patterns.custom).check();
  await page.getByLabel(testText.customCount, { exact: true }).fill('20');
  await page.getByLabel(testText.customMinutes, { exact: true }).fill('30');
  await page.getByRole('button', { name: testText.start }).click();
  await page.getByRole('heading', { name: testText.questionOf(1, 20) }).waitFor();
  // Exam mode: no app tabs, and the timer stays at the top of the screen after a scroll.
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  await page.mouse.wheel(0, 3000);
  const clock = await page.getByTestId('time-left').boundingBox();
  expect(clock && clock.y >= 0 && clock.y < 60).toBe(true);
  for (let index = 1; index <= 5; index += 1) {
    await page.getByRole('heading', { name: testText.questionOf(index, 20) }).waitFor();
    await page.locator('fieldset input[type="radio"]').first().check();
    await page.getByTestId('sync-status').getByText(testText.allSynced).waitFor();
    if (index < 5) await page.getByRole('button', { name: testText.next, exact: true }).click();
  }
  await page.getByRole('button', { name: testText.submit }).click();
  await page
    .getByRole('dialog', { name: testText.submitTitle })
    .getByRole('button', { name: testText.submitNow })
    .click();
  await page.getByTestId('test-score').waitFor();
  expect(await page.getByTestId('test-counts').textContent()).toMatch(/, 15 not answered$/);

  // The review: all 20 with the key, then the 15 not answered.
  const review = page.getByTestId('test-review');
  await review.getByTestId('review-count').getByText(testText.review.showing(20, 20)).waitFor();
  expect(await review.getByText(testText.review.key).count()).toBeGreaterThan(0);
  await review.getByRole('button', { name: new RegExp(`^${testText.review.filter.unanswered}`) }).click();
  await review.getByTestId('review-count').getByText(testText.review.showing(15, 15)).waitFor();
  await expectNoSidewaysScroll(page);
}

/** Rates the first three subtopics of "Start next" Good, reading when each comes back first. */
async function reviseThree(page: Page): Promise<string[]> {
  await page.goto(`${server.url}${paths.smartRevisionTracker}`);
  const startNext = page.getByRole('region', { name: 'Start next' });
  await startNext.waitFor();
  const revised: string[] = [];
  for (let round = 0; round < 3; round += 1) {
    const row = startNext.getByRole('button', { expanded: false }).first();
    const name = (await row.locator('span.font-medium').first().textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await row.click();
    const comesBack = startNext.getByTestId('comes-back-good').first();
    // Good brings it back on a later day, never "today".
    expect(await comesBack.textContent()).toMatch(/^(tomorrow|in \d+ days)$/);
    await comesBack.click();
    await page
      .getByText(/^Next review: /)
      .first()
      .waitFor();
    await startNext.getByText(name, { exact: true }).waitFor({ state: 'detached' });
    revised.push(name);
  }
  await page.reload();
  const dueToday = page.getByRole('region', { name: /^Due today/ });
  await dueToday.waitFor();
  for (const name of revised) expect(await dueToday.getByText(name, { exact: true }).count()).toBe(0);
  expect(revisionMessages.comesBack(1)).toBe('tomorrow');
  return revised;
}

async function planThreeHoursOnWeekdays(page: Page, examDate: string) {
  await page.goto(`${server.url}/formulastudyplanner`);
  // The exam date saved on the profile is the plan's, without typing it again.
  await expect.poll(() => page.getByLabel('Exam date').inputValue()).toBe(examDate);
  await page.getByLabel('Day starts at').fill('14:00');
  for (const [day, hours] of [
    ['Sunday', 0],
    ['Monday', 3],
    ['Tuesday', 3],
    ['Wednesday', 3],
    ['Thursday', 3],
    ['Friday', 3],
    ['Saturday', 0],
  ] as const) {
    await page.getByLabel(`Hours on ${day}`).fill(String(hours));
  }
  await page.getByRole('button', { name: 'Make my plan' }).click();
  await page.waitForURL(/\/study-plan\/[\w-]+$/);
  await page.getByText('3 h a day, Sat, Sun off from 14:00').first().waitFor();
  const planId = page.url().split('/').pop()!;
  const reply = (await (await page.request.get(`${server.url}/api/study-plans/${planId}`)).json()) as StudyPlanReply;
  expect(reply.items.length).toBeGreaterThan(745);
  const minutesByDay = new Map<string, number>();
  for (const item of reply.items) {
    const weekday = new Date(`${item.day}T00:00:00Z`).getUTCDay();
    expect(weekday === 0 || weekday === 6).toBe(false);
    expect(item.startMinute).toBeGreaterThanOrEqual(14 * 60);
    expect(item.startMinute + item.minutes).toBeLessThanOrEqual(17 * 60);
    minutesByDay.set(item.day, (minutesByDay.get(item.day) ?? 0) + item.minutes);
  }
  expect(Math.max(...minutesByDay.values())).toBeLessThanOrEqual(180);
}

it('walks a new student’s first week on a phone', async () => {
  const phone = await newDevice(browser, { viewport: PHONE, serviceWorkers: 'block' });
  const page = await phone.newPage();
  const examDate = dayPlus(240);
  await signUpAndVerify(page, `first.week.${Date.now()}@example.com`);
  await setExam(page, examDate);
  await practiseTen(page);
  await takeTwentyQuestionTest(page);
  await reviseThree(page);
  await planThreeHoursOnWeekdays(page, examDate);
  await phone.close();
}, 300_000);
