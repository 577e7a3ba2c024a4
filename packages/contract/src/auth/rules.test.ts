import { describe, expect, it } from 'vitest';
import { authMessages } from './account-messages.ts';
import {
  browserEngineFor,
  deviceFamilyFor,
  deviceNameFor,
  displayNameFor,
  firstAuthFormProblem,
  firstNewPasswordProblem,
  incognitoFromQuota,
  isDeviceFingerprint,
  normalizeReferralCode,
  osFamilyFor,
  suspiciousActivityFrom,
  virtualMachineFrom,
} from './rules.ts';

const v = authMessages.validation;
/** The sign-up form's problems in the order the rules report them. */
const SIGN_UP_PROBLEMS_IN_ORDER = [
  v.emailRequired,
  v.emailInvalid,
  v.passwordRequired,
  v.fullNameRequired,
  v.passwordsDoNotMatch,
  v.passwordTooShort,
];

describe('sign-in and sign-up validation (product rules, in order)', () => {
  const good = { email: 'asha@example.com', password: 'longenough', confirmPassword: 'longenough', fullName: 'Asha' };

  it('walks the rules in their order, reporting only the first problem', () => {
    let form: Record<string, string> = { email: '', password: '', confirmPassword: 'x', fullName: '' };
    const seen: string[] = [];
    const fixes: Record<string, Record<string, string>> = {
      [v.emailRequired]: { email: 'asha' },
      [v.emailInvalid]: { email: ' Asha@Example.com ' },
      [v.passwordRequired]: { password: 'short' },
      [v.fullNameRequired]: { fullName: 'Asha' },
      [v.passwordsDoNotMatch]: { confirmPassword: 'short' },
      [v.passwordTooShort]: { password: 'longenough', confirmPassword: 'longenough' },
    };
    for (;;) {
      const problem = firstAuthFormProblem('signUp', form);
      if (!problem) break;
      seen.push(problem.message);
      form = { ...form, ...fixes[problem.message] };
    }
    expect(seen).toEqual(SIGN_UP_PROBLEMS_IN_ORDER);
  });

  it('uses the exact sentences of validationMessages', () => {
    expect(SIGN_UP_PROBLEMS_IN_ORDER).toEqual([
      'Please enter your email address',
      'Please enter a valid email address',
      'Please enter your password',
      'Please enter your full name',
      'Passwords do not match',
      'Password must be at least 8 characters long',
    ]);
  });

  it('checks only email and password when signing in (no length rule)', () => {
    expect(firstAuthFormProblem('signIn', { email: 'asha@example.com', password: 'x' })).toBeNull();
    expect(firstAuthFormProblem('signIn', { email: 'asha@example.com', password: '' })?.message).toBe(
      v.passwordRequired,
    );
  });

  it('lets confirmPassword default to the password and the referral code be empty', () => {
    expect(firstAuthFormProblem('signUp', { ...good, confirmPassword: undefined, referralCode: '' })).toBeNull();
    expect(normalizeReferralCode('  ab-12 ')).toBe('AB-12');
    expect(normalizeReferralCode('   ')).toBeNull();
  });

  it('adds our length limits after the form rules', () => {
    expect(
      firstAuthFormProblem('signUp', { ...good, password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) })?.message,
    ).toBe(v.passwordTooLong);
    expect(firstAuthFormProblem('signUp', { ...good, fullName: 'n'.repeat(101) })?.message).toBe(v.fullNameTooLong);
    expect(firstAuthFormProblem('signUp', { ...good, referralCode: 'has space' })?.field).toBe('referralCode');
  });

  it('applies the same password rules to a reset', () => {
    expect(firstNewPasswordProblem({ password: '' })?.message).toBe(v.passwordRequired);
    expect(firstNewPasswordProblem({ password: 'longenough', confirmPassword: 'other' })?.message).toBe(
      v.passwordsDoNotMatch,
    );
    expect(firstNewPasswordProblem({ password: 'short' })?.message).toBe(v.passwordTooShort);
    expect(firstNewPasswordProblem({ password: 'longenough' })).toBeNull();
  });
});

