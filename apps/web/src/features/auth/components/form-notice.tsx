import type { ReactNode } from 'react';

/**
 * The sentence an account form shows once it has an answer: a success read out politely (status),
 * or a failure read out at once (alert).
 */
export function FormNotice({ tone, children }: { tone: 'success' | 'danger'; children: ReactNode }) {
  return tone === 'success' ? (
    <p role="status" className="rounded-lg bg-success-soft px-3 py-2 text-sm text-success">
      {children}
    </p>
  ) : (
    <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
      {children}
    </p>
  );
}
