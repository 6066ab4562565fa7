/**
 * The default transport: the API's own operations called directly, no socket. Parameters go
 * through the same schemas as over HTTP and failures are the same ApiError values, an unexpected
 * one included (500 'internal', logged, its cause kept for the log only).
 */
import type { Resources } from '../../shared/i18n/index.js';
import { ApiError } from '../../shared/api/errors.js';
import { API_OPERATIONS } from '../../shared/api/operations.js';
import type { Queryable } from '../db/adapter.js';
import type { Logger } from '../ops/logger.js';
import { executeOperation } from '../api/execute.js';
import { createApiMessages } from '../api/messages.js';
import { sessionOfToken } from '../auth/session-user.js';
import type { ApiTransport } from './types.js';

export interface InProcessOptions {
  db: Queryable;
  resources: Resources;
  logger?: Logger;
}

export function inProcessTransport({ db, resources, logger }: InProcessOptions): ApiTransport {
  const messages = createApiMessages(resources);
  return {
    async call(name, input, ctx) {
      ctx.signal?.throwIfAborted();
      try {
        // The caller's own data: the session token stands for the user, as the `act` header does over HTTP.
        const spec = API_OPERATIONS[name];
        const session = 'auth' in spec || 'session' in spec ? await sessionOfToken(db, ctx.session) : null;
        return await executeOperation(name, input, { db, lang: ctx.lang, messages, session });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        logger?.error({ err: error, operation: name }, 'API call failed');
        throw new ApiError(500, 'internal', messages.error(ctx.lang, 'internal'), undefined, { cause: error });
      }
    },
  };
}
