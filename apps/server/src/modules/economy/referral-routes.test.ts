/** GET /api/referral/summary through the real sign-up: the code, the link, what it paid and who is waiting. */

import { economyApiPaths } from '@medsutra/contract/economy/api';
import { referralApiPaths, referralLinkFor } from '@medsutra/contract/economy/referral-api';
import { REFERRAL_REWARD_COINS, REFERRAL_REWARD_XP } from '@medsutra/contract/economy/table';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { verifyEmailOf } from '../../../test/helpers/email-verification.ts';

const PUBLIC_URL = 'https://medsutra.example';
// 10:00 in India: a day minus a minute later is the next calendar day there.
let clock = new Date('2026-11-05T04:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL }, now: () => clock });
});
afterEach(async () => {
  await expectLedgerBalanced(t.database.handle.db);
});
afterAll(() => t.close());

/** Opening the app: the balance call is the daily login. */
const balance = (student: { email: string; cookie: string }) =>
  t.app.inject({
    method: 'GET',
    url: `${economyApiPaths.medCoinsBalance}?email=${encodeURIComponent(student.email)}`,
    headers: { cookie: student.cookie },
  });

const summary = (email: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${referralApiPaths.summary}?email=${encodeURIComponent(email)}`,
    headers: cookie ? { cookie } : {},
  });

it('gives a new student her own code and share link, with nothing earned yet', async () => {
  const student = await signUp(t.app, { ip: '10.30.0.1' });
  const reply = await summary(student.email.toUpperCase(), student.cookie);
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  const code = student.user.referralCode as string;
  expect(reply.json()).toStrictEqual({
    success: true,
    referralCode: code,
    referralLink: `${PUBLIC_URL}/login?ref=${code}`,
    referralsMade: 0,
    referralsPending: 0,
    paidThisMonth: 0,
    coinsEarned: 0,
    xpEarned: 0,
    referrals: [],
  });
});

it('lists friends as pending, paid or not paid with what they wait for, by masked name and never by email', async () => {
  const referrer = await signUp(t.app, { ip: '10.30.0.2' });
  const code = referrer.user.referralCode as string;
  const minuteLater = () => {
    clock = new Date(clock.getTime() + 60_000);
  };
  const waiting = await signUp(t.app, { referralCode: code, fullName: 'Meera Iyer', ip: '10.30.0.3' });
  minuteLater();
  const paid = await signUp(t.app, { referralCode: code, fullName: 'Kiran Dev Patel', ip: '10.30.0.4' });
  minuteLater();
  // From the referrer's own phone: never paid.
  await signUp(t.app, { referralCode: code, fullName: 'Ravi', device: referrer.device, ip: '10.30.0.5' });
  await verifyEmailOf(t.app, t.database.handle.db, paid.email);
  clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 - 10 * 60_000);
  await balance(paid);

  const reply = await summary(referrer.email, referrer.cookie);
  const body = reply.json();
  expect(body).toMatchObject({
    referralsMade: 1,
    referralsPending: 1,
    paidThisMonth: 1,
    coinsEarned: REFERRAL_REWARD_COINS,
    xpEarned: REFERRAL_REWARD_XP,
  });
  expect(body.referrals.map((r: { friendName: string }) => r.friendName)).toEqual(['Ravi', 'Kiran P.', 'Meera I.']);
  expect(body.referrals).toMatchObject([
    { status: 'not_paid', notPaidReason: 'shared_device', waitingFor: [], paidAt: null },
    { status: 'paid', notPaidReason: null, waitingFor: [], paidAt: clock.toISOString() },
    { status: 'pending', notPaidReason: null, waitingFor: ['email_verification', 'second_day'], paidAt: null },
  ]);
  for (const friend of [waiting, paid]) expect(reply.body).not.toContain(friend.email);
});

it('needs a session (401) and serves only its own user (403)', async () => {
  const owner = await signUp(t.app);
  const other = await signUp(t.app);
  expect((await summary(owner.email)).statusCode).toBe(401);
  expect((await summary(owner.email, other.cookie)).statusCode).toBe(403);
});

it('builds the link from the public address without doubling a slash', () => {
  expect(referralLinkFor('https://medsutra.example/', 'AB12')).toBe('https://medsutra.example/login?ref=AB12');
});
