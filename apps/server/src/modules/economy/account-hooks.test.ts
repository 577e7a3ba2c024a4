/** What sign-up records for the economy: the welcome bonus and the referral row, in its transaction. */
import crypto from 'node:crypto';
import { REFERRAL_SAME_ADDRESS_WINDOW_MINUTES, WELCOME_BONUS_COINS } from '@medsutra/contract/economy/table';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createUser, expectLedgerBalanced, signIn, testReferralService } from '../../../test/helpers/economy-users.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { referrals, users } from '../../db/schema.ts';
import { createEconomyAccountHooks, rewardNewAccount } from './account-hooks.ts';
import type { ReferralService } from './referral-service.ts';
import { createEconomyService, type EconomyService } from './service.ts';

let database: TestDatabase;
let db: Database;
let economy: EconomyService;
let referralService: ReferralService;
let now = new Date('2026-11-16T04:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  economy = createEconomyService({ db, now: () => now });
  referralService = testReferralService(db, economy, () => now);
});
afterEach(async () => {
  await expectLedgerBalanced(db);
});
afterAll(() => database.dispose());

async function referrer() {
  const user = await createUser(db, { fullName: 'Ravi Kumar' });
  const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, user.id));
  return { ...user, code: row!.code };
}

const fingerprint = () => `DEVICE_${crypto.randomUUID()}`;
const address = () => `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(255)}`;

/** What sign-up does: create the account and call the hook, in one transaction. */
function signUp(options: { referralCode?: string | null; deviceFingerprint?: string | null; ip?: string }) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: `n${crypto.randomUUID().slice(0, 12)}@example.com`, fullName: 'New Student' })
      .returning({ id: users.id, email: users.email, referralCode: users.referralCode });
    const outcome = await rewardNewAccount(economy, referralService, tx, {
      userId: user!.id,
      email: user!.email,
      referralCode: options.referralCode === '$own' ? user!.referralCode : (options.referralCode ?? null),
      deviceFingerprint: options.deviceFingerprint ?? null,
      ipAddress: options.ip ?? address(),
    });
    return { user: user!, outcome };
  });
}

async function referralOf(refereeId: string) {
  const [row] = await db.select().from(referrals).where(eq(referrals.refereeId, refereeId));
  return row;
}

it('pays the welcome bonus to every new account', async () => {
  const { user, outcome } = await signUp({});
  expect(outcome.referral).toBe('none');
  expect(await economy.balances(user.id)).toMatchObject({ coinBalance: WELCOME_BONUS_COINS, xpBalance: 0 });
});

it('records a referral as pending, paying the referrer nothing at sign-up', async () => {
  const friend = await referrer();
  const ip = address();
  const { user, outcome } = await signUp({
    referralCode: friend.code.toLowerCase(),
    deviceFingerprint: fingerprint(),
    ip,
  });
  expect(outcome.referral).toBe('pending');
  expect(await referralOf(user.id)).toMatchObject({
    referrerId: friend.id,
    status: 'pending',
    signUpAddress: ip,
    notPaidReason: null,
  });
  expect(await economy.balances(friend.id)).toMatchObject({ coinBalance: 0, xpBalance: 0 });
});

it('records nothing for an unknown code or a self-referral', async () => {
  const unknown = await signUp({ referralCode: 'NOSUCHCODE', deviceFingerprint: fingerprint() });
  expect(unknown.outcome.referral).toBe('unknown_code');
  expect(await referralOf(unknown.user.id)).toBeUndefined();
  const self = await signUp({ referralCode: '$own', deviceFingerprint: fingerprint() });
  expect(self.outcome.referral).toBe('self_referral');
  expect(await referralOf(self.user.id)).toBeUndefined();
});

it('marks a sign-up on a device the referrer registered, or signed in on, as never paid', async () => {
  const friend = await referrer();
  const registered = fingerprint();
  await db.execute(sql`insert into devices (user_id, fingerprint) values (${friend.id}, ${registered})`);
  const onRegistered = await signUp({ referralCode: friend.code, deviceFingerprint: registered });
  expect(onRegistered.outcome.referral).toBe('shared_device');
  expect(await referralOf(onRegistered.user.id)).toMatchObject({ status: 'not_paid', notPaidReason: 'shared_device' });

  const signedInOn = fingerprint();
  await signIn(db, friend.id, now, signedInOn);
  expect((await signUp({ referralCode: friend.code, deviceFingerprint: signedInOn })).outcome.referral).toBe(
    'shared_device',
  );
});

it('marks the second and later referred sign-ups from one address within the window as never paid', async () => {
  const friend = await referrer();
  const other = await referrer();
  const ip = address();
  expect((await signUp({ referralCode: friend.code, deviceFingerprint: fingerprint(), ip })).outcome.referral).toBe(
    'pending',
  );
  // Another referrer's code does not reset the count: it is the address that is farmed.
  expect((await signUp({ referralCode: other.code, deviceFingerprint: fingerprint(), ip })).outcome.referral).toBe(
    'same_address',
  );
  now = new Date(now.getTime() + (REFERRAL_SAME_ADDRESS_WINDOW_MINUTES - 1) * 60_000);
  expect((await signUp({ referralCode: friend.code, deviceFingerprint: fingerprint(), ip })).outcome.referral).toBe(
    'same_address',
  );
  now = new Date(now.getTime() + (REFERRAL_SAME_ADDRESS_WINDOW_MINUTES + 1) * 60_000);
  expect((await signUp({ referralCode: friend.code, deviceFingerprint: fingerprint(), ip })).outcome.referral).toBe(
    'pending',
  );
  // A sign-up without a code from that address is not a referral and changes nothing.
  expect((await signUp({ deviceFingerprint: fingerprint(), ip })).outcome.referral).toBe('none');
});

it('writes nothing when the sign-up transaction fails after the hook', async () => {
  const friend = await referrer();
  let userId = '';
  await expect(
    db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: `f${crypto.randomUUID().slice(0, 12)}@example.com`, fullName: 'Failed Sign-up' })
        .returning({ id: users.id });
      userId = user!.id;
      await createEconomyAccountHooks(economy, referralService).onAccountCreated(tx, {
        userId: user!.id,
        email: 'x@example.com',
        referralCode: friend.code,
        deviceFingerprint: fingerprint(),
        ipAddress: address(),
      });
      throw new Error('mail could not be queued');
    }),
  ).rejects.toThrow();
  expect(await referralOf(userId)).toBeUndefined();
  expect(await economy.balances(friend.id)).toMatchObject({ coinBalance: 0, xpBalance: 0 });
});
