/**
 * The account pages' other sentences (server replies, password reset, device management), kept
 * apart from auth-messages.ts so that the sign-in page's first load does not carry them, and
 * `authMessages`: every account sentence in one object, as the server reads them.
 */

import { DEVICE_LIMIT } from '../product.ts';
import {
  authOutcomeMessages,
  deviceLimitMessages,
  deviceStatusMessages,
  googleMessages,
  loginMessages,
  redirectErrorMessages,
  redirectErrorTypeMessages,
  validationMessages,
  verificationMessages,
} from './messages.ts';

function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Server replies in the house's words. */
export const serverAuthMessages = {
  accountExists: 'An account with this email already exists.',
  accountMissing: "An account with this email doesn't exist.",
  wrongPassword: 'Incorrect password. Please try again, or use Forgot Password to set a new one.',
  googleOnlyAccount:
    'This account signs in with Google and has no password yet. Use Continue with Google, or Forgot Password to set one.',
  accountCreated: 'Account created successfully.',
  signedIn: 'Signed in successfully.',
  signedOut: 'You have been signed out.',
  tooManyFailures: (minutes: number, clock: string) =>
    `Too many failed sign-in attempts for this account from your network. Please try again in ${minutesText(minutes)}, after ${clock}.`,
  tooManySignIns: (minutes: number) =>
    `Too many sign-in attempts from your network. Please try again in ${minutesText(minutes)}.`,
  tooManySignUps: (minutes: number) =>
    `Too many accounts were created from your network. Please try again in ${minutesText(minutes)}.`,
  tooManyResets: (minutes: number) =>
    `Too many password reset requests from your network. Please try again in ${minutesText(minutes)}.`,
  sessionNotFound: 'This session has ended or does not belong to you.',
  sessionSaved: 'Session saved.',
  sessionCreated: 'Session started.',
  sessionEnded: 'Session ended.',
  sessionDataTooLarge: 'The session data is too large to save.',
  sessionDataFull: (maxKb: number) =>
    `This session cannot hold more data: ${maxKb} KB in all. Save less, or replace the whole session data with PUT.`,
  tooManySessionStarts: 'Too many session starts for your account. Please wait a minute and try again.',
  deviceNotFound: 'This device is not registered to your account.',
  deviceRemoved: 'Device removed. Its sessions have been signed out.',
  /** Told once to a browser whose device was removed (the sign-in page shows it). */
  signedOutDeviceRemoved: 'This device was removed from your account; sign in again to use it.',
  autoLoginRefused: 'Please sign in to continue.',
  chatIdentityUserMismatch: 'You can only ask for your own chat identity.',
} as const;

/** Password reset. */
export const resetMessages = {
  requestTitle: 'Forgot Password',
  requestBody: 'Enter the email of your account and we will send you a link to set a new password.',
  requestButton: 'Send reset link',
  sent: 'If an account exists for this email, we have sent a link to set a new password. The link works for 30 minutes.',
  title: 'Set a new password',
  button: 'Save new password',
  done: 'Your password has been changed and every device was signed out. Please sign in with your new password.',
  invalidToken: 'This password reset link is not valid, has expired or was already used. Please ask for a new one.',
  missingToken: 'This page needs the link from the password reset email. Please ask for a new one.',
  mailSubject: 'Set a new MedSutra password',
  mailText: (link: string) =>
    `Someone (hopefully you) asked to set a new password for your MedSutra account.\n\nOpen this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email; your password stays the same.`,
  backToSignIn: 'Back to Sign In',
} as const;

export const deviceMessages = {
  removeTitle: 'Manage My Devices',
  removeIntro: `Your account can be used on ${DEVICE_LIMIT} devices. Confirm your password to see them, remove one, then sign in here.`,
  manageTitle: 'Devices and sessions',
  manageIntro: `Your account can be used on ${DEVICE_LIMIT} devices. Removing a device signs it out; the slot is then free for a new one.`,
  showDevices: 'Show my devices',
  remove: 'Remove',
  confirmRemove: (name: string) => `Remove ${name}? It is signed out, and the slot is free for a new device.`,
  confirmRemoveYes: 'Yes, remove it',
  cancel: 'Cancel',
  lastUsed: 'Last used',
  thisDevice: 'This device',
  none: 'No devices are registered to this account yet.',
  sessionsTitle: 'Active sessions',
  endSession: 'Sign out',
  thisSession: 'This session',
  noSessions: 'No other active sessions.',
  signInNow: 'Sign in now',
} as const;

/** Every account sentence in one object (the server's view); the web app imports the groups. */
export const authMessages = {
  validation: validationMessages,
  deviceStatus: deviceStatusMessages,
  deviceLimit: deviceLimitMessages,
  verification: verificationMessages,
  redirectErrorTypes: redirectErrorTypeMessages,
  redirectErrors: redirectErrorMessages,
  google: googleMessages,
  ...authOutcomeMessages,
  server: serverAuthMessages,
  reset: resetMessages,
  login: loginMessages,
  devices: deviceMessages,
} as const;
