/**
 * New devices racing for an account's last slot: exactly one gets in. PGlite runs one
 * transaction at a time, so this proves something only on PostgreSQL (TEST_DATABASE_URL), where
 * the app's pool gives every request its own connection.
 */
import { authMessages } from '@medsutra/contract/auth/account-messages';
import { DEVICE_LIMIT } from '@medsutra/contract/product';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fingerprint, signInRequest, signUp } from '../../../test/helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { devices, users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function raceForLastSlot(racers: number) {
  const { email } = await signUp(t.app);
  for (let i = 1; i < DEVICE_LIMIT - 1; i++) await signInRequest(t.app, { email });
  const replies = await Promise.all(
    Array.from({ length: racers }, (_, i) =>
      signInRequest(t.app, { email, device: fingerprint(`racer-${email}-${i}`) }),
    ),
  );
  const [user] = await t.database.handle.db.select().from(users).where(eq(users.email, email));
  const [{ count }] = (await t.database.handle.db
    .select({ count: sql<number>`count(*)::int` })
    .from(devices)
    .where(eq(devices.userId, user!.id))) as [{ count: number }];
  return { statuses: replies.map((reply) => reply.statusCode), replies, count };
}

it.skipIf(!onPostgres)('two new devices racing for the last slot: exactly one wins', async () => {
  const { statuses, count } = await raceForLastSlot(2);
  expect(statuses.sort()).toEqual([200, 403]);
  expect(count).toBe(DEVICE_LIMIT);
});

it.skipIf(!onPostgres)(
  'ten new devices racing for the last slot: exactly one wins, nine see the login message',
  async () => {
    const { statuses, replies, count } = await raceForLastSlot(10);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(9);
    for (const reply of replies.filter((r) => r.statusCode === 403)) {
      expect(reply.json()).toMatchObject({ error: 'device_limit_reached', message: authMessages.deviceLimit.login });
    }
    expect(count).toBe(DEVICE_LIMIT);
  },
);
