/**
 * Runs `work` once the browser has painted the next frame: a tapped option shows as chosen first,
 * and what follows from it (the screen's answers, the device write, the send) runs a few
 * milliseconds later, in the order it was asked for. Without frames (tests, a hidden tab's
 * timers) it runs in a task of its own.
 */
export function afterPaint(work: () => void) {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    return void setTimeout(work, 0);
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
