import { oneTimeTokenTable } from './one-time-tokens.ts';

/** A single-use email verification link; only the SHA-256 of its token is stored. */
export const emailVerificationTokens = oneTimeTokenTable('email_verification_tokens');
