/**
 * The AI tutor in a real browser, with a local chat-completions server as its model: the answer
 * streams onto the page as the model writes it, then shows its citations (opening the library),
 * its label and the safety line.
 */
import { groundingLabels } from '@medsutra/contract/library/api';
import { TUTOR_SAFETY_LINE, tutorScreenText as text } from '@medsutra/contract/tutor/screen';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chunk, startFakeChatServer } from '../apps/server/test/helpers/fake-chat-server.ts';
import { launchBrowser, newDevice } from './helpers/browser.ts';
import { seedSignedInUser } from './helpers/seed-session.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

const ANSWER = 'Start with intravenous 0.9% saline in the first hour [1]. Insulin follows once potassium is known [1].';

let model: Awaited<ReturnType<typeof startFakeChatServer>>;
let server: RunningServer;
let browser: Browser;
let cookie: { name: string; value: string };

beforeAll(async () => {
  // Slow enough that the page shows the answer while it is still being written.
  model = await startFakeChatServer(() => ({
    events: ANSWER.split(/(?<= )/).map((part) => chunk(part)),
    eventDelayMs: 120,
  }));
  server = await startServer(
    { AI_BASE_URL: model.baseURL, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model' },
    async (dir) => {
      cookie = (await seedSignedInUser(dir)).cookie;
    },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await model?.close();
});

it('streams the answer as it is written, then shows its sources, label and safety line', async () => {
  const context = await newDevice(browser, { serviceWorkers: 'block' });
  await context.addCookies([{ ...cookie, url: server.url }]);
  const page = await context.newPage();
  await page.goto(`${server.url}/augchatbase`);
  await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
  // On a phone the composer is one line until the student writes; then it shows what is left today.
  expect(await page.getByText(/of 30 messages left today/).isVisible()).toBe(false);
  await page.getByRole('textbox').fill('What is the first-line treatment of DKA?');
  await page.getByText(/of 30 messages left today/).waitFor();
  await page.getByRole('button', { name: text.send }).click();

  // Part of the answer is on the page before the whole of it.
  await page
    .getByText(/Start with intravenous/)
    .first()
    .waitFor();
  expect(await page.getByText(groundingLabels.library, { exact: true }).count()).toBe(0);

  await page.getByText(groundingLabels.library, { exact: true }).waitFor({ timeout: 20_000 });
  await page.getByText(TUTOR_SAFETY_LINE).waitFor();
  await page.getByRole('textbox').focus();
  await page.getByText('29 of 30 messages left today').waitFor();
  const source = page.getByRole('link', { name: /^Source 1: Diabetic ketoacidosis/ }).first();
  await source.click();
  await page.getByRole('heading', { level: 1, name: 'Diabetic ketoacidosis' }).waitFor();
  await context.close();
});
