import {
  authOutcomeMessages,
  deviceLimitMessages,
  googleMessages,
  validationMessages,
  verificationMessages,
} from '@medsutra/contract/auth/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  googleCompleteErrorMessage,
  redirectErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  verificationOutcome,
} from './auth-sentences';

const reply = (status: number, body: object) => new ApiError(status, JSON.stringify(body));
const network = new TypeError('Failed to fetch');

describe('the error catalogue (product rules: signing in on the web)', () => {
  it("adds 'Please try logging in instead.' to an 'already exists' sign-up error", () => {
    const message = signUpErrorMessage(
      reply(409, { success: false, error: 'account_exists', message: 'An account with this email already exists.' }),
    );
    expect(message).toBe(`An account with this email already exists. ${authOutcomeMessages.alreadyExistsHint}`);
  });

  it("adds 'Please sign up to create a new account.' to a \"doesn't exist\" sign-in error", () => {
    const message = signInErrorMessage(
      reply(404, { success: false, error: 'account_missing', message: "An account with this email doesn't exist." }),
    );
    expect(message).toBe(`An account with this email doesn't exist. ${authOutcomeMessages.doesntExistHint}`);
  });

  it("falls back to 'Registration failed' and 'Authentication failed. Please try again.'", () => {
    expect(signUpErrorMessage(reply(500, {}))).toBe(validationMessages.registrationFailed);
    expect(signInErrorMessage(reply(500, {}))).toBe(authOutcomeMessages.authFailed);
    expect(signInErrorMessage(network)).toBe(authOutcomeMessages.authFailed);
  });

  it('uses the login device-limit sentence on sign-in', () => {
    expect(signInErrorMessage(reply(403, { error: 'device_limit_reached', message: 'x' }))).toBe(
      deviceLimitMessages.login,
    );
  });

  it('maps verify-device failures to the indicator states and their sentences', () => {
    expect(verificationOutcome(reply(403, { error: 'device_limit_reached', message: 'x' }))).toEqual({
      state: 'limitReached',
      message: deviceLimitMessages.verification,
    });
    expect(verificationOutcome(reply(400, { message: 'Server says no' }))).toEqual({
      state: 'failed',
      message: 'Server says no',
    });
    expect(verificationOutcome(reply(502, {}))).toEqual({ state: 'failed', message: verificationMessages.failed });
    expect(verificationOutcome(network)).toEqual({ state: 'failed', message: verificationMessages.network });
  });

  it('maps Google completion failures', () => {
    expect(googleCompleteErrorMessage(reply(403, { error: 'device_limit_reached' }))).toBe(
      deviceLimitMessages.oauthReturn,
    );
    expect(googleCompleteErrorMessage(reply(400, { message: 'Expired.' }))).toBe('Expired.');
    expect(googleCompleteErrorMessage(reply(400, {}))).toBe(googleMessages.failed);
    expect(googleCompleteErrorMessage(network)).toBe(googleMessages.exception);
  });

  it.each([
    [
      'error_type=device_limit_reached',
      'Device Limit Reached: You have 2/2 devices registered. Please remove an existing device from your account to continue.',
    ],
    ['error_type=device_blocked', 'Device Blocked: Your device has been blocked due to security restrictions.'],
    [
      'error=access_denied&error_type=email_blocked',
      'Account Blocked: Your email has been blocked due to account restrictions.',
    ],
    ['error=oauth_failed', 'Google OAuth failed. Please try again.'],
    ['error=no_code', 'Authorization code not received. Please try again.'],
    ['error=oauth_processing_failed', 'Failed to process Google authentication. Please try again.'],
    ['error=Something%20odd%20happened', 'Something odd happened'],
  ])('shows the redirect error %s', (query, message) => {
    expect(redirectErrorMessage(new URLSearchParams(query))).toBe(message);
  });

  it('has no redirect error without the parameters', () => {
    expect(redirectErrorMessage(new URLSearchParams('success=true'))).toBeNull();
  });
});
