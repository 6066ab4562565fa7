import type { Request, RequestHandler, Response, Router } from 'express';
import type { Redis } from 'ioredis';
import type { Dispatcher } from 'undici';
import type { Resources } from '../../shared/i18n/index.js';
import { LANG_COOKIE, isLocale, type Locale } from '../../shared/locales.js';
import { ConfigError, type Config } from '../config.js';
import type { Database } from '../db/adapter.js';
import { csrfProtection } from '../security/csrf.js';
import { isDecodingError } from '../api/body.js';
import { sendLocalizedError } from '../api/errors.js';
import { createApiMessages } from '../api/messages.js';
import { isWrite, rateLimit, type RateLimitOptions } from '../security/rate-limit.js';
import { databaseRateLimitStore, redisOrDatabaseRateLimitStore, type RateLimitStore } from '../security/rate-limit-store.js';
import { redisIsReady } from '../security/redis.js';
import { SIGN_IN_ERROR_STATUS, signInErrorHtml } from './auth-page.js';
import type { SessionCookieSettings } from './cookies.js';
import { sessionCookieContext } from './current-session.js';
import { oneIdClientFor } from './oneid-for-request.js';
import { oneIdSettings } from './oneid-settings.js';
import { createOneIdStandin, type OneIdStandin } from './oneid-standin.js';
import { authRouter } from './routes.js';
import { eimzoSignInRouter } from './eimzo-sign-in.js';
import { createEimzoServer } from '../eimzo/client.js';
import { eimzoSettings } from '../eimzo/settings.js';
import { meRouter } from './me-router.js';
import { sessionsRouter } from './sessions-router.js';
import { oneIdLogOut } from './sign-out.js';

export interface AuthLayerDeps {
  config: Config;
  resources: Resources;
  /** Sessions, users and (without Redis) rate-limit counters. Without it only CSRF protection runs. */
  db?: Database | undefined;
  /** REDIS_URL's connection: rate-limit counters go there (to the database while it is down). */
  redis?: Redis | undefined;
  /** undici dispatcher for the OneID calls (tests). */
  oneidDispatcher?: Dispatcher | undefined;
  /** Plain forms a guest may post with a same-site Origin alone (csrf.ts `guestForm`). */
  guestForm?: ((req: Request) => boolean) | undefined;
}

/** What app.ts mounts, in its order (see there). */
export interface AuthLayer {
  /** How the `act` cookie is written, for currentSession (mount after cookie-parser). */
  cookieContext: RequestHandler;
  /** The local OneID stand-in (mount at STANDIN_MOUNT), outside production only. */
  standin: OneIdStandin | null;
  csrf: RequestHandler;
  /** Per-client limit on /auth/* (mount at /auth). */
  limitAuth: RequestHandler | null;
  /** Per-client limit on state-changing requests (mount at /api). */
  limitWrites: RequestHandler | null;
  /** The same limit (the same counter) answered by a form's own page: `reject` may call `next`. */
  limitFormWrites: ((reject: NonNullable<RateLimitOptions['reject']>) => RequestHandler) | null;
  /** Per-client limit on the payment providers' calls (mount at /api/payments, before CSRF). */
  limitPayments: ((reject: NonNullable<RateLimitOptions['reject']>) => RequestHandler) | null;
  /** /auth routes. */
  routes: Router | null;
  /** /api/v1/me/sessions */
  sessions: Router | null;
  /** /api/v1/me */
  me: Router | null;
}

const MINUTE_MS = 60_000;

/** A page for a browser on /auth (a form post, a sign-in link); the API's JSON for everything else. */
function wantsPage(req: Request): boolean {
  return /^\/auth(\/|$)/.test(req.originalUrl) && req.accepts(['json', 'html']) === 'html';
}

function pageLocale(req: Request): Locale {
  const lang: unknown = req.cookies?.[LANG_COOKIE];
  return isLocale(lang) ? lang : 'uz';
}

