/** The one toast outlet, mounted by the shell with the first toast; show toasts with `showToast` (lib/toast.ts). */
import { TOAST_DEFAULT_MS } from '@medsutra/contract/timings';
import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * Sonner's own rich colours miss WCAG AA on small text (success green on mint is 4.26:1); ours
 * pass it (≥ 4.5:1) and follow the light and dark themes through the design tokens.
 */
const richColors = {
  '--success-bg': 'var(--color-success-soft)',
  '--success-border': 'var(--color-success)',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'var(--color-danger-soft)',
  '--error-border': 'var(--color-danger)',
  '--error-text': 'var(--color-danger)',
  '--warning-bg': 'var(--color-accent-soft)',
  '--warning-border': 'var(--color-accent)',
  '--warning-text': 'var(--color-accent)',
  '--info-bg': 'var(--color-primary-soft)',
  '--info-border': 'var(--color-primary)',
  '--info-text': 'var(--color-primary)',
} as CSSProperties;

export default function Toaster() {
  return (
    <Sonner
      // At the top but below the header (two rows on a phone), so a toast never covers the
      // balances chip or the header's buttons, nor a page's buttons at the bottom of the screen.
      position="top-center"
      offset={{ top: 112 }}
      mobileOffset={{ top: 104 }}
      closeButton
      richColors
      duration={TOAST_DEFAULT_MS}
      style={richColors}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
