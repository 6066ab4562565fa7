import path from 'node:path';
import * as entry from '../client/entry-server.js';
import { composeApp, serve } from './compose.js';
import { startDatabase } from './database.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createApiRouter } from './api/index.js';
import { apiClientFor } from './api-client/index.js';
import { SERVER_LOADERS } from './loaders/index.js';
import { createLogger, instanceName } from './ops/logger.js';
import { listenMetrics } from './ops/metrics.js';
import { localChangeFeed, redisChangeFeed } from './cache/changes.js';
import { openRedis } from './security/redis.js';
import { readBuildAssets } from './web/assets.js';
import { loadLocaleResources } from './web/i18n.js';
import { createPageHandlers } from './web/routing.js';
import { paymentSettings } from './payments/settings.js';
import { startReconcileTimer } from './payments/reconcile.js';
import { clickMerchantApiOf } from './payments/click-merchant-api.js';

/** The production process: configuration, build assets, the app, listen, drain on SIGTERM. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL, undefined, instanceName(config.INSTANCE_ID));
  const { db, readiness } = await startDatabase(config, logger);
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL, logger) : undefined;
  // The product API on this database, and the client the page loaders read it through
  // (in-process, or HTTP when API_BASE_URL names an API service of its own).
  const resources = loadLocaleResources(path.resolve('locales'));
  // Writes announce what they changed; every replica's caches drop it (through Redis when set).
  const changes = redis ? redisChangeFeed(redis, logger) : localChangeFeed;
  const api = createApiRouter({ db, logger, resources, sessionTtlDays: config.SESSION_TTL_DAYS, changes, payments: paymentSettings(config) });
  const apiClient = apiClientFor({ config, db, resources, logger });
  // Payments reconciled with orders on a timer when configured (one replica at a time).
  const reconciler = config.PAYMENTS_RECONCILE_MINUTES
    ? startReconcileTimer(db, logger, config.PAYMENTS_RECONCILE_MINUTES * 60_000, { clickFiscal: clickMerchantApiOf(paymentSettings(config)) })
    : null;
  const clientDir = path.resolve('dist/client');
  const assets = readBuildAssets(clientDir);
  const handlers = createPageHandlers(entry, SERVER_LOADERS);
  const composed = composeApp({
    config,
    logger,
    assets,
    clientDir,
    load: async () => ({ renderer: entry, handlers }),
    readinessChecks: readiness,
    resources,
    api,
    apiClient: apiClient.client,
    db,
    ...(redis ? { redis } : {}),
  });
  // METRICS_PORT: /metrics on a listener of its own, off the site's port (README, Configuration).
  const metricsServer = config.metricsListener ? await listenMetrics(composed.metrics, { ...config.metricsListener, token: config.METRICS_TOKEN }) : null;
  if (metricsServer) logger.info({ address: metricsServer.address() }, 'metrics listening');
  await serve(composed, {
    config,
    logger,
    onClosed: async () => {
      // A scraper's kept-alive connection would hold close() open: a scrape cut short is harmless.
      if (metricsServer) await new Promise<void>((resolve) => (metricsServer.close(() => resolve()), metricsServer.closeAllConnections()));
      await changes.close();
      await redis?.quit().catch(() => redis.disconnect());
      await apiClient.close();
      await reconciler?.stop();
      await db.close();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
