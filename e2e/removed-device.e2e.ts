/**
 * A phone removed from the account by the laptop comes back: it sees the sign-in screen with one
 * sentence saying the device was removed, and only once (a reload shows the plain sign-in screen).
 */
import { authMessages } from '@medsutra/contract/auth/account-messages';
import { loginMessages } from '@medsutra/contract/auth/messages';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newDevice } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';
import { signUpInContext } from './helpers/signed-up-student.ts';

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

const EMAIL = `removed.${Date.now()}@example.com`;
const PASSWORD = 'Exam ready 2026!';
const deviceInfo = { deviceName: 'Android', userAgent: 'Mozilla/5.0', screenResolution: '360x740' };

/** Signs up, or in, through the API in this browser context, so the context holds the session cookie. */
async function signIn(context: BrowserContext, fingerprint: string, signUp: boolean) {
  if (signUp) {
    await signUpInContext(context, server.url, {
      email: EMAIL,
      password: PASSWORD,
      fullName: 'Asha Rao',
      deviceFingerprint: fingerprint,
      deviceInfo,
    });
    return;
  }
  const reply = await context.request.post(`${server.url}/api/auth/login`, {
    data: { email: EMAIL, password: PASSWORD, deviceFingerprint: fingerprint, deviceInfo },
  });
  expect(reply.ok()).toBe(true);
}

it('shows a removed device one sentence on the sign-in screen, once', async () => {
  const phone = await newDevice(browser, { serviceWorkers: 'block' });
  const laptop = await newDevice(browser, { serviceWorkers: 'block' });
  await signIn(phone, `DEVICE_${'a'.repeat(32)}`, true);
  await signIn(laptop, `DEVICE_${'b'.repeat(32)}`, false);

  const devices = await (await laptop.request.get(`${server.url}/api/devices`)).json();
  const phoneDevice = devices.devices.find((device: { current: boolean }) => !device.current);
  const removed = await laptop.request.delete(`${server.url}/api/devices/${phoneDevice.id}`, { data: {} });
  expect(removed.ok()).toBe(true);

  const page = await phone.newPage();
  await page.goto(`${server.url}/dashboard`);
  await page.getByText(authMessages.server.signedOutDeviceRemoved).waitFor();
  await page.getByRole('heading', { name: loginMessages.signInTitle }).waitFor();

  await page.reload();
  await page.getByRole('heading', { name: loginMessages.signInTitle }).waitFor();
  expect(await page.getByText(authMessages.server.signedOutDeviceRemoved).count()).toBe(0);
  await phone.close();
  await laptop.close();
});
