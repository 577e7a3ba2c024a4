import { deviceStatusMessages } from '@medsutra/contract/auth/messages';
import { ShieldAlert, ShieldCheck, ShieldX } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { DeviceVerification } from '../lib/use-device-verification';

const s = deviceStatusMessages;

/** The sign-in page's device indicator: Verifying Device, Device Verified, Device Limit Reached, Device Verification Failed. */
export function DeviceStatus({ verification }: { verification: DeviceVerification }) {
  const { state } = verification;
  const label =
    state === 'verifying'
      ? s.verifying
      : state === 'verified'
        ? s.verified
        : state === 'limitReached'
          ? s.limitReached
          : s.failed;
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
        state === 'verified' && 'border-success/40 bg-success-soft text-success',
        state === 'verifying' && 'border-border bg-surface-muted text-muted',
        (state === 'failed' || state === 'limitReached') && 'border-danger/40 bg-danger-soft text-danger',
      )}
    >
      {state === 'verifying' ? (
        <span
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 animate-spin rounded-full border-2 border-border border-t-primary motion-reduce:animate-none"
        />
      ) : state === 'verified' ? (
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
      ) : state === 'limitReached' ? (
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
      ) : (
        <ShieldX aria-hidden="true" className="size-5 shrink-0" />
      )}
      <span>
        <span className="font-semibold">{label}</span>
        {'message' in verification && verification.message ? (
          <span className="block text-ink">{verification.message}</span>
        ) : null}
      </span>
    </div>
  );
}
