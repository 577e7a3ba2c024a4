import crypto from 'node:crypto';
import {
  LEVELS,
  levelForXp,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_XP,
  WELCOME_BONUS_COINS,
} from '@medsutra/contract/economy';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createUser, expectLedgerBalanced, signIn } from '../../../test/helpers/economy-users.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createEconomyAccountHooks, rewardNewAccount } from './account-hooks.ts';
import { createEconomyService, type EconomyService } from './service.ts';

let database: TestDatabase;
let db: Database;
let economy: EconomyService;
const now = new Date('2026-11-16T04:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  economy = createEconomyService({ db, now: () => now });
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

/** What sign-up does: create the account and call the hook, in one transaction. */
function signUp(options: { referralCode?: string | null; deviceFingerprint?: string | null }) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: `n${crypto.randomUUID().slice(0, 12)}@example.com`, fullName: 'New Student' })
      .returning({ id: users.id, email: users.email, referralCode: users.referralCode });
    const outcome = await rewardNewAccount(economy, tx, {
      userId: user!.id,
      email: user!.email,
      referralCode: options.referralCode === '$own' ? user!.referralCode : (options.referralCode ?? null),
      deviceFingerprint: options.deviceFingerprint ?? null,
    });
    return { user: user!, outcome };
  });
}

const fingerprint = () => `DEVICE_${crypto.randomUUID()}`;

it('pays the welcome bonus to every new account', async () => {
  const { user, outcome } = await signUp({});
  expect(outcome.referral).toBe('none');
  expect(await economy.balances(user.id)).toMatchObject({ coinBalance: WELCOME_BONUS_COINS, xpBalance: 0 });
});

it('pays the referrer when a new account signs up with their code on a new device', async () => {
  const friend = await referrer();
  const { outcome } = await signUp({ referralCode: friend.code.toLowerCase(), deviceFingerprint: fingerprint() });
  expect(outcome.referral).toBe('paid');
  expect(await economy.balances(friend.id)).toMatchObject({
    coinBalance: REFERRAL_REWARD_COINS,
    xpBalance: REFERRAL_REWARD_XP,
  });
});

it('pays nothing for an unknown code, a self-referral or a sign-up without a device fingerprint', async () => {
  expect((await signUp({ referralCode: 'NOSUCHCODE', deviceFingerprint: fingerprint() })).outcome.referral).toBe(
    'unknown_code',
  );
  expect((await signUp({ referralCode: '$own', deviceFingerprint: fingerprint() })).outcome.referral).toBe(
    'self_referral',
  );
  const friend = await referrer();
  expect((await signUp({ referralCode: friend.code, deviceFingerprint: null })).outcome.referral).toBe('no_device');
  expect(await economy.balances(friend.id)).toMatchObject({ coinBalance: 0, xpBalance: 0 });
});

it('pays nothing when the new account signs up on a device the referrer has registered', async () => {
  const friend = await referrer();
  const device = fingerprint();
  await db.execute(sql`insert into devices (user_id, fingerprint) values (${friend.id}, ${device})`);
  expect((await signUp({ referralCode: friend.code, deviceFingerprint: device })).outcome.referral).toBe(
    'referrer_device',
  );
  expect(await economy.balances(friend.id)).toMatchObject({ coinBalance: 0 });
});

it('pays nothing when the referrer has signed in on that device, even after removing it', async () => {
  const friend = await referrer();
  const device = fingerprint();
  await signIn(db, friend.id, now, device);
  expect((await signUp({ referralCode: friend.code, deviceFingerprint: device })).outcome.referral).toBe(
    'referrer_device',
  );
});

it('pays a referrer once per device however many accounts sign up on it', async () => {
  const friend = await referrer();
  const device = fingerprint();
  expect((await signUp({ referralCode: friend.code, deviceFingerprint: device })).outcome.referral).toBe('paid');
  expect((await signUp({ referralCode: friend.code, deviceFingerprint: device })).outcome.referral).toBe(
    'already_paid_for_device',
  );
  expect((await signUp({ referralCode: friend.code, deviceFingerprint: fingerprint() })).outcome.referral).toBe('paid');
  const levelBonuses = LEVELS.filter((level) => level.level <= levelForXp(2 * REFERRAL_REWARD_XP)).reduce(
    (sum, level) => sum + level.bonusCoins,
    0,
  );
  expect(await economy.balances(friend.id)).toMatchObject({
    coinBalance: 2 * REFERRAL_REWARD_COINS + levelBonuses,
    xpBalance: 2 * REFERRAL_REWARD_XP,
  });
});

it('pays nothing when the sign-up transaction fails after the hook', async () => {
  const friend = await referrer();
  await expect(
    db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: `f${crypto.randomUUID().slice(0, 12)}@example.com`, fullName: 'Failed Sign-up' })
        .returning({ id: users.id });
      await createEconomyAccountHooks(economy).onAccountCreated(tx, {
        userId: user!.id,
        email: 'x@example.com',
        referralCode: friend.code,
        deviceFingerprint: fingerprint(),
      });
      throw new Error('mail could not be queued');
    }),
  ).rejects.toThrow();
  expect(await economy.balances(friend.id)).toMatchObject({ coinBalance: 0, xpBalance: 0 });
});
