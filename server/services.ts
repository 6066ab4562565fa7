import path from 'node:path';
import type { Redis } from 'ioredis';
import type { Resources } from '../shared/i18n/index.js';
import { createApiRouter } from './api/index.js';
import { apiClientFor } from './api-client/index.js';
import type { ApiClient } from './api-client/types.js';
import { localChangeFeed, redisChangeFeed } from './cache/changes.js';
import type { Config } from './config.js';
import { startDatabase } from './database.js';
import type { Database } from './db/adapter.js';
import type { ReadinessCheck } from './ops/health.js';
import { createLogger, instanceName, type Logger } from './ops/logger.js';
import { clickMerchantApiOf } from './payments/click-merchant-api.js';
import { startReconcileTimer } from './payments/reconcile.js';
import { paymentSettings } from './payments/settings.js';
import { openRedis } from './security/redis.js';
import { loadLocaleResources } from './web/i18n.js';

/** What a server process runs on, the production one (main.ts) and the development one (dev.ts) alike. */
export interface ServerServices {
  logger: Logger;
  db: Database;
  readiness: ReadinessCheck[];
  redis: Redis | undefined;
  resources: Resources;
  /** The product API router on this database. */
  api: ReturnType<typeof createApiRouter>;
  /** The client the page loaders read the API through (in-process, or HTTP to API_BASE_URL). */
  apiClient: ApiClient;
  /** Stops what was started, last started first closed; the database last. */
  close(): Promise<void>;
}

/**
 * Starts the services in their order: the logger, the database (migrated and seeded as
 * configured), Redis when REDIS_URL is set, the translations, the change feed between replicas
 * (through Redis when set: every replica's caches drop what a write changed), the product API
 * and its client, and the payments' reconcile timer when PAYMENTS_RECONCILE_MINUTES is set.
 */
export async function startServices(config: Config): Promise<ServerServices> {
  const logger = createLogger(config.LOG_LEVEL, undefined, instanceName(config.INSTANCE_ID));
  const { db, readiness } = await startDatabase(config, logger);
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL, logger) : undefined;
  const resources = loadLocaleResources(path.resolve('locales'));
  const changes = redis ? redisChangeFeed(redis, logger) : localChangeFeed;
  const payments = paymentSettings(config);
  const api = createApiRouter({ db, logger, resources, sessionTtlDays: config.SESSION_TTL_DAYS, changes, payments });
  const apiClient = apiClientFor({ config, db, resources, logger, changes, payments });
  // One replica at a time reconciles (the timer takes a database lock).
  const reconciler = config.PAYMENTS_RECONCILE_MINUTES
    ? startReconcileTimer(db, logger, config.PAYMENTS_RECONCILE_MINUTES * 60_000, { clickFiscal: clickMerchantApiOf(payments) })
    : null;
  return {
    logger,
    db,
    readiness,
    redis,
    resources,
    api,
    apiClient: apiClient.client,
    close: async () => {
      await changes.close();
      await redis?.quit().catch(() => redis.disconnect());
      await apiClient.close();
      await reconciler?.stop();
      await db.close();
    },
  };
}
