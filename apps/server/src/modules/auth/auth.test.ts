import { authMessages } from '@medsutra/contract/auth/account-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authStatus,
  fingerprint,
  PASSWORD,
  sessionCookieOf,
  signInRequest,
  signUp,
  uniqueEmail,
} from '../../../test/helpers/accounts.ts';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { sessions, users } from '../../db/schema.ts';

const created: { userId: string; email: string; referralCode: string | null; deviceFingerprint: string | null }[] = [];
let failNextAccount = false;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    deps: {
      onAccountCreated: async (tx, event) => {
        // Runs inside the sign-up transaction: the new user is visible here.
        const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, event.userId));
        if (!row) throw new Error('onAccountCreated ran outside the sign-up transaction');
        if (failNextAccount) {
          failNextAccount = false;
          throw new Error('economy is down');
        }
        created.push(event);
      },
    },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, ...headers }, payload: payload as object });

describe('sign-up', () => {
  it('creates the account, signs in with an HttpOnly SameSite=Lax cookie and pays through the account hook', async () => {
    const email = uniqueEmail('asha');
    const device = fingerprint();
    const reply = await post('/api/auth/signup', {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      fullName: '  Asha Rao ',
      referralCode: ' frnd-2024 ',
      deviceFingerprint: device,
      deviceInfo: { deviceName: 'Android', userAgent: 'Mozilla/5.0 (Linux; Android 14)' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      success: true,
      message: authMessages.server.accountCreated,
      // A password account is unverified until the emailed link is opened.
      user: {
        email,
        name: 'Asha Rao',
        fullName: 'Asha Rao',
        accessAllowed: true,
        plan: 'Free',
        role: 'user',
        emailVerified: false,
      },
    });
    const cookie = reply.cookies.find((c) => c.name === 'medsutra_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);

    const [row] = await t.database.handle.db.select().from(users).where(eq(users.email, email));
    expect(row!.referredByCode).toBe('FRND-2024');
    expect(row!.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The token is stored hashed, never as sent.
    const [session] = await t.database.handle.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(session!.tokenHash).not.toBe(cookie.value);
    expect(session!.deviceFingerprint).toBe(device);
    expect(created.at(-1)).toEqual({
      userId: row!.id,
      email,
      referralCode: 'FRND-2024',
      deviceFingerprint: device,
      ipAddress: '127.0.0.1',
    });

    const status = await authStatus(t.app, `medsutra_session=${cookie.value}`);
    expect(status.json()).toMatchObject({ authenticated: true, user: { email, referralCode: row!.referralCode } });
  });

  it('gives every account its own referral code', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect(a.user.referralCode).not.toBe(b.user.referralCode);
  });

  it('creates no account when the account hook fails (it runs in the same transaction)', async () => {
    const email = uniqueEmail();
    failNextAccount = true;
    const reply = await post('/api/auth/signup', {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      fullName: 'Ravi',
      deviceFingerprint: fingerprint(),
    });
    expect(reply.statusCode).toBe(500);
    expect(await t.database.handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("answers 'already exists' for a taken email, in any case or spacing", async () => {
    const { email } = await signUp(t.app);
    const reply = await post('/api/auth/signup', {
      email: ` ${email.toUpperCase()}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      fullName: 'Someone Else',
      deviceFingerprint: fingerprint(),
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      success: false,
      message: authMessages.server.accountExists,
      error: 'account_exists',
    });
    expect(reply.json().message).toContain('already exists');
  });

  const base = {
    email: 'new.student@example.com',
    password: 'longenough',
    confirmPassword: 'longenough',
    fullName: 'New Student',
    deviceFingerprint: fingerprint('validation'),
  };
  const v = authMessages.validation;
  it.each([
    [
      'no email (and everything else wrong too)',
      { email: '', password: '', fullName: '', confirmPassword: 'x' },
      v.emailRequired,
    ],
    ['a blank email', { email: '   ' }, v.emailRequired],
    ['a malformed email before a missing password', { email: 'asha@', password: '' }, v.emailInvalid],
    ['no password before no name', { password: '', fullName: '' }, v.passwordRequired],
    ['no name before mismatched passwords', { fullName: ' ', confirmPassword: 'other' }, v.fullNameRequired],
    [
      'mismatched passwords before a short one',
      { password: 'short', confirmPassword: 'shorter' },
      v.passwordsDoNotMatch,
    ],
    ['a short password', { password: 'short', confirmPassword: 'short' }, v.passwordTooShort],
    [
      'a password over 128 characters',
      { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
      v.passwordTooLong,
    ],
    ['a name over 100 characters', { fullName: 'n'.repeat(101) }, v.fullNameTooLong],
    ['an email over 254 characters', { email: `${'e'.repeat(250)}@example.com` }, v.emailTooLong],
    ['a referral code with spaces', { referralCode: 'not a code' }, v.referralCodeInvalid],
  ])("refuses %s with the product rules' sentence, in their order", async (_name, change, message) => {
    const reply = await post('/api/auth/signup', { ...base, ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message });
  });

  it('takes confirmPassword as the password when it is left out', async () => {
    const { confirmPassword: _omitted, ...rest } = base;
    const reply = await post('/api/auth/signup', { ...rest, email: uniqueEmail() });
    expect(reply.statusCode).toBe(201);
  });

  it("needs the device fingerprint: 'Device fingerprint not ready'", async () => {
    const reply = await post('/api/auth/signup', { ...base, email: uniqueEmail(), deviceFingerprint: undefined });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(v.fingerprintNotReady);
  });
});

describe('sign-in', () => {
  it('signs in with a new token each time and ends the session this browser had', async () => {
    const { email, device, cookie: first } = await signUp(t.app);
    const reply = await signInRequest(t.app, { email: email.toUpperCase(), device, cookie: first });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: authMessages.server.signedIn, user: { email } });
    const second = sessionCookieOf(reply);
    expect(second).not.toBe(first);
    expect((await authStatus(t.app, second)).json().authenticated).toBe(true);
    expect((await authStatus(t.app, first)).json().authenticated).toBe(false);
  });

  it('reads the device fingerprint from the x-device-fingerprint header', async () => {
    const { email, device } = await signUp(t.app);
    const reply = await post('/api/auth/login', { email, password: PASSWORD }, { 'x-device-fingerprint': device });
    expect(reply.statusCode).toBe(200);
  });

  it('answers "doesn\'t exist" for an unknown email', async () => {
    const reply = await signInRequest(t.app, { email: uniqueEmail('nobody') });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(authMessages.server.accountMissing);
    expect(reply.json().error).toBe('account_missing');
    expect(reply.json().message).toContain("doesn't exist");
  });

  it('refuses a wrong password without a session', async () => {
    const { email, device } = await signUp(t.app);
    const reply = await signInRequest(t.app, { email, device, password: 'wrong password' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ success: false, message: authMessages.server.wrongPassword });
    expect(reply.cookies.find((c) => c.name === 'medsutra_session')).toBeUndefined();
  });

  it.each([
    [{ email: '' }, authMessages.validation.emailRequired],
    [{ email: 'not-an-email' }, authMessages.validation.emailInvalid],
    [{ password: '' }, authMessages.validation.passwordRequired],
  ])("validates %o in the product rules' order", async (change, message) => {
    const reply = await post('/api/auth/login', {
      email: 'a@example.com',
      password: 'x',
      deviceFingerprint: fingerprint(),
      ...change,
    });
    expect(reply.json()).toMatchObject({ success: false, message });
  });

  it('refuses a blocked account with the email_blocked message', async () => {
    const { email, device } = await signUp(t.app);
    await t.database.handle.db.update(users).set({ accessAllowed: 'no' }).where(eq(users.email, email));
    const reply = await signInRequest(t.app, { email, device });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({
      error: 'email_blocked',
      message: authMessages.redirectErrorTypes.email_blocked,
    });
  });
});

describe('sign-out', () => {
  it('ends the session on the server, so the old cookie no longer works', async () => {
    const { email, cookie } = await signUp(t.app);
    const reply = await post('/api/auth/logout', { email, fingerprint: fingerprint() }, { cookie });
    expect(reply.statusCode).toBe(200);
    const cleared = reply.cookies.find((c) => c.name === 'medsutra_session');
    expect(cleared?.value).toBe('');
    expect((await authStatus(t.app, cookie)).json().authenticated).toBe(false);
  });

  it('is harmless without a session', async () => {
    expect((await post('/api/auth/logout', {})).statusCode).toBe(200);
  });
});

describe('silent validation', () => {
  it("allows auto-login only for the session's own email on the same device", async () => {
    const { email, device, cookie } = await signUp(t.app);
    const allowed = await post(
      '/api/auth/silent-validate',
      { email, deviceFingerprint: device, lastActivity: Date.now() },
      { cookie },
    );
    expect(allowed.json()).toMatchObject({ success: true, autoLoginAllowed: true, user: { email } });
    expect(allowed.headers['cache-control']).toContain('no-store');
  });

  it('never signs anyone in from an email and a fingerprint alone', async () => {
    const { email, device } = await signUp(t.app);
    const reply = await post('/api/auth/silent-validate', { email, deviceFingerprint: device });
    expect(reply.json()).toEqual({
      success: true,
      autoLoginAllowed: false,
      message: authMessages.server.autoLoginRefused,
    });
    expect(reply.cookies).toHaveLength(0);
  });

  it("refuses another account's email and another device's fingerprint", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const otherEmail = await post(
      '/api/auth/silent-validate',
      { email: other.email, deviceFingerprint: me.device },
      { cookie: me.cookie },
    );
    expect(otherEmail.json().autoLoginAllowed).toBe(false);
    const otherDevice = await post(
      '/api/auth/silent-validate',
      { email: me.email, deviceFingerprint: fingerprint() },
      { cookie: me.cookie },
    );
    expect(otherDevice.json().autoLoginAllowed).toBe(false);
    expect(otherDevice.json().user).toBeUndefined();
  });
});

describe('cookies over HTTPS', () => {
  it('uses the __Host- prefix and Secure when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({ env: { PUBLIC_URL: 'https://medsutra.in' }, database: t.database });
    try {
      const reply = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: jsonHeaders,
        payload: { email: uniqueEmail(), password: PASSWORD, fullName: 'Secure', deviceFingerprint: fingerprint() },
      });
      expect(reply.statusCode).toBe(201);
      const cookie = reply.cookies.find((c) => c.name === '__Host-medsutra_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie).not.toHaveProperty('domain');
      const status = await secure.app.inject({
        method: 'GET',
        url: '/api/user/auth-status',
        headers: { cookie: `__Host-medsutra_session=${cookie!.value}` },
      });
      expect(status.json().authenticated).toBe(true);
    } finally {
      await secure.app.close();
    }
  });
});

it('says which sign-in providers are on', async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
  expect(reply.json()).toEqual({ success: true, google: false });
});
