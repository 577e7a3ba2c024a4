import { oneTimeTokenTable } from './one-time-tokens.ts';

/** A single-use password reset link; only the SHA-256 of its token is stored. */
export const passwordResetTokens = oneTimeTokenTable('password_reset_tokens');
