import { paymentMessages } from '@medsutra/contract/payments/messages';
import { FlaskConical } from 'lucide-react';

/** The TEST MODE mark every payment screen shows while no real provider is configured. */
export function TestModeBadge() {
  return (
    <span className="inline-flex shrink-0 items-center whitespace-nowrap gap-1.5 self-start rounded-md border-2 border-accent bg-accent-soft px-2 py-0.5 font-bold text-ink text-sm tracking-wide">
      <FlaskConical aria-hidden="true" className="size-4 text-accent" />
      {paymentMessages.testModeLabel}
    </span>
  );
}

export function TestModeBanner() {
  return (
    <div
      role="note"
      aria-label={paymentMessages.testModeLabel}
      className="flex flex-col gap-2 rounded-xl border-2 border-dashed border-accent bg-accent-soft p-4 sm:flex-row sm:items-center"
    >
      <TestModeBadge />
      <p className="text-ink text-sm leading-relaxed">{paymentMessages.testModeExplainer}</p>
    </div>
  );
}
