/**
 * The Google sign-in return page (/oauth-complete): Completing Sign In, Sign In Successful or
 * Authentication Error. In a popup it posts OAUTH_SUCCESS / OAUTH_ERROR to the opener and closes
 * after 500 ms. With a token it completes sign-in on this device and goes to /dashboard; with
 * success=true and no token it checks the session and goes to /dashboard after 1 s; otherwise
 * it goes back to /login after 1.5 s, carrying the error for the sign-in page to show.
 */
import { googleMessages, loginMessages } from '@medsutra/contract/auth/messages';
import { authTimings } from '@medsutra/contract/auth/rules';
import { paths } from '@medsutra/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { completeGoogleSignIn } from '../api/complete-google-sign-in';
import { authStatusQueryKey } from '../api/get-auth-status';
import { afterSignIn } from '../lib/after-sign-in';
import { googleCompleteErrorMessage, isDeviceLimit, redirectErrorMessage } from '../lib/auth-sentences';
import { storedDeviceId } from '../lib/auth-storage';
import { getDeviceIdentity } from '../lib/device-identity';
import { type OAuthMessage, openedAsPopup } from '../lib/google-sign-in';
import { returnPageDeviceInfo } from '../lib/security-flags';

type ReturnState =
  | { kind: 'completing' }
  | { kind: 'success' }
  | { kind: 'error'; message: string; deviceLimit: boolean };

const g = googleMessages;

function deviceFingerprint(): Promise<string | null> {
  try {
    return Promise.resolve(getDeviceIdentity().id);
  } catch {
    // Wait, then fall back to the id stored on an earlier visit.
    return new Promise((resolve) => setTimeout(() => resolve(storedDeviceId()), authTimings.googleFingerprintWait));
  }
}

export default function OAuthCompletePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ReturnState>({ kind: 'completing' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const popup = openedAsPopup(params);
    const report = (message: OAuthMessage) => {
      window.opener?.postMessage(message, window.location.origin);
      setTimeout(() => window.close(), authTimings.popupClose);
    };
    const fail = (message: string, deviceLimit: boolean, loginQuery: string) => {
      setState({ kind: 'error', message, deviceLimit });
      if (popup) report({ type: 'OAUTH_ERROR', message });
      else setTimeout(() => navigate(`${paths.login}${loginQuery}`, { replace: true }), authTimings.errorRedirect);
    };

    const token = params.get('token');
    if (token) {
      void (async () => {
        const fingerprint = await deviceFingerprint();
        if (!fingerprint) {
          fail(g.noDevice, false, '');
          return;
        }
        try {
          const reply = await completeGoogleSignIn({
            tempToken: token,
            deviceFingerprint: fingerprint,
            deviceInfo: returnPageDeviceInfo(),
          });
          setState({ kind: 'success' });
          if (popup) report({ type: 'OAUTH_SUCCESS', user: reply.user, fingerprint });
          else {
            afterSignIn(queryClient, reply.user, fingerprint);
            navigate(paths.dashboard, { replace: true });
          }
        } catch (error) {
          const limit = isDeviceLimit(error);
          fail(googleCompleteErrorMessage(error), limit, limit ? '?error_type=device_limit_reached' : '');
        }
      })();
      return;
    }

    if (params.get('success') === 'true') {
      setState({ kind: 'success' });
      void queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
      setTimeout(() => navigate(paths.dashboard, { replace: true }), authTimings.successRedirect);
      return;
    }

    const message = redirectErrorMessage(params) ?? g.popupDefault;
    const carried = new URLSearchParams();
    for (const key of ['error', 'error_type']) {
      const value = params.get(key);
      if (value) carried.set(key, value);
    }
    fail(message, params.get('error_type') === 'device_limit_reached', carried.size ? `?${carried}` : '');
  }, [params, navigate, queryClient]);

  return (
    <div className="mx-auto flex w-full max-w-md px-4 py-10">
      <Card className="flex w-full flex-col items-center gap-4 text-center">
        {state.kind === 'completing' ? (
          <>
            <Spinner label={g.completing} />
            <h1 className="text-xl font-semibold text-ink">{g.completing}</h1>
          </>
        ) : state.kind === 'success' ? (
          <>
            <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
            <h1 className="text-xl font-semibold text-ink">{g.successful}</h1>
          </>
        ) : (
          <>
            <XCircle aria-hidden="true" className="size-10 text-danger" />
            <h1 className="text-xl font-semibold text-ink">{g.error}</h1>
            <p role="alert" className="text-danger">
              {state.message}
            </p>
            {state.deviceLimit ? (
              <ButtonLink to={paths.removeDevice} variant="secondary">
                {loginMessages.manageMyDevices}
              </ButtonLink>
            ) : null}
          </>
        )}
      </Card>
    </div>
  );
}
