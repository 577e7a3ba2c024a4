import {
  BALANCE_REFRESH_INTERVAL_MS,
  BALANCE_REFRESH_THROTTLE_MS,
  BALANCE_RETRY_DELAYS_MS,
} from '@medsutra/contract/timings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { callWithRetries, createBalanceRefresher, isRefreshDue } from './balance-refresh-policy';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(options: { visible?: boolean; refresh?: () => Promise<unknown> } = {}) {
  let visible = options.visible ?? true;
  const refresh = vi.fn(options.refresh ?? (() => Promise.resolve()));
  const refresher = createBalanceRefresher({ refresh, isVisible: () => visible, now: () => Date.now() });
  return {
    refresh,
    refresher,
    setVisible(value: boolean) {
      visible = value;
      refresher.visibilityChanged();
    },
  };
}

describe('the balance refresh policy', () => {
  it('refreshes on start and then every 120 s while the page is visible', async () => {
    const { refresh, refresher } = setup();
    refresher.start();
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_INTERVAL_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_INTERVAL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(5);
    refresher.stop();
  });

  it('does not refresh while the page is hidden, and forces a refresh on return even inside 30 s', async () => {
    const { refresh, refresher, setVisible } = setup();
    refresher.start();
    setVisible(false);
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_INTERVAL_MS * 5);
    expect(refresh).toHaveBeenCalledTimes(1);

    setVisible(true);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    setVisible(false);
    setVisible(true);
    expect(refresh).toHaveBeenCalledTimes(3);
    // The timer restarts from the forced refresh.
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(4);
    refresher.stop();
  });

  it('throttles unforced refreshes to one per 30 s', async () => {
    const { refresh, refresher } = setup();
    refresher.start();
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_THROTTLE_MS - 1);
    expect(refresher.request(false)).toBe(false);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresher.request(false)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresher.request(true)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(3);
    refresher.stop();
  });

  it('never runs two refreshes at once, and a failed refresh does not stop the next one', async () => {
    let finish: (() => void) | undefined;
    const { refresh, refresher } = setup({
      refresh: () =>
        new Promise<void>((_resolve, reject) => {
          finish = () => reject(new Error('offline'));
        }),
    });
    refresher.start();
    expect(refresher.request(true)).toBe(false);
    finish?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresher.request(true)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
    refresher.stop();
  });

  it('refreshes again after the one in flight when the numbers moved meanwhile', async () => {
    let finish: (() => void) | undefined;
    const { refresh, refresher } = setup({
      refresh: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    });
    refresher.start();
    refresher.moved();
    expect(refresh).toHaveBeenCalledTimes(1);
    finish?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(2);
    finish?.();
    await vi.advanceTimersByTimeAsync(0);
    refresher.moved();
    expect(refresh).toHaveBeenCalledTimes(3);
    refresher.stop();
  });

  it('starts without a timer when the page opens hidden', async () => {
    const { refresh, refresher } = setup({ visible: false });
    refresher.start();
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_INTERVAL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('treats a first refresh as due and a recent one as not', () => {
    expect(isRefreshDue(null, 0, false)).toBe(true);
    expect(isRefreshDue(1000, 1000 + BALANCE_REFRESH_THROTTLE_MS - 1, false)).toBe(false);
    expect(isRefreshDue(1000, 1000 + BALANCE_REFRESH_THROTTLE_MS - 1, true)).toBe(true);
  });
});

describe('each balance call', () => {
  it('is tried again after 500 ms and then 1000 ms', async () => {
    const call = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(502, 'bad gateway'))
      .mockResolvedValue(42);
    const result = callWithRetries(call);
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BALANCE_RETRY_DELAYS_MS[0]! - 1);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(BALANCE_RETRY_DELAYS_MS[1]! - 1);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(42);
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('gives up after the two retries with the last error', async () => {
    const call = vi.fn<() => Promise<number>>().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = callWithRetries(call);
    const settled = expect(result).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(BALANCE_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
    await settled;
    expect(call).toHaveBeenCalledTimes(1 + BALANCE_RETRY_DELAYS_MS.length);
  });

  it('is not repeated when the server refuses it (403)', async () => {
    const call = vi.fn<() => Promise<number>>().mockRejectedValue(new ApiError(403, '{}'));
    await expect(callWithRetries(call)).rejects.toBeInstanceOf(ApiError);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
