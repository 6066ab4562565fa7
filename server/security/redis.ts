import type { Redis } from 'ioredis';
import type { Logger } from '../ops/logger.js';

/**
 * The Redis connection for what replicas share (REDIS_URL): rate-limit counters and the cache
 * change feed. ioredis: a pure-JS, well-kept client with TypeScript types, MULTI, reconnection
 * and a per-command time-out built in. Commands fail fast while disconnected (no offline queue),
 * so a Redis outage slows no request: its users fall back (rate limits to the database).
 *
 * An outage is logged once, as a warning, when the connection is lost (or cannot be made at
 * start: the process starts anyway), and once more, as information, when Redis is back;
 * ioredis keeps reconnecting in between without a line per attempt.
 *
 * ioredis is imported here, when a Redis is configured, so a single box without one does not
 * hold it (about 2 MiB of heap; issue 14).
 */
export async function openRedis(url: string, logger: Logger): Promise<Redis> {
  const log = logger.child({ component: 'redis' });
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 5_000,
    // Reconnect for ever, at most every 2 s, so a Redis that comes back is used again.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let available = false;
  let warned = false;
  const unavailable = (error?: Error) => {
    available = false;
    if (warned) return;
    warned = true;
    log.warn({ err: error }, 'redis unavailable: rate limits are counted in the database and caches are refreshed by time until it is back');
  };
  redis.on('ready', () => {
    if (warned) log.info('redis is back: rate limits and cache changes go through it again');
    available = true;
    warned = false;
  });
  redis.on('error', (error: Error) => {
    if (available || !warned) unavailable(error);
  });
  redis.on('close', () => {
    // A close we asked for (quit at shutdown) ends in status 'end' right after: no outage.
    setImmediate(() => {
      if (available && redis.status !== 'end') unavailable();
    });
  });
  try {
    await redis.connect();
  } catch (error) {
    unavailable(error as Error);
  }
  return redis;
}

/** Whether commands can be sent now (they would fail at once otherwise). */
export function redisIsReady(redis: Redis): boolean {
  return redis.status === 'ready';
}
