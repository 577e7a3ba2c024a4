/** The one toast outlet, mounted by the shell with the first toast; show toasts with `showToast` (lib/toast.ts). */
import { TOAST_DEFAULT_MS } from '@medsutra/contract/timings';
import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
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

/**
 * The top of the toasts: under every bar marked `data-toasts-below` that is on screen (the sticky
 * header, the verify-email banner, a running test's bar with its clock), so a toast covers none of
 * them (the daily-login toast used to sit on the banner's Send again, and on a test's clock).
 */
export function toastTop(): number {
  let bottom = 0;
  for (const bar of document.querySelectorAll('[data-toasts-below]')) {
    const box = bar.getBoundingClientRect();
    if (box.bottom > bottom) bottom = box.bottom;
  }
  return Math.round(bottom) + GAP_PX;
}

/**
 * Keeps `onTop` told where toasts start while toasts are on screen: measured again as the page
 * scrolls, resizes or changes, once a frame at most. A bar comes and goes with the page (the
 * banner loads on its own; a test's bar replaces the header), hence the page's changes. Once the
 * toasts it was started for have gone it stops watching, so that a long session's page changes do
 * not each cost a frame's callback; `start` again with the next toast.
 */
export function toastTopWatcher(onTop: (top: number) => void) {
  let frame = 0;
  let watching = false;
  /** Whether a toast has been on screen since the last start: it stops when they have all gone. */
  let seen = false;
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  const changed = new MutationObserver(schedule);
  function measure() {
    frame = 0;
    // Measuring lays the page out: only while a toast is on screen.
    if (document.querySelector('[data-sonner-toast]')) {
      seen = true;
      onTop(toastTop());
    } else if (seen) stop();
  }
  function stop() {
    if (!watching) return;
    watching = false;
    changed.disconnect();
    cancelAnimationFrame(frame);
    frame = 0;
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  }
  function start() {
    seen = false;
    if (!watching) {
      watching = true;
      window.addEventListener('scroll', schedule, { passive: true });
      window.addEventListener('resize', schedule);
      changed.observe(document.body, { childList: true, subtree: true });
    }
    schedule();
  }
  return { start, stop, watching: () => watching };
}

function useToastTop(outlet: RefObject<HTMLDivElement | null>): number {
  const [top, setTop] = useState(toastTop);
  useEffect(() => {
    const watcher = toastTopWatcher(setTop);
    // Mounted with the first toast; a later toast, arriving in the outlet, starts the watch again.
    watcher.start();
    const arrived = new MutationObserver(() => {
      if (!watcher.watching() && outlet.current?.querySelector('[data-sonner-toast]')) watcher.start();
    });
    if (outlet.current) arrived.observe(outlet.current, { childList: true, subtree: true });
    return () => {
      arrived.disconnect();
      watcher.stop();
    };
  }, [outlet]);
  return top;
}

export default function Toaster() {
  const outlet = useRef<HTMLDivElement>(null);
  const top = useToastTop(outlet);
  return (
    <div ref={outlet} className="contents">
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
    </div>
  );
}
