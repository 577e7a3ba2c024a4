/**
 * Email verification: the link mailed at sign-up, the page it opens and the "send again" call.
 * No zod here, so the signed-in banner can import it cheaply; the request and reply schemas are
 * in `auth/api.ts`.
 */

/** A verification link works this long after it is sent. */
export const EMAIL_VERIFICATION_LINK_HOURS = 24;
/** "Send again" mails at most this many links per account per hour. */
export const EMAIL_VERIFICATION_RESENDS_PER_HOUR = 3;

export const emailVerificationApiPaths = {
  /** POST { token }: uses the link's token once. */
  verify: '/api/auth/verify-email',
  /** POST {}: mails the signed-in user a new link. */
  resend: '/api/auth/verify-email/resend',
} as const;

/** Why a link did not verify, for the web page to branch on (never on the sentence). */
const verificationLinkErrors = [
  'verification_link_expired',
  'verification_link_used',
  'verification_link_invalid',
] as const;
export type VerificationLinkError = (typeof verificationLinkErrors)[number];

function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const emailVerificationMessages = {
  mailSubject: 'Verify your MedSutra email address',
  mailText: (link: string) =>
    `Welcome to MedSutra! Please confirm that this is your email address.\n\nOpen this link within ${EMAIL_VERIFICATION_LINK_HOURS} hours:\n${link}\n\nIf you did not create a MedSutra account, ignore this email.`,
  verified: 'Your email address is verified. Thank you!',
  expired: `This verification link has expired: links work for ${EMAIL_VERIFICATION_LINK_HOURS} hours. Sign in and choose Send again to get a new one.`,
  used: 'This verification link was already used. If the banner still asks you to verify, sign in and choose Send again.',
  invalid:
    'This verification link is not valid. Open the whole link from the email, or sign in and choose Send again to get a new one.',
  missingToken: 'This page needs the link from the verification email. Sign in and choose Send again to get one.',
  alreadyVerified: 'Your email address is already verified.',
  sent: (email: string) =>
    `We sent a new verification link to ${email}. It works for ${EMAIL_VERIFICATION_LINK_HOURS} hours; check your spam folder too.`,
  tooManyResends: (minutes: number) =>
    `We already sent you ${EMAIL_VERIFICATION_RESENDS_PER_HOUR} verification emails this hour. Check your inbox and spam folder, or try again in ${minutesText(minutes)}.`,
  sendFailed: 'The email could not be sent. Please try again in a few minutes.',
  bannerTitle: 'Verify your email',
  bannerBody: (email: string) => `Open the link we sent to ${email} to confirm your address.`,
  sendAgain: 'Send again',
  sending: 'Sending…',
  pageTitle: 'Verify your email',
  checking: 'Checking your link…',
  verifiedTitle: 'Email verified',
  notVerifiedTitle: 'Email not verified',
  goToDashboard: 'Go to dashboard',
  signIn: 'Sign in',
} as const;
