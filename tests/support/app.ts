import path from 'node:path';
import type { Express } from 'express';
import * as entry from '../../client/entry-server.js';
import { composeApp, type Composed } from '../../server/compose.js';
import { loadConfig } from '../../server/config.js';
import type { Database } from '../../server/db/adapter.js';
import { createApiRouter, type ApiRouterOptions } from '../../server/api/index.js';
import { paymentSettings } from '../../server/payments/settings.js';
import { telegramSettings } from '../../server/telegram/settings.js';
import { createEimzoServer } from '../../server/eimzo/client.js';
import { eimzoSettings } from '../../server/eimzo/settings.js';
import type { Config } from '../../server/config.js';
import { createApiClient, inProcessTransport, type ApiClient } from '../../server/api-client/index.js';
import { loadLocaleResources } from '../../server/web/i18n.js';
import { lazySeededDatabase } from './lazy-database.js';
import { SERVER_LOADERS, type ServerLoader } from '../../server/loaders/index.js';
import { createLogger, type Logger } from '../../server/ops/logger.js';
import type { DocumentRenderer } from '../../server/web/render.js';
import type { ClientAssets } from '../../server/web/assets.js';
import { createPageHandlers } from '../../server/web/routing.js';

export const TEST_ASSETS: ClientAssets = {
  modules: ['/assets/app-test.js'],
  css: ['/assets/app-test.css'],
  preload: ['/assets/shared-test.js'],
  pageChunks: { 'directory/LawfirmsPage': ['/assets/LawfirmsPage-test.js', '/assets/shared-firm-test.js'] },
  partChunks: { 'client/components/directory/FirmPanelBody.tsx': ['/assets/FirmPanelBody-test.js', '/assets/shared-firm-test.js'] },
  buildId: 'test-build',
};

export const TEST_ORIGIN = 'https://huquq.test';

/** The whole application as the server runs it, with a silent log and fake build assets. */
export interface TestAppOptions {
  ready?: boolean;
  /** Server loaders by route id (default: the real ones). */
  loaders?: Readonly<Record<string, ServerLoader>>;
  /** Another renderer than the real entry (e.g. one that never finishes). */
  renderer?: DocumentRenderer;
  logger?: Logger;
  /** A database (e.g. tests/integration/db/test-database.ts): mounts sign-in, sessions and rate limits. */
  db?: Database;
  /** The client the page loaders call (default: in-process on the API's database). */
  apiClient?: ApiClient;
  /** Extra API routes (createApiRouter's `extend`). */
  apiExtend?: ApiRouterOptions['extend'];
}

/** Read once per test file. */
const resources = loadLocaleResources(path.resolve('locales'));
/** The product API's database when a test gives none: seeded in memory on first use, once per test file. */
let seededOnDemand: Database | undefined;

/** The lazily seeded database of this test file (close it in afterAll when a test used it). */
export function testApiDatabase(): Database {
  seededOnDemand ??= lazySeededDatabase();
  return seededOnDemand;
}

export function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Composed & { app: Express } {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: TEST_ORIGIN, LOG_LEVEL: 'silent', ...env });
  const handlers = createPageHandlers(entry, options.loaders ?? SERVER_LOADERS);
  const renderer = options.renderer ?? entry;
  const logger = options.logger ?? createLogger('silent');
  // The product API is always there, on the test's database or on one seeded when first asked.
  const apiDb = options.db ?? testApiDatabase();
  const composed = composeApp({
    config,
    logger,
    assets: TEST_ASSETS,
    load: async () => ({ renderer, handlers }),
    resources,
    api: createApiRouter({
      db: apiDb,
      logger,
      resources,
      sessionTtlDays: config.SESSION_TTL_DAYS,
      payments: paymentSettings(config),
      telegram: telegramSettings(config),
      eimzo: eimzoOf(config),
      publicOrigin: config.publicOrigin,
      ...(options.apiExtend ? { extend: options.apiExtend } : {}),
    }),
    apiClient: options.apiClient ?? createApiClient(inProcessTransport({ db: apiDb, resources, logger })),
    ...(options.db ? { db: options.db } : {}),
  });
  if (options.ready !== false) composed.health.markStarted();
  return composed;
}

/** E-IMZO-SERVER's client as the server makes it (EIMZO_SERVER_URL: a stand-in the test started). */
function eimzoOf(config: Config) {
  const settings = eimzoSettings(config);
  return settings ? createEimzoServer(settings) : null;
}

/** A cookie header for a returning visitor (no first-visit redirect). */
export const RETURNING = 'lang=uz; i18n_redirected=uz';

export function cookiesOf(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
}