describe('device rules (product rules: the device)', () => {
  it('accepts DEVICE_, STABLE_ and EMERGENCY_ ids only', () => {
    expect(isDeviceFingerprint('DEVICE_a1b2c3d4')).toBe(true);
    expect(isDeviceFingerprint('STABLE_a1b2c3d4_x9')).toBe(true);
    expect(isDeviceFingerprint('EMERGENCY_1700000000000_abcd')).toBe(true);
    expect(isDeviceFingerprint('device_a1b2c3d4')).toBe(false);
    expect(isDeviceFingerprint('DEVICE_<script>')).toBe(false);
    expect(isDeviceFingerprint(`DEVICE_${'a'.repeat(300)}`)).toBe(false);
  });

  it('mobile is a screen under 768 wide or any touch points', () => {
    expect(deviceFamilyFor(767, 0)).toBe('mobile');
    expect(deviceFamilyFor(768, 0)).toBe('desktop');
    expect(deviceFamilyFor(1920, 1)).toBe('mobile');
  });

  it('incognito is suspected under 120000000 bytes of storage quota', () => {
    expect(incognitoFromQuota(119_999_999)).toBe('likely_incognito');
    expect(incognitoFromQuota(120_000_000)).toBe('normal_mode');
    expect(incognitoFromQuota(undefined)).toBe('detection_failed');
  });

  it('a virtual machine is suspected only when more than 2 signs hold', () => {
    const all = { hardwareConcurrency: 1, deviceMemory: 2, screenResolution: '1366x768' };
    expect(virtualMachineFrom(all)).toBe('likely_vm');
    expect(virtualMachineFrom({ ...all, hardwareConcurrency: 4 })).toBe('physical_device');
    expect(virtualMachineFrom({ ...all, deviceMemory: undefined })).toBe('physical_device');
    expect(virtualMachineFrom({ ...all, screenResolution: '412x915' })).toBe('physical_device');
  });

  it('suspicious activity when more than 1 of: automation driver, no plugins, no languages', () => {
    expect(suspiciousActivityFrom({ webdriver: true, pluginCount: 0, languageCount: 2 })).toBe('suspicious_activity');
    expect(suspiciousActivityFrom({ webdriver: false, pluginCount: 0, languageCount: 0 })).toBe('suspicious_activity');
    expect(suspiciousActivityFrom({ webdriver: true, pluginCount: 5, languageCount: 2 })).toBe('normal_behavior');
    expect(suspiciousActivityFrom({ webdriver: false, pluginCount: 0, languageCount: 2 })).toBe('normal_behavior');
  });

  it('names operating systems, engines and devices from the user agent', () => {
    const androidChrome =
      'Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const iphoneSafari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const windowsFirefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const macSafari =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    expect([
      osFamilyFor(androidChrome),
      browserEngineFor(androidChrome),
      deviceNameFor(androidChrome, 'mobile'),
    ]).toEqual(['android', 'blink', 'Android']);
    expect([osFamilyFor(iphoneSafari), browserEngineFor(iphoneSafari), deviceNameFor(iphoneSafari, 'mobile')]).toEqual([
      'ios',
      'webkit',
      'iPhone',
    ]);
    expect([
      osFamilyFor(windowsFirefox),
      browserEngineFor(windowsFirefox),
      deviceNameFor(windowsFirefox, 'desktop'),
    ]).toEqual(['windows', 'gecko', 'Desktop']);
    expect([osFamilyFor(macSafari), browserEngineFor(macSafari)]).toEqual(['macos', 'webkit']);
    expect(deviceNameFor('SomeTablet', 'mobile')).toBe('Mobile Device');
    expect(osFamilyFor('')).toBe('unknown');
  });

  it("falls back from the name to the email's first part, then 'User'", () => {
    expect(displayNameFor(' Asha ', 'a@x.com')).toBe('Asha');
    expect(displayNameFor('', 'ravi.k@x.com')).toBe('ravi.k');
    expect(displayNameFor(null, null)).toBe('User');
  });
});
