/** Turning a refused or failed call into the sentence the spec's catalogue (section 8) shows. */
import {
  authOutcomeMessages,
  deviceLimitMessages,
  googleMessages,
  redirectErrorMessages,
  redirectErrorTypeMessages,
  validationMessages,
  verificationMessages,
} from '@medsutra/contract/auth-messages';
import { ApiError } from '@/lib/api-client';

export interface AuthFailure {
  /** The HTTP status, or null when no reply came (network failure, timeout). */
  status: number | null;
  /** The server's sentence, when it sent one. */
  message: string | null;
  /** The machine-readable reason, e.g. 'device_limit_reached'. */
  error: string | null;
}

export const DEVICE_LIMIT_ERROR = 'device_limit_reached';

export function failureFrom(error: unknown): AuthFailure {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.body) as { message?: unknown; error?: unknown };
      return {
        status: error.status,
        message: typeof body.message === 'string' && body.message ? body.message : null,
        error: typeof body.error === 'string' ? body.error : null,
      };
    } catch {
      return { status: error.status, message: null, error: null };
    }
  }
  return { status: null, message: null, error: null };
}

/** Sign-up: the message, with 'Please try logging in instead.' when the account already exists. */
export function signUpErrorMessage(failure: AuthFailure): string {
  if (failure.status === null) return authOutcomeMessages.authFailed;
  const message = failure.message ?? validationMessages.registrationFailed;
  return message.includes('already exists') ? `${message} ${authOutcomeMessages.alreadyExistsHint}` : message;
}

/** Sign-in: the message, with 'Please sign up to create a new account.' when it does not exist. */
export function signInErrorMessage(failure: AuthFailure): string {
  if (failure.error === DEVICE_LIMIT_ERROR) return deviceLimitMessages.login;
  const message = failure.message ?? authOutcomeMessages.authFailed;
  return message.includes("doesn't exist") ? `${message} ${authOutcomeMessages.doesntExistHint}` : message;
}

export type VerificationOutcome =
  | { state: 'verified' }
  | { state: 'limitReached'; message: string }
  | { state: 'failed'; message: string };

export function verificationOutcome(failure: AuthFailure): VerificationOutcome {
  if (failure.error === DEVICE_LIMIT_ERROR) return { state: 'limitReached', message: deviceLimitMessages.verification };
  if (failure.status === null) return { state: 'failed', message: verificationMessages.network };
  return { state: 'failed', message: failure.message ?? verificationMessages.failed };
}

/** Google completion: the return-page device-limit sentence, the server's message, or the default. */
export function googleCompleteErrorMessage(failure: AuthFailure): string {
  if (failure.error === DEVICE_LIMIT_ERROR) return deviceLimitMessages.oauthReturn;
  if (failure.status === null) return googleMessages.exception;
  return failure.message ?? googleMessages.failed;
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
export function isDeviceLimit(failure: AuthFailure): boolean {
  return failure.error === DEVICE_LIMIT_ERROR;
}
