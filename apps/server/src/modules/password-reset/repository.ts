import { oneTimeTokens } from '../../lib/one-time-tokens.ts';

/** Password reset links: single-use tokens of their own purpose, through the one helper for them. */
export function createPasswordResetRepository() {
  return oneTimeTokens('password-reset');
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
