/** Users, sessions, the ledger check and the databases for the economy's tests. */
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { wrapPool } from '../../src/db/postgres.ts';
import { users } from '../../src/db/schema.ts';
import { checkLedger } from '../../src/modules/economy/check-ledger.ts';
import { createReferralService } from '../../src/modules/economy/referral-service.ts';
import type { EconomyService } from '../../src/modules/economy/service.ts';
import { createAccountServices, referralAccountsFrom } from '../../src/wiring/accounts.ts';
import { seedSignedInSession } from './signed-in-session.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

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

/** The referral service on the test's clock, with what it asks the accounts modules built as the app builds it. */
export function testReferralService(db: Database, economy: EconomyService, now: () => Date) {
  const accounts = createAccountServices({ db, now, chatbaseSecret: async () => 'test-chatbase-secret' });
  return createReferralService({ db, economy, accounts: referralAccountsFrom(accounts), now });
}

/**
 * Inside a PostgreSQL-only `describe`: a fresh database behind a pool of `connections`, every one
 * opened before the tests so that their parallel calls really run side by side, and the ledger
 * checked after each test. Read them from the returned object, in a hook or a test.
 */
export function useParallelDatabase(connections: number): { readonly database: TestDatabase; readonly db: Database } {
  let database: TestDatabase | undefined;
  let pool: pg.Pool | undefined;
  let db: Database | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('The parallel database is opened in beforeAll: use it from a test or a hook.');
    return value;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url!, max: connections });
    const clients = await Promise.all(Array.from({ length: connections }, () => pool!.connect()));
    for (const client of clients) client.release();
    db = wrapPool(pool).db;
  });
  afterEach(async () => {
    await expectLedgerBalanced(ready(db));
  });
  afterAll(async () => {
    await pool?.end();
    await database?.dispose();
  });
  return {
    get database() {
      return ready(database);
    },
    get db() {
      return ready(db);
    },
  };
}
