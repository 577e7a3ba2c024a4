import { passwordResetTokens } from '../../db/schema.ts';
import { oneTimeTokens } from '../../lib/one-time-tokens.ts';

/** Password reset links: a table of single-use tokens, through the one helper for them. */
export function createPasswordResetRepository() {
  return oneTimeTokens(passwordResetTokens);
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
