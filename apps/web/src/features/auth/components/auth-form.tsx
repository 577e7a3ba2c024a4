/**
 * The Sign In / Sign Up form: its fields, validation in the product rules' order shown inline under the
 * field, messages cleared by any change, submit blocked while the device is being verified.
 */
import { loginMessages, validationMessages } from '@medsutra/contract/auth/messages';
import {
  type AuthField,
  type AuthMode,
  firstAuthFormProblem,
  normalizeEmail,
  normalizeReferralCode,
} from '@medsutra/contract/auth/rules';
import { paths } from '@medsutra/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { showToast } from '@/lib/toast';
import { signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';
import { isDeviceLimit, signInErrorMessage, signUpErrorMessage } from '../lib/auth-sentences';
import { collectSecurityFlags, pageDeviceInfo } from '../lib/security-flags';
import type { DeviceVerification } from '../lib/use-device-verification';
import { PasswordField } from './password-field';

const l = loginMessages;
const v = validationMessages;

export interface AuthFormValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  referralCode: string;
}

export interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  values: AuthFormValues;
  onValuesChange: (values: AuthFormValues) => void;
  verification: DeviceVerification;
  /** Set when a sign-in was refused by the device limit (or the URL said so). */
  deviceLimitReached: boolean;
  onDeviceLimitReached: () => void;
  /** An error raised outside the form (a Google redirect), shown with the form's own. */
  externalError: string | null;
  onClearExternalError: () => void;
}

export function AuthForm(props: AuthFormProps) {
  const { mode, values, verification } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ field: AuthField; message: string } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [showConfirmPassword, setShowConfirmPassword] = useState(false);
  const signingUp = mode === 'signUp';
  const fingerprintLoading = verification.state === 'verifying';

  /**
   * The sign-in or sign-up call. Sent at once even when the browser says it is offline, so a
   * failure is said in a sentence rather than waited on (networkMode 'always').
   */
  const signingIn = useMutation({
    networkMode: 'always',
    mutationFn: async ({
      email,
      fingerprint,
      signingUp,
    }: {
      email: string;
      fingerprint: string;
      signingUp: boolean;
    }) => {
      // Loaded on first use, while the request is on its way: the session, plan and PDF steps stay
      // off the page's first load and add no round trip after the reply.
      const afterSignInModule = import('../lib/after-sign-in');
      afterSignInModule.catch(() => {}); // a failed sign-in never awaits it; a successful one does, below
      const securityFlags = await collectSecurityFlags().catch(() => undefined);
      const common = {
        email,
        password: values.password,
        deviceFingerprint: fingerprint,
        deviceInfo: pageDeviceInfo(),
        securityFlags,
      };
      const reply = signingUp
        ? await signUp({
            ...common,
            confirmPassword: values.confirmPassword || values.password,
            fullName: values.fullName.trim(),
            referralCode: normalizeReferralCode(values.referralCode) ?? undefined,
          })
        : await signIn(common);
      const { afterSignIn } = await afterSignInModule;
      afterSignIn(queryClient, reply.user, fingerprint);
      if (signingUp) {
        setSuccess(l.signUpSuccessTitle);
        showToast('success', l.signUpSuccessTitle, { description: l.signUpSuccessBody, durationMs: 3500 });
      }
      navigate(paths.dashboard, { replace: true });
    },
    onError: (caught, { signingUp }) => {
      if (isDeviceLimit(caught)) props.onDeviceLimitReached();
      setError(signingUp ? signUpErrorMessage(caught) : signInErrorMessage(caught));
    },
  });
  const loading = signingIn.isPending;

  const clearMessages = () => {
    setError(null);
    setFieldError(null);
    setSuccess(null);
    props.onClearExternalError();
  };

  const change = (field: keyof AuthFormValues) => (event: { target: { value: string } }) => {
    clearMessages();
    props.onValuesChange({ ...values, [field]: event.target.value });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    clearMessages();
    if (fingerprintLoading) {
      setError(v.waitForDevice);
      return;
    }
    const problem = firstAuthFormProblem(mode, values);
    if (problem) {
      setFieldError(problem);
      return;
    }
    const fingerprint = verification.fingerprint;
    if (!fingerprint) {
      setError(v.fingerprintNotReady);
      return;
    }
    const email = normalizeEmail(values.email);
    if (!email) {
      setError(v.emailIsRequired);
      return;
    }
    signingIn.mutate({ email, fingerprint, signingUp });
  }

  const errorFor = (field: AuthField) => (fieldError?.field === field ? fieldError.message : undefined);
  const shownError = error ?? props.externalError;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={loading}>
      <fieldset className="m-0 grid grid-cols-2 rounded-lg border-0 bg-surface-muted p-1">
        <legend className="sr-only">{`${l.signIn} / ${l.signUp}`}</legend>
        {(['signIn', 'signUp'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => {
              clearMessages();
              props.onModeChange(option);
            }}
            className={
              mode === option
                ? 'min-h-11 rounded-md bg-surface font-semibold text-ink shadow-sm'
                : 'min-h-11 rounded-md font-medium text-muted hover:text-ink'
            }
          >
            {option === 'signIn' ? l.signIn : l.signUp}
          </button>
        ))}
      </fieldset>

      {signingUp ? (
        <Input
          label={l.fullName}
          name="name"
          autoComplete="name"
          value={values.fullName}
          onChange={change('fullName')}
          error={errorFor('fullName')}
        />
      ) : null}
      <Input
        label={l.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        error={errorFor('email')}
      />
      <PasswordField
        label={l.password}
        name="password"
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        value={values.password}
        onChange={change('password')}
        error={errorFor('password')}
        hint={signingUp ? v.passwordHint : undefined}
        visible={showPassword}
        onToggleVisible={() => setShowPassword((shown) => !shown)}
      />
      {signingUp ? (
        <>
          <PasswordField
            label={l.confirmPassword}
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
            error={errorFor('confirmPassword')}
            visible={showConfirmPassword}
            onToggleVisible={() => setShowConfirmPassword((shown) => !shown)}
          />
          <Input
            label={l.referralCode}
            name="referralCode"
            autoCapitalize="characters"
            value={values.referralCode}
            onChange={change('referralCode')}
            error={errorFor('referralCode')}
          />
        </>
      ) : (
        <Link
          to={paths.forgotPassword}
          className="-mt-2 inline-flex min-h-11 items-center self-end text-sm text-primary underline"
        >
          {l.forgotPassword}
        </Link>
      )}

      {shownError ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {shownError}
        </p>
      ) : null}
      {success ? (
        <p role="status" className="rounded-lg bg-success-soft px-3 py-2 text-sm text-success">
          {success}
        </p>
      ) : null}

      <Button type="submit" disabled={loading} aria-disabled={fingerprintLoading || undefined}>
        {loading ? (signingUp ? l.creatingAccount : l.signingIn) : signingUp ? l.signUp : l.signIn}
      </Button>
      {props.deviceLimitReached ? (
        <ButtonLink to={paths.removeDevice} state={{ email: normalizeEmail(values.email) }} variant="secondary">
          {l.manageMyDevices}
        </ButtonLink>
      ) : null}
    </form>
  );
}
