/** A student signed in for a bench run: a user row, a session cookie, and coins when the run spends them. */
import crypto from 'node:crypto';
import type { Database } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema.ts';
import { createEconomyService } from '../../apps/server/src/modules/economy/service.ts';
import { seedSignedInSession } from '../../apps/server/test/helpers/signed-in-session.ts';

export async function signedInUser(db: Database, coins = 0) {
  const [user] = await db
    .insert(users)
    .values({ email: `bench.${crypto.randomBytes(4).toString('hex')}@example.com`, fullName: 'Bench Student' })
    .returning({ id: users.id, email: users.email });
  const { token } = await seedSignedInSession(db, user!.id, { expiresInDays: 1 });
  if (coins > 0) {
    await createEconomyService({ db }).award({
      userId: user!.id,
      coins,
      kind: 'admin',
      reason: 'Benchmark funds',
      reference: 'bench',
      idempotencyKey: `bench:${user!.id}`,
    });
  }
  return { id: user!.id, email: user!.email, cookie: `medsutra_session=${token}` };
}

/**
 * The PUBLIC_URL an in-process bench server runs with: a trial on loopback, so the production
 * configuration does not ask for OPERATOR_NAME and OPERATOR_ADDRESS (apps/server/src/config.ts).
 */
export const BENCH_TRIAL_URL = 'http://127.0.0.1:3000';
