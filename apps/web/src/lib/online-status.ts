/**
 * Online status (docs/product-rules.md, The app shell): set from the browser's online/offline events; the full offline
 * page shows only if still offline 2 s after going offline; a 5 s poll of navigator.onLine
 * re-syncs; going online clears both flags. The tracker is plain TypeScript so tests can drive
 * it with fake timers; `useOnlineStatus` binds it to the window.
 */
import { OFFLINE_PAGE_DELAY_MS, ONLINE_POLL_MS } from '@medsutra/contract/timings';
import { useSyncExternalStore } from 'react';

export interface OnlineStatus {
  /** The banner shows while this is true. */
  offline: boolean;
  /** The full offline page shows while this is true. */
  showOfflinePage: boolean;
}

export interface OnlineStatusTracker {
  getStatus(): OnlineStatus;
  subscribe(listener: () => void): () => void;
  wentOffline(): void;
  wentOnline(): void;
  /** Compare with the browser's flag and follow it if they differ. */
  sync(): void;
  start(): void;
  stop(): void;
}

export function createOnlineStatusTracker(isBrowserOnline: () => boolean): OnlineStatusTracker {
  let status: OnlineStatus = { offline: false, showOfflinePage: false };
  let pageTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: OnlineStatus) => {
    if (next.offline === status.offline && next.showOfflinePage === status.showOfflinePage) return;
    status = next;
    for (const listener of listeners) listener();
  };

  const tracker: OnlineStatusTracker = {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    wentOffline() {
      if (status.offline) return;
      set({ offline: true, showOfflinePage: false });
      clearTimeout(pageTimer);
      pageTimer = setTimeout(() => {
        if (status.offline) set({ offline: true, showOfflinePage: true });
      }, OFFLINE_PAGE_DELAY_MS);
    },
    wentOnline() {
      clearTimeout(pageTimer);
      set({ offline: false, showOfflinePage: false });
    },
    sync() {
      if (isBrowserOnline()) tracker.wentOnline();
      else tracker.wentOffline();
    },
    start() {
      tracker.sync();
      clearInterval(pollTimer);
      pollTimer = setInterval(tracker.sync, ONLINE_POLL_MS);
    },
    stop() {
      clearInterval(pollTimer);
      clearTimeout(pageTimer);
    },
  };
  return tracker;
}

let windowTracker: OnlineStatusTracker | null = null;

function getWindowTracker(): OnlineStatusTracker {
  if (!windowTracker) {
    const tracker = createOnlineStatusTracker(() => navigator.onLine);
    window.addEventListener('online', tracker.wentOnline);
    window.addEventListener('offline', tracker.wentOffline);
    tracker.start();
    windowTracker = tracker;
  }
  return windowTracker;
}

export function useOnlineStatus(): OnlineStatus {
  const tracker = getWindowTracker();
  return useSyncExternalStore(tracker.subscribe, tracker.getStatus, tracker.getStatus);
}
