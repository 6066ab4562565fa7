import path from 'node:path';
import { createServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import type { PageRenderer } from '../shared/ssr.js';
import { composeApp, serve } from './compose.js';
import { loadConfig } from './config.js';
import { startDatabase } from './database.js';
import { createApiRouter } from './api/index.js';
import { apiClientFor } from './api-client/index.js';
import { SERVER_LOADERS } from './loaders/index.js';
import { createLogger, instanceName } from './ops/logger.js';
import { localChangeFeed, redisChangeFeed } from './cache/changes.js';
import { openRedis } from './security/redis.js';
import { developmentAssets } from './web/assets.js';
import { loadLocaleResources } from './web/i18n.js';
import { createPageHandlers, type PageHandlers } from './web/routing.js';
import { paymentSettings } from './payments/settings.js';
import { startReconcileTimer } from './payments/reconcile.js';
import { clickMerchantApiOf } from './payments/click-merchant-api.js';

/**
 * Development: Vite's middleware serves the browser code with hot reload, and the page
 * components are loaded through Vite on each request, so an edit shows on the next reload.
 */
async function dev(): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'development', ...process.env });
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
  // Hot reload speaks over our own HTTP server, so one port serves everything.
  const server = createServer();
  const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' });
  let cached: { module: PageRenderer; handlers: PageHandlers } | undefined;
  const composed = composeApp({
    config,
    logger,
    assets: developmentAssets(),
    devMiddleware: vite.middlewares,
    load: async () => {
      const module = (await vite.ssrLoadModule('/client/entry-server.tsx')) as PageRenderer;
      if (cached?.module !== module) cached = { module, handlers: createPageHandlers(module, SERVER_LOADERS) };
      return { renderer: module, handlers: cached.handlers };
    },
    readinessChecks: readiness,
    resources,
    api,
    apiClient: apiClient.client,
    db,
    ...(redis ? { redis } : {}),
  });
  await serve(composed, {
    config,
    logger,
    server,
    onClosed: async () => {
      await vite.close();
      await changes.close();
      await redis?.quit().catch(() => redis.disconnect());
      await apiClient.close();
      await reconciler?.stop();
      await db.close();
    },
  });
}

void dev();
