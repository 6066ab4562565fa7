import path from 'node:path';
// The composition root: the one server file that links the browser's code, the built page
// renderer (ADR 017); the rest of the server knows it through shared/ssr.ts.
import * as entry from '../client/entry-server.js';
import { composeApp, serve } from './compose.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { SERVER_LOADERS } from './loaders/index.js';
import { listenMetrics } from './ops/metrics.js';
import { startServices } from './services.js';
import { readBuildAssets } from './web/assets.js';
import { createPageHandlers } from './web/routing.js';

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
  const services = await startServices(config);
  const { logger } = services;
  const clientDir = path.resolve('dist/client');
  const handlers = createPageHandlers(entry, SERVER_LOADERS);
  const composed = composeApp({
    config,
    logger,
    assets: readBuildAssets(clientDir),
    clientDir,
    load: async () => ({ renderer: entry, handlers }),
    readinessChecks: services.readiness,
    resources: services.resources,
    api: services.api,
    apiClient: services.apiClient,
    db: services.db,
    ...(services.redis ? { redis: services.redis } : {}),
  });
  // METRICS_PORT: /metrics on a listener of its own, off the site's port (README, Configuration).
  const metricsServer = config.metricsListener ? await listenMetrics(composed.metrics, { ...config.metricsListener, token: config.METRICS_TOKEN }) : null;
  if (metricsServer) logger.info({ address: metricsServer.address() }, 'metrics listening');
  await serve(composed, {
    config,
    logger,
    onClosing: () => services.events.close(),
    onClosed: async () => {
      // A scraper's kept-alive connection would hold close() open: a scrape cut short is harmless.
      if (metricsServer) {
        await new Promise<void>((resolve) => {
          metricsServer.close(() => resolve());
          metricsServer.closeAllConnections();
        });
      }
      await services.close();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
