/**
 * Email verification in a real browser, for what only a browser shows: the banner a new account
 * sees (360 px) with Send again, and the page the emailed link opens (1280 px): verified, then
 * already used, and the banner gone. The links are read from an SMTP sink.
 */
import { deviceStatusMessages, loginMessages } from '@medsutra/contract/auth/messages';
import { emailVerificationMessages as text } from '@medsutra/contract/email-verification/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailText, startSmtpSink } from '../apps/server/test/helpers/smtp-sink.ts';
import { DESKTOP, launchBrowser, newDevice } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

let server: RunningServer;
let browser: Browser;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({ SMTP_URL: sink.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

async function signUp(page: Page, address: string) {
  await page.goto(`${server.url}/signup`);
  await page.getByText(deviceStatusMessages.verified, { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByLabel(loginMessages.fullName).fill('Asha Rao');
  await page.getByLabel(loginMessages.email).fill(address);
  await page.getByLabel(loginMessages.password, { exact: true }).fill('Exam ready 2026!');
  await page.getByLabel(loginMessages.confirmPassword).fill('Exam ready 2026!');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${server.url}/dashboard`);
}

async function nextLink(address: string): Promise<string> {
  const mail = await sink.nextTo(address, 5000, text.mailSubject);
  return mailText(mail.raw).match(/http:\/\/\S+\/verify-email\?token=[\w%-]+/)![0];
}

it('asks a new account to verify until the emailed link is opened, and says when a link was used', async () => {
  const address = `verify.${Date.now()}@example.com`;
  const phone = await newDevice(browser, { serviceWorkers: 'block' });
  const page = await phone.newPage();
  await signUp(page, address);
  const firstLink = await nextLink(address);

  const banner = page.getByRole('region', { name: text.bannerTitle });
  await banner.getByText(text.bannerBody(address)).waitFor();
  // The banner fits the 360 px screen: nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The sign-up's toasts (welcome coins, a new streak) sit under the header and the banner, so
  // they cover neither, and Send again takes a tap while they show.
  const toast = page.locator('[data-sonner-toast]').first();
  await toast.waitFor();
  const bannerBox = (await banner.boundingBox())!;
  // Polled: a toast slides into its place.
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
  await banner.getByRole('button', { name: text.sendAgain }).click();
  await banner.getByText(text.sent(address)).waitFor();
  const newestLink = await nextLink(address);
  expect(newestLink).not.toBe(firstLink);

  // The link opened on a laptop, signed out there: verified, with a way to sign in.
  const laptop = await newDevice(browser, { viewport: DESKTOP, serviceWorkers: 'block' });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto(newestLink);
  await laptopPage.getByRole('heading', { name: text.verifiedTitle }).waitFor();
  await laptopPage.getByText(text.verified).waitFor();
  await laptopPage.getByRole('link', { name: text.signIn }).waitFor();
  await laptop.close();

  // The older link was retired by the newer one; the phone, signed in, is offered the dashboard.
  await page.goto(firstLink);
  await page.getByRole('heading', { name: text.notVerifiedTitle }).waitFor();
  await page.getByText(text.used).waitFor();
  await page.getByRole('link', { name: text.goToDashboard }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  await page.waitForLoadState('networkidle');
  expect(await banner.count()).toBe(0);
  await phone.close();
});
