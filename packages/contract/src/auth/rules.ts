/**
 * The account rules that the web app and the server both apply, without zod, so the sign-in
 * page's first-load chunk can import them cheaply: field limits and the validation order, the device fingerprint format, the security-flag rules,
 * the browser storage keys and the auth timings (docs/product-rules.md, Signing in on the web).
 */
import { validationMessages } from './messages.ts';

export const AUTH_LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  fullNameMax: 100,
  referralCodeMax: 32,
  fingerprintMax: 200,
  deviceTextMax: 512,
  /** The largest sessionData object, as JSON text: in one request, and in a session in all. */
  sessionDataMaxBytes: 16 * 1024,
  /** Session starts (POST /api/session/create) per account per minute. */
  sessionCreatePerMinute: 20,
} as const;

/** A simple `{something}@{something}.{something}` shape. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Referral codes: letters, digits and dashes. */
const REFERRAL_CODE_SHAPE = /^[A-Za-z0-9-]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normalizeReferralCode(code: string | null | undefined): string | null {
  const trimmed = (code ?? '').trim().toUpperCase();
  return trimmed === '' ? null : trimmed;
}

export type AuthMode = 'signIn' | 'signUp';
export type AuthField = 'email' | 'password' | 'confirmPassword' | 'fullName' | 'referralCode';

export interface AuthForm {
  email?: string | undefined;
  password?: string | undefined;
  confirmPassword?: string | undefined;
  fullName?: string | undefined;
  referralCode?: string | undefined | null;
}

export interface AuthFormProblem {
  field: AuthField;
  message: string;
}

const v = validationMessages;

/**
 * The first problem with a sign-in or sign-up form, in the product rules' order (email required, email
 * shape, password required, full name, passwords match, password length), then the length
 * limits of our own. `null` when the form may be sent.
 */
export function firstAuthFormProblem(mode: AuthMode, form: AuthForm): AuthFormProblem | null {
  const email = normalizeEmail(form.email ?? '');
  const password = form.password ?? '';
  if (email === '') return { field: 'email', message: v.emailRequired };
  if (!EMAIL_SHAPE.test(email)) return { field: 'email', message: v.emailInvalid };
  if (email.length > AUTH_LIMITS.emailMax) return { field: 'email', message: v.emailTooLong };
  if (password === '') return { field: 'password', message: v.passwordRequired };
  if (mode === 'signUp') {
    const fullName = (form.fullName ?? '').trim();
    // A missing confirmPassword counts as the password.
    const confirmPassword = form.confirmPassword ?? password;
    if (fullName === '') return { field: 'fullName', message: v.fullNameRequired };
    if (confirmPassword !== password) return { field: 'confirmPassword', message: v.passwordsDoNotMatch };
    if (password.length < AUTH_LIMITS.passwordMin) return { field: 'password', message: v.passwordTooShort };
    if (fullName.length > AUTH_LIMITS.fullNameMax) return { field: 'fullName', message: v.fullNameTooLong };
    const referralCode = (form.referralCode ?? '').trim();
    if (
      referralCode !== '' &&
      (referralCode.length > AUTH_LIMITS.referralCodeMax || !REFERRAL_CODE_SHAPE.test(referralCode))
    ) {
      return { field: 'referralCode', message: v.referralCodeInvalid };
    }
  }
  if (password.length > AUTH_LIMITS.passwordMax) return { field: 'password', message: v.passwordTooLong };
  return null;
}

