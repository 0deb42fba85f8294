import type { Db } from '../db';

/**
 * Throttle counts kept in the database (table `throttle`), so a limit holds across every API
 * instance: ten sign-in attempts per minute are ten in total, whichever instance each reached.
 * As @fastify/rate-limit's own store: a key's window starts at its first hit and a hit after it
 * ended starts a new one. One upsert per counted request, atomic, no read before it.
 *
 * Async on purpose: on PostgreSQL the same statement is a round trip.
 */
export interface ThrottleCounter {
  /** Counts one hit (or `by` hits) of key in the window that holds `now`: the window's count with them, and the ms until it ends. */
  hit(key: string, windowMs: number, now?: number, by?: number): Promise<{ count: number; resetInMs: number }>;
  /** The key's count in its current window, without counting (0 when none is running). */
  peek(key: string, now?: number): Promise<{ count: number; resetInMs: number }>;
  /** Drops counts of windows that ended. */
  purgeExpired(now?: number): Promise<number>;
}

const BOOKKEEPING = { bookkeeping: true } as const;

export class DbThrottle implements ThrottleCounter {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number, now = Date.now(), by = 1): Promise<{ count: number; resetInMs: number }> {
    // A count is bookkeeping: no cached answer depends on it, so no cache is dropped for it.
    const row = await this.db.get<{ hits: number; expires_at: number }>(
      `INSERT INTO throttle (bucket_key, window_start, hits, expires_at) VALUES (@key, @now, @by, @expires)
       ON CONFLICT (bucket_key) DO UPDATE SET
         hits = CASE WHEN throttle.expires_at <= @now THEN @by ELSE throttle.hits + @by END,
         window_start = CASE WHEN throttle.expires_at <= @now THEN @now ELSE throttle.window_start END,
         expires_at = CASE WHEN throttle.expires_at <= @now THEN @expires ELSE throttle.expires_at END
       RETURNING hits, expires_at`,
      { key, now, expires: now + windowMs, by },
      BOOKKEEPING,
    );
    return { count: row!.hits, resetInMs: row!.expires_at - now };
  }

  async peek(key: string, now = Date.now()): Promise<{ count: number; resetInMs: number }> {
    const row = await this.db.get<{ hits: number; expires_at: number }>('SELECT hits, expires_at FROM throttle WHERE bucket_key = @key AND expires_at > @now', { key, now });
    return row ? { count: row.hits, resetInMs: row.expires_at - now } : { count: 0, resetInMs: 0 };
  }

  async purgeExpired(now = Date.now()): Promise<number> {
    return (await this.db.run('DELETE FROM throttle WHERE expires_at <= @now', { now }, BOOKKEEPING)).changes;
  }
}

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreOptions {
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

const DEFAULT_WINDOW_MS = 60_000;

/**
 * A store for @fastify/rate-limit (its `store` option takes a class): the library keeps deciding
 * (keys, headers, 429 answers, per-route options), the counts live in the database. Each route's
 * keys are named after the route, as the library's own in-memory store keeps one map per route.
 */
export function rateLimitStore(counter: ThrottleCounter) {
  return class DbRateLimitStore {
    private readonly windowMs: number;

    constructor(
      options: object = {},
      private readonly namespace = '',
    ) {
      const { timeWindow } = options as StoreOptions;
      this.windowMs = typeof timeWindow === 'number' ? timeWindow : DEFAULT_WINDOW_MS;
    }

    // The library passes the window of the route (it may be computed per request).
    incr(key: string, callback: IncrCallback, timeWindow: number = this.windowMs): void {
      counter.hit(`${this.namespace}${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (err: Error) => callback(err),
      );
    }

    // Typed as the library declares it; at run time it holds the merged limit options and routeInfo.
    // The library's non-counting look (rate-limit 11).
    read(key: string, callback: IncrCallback): void {
      counter.peek(`${this.namespace}${key}`).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: object): DbRateLimitStore {
      const options = routeOptions as StoreOptions;
      const route = options.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      return new DbRateLimitStore(options, route?.url ? `${method ?? ''} ${route.url}|` : '');
    }
  };
}
