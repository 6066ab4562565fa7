/**
 * What an API handler is (ADR 019): a function of the operation's checked input and the call's
 * context that answers the operation's value, `null` for 404, or a `Reply` when the status or a
 * header depends on the outcome; anything else is an ApiError it throws. Each area writes its
 * handlers in server/api/{area}/handlers.ts; ./handlers.ts joins them into one table the router
 * and the in-process client both run through ./execute.ts.
 */
import type { ApiError, ApiErrorCode } from '../../shared/api/errors.js';
import type { Resources } from '../../shared/i18n/index.js';
import type { Locale } from '../../shared/locales.js';
import type { API_OPERATIONS, OperationBody, OperationName, OperationParams, OperationQuery, OperationResult } from '../../shared/api/operations.js';
import type { ChangeFeed } from '../cache/changes.js';
import type { Database, Queryable } from '../db/adapter.js';
import type { OperatorRole } from '../domain/ops/roles.js';
import type { PaymentSettings } from '../payments/settings.js';
import type { TelegramSettings } from '../telegram/settings.js';
import type { EimzoServer } from '../eimzo/client.js';
import type { ApiMessages } from './messages.js';

/** What every handler of a call may use. */
export interface HandlerContext {
  db: Queryable;
  lang: Locale;
  /** The signed-in caller, or null; never null for an operation marked `auth: 'user'` (execute.ts checks). */
  userId: number | null;
  /** Their session (the dashboard marks it as this browser's); set with userId. */
  sessionId: number | null;
  messages: ApiMessages;
  /** Where a write announces what it changed, so every replica's caches drop it. */
  changes: ChangeFeed;
  /** The payment providers (orders' checkout links); null: no order can be placed. */
  payments: PaymentSettings | null;
  /** The caller's address (E-IMZO-SERVER's X-Real-IP); null when a loader calls in-process. */
  clientIp: string | null;
  /** The 404 in the caller's language, to throw: unknown, or not the caller's (never 403, which would tell it exists). */
  notFound(): ApiError;
  /** An ApiError with the code's message in the caller's language. */
  fail(status: number, code: ApiErrorCode, fields?: Record<string, string>, values?: Record<string, string | number>): ApiError;
}

/** The context of an operation on the caller's own data: the session is there. */
export interface SignedInContext extends HandlerContext {
  userId: number;
  sessionId: number;
}

/** The context of an operation of the operators' console: a signed-in person with a role. */
export interface OperatorContext extends SignedInContext {
  roles: readonly OperatorRole[];
  /** The same database, for the console's writes that take a transaction or a session of their own. */
  database: Database;
}

/** What a handler is built with once: the texts it names fields and states with. */
export interface HandlerSetup {
  resources: Resources;
  /** The bot (server/telegram/settings.ts); null or absent: the Telegram operations answer 503. */
  telegram?: TelegramSettings | null;
  /** E-IMZO-SERVER (server/eimzo/client.ts); null or absent: signing answers 503 signing_unavailable. */
  eimzo?: EimzoServer | null;
}

/** An answer whose status or headers depend on the outcome (PUT /me/specialist: 201 when it creates). */
export class Reply<T> {
  constructor(
    readonly value: T,
    readonly status?: number,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

type Spec<N extends OperationName> = (typeof API_OPERATIONS)[N];

/** Operations the API's router answers (server/auth answers the ones that touch the session's cookies). */
export type HandledName = { [N in OperationName]: Spec<N> extends { servedBy: string } ? never : N }[OperationName];

export interface HandlerInput<N extends OperationName> {
  params: OperationParams<N>;
  query: OperationQuery<N>;
  body: OperationBody<N>;
}

export type Handler<N extends OperationName> = (
  input: HandlerInput<N>,
  ctx: Spec<N> extends { auth: 'user' } ? SignedInContext : Spec<N> extends { auth: 'operator' } ? OperatorContext : HandlerContext,
) => Promise<OperationResult<N> | Reply<OperationResult<N>> | null>;

export type Handlers = { [N in HandledName]: Handler<N> };
/** One area's part of the table. */
export type AreaHandlers = Partial<Handlers>;
