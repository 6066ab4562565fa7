import { createServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import type { PageRenderer } from '../shared/ssr.js';
import { composeApp, serve } from './compose.js';
import { loadConfig } from './config.js';
import { SERVER_LOADERS } from './loaders/index.js';
import { startServices } from './services.js';
import { developmentAssets } from './web/assets.js';
import { createPageHandlers, type PageHandlers } from './web/routing.js';

/**
 * Development: Vite's middleware serves the browser code with hot reload, and the page
 * components are loaded through Vite on each request, so an edit shows on the next reload.
 */
async function dev(): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'development', ...process.env });
  const services = await startServices(config);
  const { logger } = services;
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
    readinessChecks: services.readiness,
    resources: services.resources,
    api: services.api,
    apiClient: services.apiClient,
    db: services.db,
    ...(services.redis ? { redis: services.redis } : {}),
  });
  await serve(composed, {
    config,
    logger,
    onClosing: () => services.events.close(),
    server,
    onClosed: async () => {
      await vite.close();
      await services.close();
    },
  });
}

void dev();
