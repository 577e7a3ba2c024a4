import crypto from 'node:crypto';
import { authMessages } from '@medsutra/contract/auth/account-messages';
import { AUTH_LIMITS } from '@medsutra/contract/auth/rules';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers/accounts.ts';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';

const SECRET = 'test-chatbase-secret-0123456789';
const t = testAppForFile({ env: { CHATBASE_IDENTITY_SECRET: SECRET } });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...(payload ? jsonHeaders : {}), ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function createSession(account: { email: string; device: string; cookie: string }) {
  const reply = await call('POST', '/api/session/create', account.cookie, {
    userEmail: account.email,
    deviceFingerprint: account.device,
    deviceInfo: { userAgent: 'Mozilla/5.0', platform: 'Linux armv8l', language: 'en-IN' },
    sessionData: { lastPage: '/dashboard' },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().sessionToken as string;
}

describe('/api/session', () => {
  it('creates, reads, replaces and ends the session data of the signed-in user', async () => {
    const me = await signUp(t.app);
    const created = await call('POST', '/api/session/create', me.cookie, {
      userEmail: me.email.toUpperCase(),
      deviceFingerprint: me.device,
      sessionData: { lastPage: '/dashboard' },
    });
    expect(created.json()).toMatchObject({
      success: true,
      sessionToken: expect.any(String),
      message: authMessages.server.sessionCreated,
    });
    const token = created.json().sessionToken;
    // The handle is not the cookie's secret token.
    expect(me.cookie).not.toContain(token);

    const read = await call('GET', `/api/session/${token}`, me.cookie);
    expect(read.json().session.sessionData).toEqual({ lastPage: '/dashboard' });

    await call('PUT', `/api/session/${token}`, me.cookie, { sessionData: { theme: 'dark' } });
    expect((await call('GET', `/api/session/${token}`, me.cookie)).json().session.sessionData).toEqual({
      theme: 'dark',
    });

    const ended = await call('DELETE', `/api/session/${token}`, me.cookie, { reason: 'logout' });
    expect(ended.statusCode).toBe(200);
    expect(ended.cookies.find((c) => c.name === 'medsutra_session')?.value).toBe('');
    expect((await call('GET', '/api/user/auth-status', me.cookie)).json().authenticated).toBe(false);
  });

  it("serves only the caller: 401 without a session, 403 for another email, 404 for another user's session", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const payload = { userEmail: me.email, deviceFingerprint: me.device, sessionData: {} };
    expect((await call('POST', '/api/session/create', undefined, payload)).statusCode).toBe(401);
    const forbidden = await call('POST', '/api/session/create', other.cookie, payload);
    expect(forbidden.statusCode).toBe(403);

    const token = await createSession(me);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { sessionData: { x: 1 } }],
      ['DELETE', { reason: 'logout' }],
    ] as const) {
      const reply = await call(method, `/api/session/${token}`, other.cookie, body);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(authMessages.server.sessionNotFound);
    }
    expect((await call('GET', `/api/session/${token}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/session/${token}`, me.cookie)).statusCode).toBe(200);
  });

  it('refuses session data over 16 KB', async () => {
    const me = await signUp(t.app);
    const token = await createSession(me);
    const reply = await call('PUT', `/api/session/${token}`, me.cookie, {
      sessionData: { big: 'x'.repeat(17 * 1024) },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(authMessages.server.sessionDataTooLarge);
  });

  it('caps the data a session holds in all, however many calls add to it', async () => {
    const me = await signUp(t.app);
    const token = await createSession(me);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const reply = await call('POST', '/api/session/create', me.cookie, {
        userEmail: me.email,
        sessionData: { [`part${i}`]: 'x'.repeat(15 * 1024) },
      });
      statuses.push(reply.statusCode);
      if (reply.statusCode === 413) {
        expect(reply.json().message).toBe(authMessages.server.sessionDataFull(AUTH_LIMITS.sessionDataMaxBytes / 1024));
      }
    }
    expect(statuses.slice(0, 1)).toEqual([200]);
    expect(statuses.slice(1).every((status) => status === 413)).toBe(true);
    const stored = (await call('GET', `/api/session/${token}`, me.cookie)).json().session.sessionData;
    expect(JSON.stringify(stored).length).toBeLessThanOrEqual(AUTH_LIMITS.sessionDataMaxBytes);
    expect(stored.lastPage).toBe('/dashboard');
  });
});

