/** Account helpers for server tests: sign up and sign in through the real routes. */
import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sha256Hex } from '../../src/lib/hash.ts';
import { jsonHeaders } from './build-test-app.ts';

/** A fingerprint as the web app makes them: DEVICE_ and a hash. */
export function fingerprint(seed: string = crypto.randomUUID()): string {
  return `DEVICE_${sha256Hex(seed).slice(0, 32)}`;
}

export function uniqueEmail(name = 'student'): string {
  return `${name}.${crypto.randomBytes(5).toString('hex')}@example.com`;
}

/** The `name=value` of the session cookie a reply sets, for the next request's Cookie header. */
export function sessionCookieOf(reply: LightMyRequestResponse): string {
  const cookie = reply.cookies.find((c) => c.name.endsWith('medsutra_session') && c.value);
  if (!cookie) throw new Error(`no session cookie in reply ${reply.statusCode}: ${reply.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export const PASSWORD = 'Correct horse 9!';

/** Signs a new student up on a running server, over HTTP; her session cookie's `name=value`. */
export async function signUpOverHttp(base: string, email: string, headers: Record<string, string> = {}) {
  const reply = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      fullName: 'Asha Rao',
      deviceFingerprint: fingerprint(),
    }),
  });
  expect(reply.status).toBe(201);
  return reply.headers.getSetCookie()[0]!.split(';')[0]!;
}

export async function signUp(
  app: FastifyInstance,
  options: {
    email?: string;
    password?: string;
    device?: string;
    referralCode?: string;
    fullName?: string;
    /** The address the sign-up comes from (127.0.0.1 by default). */
    ip?: string;
  } = {},
) {
  const email = options.email ?? uniqueEmail();
  const device = options.device ?? fingerprint();
  const reply = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: jsonHeaders,
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: {
      email,
      password: options.password ?? PASSWORD,
      confirmPassword: options.password ?? PASSWORD,
      fullName: options.fullName ?? 'Asha Rao',
      referralCode: options.referralCode,
      deviceFingerprint: device,
      deviceInfo: { deviceName: 'Android', userAgent: 'Mozilla/5.0 (Linux; Android 14)', screenResolution: '412x915' },
    },
  });
  if (reply.statusCode !== 201) throw new Error(`sign-up failed ${reply.statusCode}: ${reply.body}`);
  return { email, device, cookie: sessionCookieOf(reply), user: reply.json().user, reply };
}

export function signInRequest(
  app: FastifyInstance,
  options: { email: string; password?: string; device?: string; ip?: string; cookie?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...jsonHeaders, ...(options.cookie ? { cookie: options.cookie } : {}) },
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: {
      email: options.email,
      password: options.password ?? PASSWORD,
      deviceFingerprint: options.device ?? fingerprint(),
      deviceInfo: { deviceName: 'Desktop', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', ipAddress: 'auto-detected' },
    },
  });
}

export function authStatus(app: FastifyInstance, cookie?: string) {
  return app.inject({ method: 'GET', url: '/api/user/auth-status', headers: cookie ? { cookie } : {} });
}
