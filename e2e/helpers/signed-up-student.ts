/** A new student signed up through the real API: in a given browser context, or in a fresh phone. */
import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newDevice } from './browser.ts';

const STUDENT_PASSWORD = 'Exam ready 2026!';

export interface SignUpDetails {
  email?: string;
  password?: string;
  fullName?: string;
  deviceFingerprint?: string;
  deviceInfo?: { deviceName: string; userAgent: string; screenResolution: string };
}

/** Signs a student up through `POST /api/auth/signup`; the context then holds the session cookie. */
export async function signUpInContext(
  context: BrowserContext,
  serverUrl: string,
  details: SignUpDetails = {},
): Promise<{ email: string; password: string }> {
  const email = details.email ?? `student.${crypto.randomBytes(5).toString('hex')}@example.com`;
  const password = details.password ?? STUDENT_PASSWORD;
  const reply = await context.request.post(`${serverUrl}/api/auth/signup`, {
    headers: { origin: serverUrl },
    data: {
      email,
      password,
      confirmPassword: password,
      fullName: details.fullName ?? 'Rohan Das',
      deviceFingerprint: details.deviceFingerprint ?? `DEVICE_e2e_${crypto.randomBytes(6).toString('hex')}`,
      ...(details.deviceInfo ? { deviceInfo: details.deviceInfo } : {}),
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return { email, password };
}

export async function signedUpStudent(
  browser: Browser,
  serverUrl: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await newDevice(browser, { serviceWorkers: 'block', ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await signUpInContext(context, serverUrl);
  return page;
}
