/**
 * Proving a password: the one path for sign-in and for a refused user managing her devices, so
 * both count towards the same failed-attempt limit.
 */
import { authMessages } from '@medsutra/contract/auth/account-messages';
import { apiErrorCodes } from '@medsutra/contract/http/errors';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { AuthLimits } from './rate-limits.ts';
import type { UserRow, UsersRepository } from './repository.ts';

export function createCredentialsChecker(deps: {
  db: Database;
  users: UsersRepository;
  hasher: PasswordHasher;
  limits: AuthLimits;
}) {
  const { db, users, hasher, limits } = deps;
  return {
    async prove(email: string, password: string, ip: string): Promise<UserRow> {
      // Counted as a failure from the start; only a proven password gives the place back.
      await limits.reserveSignInAttempt(email, ip);
      const user = await users.findByEmail(db, email);
      if (!user) {
        throw new AppError('notFound', authMessages.server.accountMissing, {
          details: { error: apiErrorCodes.accountMissing },
        });
      }
      if (!user.passwordHash) {
        throw new AppError('unauthorized', authMessages.server.googleOnlyAccount);
      }
      if (!(await hasher.verify(user.passwordHash, password))) {
        throw new AppError('unauthorized', authMessages.server.wrongPassword);
      }
      await limits.clearFailures(email, ip);
      return user;
    },
  };
}

export type CredentialsChecker = ReturnType<typeof createCredentialsChecker>;
