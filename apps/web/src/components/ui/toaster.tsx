/** The one toast outlet, mounted by the shell with the first toast; show toasts with `showToast` (lib/toast.ts). */
import { TOAST_DEFAULT_MS } from '@medsutra/contract/timings';
import { type CSSProperties, useEffect, useState } from 'react';
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

/** Space between the toasts and what they sit under. */
const GAP_PX = 8;
/** Where toasts start before the page is measured: under the header's two rows on a phone. */
const FALLBACK_TOP_PX = 104;

/**
 * The top of the toasts: under the sticky header and under the verify-email banner while it is on
 * screen, so a toast covers neither (the daily-login toast used to sit on the banner's Send again
 * button on a phone). Measured again as the page scrolls, resizes or grows, once a frame at most.
 */
export function toastTop(): number {
  let bottom = 0;
  for (const selector of ['header', '[data-testid="verify-email-banner"]']) {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    if (box && box.bottom > bottom) bottom = box.bottom;
  }
  return bottom > 0 ? Math.round(bottom) + GAP_PX : GAP_PX;
}

function useToastTop(): number {
  const [top, setTop] = useState(FALLBACK_TOP_PX);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setTop(toastTop());
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The banner is loaded on its own and may arrive after the first toast: the page grows then.
    const grown = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    grown?.observe(document.body);
    return () => {
      grown?.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return top;
}

export default function Toaster() {
  const top = useToastTop();
  return (
    <Sonner
      // At the top but below the header (two rows on a phone) and the verify banner, so a toast
      // never covers the balances chip, the header's buttons or Send again, nor a page's buttons
      // at the bottom of the screen.
      position="top-center"
      offset={{ top }}
      mobileOffset={{ top }}
      closeButton
      richColors
      duration={TOAST_DEFAULT_MS}
      style={richColors}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
