/**
 * The reminder a signed-in user sees until her email is verified, with "Send again". Loaded
 * lazily by the signed-in layout, and only for an unverified user, so no other page pays for it.
 */
import { emailVerificationMessages as text } from '@medsutra/contract/email-verification/rules';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { resendVerificationEmail } from '../api/email-verification';

export default function VerifyEmailBanner({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  async function sendAgain() {
    setSending(true);
    try {
      setOutcome({ ok: true, message: (await resendVerificationEmail()).message });
    } catch (caught) {
      setOutcome({ ok: false, message: apiErrorMessage(caught) ?? text.sendFailed });
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-label={text.bannerTitle}
      className="border-b border-accent/40 bg-accent-soft px-3 py-2 text-sm text-ink"
      data-testid="verify-email-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        <MailWarning aria-hidden="true" className="size-5 shrink-0 text-accent" />
        <p className="min-w-0 flex-1">
          <strong className="font-semibold">{text.bannerTitle}.</strong>{' '}
          <span className="break-words">{text.bannerBody(email)}</span>
        </p>
        <Button variant="secondary" size="sm" onClick={() => void sendAgain()} disabled={sending}>
          {sending ? text.sending : text.sendAgain}
        </Button>
        <p aria-live="polite" className={outcome && !outcome.ok ? 'w-full text-danger' : 'w-full'}>
          {outcome?.message ?? ''}
        </p>
      </div>
    </section>
  );
}
