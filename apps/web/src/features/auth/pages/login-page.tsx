/**
 * The sign-in screen (/login and /signup): the pitch, the Sign In / Sign Up form with the device
 * indicator, Google sign-in when the server offers it, the panels and the legal drawer. It is the
 * first screen every visitor loads, so it stays light: no Radix or zod until needed.
 */
import { loginMessages } from '@medsutra/contract/auth/messages';
import type { AuthMode } from '@medsutra/contract/auth/rules';
import { COMING_SOON_LABEL, OPEN_FEATURES } from '@medsutra/contract/feature-availability';
import { messages } from '@medsutra/contract/messages';
import { PRODUCT_TAGLINE } from '@medsutra/contract/product';
import { paths } from '@medsutra/contract/routes';
import { CheckCircle2, Gift, Scale } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuthState } from '../api/get-auth-status';
import { useGoogleSignInAvailable } from '../api/get-providers';
import { AuthForm, type AuthFormValues } from '../components/auth-form';
import { DeviceStatus } from '../components/device-status';
import { startGoogleSignIn } from '../lib/google-sign-in';
import { useDeviceVerification } from '../lib/use-device-verification';
import { useLoginRedirects } from '../lib/use-login-redirects';
import { referralFromParams, useReferralToast } from '../lib/use-referral';

const LegalDrawer = lazy(() => import('../components/legal-drawer'));
// The panels are closed until opened and sit below the form on a phone: they load once the
// visitor interacts with the page (or a few seconds after it settles), off the first load.
const LoginPanels = lazy(() => import('../components/login-panels'));
// Shown only when the server offers Google sign-in.
const GoogleButton = lazy(() => import('../components/google-button'));
const PANELS_DELAY_MS = 3000;

function useLoadAfterFirstInteraction(delayMs: number): boolean {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (load) return;
    const go = () => setLoad(true);
    const events = ['pointerdown', 'keydown', 'scroll', 'focusin'] as const;
    for (const event of events) window.addEventListener(event, go, { once: true, passive: true });
    const timer = setTimeout(go, delayMs);
    return () => {
      clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, go);
    };
  }, [load, delayMs]);
  return load;
}
const l = messages.login;

export default function LoginPage() {
  const { pathname, state } = useLocation();
  const [params] = useSearchParams();
  const [referral] = useState(() => referralFromParams(params));
  const [mode, setMode] = useState<AuthMode>(() => referral?.mode ?? (pathname === paths.signup ? 'signUp' : 'signIn'));
  const [values, setValues] = useState<AuthFormValues>(() => ({
    fullName: '',
    email: typeof state?.email === 'string' ? state.email : '',
    password: '',
    confirmPassword: '',
    referralCode: referral?.code ?? '',
  }));
  const [externalError, setExternalError] = useState<string | null>(null);
  const [deviceLimitReached, setDeviceLimitReached] = useState(false);
  const [showLegalDrawer, setShowLegalDrawer] = useState(false);
  const [legalDrawerMounted, setLegalDrawerMounted] = useState(false);
  const verification = useDeviceVerification();
  const googleAvailable = useGoogleSignInAvailable();
  useReferralToast(referral?.code ?? null);
  useLoginRedirects({
    fingerprint: verification.fingerprint,
    onError: setExternalError,
    onDeviceLimitReached: () => setDeviceLimitReached(true),
  });
  const limitReached = deviceLimitReached || verification.state === 'limitReached';
  const showPanels = useLoadAfterFirstInteraction(PANELS_DELAY_MS);
  // Why this browser was signed out (its device was removed): the server says it once, then clears the cookie.
  const auth = useAuthState();

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:py-10 md:grid-cols-[1.1fr_1fr] md:items-start">
      <section aria-labelledby="pitch-heading" className="flex flex-col gap-4 max-md:contents">
        <div>
          <p className="text-sm font-semibold text-primary">{PRODUCT_TAGLINE}</p>
          <h1 id="pitch-heading" className="mt-2 text-2xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">
            {l.heading}
          </h1>
          <p className="mt-3 text-muted sm:text-lg">{l.replaces}</p>
        </div>
        <ul className="grid gap-2 sm:grid-cols-2 max-md:hidden">
          {l.offerings.map((offering) => (
            <li key={offering.text} className="flex items-start gap-2 text-ink">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                {offering.text}
                {OPEN_FEATURES.has(offering.feature) ? null : (
                  <span className="ml-1.5 text-sm text-muted">({COMING_SOON_LABEL.toLowerCase()})</span>
                )}
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-3 max-md:order-last">
          <ButtonLink to={`${paths.featuresAndBlog}?from=login`} variant="secondary">
            {loginMessages.exploreFeatures}
          </ButtonLink>
          {showPanels ? (
            <Suspense fallback={<div className="min-h-40" />}>
              <LoginPanels />
            </Suspense>
          ) : (
            <div className="min-h-40" />
          )}
        </div>
      </section>

      <Card className="flex flex-col gap-4 md:sticky md:top-20">
        <h2 className="text-xl font-semibold text-ink">
          {mode === 'signUp' ? loginMessages.signUpTitle : loginMessages.signInTitle}
        </h2>
        {auth.status === 'signedOut' && auth.message ? (
          <output className="flex items-start gap-2 rounded-lg bg-accent-soft px-3 py-2 text-sm text-ink">
            {auth.message}
          </output>
        ) : null}
        {referral ? (
          <p className="flex items-start gap-2 rounded-lg bg-accent-soft px-3 py-2 text-sm text-ink">
            <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            {loginMessages.referralBanner(referral.code)}
          </p>
        ) : null}
        {/* Once the server refuses the device, the indicator says so too: never "Device Verified" beside it. */}
        <DeviceStatus
          verification={
            deviceLimitReached && verification.state !== 'limitReached' && verification.fingerprint
              ? { state: 'limitReached', fingerprint: verification.fingerprint, message: '' }
              : verification
          }
        />
        <AuthForm
          mode={mode}
          onModeChange={setMode}
          values={values}
          onValuesChange={setValues}
          verification={verification}
          deviceLimitReached={limitReached}
          onDeviceLimitReached={() => setDeviceLimitReached(true)}
          externalError={externalError}
          onClearExternalError={() => setExternalError(null)}
        />
        {googleAvailable ? (
          <>
            <p className="text-center text-sm text-muted">{loginMessages.or}</p>
            <Suspense fallback={<div className="min-h-11" />}>
              <GoogleButton
                onClick={() =>
                  startGoogleSignIn(mode === 'signUp' ? values.referralCode.trim() || undefined : undefined)
                }
              />
            </Suspense>
          </>
        ) : null}
        <p className="text-center text-sm text-muted">{l.devices}</p>
        <Button
          variant="ghost"
          size="sm"
          className="self-center"
          aria-haspopup="dialog"
          aria-expanded={showLegalDrawer}
          onClick={() => {
            setLegalDrawerMounted(true);
            setShowLegalDrawer(true);
          }}
        >
          <Scale aria-hidden="true" className="size-4" />
          {loginMessages.legal}
        </Button>
      </Card>

      {legalDrawerMounted ? (
        <Suspense fallback={null}>
          <LegalDrawer open={showLegalDrawer} onOpenChange={setShowLegalDrawer} />
        </Suspense>
      ) : null}
    </div>
  );
}
