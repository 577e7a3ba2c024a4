/**
 * Every user-facing sentence of sign-in, sign-up, devices, Google sign-in, sessions and password
 * reset: the product's own sentences for those screens, word for word, and where the product
 * gives none, sentences in the same voice. The device-limit sentences live once in `messages.deviceLimit` and are reused here.
 */

import { WELCOME_BONUS_COINS } from '../economy/table.ts';
import { messages } from '../messages.ts';
import { DEVICE_LIMIT } from '../product.ts';

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

/** The sign-in form's checks, in their order (docs/product-rules.md), then our limits. */
export const validationMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  fullNameRequired: 'Please enter your full name',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters long`,
  passwordHint: `Use at least ${PASSWORD_MIN} characters. An uppercase letter and a special character make it stronger.`,
  /** Raised by the auth layer itself for an empty email. */
  emailIsRequired: 'Email is required',
  fingerprintNotReady: 'Device fingerprint not ready',
  registrationFailed: 'Registration failed',
  waitForDevice: 'Please wait for device verification',
  emailTooLong: 'Your email address can be at most 254 characters',
  passwordTooLong: `Password can be at most ${PASSWORD_MAX} characters long`,
  fullNameTooLong: 'Your full name can be at most 100 characters',
  referralCodeInvalid: 'Please check the referral code: it has only letters, digits and dashes, at most 32.',
} as const;

/** The device status indicator on the sign-in page. */
export const deviceStatusMessages = {
  verifying: 'Verifying Device',
  verified: 'Device Verified',
  limitReached: 'Device Limit Reached',
  failed: 'Device Verification Failed',
} as const;

export const verificationMessages = {
  failed: 'Device verification failed',
  network: 'Unable to verify device. Please check your connection.',
  fingerprintFailed: 'Device verification failed. Please refresh and try again.',
  verified: 'Device verified',
} as const;

export const redirectErrorTypeMessages = {
  device_limit_reached: `Device Limit Reached: You have ${DEVICE_LIMIT}/${DEVICE_LIMIT} devices registered. Please remove an existing device from your account to continue.`,
  device_blocked: 'Device Blocked: Your device has been blocked due to security restrictions.',
  email_blocked: 'Account Blocked: Your email has been blocked due to account restrictions.',
} as const;

export const redirectErrorMessages = {
  oauth_failed: 'Google OAuth failed. Please try again.',
  no_code: 'Authorization code not received. Please try again.',
  oauth_processing_failed: 'Failed to process Google authentication. Please try again.',
} as const;

export const googleMessages = {
  failed: 'Google authentication failed. Please try again.',
  exception: 'Failed to complete Google authentication. Please try again.',
  popupDefault: 'Authentication failed',
  noDevice: 'Device verification failed. Please try signing in again.',
  completing: 'Completing Sign In',
  successful: 'Sign In Successful',
  error: 'Authentication Error',
  welcome: 'Welcome',
  welcomeBody: (name: string) => `Signed in as ${name}.`,
  button: 'Continue with Google',
  tokenExpired: 'This Google sign-in has expired or was already used. Please sign in with Google again.',
  emailNotVerified: 'Your Google account has no verified email address, so it cannot be used to sign in here.',
  popupBlocked: 'The Google sign-in window was blocked. Allow pop-ups for this site, or we will continue here.',
} as const;

/** The sign-in page and its panels. */
export const loginMessages = {
  signIn: 'Sign In',
  signUp: 'Sign Up',
  signingIn: 'Signing In',
  creatingAccount: 'Creating Account',
  signInTitle: 'Welcome back',
  signUpTitle: 'Create your account',
  switchToSignUp: "Don't have an account? Sign Up",
  switchToSignIn: 'Already have an account? Sign In',
  fullName: 'Full name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  referralCode: 'Referral code (optional)',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  forgotPassword: 'Forgot Password?',
  manageMyDevices: 'Manage My Devices',
  exploreFeatures: 'Explore Features',
  or: 'or',
  signUpSuccessTitle: 'Account Created Successfully',
  signUpSuccessBody: `Welcome to MedSutra! You received ${WELCOME_BONUS_COINS} Med Coins as a welcome bonus.`,
  referralAppliedTitle: 'Referral Code Applied',
  referralAppliedBody: 'Your friend’s referral code is filled in. If you already have an account, switch to Sign In.',
  referralBanner: (code: string) => `You were invited with referral code ${code}.`,
  tutorial: 'Watch the app tutorial',
  legal: 'Legal and support',
} as const;

/** The outcomes the error catalogue adds to a server message (docs/product-rules.md). */
export const authOutcomeMessages = {
  alreadyExistsHint: 'Please try logging in instead.',
  doesntExistHint: 'Please sign up to create a new account.',
  authFailed: 'Authentication failed. Please try again.',
  httpError: (status: number, text: string) => `${status}: ${text}`,
  signOut: 'Sign out',
  /** On a touch screen, the first tap asks once. */
  signOutConfirm: 'Tap again to sign out',
} as const;

/** The three device-limit sentences, written once in `messages.deviceLimit`. */
export const deviceLimitMessages = messages.deviceLimit;
