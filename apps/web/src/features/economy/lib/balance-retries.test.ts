import { BALANCE_RETRY_DELAYS_MS } from '@medsutra/contract/timings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { callWithRetries } from './balance-retries';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
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
