/**
 * Referral settling under parallel triggers, on PostgreSQL with a pool of connections (PGlite runs
 * one transaction at a time, so a race there proves nothing; these tests skip without
 * TEST_DATABASE_URL): one referral pays once, and one referrer's month never passes the cap.
 */
import crypto from 'node:crypto';
import { REFERRAL_MONTHLY_CAP, REFERRAL_REWARD_XP } from '@medsutra/contract/economy/table';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, testReferralService, useParallelDatabase } from '../../../test/helpers/economy-users.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { ReferralService } from './referral-service.ts';
import { createEconomyService, type EconomyService } from './service.ts';

const PARALLEL = 30;

describe.skipIf(!onPostgres)('referrals on PostgreSQL under parallel triggers', () => {
  const parallel = useParallelDatabase(PARALLEL);
  let db: Database;
  let economy: EconomyService;
  let referralService: ReferralService;
  // Sign-ups happen at 10:00 in India on the 18th; the friends come back the next day.
  let now = new Date('2026-11-18T04:30:00Z');
  const signUpTime = now;
  const nextDay = new Date('2026-11-19T04:30:00Z');

  beforeAll(() => {
    db = parallel.db;
    economy = createEconomyService({ db, now: () => now });
    referralService = testReferralService(db, economy, () => now);
  });

  async function referrerWithCode() {
    const user = await createUser(db);
    const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, user.id));
    return { ...user, code: row!.code };
  }

  /** A friend who signed up with the code, verified the address and came back the next day. */
  async function readyFriend(code: string): Promise<string> {
    now = signUpTime;
    const friend = await createUser(db);
    await db.transaction((tx) =>
      referralService.recordSignUp(tx, {
        userId: friend.id,
        referralCode: code,
        deviceFingerprint: `DEVICE_${crypto.randomUUID()}`,
        ipAddress: `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(255)}`,
      }),
    );
    await db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, friend.id));
    now = nextDay;
    await economy.recordDailyLogin(friend.id);
    return friend.id;
  }

  it(`pays one referral once when ${PARALLEL} triggers settle it at the same moment`, async () => {
    const referrer = await referrerWithCode();
    const friendId = await readyFriend(referrer.code);
    const outcomes = await Promise.all(Array.from({ length: PARALLEL }, () => referralService.settle(friendId)));
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'no_pending_referral')).toHaveLength(PARALLEL - 1);
    expect((await economy.balances(referrer.id)).xpBalance).toBe(REFERRAL_REWARD_XP);
  });

  it(`pays at most ${REFERRAL_MONTHLY_CAP} of ${REFERRAL_MONTHLY_CAP + 8} ready referrals settled in parallel`, async () => {
    const referrer = await referrerWithCode();
    const friends: string[] = [];
    for (let i = 0; i < REFERRAL_MONTHLY_CAP + 8; i++) friends.push(await readyFriend(referrer.code));
    const outcomes = await Promise.all(friends.map((friendId) => referralService.settle(friendId)));
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(REFERRAL_MONTHLY_CAP);
    expect(outcomes.filter((outcome) => outcome === 'monthly_limit')).toHaveLength(8);
    expect((await economy.balances(referrer.id)).xpBalance).toBe(REFERRAL_MONTHLY_CAP * REFERRAL_REWARD_XP);
  });

  it('lets only the first of parallel referred sign-ups from one address be pending', async () => {
    const referrer = await referrerWithCode();
    now = signUpTime;
    const address = `10.200.${crypto.randomInt(255)}.${crypto.randomInt(255)}`;
    const friends = await Promise.all(Array.from({ length: 8 }, () => createUser(db)));
    const outcomes = await Promise.all(
      friends.map((friend) =>
        db.transaction((tx) =>
          referralService.recordSignUp(tx, {
            userId: friend.id,
            referralCode: referrer.code,
            deviceFingerprint: `DEVICE_${crypto.randomUUID()}`,
            ipAddress: address,
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'pending')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'same_address')).toHaveLength(7);
  });
});
