/** The economy through the real sign-up route: the welcome bonus and the referral reward. */
import { REFERRAL_REWARD_COINS, REFERRAL_REWARD_XP, WELCOME_BONUS_COINS } from '@medsutra/contract/economy';
import { economyApiPaths } from '@medsutra/contract/economy-api';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { fingerprint, signUp } from '../../../test/helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await expectLedgerBalanced(t.database.handle.db);
});
afterAll(() => t.close());

async function balance(email: string, cookie: string) {
  const reply = await t.app.inject({
    method: 'GET',
    url: `${economyApiPaths.medCoinsBalance}?email=${email}&_t=${Date.now()}`,
    headers: { cookie },
  });
  return reply.json().balance as number;
}

async function xp(email: string, cookie: string) {
  const reply = await t.app.inject({
    method: 'GET',
    url: `${economyApiPaths.xpBalance}?email=${email}`,
    headers: { cookie },
  });
  return reply.json().xpBalance as number;
}

it('shows the welcome bonus in the balance right after sign-up', async () => {
  const { email, cookie } = await signUp(t.app);
  expect(await balance(email, cookie)).toBe(WELCOME_BONUS_COINS);
});

it("pays the referrer when a friend signs up with their code, but not from the referrer's own device", async () => {
  const referrer = await signUp(t.app);
  const [row] = await t.database.handle.db
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.email, referrer.email));
  const xpBefore = await xp(referrer.email, referrer.cookie);
  await signUp(t.app, { referralCode: row!.code, device: referrer.device });
  expect(await xp(referrer.email, referrer.cookie)).toBe(xpBefore);
  await signUp(t.app, { referralCode: row!.code.toLowerCase(), device: fingerprint() });
  expect(await xp(referrer.email, referrer.cookie)).toBe(xpBefore + REFERRAL_REWARD_XP);
  expect(await balance(referrer.email, referrer.cookie)).toBeGreaterThanOrEqual(
    WELCOME_BONUS_COINS + REFERRAL_REWARD_COINS,
  );
});
