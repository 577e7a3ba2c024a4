/**
 * Offline, a student works a NeuroCase start to finish on a 360 px phone: the cost and plan are
 * shown first, findings are chosen from lists, and the marking names what was missed, with its
 * references; the coins and XP move as docs/product-rules.md says (no model: the library
 * version, 20 coins and 10 XP).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { economyApiPaths } from '@medsutra/contract/economy/paths';
import { toolCost, toolXp } from '@medsutra/contract/tools/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyFixtureLibrary } from '../apps/server/test/helpers/library.ts';
import { neurologyFixtureCase } from '../apps/server/test/helpers/tools.ts';
import { DESKTOP, launchBrowser, newDevice, PHONE } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

let server: RunningServer;
let browser: Browser;
const shots = process.env.E2E_SHOTS_DIR;

beforeAll(async () => {
  // The fixture library and one neurology case from the repository's collection.
  const library = copyFixtureLibrary();
  fs.writeFileSync(path.join(library, 'cases', 'neurology.json'), JSON.stringify({ cases: [neurologyFixtureCase()] }));
  server = await startServer({ LIBRARY_CONTENT_DIR: library });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function wallet(page: Page, email: string) {
  const query = `email=${encodeURIComponent(email)}`;
  const coins = await page.request.get(`${server.url}${economyApiPaths.medCoinsBalance}?${query}`);
  const xp = await page.request.get(`${server.url}${economyApiPaths.xpBalance}?${query}`);
  return { coins: (await coins.json()).balance as number, xp: (await xp.json()).xpBalance as number };
}

/** A new student on a 360 px phone, with their email. */
async function phoneStudent(): Promise<{ page: Page; email: string }> {
  const context = await newDevice(browser, { serviceWorkers: 'block', viewport: PHONE });
  const page = await context.newPage();
  const email = `cases.${crypto.randomBytes(5).toString('hex')}@example.com`;
  const reply = await page.request.post(`${server.url}/api/auth/signup`, {
    headers: { origin: server.url },
    data: {
      email,
      password: 'Exam ready 2026!',
      confirmPassword: 'Exam ready 2026!',
      fullName: 'Meera Iyer',
      deviceFingerprint: `DEVICE_e2e_${crypto.randomBytes(6).toString('hex')}`,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return { page, email };
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function choose(page: Page, step: string, index = 1) {
  await page.getByRole('button', { name: step, exact: true }).click();
  const list = page.getByLabel('Choose from the list');
  const value = await list.locator('option').nth(index).getAttribute('value');
  await list.selectOption(value ?? '');
  await page.locator('form button[type="submit"]').click();
  await page
    .getByText(`${step === 'Investigations' ? 'Investigations' : step}: ${value}`)
    .first()
    .waitFor();
}

it('works a NeuroCase on a 360 px phone and is marked with what was missed and its references', async () => {
  const { page, email } = await phoneStudent();
  await page.goto(`${server.url}/neurocase-ai`);
  await page.getByRole('heading', { name: 'NeuroCase', exact: true }).waitFor();
  // Before committing: cost, XP, plan and what works offline.
  // No model on this server: the library version's price, labelled so.
  await page.getByText(`${toolCost('neurocase', false)} Med Coins a run, library version`).waitFor();
  await page.getByText('Every plan').waitFor();
  await page.getByText(/Without an AI model/).waitFor();
  await page
    .getByTestId('tool-balance')
    .getByText(/Med Coins/)
    .waitFor();
  if (shots) await page.screenshot({ path: `${shots}/neurocase-intro-360.png`, fullPage: true });
  const before = await wallet(page, email);

  await page.getByRole('button', { name: /Start a case/ }).click();
  // The price, asked once before the coins are spent.
  await page.getByText('NeuroCase costs 20 Med Coins.').waitFor();
  await page.getByRole('button', { name: 'Spend 20 Med Coins' }).click();
  await page
    .getByRole('heading', { name: 'The patient' })
    .waitFor({ timeout: 15_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/neurocase-start-failed.png' });
      throw error;
    });
  const after = await wallet(page, email);
  // XP for a tool comes when the run is finished (the case marked), not on starting it.
  expect(after).toEqual({ coins: before.coins - 20, xp: before.xp });
  expect(toolXp('neurocase', false)).toBe(10);

  await choose(page, 'History', 1);
  await choose(page, 'Examination', 1);
  await choose(page, 'Investigations', 1);
  await page.getByRole('button', { name: 'Diagnosis', exact: true }).click();
  await page.getByLabel('Your diagnosis').fill('Migraine');
  await page.getByRole('button', { name: 'Commit' }).click();
  await page.getByText('Diagnosis: Migraine').waitFor();
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/neurocase-session-360.png`, fullPage: true });

  await page.getByRole('button', { name: 'Finish and get marked' }).click();
  await page.getByRole('heading', { name: 'Your marking' }).waitFor();
  await page.getByText(/Marked offline by the case rubric/).waitFor();
  expect(await wallet(page, email)).toEqual({ coins: before.coins - 20, xp: before.xp + toolXp('neurocase', false) });
  const missed = page.getByRole('heading', { name: 'What you missed' });
  await missed.waitFor();
  // The diagnosis was wrong, so it is named among what was missed; references follow.
  const missedItems = page.locator('section[aria-labelledby="missed-title"] li');
  expect(await missedItems.count()).toBeGreaterThan(0);
  await expect.poll(() => missedItems.filter({ hasText: 'Diagnosis:' }).count()).toBeGreaterThan(0);
  const references = page.locator('section[aria-labelledby="references-title"] li');
  expect(await references.count()).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/neurocase-marking-360.png`, fullPage: true });

  if (shots) {
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${shots}/neurocase-marking-1280.png`, fullPage: true });
    for (const path of [
      '/research-assistant',
      '/live-clinical-rounds',
      '/gastrocase-ai',
      '/warddx-clinical-reasoning',
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.getByText(/Med Coins a run/).waitFor();
      const name = path.slice(1);
      await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: `${shots}/${name}-360.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
    }
  }
});

it('takes a viva on a 360 px phone: the examiner follows up, and the result lists strengths and gaps', async () => {
  const { page, email } = await phoneStudent();
  await page.goto(`${server.url}/practical-exam-simulator`);
  await page.getByText(`${toolCost('viva', false)} Med Coins a run, library version`).waitFor();
  const before = await wallet(page, email);
  await page.getByLabel('Topic for the viva').fill('seizure');
  await page.getByRole('button', { name: /Start the viva/ }).click();
  await page.getByRole('button', { name: 'Spend 20 Med Coins' }).click();
  await page
    .getByTestId('viva-question')
    .getByText(/first seizure/)
    .waitFor({ timeout: 15_000 });
  // The viva's XP (toolXp('viva')) is paid when it is finished, not on starting it.
  expect(await wallet(page, email)).toEqual({ coins: before.coins - 20, xp: before.xp });
  // No speech recognition in this browser: it says so, and typing works.
  await page.getByLabel('Your answer').fill('Was it a focal seizure?');
  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  await page.getByRole('heading', { name: 'The examiner follows up' }).waitFor();
  await page.getByLabel('Your answer').fill('Any pork or taeniasis in family?');
  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  await page.getByRole('heading', { name: 'The examiner asks' }).waitFor();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: /End the viva/ }).click();
  await page.getByRole('heading', { name: /Your result/ }).waitFor();
  const strengths = page.locator('section', { has: page.getByRole('heading', { name: 'Strengths' }) }).locator('li');
  await expect.poll(() => strengths.filter({ hasText: /Focal onset/ }).count()).toBe(1);
  const gaps = page.locator('section', { has: page.getByRole('heading', { name: 'Gaps' }) }).locator('li');
  await expect.poll(() => gaps.filter({ hasText: /Fundoscopy/ }).count()).toBe(1);
  await page.getByRole('heading', { name: 'References' }).waitFor();
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/viva-result-360.png`, fullPage: true });
});
