/**
 * When the header balances are fetched: every 120 s while the page
 * is visible, forced on return to visibility, at most once per 30 s unless forced, and each call
 * tried again after 500 ms and 1000 ms. Pure of React and the DOM so that it is tested with fake
 * timers; `use-balance-refresh.ts` connects it to the page.
 */
import {
  BALANCE_REFRESH_INTERVAL_MS,
  BALANCE_REFRESH_THROTTLE_MS,
  BALANCE_RETRY_DELAYS_MS,
} from '@medsutra/contract/timings';
import { errorStatus } from '@/lib/api-client';

/** Whether a refresh may start now: always when forced or never done, else once the throttle passed. */
export function isRefreshDue(lastStartedAt: number | null, now: number, forced: boolean): boolean {
  if (forced || lastStartedAt === null) return true;
  return now - lastStartedAt >= BALANCE_REFRESH_THROTTLE_MS;
}

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

export interface BalanceRefresherOptions {
  /** Fetches the balances; a rejection keeps the last values (the caller's cache does that). */
  refresh: () => Promise<unknown>;
  isVisible: () => boolean;
  now?: () => number;
}

export interface BalanceRefresher {
  /** The first refresh (forced) and the 120 s timer. */
  start(): void;
  /** Call on `visibilitychange`: hidden stops the timer; visible forces a refresh and restarts it. */
  visibilityChanged(): void;
  /** A refresh asked for by the page; unforced ones respect the 30 s throttle. */
  request(forced: boolean): boolean;
  /**
   * The numbers moved (a spend, a payment): a forced refresh now, or right after the one in
   * flight, whose reply may predate the move.
   */
  moved(): void;
  stop(): void;
}

export function createBalanceRefresher(options: BalanceRefresherOptions): BalanceRefresher {
  const now = options.now ?? Date.now;
  let lastStartedAt: number | null = null;
  let inFlight = false;
  let again = false;
  let timer: ReturnType<typeof setInterval> | null = null;

  function request(forced: boolean): boolean {
    // One refresh at a time: a request during a refresh would only repeat it.
    if (inFlight || !isRefreshDue(lastStartedAt, now(), forced)) return false;
    lastStartedAt = now();
    inFlight = true;
    void options
      .refresh()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        if (again) {
          again = false;
          request(true);
        }
      });
    return true;
  }

  function stopTimer() {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  function startTimer() {
    stopTimer();
    timer = setInterval(() => {
      if (options.isVisible()) request(false);
    }, BALANCE_REFRESH_INTERVAL_MS);
  }

  return {
    start() {
      request(true);
      if (options.isVisible()) startTimer();
    },
    visibilityChanged() {
      if (!options.isVisible()) {
        stopTimer();
        return;
      }
      request(true);
      startTimer();
    },
    request,
    moved() {
      if (inFlight) again = true;
      else request(true);
    },
    stop: stopTimer,
  };
}
