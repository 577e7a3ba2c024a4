/**
 * A `ref` query parameter prefills the referral code, switches the page to the mode named by
 * `mode` (Sign Up unless it says signin), and shows 'Referral Code Applied' for 5 s.
 */
import { loginMessages } from '@medsutra/contract/auth/messages';
import { type AuthMode, authTimings, normalizeReferralCode } from '@medsutra/contract/auth/rules';
import { useEffect, useRef } from 'react';
import { showToast } from '@/lib/toast';

export function referralFromParams(params: URLSearchParams): { code: string; mode: AuthMode } | null {
  const code = normalizeReferralCode(params.get('ref'));
  if (!code) return null;
  const flag = (params.get('mode') ?? params.get('signup') ?? '').toLowerCase();
  const mode: AuthMode = flag === 'signin' || flag === 'login' || flag === 'false' ? 'signIn' : 'signUp';
  return { code, mode };
}

export function useReferralToast(code: string | null) {
  const shown = useRef(false);
  useEffect(() => {
    if (!code || shown.current) return;
    shown.current = true;
    showToast('info', loginMessages.referralAppliedTitle, {
      description: loginMessages.referralAppliedBody,
      durationMs: authTimings.referralToast,
    });
  }, [code]);
}
