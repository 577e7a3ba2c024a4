/**
 * Request and reply shapes of the account calls. The rules they apply live
 * in `auth/rules.ts` (no zod there, so the sign-in page can import them cheaply) and are
 * re-exported here.
 */
import { z } from 'zod';
import { emailVerificationMessages } from '../email-verification/rules.ts';
import { successReply } from '../http/reply.ts';
import { reportedSessionEndReasons } from '../sessions/rules.ts';
import { jsonValue, stripBidiControls, text } from '../text.ts';
import { authMessages } from './account-messages.ts';
import {
  AUTH_LIMITS,
  activityStates,
  browserEngines,
  deviceFamilies,
  firstAuthFormProblem,
  firstNewPasswordProblem,
  incognitoStates,
  normalizeEmail,
  normalizeReferralCode,
  osFamilies,
  virtualMachineStates,
} from './rules.ts';

export * from './paths.ts';
export * from './rules.ts';

const optionalText = (max: number) => text().max(max).optional();

const securityFlagsSchema = z.object({
  deviceFamily: z.enum(deviceFamilies),
  osFamily: z.enum(osFamilies),
  browserEngine: z.enum(browserEngines),
  isIncognito: z.enum(incognitoStates),
  isVirtualMachine: z.enum(virtualMachineStates),
  suspiciousActivity: z.enum(activityStates),
});

