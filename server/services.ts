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
import { createEventHub, type EventHub } from './events/hub.js';
import { createNotificationWorker } from './notifications/worker.js';
import { controlSocketPath, startControlSocket } from './ops/control-socket.js';
import { telegramSettings } from './telegram/settings.js';
import { createEimzoServer } from './eimzo/client.js';
import { eimzoSettings } from './eimzo/settings.js';
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
  /** The live streams (GET /api/v1/me/events): ended when the server stops listening (SIGTERM), before it waits for requests. */
  events: EventHub;
  /** Stops what was started, last started first closed; the database last. */
  close(): Promise<void>;
}

/**
 * Starts the services in their order: the logger, the database (migrated and seeded as
 * configured), Redis when REDIS_URL is set, the translations, the change feed between replicas
 * (through Redis when set: every replica's caches drop what a write changed), the product API
 * and its client, the payments' reconcile timer when PAYMENTS_RECONCILE_MINUTES is set, and the
 * notifications' delivery worker (NOTIFY_WORKER, on by default), and on the embedded database the
 * control socket the operators' commands reach it through (server/ops/control-socket.ts).
 */
export async function startServices(config: Config): Promise<ServerServices> {
  const logger = createLogger(config.LOG_LEVEL, undefined, instanceName(config.INSTANCE_ID));
  const { db, readiness } = await startDatabase(config, logger);
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL, logger) : undefined;
  const resources = loadLocaleResources(path.resolve('locales'));
  const changes = redis ? redisChangeFeed(redis, logger) : localChangeFeed;
  const payments = paymentSettings(config);
  const telegram = telegramSettings(config);
  const events = createEventHub({ db, logger, changes, maxStreams: config.EVENTS_MAX_STREAMS });
  const eimzoSettingsNow = eimzoSettings(config);
  const eimzo = eimzoSettingsNow ? createEimzoServer(eimzoSettingsNow) : null;
  const api = createApiRouter({
    db,
    logger,
    resources,
    sessionTtlDays: config.SESSION_TTL_DAYS,
    changes,
    payments,
    telegram,
    events,
    eimzo,
    publicOrigin: config.publicOrigin,
  });
  const apiClient = apiClientFor({ config, db, resources, logger, changes, payments, telegram });
  // One replica at a time reconciles (the timer takes a database lock).
  const reconciler = config.PAYMENTS_RECONCILE_MINUTES
    ? startReconcileTimer(db, logger, config.PAYMENTS_RECONCILE_MINUTES * 60_000, { clickFiscal: clickMerchantApiOf(payments) })
    : null;
  // Telegram deliveries and the quotes' reminders, on every replica (SKIP LOCKED shares the work).
  const notifier = config.NOTIFY_WORKER ? createNotificationWorker({ db, logger, resources, telegram }) : null;
  notifier?.start();
  // The command line's way to a running site on the embedded database (ops:grant); PostgreSQL is shared.
  const socketPath = config.DATABASE_URL ? null : controlSocketPath(config.DATA_DIR);
  const control = socketPath
    ? await startControlSocket({ db, socketPath, logger }).catch((error: unknown) => {
        // A folder whose path is too long for a socket, or read-only: the site runs, the commands then need it stopped.
        logger.warn({ err: error, socketPath }, 'control socket not started: ops:grant needs the server stopped');
        return null;
      })
    : null;
  return {
    logger,
    db,
    readiness,
    redis,
    resources,
    api,
    apiClient: apiClient.client,
    events,
    close: async () => {
      await control?.close();
      events.close();
      await notifier?.stop();
      await changes.close();
      await redis?.quit().catch(() => redis.disconnect());
      await apiClient.close();
      await reconciler?.stop();
      await db.close();
    },
  };
}
