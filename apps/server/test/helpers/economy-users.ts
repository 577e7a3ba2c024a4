/** Users, sessions and the ledger check for the economy's tests. */
import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { checkLedger } from '../../src/modules/economy/check-ledger.ts';
import { createAccountServices, referralAccountsFrom } from '../../src/wiring/accounts.ts';
import { seedSignedInSession } from './signed-in-session.ts';

export async function createUser(db: Database, options: { fullName?: string; role?: 'user' | 'admin' } = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: `u${crypto.randomUUID().slice(0, 12)}@example.com`,
      fullName: options.fullName ?? 'Asha Rao',
      role: options.role ?? 'user',
    })
    .returning({ id: users.id, email: users.email, fullName: users.fullName });
  return user!;
}

/** A signed-in session for the user; returns the cookie header the browser would send. */
export async function signIn(db: Database, userId: string, now: Date, deviceFingerprint: string | null = null) {
  return (await seedSignedInSession(db, userId, { now, expiresInDays: 90, deviceFingerprint })).cookie;
}

export async function createSignedInUser(db: Database, now: Date, options: { fullName?: string } = {}) {
  const user = await createUser(db, options);
  return { ...user, cookie: await signIn(db, user.id, now) };
}

/** The ledger invariant: every wallet equals the sums of its ledgers. */
export async function expectLedgerBalanced(db: Database) {
  expect(await checkLedger(db)).toEqual([]);
}

/** What referrals ask the accounts modules, built as the app builds it. */
export function testReferralAccounts(db: Database, now: () => Date) {
  return referralAccountsFrom(createAccountServices({ db, now, chatbaseSecret: async () => 'test-chatbase-secret' }));
}
