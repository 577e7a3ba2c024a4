/**
 * Each of a balance refresh's two calls (coins, then XP) is tried again on its own after 500 ms
 * and 1000 ms; one that still fails keeps its last value (`get-balances.ts`). When a refresh
 * happens is the balances query's business (`use-balance-refresh.ts`).
 */
import { BALANCE_RETRY_DELAYS_MS } from '@medsutra/contract/timings';
import { errorStatus } from '@/lib/api-client';

/** A network failure or a server error may pass; a refusal (4xx, except timeouts) will not. */
function isRetryable(error: unknown): boolean {
  const status = errorStatus(error);
  return status === null || status >= 500 || status === 408 || status === 429;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `call`, and again after each of the retry delays while it fails in a retryable way. */
export async function callWithRetries<T>(
  call: () => Promise<T>,
  delays: readonly number[] = BALANCE_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isRetryable(error)) throw error;
      await wait(delay);
    }
  }
}
