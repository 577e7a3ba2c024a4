/**
 * The reminder a signed-in user sees until her email is verified, with "Send again". Loaded
 * lazily by the signed-in layout, and only for an unverified user, so no other page pays for it.
 * The first time on a device it says everything; after that it is one line, so on a 360 px phone
 * the header and the banner leave the page most of the screen.
 */
import { emailVerificationMessages as text } from '@medsutra/contract/email-verification/rules';
import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { resendVerificationEmail } from '../api/email-verification';

function seenBefore(email: string): boolean {
  const seen = readStorage('local', storageKeys.verifyBannerSeen)?.split('\n') ?? [];
  return seen.includes(email.toLowerCase());
}

function markSeen(email: string): void {
  const seen = readStorage('local', storageKeys.verifyBannerSeen)?.split('\n').filter(Boolean) ?? [];
  if (seen.includes(email.toLowerCase())) return;
  writeStorage('local', storageKeys.verifyBannerSeen, [...seen.slice(-9), email.toLowerCase()].join('\n'));
}

export default function VerifyEmailBanner({ email }: { email: string }) {
  // Decided once per mount: the full banner stays full until the next page load.
  const [compact] = useState(() => seenBefore(email));
  useEffect(() => markSeen(email), [email]);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const resend = useMutation({
    mutationFn: resendVerificationEmail,
    onSuccess: (reply) => setOutcome({ ok: true, message: reply.message }),
    onError: (caught) => setOutcome({ ok: false, message: apiErrorMessage(caught) ?? text.sendFailed }),
  });
  const sending = resend.isPending;
  const sendAgain = () => resend.mutate();

  if (compact) {
    return (
      <section
        aria-label={text.bannerTitle}
        className="border-b border-accent/40 bg-accent-soft px-3 text-sm text-ink"
        data-testid="verify-email-banner"
        data-toasts-below=""
        data-compact="true"
      >
        <div className="mx-auto flex max-w-6xl items-center gap-2">
          <MailWarning aria-hidden="true" className="size-4 shrink-0 text-accent" />
          <p className="min-w-0 flex-1 truncate" title={text.bannerBody(email)}>
            <strong className="font-semibold">{text.bannerTitle}</strong>
            <span className="sr-only">. {text.bannerBody(email)}</span>
          </p>
          <Button variant="ghost" size="sm" onClick={sendAgain} disabled={sending}>
            {sending ? text.sending : text.sendAgain}
          </Button>
        </div>
        {outcome ? (
          <p aria-live="polite" className={cn('mx-auto max-w-6xl pb-1', !outcome.ok && 'text-danger')}>
            {outcome.message}
          </p>
        ) : null}
      </section>
    );
  }

  return (
    <section
      aria-label={text.bannerTitle}
      className="border-b border-accent/40 bg-accent-soft px-3 py-2 text-sm text-ink"
      data-testid="verify-email-banner"
      data-toasts-below=""
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        <MailWarning aria-hidden="true" className="size-5 shrink-0 text-accent" />
        <p className="min-w-0 flex-1">
          <strong className="font-semibold">{text.bannerTitle}.</strong>{' '}
          <span className="break-words">{text.bannerBody(email)}</span>
        </p>
        <Button variant="secondary" size="sm" onClick={sendAgain} disabled={sending}>
          {sending ? text.sending : text.sendAgain}
        </Button>
        <p aria-live="polite" className={outcome && !outcome.ok ? 'w-full text-danger' : 'w-full'}>
          {outcome?.message ?? ''}
        </p>
      </div>
    </section>
  );
}
