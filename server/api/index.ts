/**
 * The product API, mounted at /api/v1 (docs/design.md §3), derived from shared/api's table of
 * operations (ADR 019): one route per operation (method and path from the table; the session
 * check, the schemas of the path, the query and the body, and the status in ./execute.ts; the
 * answer from the area's handler, server/api/{area}/handlers.ts), and 405 naming a path's methods
 * for any other. Around them: the caller's language, the session (`act` header or cookie), JSON
 * bodies of at most 64 KB, idempotent POSTs; the two downloads are routes of their own (./files.ts).
 */
import express, { type Request, type Response, type Router } from 'express';
import type { Resources } from '../../shared/i18n/index.js';
import { API_OPERATIONS } from '../../shared/api/operations.js';
import type { HttpMethod, OperationSpec } from '../../shared/api/operation-kit.js';
import { localChangeFeed, type ChangeFeed } from '../cache/changes.js';
import type { Queryable } from '../db/adapter.js';
import type { Logger } from '../ops/logger.js';
import { jsonBody, validateBody } from './body.js';
import { multipartBody } from './upload.js';
import { apiLanguage, apiLanguageOf } from './context.js';
import { apiErrorHandler, apiNotFound, methodNotAllowed } from './errors.js';
import { executeOperation } from './execute.js';
import { idempotency } from './idempotency.js';
import { createApiMessages } from './messages.js';
import { databaseSessions, requireUser, type SessionResolver } from './session.js';
import { FILE_ROUTES } from './files.js';
import { createHandlers } from './handlers.js';
import { HANDLED_OPERATIONS, ROUTE_METHOD, allowHeader } from './handled.js';
import { createApiKit, type ApiKit } from './kit.js';
import type { PaymentSettings } from '../payments/settings.js';
import { createEventHub, type EventHub } from '../events/hub.js';
import type { TelegramSettings } from '../telegram/settings.js';
import type { EimzoServer } from '../eimzo/client.js';

export interface ApiRouterOptions {
  db: Queryable;
  logger: Logger;
  /** locales/: the API's error texts and the validation messages. */
  resources: Resources;
  /** Sessions live this many days, extended on use (config SESSION_TTL_DAYS). */
  sessionTtlDays: number;
  /** How the caller's session is found (default: the sessions table, through server/auth). */
  sessions?: SessionResolver;
  /** Where writes announce changes (default: this process's caches only; Redis for many replicas). */
  changes?: ChangeFeed;
  /** The payment providers' settings (server/payments/settings.ts paymentSettings); without them orders answer 503. */
  payments?: PaymentSettings;
  /** The live streams' hub (server/events/hub.ts; the process's, closed at shutdown); default: one with default limits. */
  events?: EventHub;
  /** The bot's settings (server/telegram/settings.ts telegramSettings); without them the Telegram operations answer 503. */
  telegram?: TelegramSettings | null;
  /** The site's public origin (PUBLIC_ORIGIN), for the addresses files name. */
  publicOrigin?: string;
  /** E-IMZO-SERVER's client (server/eimzo/client.ts); without it signing answers 503. */
  eimzo?: EimzoServer | null;
  /** Adds routes (tests) after the operations of the table and the file routes. */
  extend?: (router: Router, kit: ApiKit) => void;
}

/** Public catalogue data: the same for everyone, briefly cacheable by browsers and proxies. */
const READ_CACHE = 'public, max-age=60';

export function createApiRouter(options: ApiRouterOptions): Router {
  const { db, logger } = options;
  const messages = createApiMessages(options.resources);
  const sessions = options.sessions ?? databaseSessions(db, options.sessionTtlDays);
  const router = express.Router();

  router.use(apiLanguage(messages));
  const signedIn = requireUser(sessions, messages);
  // Operations that take files read a multipart body first (./upload.ts), and only a signed-in
  // caller's (a stranger's 50 MB is refused before a byte is read); everything else is JSON.
  for (const name of HANDLED_OPERATIONS) {
    const spec: OperationSpec = API_OPERATIONS[name];
    if (spec.upload) router[ROUTE_METHOD[spec.method]](spec.path, ...(spec.auth === 'user' ? [signedIn] : []), multipartBody(spec.upload, messages));
  }
  router.use(jsonBody(messages));
  router.use(idempotency(db, sessions, messages));

  const handlers = createHandlers({ resources: options.resources, telegram: options.telegram ?? null, eimzo: options.eimzo ?? null });
  const changes = options.changes ?? localChangeFeed;
  const payments = options.payments ?? null;
  const methodsByPath = new Map<string, HttpMethod[]>();
  for (const name of HANDLED_OPERATIONS) {
    const spec: OperationSpec = API_OPERATIONS[name];
    methodsByPath.set(spec.path, [...(methodsByPath.get(spec.path) ?? []), spec.method]);
    // The caller's own data needs a session and is answered privately (requireUser says no-store).
    const own = spec.auth === 'user';
    // The operators' console: a session with a role (execute.ts answers 404 to anyone else, a guest too).
    const operators = spec.auth === 'operator';
    // Public data a signed-in reader gets with more (reviews: what they may do with each one).
    const personal = spec.session === 'optional';
    const read = spec.method === 'GET';
    router[ROUTE_METHOD[spec.method]](spec.path, ...(own ? [signedIn] : []), async (req: Request, res: Response) => {
      // A write knows its author when there is one (a guest's support ticket has none).
      const session = own || operators || personal || !read ? await sessions(req, res) : null;
      const done = await executeOperation(
        name,
        { params: req.params, query: req.query, body: req.body },
        { db, lang: apiLanguageOf(res), messages, handlers, changes, payments, session, clientIp: req.ip ?? null },
      );
      if (personal) res.vary('Cookie').vary('act');
      if (operators) res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
      else if (personal && session) res.set('Cache-Control', 'private, no-store');
      else if (read && !own) res.set('Cache-Control', READ_CACHE);
      else if (!own) res.set('Cache-Control', 'no-store');
      res.set(done.headers).status(done.status);
      if (done.status === 204) res.end();
      else res.json(done.value);
    });
  }

  const kit = createApiKit({
    db,
    messages,
    resources: options.resources,
    requireUser: signedIn,
    validateBody: (schema) => validateBody(schema, messages),
    sessionOf: sessions,
    changes,
    payments,
    events: options.events ?? createEventHub({ db, logger, changes }),
    publicOrigin: options.publicOrigin ?? 'http://localhost:3000',
  });
  for (const mount of FILE_ROUTES) mount(router, kit);
  options.extend?.(router, kit);

  // Any other method on an operation's path: 405 naming the ones it has.
  for (const [path, methods] of methodsByPath) router.all(path, methodNotAllowed(messages, allowHeader(methods)));
  router.use(apiNotFound(messages));
  router.use(apiErrorHandler(messages, logger));
  return router;
}

export { createApiMessages, type ApiMessages } from './messages.js';
export type { ApiKit } from './kit.js';
export { databaseSessions, type ApiSession, type SessionResolver } from './session.js';
