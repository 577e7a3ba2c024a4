/**
 * Counters for rate limits and brute-force protection: fixed windows keyed by a string. In
 * process memory by default; in Redis (REDIS_URL) when several API processes must share them.
 */
export interface RateLimitCount {
  count: number;
  /** When the window ends, in epoch milliseconds. */
  resetAt: number;
}

export interface RateLimitStore {
  /** Counts one event under `key`; the window starts at the first event and lasts `windowMs`. */
  increment(key: string, windowMs: number): Promise<RateLimitCount>;
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
