/** Turning a refused or failed call (read by `ApiError`) into the sentence the error catalogue shows (docs/product-rules.md). */

import {
  authOutcomeMessages,
  deviceLimitMessages,
  googleMessages,
  redirectErrorMessages,
  redirectErrorTypeMessages,
  validationMessages,
  verificationMessages,
} from '@medsutra/contract/auth/messages';
import { apiErrorCodes } from '@medsutra/contract/http/errors';
import { apiErrorMessage, errorCode, errorStatus } from '@/lib/api-client';

const reached = (error: unknown) => errorCode(error) === apiErrorCodes.deviceLimitReached;

/** Sign-up: the message, with 'Please try logging in instead.' when the account already exists. */
export function signUpErrorMessage(error: unknown): string {
  if (errorStatus(error) === null) return authOutcomeMessages.authFailed;
  const message = apiErrorMessage(error) ?? validationMessages.registrationFailed;
  return errorCode(error) === apiErrorCodes.accountExists
    ? `${message} ${authOutcomeMessages.alreadyExistsHint}`
    : message;
}

/** Sign-in: the message, with 'Please sign up to create a new account.' when it does not exist. */
export function signInErrorMessage(error: unknown): string {
  if (reached(error)) return deviceLimitMessages.login;
  const message = apiErrorMessage(error) ?? authOutcomeMessages.authFailed;
  return errorCode(error) === apiErrorCodes.accountMissing
    ? `${message} ${authOutcomeMessages.doesntExistHint}`
    : message;
}

export type VerificationOutcome =
  | { state: 'verified' }
  | { state: 'limitReached'; message: string }
  | { state: 'failed'; message: string };

export function verificationOutcome(error: unknown): VerificationOutcome {
  if (reached(error)) return { state: 'limitReached', message: deviceLimitMessages.verification };
  if (errorStatus(error) === null) return { state: 'failed', message: verificationMessages.network };
  return { state: 'failed', message: apiErrorMessage(error) ?? verificationMessages.failed };
}

/** Google completion: the return-page device-limit sentence, the server's message, or the default. */
export function googleCompleteErrorMessage(error: unknown): string {
  if (reached(error)) return deviceLimitMessages.oauthReturn;
  if (errorStatus(error) === null) return googleMessages.exception;
  return apiErrorMessage(error) ?? googleMessages.failed;
}

/** The sentence for `?error=…&error_type=…` after a Google redirect, or null when there is none. */
export function redirectErrorMessage(params: URLSearchParams): string | null {
  const errorType = params.get('error_type');
  if (errorType && errorType in redirectErrorTypeMessages) {
    return redirectErrorTypeMessages[errorType as keyof typeof redirectErrorTypeMessages];
  }
  const error = params.get('error');
  if (!error) return null;
  if (error in redirectErrorMessages) {
    return redirectErrorMessages[error as keyof typeof redirectErrorMessages];
  }
  // Any other value is shown as sent (URLSearchParams has already decoded it).
  return error;
}

/** Device-limit replies offer Manage My Devices. */
export function isDeviceLimit(error: unknown): boolean {
  return reached(error);
}
