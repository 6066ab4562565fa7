/**
 * The product API, mounted at /api/v1 (docs/design.md §3). Reads are generated from the operations
 * table of shared/api: one GET route per operation, validated by the shared schemas, answered by
 * server/domain. Writes are listed in ./writes.ts (tests add more through `extend`) and find here
 * what they need: the caller's language, the session (`act` header or cookie), JSON bodies of at
 * most 64 KB, body validation with localized field errors, and idempotent POSTs.
 */
import express, { type Router } from 'express';
import type { Resources } from '../../shared/i18n/index.js';
import { API_OPERATIONS, type OperationName } from '../../shared/api/operations.js';
import { localChangeFeed, type ChangeFeed } from '../cache/changes.js';
import type { Queryable } from '../db/adapter.js';
import type { Logger } from '../ops/logger.js';
import { jsonBody, validateBody } from './body.js';
import { apiLanguage, apiLanguageOf } from './context.js';
import { apiErrorHandler, apiNotFound, methodNotAllowed } from './errors.js';
import { executeOperation } from './execute.js';
import { idempotency } from './idempotency.js';
import { createApiMessages } from './messages.js';
import { databaseSessions, requireUser, type SessionResolver } from './session.js';
import { WRITE_ROUTES } from './writes.js';
import { createApiKit, type ApiKit } from './kit.js';
import type { PaymentSettings } from '../payments/settings.js';

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
  /** Adds routes (tests) after the reads and the writes of server/api/writes.ts. */
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
  router.use(jsonBody(messages));
  router.use(idempotency(db, sessions, messages));

  const signedIn = requireUser(sessions, messages);
  for (const name of Object.keys(API_OPERATIONS) as OperationName[]) {
    const spec = API_OPERATIONS[name];
    // The caller's own data needs a session and is answered privately (requireUser says no-store).
    const own = 'auth' in spec;
    // Public data a signed-in reader gets with more (reviews: what they may do with each one).
    const personal = 'session' in spec;
    router.get(spec.path, ...(own ? [signedIn] : []), async (req, res) => {
      const session = own || personal ? await sessions(req, res) : null;
      const result = await executeOperation(name, { params: req.params, query: req.query }, { db, lang: apiLanguageOf(res), messages, session });
      if (personal) res.vary('Cookie').vary('act');
      if (personal && session) res.set('Cache-Control', 'private, no-store');
      else if (!own) res.set('Cache-Control', READ_CACHE);
      res.json(result);
    });
  }

  const kit = createApiKit({
    db,
    messages,
    resources: options.resources,
    requireUser: signedIn,
    validateBody: (schema) => validateBody(schema, messages),
    sessionOf: sessions,
    changes: options.changes ?? localChangeFeed,
    payments: options.payments ?? null,
  });
  for (const mount of WRITE_ROUTES) mount(router, kit);
  options.extend?.(router, kit);

  const readPaths = [...new Set(Object.values(API_OPERATIONS).map((spec) => spec.path))];
  router.all(readPaths, methodNotAllowed(messages, 'GET, HEAD'));
  router.use(apiNotFound(messages));
  router.use(apiErrorHandler(messages, logger));
  return router;
}

export { createApiMessages, type ApiMessages } from './messages.js';
export type { ApiKit } from './kit.js';
export { databaseSessions, type ApiSession, type SessionResolver } from './session.js';
