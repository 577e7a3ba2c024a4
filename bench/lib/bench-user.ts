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
