import path from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type RequestHandler, type Response, type Router } from 'express';
import { currentSession } from './auth/current-session.js';
import type { Redis } from 'ioredis';
import type { Dispatcher } from 'undici';
import type { Resources } from '../shared/i18n/index.js';
import { createAuthLayer } from './auth/layer.js';
import { STANDIN_MOUNT } from './auth/oneid-settings.js';
import { pageViewer } from './auth/viewer.js';
import type { Config } from './config.js';
import type { Database } from './db/adapter.js';
import type { Health } from './ops/health.js';
import type { Logger } from './ops/logger.js';
import type { Metrics } from './ops/metrics.js';
import { requestContext } from './ops/request-context.js';
import { iconsRouter } from './proxy/icons.js';
import { telegramChatIdRouter } from './proxy/telegram-chat-id.js';
import { finalErrorHandler } from './web/errors.js';
import { apiNotFound } from './api/errors.js';
import { createApiMessages } from './api/messages.js';
import { requestGuards, stripTrailingSlash } from './web/guards.js';
import { i18nMiddleware, type createServerI18n } from './web/i18n.js';
import { pageLocale } from './web/locale.js';
import { pagePayload } from './web/payload.js';
import { renderPage, type PageRenderDeps } from './web/render.js';
import { rootFiles } from './web/root-files.js';
import { securityHeaders } from './web/security.js';
import { PAGE_FORM_PATHS, PAGE_UPLOAD_PATHS, isPageFormPost, pageFormUploads } from './web/page-forms.js';
import type { RateLimitOptions } from './security/rate-limit.js';
import { PAYMENTS_MOUNT, paymentsOverLimit, paymentsRouter } from './payments/index.js';
import { paymentSettings } from './payments/settings.js';
import { paymentStandinsRouter } from './payments/standins.js';
import { PAYLOAD_SUFFIX } from '../shared/routes.js';
import { LIVE_EVENTS_PATH } from '../shared/api/events.js';
import { TELEGRAM_STANDIN_MOUNT, TELEGRAM_WEBHOOK_PATH, telegramSettings } from './telegram/settings.js';
import { createTelegramStandin } from './telegram/standin.js';
import { EIMZO_APP_ORIGINS, EIMZO_APP_STANDIN_MOUNT, EIMZO_SERVER_STANDIN_MOUNT, eimzoSettings } from './eimzo/settings.js';
import { telegramWebhookRouter } from './telegram/webhook.js';

export interface AppDeps {
  config: Config;
  logger: Logger;
  health: Health;
  metrics: Metrics;
  i18n: ReturnType<typeof createServerI18n>;
  resources: Resources;
  pages: Pick<PageRenderDeps, 'load' | 'assets' | 'api'>;
  /** The production client build (dist/client); absent in development. */
  clientDir?: string;
  /** Vite's dev middleware in development. */
  devMiddleware?: RequestHandler;
  /** The product API (/api/v1), mounted before pages. */
  api?: Router;
  /** The database: sessions, users, rate-limit counters (sign-in needs it). */
  db?: Database;
  /** REDIS_URL's connection: rate-limit counters live there instead of the database. */
  redis?: Redis;
  /** undici dispatcher for the calls to OneID (tests). */
  oneidDispatcher?: Dispatcher;
  localesDir: string;
  publicDir: string;
}

const ONE_YEAR_S = 31_536_000;
/** The live stream's path under /api (server/events/route.ts). */
const LIVE_EVENTS_API_PATH = `/v1${LIVE_EVENTS_PATH}`;

/** A router made at its first request (its module imported then), and the same one after. */
function lazyRouter(make: () => Promise<RequestHandler>): RequestHandler {
  let made: Promise<RequestHandler> | undefined;
  return (req, res, next) => {
    made ??= make();
    made.then((router) => router(req, res, next), next);
  };
}

