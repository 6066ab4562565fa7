/**
 * The payment providers' endpoints under /api/payments (ADR 012): Payme's Merchant API and Click's
 * prepare and complete, each when configured. Mounted by app.ts before the CSRF guard (the providers are outside
 * services that authenticate otherwise) behind their own rate limit.
 */
import express, { type Request, type Response, type Router } from 'express';
import type { Resources } from '../../shared/i18n/index.js';
import { PAYME_ERRORS } from '../../shared/payments/payme.js';
import type { Config } from '../config.js';
import type { Database } from '../db/adapter.js';
import type { Logger } from '../ops/logger.js';
import { clickFiscalSender } from './click-fiscal.js';
import { clickMerchantApiOf } from './click-merchant-api.js';
import { clickRouter } from './click-router.js';
import { PAYME_PATH, paymeRouter } from './payme-router.js';
import { clickKeysOf, paymeKeyOf, paymentSettings } from './settings.js';

export const PAYMENTS_MOUNT = '/api/payments';

export interface PaymentsRouterDeps {
  config: Config;
  db: Database;
  resources: Resources;
  logger: Logger;
  /** Milliseconds now (tests). */
  clock?: () => number;
}

/** The providers' routes, or null in production when none is configured. */
export function paymentsRouter(deps: PaymentsRouterDeps): Router | null {
  const settings = paymentSettings(deps.config);
  const clock = deps.clock ? { clock: deps.clock } : {};
  // Outside production an unconfigured provider gets the stand-in's credentials (settings.ts).
  const key = paymeKeyOf(settings);
  const click = clickKeysOf(settings);
  if (key === null && click === null) return null;
  const router = express.Router();
  if (key !== null) router.use(paymeRouter({ db: deps.db, settings: { ...settings.payme, key }, resources: deps.resources, logger: deps.logger, ...clock }));
  // Click takes a paid order's fiscal items through its Merchant API (ADR 016), when we have an account there.
  const merchantApi = clickMerchantApiOf(settings);
  const fiscal = merchantApi !== null ? { afterPaid: clickFiscalSender(deps.db, merchantApi, deps.logger) } : {};
  if (click !== null) router.use(clickRouter({ db: deps.db, settings: click, logger: deps.logger, ...clock, ...fiscal }));
  return router;
}

/** Over the rate limit: Payme still gets HTTP 200 (a JSON-RPC system error), anyone else 429. */
export function paymentsOverLimit(req: Request, res: Response, retryAfter: number): void {
  if (req.path === PAYME_PATH) {
    res.status(200).json({
      jsonrpc: '2.0',
      id: null,
      error: { code: PAYME_ERRORS.system, message: { uz: 'Juda koʻp soʻrov.', ru: 'Слишком много запросов.', en: 'Too many requests.' } },
    });
    return;
  }
  res.status(429).json({ error: { code: 'rate_limited', message: `Too many requests: try again in ${retryAfter} s` } });
}
