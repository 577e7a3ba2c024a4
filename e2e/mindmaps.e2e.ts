/**
 * The mindmap generator and Medstagram in a real browser against the real server process with the
 * offline provider: a student generates a mindmap, watches it become ready without touching
 * refresh, opens it in the interactive viewer, downloads its PDF, shares it and finds it on
 * Medstagram. (A balance under the price, its inline warning and the server's refusal are the
 * page's component test and the server's mindmap tests: nothing there needs a browser.)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { profileMessages } from '@medsutra/contract/account/profile';
import { aiToolXp, WELCOME_BONUS_COINS } from '@medsutra/contract/economy/table';
import { medstagramScreenMessages } from '@medsutra/contract/medstagram/messages';
import { MINDMAP_SHARE_XP, mindmapCost, mindmapMessages } from '@medsutra/contract/mindmaps/api';
import {
  mindmapScreenMessages,
  mindmapShareDialogMessages,
  mindmapViewerMessages,
} from '@medsutra/contract/mindmaps/messages';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newDevice } from './helpers/browser.ts';
import { serverRoot } from './helpers/paths.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

const screen = mindmapScreenMessages;
/** No model on this server: the library version's price, beside the button. */
const COST = mindmapCost(false);
const GENERATE_XP = aiToolXp(COST);
const GENERATE = screen.generate(`${COST} Med Coins, library version`);
const screenshots = path.resolve(serverRoot, '..', '..', 'screenshots');
/** Generation and the PDF are jobs; the offline provider finishes them within a few polls. */
const JOB_TIMEOUT_MS = 30_000;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ JOBS_POLL_INTERVAL_MS: '500' });
  browser = await launchBrowser();
  fs.mkdirSync(screenshots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A new student with the welcome bonus, signed up through the API (the accounts tests cover the form). */
async function student(name: string): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await newDevice(browser, { serviceWorkers: 'block', acceptDownloads: true });
  const page = await context.newPage();
  const email = `${name}.${crypto.randomBytes(5).toString('hex')}@example.com`;
  const reply = await page.request.post(`${server.url}/api/auth/signup`, {
    headers: { origin: server.url },
    data: {
      email,
      password: 'Exam ready 2026!',
      confirmPassword: 'Exam ready 2026!',
      fullName: 'Asha Rao',
      deviceFingerprint: `DEVICE_e2e_${crypto.randomBytes(6).toString('hex')}`,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return { context, page, email };
}

const balance = (page: Page, coins: number) =>
  page.getByTestId('mindmap-balance').getByText(screen.balanceValue(coins), { exact: true });
const topicField = (page: Page) => page.getByLabel(screen.topicLabel, { exact: true });
const savedItem = (page: Page, topic: string): Locator =>
  page.locator('li[data-mindmap-id]').filter({ has: page.getByRole('heading', { name: topic, exact: true }) });

async function generate(page: Page, topic: string) {
  await topicField(page).fill(topic);
  await page.getByRole('button', { name: GENERATE }).click();
  // The price, asked once before the coins are spent.
  await page.getByRole('button', { name: profileMessages.confirmSpendYes(COST) }).click();
  await page.getByText(mindmapMessages.generationStarted).first().waitFor();
}

describe('a student with enough Med Coins', () => {
  let context: BrowserContext;
  let page: Page;
  const topic = 'Heart failure';

  beforeAll(async () => {
    ({ context, page } = await student('asha'));
  });
  afterAll(() => context.close());

  it('generates a mindmap and sees it become ready without refreshing, labelled as an offline outline', async () => {
    await page.goto(`${server.url}/mindmap-generator`);
    await balance(page, WELCOME_BONUS_COINS).waitFor();
    const button = page.getByRole('button', { name: GENERATE });
    expect(await button.isDisabled()).toBe(true);

    await generate(page, topic);
    await page.getByText(mindmapMessages.generationStartedBody(COST, GENERATE_XP)).waitFor();
    expect(await topicField(page).inputValue()).toBe('');
    await balance(page, WELCOME_BONUS_COINS - COST).waitFor();

    const item = savedItem(page, topic);
    await item.waitFor();
    await item.locator('[data-status="ready"]').waitFor({ timeout: JOB_TIMEOUT_MS });
    await item.getByText(screen.libraryOfflineBadge, { exact: true }).waitFor();
    await page.getByTestId('generating-panel').waitFor({ state: 'detached' });
  });

  it('downloads the PDF once the server has rendered it', async () => {
    const item = savedItem(page, topic);
    const pdfLink = item.getByRole('link', { name: screen.pdfLabel(topic) });
    await pdfLink.waitFor({ timeout: JOB_TIMEOUT_MS });
    const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
    expect(download.suggestedFilename()).toBe(`${topic}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('opens the mindmap in a viewer whose branches open and close, and that zooms', async () => {
    await savedItem(page, topic)
      .getByRole('button', { name: screen.openLabel(topic) })
      .click();
    await page.waitForURL(/\/mindmap-generator\?mindmap=/);
    const viewer = page.getByRole('region', { name: mindmapViewerMessages.label(topic) });
    // No model: composed from the library, and it says so.
    await viewer.getByText(mindmapMessages.libraryOffline).waitFor();
    await viewer.screenshot({ path: path.join(screenshots, 'mindmap-viewer-open-360.png') });

    const neighbours = viewer.getByRole('button', { name: /^Also in Cardiology/ });
    expect(await neighbours.getAttribute('aria-expanded')).toBe('false');
    expect(await viewer.getByText('Myocardial infarction', { exact: true }).count()).toBe(0);
    await neighbours.click();
    expect(await neighbours.getAttribute('aria-expanded')).toBe('true');
    const infarction = viewer.getByRole('button', { name: /^Myocardial infarction/ });
    await infarction.click();
    await viewer.getByText(/^Troponin I or T is the biomarker of choice/).waitFor();
    expect(await infarction.isVisible()).toBe(true);

    const zoomLevel = viewer.getByText(/^\d+%$/);
    const percent = async () => Number.parseInt((await zoomLevel.textContent()) ?? '', 10);
    const before = await percent();
    await viewer.getByRole('button', { name: mindmapViewerMessages.zoomIn }).click();
    await expect.poll(percent).toBeGreaterThan(before);
    await viewer.getByRole('button', { name: mindmapViewerMessages.zoomOut }).click();
    await expect.poll(percent).toBe(before);
    await viewer.screenshot({ path: path.join(screenshots, 'mindmap-viewer-360.png') });

    await viewer.getByRole('button', { name: mindmapViewerMessages.outlineLayout }).click();
    await viewer.getByRole('button', { name: /^High-yield points/ }).waitFor();
    await viewer.screenshot({ path: path.join(screenshots, 'mindmap-viewer-outline-360.png') });
    await viewer.getByRole('button', { name: mindmapViewerMessages.mapLayout }).click();

    await page.setViewportSize(DESKTOP);
    await viewer.getByRole('button', { name: mindmapViewerMessages.expandAll }).click();
    await viewer.getByRole('button', { name: mindmapViewerMessages.fit }).click();
    await viewer.screenshot({ path: path.join(screenshots, 'mindmap-viewer-1280.png') });
    await viewer.getByRole('button', { name: mindmapViewerMessages.collapseAll }).click();
    await page.setViewportSize({ width: 360, height: 740 });

    await page.getByRole('button', { name: screen.closeViewer }).click();
    await viewer.waitFor({ state: 'detached' });
  });

  it('shares it with a required title, lands on Medstagram and finds the post there', async () => {
    const item = savedItem(page, topic);
    await item.getByRole('button', { name: screen.shareLabel(topic) }).click();
    let dialog = page.getByRole('dialog', { name: mindmapShareDialogMessages.title });
    const title = dialog.getByLabel(mindmapShareDialogMessages.titleLabel, { exact: true });
    expect(await title.inputValue()).toBe(topic);

    await title.fill('   ');
    await dialog.getByRole('button', { name: mindmapShareDialogMessages.submit, exact: true }).click();
    await dialog.getByText(mindmapMessages.shareTitleRequired).waitFor();

    // Cancel forgets what was typed: the dialog opens with the topic again.
    await dialog.getByRole('button', { name: mindmapShareDialogMessages.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    await item.getByRole('button', { name: screen.shareLabel(topic) }).click();
    dialog = page.getByRole('dialog', { name: mindmapShareDialogMessages.title });
    expect(await dialog.getByLabel(mindmapShareDialogMessages.titleLabel, { exact: true }).inputValue()).toBe(topic);

    await dialog
      .getByLabel(mindmapShareDialogMessages.titleLabel, { exact: true })
      .fill('  Heart failure in one page ');
    await dialog.getByLabel(mindmapShareDialogMessages.descriptionLabel).fill('  For the medicine viva.  ');
    await dialog.getByRole('button', { name: mindmapShareDialogMessages.submit, exact: true }).click();
    await page.waitForURL(`${server.url}/medstagram`);
    await page.getByText(mindmapMessages.shared).first().waitFor();
    await page.getByText(mindmapMessages.sharedBody(MINDMAP_SHARE_XP)).first().waitFor();

    const post = page.locator('[data-post-id]').first();
    await post.getByRole('heading', { name: 'Heart failure in one page', exact: true }).waitFor();
    await post.getByText('For the medicine viva.', { exact: true }).waitFor();
    await post.getByRole('link', { name: medstagramScreenMessages.authorPosts('Asha Rao') }).waitFor();
    await post.getByText(screen.libraryOfflineBadge, { exact: true }).waitFor();
    await post.getByText(mindmapMessages.libraryOffline).first().waitFor();

    await post.getByRole('button', { name: medstagramScreenMessages.openMindmap }).click();
    const viewer = post.getByRole('region', { name: mindmapViewerMessages.label(topic) });
    await viewer.getByRole('button', { name: /^High-yield points/ }).waitFor();
    await post.screenshot({ path: path.join(screenshots, 'medstagram-post-360.png') });

    await post.getByRole('link', { name: medstagramScreenMessages.authorPosts('Asha Rao') }).click();
    await page.waitForURL(/\/medstagram\/user\//);
    await page.getByRole('heading', { name: medstagramScreenMessages.userTitle('Asha Rao') }).waitFor();
    await page.getByRole('heading', { name: 'Heart failure in one page', exact: true }).waitFor();
  });

  it('shows the mindmap as shared, without a share action, back on the generator', async () => {
    await page.goto(`${server.url}/mindmap-generator`);
    const item = savedItem(page, topic);
    await item.getByText(mindmapMessages.sharedBadge, { exact: true }).waitFor();
    expect(await item.getByRole('button', { name: screen.shareLabel(topic) }).count()).toBe(0);
    await page.screenshot({ path: path.join(screenshots, 'mindmap-list-360.png'), fullPage: true });
  });
});
