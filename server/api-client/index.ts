/**
 * The API client of the server loaders and actions: in-process by default, over HTTP when API_BASE_URL is
 * set (the API then runs as its own service).
 */
import type { Resources } from '../../shared/i18n/index.js';
import type { Config } from '../config.js';
import type { Queryable } from '../db/adapter.js';
import type { Logger } from '../ops/logger.js';
import type { ChangeFeed } from '../cache/changes.js';
import type { PaymentSettings } from '../payments/settings.js';
import type { TelegramSettings } from '../telegram/settings.js';
import { createApiClient } from './client.js';
import { httpTransport } from './http.js';
import { inProcessTransport } from './in-process.js';
import type { ApiClient } from './types.js';

export interface ApiClientDeps {
  config: Pick<Config, 'API_BASE_URL' | 'PAYLOAD_SECRET'>;
  db: Queryable;
  resources: Resources;
  logger?: Logger;
  /** Where in-process writes announce changes (the router's own feed). */
  changes?: ChangeFeed;
  /** The payment providers' settings, for in-process orders. */
  payments?: PaymentSettings | null;
  /** The bot's settings, for in-process Telegram operations. */
  telegram?: TelegramSettings | null;
}

export function apiClientFor({ config, db, resources, logger, changes, payments, telegram }: ApiClientDeps): {
  client: ApiClient;
  transport: 'in-process' | 'http';
  close(): Promise<void>;
} {
  if (config.API_BASE_URL) {
    const transport = httpTransport({
      baseUrl: config.API_BASE_URL,
      ...(config.PAYLOAD_SECRET ? { payloadSecret: config.PAYLOAD_SECRET } : {}),
      ...(logger ? { logger } : {}),
    });
    return { client: createApiClient(transport), transport: 'http', close: () => transport.close() };
  }
  const local = inProcessTransport({
    db,
    resources,
    ...(logger ? { logger } : {}),
    ...(changes ? { changes } : {}),
    payments: payments ?? null,
    telegram: telegram ?? null,
  });
  return { client: createApiClient(local), transport: 'in-process', close: async () => {} };
}

export { createApiClient } from './client.js';
export { httpTransport, type HttpTransport, type HttpTransportOptions, type RawRequest } from './http.js';
export { inProcessTransport } from './in-process.js';
export type { ApiCallContext, ApiClient, ApiTransport } from './types.js';
