/** A new student signed up through the real API in a fresh phone context (or another viewport). */
import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newDevice } from './browser.ts';

export async function signedUpStudent(
  browser: Browser,
  serverUrl: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await newDevice(browser, { serviceWorkers: 'block', ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  const reply = await page.request.post(`${serverUrl}/api/auth/signup`, {
    headers: { origin: serverUrl },
    data: {
      email: `mcq.${crypto.randomBytes(5).toString('hex')}@example.com`,
      password: 'Exam ready 2026!',
      confirmPassword: 'Exam ready 2026!',
      fullName: 'Rohan Das',
      deviceFingerprint: `DEVICE_e2e_${crypto.randomBytes(6).toString('hex')}`,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return page;
}
