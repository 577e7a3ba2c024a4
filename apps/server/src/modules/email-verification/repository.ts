import { emailVerificationTokens } from '../../db/schema.ts';
import { oneTimeTokens } from '../../lib/one-time-tokens.ts';

/** Email verification links: a table of single-use tokens, through the one helper for them. */
export function createEmailVerificationRepository() {
  return oneTimeTokens(emailVerificationTokens);
}

export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
