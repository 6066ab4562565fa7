import { Redis } from 'ioredis';
import type { Logger } from '../ops/logger.js';

/**
 * The Redis connection for shared counters (REDIS_URL). ioredis: a pure-JS, well-kept client
 * with TypeScript types, MULTI, reconnection and a per-command time-out built in. Commands
 * fail fast while disconnected (no offline queue), so a Redis outage slows no request.
 */
export async function openRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1_000, connectTimeout: 5_000 });
  redis.on('error', (error: Error) => logger.warn({ err: error, component: 'redis' }, 'redis: connection error'));
  await redis.connect();
  return redis;
}
