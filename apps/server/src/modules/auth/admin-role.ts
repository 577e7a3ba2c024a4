/** What the make-admin command does, apart from opening the database. */
import { normalizeEmail } from '@medsutra/contract/auth/rules';
import type { Database } from '../../db/client.ts';
import { createUsersRepository } from './repository.ts';

export async function setAdminRole(
  db: Database,
  rawEmail: string,
  options: { revoke: boolean; now: Date },
): Promise<{ ok: boolean; message: string }> {
  const email = normalizeEmail(rawEmail);
  const user = await createUsersRepository().setRole(db, email, options.revoke ? 'user' : 'admin', options.now);
  if (!user)
    return { ok: false, message: `There is no account with the email ${email}. Sign up first, then run this again.` };
  return {
    ok: true,
    message: options.revoke ? `${user.email} is no longer an admin.` : `${user.email} is now an admin.`,
  };
}
