/**
 * The machine-readable reasons an error reply carries in its `error` field. The web app branches
 * on these, never on the sentence in `message` (sentences are for people and may be reworded).
 */
export const apiErrorCodes = {
  /** A spend was refused: the reply also carries `required` and `balance`. */
  insufficientCoins: 'insufficient_coins',
  /** Sign-in or device verification refused by the device limit. */
  deviceLimitReached: 'device_limit_reached',
  /** Sign-up with an email that already has an account. */
  accountExists: 'account_exists',
  /** Sign-in with an email that has no account. */
  accountMissing: 'account_missing',
  emailBlocked: 'email_blocked',
  planRequired: 'plan_required',
  notMedical: 'not_medical',
  importRejected: 'import_rejected',
} as const;

export type ApiErrorCode = (typeof apiErrorCodes)[keyof typeof apiErrorCodes];
