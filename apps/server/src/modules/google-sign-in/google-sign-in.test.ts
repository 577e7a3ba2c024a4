import { authMessages } from '@medsutra/contract/auth/account-messages';
import { DEVICE_LIMIT } from '@medsutra/contract/product';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authStatus,
  fingerprint,
  sessionCookieOf,
  signInRequest,
  signUp,
  uniqueEmail,
} from '../../../test/helpers/accounts.ts';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { startOidcProvider, walkThroughProvider } from '../../../test/helpers/oidc-provider.ts';
import { users } from '../../db/schema.ts';

const PUBLIC_URL = 'http://medsutra.test';
const CLIENT = { clientId: 'medsutra-web', clientSecret: 'a-long-test-client-secret-0123456789' };
const created: {
  email: string;
  deviceFingerprint: string | null;
  referralCode: string | null;
  ipAddress: string;
}[] = [];

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider({ ...CLIENT, redirectUri: `${PUBLIC_URL}/api/auth/google/callback` });
  t = await buildTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    },
    deps: {
      onAccountCreated: async (_tx, event) => {
        created.push(event);
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

function stateCookieOf(reply: LightMyRequestResponse): string {
  const cookie = reply.cookies.find((c) => c.name === 'medsutra_oauth_state');
  if (!cookie) throw new Error('no state cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** start → the provider's login and consent → our callback; returns where the callback sends the browser. */
async function googleSignIn(accountId: string, options: { query?: string; decision?: 'consent' | 'abort' } = {}) {
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/google/start${options.query ?? '?popup=1'}` });
  expect(start.statusCode).toBe(302);
  const authorizationUrl = new URL(start.headers.location as string);
  expect(authorizationUrl.origin).toBe(provider.issuer);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const callback = await walkThroughProvider(authorizationUrl.toString(), {
    accountId,
    decision: options.decision ?? 'consent',
  });
  expect(callback.origin).toBe(PUBLIC_URL);
  const reply = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: stateCookieOf(start) },
  });
  expect(reply.statusCode).toBe(302);
  return new URL(reply.headers.location as string, PUBLIC_URL);
}

function complete(tempToken: string, deviceFingerprint: string | null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/google/complete',
    headers: jsonHeaders,
    payload: {
      tempToken,
      deviceFingerprint: deviceFingerprint ?? undefined,
      deviceInfo: {
        deviceName: 'Android',
        userAgent: 'Mozilla/5.0 (Linux; Android 14)',
        ipAddress: 'auto-detected',
        lastUsed: new Date().toISOString(),
      },
    },
  });
}

it('is offered when configured', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
    success: true,
    google: true,
  });
});

it('keeps the popup attached to its opener: no strict opener policy on the popup steps', async () => {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start?popup=1' });
  expect(start.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  const callback = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?error=access_denied' });
  expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  const other = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
  expect(other.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
});

describe('a real authorization code flow against the local provider', () => {
  it('creates a new account with the referral code, then signs it in on this device', async () => {
    const email = uniqueEmail('gmail');
    provider.accounts.set('google-1', { email, name: 'Meera Iyer' });
    const landing = await googleSignIn('google-1', { query: '?popup=1&ref=meera-7' });
    expect(landing.pathname).toBe('/oauth-complete');
    expect(landing.searchParams.get('success')).toBe('true');
    expect(landing.searchParams.get('popup')).toBe('1');
    const token = landing.searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(20);
    // Nothing is created until the device is known.
    expect(await t.database.handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const device = fingerprint();
    const reply = await complete(token, device);
    expect(reply.statusCode).toBe(200);
    // Google has verified the address, so the account counts as verified from the start.
    expect(reply.json()).toMatchObject({
      success: true,
      user: { email, name: 'Meera Iyer', plan: 'Free', emailVerified: true },
    });
    expect((await authStatus(t.app, sessionCookieOf(reply))).json()).toMatchObject({
      authenticated: true,
      user: { email },
    });
    expect(created.at(-1)).toEqual(
      expect.objectContaining({ email, deviceFingerprint: device, referralCode: 'MEERA-7', ipAddress: '127.0.0.1' }),
    );
    const [row] = await t.database.handle.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ googleSubject: 'google-1', passwordHash: null, referredByCode: 'MEERA-7' });

    // The temp token is single-use.
    const replay = await complete(token, device);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(authMessages.google.tokenExpired);
  });

  it('links to an existing password account with the same verified email, which verifies it', async () => {
    const { email, user, device, cookie } = await signUp(t.app);
    expect(user.emailVerified).toBe(false);
    provider.accounts.set('google-2', { email: email.toUpperCase(), name: 'Asha R' });
    const landing = await googleSignIn('google-2');
    const reply = await complete(landing.searchParams.get('token')!, device);
    expect(reply.json().user).toMatchObject({ id: user.id, emailVerified: true });
    expect((await authStatus(t.app, cookie)).json().user.emailVerified).toBe(true);
    const createdBefore = created.length;
    // A second Google sign-in finds the account by its subject.
    const again = await complete((await googleSignIn('google-2')).searchParams.get('token')!, device);
    expect(again.json().user.id).toBe(user.id);
    expect(created).toHaveLength(createdBefore);
  });

  it('applies the device limit with the return-page message and keeps the token for a retry', async () => {
    const { email, device } = await signUp(t.app);
    for (let i = 1; i < DEVICE_LIMIT; i++) expect((await signInRequest(t.app, { email })).statusCode).toBe(200);
    provider.accounts.set('google-3', { email, name: 'Full Devices' });
    const token = (await googleSignIn('google-3')).searchParams.get('token')!;
    const refused = await complete(token, fingerprint());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'device_limit_reached',
      message: authMessages.deviceLimit.oauthReturn,
    });
    // On a registered device the same token still works.
    expect((await complete(token, device)).statusCode).toBe(200);
  });

  it('needs a device fingerprint to complete', async () => {
    provider.accounts.set('google-4', { email: uniqueEmail(), name: 'No Device' });
    const token = (await googleSignIn('google-4')).searchParams.get('token')!;
    const reply = await complete(token, null);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(authMessages.google.noDevice);
  });
});

describe('callback errors become /oauth-complete errors', () => {
  it('oauth_failed when the person refuses at the provider', async () => {
    provider.accounts.set('google-5', { email: uniqueEmail(), name: 'Refuser' });
    const landing = await googleSignIn('google-5', { decision: 'abort' });
    expect(landing.pathname).toBe('/oauth-complete');
    expect(landing.searchParams.get('error')).toBe('oauth_failed');
  });

  it('no_code when the provider sends no code', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?state=abc' });
    expect(new URL(reply.headers.location as string, PUBLIC_URL).searchParams.get('error')).toBe('no_code');
  });

  it('oauth_failed when the state does not match this browser (a callback URL replayed elsewhere)', async () => {
    provider.accounts.set('google-6', { email: uniqueEmail(), name: 'Victim' });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const callback = await walkThroughProvider(start.headers.location as string, { accountId: 'google-6' });
    const reply = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: 'medsutra_oauth_state=someone-elses-state' },
    });
    expect(new URL(reply.headers.location as string, PUBLIC_URL).searchParams.get('error')).toBe('oauth_failed');
  });

  it('oauth_processing_failed when the code cannot be exchanged', async () => {
    provider.accounts.set('google-7', { email: uniqueEmail(), name: 'Tampered' });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const callback = await walkThroughProvider(start.headers.location as string, { accountId: 'google-7' });
    callback.searchParams.set('code', 'tampered-code');
    const reply = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: stateCookieOf(start) },
    });
    expect(new URL(reply.headers.location as string, PUBLIC_URL).searchParams.get('error')).toBe(
      'oauth_processing_failed',
    );
  });

  it('error_type=email_blocked for a blocked account', async () => {
    const { email } = await signUp(t.app);
    await t.database.handle.db.update(users).set({ accessAllowed: 'no' }).where(eq(users.email, email));
    provider.accounts.set('google-8', { email, name: 'Blocked' });
    const landing = await googleSignIn('google-8');
    expect(landing.searchParams.get('error_type')).toBe('email_blocked');
  });

  it('an unverified Google email is refused with a sentence', async () => {
    provider.accounts.set('google-9', { email: uniqueEmail(), name: 'Unverified', emailVerified: false });
    const landing = await googleSignIn('google-9');
    expect(landing.searchParams.get('error')).toBe(authMessages.google.emailNotVerified);
  });
});

describe('when Google is not configured', () => {
  it('hides the provider and sends a start back with oauth_failed', async () => {
    const plain = await buildTestApp({ database: t.database });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })).json().google).toBe(false);
      const start = await plain.app.inject({ method: 'GET', url: '/api/auth/google/start?popup=1' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/oauth-complete?error=oauth_failed');
    } finally {
      await plain.app.close();
    }
  });
});
