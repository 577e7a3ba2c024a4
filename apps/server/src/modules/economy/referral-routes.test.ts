/** GET /api/referral/summary through the real sign-up: the code, the link and what it paid. */
import { REFERRAL_REWARD_COINS, REFERRAL_REWARD_XP } from '@medsutra/contract/economy';
import { referralApiPaths, referralLinkFor } from '@medsutra/contract/referral-api';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { fingerprint, signUp } from '../../../test/helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';

const PUBLIC_URL = 'https://medsutra.example';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL } });
});
afterEach(async () => {
  await expectLedgerBalanced(t.database.handle.db);
});
afterAll(() => t.close());

const summary = (email: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${referralApiPaths.summary}?email=${encodeURIComponent(email)}`,
    headers: cookie ? { cookie } : {},
  });

it('gives a new student her own code and share link, with nothing earned yet', async () => {
  const student = await signUp(t.app);
  const reply = await summary(student.email.toUpperCase(), student.cookie);
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  const code = student.user.referralCode as string;
  expect(reply.json()).toStrictEqual({
    success: true,
    referralCode: code,
    referralLink: `${PUBLIC_URL}/login?ref=${code}`,
    referralsMade: 0,
    coinsEarned: 0,
    xpEarned: 0,
  });
});

it('counts each friend who joined with the code and the rewards paid, not the refused ones', async () => {
  const referrer = await signUp(t.app);
  const code = referrer.user.referralCode as string;
  await signUp(t.app, { referralCode: code, device: fingerprint() });
  await signUp(t.app, { referralCode: code, device: fingerprint() });
  // From the referrer's own phone: refused by the anti-abuse rule, so not counted.
  await signUp(t.app, { referralCode: code, device: referrer.device });
  expect((await summary(referrer.email, referrer.cookie)).json()).toMatchObject({
    referralsMade: 2,
    coinsEarned: 2 * REFERRAL_REWARD_COINS,
    xpEarned: 2 * REFERRAL_REWARD_XP,
  });
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