describe('starting sessions', () => {
  it('is limited per account per minute, with a sentence and Retry-After, leaving other accounts alone', async () => {
    const me = await signUp(t.app);
    const neighbour = await signUp(t.app);
    const start = (account: typeof me) =>
      call('POST', '/api/session/create', account.cookie, { userEmail: account.email });
    for (let i = 0; i < AUTH_LIMITS.sessionCreatePerMinute; i++) expect((await start(me)).statusCode).toBe(200);
    const limited = await start(me);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(authMessages.server.tooManySessionStarts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else on the same network still starts hers.
    expect((await start(neighbour)).statusCode).toBe(200);
  });
});

describe('chatbase identity', () => {
  it('is the user id and its HMAC-SHA256 under the server secret, by GET and POST', async () => {
    const me = await signUp(t.app);
    const token = await createSession(me);
    const expected = {
      userId: me.user.id,
      userHash: crypto.createHmac('sha256', SECRET).update(me.user.id).digest('hex'),
    };
    const got = await call('GET', `/api/session/${token}/chatbase-identity`, me.cookie);
    expect(got.json()).toEqual({ success: true, identity: expected });
    // A hash sent by the client is ignored.
    const posted = await call('POST', `/api/session/${token}/chatbase-identity`, me.cookie, {
      userId: me.user.id,
      userHash: 'forged',
    });
    expect(posted.json()).toEqual({ success: true, identity: expected });
  });

  it("refuses someone else's user id or session", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const token = await createSession(me);
    const wrongId = await call('POST', `/api/session/${token}/chatbase-identity`, me.cookie, { userId: other.user.id });
    expect(wrongId.statusCode).toBe(403);
    expect((await call('GET', `/api/session/${token}/chatbase-identity`, other.cookie)).statusCode).toBe(404);
  });
});

describe('routes that name a user', () => {
  it('purchased PDFs: an honest empty list for yourself only', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const mine = await call('GET', `/api/pdfs/category/purchased?email=${encodeURIComponent(me.email)}`, me.cookie);
    expect(mine.json()).toEqual({ success: true, pdfs: [] });
    expect(
      (await call('GET', `/api/pdfs/category/purchased?email=${encodeURIComponent(other.email)}`, me.cookie))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/pdfs/category/purchased?email=${encodeURIComponent(me.email)}`)).statusCode).toBe(
      401,
    );
  });
});

describe('make-admin', () => {
  it('makes an existing account an admin (and back), and says when there is no such account', async () => {
    const { setAdminRole } = await import('../../modules/auth/admin-role.ts');
    const me = await signUp(t.app);
    const made = await setAdminRole(t.database.handle.db, ` ${me.email.toUpperCase()} `, {
      revoke: false,
      now: new Date(),
    });
    expect(made).toEqual({ ok: true, message: `${me.email} is now an admin.` });
    const status = await call('GET', '/api/user/auth-status', me.cookie);
    expect(status.json().user.role).toBe('admin');
    await setAdminRole(t.database.handle.db, me.email, { revoke: true, now: new Date() });
    expect((await call('GET', '/api/user/auth-status', me.cookie)).json().user.role).toBe('user');
    const missing = await setAdminRole(t.database.handle.db, 'nobody@example.com', { revoke: false, now: new Date() });
    expect(missing.ok).toBe(false);
    expect(missing.message).toContain('There is no account with the email nobody@example.com');
  });
});
