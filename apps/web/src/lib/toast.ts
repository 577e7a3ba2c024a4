/**
 * Shows a toast without putting sonner on the first-load path: the library is fetched on first
 * use, and the shell mounts its outlet then. Toasts made before the outlet subscribes are shown
 * once it does. Every toast goes through here, so that the outlet is there to show it.
 */
export type ToastKind = 'success' | 'error' | 'info';

let requested = false;
const listeners = new Set<() => void>();

/** Whether a toast has been asked for; the shell mounts the outlet from then on. */
export function toastRequested(): boolean {
  return requested;
}

export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function showToast(kind: ToastKind, title: string, options: { description?: string; durationMs?: number } = {}) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast }) => {
    toast[kind](title, {
      ...(options.description ? { description: options.description } : {}),
      ...(options.durationMs ? { duration: options.durationMs } : {}),
    });
  });
}
