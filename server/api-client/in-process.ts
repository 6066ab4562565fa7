/**
 * The default transport: the API's own handlers called directly, no socket. Parameters and bodies
 * go through the same schemas as over HTTP and failures are the same ApiError values, an
 * unexpected one included (500 'internal', logged, its cause kept for the log only).
 */
import { splitArgs, type OperationSpec } from '../../shared/api/operation-kit.js';
import type { Resources } from '../../shared/i18n/index.js';
import { ApiError } from '../../shared/api/errors.js';
import { API_OPERATIONS, type OperationResult } from '../../shared/api/operations.js';
import { localChangeFeed, type ChangeFeed } from '../cache/changes.js';
import type { Queryable } from '../db/adapter.js';
import type { Logger } from '../ops/logger.js';
import type { PaymentSettings } from '../payments/settings.js';
import type { TelegramSettings } from '../telegram/settings.js';
import { executeOperation } from '../api/execute.js';
import { createHandlers } from '../api/handlers.js';
import { HANDLED_OPERATIONS } from '../api/handled.js';
import { createApiMessages } from '../api/messages.js';
import { sessionOfToken } from '../auth/session-user.js';
import type { ApiTransport } from './types.js';

export interface InProcessOptions {
  db: Queryable;
  resources: Resources;
  logger?: Logger;
  /** Where writes announce changes (default: this process's caches only). */
  changes?: ChangeFeed;
  /** The payment providers' settings; without them an order is refused (503), as over HTTP. */
  payments?: PaymentSettings | null;
  /** The bot's settings; without them the Telegram operations answer 503, as over HTTP. */
  telegram?: TelegramSettings | null;
}

const HANDLED = new Set<string>(HANDLED_OPERATIONS);

export function inProcessTransport({ db, resources, logger, changes = localChangeFeed, payments = null, telegram = null }: InProcessOptions): ApiTransport {
  const messages = createApiMessages(resources);
  const handlers = createHandlers({ resources, telegram });
  return {
    async call(name, { args, body }, ctx) {
      ctx.signal?.throwIfAborted();
      try {
        // server/auth answers these over HTTP (it sets the session's cookies); no loader reads them.
        if (!HANDLED.has(name)) throw new TypeError(`${name} is answered by server/auth, not in-process`);
        const spec: OperationSpec = API_OPERATIONS[name];
        // The caller's session: the token stands for the user, as the `act` header does over HTTP.
        const session = spec.auth || spec.session || spec.method !== 'GET' ? await sessionOfToken(db, ctx.session) : null;
        const { params, query } = splitArgs(spec.path, args);
        const done = await executeOperation(
          name as (typeof HANDLED_OPERATIONS)[number],
          { params, query, body },
          { db, lang: ctx.lang, messages, handlers, changes, payments, session },
        );
        return done.value as OperationResult<typeof name>;
      } catch (error) {
        if (error instanceof ApiError) throw error;
        logger?.error({ err: error, operation: name }, 'API call failed');
        throw new ApiError(500, 'internal', messages.error(ctx.lang, 'internal'), undefined, { cause: error });
      }
    },
  };
}
