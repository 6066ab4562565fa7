import type { Redis } from 'ioredis';
import type { Queryable } from '../db/adapter.js';

/**
 * Where rate-limit counters live: shared by every replica behind the balancer (docs/design.md §2,
 * ADR 009; the express-rate-limit #363 lesson), in the database's `rate_limits` table or in Redis.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` in the current window of `windowMs`; the count and the ms until the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
}

/**
 * Fixed windows aligned on the database clock (the same for every replica): one atomic
 * upsert per hit. Old windows are swept now and then.
 */
export function databaseRateLimitStore(db: Queryable, { sweepEvery = 500 }: { sweepEvery?: number } = {}): RateLimitStore {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      const { rows } = await db.query<{ count: number; reset_ms: number }>(
        `WITH w AS (SELECT to_timestamp(floor(extract(epoch FROM clock_timestamp()) * 1000 / $2::int) * $2::int / 1000.0) AS start)
         INSERT INTO rate_limits AS r (key, window_start, count) SELECT $1, w.start, 1 FROM w
         ON CONFLICT (key, window_start) DO UPDATE SET count = r.count + 1
         RETURNING r.count, ceil(extract(epoch FROM (r.window_start - clock_timestamp())) * 1000 + $2::int)::int AS reset_ms`,
        [key, windowMs],
      );
      const row = rows[0];
      if (!row) throw new Error('rate limit upsert returned no row');
      hits += 1;
      if (hits % sweepEvery === 0) await db.query("DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'");
      return { count: row.count, resetMs: Math.max(0, row.reset_ms) };
    },
  };
}

/**
 * Redis (REDIS_URL): a window starts with a client's first hit and expires by itself, so no
 * clock is shared and nothing needs sweeping. SET NX PX, INCR and PTTL run as one transaction.
 */
export function redisRateLimitStore(redis: Redis, prefix = 'huquq:rl:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const name = `${prefix}${key}`;
      const results = await redis.multi().set(name, '0', 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
      if (!results) throw new Error('redis transaction was discarded');
      const [, incr, pttl] = results;
      if (incr?.[0] || pttl?.[0]) throw (incr?.[0] ?? pttl?.[0]) as Error;
      const count = Number(incr?.[1]);
      let ttl = Number(pttl?.[1]);
      if (ttl < 0) {
        // A key without expiry (should not happen): give it one so it cannot block for ever.
        await redis.pexpire(name, windowMs);
        ttl = windowMs;
      }
      return { count, resetMs: ttl };
    },
  };
}

/**
 * Redis while it answers, the database while it does not (REDIS_URL set, Redis down): limits still
 * hold across replicas during an outage, counted afresh in the other store. Redis is tried again
 * as soon as its connection is back (server/security/redis.ts logs the outage and the return).
 */
export function redisOrDatabaseRateLimitStore(redis: Redis, db: Queryable, isReady: () => boolean): RateLimitStore {
  const primary = redisRateLimitStore(redis);
  const fallback = databaseRateLimitStore(db);
  return {
    async hit(key, windowMs) {
      if (!isReady()) return fallback.hit(key, windowMs);
      try {
        return await primary.hit(key, windowMs);
      } catch {
        return fallback.hit(key, windowMs);
      }
    },
  };
}