/** Every field is optional: the login page and the Google return page each send a subset. */
const deviceInfoSchema = z.object({
  deviceName: optionalText(100),
  userAgent: optionalText(AUTH_LIMITS.deviceTextMax),
  screenResolution: optionalText(32),
  timezone: optionalText(64),
  language: optionalText(64),
  platform: optionalText(64),
  /** The client sends the literal 'auto-detected'; the server fills in the real address. */
  ipAddress: optionalText(64),
  lastUsed: optionalText(40),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/** A fingerprint is checked in the service (it may also come from a header), so any short text here. */
const fingerprintField = text().max(AUTH_LIMITS.fingerprintMax).optional();
/** What a sign-in or sign-up sends about the device, for the device limit and the security checks. */
const deviceProofShape = {
  deviceFingerprint: fingerprintField,
  deviceInfo: deviceInfoSchema.optional(),
  securityFlags: securityFlagsSchema.optional(),
};
const formText = text().max(4096, 'This field is too long: it can be at most 4096 characters.').optional();

export const signUpRequestSchema = z
  .object({
    email: formText,
    password: formText,
    confirmPassword: formText,
    fullName: formText,
    referralCode: text().max(256).nullish(),
    ...deviceProofShape,
  })
  .superRefine((body, ctx) => {
    const problem = firstAuthFormProblem('signUp', body);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .transform((body) => ({
    ...body,
    email: normalizeEmail(body.email ?? ''),
    password: body.password ?? '',
    fullName: stripBidiControls(body.fullName ?? '').trim(),
    referralCode: normalizeReferralCode(body.referralCode),
  }));
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signInRequestSchema = z
  .object({
    email: formText,
    password: formText,
    ...deviceProofShape,
  })
  .superRefine((body, ctx) => {
    const problem = firstAuthFormProblem('signIn', body);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .transform((body) => ({ ...body, email: normalizeEmail(body.email ?? ''), password: body.password ?? '' }));
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** An account's role: an admin may open the admin pages and make the admin calls. */
export const userRoleSchema = z.enum(['user', 'admin']);

const userReplySchema = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  accessAllowed: z.boolean(),
  plan: z.string(),
  role: userRoleSchema,
  referralCode: z.string(),
  /** False until the emailed link is opened; a Google sign-in counts as verified. */
  emailVerified: z.boolean(),
});
export type UserReply = z.infer<typeof userReplySchema>;

export const authReplySchema = successReply({ message: z.string(), user: userReplySchema });
export type AuthReply = z.infer<typeof authReplySchema>;

export const logoutRequestSchema = z.object({
  email: text().max(AUTH_LIMITS.emailMax).optional(),
  fingerprint: fingerprintField,
});
export const messageReplySchema = successReply({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

export const silentValidateRequestSchema = z.object({
  email: text().max(AUTH_LIMITS.emailMax).default(''),
  deviceFingerprint: fingerprintField,
  lastActivity: z.union([text().max(40), z.number()]).nullish(),
});
export const silentValidateReplySchema = successReply({
  autoLoginAllowed: z.boolean(),
  message: z.string().optional(),
  user: userReplySchema.optional(),
});

export const authStatusReplySchema = successReply({
  authenticated: z.boolean(),
  user: userReplySchema.optional(),
  /** Signed out because the cookie's session was ended for this reason (said once; the cookie is then cleared). */
  signedOutReason: z.enum(reportedSessionEndReasons).optional(),
  /** The sentence saying so, for the sign-in page (sent by the server to keep it off that page's first load). */
  message: z.string().optional(),
});

export const verifyDeviceRequestSchema = z.object({
  deviceFingerprint: fingerprintField,
  securityFlags: securityFlagsSchema.optional(),
  deviceInfo: deviceInfoSchema.optional(),
});
export const verifyDeviceReplySchema = successReply({
  message: z.string(),
  /** True when a signed-in user's device is (now) one of her devices. */
  registered: z.boolean(),
});

export const providersReplySchema = successReply({ google: z.boolean() });

export const googleStartQuerySchema = z.object({
  popup: z.enum(['0', '1', 'true', 'false']).optional(),
  ref: text().max(AUTH_LIMITS.referralCodeMax).optional(),
});
export const googleCallbackQuerySchema = z.object({
  code: text().max(2048).optional(),
  state: text().max(512).optional(),
  error: text().max(256).optional(),
  error_description: text().max(1024).optional(),
  iss: text().max(512).optional(),
  scope: text().max(1024).optional(),
  authuser: text().max(16).optional(),
  prompt: text().max(64).optional(),
  hd: text().max(256).optional(),
});
export const googleCompleteRequestSchema = z.object({
  tempToken: text().min(1, authMessages.google.failed).max(200),
  ...deviceProofShape,
});

export const forgotPasswordRequestSchema = z.object({
  email: text()
    .max(AUTH_LIMITS.emailMax * 2)
    .default('')
    .superRefine((email, ctx) => {
      const problem = firstAuthFormProblem('signIn', { email, password: 'x' });
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
    })
    .transform(normalizeEmail),
});
export const resetPasswordRequestSchema = z
  .object({
    token: text().max(200).default(''),
    password: formText,
    confirmPassword: formText,
  })
  .superRefine((body, ctx) => {
    if (body.token === '') {
      ctx.addIssue({ code: 'custom', path: ['token'], message: authMessages.reset.missingToken });
      return;
    }
    const problem = firstNewPasswordProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .transform((body) => ({ token: body.token, password: body.password ?? '' }));

export const verifyEmailRequestSchema = z.object({
  // prefault: a missing token runs through the same checks as an empty one, so it gets their sentence.
  token: z
    .string()
    .trim()
    .min(1, emailVerificationMessages.missingToken)
    .max(200, emailVerificationMessages.invalid)
    .prefault(''),
});
export const resendVerificationRequestSchema = z.object({});

const deviceSummarySchema = z.object({
  id: z.string(),
  deviceName: z.string(),
  userAgent: z.string().nullable(),
  screenResolution: z.string().nullable(),
  timezone: z.string().nullable(),
  lastUsed: z.string(),
  createdAt: z.string(),
  /** True for the device of the session making the call. */
  current: z.boolean(),
});
export type DeviceSummary = z.infer<typeof deviceSummarySchema>;
export const devicesReplySchema = successReply({ devices: z.array(deviceSummarySchema), limit: z.number() });
export type DevicesReply = z.infer<typeof devicesReplySchema>;

const credentialsShape = {
  email: formText,
  password: formText,
};
function checkCredentials(body: { email?: string | undefined; password?: string | undefined }, ctx: z.RefinementCtx) {
  const problem = firstAuthFormProblem('signIn', body);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}
export const recoverDevicesRequestSchema = z
  .object(credentialsShape)
  .superRefine(checkCredentials)
  .transform((body) => ({ email: normalizeEmail(body.email ?? ''), password: body.password ?? '' }));
export const recoverRemoveDeviceRequestSchema = z
  .object({ ...credentialsShape, deviceId: z.uuid(authMessages.server.deviceNotFound) })
  .superRefine(checkCredentials)
  .transform((body) => ({
    email: normalizeEmail(body.email ?? ''),
    password: body.password ?? '',
    deviceId: body.deviceId,
  }));
export const deviceIdParamsSchema = z.object({ id: z.uuid(authMessages.server.deviceNotFound) });

/** One signed-in session of an account: the account's own sessions list and the admin's user page show it. */
export const sessionRowSchema = z.object({
  id: z.string(),
  deviceName: z.string().nullable(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
/** In the account's own list: whether it is the session making the call. */
const sessionSummarySchema = sessionRowSchema.extend({ current: z.boolean() });
export const sessionsReplySchema = successReply({ sessions: z.array(sessionSummarySchema) });
export type SessionsReply = z.infer<typeof sessionsReplySchema>;

const sessionDataSchema = z
  .record(text().max(100), jsonValue())
  .refine((data) => JSON.stringify(data).length <= AUTH_LIMITS.sessionDataMaxBytes, {
    message: authMessages.server.sessionDataTooLarge,
  });

export const sessionCreateRequestSchema = z.object({
  userEmail: text().max(AUTH_LIMITS.emailMax * 2),
  deviceFingerprint: fingerprintField,
  deviceInfo: deviceInfoSchema.optional(),
  sessionData: sessionDataSchema.optional(),
});
export const sessionCreateReplySchema = successReply({ sessionToken: z.string(), message: z.string() });
export const sessionTokenParamsSchema = z.object({ token: text().max(200) });
export const sessionReplySchema = successReply({
  session: z.object({
    sessionToken: z.string(),
    sessionData: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    expiresAt: z.string(),
  }),
});
export const sessionUpdateRequestSchema = z.object({ sessionData: sessionDataSchema });
export const sessionDeleteRequestSchema = z.object({ reason: text().max(64).optional() });

export const chatbaseIdentityRequestSchema = z.object({
  userId: text().max(100).optional(),
  /** Ignored: the server computes the hash itself. */
  userHash: text().max(256).optional(),
});
const chatbaseIdentitySchema = z.object({ userId: z.string(), userHash: z.string() });
export const chatbaseIdentityReplySchema = successReply({ identity: chatbaseIdentitySchema });

export const purchasedPdfsQuerySchema = z.object({
  email: text()
    .max(AUTH_LIMITS.emailMax * 2)
    .default(''),
});
export const purchasedPdfsReplySchema = successReply({
  pdfs: z.array(z.object({ id: z.string(), title: z.string() })),
});
