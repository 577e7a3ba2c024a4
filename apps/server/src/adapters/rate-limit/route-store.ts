/**
 * @fastify/rate-limit's store interface over the app's own rate-limit counters, so the route
 * limits (`config: { rateLimit }` and `app.rateLimit()`) count where every other limit counts: in
 * Redis when REDIS_URL is set, shared by every API process (decision 076). Without it, the
 * plugin's own in-process store is used, as before.
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitStore } from './rate-limit-store.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string } | undefined;
}

/** A store class as the plugin wants one (`new Store(options)`, then `child` per route). */
export function sharedRouteStore(counters: RateLimitStore): FastifyRateLimitStoreCtor {
  class SharedRouteStore {
    readonly prefix: string;

    /** The plugin constructs the root with its options object; children get their key prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'route:global:';
    }

    /** The plugin passes the route's window (ms) after the callback, though its types omit it. */
    incr(key: string, callback: Callback, timeWindow?: number) {
      if (typeof timeWindow !== 'number') throw new Error('the rate-limit plugin gave no time window');
      counters.increment(`${this.prefix}${key}`, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** One counter per route: its method and URL pattern (`app.rateLimit()` has neither). */
    child(options: RouteOptions) {
      const { method, url } = options.routeInfo ?? {};
      const name = url ? `${Array.isArray(method) ? method.join(',') : (method ?? '')}${url}` : 'app';
      return new SharedRouteStore(`route:${name}:`);
    }
  }
  // The plugin's types omit the window and the route info its runtime passes (read above).
  return SharedRouteStore as unknown as FastifyRateLimitStoreCtor;
}
