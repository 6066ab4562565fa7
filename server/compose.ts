import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Express, RequestHandler, Router } from 'express';
import type { Redis } from 'ioredis';
import type { Dispatcher } from 'undici';
import { createApp } from './app.js';
import type { Resources } from '../shared/i18n/index.js';
import type { ApiClient } from './api-client/types.js';
import { unavailableApiClient } from './api-client/unavailable.js';
import type { Config } from './config.js';
import type { Database } from './db/adapter.js';
import { Health, type ReadinessCheck } from './ops/health.js';
import { instanceName, type Logger } from './ops/logger.js';
import { Metrics } from './ops/metrics.js';
import { gracefulShutdown } from './ops/shutdown.js';
import type { ClientAssets } from './web/assets.js';
import { createServerI18n, loadLocaleResources } from './web/i18n.js';
import type { PageRenderDeps } from './web/render.js';

export interface ComposeOptions {
  config: Config;
  logger: Logger;
  load: PageRenderDeps['load'];
  assets: ClientAssets;
  clientDir?: string;
  devMiddleware?: RequestHandler;
  /** The product API router, mounted at /api/v1 (server/api createApiRouter). */
  api?: Router;
  /** The API client the page loaders call (server/api-client); without one every call is 503. */
  apiClient?: ApiClient;
  /** locales/ already read (the API shares them); read here when absent. */
  resources?: Resources;
  /** The database (sessions, users, rate-limit counters); sign-in is mounted only with it. */
  db?: Database;
  /** REDIS_URL's connection, for counters shared across replicas. */
  redis?: Redis;
  /** undici dispatcher for the calls to OneID (tests). */
  oneidDispatcher?: Dispatcher;
  readinessChecks?: ReadinessCheck[];
  /** Project root holding locales/ and public/ (process.cwd() by default). */
  root?: string;
}

export interface Composed {
  app: Express;
  health: Health;
  metrics: Metrics;
}

/** Builds the whole application without listening: used by the server process and by tests. */
export function composeApp(options: ComposeOptions): Composed {
  const root = options.root ?? process.cwd();
  const health = new Health(options.readinessChecks ?? []);
  const metrics = new Metrics({ instance: instanceName(options.config.INSTANCE_ID) });
  const db = options.db;
  if (db?.engine === 'pglite') metrics.trackDatabaseMemory(() => db.engineMemoryBytes());
  const localesDir = path.join(root, 'locales');
  const resources = options.resources ?? loadLocaleResources(localesDir);
  const app = createApp({
    config: options.config,
    logger: options.logger,
    health,
    metrics,
    i18n: createServerI18n(resources),
    resources,
    pages: { load: options.load, assets: options.assets, api: options.apiClient ?? unavailableApiClient },
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    ...(options.devMiddleware ? { devMiddleware: options.devMiddleware } : {}),
    ...(options.api ? { api: options.api } : {}),
    ...(options.db ? { db: options.db } : {}),
    ...(options.redis ? { redis: options.redis } : {}),
    ...(options.oneidDispatcher ? { oneidDispatcher: options.oneidDispatcher } : {}),
    localesDir,
    publicDir: path.join(root, 'public'),
  });
  return { app, health, metrics };
}

/** Listens, marks the process ready, and installs SIGTERM/SIGINT draining. */
export async function serve(
  composed: Composed,
  {
    config,
    logger,
    onClosed,
    onClosing,
    server = createServer(),
  }: {
    config: Config;
    logger: Logger;
    onClosed: () => Promise<void>;
    /** Ends the endless responses (the live streams) when the listener closes (ops/shutdown.ts beforeClose). */
    onClosing?: () => void;
    server?: Server;
  },
): Promise<Server> {
  server.on('request', composed.app);
  server.listen(config.PORT, config.HOST);
  await once(server, 'listening');
  // Behind a balancer an idle keep-alive connection must outlive the balancer's own time-out.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  composed.health.markStarted();
  const shutdown = gracefulShutdown({
    server,
    health: composed.health,
    logger,
    drainMs: config.shutdownDrainMs,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onClosed,
    ...(onClosing ? { beforeClose: onClosing } : {}),
  });
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // Said only once SIGTERM is ours: until a listener exists the kernel's default ends the process,
  // and a supervisor that stops the server as soon as it reads this line would kill it mid-way.
  const address = server.address();
  logger.info({ address: typeof address === 'object' ? address : undefined, origin: config.publicOrigin }, 'listening');
  return server;
}
