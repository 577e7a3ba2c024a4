/** The rate-limit counters in Redis, shared by every API process (REDIS_URL). */
import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';
import type { RateLimitCount, RateLimitStore } from './rate-limit-store.ts';

/** INCR, start the window on the first event, and return the count with the time left. */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/**
 * Takes a place only while the count is under ARGV[2], in one script (Redis runs a script
 * atomically), so parallel sign-ins on any number of API processes cannot all pass the check.
 * Returns { admitted (1 or 0), count, ttl }.
 */
const RESERVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if count > 0 and count >= tonumber(ARGV[2]) then
  if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
  return { 0, count, ttl }
end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { 1, count, ttl }
`;

export function createRedisRateLimitStore(url: string, options: { keyPrefix?: string } = {}): RateLimitStore {
  // Loaded only when REDIS_URL is set: ioredis is ~45 modules that every start would pay for.
  const { Redis } = createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient };
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix ?? 'medsutra:rl:',
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  // A lost connection is retried by ioredis; each failing call reports its own error.
  redis.on('error', () => {});
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT_SCRIPT, 1, key, String(windowMs))) as [number, number];
      return { count, resetAt: Date.now() + ttl };
    },
    async reserve(key, max, windowMs) {
      if (max < 1) return { admitted: false, count: 0, resetAt: Date.now() + windowMs };
      const [admitted, count, ttl] = (await redis.eval(RESERVE_SCRIPT, 1, key, String(windowMs), String(max))) as [
        number,
        number,
        number,
      ];
      return { admitted: admitted === 1, count, resetAt: Date.now() + ttl };
    },
    async peek(key): Promise<RateLimitCount | null> {
      const [value, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      if (value === null || ttl < 0) return null;
      return { count: Number(value), resetAt: Date.now() + ttl };
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
