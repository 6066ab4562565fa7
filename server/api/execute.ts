/**
 * Runs one API operation: validates its path parameters and query with the shared schemas,
 * calls the domain, and turns "nothing" into 404. The HTTP router and the in-process client both
 * come through here, so they validate alike and fail with the same ApiError.
 */
import type { Queryable } from '../db/adapter.js';
import type { Locale } from '../../shared/locales.js';
import { API_OPERATIONS, type OperationName, type OperationResults } from '../../shared/api/operations.js';
import { fieldErrors } from './field-errors.js';
import { HANDLERS } from './handlers.js';
import type { ApiMessages } from './messages.js';
import type { ApiSession } from './session.js';

export interface ExecuteContext {
  db: Queryable;
  lang: Locale;
  messages: ApiMessages;
  /** The caller's session, for an operation on their own data (`auth: 'user'`). */
  session?: ApiSession | null;
}

/** Parameters as they arrive: text from a URL, or typed values from the in-process client. */
export interface RawInput {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
}

export async function executeOperation<N extends OperationName>(name: N, input: RawInput, ctx: ExecuteContext): Promise<OperationResults[N]> {
  const spec = API_OPERATIONS[name];
  const userId = ctx.session?.userId ?? null;
  if ('auth' in spec && userId === null) throw ctx.messages.fail(ctx.lang, 401, 'unauthorized');
  const t = ctx.messages.validation(ctx.lang);
  const rawParams = input.params ?? {};
  const rawQuery = input.query ?? {};
  const params = 'params' in spec ? spec.params.safeParse(rawParams) : { success: true as const, data: {} };
  const query = spec.query.safeParse(rawQuery);
  const fields = {
    ...(params.success ? {} : fieldErrors(params.error.issues, rawParams, t)),
    ...(query.success ? {} : fieldErrors(query.error.issues, rawQuery, t)),
  };
  if (!params.success || !query.success) throw ctx.messages.fail(ctx.lang, 400, 'invalid_request', fields);
  const handler = HANDLERS[name];
  // The table pairs each name with its own schemas; TypeScript cannot follow a generic name through both.
  const result = await handler({ params: params.data, query: query.data } as Parameters<typeof handler>[0], {
    db: ctx.db,
    lang: ctx.lang,
    userId,
    sessionId: ctx.session?.id ?? null,
  });
  if (result === null) throw ctx.messages.fail(ctx.lang, 404, 'not_found');
  return result;
}
