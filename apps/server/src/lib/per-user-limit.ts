/**
 * A limit per signed-in account, on the shared rate-limit store (Redis when REDIS_URL is set), for
 * costly calls where a per-address limit alone lets one account on many addresses run without end.
 */
import type { RateLimitStore } from '../adapters/rate-limit/rate-limit-store.ts';
import { AppError } from './errors.ts';

export interface PerUserLimit {
  /** Counts one call for this user; 429 with Retry-After once the window's calls are used up. */
  count(userId: string): Promise<void>;
}

export function createPerUserLimit(options: {
  store: RateLimitStore;
  name: string;
  max: number;
  windowMs: number;
  message: (seconds: number) => string;
  now: () => number;
}): PerUserLimit {
  const { store, name, max, windowMs, message, now } = options;
  return {
    async count(userId) {
      const { count, resetAt } = await store.increment(`${name}:user:${userId}`, windowMs);
      if (count > max) {
        const seconds = Math.max(1, Math.ceil((resetAt - now()) / 1000));
        throw new AppError('tooManyRequests', message(seconds), {
          headers: { 'retry-after': String(seconds) },
          details: { retryAfterSeconds: seconds },
        });
      }
    },
  };
}