/** The first problem with a new password (reset form), in the same order and words. */
export function firstNewPasswordProblem(form: { password?: string; confirmPassword?: string }): AuthFormProblem | null {
  const password = form.password ?? '';
  const confirmPassword = form.confirmPassword ?? password;
  if (password === '') return { field: 'password', message: v.passwordRequired };
  if (confirmPassword !== password) return { field: 'confirmPassword', message: v.passwordsDoNotMatch };
  if (password.length < AUTH_LIMITS.passwordMin) return { field: 'password', message: v.passwordTooShort };
  if (password.length > AUTH_LIMITS.passwordMax) return { field: 'password', message: v.passwordTooLong };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Devices

const FINGERPRINT_PREFIXES = ['DEVICE_', 'STABLE_', 'EMERGENCY_'] as const;
export type FingerprintPrefix = (typeof FINGERPRINT_PREFIXES)[number];
/** A device id: one of the prefixes, then letters, digits, `_` or `-`. */
const FINGERPRINT_SHAPE = /^(DEVICE|STABLE|EMERGENCY)_[A-Za-z0-9_-]{4,190}$/;

export function isDeviceFingerprint(value: unknown): value is string {
  return typeof value === 'string' && value.length <= AUTH_LIMITS.fingerprintMax && FINGERPRINT_SHAPE.test(value);
}

/** The device id is reused for this long before it is computed again. */
export const DEVICE_ID_CACHE_DAYS = 30;
/** The chat identity is cached this long. */
export const CHAT_IDENTITY_CACHE_HOURS = 24;

export const deviceFamilies = ['mobile', 'desktop'] as const;
export const osFamilies = ['windows', 'macos', 'linux', 'android', 'ios', 'unknown'] as const;
export const browserEngines = ['webkit', 'gecko', 'blink', 'unknown'] as const;
export const incognitoStates = ['normal_mode', 'likely_incognito', 'incognito_detected', 'detection_failed'] as const;
export const virtualMachineStates = ['physical_device', 'likely_vm', 'detection_failed'] as const;
export const activityStates = ['normal_behavior', 'suspicious_activity'] as const;

export interface SecurityFlags {
  deviceFamily: (typeof deviceFamilies)[number];
  osFamily: (typeof osFamilies)[number];
  browserEngine: (typeof browserEngines)[number];
  isIncognito: (typeof incognitoStates)[number];
  isVirtualMachine: (typeof virtualMachineStates)[number];
  suspiciousActivity: (typeof activityStates)[number];
}

/** Mobile is a screen width under 768 or any touch points. */
const MOBILE_MAX_WIDTH = 768;
export function deviceFamilyFor(screenWidth: number, maxTouchPoints: number): SecurityFlags['deviceFamily'] {
  return screenWidth < MOBILE_MAX_WIDTH || maxTouchPoints > 0 ? 'mobile' : 'desktop';
}

export function osFamilyFor(userAgent: string): SecurityFlags['osFamily'] {
  const ua = userAgent.toLowerCase();
  if (/android/.test(ua)) return 'android';
  if (/iphone|ipad|ipod/.test(ua)) return 'ios';
  if (/windows/.test(ua)) return 'windows';
  if (/mac os x|macintosh/.test(ua)) return 'macos';
  if (/linux|x11|cros/.test(ua)) return 'linux';
  return 'unknown';
}

export function browserEngineFor(userAgent: string): SecurityFlags['browserEngine'] {
  const ua = userAgent.toLowerCase();
  // Chromium browsers also say "AppleWebKit"; they are Blink. On iOS every browser is WebKit.
  if (/iphone|ipad|ipod/.test(ua) && /applewebkit/.test(ua)) return 'webkit';
  if (/chrome|chromium|crios|edg\/|opr\//.test(ua)) return 'blink';
  if (/firefox|fxios|gecko\/\d/.test(ua)) return 'gecko';
  if (/applewebkit/.test(ua)) return 'webkit';
  return 'unknown';
}

/** Incognito is suspected when the storage quota is under this many bytes. */
const INCOGNITO_QUOTA_BYTES = 120_000_000;
export function incognitoFromQuota(quota: number | null | undefined): SecurityFlags['isIncognito'] {
  if (quota === null || quota === undefined || !Number.isFinite(quota)) return 'detection_failed';
  return quota < INCOGNITO_QUOTA_BYTES ? 'likely_incognito' : 'normal_mode';
}

/** Resolutions common to virtual machines. */
const VM_RESOLUTIONS = ['1024x768', '1280x800', '1366x768', '1920x1080'] as const;
export interface VirtualMachineSignals {
  hardwareConcurrency: number | undefined;
  deviceMemory: number | undefined;
  screenResolution: string;
}
/** A virtual machine is suspected when more than 2 of: 1 core, 2 GB or less, a common VM resolution. */
export function virtualMachineFrom(signals: VirtualMachineSignals): SecurityFlags['isVirtualMachine'] {
  const held = [
    signals.hardwareConcurrency === 1,
    signals.deviceMemory !== undefined && signals.deviceMemory <= 2,
    (VM_RESOLUTIONS as readonly string[]).includes(signals.screenResolution),
  ].filter(Boolean).length;
  return held > 2 ? 'likely_vm' : 'physical_device';
}

export interface ActivitySignals {
  webdriver: boolean;
  pluginCount: number;
  languageCount: number;
}
/** Suspicious when more than 1 of: an automation driver, no plugins, no languages. */
export function suspiciousActivityFrom(signals: ActivitySignals): SecurityFlags['suspiciousActivity'] {
  const held = [signals.webdriver, signals.pluginCount === 0, signals.languageCount === 0].filter(Boolean).length;
  return held > 1 ? 'suspicious_activity' : 'normal_behavior';
}

/** The deviceInfo a client sends (every field optional; the server fills in the address). */
export interface ClientDeviceInfo {
  deviceName?: string | undefined;
  userAgent?: string | undefined;
  screenResolution?: string | undefined;
  timezone?: string | undefined;
  language?: string | undefined;
  platform?: string | undefined;
  ipAddress?: string | undefined;
  lastUsed?: string | undefined;
}

/** Device name on the Google return page: iPhone, Android, Desktop or Mobile Device. */
export function deviceNameFor(userAgent: string, family: SecurityFlags['deviceFamily']): string {
  const ua = userAgent.toLowerCase();
  if (/iphone/.test(ua)) return 'iPhone';
  if (/android/.test(ua)) return 'Android';
  return family === 'desktop' ? 'Desktop' : 'Mobile Device';
}

// ---------------------------------------------------------------------------------------------
// Browser storage

export const deviceStorageKeys = {
  fingerprint: 'device_fingerprint',
  permanent: 'permanentDeviceFingerprint',
  camel: 'deviceFingerprint',
  uniqueId: 'unique_device_id',
  stable: 'device_fingerprint_stable',
  identity: 'device_identity',
} as const;

export const authStorageKeys = {
  isAuthenticated: 'isAuthenticated',
  user: 'user',
  userData: 'userData',
  userEmail: 'userEmail',
  authenticatedFingerprint: 'authenticatedFingerprint',
  lastActivity: 'lastActivity',
  uniqueDeviceId: 'unique_device_id',
  sessionToken: 'sessionToken',
  localSession: 'local_session',
  chatIdentity: 'chatbase_identity',
  plan: 'userPlan',
  purchasedPdfs: 'purchased_pdfs',
} as const;

// ---------------------------------------------------------------------------------------------
// Timings, in milliseconds

export const authTimings = {
  loginTimeout: 15_000,
  crossTabRecheck: 500,
  focusRedirect: 1000,
  purchasedPdfsAfterSignIn: 1000,
  planCheck: 100,
  planForcedRecheck: 2000,
  popupClose: 500,
  googleFingerprintWait: 1000,
  referralToast: 5000,
  signUpToast: 3500,
  googleWelcomeToast: 3000,
  successRedirect: 1000,
  errorRedirect: 1500,
} as const;

/** The name the app shows: the full name, else the part of the email before the @, else 'User'. */
export function displayNameFor(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = (fullName ?? '').trim();
  if (name) return name;
  const local = (email ?? '').split('@')[0]?.trim();
  return local || 'User';
}

/**
 * Every page the server sends carries GET /api/user/auth-status's answer for its session cookie,
 * as JSON in `<script type="application/json" id=…>`, so the app knows who is signed in without
 * a round trip before its first screen (docs/decisions/009-page-carries-auth-status.md).
 */
export const PAGE_AUTH_STATUS_ID = 'medsutra-auth-status';
