/**
 * Accounts in a real browser against the real server process: sign-up → dashboard, sign-out,
 * sign-in, a third device refused → remove a device → sign in, the referral link, password reset
 * with the link read from an SMTP sink, and Google sign-in (popup and redirect) against a local
 * OpenID provider. Each browser context plays its own device (user agent, screen, time zone).
 */

import { deviceMessages, resetMessages } from '@medsutra/contract/auth/account-messages';
import { deviceLimitMessages, deviceStatusMessages, loginMessages } from '@medsutra/contract/auth/messages';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/test/helpers/free-port.ts';
import { startOidcProvider } from '../apps/server/test/helpers/oidc-provider.ts';
import { mailText, startSmtpSink } from '../apps/server/test/helpers/smtp-sink.ts';
import { launchBrowser } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

const DEVICES: BrowserContextOptions[] = [
  {
    viewport: { width: 360, height: 740 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    timezoneId: 'Asia/Kolkata',
  },
  {
    viewport: { width: 1280, height: 800 },
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    timezoneId: 'Asia/Kolkata',
  },
  {
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0 Mobile Safari/537.36',
    timezoneId: 'Asia/Dubai',
  },
];
const PASSWORD = 'Exam ready 2026!';
const CLIENT = { clientId: 'medsutra-e2e', clientSecret: 'an-e2e-client-secret-0123456789' };

let server: RunningServer;
let browser: Browser;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let counter = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  const issuerPort = await freePort();
  server = await startServer({
    SMTP_URL: sink.url,
    GOOGLE_CLIENT_ID: CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    GOOGLE_ISSUER: `http://127.0.0.1:${issuerPort}`,
  });
  provider = await startOidcProvider({
    ...CLIENT,
    port: issuerPort,
    redirectUri: `${server.url}/api/auth/google/callback`,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
  await sink?.close();
});

const email = (name: string) => `${name}.${Date.now()}.${counter++}@example.com`;

async function device(index: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-IN', serviceWorkers: 'block', ...DEVICES[index] });
  const page = await context.newPage();
  if (process.env.E2E_DEBUG) {
    page.on('console', (m) => console.warn('console', m.type(), m.text()));
    page.on(
      'response',
      (r) => r.url().includes('/api/') && console.warn('api', r.status(), r.request().method(), r.url()),
    );
  }
  return { context, page };
}

async function openSignIn(page: Page, path = '/login') {
  await page.goto(`${server.url}${path}`);
  try {
    await page.getByText(deviceStatusMessages.verified, { exact: true }).waitFor({ timeout: 15_000 });
  } catch (error) {
    throw new Error(`device not verified; the page shows: ${(await page.locator('main').innerText()).slice(0, 600)}`, {
      cause: error,
    });
  }
}

const submit = (page: Page) => page.locator('form button[type="submit"]').click();

async function signUpIn(page: Page, address: string) {
  await openSignIn(page, '/signup');
  await page.getByLabel(loginMessages.fullName).fill('Asha Rao');
  await page.getByLabel(loginMessages.email).fill(address);
  await page.getByLabel(loginMessages.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(loginMessages.confirmPassword).fill(PASSWORD);
  await submit(page);
  await page.waitForURL(`${server.url}/dashboard`);
}

async function signIn(page: Page, address: string, password = PASSWORD) {
  await openSignIn(page);
  await page.getByLabel(loginMessages.email).fill(address);
  await page.getByLabel(loginMessages.password, { exact: true }).fill(password);
  await submit(page);
}

describe('signing up, out and in', () => {
  it('signs up to the dashboard with the welcome toast, signs out to /login, and signs in again', async () => {
    const { context, page } = await device(0);
    const address = email('asha');
    await signUpIn(page, address);
    await page.getByText(loginMessages.signUpSuccessTitle).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
    expect((await context.cookies()).find((c) => c.name === 'medsutra_session')).toBeUndefined();

    await signIn(page, address);
    await page.waitForURL(`${server.url}/dashboard`);
    await context.close();
  });

  it('shows the validation messages in order, inline, and clears them on change', async () => {
    const { context, page } = await device(0);
    await openSignIn(page, '/signup');
    await submit(page);
    await page.getByText('Please enter your email address').waitFor();
    await page.getByLabel(loginMessages.email).fill('asha@');
    expect(await page.getByText('Please enter your email address').count()).toBe(0);
    await submit(page);
    await page.getByText('Please enter a valid email address').waitFor();
    await context.close();
  });
});

describe('the two-device limit', () => {
  it('refuses a third device, lets the user remove one at /remove-device, then signs in', async () => {
    const address = email('three');
    const first = await device(0);
    await signUpIn(first.page, address);
    const second = await device(1);
    await signIn(second.page, address);
    await second.page.waitForURL(`${server.url}/dashboard`);

    const third = await device(2);
    await signIn(third.page, address);
    await third.page.getByText(deviceLimitMessages.login).waitFor();
    // The device indicator agrees with the refusal.
    expect(await third.page.getByText(deviceStatusMessages.verified, { exact: true }).count()).toBe(0);
    await third.page.getByText(deviceStatusMessages.limitReached, { exact: true }).waitFor();
    await third.page.getByRole('link', { name: loginMessages.manageMyDevices }).click();
    await third.page.waitForURL(`${server.url}/remove-device`);
    // The router keeps the old page on screen while the new one loads: wait for the new one.
    await third.page.getByRole('heading', { name: deviceMessages.removeTitle }).waitFor();
    expect(await third.page.getByLabel(loginMessages.email).inputValue()).toBe(address);
    await third.page.getByLabel(loginMessages.password, { exact: true }).fill(PASSWORD);
    await third.page.getByRole('button', { name: 'Show my devices' }).click();
    const removeButtons = third.page.getByRole('button', { name: /^Remove / });
    try {
      await removeButtons.first().waitFor({ timeout: 15_000 });
    } catch (error) {
      throw new Error(
        `no devices listed; the page shows: ${(await third.page.locator('main').innerText()).slice(0, 800)}`,
        {
          cause: error,
        },
      );
    }
    expect(await removeButtons.count()).toBe(2);
    // Devices are named by browser and system, and removing one asks once.
    expect(await removeButtons.first().getAttribute('aria-label')).toMatch(/^Remove \S+ on \S+/);
    await removeButtons.first().click();
    await third.page.getByRole('button', { name: deviceMessages.confirmRemoveYes }).click();
    await third.page.getByRole('link', { name: 'Sign in now' }).click();
    await third.page.waitForURL(`${server.url}/login`);
    await signIn(third.page, address);
    await third.page.waitForURL(`${server.url}/dashboard`);
    for (const d of [first, second, third]) await d.context.close();
  });
});

describe('referral links', () => {
  it('prefill the code in Sign Up mode and say so', async () => {
    const { context, page } = await device(0);
    await page.goto(`${server.url}/login?ref=frnd42`);
    await page.getByText(loginMessages.referralAppliedTitle).waitFor();
    expect(await page.getByLabel(loginMessages.referralCode).inputValue()).toBe('FRND42');
    await page.getByText(loginMessages.referralBanner('FRND42')).waitFor();
    await context.close();
  });
});

describe('password reset', () => {
  it('mails a link that sets a new password', async () => {
    const { context, page } = await device(0);
    const address = email('forgot');
    await signUpIn(page, address);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/login`);

    await page.getByRole('link', { name: loginMessages.forgotPassword }).waitFor();
    await page.goto(`${server.url}/forgot-password`);
    await page.getByRole('heading', { name: resetMessages.requestTitle }).waitFor();
    await page.getByLabel(loginMessages.email).fill(address);
    await page.getByRole('button', { name: resetMessages.requestButton }).click();
    await page.getByText(resetMessages.sent).waitFor();
    // Sign-up mailed a verification link first; this is the reset mail.
    const resetMail = await sink.nextTo(address, 5000, resetMessages.mailSubject);
    const link = mailText(resetMail.raw).match(/http:\/\/\S+\/reset-password\?token=[\w%-]+/)![0];

    await page.goto(link);
    await page.getByLabel(loginMessages.password, { exact: true }).fill('A brand new one 9');
    await page.getByLabel(loginMessages.confirmPassword).fill('A brand new one 9');
    await page.getByRole('button', { name: resetMessages.button }).click();
    await page.getByText(resetMessages.done).waitFor();

    await signIn(page, address, 'A brand new one 9');
    await page.waitForURL(`${server.url}/dashboard`);
    await context.close();
  });
});

describe('Google sign-in against the local provider', () => {
  async function signInAtProvider(page: Page, accountId: string) {
    await page.locator('input[name="login"]').fill(accountId);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').waitFor();
    await page.locator('button[type="submit"]').click();
  }

  it('signs in through the popup, which reports back and closes', async () => {
    provider.accounts.set('g-popup', { email: email('gpopup'), name: 'Meera Iyer' });
    const { context, page } = await device(0);
    await openSignIn(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await signInAtProvider(popup, 'g-popup');
    try {
      await popup.waitForEvent('close', { timeout: 15_000 });
    } catch (error) {
      const opener = await popup.evaluate(() => String(window.opener)).catch(() => 'closed');
      throw new Error(
        `the popup stayed open at ${popup.url()} (opener ${opener}): ${(await popup.content()).slice(0, 400)}`,
        {
          cause: error,
        },
      );
    }
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText('Welcome', { exact: true }).waitFor();
    await context.close();
  });

  it('falls back to a full-page redirect when pop-ups are blocked', async () => {
    provider.accounts.set('g-redirect', { email: email('gredirect'), name: 'Ravi Kumar' });
    const { context, page } = await device(1);
    await context.addInitScript(() => {
      window.open = () => null;
    });
    await openSignIn(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, 'g-redirect');
    await page.waitForURL(`${server.url}/dashboard`, { timeout: 15_000 });
    await context.close();
  });
});
