import { oneTimeTokens } from '../../lib/one-time-tokens.ts';

/** Email verification links: single-use tokens of their own purpose, through the one helper for them. */
export function createEmailVerificationRepository() {
  return oneTimeTokens('email-verification');
}

export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
