import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, type RateLimitStore } from '../src/adapters/rate-limit/rate-limit-store.ts';
import { createRedisRateLimitStore } from '../src/adapters/rate-limit/redis-store.ts';

/** Set TEST_REDIS_URL (for example redis://127.0.0.1:6379/15) to run the Redis store's tests too. */
const redisUrl = process.env.TEST_REDIS_URL || undefined;

describe('in-memory store', () => {
  it('counts within a fixed window and starts again after it', async () => {
    let now = 1_000_000;
    const store = createMemoryRateLimitStore(() => now);
    expect(await store.increment('k', 1000)).toEqual({ count: 1, resetAt: 1_001_000 });
    now += 500;
    expect(await store.increment('k', 1000)).toEqual({ count: 2, resetAt: 1_001_000 });
    expect(await store.peek('k')).toEqual({ count: 2, resetAt: 1_001_000 });
    now += 500;
    expect(await store.peek('k')).toBeNull();
    expect(await store.increment('k', 1000)).toEqual({ count: 1, resetAt: 1_002_000 });
    await store.reset('k');
    expect(await store.peek('k')).toBeNull();
  });

  it('reserves at most max places in a window, even for calls made at once, and refusals add nothing', async () => {
    let now = 1_000_000;
    const store = createMemoryRateLimitStore(() => now);
    const results = await Promise.all(Array.from({ length: 30 }, () => store.reserve('login', 3, 1000)));
    expect(results.filter((r) => r.admitted)).toHaveLength(3);
    expect(await store.peek('login')).toEqual({ count: 3, resetAt: 1_001_000 });
    now += 1000;
    expect(await store.reserve('login', 3, 1000)).toEqual({ admitted: true, count: 1, resetAt: 1_002_000 });
  });
});

describe.skipIf(!redisUrl)('Redis store', () => {
  it('shares counts between two processes’ clients and expires them', async () => {
    const prefix = `medsutra:test:${Date.now()}:`;
    const a: RateLimitStore = createRedisRateLimitStore(redisUrl!, { keyPrefix: prefix });
    const b: RateLimitStore = createRedisRateLimitStore(redisUrl!, { keyPrefix: prefix });
    try {
      expect((await a.increment('k', 300)).count).toBe(1);
      const second = await b.increment('k', 300);
      expect(second.count).toBe(2);
      expect(second.resetAt - Date.now()).toBeLessThanOrEqual(300);
      expect((await a.peek('k'))?.count).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await a.peek('k')).toBeNull();
      await a.increment('gone', 10_000);
      await b.reset('gone');
      expect(await a.peek('gone')).toBeNull();

      // Reservations from two processes at once share one limit.
      const reserved = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).reserve('login', 10, 10_000)),
      );
      expect(reserved.filter((r) => r.admitted)).toHaveLength(10);
      expect((await a.peek('login'))?.count).toBe(10);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
