/**
 * /verify-email?token=…: the page the emailed link opens. It uses the token once (a POST, so a
 * mail scanner that opens the link uses nothing) and says verified, expired, already used or not
 * valid, in the contract's sentences.
 */
import { emailVerificationMessages as text } from '@medsutra/contract/email-verification/rules';
import { paths } from '@medsutra/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { verifyEmail } from '../api/email-verification';
import { authStatusQueryKey, useAuthState } from '../api/get-auth-status';
import { AuthCard } from '../components/auth-card';

type Outcome = { state: 'checking' } | { state: 'verified'; message: string } | { state: 'refused'; message: string };

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const queryClient = useQueryClient();
  const signedIn = useAuthState().status === 'signedIn';
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'checking' } : { state: 'refused', message: text.missingToken },
  );
  // One POST per page load, even when React runs the effect twice in development.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token)
      .then((reply) => {
        setOutcome({ state: 'verified', message: reply.message });
        // The banner reads emailVerified from the auth status: ask again so it goes away.
        void queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
      })
      .catch((caught: unknown) => {
        setOutcome({ state: 'refused', message: apiErrorMessage(caught) ?? text.invalid });
      });
  }, [token, queryClient]);

  return (
    <AuthCard
      title={
        outcome.state === 'verified'
          ? text.verifiedTitle
          : outcome.state === 'refused'
            ? text.notVerifiedTitle
            : text.pageTitle
      }
    >
      {outcome.state === 'checking' ? (
        <div className="flex items-center gap-3 text-muted">
          <Spinner label={text.checking} />
          <span aria-hidden="true">{text.checking}</span>
        </div>
      ) : (
        <p
          role={outcome.state === 'verified' ? 'status' : 'alert'}
          className={
            outcome.state === 'verified'
              ? 'flex items-start gap-2 rounded-lg bg-success-soft px-3 py-2 text-sm text-success'
              : 'flex items-start gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger'
          }
        >
          {outcome.state === 'verified' ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <span>{outcome.message}</span>
        </p>
      )}
      {outcome.state === 'checking' ? null : signedIn ? (
        <ButtonLink to={paths.dashboard}>{text.goToDashboard}</ButtonLink>
      ) : (
        <ButtonLink to={paths.login}>{text.signIn}</ButtonLink>
      )}
    </AuthCard>
  );
}
