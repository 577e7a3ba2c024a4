import { adminMessages, moderationMessages } from '@medsutra/contract/admin/api';
import { authMessages } from '@medsutra/contract/auth/account-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authStatus, signInRequest, signUp } from '../../../test/helpers/accounts.ts';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createUser, signIn } from '../../../test/helpers/economy-users.ts';
import { adminActions, sessions, users } from '../../db/schema.ts';
import { adminOnlyMessage } from './require-admin.ts';

let t: TestApp;
let admin: { id: string; cookie: string };
let student: { id: string; cookie: string };
const someId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.handle.db;
  const adminUser = await createUser(db, { role: 'admin', fullName: 'Meera Admin' });
  admin = { id: adminUser.id, cookie: await signIn(db, adminUser.id, new Date()) };
  const studentUser = await createUser(db, { fullName: 'Kavya Nair' });
  student = { id: studentUser.id, cookie: await signIn(db, studentUser.id, new Date()) };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...(method === 'POST' ? jsonHeaders : {}), ...(cookie ? { cookie } : {}) },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });

/** Every admin-only call, with a body an admin would send (a non-admin must not get past 403). */
const ADMIN_CALLS: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
  ['GET', '/api/admin/users?q=a'],
  ['GET', `/api/admin/users/${someId}`],
  ['POST', `/api/admin/users/${someId}/suspend`, { reason: 'Spam' }],
  ['POST', `/api/admin/users/${someId}/unsuspend`],
  ['POST', `/api/admin/users/${someId}/role`, { role: 'admin' }],
  ['GET', '/api/admin/audit-log'],
  ['GET', '/api/admin/reports'],
  ['POST', `/api/admin/reports/${someId}/decision`, { decision: 'uphold' }],
  ['POST', '/api/admin/reports/not-a-uuid/decision', { decision: 'nonsense' }],
  ['GET', '/api/admin/library-reports'],
  ['POST', `/api/admin/library-reports/${someId}`, { status: 'fixed' }],
  ['POST', '/api/admin/library-import', {}],
];

describe('every admin call', () => {
  it('answers 401 without a session and 403 with the one sentence to a student', async () => {
    for (const [method, url, body] of ADMIN_CALLS) {
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, student.cookie, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message, `${method} ${url}`).toBe(adminOnlyMessage);
    }
  });
});

describe('users', () => {
  it('finds a student by part of her name, email or handle, and shows her plan, balances, devices and sessions', async () => {
    const { email, cookie } = await signUp(t.app, { fullName: 'Zoya Qureshi' });
    const [row] = await t.database.handle.db.select().from(users).where(eq(users.email, email));
    for (const q of ['zoya', email.slice(0, 8).toUpperCase(), row!.handle]) {
      const found = await call('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, admin.cookie);
      expect(found.statusCode).toBe(200);
      expect(found.json().users.map((u: { id: string }) => u.id)).toContain(row!.id);
    }
    const none = await call('GET', '/api/admin/users?q=%25', admin.cookie);
    expect(none.json().users).toEqual([]);
    const view = await call('GET', `/api/admin/users/${row!.id}`, admin.cookie);
    expect(view.statusCode).toBe(200);
    expect(view.json().user).toMatchObject({
      email,
      fullName: 'Zoya Qureshi',
      role: 'user',
      suspended: false,
      plan: 'Free',
      coins: 250,
      suspension: null,
    });
    expect(view.json().user.devices).toHaveLength(1);
    expect(view.json().user.sessions).toHaveLength(1);
    expect(cookie).toBeTruthy();
    const missing = await call('GET', `/api/admin/users/${someId}`, admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(adminMessages.userNotFound);
  });

  it('suspends with a reason: her sessions end, sign-in is refused with a sentence, and it is logged', async () => {
    const db = t.database.handle.db;
    const { email, device, cookie } = await signUp(t.app, { fullName: 'Rohan Das' });
    const [row] = await db.select().from(users).where(eq(users.email, email));
    const userId = row!.id;
    expect((await authStatus(t.app, cookie)).json().authenticated).toBe(true);

    const noReason = await call('POST', `/api/admin/users/${userId}/suspend`, admin.cookie, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(adminMessages.reasonRequired);

    const suspended = await call('POST', `/api/admin/users/${userId}/suspend`, admin.cookie, {
      reason: 'Selling answer keys in comments',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().message).toBe(adminMessages.suspended);
    expect((await authStatus(t.app, cookie)).json().authenticated).toBe(false);
    const open = (await db.select().from(sessions).where(eq(sessions.userId, userId))).filter((s) => !s.endedAt);
    expect(open).toEqual([]);

    const refused = await signInRequest(t.app, { email, device });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(authMessages.redirectErrorTypes.email_blocked);

    const again = await call('POST', `/api/admin/users/${userId}/suspend`, admin.cookie, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    const view = (await call('GET', `/api/admin/users/${userId}`, admin.cookie)).json().user;
    expect(view).toMatchObject({
      suspended: true,
      suspension: { reason: 'Selling answer keys in comments', byName: 'Meera Admin' },
      sessions: [],
    });

    const restored = await call('POST', `/api/admin/users/${userId}/unsuspend`, admin.cookie);
    expect(restored.json().message).toBe(adminMessages.unsuspended);
    expect((await signInRequest(t.app, { email, device })).statusCode).toBe(200);

    const log = (await call('GET', '/api/admin/audit-log', admin.cookie)).json().actions;
    const mine = log.filter((a: { targetId: string }) => a.targetId === userId);
    expect(mine.map((a: { action: string }) => a.action)).toEqual(['user.unsuspend', 'user.suspend']);
    expect(mine[1]).toMatchObject({
      adminName: 'Meera Admin',
      detail: { reason: 'Selling answer keys in comments' },
    });
  });

  it('counts no session of a suspended account as signed in, even one that was not ended', async () => {
    const db = t.database.handle.db;
    const user = await createUser(db, { fullName: 'Late Session' });
    const cookie = await signIn(db, user.id, new Date());
    expect((await authStatus(t.app, cookie)).json().authenticated).toBe(true);
    await db.update(users).set({ accessAllowed: 'no' }).where(eq(users.id, user.id));
    expect((await authStatus(t.app, cookie)).json().authenticated).toBe(false);
  });

  it('changes roles, but never an admin’s own (nor suspends herself)', async () => {
    const other = await createUser(t.database.handle.db, { fullName: 'Dev Patel' });
    const promoted = await call('POST', `/api/admin/users/${other.id}/role`, admin.cookie, { role: 'admin' });
    expect(promoted.json().message).toBe(adminMessages.roleChanged('admin'));
    expect((await call('POST', `/api/admin/users/${other.id}/role`, admin.cookie, { role: 'admin' })).statusCode).toBe(
      409,
    );
    for (const [url, body] of [
      [`/api/admin/users/${admin.id}/role`, { role: 'user' }],
      [`/api/admin/users/${admin.id}/suspend`, { reason: 'Testing myself' }],
    ] as const) {
      const self = await call('POST', url, admin.cookie, body);
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe(adminMessages.notOnYourself);
    }
    const logged = await t.database.handle.db.select().from(adminActions).where(eq(adminActions.targetId, other.id));
    expect(logged).toMatchObject([{ action: 'user.role', adminUserId: admin.id, detail: { role: 'admin' } }]);
  });
});

describe('library error reports in the console', () => {
  it('refuse a decision on a report that does not exist, with a sentence', async () => {
    const reply = await call('POST', `/api/admin/library-reports/${someId}`, admin.cookie, { status: 'fixed' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).not.toBe(moderationMessages.reportNotFound);
  });
});
