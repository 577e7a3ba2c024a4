/**
 * The sign-in page's URL and cross-tab handling (docs/product-rules.md, Signing in on the web):
 * - `?error=…&error_type=…` from a Google redirect: the catalogue sentence, then the URL resets to /login;
 * - `?google_auth=<token>`: Google completion once the fingerprint is ready (or, after 1 s, the
 *   stored unique_device_id), a 'Welcome' toast for 3 s, then /dashboard; the URL resets to /login;
 * - OAUTH_SUCCESS / OAUTH_ERROR messages from the sign-in popup;
 * - a storage change or window focus (after 1 s) with a stored signed-in user: to /dashboard.
 */
import { deviceLimitMessages, googleMessages } from '@medsutra/contract/auth/messages';
import { authStorageKeys, authTimings } from '@medsutra/contract/auth/rules';
import { paths } from '@medsutra/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readStorage } from '@/lib/storage';
import { showToast } from '@/lib/toast';
import { completeGoogleSignIn } from '../api/complete-google-sign-in';
import { authStatusQueryKey } from '../api/get-auth-status';
import { googleCompleteErrorMessage, isDeviceLimit, redirectErrorMessage } from './auth-sentences';
import { readStoredUser, type StoredUser, storedDeviceId } from './auth-storage';
import { isOAuthMessage } from './google-sign-in';
import { returnPageDeviceInfo } from './security-flags';

export interface LoginRedirectHandlers {
  fingerprint: string | null;
  onError: (message: string) => void;
  onDeviceLimitReached: () => void;
}

function welcome(user: StoredUser) {
  showToast('success', googleMessages.welcome, {
    description: googleMessages.welcomeBody(user.name || user.email),
    durationMs: authTimings.googleWelcomeToast,
  });
}

export function useLoginRedirects({ fingerprint, onError, onDeviceLimitReached }: LoginRedirectHandlers) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const googleToken = params.get('google_auth');
  const handledToken = useRef<string | null>(null);
  const handlers = useRef({ onError, onDeviceLimitReached });
  handlers.current = { onError, onDeviceLimitReached };

  // Google redirect errors.
  useEffect(() => {
    const message = redirectErrorMessage(params);
    if (!message) return;
    if (params.get('error_type') === 'device_limit_reached') handlers.current.onDeviceLimitReached();
    handlers.current.onError(message);
    const next = new URLSearchParams(params);
    for (const key of ['error', 'error_type', 'error_description']) next.delete(key);
    setParams(next, { replace: true });
  }, [params, setParams]);

  // ?google_auth=<token>: complete once the fingerprint is ready.
  useEffect(() => {
    if (!googleToken || handledToken.current === googleToken) return;
    let cancelled = false;
    const complete = async (deviceFingerprint: string) => {
      handledToken.current = googleToken;
      try {
        const reply = await completeGoogleSignIn({
          tempToken: googleToken,
          deviceFingerprint,
          deviceInfo: returnPageDeviceInfo(),
        });
        const { afterSignIn } = await import('./after-sign-in');
        afterSignIn(queryClient, reply.user, deviceFingerprint);
        welcome(reply.user);
        navigate(paths.dashboard, { replace: true });
      } catch (error) {
        if (isDeviceLimit(error)) handlers.current.onDeviceLimitReached();
        handlers.current.onError(googleCompleteErrorMessage(error));
        navigate(paths.login, { replace: true });
      }
    };
    if (fingerprint) {
      void complete(fingerprint);
      return;
    }
    const timer = setTimeout(() => {
      if (cancelled) return;
      const stored = storedDeviceId();
      if (stored) void complete(stored);
      else {
        handledToken.current = googleToken;
        handlers.current.onError(googleMessages.noDevice);
        navigate(paths.login, { replace: true });
      }
    }, authTimings.googleFingerprintWait);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [googleToken, fingerprint, queryClient, navigate]);

  // The popup reports back.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isOAuthMessage(event.data)) return;
      if (event.data.type === 'OAUTH_SUCCESS') {
        const { user, fingerprint: deviceFingerprint } = event.data;
        void import('./after-sign-in').then(({ afterSignIn }) => {
          afterSignIn(queryClient, user, deviceFingerprint);
          welcome(user);
          navigate(paths.dashboard, { replace: true });
        });
      } else {
        if (event.data.message === deviceLimitMessages.oauthReturn) handlers.current.onDeviceLimitReached();
        handlers.current.onError(event.data.message || googleMessages.popupDefault);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient, navigate]);

  // Signed in in another tab: a storage change or coming back to this window, after 1 s.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (readStorage('local', authStorageKeys.isAuthenticated) === 'true' && readStoredUser()) {
          void queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
          navigate(paths.dashboard, { replace: true });
        }
      }, authTimings.focusRedirect);
    };
    window.addEventListener('storage', check);
    window.addEventListener('focus', check);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('storage', check);
      window.removeEventListener('focus', check);
    };
  }, [queryClient, navigate]);
}
