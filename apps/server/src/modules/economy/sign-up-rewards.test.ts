/**
 * The economy through the real sign-up, verification and daily-login routes: the welcome bonus,
 * and referral rewards that wait for a verified email and a second day (issue 20: 8 sign-ups with
 * one code and random fingerprints from one address had paid the referrer 9 times).
 */

import { economyApiPaths } from '@medsutra/contract/economy/api';
import {
  REFERRAL_MONTHLY_CAP,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_XP,
  WELCOME_BONUS_COINS,
} from '@medsutra/contract/economy/table';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint, signInRequest, signUp } from '../../../test/helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { verifyEmailOf } from '../../../test/helpers/email-verification.ts';
import { referrals, xpLedger } from '../../db/schema.ts';
import { addDays, economyDay } from '../../lib/calendar.ts';

// 10:00 in India on 2 November: every test below stays inside November.
let clock = new Date('2026-11-02T04:30:00Z');
let t: TestApp;
let addressCounter = 0;
/** A new address for each sign-up, unless a test means to share one. */
const freshAddress = () => `10.20.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterEach(async () => {
  await expectLedgerBalanced(t.database.handle.db);
});
afterAll(() => t.close());

async function balance(email: string, cookie: string) {
  const reply = await t.app.inject({
    method: 'GET',
    url: `${economyApiPaths.medCoinsBalance}?email=${encodeURIComponent(email)}&_t=${Date.now()}`,
    headers: { cookie },
  });
  return reply.json().balance as number;
}

/** The referral XP the referrer has been paid, from the ledger. */
async function referralXp(userId: string): Promise<number> {
  const [row] = await t.database.handle.db
    .select({ total: sql<number>`coalesce(sum(${xpLedger.amount}), 0)::int` })
    .from(xpLedger)
    .where(and(eq(xpLedger.userId, userId), eq(xpLedger.kind, 'referral')));
  return Number(row?.total ?? 0);
}

async function statuses(referrerId: string) {
  const rows = await t.database.handle.db
    .select({ status: referrals.status, reason: referrals.notPaidReason })
    .from(referrals)
    .where(eq(referrals.referrerId, referrerId));
  return rows.map((row) => (row.reason ? `${row.status}:${row.reason}` : row.status)).sort();
}

/** Opening the app: the balance call is the daily login. */
const comeBack = (friend: { email: string; cookie: string }) => balance(friend.email, friend.cookie);

/** 08:00 in India the next day: a second calendar day, yet within a day of a 10:00 sign-up (the link still works). */
const nextDay = () => {
  clock = new Date(`${addDays(economyDay(clock), 1)}T02:30:00Z`);
};

it('shows the welcome bonus in the balance right after sign-up', async () => {
  const { email, cookie } = await signUp(t.app, { ip: freshAddress() });
  expect(await balance(email, cookie)).toBe(WELCOME_BONUS_COINS);
});

describe('referral rewards', () => {
  it('pay nothing for 8 sign-ups with one code and random fingerprints until each verifies and returns on a second day', async () => {
    const referrer = await signUp(t.app, { ip: freshAddress() });
    const code = referrer.user.referralCode as string;
    const friends = [];
    for (let i = 0; i < 8; i++) {
      friends.push(await signUp(t.app, { referralCode: code, device: fingerprint(), ip: freshAddress() }));
    }
    expect(await referralXp(referrer.user.id)).toBe(0);

    // Verified the same day, and opening the app again that day: still nothing.
    for (const friend of friends.slice(0, 4)) {
      await verifyEmailOf(t.app, t.database.handle.db, friend.email);
      await comeBack(friend);
    }
    expect(await referralXp(referrer.user.id)).toBe(0);

    nextDay();
    // Back on a second day but never verified: nothing for these four.
    for (const friend of friends.slice(4)) await comeBack(friend);
    expect(await referralXp(referrer.user.id)).toBe(0);
    // Verified and back on a second day: paid, one at a time.
    for (const [index, friend] of friends.slice(0, 4).entries()) {
      await comeBack(friend);
      expect(await referralXp(referrer.user.id)).toBe((index + 1) * REFERRAL_REWARD_XP);
    }
    // Back already today, verified now: the verification pays.
    for (const friend of friends.slice(4)) await verifyEmailOf(t.app, t.database.handle.db, friend.email);
    expect(await referralXp(referrer.user.id)).toBe(8 * REFERRAL_REWARD_XP);
    expect(await statuses(referrer.user.id)).toEqual(Array(8).fill('paid'));

    // Coming back again later pays nothing more.
    nextDay();
    for (const friend of friends) await comeBack(friend);
    expect(await referralXp(referrer.user.id)).toBe(8 * REFERRAL_REWARD_XP);
  });

  it('pay only the first of 8 sign-ups from one address within the hour, however genuine they look later', async () => {
    const referrer = await signUp(t.app, { ip: freshAddress() });
    const code = referrer.user.referralCode as string;
    const farm = freshAddress();
    const friends = [];
    for (let i = 0; i < 8; i++) {
      friends.push(await signUp(t.app, { referralCode: code, device: fingerprint(), ip: farm }));
    }
    for (const friend of friends) await verifyEmailOf(t.app, t.database.handle.db, friend.email);
    nextDay();
    for (const friend of friends) await comeBack(friend);
    expect(await referralXp(referrer.user.id)).toBe(REFERRAL_REWARD_XP);
    expect(await statuses(referrer.user.id)).toEqual([...Array(7).fill('not_paid:same_address'), 'paid']);
  });

  it(`pay at most ${REFERRAL_MONTHLY_CAP} referrals a calendar month, and again the next month`, async () => {
    const referrer = await signUp(t.app, { ip: freshAddress() });
    const code = referrer.user.referralCode as string;
    const friends = [];
    for (let i = 0; i < REFERRAL_MONTHLY_CAP + 2; i++) {
      const friend = await signUp(t.app, { referralCode: code, device: fingerprint(), ip: freshAddress() });
      await verifyEmailOf(t.app, t.database.handle.db, friend.email);
      friends.push(friend);
    }
    nextDay();
    for (const friend of friends) await comeBack(friend);
    expect(await referralXp(referrer.user.id)).toBe(REFERRAL_MONTHLY_CAP * REFERRAL_REWARD_XP);
    expect(await statuses(referrer.user.id)).toEqual(
      [...Array(REFERRAL_MONTHLY_CAP).fill('paid'), 'not_paid:monthly_limit', 'not_paid:monthly_limit'].sort(),
    );

    // December: a new month, a new allowance.
    clock = new Date('2026-12-01T04:30:00Z');
    const december = await signUp(t.app, { referralCode: code, device: fingerprint(), ip: freshAddress() });
    await verifyEmailOf(t.app, t.database.handle.db, december.email);
    nextDay();
    await comeBack(december);
    expect(await referralXp(referrer.user.id)).toBe((REFERRAL_MONTHLY_CAP + 1) * REFERRAL_REWARD_XP);
    clock = new Date('2026-11-10T04:30:00Z');
  });

  it("pay nothing for a sign-up on the referrer's device, nor once the friend signs in on one", async () => {
    const referrer = await signUp(t.app, { ip: freshAddress() });
    const code = referrer.user.referralCode as string;
    const onReferrersPhone = await signUp(t.app, { referralCode: code, device: referrer.device, ip: freshAddress() });
    const laterOnIt = await signUp(t.app, { referralCode: code, device: fingerprint(), ip: freshAddress() });
    for (const friend of [onReferrersPhone, laterOnIt]) await verifyEmailOf(t.app, t.database.handle.db, friend.email);
    nextDay();
    await comeBack(onReferrersPhone);
    // The second friend comes back on the referrer's phone.
    const signIn = await signInRequest(t.app, { email: laterOnIt.email, device: referrer.device, ip: freshAddress() });
    expect(signIn.statusCode).toBe(200);
    await comeBack({ email: laterOnIt.email, cookie: signIn.headers['set-cookie']!.toString().split(';')[0]! });
    expect(await referralXp(referrer.user.id)).toBe(0);
    expect(await statuses(referrer.user.id)).toEqual(['not_paid:shared_device', 'not_paid:shared_device']);
    expect(await balance(referrer.email, referrer.cookie)).toBeLessThan(WELCOME_BONUS_COINS + REFERRAL_REWARD_COINS);
  });
});
