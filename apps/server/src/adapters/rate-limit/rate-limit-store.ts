/**
 * Counters for rate limits and brute-force protection: fixed windows keyed by a string. In
 * process memory by default; in Redis (REDIS_URL) when several API processes must share them.
 */
export interface RateLimitCount {
  count: number;
  /** When the window ends, in epoch milliseconds. */
  resetAt: number;
}

interface RateLimitReservation extends RateLimitCount {
  admitted: boolean;
}

export interface RateLimitStore {
  /** Counts one event under `key`; the window starts at the first event and lasts `windowMs`. */
  increment(key: string, windowMs: number): Promise<RateLimitCount>;
  /**
   * Takes one of `max` places in the window under `key`, atomically: the count and the check are
   * one step, so however many requests arrive at once, at most `max` are admitted per window.
   * A refused request does not add to the count (and so never extends anything).
   */
  reserve(key: string, max: number, windowMs: number): Promise<RateLimitReservation>;
  /** The current count without adding to it, or null when there is none. */
  peek(key: string): Promise<RateLimitCount | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Entries beyond this many make the store sweep expired ones first. */
const SWEEP_THRESHOLD = 10_000;

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const counts = new Map<string, RateLimitCount>();
  const sweep = (at: number) => {
    for (const [key, entry] of counts) if (entry.resetAt <= at) counts.delete(key);
  };
  return {
    async increment(key, windowMs) {
      const at = now();
      if (counts.size >= SWEEP_THRESHOLD) sweep(at);
      const existing = counts.get(key);
      if (!existing || existing.resetAt <= at) {
        const entry = { count: 1, resetAt: at + windowMs };
        counts.set(key, entry);
        return { ...entry };
      }
      existing.count += 1;
      return { ...existing };
    },
    async reserve(key, max, windowMs) {
      // No await between the read and the write: one turn of the event loop, so it is atomic here.
      const at = now();
      if (counts.size >= SWEEP_THRESHOLD) sweep(at);
      const existing = counts.get(key);
      if (!existing || existing.resetAt <= at) {
        if (max < 1) return { admitted: false, count: 0, resetAt: at + windowMs };
        const entry = { count: 1, resetAt: at + windowMs };
        counts.set(key, entry);
        return { admitted: true, ...entry };
      }
      if (existing.count >= max) return { admitted: false, ...existing };
      existing.count += 1;
      return { admitted: true, ...existing };
    },
    async peek(key) {
      const existing = counts.get(key);
      if (!existing || existing.resetAt <= now()) return null;
      return { ...existing };
    },
    async reset(key) {
      counts.delete(key);
    },
    async close() {
      counts.clear();
    },
  };
}
