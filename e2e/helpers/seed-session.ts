/**
 * Puts a user and a session straight into a test server's database before it starts, for browser
 * tests of pages behind sign-in that are not about signing in.
 */
import { createPglite } from '../../apps/server/src/db/pglite.ts';
import { seedSignedInSession } from '../../apps/server/test/helpers/signed-in-session.ts';

export async function seedSignedInUser(
  dataDir: string,
  email = 'asha@example.com',
  fullName = 'Asha Rao',
  role: 'user' | 'admin' = 'user',
) {
  const client = await createPglite({ dataDir });
  try {
    const inserted = await client.query<{ id: string }>(
      // Verified: these tests are about other pages, not the verification banner.
      'insert into users (email, full_name, email_verified_at, role) values ($1, $2, now(), $3) returning id',
      [email, fullName, role],
    );
    const userId = inserted.rows[0]!.id;
    const session = await seedSignedInSession(client, userId);
    return { userId, email, cookie: session.browserCookie };
  } finally {
    await client.close();
  }
}
