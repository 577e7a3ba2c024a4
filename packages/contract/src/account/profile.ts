/**
 * The Profile page (/user-profile): the account's own details, editing the name and the phone
 * number, and changing the password (which ends every other session). Issue "every door" API:
 * `GET|PATCH /api/account/profile`, `POST /api/account/password`.
 */
import { z } from 'zod';
import { AUTH_LIMITS } from '../auth/rules.ts';
import { successReply } from '../http/reply.ts';
import { displayText, text } from '../text.ts';

/** The exams a student can prepare for (issue 36): the planner and revision work to its date. */
export const targetExams = ['neet_pg', 'inicet', 'fmge', 'mbbs'] as const;
export type TargetExam = (typeof targetExams)[number];
export const targetExamLabels: Record<TargetExam, string> = {
  neet_pg: 'NEET PG',
  inicet: 'INICET',
  fmge: 'FMGE',
  mbbs: 'MBBS (university exams)',
};
/** How far ahead an exam date may be set. */
export const EXAM_DATE_MAX_YEARS = 3;
/** A coin spend below this many Med Coins may skip the confirmation, if the student says so. */
export const SMALL_SPEND_COINS = 50;

export { profileApiPaths } from './profile-paths.ts';

/** An Indian mobile number: 10 digits starting 6–9, optionally after +91, 91 or 0. */
const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

export const profileMessages = {
  title: 'Your profile',
  loading: 'Loading your profile…',
  loadFailed: 'Your profile could not be loaded. Check your connection and try again.',
  saveFailed: 'Your change could not be saved. Check your connection and try again.',
  account: 'Account',
  email: 'Email',
  emailHint: 'Your email is your sign-in name and cannot be changed here.',
  fullName: 'Full name',
  phoneNumber: 'Mobile number',
  phoneHint: 'An Indian mobile number, such as 98765 43210. Leave it empty to remove it.',
  save: 'Save changes',
  saving: 'Saving…',
  saved: 'Your profile is saved.',
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${AUTH_LIMITS.fullNameMax} characters.`,
  phoneInvalid: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (a +91 in front is fine).',
  nothingToChange: 'Send a new name, mobile number, exam or setting to change.',
  exam: 'Your exam',
  examHint: 'The planner and your revision schedule work towards it.',
  targetExam: 'Exam',
  targetExamNone: 'Not chosen',
  targetExamInvalid: 'Choose NEET PG, INICET, FMGE or MBBS.',
  examDate: 'Exam date',
  examDateInvalid: 'Enter the exam date as a day, such as 2027-01-12.',
  examDatePast: 'The exam date must be after today.',
  examDateTooFar: `The exam date must be within ${EXAM_DATE_MAX_YEARS} years.`,
  examDateNeedsExam: 'Choose the exam as well as its date.',
  saveExam: 'Save exam',
  examSaved: 'Your exam is saved.',
  spending: 'Spending Med Coins',
  confirmSmallSpends: 'Ask me before every spend, even under 50 Med Coins',
  confirmSmallSpendsHint: 'Spends of 50 Med Coins or more always ask first.',
  settingSaved: 'Your setting is saved.',
  confirmSpendTitle: 'Spend Med Coins?',
  confirmSpend: (what: string, coins: number, balance: number | null) =>
    `${what} costs ${coins.toLocaleString('en-IN')} Med Coins.${balance === null ? '' : ` You have ${balance.toLocaleString('en-IN')}.`}`,
  confirmSpendYes: (coins: number) => `Spend ${coins.toLocaleString('en-IN')} Med Coins`,
  confirmSpendNo: 'Cancel',
  confirmSpendClose: 'Close',
  plan: 'Plan',
  planUntil: (plan: string, until: string) => `${plan}, paid until ${until}.`,
  planFree: 'Free. Upgrade for a monthly deposit of Med Coins and faster support.',
  managePlan: 'Plans and pricing',
  password: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
  changingPassword: 'Changing…',
  passwordChanged: (ended: number) =>
    ended === 0
      ? 'Your password is changed.'
      : `Your password is changed, and ${ended === 1 ? 'your other session was' : `your ${ended} other sessions were`} signed out.`,
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is not right. Try again, or use Forgot Password.',
  googleOnlyPassword:
    'Your account signs in with Google and has no password. Use Forgot Password on the sign-in page to set one.',
  samePassword: 'Choose a new password that differs from your current one.',
  passwordEndsSessions: 'Changing it signs you out everywhere else.',
  devices: 'Devices and sessions',
  devicesHint: 'See the devices and sessions signed in to your account, and remove any you do not recognise.',
  referral: 'Your referral code',
  referralHint: 'Friends who join with it earn you Med Coins.',
  referralLink: 'Refer a friend',
  memberSince: (date: string) => `Member since ${date}.`,
} as const;

const phoneField = text()
  .max(32, profileMessages.phoneInvalid)
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .refine((value) => value === '' || INDIAN_MOBILE.test(value), profileMessages.phoneInvalid)
  .transform((value) => {
    const digits = INDIAN_MOBILE.exec(value)?.[1];
    return digits ? `+91${digits}` : null;
  });

export const profileUpdateRequestSchema = z
  .object({
    fullName: displayText()
      .trim()
      .min(1, profileMessages.nameRequired)
      .max(AUTH_LIMITS.fullNameMax, profileMessages.nameTooLong)
      .optional(),
    /** Empty removes the number. */
    phoneNumber: phoneField.optional(),
    /** null removes the exam (and its date). */
    targetExam: z.enum(targetExams, profileMessages.targetExamInvalid).nullable().optional(),
    /** yyyy-mm-dd; null removes it. After today is the server's check (it knows the day). */
    examDate: z
      .string(profileMessages.examDateInvalid)
      .regex(/^\d{4}-\d{2}-\d{2}$/, profileMessages.examDateInvalid)
      .refine(
        (value) =>
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        profileMessages.examDateInvalid,
      )
      .nullable()
      .optional(),
    confirmSmallSpends: z.boolean().optional(),
  })
  .refine(
    (body) =>
      body.fullName !== undefined ||
      body.phoneNumber !== undefined ||
      body.targetExam !== undefined ||
      body.examDate !== undefined ||
      body.confirmSmallSpends !== undefined,
    profileMessages.nothingToChange,
  );
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

export const passwordChangeRequestSchema = z.object({
  currentPassword: text().max(AUTH_LIMITS.passwordMax).default(''),
  newPassword: text().max(4096).default(''),
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

const profileSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  /** `+91XXXXXXXXXX`, or null. */
  phoneNumber: z.string().nullable(),
  referralCode: z.string(),
  /** False for an account that only signs in with Google. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  targetExam: z.enum(targetExams).nullable(),
  /** yyyy-mm-dd, or null. */
  examDate: z.string().nullable(),
  confirmSmallSpends: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileReplySchema = successReply({ profile: profileSchema });
export type ProfileReply = z.infer<typeof profileReplySchema>;

export const passwordChangeReplySchema = successReply({
  message: z.string(),
  /** How many other sessions were signed out. */
  endedSessions: z.number().int(),
});
export type PasswordChangeReply = z.infer<typeof passwordChangeReplySchema>;
