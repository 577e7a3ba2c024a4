/**
 * Guesses sent all at once must not outrun the failed-sign-in limit: the attempt is counted before
 * the slow password hash, so at most LOGIN_MAX_FAILURES passwords are ever checked per account and
 * address in a window. Runs on the embedded database and on PostgreSQL (TEST_DATABASE_URL), with
 * the in-memory store and, when TEST_REDIS_URL is set, the Redis store.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signInRequest, signUp } from '../../../test/helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { argon2idHasher, type PasswordHasher } from '../../modules/auth/password-hasher.ts';

const redisUrl = process.env.TEST_REDIS_URL || undefined;
const MAX_FAILURES = 10;
const GUESSES = 60;
const RIGHT_PASSWORD_AT = 45; // the 46th of 60

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** A random documentation-range address, so runs against one shared Redis never meet. */
const randomAddress = () => `198.18.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;

const stores = [
  { name: 'the in-memory store', env: {} as Record<string, string> },
  ...(redisUrl ? [{ name: 'the Redis store', env: { REDIS_URL: redisUrl } }] : []),
];

describe.each(stores)('60 guesses at once at one account from one address, on $name', ({ env }) => {
  let t: TestApp;
  let verifications = 0;
  const countingHasher: PasswordHasher = {
    hash: (password) => argon2idHasher.hash(password),
    verify: (passwordHash, password) => {
      verifications += 1;
      return argon2idHasher.verify(passwordHash, password);
    },
  };
  beforeAll(async () => {
    t = await buildTestApp({
      database,
      env: {
        ...env,
        LOGIN_MAX_FAILURES: String(MAX_FAILURES),
        RATE_LIMIT_SIGNIN_PER_15_MINUTES: '1000',
        RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
      },
      deps: { passwordHasher: countingHasher },
    });
  });
  afterAll(() => t.close());

  it('checks at most LOGIN_MAX_FAILURES passwords and answers the rest, the right one included, with 429 and Retry-After', async () => {
    const { email, device } = await signUp(t.app);
    const attacker = randomAddress();
    verifications = 0;
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        signInRequest(t.app, {
          email,
          device,
          ip: attacker,
          password: i === RIGHT_PASSWORD_AT ? PASSWORD : `wrong guess ${i}`,
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(verifications).toBeLessThanOrEqual(MAX_FAILURES);
    expect(statuses.filter((status) => status === 401)).toHaveLength(verifications);
    expect(statuses.filter((status) => status === 429)).toHaveLength(GUESSES - verifications);
    expect(statuses[RIGHT_PASSWORD_AT]).toBe(429);
    for (const reply of replies.filter((r) => r.statusCode === 429)) {
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    }

    // The owner, from her own address, still signs in: the lock is per account *and* address.
    expect((await signInRequest(t.app, { email, device, ip: randomAddress() })).statusCode).toBe(200);
  });
});
