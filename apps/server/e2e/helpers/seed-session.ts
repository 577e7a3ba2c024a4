/**
 * Puts a user and a session straight into a test server's database before it starts, for browser
 * tests of pages behind sign-in that are not about signing in.
 */
import crypto from 'node:crypto';
import { SESSION_ABSOLUTE_DAYS } from '@medsutra/contract/sessions';
import { createPglite } from '../../src/db/pglite.ts';
import { hashSessionToken } from '../../src/plugins/session-user.ts';

export async function seedSignedInUser(dataDir: string, email = 'asha@example.com', fullName = 'Asha Rao') {
  const client = await createPglite({ dataDir });
  try {
    const token = crypto.randomBytes(32).toString('base64url');
    const inserted = await client.query<{ id: string }>(
      // Verified: these tests are about other pages, not the verification banner.
      'insert into users (email, full_name, email_verified_at) values ($1, $2, now()) returning id',
      [email, fullName],
    );
    const userId = inserted.rows[0]!.id;
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + ($3 || ' days')::interval)`,
      [hashSessionToken(token), userId, String(SESSION_ABSOLUTE_DAYS)],
    );
    return { userId, email, cookie: { name: 'medsutra_session', value: token } };
  } finally {
    await client.close();
  }
}