export function createAuthLayer({ config, resources, db, redis, oneidDispatcher, guestForm }: AuthLayerDeps): AuthLayer {
  if (config.production && config.oneidStandin) throw new ConfigError('ONEID_STANDIN: the OneID stand-in must never run in production');
  const cookies: SessionCookieSettings = { domain: config.COOKIE_DOMAIN, httpsOrigin: config.publicOrigin.startsWith('https:') };
  const oneid = oneIdSettings(config);
  const standin = config.oneidStandin
    ? createOneIdStandin({
        clients: oneid && !config.ONEID_BASE_URL ? [{ clientId: oneid.clientId, clientSecret: oneid.clientSecret, redirectUris: [oneid.redirectUri] }] : [],
        resources,
      })
    : null;

  const htmlOr = (json: (req: Request, res: Response) => void, page: (req: Request, res: Response) => void) => (req: Request, res: Response) =>
    wantsPage(req) ? page(req, res) : json(req, res);

  // JSON refusals speak the API's language of the request (?lang=, Accept-Language), as its own errors do.
  const messages = createApiMessages(resources);
  const csrf = csrfProtection({
    publicOrigin: config.publicOrigin,
    ...(guestForm ? { guestForm } : {}),
    // A form post to the API whose body is not what its Content-Encoding says: the API's 400.
    unreadableBody: (req, res, next, error) =>
      req.originalUrl.startsWith('/api/') && isDecodingError(error, req.get('content-encoding'))
        ? sendLocalizedError(messages, req, res, 400, 'body_encoding_mismatch')
        : next(error),
    reject: htmlOr(
      (req, res) => sendLocalizedError(messages, req, res, 403, 'csrf'),
      (req, res) =>
        void res
          .status(SIGN_IN_ERROR_STATUS.csrf)
          .type('html')
          .send(signInErrorHtml(resources, { locale: pageLocale(req), code: 'csrf' })),
    ),
  });
  const cookieContext = sessionCookieContext(cookies);
  if (!db)
    return {
      cookieContext,
      standin,
      csrf,
      limitAuth: null,
      limitWrites: null,
      limitFormWrites: null,
      limitPayments: null,
      routes: null,
      sessions: null,
      me: null,
    };

  const store: RateLimitStore = redis ? redisOrDatabaseRateLimitStore(redis, db, () => redisIsReady(redis)) : databaseRateLimitStore(db);
  const limited = (retryAfter: number) =>
    htmlOr(
      (req, res) => sendLocalizedError(messages, req, res, 429, 'rate_limited', 'rate_limited', { seconds: retryAfter }),
      (req, res) =>
        void res
          .status(429)
          .type('html')
          .send(signInErrorHtml(resources, { locale: pageLocale(req), code: 'rateLimited', params: { seconds: retryAfter } })),
    );
  const reject = (req: Request, res: Response, retryAfter: number) => limited(retryAfter)(req, res);
  const limitAuth = rateLimit({ name: 'auth', limit: config.RATE_LIMIT_AUTH_PER_MINUTE, windowMs: MINUTE_MS, store, reject });
  const limitFormWrites = (onLimit: NonNullable<RateLimitOptions['reject']>) =>
    rateLimit({ name: 'write', limit: config.RATE_LIMIT_WRITE_PER_MINUTE, windowMs: MINUTE_MS, store, applies: isWrite, reject: onLimit });
  const limitWrites = limitFormWrites(reject);
  const limitPayments = (onLimit: NonNullable<RateLimitOptions['reject']>) =>
    rateLimit({ name: 'payments', limit: config.RATE_LIMIT_PAYMENTS_PER_MINUTE, windowMs: MINUTE_MS, store, reject: onLimit });

  const clientFor = oneid ? oneIdClientFor(oneid, oneidDispatcher) : null;
  const logOut = oneIdLogOut(clientFor);
  const routes = authRouter({ db, resources, publicOrigin: config.publicOrigin, ttlDays: config.SESSION_TTL_DAYS, cookies, oneid, clientFor, logOut });
  // Beside OneID: a person signs in with their E-IMZO key (ADR 026).
  const eimzo = eimzoSettings(config);
  routes.use(eimzoSignInRouter({ db, resources, ttlDays: config.SESSION_TTL_DAYS, cookies, eimzo: eimzo ? createEimzoServer(eimzo) : null }));
  const sessions = sessionsRouter({ db, ttlDays: config.SESSION_TTL_DAYS, cookies, oneidLogOut: logOut, messages });
  const me = meRouter({ db, ttlDays: config.SESSION_TTL_DAYS, messages });
  return { cookieContext, standin, csrf, limitAuth, limitWrites, limitFormWrites, limitPayments, routes, sessions, me };
}