/** The request's journey, top to bottom (ARCHITECTURE.md draws it). */
export function createApp(deps: AppDeps): Express {
  const { config, logger, health, metrics } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('query parser', 'simple');

  // Operations: request id and log line, timing, probes.
  app.use(requestContext(logger));
  app.use(metrics.middleware());
  app.use(health.router());
  // With METRICS_PORT, /metrics has a listener of its own (server/main.ts) and is not served here.
  if (!config.metricsListener) app.get('/metrics', metrics.handler(config.METRICS_TOKEN));

  // Refuse what no page can answer; one canonical form of every path.
  app.use(requestGuards());
  app.use(stripTrailingSlash());

  // Security headers with the per-request nonce; compression (a setting: off behind a compressing proxy).
  // Signing with E-IMZO (ADR 026): the page talks to the application on the signer's own computer,
  // on its two loopback addresses (wss for an https page, ws otherwise); the stand-in is this site.
  const eimzo = eimzoSettings(config);
  app.use(
    securityHeaders({
      https: config.publicOrigin.startsWith('https:'),
      development: !config.production,
      metrica: Boolean(config.METRICA_ID),
      connectSrc: eimzo && !eimzo.standin ? [...EIMZO_APP_ORIGINS] : [],
      formAction: [new URL(config.PAYME_CHECKOUT_URL).origin],
    }),
  );
  if (config.COMPRESSION) app.use(compression());

  // Static files: hashed assets for a year, the rest briefly.
  if (deps.devMiddleware) app.use(deps.devMiddleware);
  if (deps.clientDir) {
    app.use('/assets', express.static(path.join(deps.clientDir, 'assets'), { immutable: true, maxAge: ONE_YEAR_S * 1000, index: false, fallthrough: false }));
    app.use('/builds', express.static(path.join(deps.clientDir, 'builds'), { maxAge: 0, index: false, fallthrough: false }));
  }
  // Files at the root (favicon, robots.txt) by name, so page requests never touch the disk.
  app.use(rootFiles(deps.clientDir ?? deps.publicDir));
  app.use('/locales', express.static(deps.localesDir, { index: false, maxAge: 300_000, fallthrough: false }));

  app.use(cookieParser());

  // Sign-in and sessions (server/auth). The local OneID stand-in (outside production only) comes
  // before CSRF protection on purpose: it imitates an external service. Every state-changing
  // request after this point must pass the CSRF check; /auth and API writes are rate limited.
  const auth = createAuthLayer({
    config,
    resources: deps.resources,
    db: deps.db,
    redis: deps.redis,
    oneidDispatcher: deps.oneidDispatcher,
    guestForm: isPageFormPost,
  });
  app.use(auth.cookieContext);
  if (auth.standin) app.use(STANDIN_MOUNT, auth.standin.router);
  // The E-IMZO stand-ins (outside production): the application the page talks to, and E-IMZO-SERVER
  // the server calls; both imitate programs outside the site, so they come before the CSRF guard.
  // Loaded at their first request: their CMS library (pkijs) is nothing a production server carries.
  if (eimzo?.standin) {
    app.use(
      EIMZO_APP_STANDIN_MOUNT,
      lazyRouter(async () => (await import('./eimzo/standin-app.js')).eimzoAppStandinRouter()),
    );
    app.use(
      EIMZO_SERVER_STANDIN_MOUNT,
      lazyRouter(async () => (await import('./eimzo/standin-server.js')).eimzoServerStandinRouter()),
    );
  }
  // The payment providers call /api/payments (server/payments): outside services that prove
  // themselves by Basic auth or signatures, so before the CSRF guard, with a rate limit of their own.
  const payments = deps.db ? paymentsRouter({ config, db: deps.db, resources: deps.resources, logger }) : null;
  if (payments && auth.limitPayments) app.use(PAYMENTS_MOUNT, auth.limitPayments(paymentsOverLimit), payments);
  // Their local checkouts (/_payme, /_click): outside production only, when a provider is not configured;
  // for this site's orders they act for the order's owner alone, under the CSRF guard (standins.ts).
  const paymentStandins = paymentStandinsRouter({ settings: paymentSettings(config), resources: deps.resources, db: deps.db ?? null, csrf: auth.csrf });
  if (paymentStandins) app.use(paymentStandins);
  // Telegram posts the bot's updates to /api/telegram/webhook, proving itself by the secret header
  // (server/telegram/webhook.ts); its local stand-in (/_telegram, outside production) imitates it.
  const telegram = telegramSettings(config);
  if (telegram && deps.db) app.use(TELEGRAM_WEBHOOK_PATH, telegramWebhookRouter({ db: deps.db, settings: telegram, resources: deps.resources, logger }));
  if (telegram?.standin) app.use(TELEGRAM_STANDIN_MOUNT, createTelegramStandin({ ...telegram, resources: deps.resources }).router);
  // A page's form with files (a conversation's message without JavaScript) is read first, with the
  // API's multipart reader, so the CSRF guard finds its token as in any other form (page-forms.ts).
  const db = deps.db;
  const signedIn = async (req: Request, res: Response) => db !== undefined && (await currentSession(req, res, db, config.SESSION_TTL_DAYS)) !== null;
  app.post([...PAGE_UPLOAD_PATHS], pageFormUploads(createApiMessages(deps.resources), signedIn));
  app.use(auth.csrf);
  if (auth.limitAuth) app.use('/auth', auth.limitAuth);
  if (auth.routes) app.use('/auth', auth.routes);
  if (auth.limitWrites) app.use('/api', auth.limitWrites);

  // The product API; i18next-http-middleware gives it req.t in the request's language. Not to the
  // live stream, which speaks through the API's own messages and would hold its clone of i18next
  // (about a third of what an open stream keeps in memory) for hours.
  const apiI18n = i18nMiddleware(deps.i18n);
  app.use('/api', (req, res, next) => (req.path === LIVE_EVENTS_API_PATH ? next() : apiI18n(req, res, next)));
  if (auth.sessions) app.use('/api/v1/me/sessions', auth.sessions);
  if (auth.me) app.use('/api/v1/me', auth.me);
  if (deps.api) app.use('/api/v1', deps.api);
  app.use('/api/_icons', iconsRouter({ upstream: config.ICONS_UPSTREAM, logger }));
  app.use('/api/telegram', telegramChatIdRouter({ upstream: config.TELEGRAM_CHAT_ID_URL, logger }));
  // Any other /api path: the API's 404, in the language the request asks for.
  app.use('/api', apiNotFound(createApiMessages(deps.resources)));

  // Pages and their JSON payloads, in the language of the path (translated by the page translator).
  const pageDeps: PageRenderDeps = {
    ...deps.pages,
    resources: deps.resources,
    origin: config.publicOrigin,
    renderTimeoutMs: config.RENDER_TIMEOUT_MS,
    metrics,
    services: {
      metricaId: config.METRICA_ID ?? null,
      playerjsUrl: config.PLAYERJS_URL,
      telegramChatId: Boolean(config.TELEGRAM_CHAT_ID_URL),
      eimzo: eimzo ? { standin: eimzo.standin, apiKeys: eimzo.apiKeys } : null,
    },
  };
  const onlyPayload: RequestHandler = (req, _res, next) => (req.path.endsWith(PAYLOAD_SUFFIX) ? next() : next('route'));
  app.get(/.*/, onlyPayload, pagePayload(pageDeps));
  const noViewer: RequestHandler = (_req, res, next) => {
    res.locals.viewer = null;
    next();
  };
  const viewer: RequestHandler = deps.db ? pageViewer(deps.db, config.SESSION_TTL_DAYS) : noViewer;
  app.get(/.*/, pageLocale({ firstVisitRedirect: config.FIRST_VISIT_REDIRECT }), viewer, renderPage(pageDeps));
  // The pages' forms without JavaScript (support, a document template, a claim's start): each is
  // its route's action (server/loaders/actions.ts), which calls the API as the page's script does
  // and answers a redirect or the page again with the form; over the write limit the action says
  // so with the wait (429).
  if (deps.db && auth.limitFormWrites) {
    const overLimit: NonNullable<RateLimitOptions['reject']> = (_req, res, retryAfter, next) => {
      res.locals.formRetryAfter = retryAfter;
      next();
    };
    app.post([...PAGE_FORM_PATHS], pageLocale({ firstVisitRedirect: false }), auth.limitFormWrites(overLimit), viewer, renderPage(pageDeps));
  }
  app.all(/.*/, (_req, res) => {
    res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method Not Allowed');
  });

  app.use(finalErrorHandler(deps.resources));
  return app;
}
