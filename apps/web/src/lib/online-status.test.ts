import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOnlineStatusTracker } from './online-status';

describe('online status tracker', () => {
  let browserOnline = true;
  beforeEach(() => {
    vi.useFakeTimers();
    browserOnline = true;
  });
  afterEach(() => vi.useRealTimers());

  /** A tracker whose browser has just reported going offline. */
  const trackerGoneOffline = () => {
    const tracker = createOnlineStatusTracker(() => browserOnline);
    tracker.wentOffline();
    return tracker;
  };

  it('shows the banner at once and the offline page only after 2 s offline', () => {
    const tracker = trackerGoneOffline();
    expect(tracker.getStatus()).toEqual({ offline: true, showOfflinePage: false });
    vi.advanceTimersByTime(1999);
    expect(tracker.getStatus().showOfflinePage).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tracker.getStatus()).toEqual({ offline: true, showOfflinePage: true });
  });

  it('never shows the offline page when the connection returns within 2 s', () => {
    const tracker = trackerGoneOffline();
    vi.advanceTimersByTime(1500);
    tracker.wentOnline();
    vi.advanceTimersByTime(5000);
    expect(tracker.getStatus()).toEqual({ offline: false, showOfflinePage: false });
  });

  it('going online clears both the banner and the offline page', () => {
    const tracker = trackerGoneOffline();
    vi.advanceTimersByTime(2000);
    tracker.wentOnline();
    expect(tracker.getStatus()).toEqual({ offline: false, showOfflinePage: false });
  });

  it('a repeated offline event does not restart the 2 s wait', () => {
    const tracker = trackerGoneOffline();
    vi.advanceTimersByTime(1500);
    tracker.wentOffline();
    vi.advanceTimersByTime(500);
    expect(tracker.getStatus().showOfflinePage).toBe(true);
  });

  it('the 5 s poll re-syncs with navigator.onLine when an event was missed', () => {
    const tracker = createOnlineStatusTracker(() => browserOnline);
    tracker.start();
    browserOnline = false;
    vi.advanceTimersByTime(4999);
    expect(tracker.getStatus().offline).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tracker.getStatus().offline).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(tracker.getStatus().showOfflinePage).toBe(true);
    browserOnline = true;
    vi.advanceTimersByTime(5000);
    expect(tracker.getStatus()).toEqual({ offline: false, showOfflinePage: false });
    tracker.stop();
  });

  it('starting while already offline counts as an offline event', () => {
    browserOnline = false;
    const tracker = createOnlineStatusTracker(() => browserOnline);
    tracker.start();
    expect(tracker.getStatus()).toEqual({ offline: true, showOfflinePage: false });
    vi.advanceTimersByTime(2000);
    expect(tracker.getStatus().showOfflinePage).toBe(true);
    tracker.stop();
  });

  it('notifies subscribers only when the status changes', () => {
    const tracker = createOnlineStatusTracker(() => browserOnline);
    const listener = vi.fn();
    tracker.subscribe(listener);
    tracker.wentOnline();
    expect(listener).not.toHaveBeenCalled();
    tracker.wentOffline();
    vi.advanceTimersByTime(2000);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
