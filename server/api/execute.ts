/**
 * Runs one API operation: checks the session, the path parameters, the query and the body with
 * the table's schemas, calls its handler, and turns "nothing" into 404. The HTTP router and the
 * in-process client both come through here, so they validate alike and fail with the same ApiError.
 */
import { API_OPERATIONS, type OperationResult } from '../../shared/api/operations.js';
import { isSchema, type OperationSpec } from '../../shared/api/operation-kit.js';
import type { Locale } from '../../shared/locales.js';
import type { ChangeFeed } from '../cache/changes.js';
import type { Database, Queryable } from '../db/adapter.js';
import { rolesOfUser } from '../domain/ops/roles.js';
import type { PaymentSettings } from '../payments/settings.js';
import { checkBody } from './body.js';
import { fieldErrors } from './field-errors.js';
import { Reply, type HandledName, type HandlerContext, type Handlers, type OperatorContext } from './handler.js';
import type { ApiMessages } from './messages.js';
import type { ApiSession } from './session.js';

export interface ExecuteContext {
  db: Queryable;
  lang: Locale;
  messages: ApiMessages;
  handlers: Handlers;
  changes: ChangeFeed;
  payments: PaymentSettings | null;
  /** The caller's session, for an operation on their own data (`auth: 'user'`) or one read with more by a session. */
  session?: ApiSession | null;
  /** The caller's address as the site sees it (behind TRUST_PROXY); null in-process. */
  clientIp?: string | null;
}

/** Parameters as they arrive: text from a URL, or typed values from the in-process client; the body as parsed. */
export interface RawInput {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

export interface Executed<T> {
  value: T;
  status: number;
  headers: Readonly<Record<string, string>>;
}

/** The console's writes need real transactions (a preview is rolled back) and sessions (a lock): the server's database has both. */
function transactional(db: Queryable): Database {
  const candidate = db as Queryable & Partial<Database>;
  if (typeof candidate.transaction !== 'function' || typeof candidate.withSession !== 'function') {
    throw new Error('the operators’ console needs the database itself, with transactions and sessions');
  }
  return candidate as Database;
}

export async function executeOperation<N extends HandledName>(name: N, input: RawInput, ctx: ExecuteContext): Promise<Executed<OperationResult<N>>> {
  const spec: OperationSpec = API_OPERATIONS[name];
  const userId = ctx.session?.userId ?? null;
  const { lang, messages } = ctx;
  if (spec.auth === 'user' && userId === null) throw messages.fail(lang, 401, 'unauthorized');
  // The console answers nobody without a role, a guest included, as if it were not there.
  const roles = spec.auth === 'operator' ? (userId === null ? [] : await rolesOfUser(ctx.db, userId)) : [];
  if (spec.auth === 'operator' && roles.length === 0) throw messages.fail(lang, 404, 'not_found');
  const t = messages.validation(lang);
  const rawParams = input.params ?? {};
  const rawQuery = input.query ?? {};
  const params = spec.params ? spec.params.safeParse(rawParams) : { success: true as const, data: {} };
  const query = spec.query ? spec.query.safeParse(rawQuery) : { success: true as const, data: {} };
  const fields = {
    ...(params.success ? {} : fieldErrors(params.error.issues, rawParams, t)),
    ...(query.success ? {} : fieldErrors(query.error.issues, rawQuery, t)),
  };
  if (!params.success || !query.success) throw messages.fail(lang, 400, 'invalid_request', fields);
  const body = isSchema(spec.body) ? checkBody(spec.body, input.body, messages, lang) : input.body;
  const context: HandlerContext & Partial<Pick<OperatorContext, 'roles' | 'database'>> = {
    ...(spec.auth === 'operator' ? { roles, database: transactional(ctx.db) } : {}),
    db: ctx.db,
    lang,
    userId,
    sessionId: ctx.session?.id ?? null,
    messages,
    changes: ctx.changes,
    payments: ctx.payments,
    clientIp: ctx.clientIp ?? null,
    notFound: () => messages.fail(lang, 404, 'not_found'),
    fail: (status, code, fields, values) => messages.fail(lang, status, code, fields, values),
  };
  const handler = ctx.handlers[name];
  // The table pairs each name with its own schemas; TypeScript cannot follow a generic name through both.
  const answer = await (handler as (input: unknown, ctx: HandlerContext) => Promise<unknown>)({ params: params.data, query: query.data, body }, context);
  if (answer === null) throw context.notFound();
  const status = spec.status ?? 200;
  if (answer instanceof Reply) return { value: answer.value as OperationResult<N>, status: answer.status ?? status, headers: answer.headers };
  return { value: answer as OperationResult<N>, status, headers: {} };
}
