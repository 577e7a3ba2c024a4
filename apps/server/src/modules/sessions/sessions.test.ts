import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { seedSignedInSession } from '../../../test/helpers/signed-in-session.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { users } from '../../db/schema.ts';

let clock = new Date('2026-11-21T10:00:00Z');
const t = testAppForFile({ now: () => clock });

const DAY = 24 * 60 * 60 * 1000;

async function signedInCookie(options: { expiresInDays?: number } = {}) {
  const [user] = await t.database.handle.db
    .insert(users)
    .values({ email: `u${crypto.randomUUID()}@example.com`, fullName: 'Asha Rao' })
    .returning();
  const { cookie } = await seedSignedInSession(t.database.handle.db, user!.id, {
    now: clock,
    expiresInDays: options.expiresInDays ?? 90,
  });
  return { user: user!, cookie };
}

it('answers not signed in without a session, and never lets it be cached', async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/api/user/auth-status' });
  expect(reply.json()).toEqual({ success: true, authenticated: false });
  expect(reply.headers['cache-control']).toContain('no-store');
});

it('knows the user of a valid session', async () => {
  const { user, cookie } = await signedInCookie();
  const reply = await t.app.inject({ method: 'GET', url: '/api/user/auth-status', headers: { cookie } });
  expect(reply.json()).toMatchObject({
    authenticated: true,
    user: { id: user.id, email: user.email, name: 'Asha Rao' },
  });
});

it('ends a session unused for 30 days', async () => {
  const { cookie } = await signedInCookie();
  clock = new Date(clock.getTime() + 31 * DAY);
  const reply = await t.app.inject({ method: 'GET', url: '/api/user/auth-status', headers: { cookie } });
  expect(reply.json().authenticated).toBe(false);
});

it('ends a session at its absolute lifetime even when used every day', async () => {
  const { cookie } = await signedInCookie({ expiresInDays: 3 });
  for (let day = 0; day < 2; day++) {
    clock = new Date(clock.getTime() + DAY);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/auth-status', headers: { cookie } })).json().authenticated,
    ).toBe(true);
  }
  clock = new Date(clock.getTime() + 2 * DAY);
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/user/auth-status', headers: { cookie } })).json().authenticated,
  ).toBe(false);
});

it('ignores a forged token', async () => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/user/auth-status',
    headers: { cookie: 'medsutra_session=forged' },
  });
  expect(reply.json().authenticated).toBe(false);
});
