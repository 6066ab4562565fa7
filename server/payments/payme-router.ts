/**
 * POST /api/payments/payme: Payme's Merchant API (docs/protocols.md §2, ADR 012). JSON-RPC 2.0,
 * always HTTP 200 (any other status is a system error to Payme), Basic auth with
 * PAYME_MERCHANT_LOGIN:PAYME_MERCHANT_KEY compared in constant time, an optional address
 * allow-list, bodies of at most 64 KB read here (never by the site's JSON parser). Mounted before
 * the CSRF guard: Payme is an outside service, and its own rate limit stands in front.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import { createTranslator, type Resources } from '../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../shared/locales.js';
import { isTiyinAmount } from '../../shared/payments/money.js';
import { PAYME_ERRORS, PAYME_ID, isPaymeTime, type PaymeErrorName } from '../../shared/payments/payme.js';
import type { Queryable } from '../db/adapter.js';
import {
  cancelTransaction,
  checkPerformTransaction,
  checkTransaction,
  createTransaction,
  performTransaction,
  statement,
  type PaymeAccount,
  type PaymeOutcome,
} from './payme.js';
import type { Logger } from '../ops/logger.js';
import type { PaymentSettings } from './settings.js';

export const PAYME_PATH = '/payme';
export const PAYME_BODY_LIMIT = '64kb';

type RpcId = string | number | null;
type Params = Record<string, unknown>;

export interface PaymeRouterOptions {
  db: Queryable;
  settings: PaymentSettings['payme'] & { key: string };
  resources: Resources;
  logger: Logger;
  /** Milliseconds now (tests move it). */
  clock?: () => number;
}

/** The error's message in every language, as Payme shows it to the payer. */
function errorMessages(resources: Resources): Record<PaymeErrorName, Record<Locale, string>> {
  const translators = LOCALES.map((lang) => [lang, createTranslator(lang, resources).t] as const);
  return Object.fromEntries(
    (Object.keys(PAYME_ERRORS) as PaymeErrorName[]).map((name) => [
      name,
      Object.fromEntries(translators.map(([lang, t]) => [lang, t(`payments:payme.errors.${name}`)])),
    ]),
  ) as Record<PaymeErrorName, Record<Locale, string>>;
}

const sha = (text: string) => createHash('sha256').update(text).digest();

/** Basic auth against login:key, in constant time (both sides hashed to one length first). */
export function paymeAuthorized(header: string | undefined, login: string, key: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'base64').toString('utf8');
  return timingSafeEqual(sha(given), sha(`${login}:${key}`));
}

/** The address list may name IPv4 addresses that reach Node as IPv4-mapped IPv6. */
function addressAllowed(ip: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  if (!ip) return false;
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return allowed.includes(ip) || allowed.includes(plain);
}

const isObject = (value: unknown): value is Params => typeof value === 'object' && value !== null && !Array.isArray(value);

/** account.order_id as a string of digits or a whole number; null for anything else. */
function accountOf(value: unknown): PaymeAccount | null {
  if (!isObject(value)) return null;
  const raw = value.order_id;
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : typeof raw === 'string' ? raw : '';
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) return null;
  // Only the field we read is kept (and replayed by GetStatement), as Payme sent it.
  return { orderId: Number(text), raw: { order_id: raw } };
}

export function paymeRouter(options: PaymeRouterOptions): Router {
  const { db, settings, logger } = options;
  const clock = options.clock ?? Date.now;
  const messages = errorMessages(options.resources);
  const router = express.Router();

  /** Always 200, always JSON, serialized once: the same values give the same bytes. */
  const reply = (res: Response, id: RpcId, body: { result: unknown } | { error: unknown }) => {
    res
      .status(200)
      .set('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ jsonrpc: '2.0', id, ...body }));
  };
  const fail = (res: Response, id: RpcId, name: PaymeErrorName, data?: string) =>
    reply(res, id, { error: { code: PAYME_ERRORS[name], message: messages[name], ...(data === undefined ? {} : { data }) } });
  const answer = <R>(res: Response, id: RpcId, outcome: PaymeOutcome<R>) =>
    'result' in outcome ? reply(res, id, { result: outcome.result }) : fail(res, id, outcome.error, outcome.data);

  const invalid = (field: string): PaymeOutcome<never> => ({ error: 'invalidRequest', data: field });
  // biome-ignore-start lint/correctness/noComponentHookFactories: the keys are Payme's JSON-RPC method names, not React components.
  const METHODS: Record<string, (params: Params, now: number) => Promise<PaymeOutcome<unknown>>> = {
    CheckPerformTransaction: async (params, now) => {
      if (!isTiyinAmount(params.amount)) return { error: 'wrongAmount', data: 'amount' };
      const account = accountOf(params.account);
      if (!account) return { error: 'orderNotFound', data: 'order_id' };
      return checkPerformTransaction(db, params.amount, account, now);
    },
    CreateTransaction: async (params, now) => {
      if (typeof params.id !== 'string' || !PAYME_ID.test(params.id)) return invalid('id');
      if (!isPaymeTime(params.time)) return invalid('time');
      if (!isTiyinAmount(params.amount)) return { error: 'wrongAmount', data: 'amount' };
      const account = accountOf(params.account);
      if (!account) return { error: 'orderNotFound', data: 'order_id' };
      return createTransaction(db, { id: params.id, time: params.time, amount: params.amount, account }, now);
    },
    PerformTransaction: async (params, now) => {
      if (typeof params.id !== 'string' || !PAYME_ID.test(params.id)) return invalid('id');
      return performTransaction(db, params.id, now);
    },
    CancelTransaction: async (params, now) => {
      if (typeof params.id !== 'string' || !PAYME_ID.test(params.id)) return invalid('id');
      const reason = params.reason;
      if (typeof reason !== 'number' || !Number.isInteger(reason) || reason < 1 || reason > 99) return invalid('reason');
      return cancelTransaction(db, params.id, reason, now);
    },
    CheckTransaction: async (params) => {
      if (typeof params.id !== 'string' || !PAYME_ID.test(params.id)) return invalid('id');
      return checkTransaction(db, params.id);
    },
    GetStatement: async (params) => {
      if (!isPaymeTime(params.from)) return invalid('from');
      if (!isPaymeTime(params.to) || params.to < params.from) return invalid('to');
      return { result: await statement(db, params.from, params.to) };
    },
  };
  // biome-ignore-end lint/correctness/noComponentHookFactories: see above.

  const handle: RequestHandler = async (req: Request, res: Response) => {
    if (req.method !== 'POST') return fail(res, null, 'notPost');
    let body: unknown;
    try {
      body = JSON.parse(Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '');
    } catch {
      return fail(res, null, 'parse');
    }
    const rawId = isObject(body) ? body.id : undefined;
    const id: RpcId = typeof rawId === 'number' && Number.isFinite(rawId) ? rawId : typeof rawId === 'string' && rawId.length <= 64 ? rawId : null;
    if (!isObject(body) || typeof body.method !== 'string' || body.method.length > 64 || (body.params !== undefined && !isObject(body.params))) {
      return fail(res, id, 'invalidRequest');
    }
    if (!addressAllowed(req.ip, settings.allowedIps) || !paymeAuthorized(req.get('authorization'), settings.login, settings.key)) {
      return fail(res, id, 'insufficientPrivilege');
    }
    const method = Object.hasOwn(METHODS, body.method) ? METHODS[body.method] : undefined;
    if (!method) return fail(res, id, 'unknownMethod', body.method);
    try {
      answer(res, id, await method((body.params as Params | undefined) ?? {}, clock()));
    } catch (error) {
      (req.log ?? logger).error({ err: error, method: body.method }, 'Payme call failed');
      fail(res, id, 'system');
    }
  };

  /** A body too large or unreadable is still answered in JSON-RPC with 200. */
  const bodyError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const type = (error as { type?: unknown } | null)?.type;
    if (
      type === 'entity.too.large' ||
      type === 'request.aborted' ||
      type === 'request.size.invalid' ||
      type === 'encoding.unsupported' ||
      type === 'charset.unsupported'
    ) {
      return fail(res, null, type === 'entity.too.large' ? 'invalidRequest' : 'parse');
    }
    (req.log ?? logger).error({ err: error }, 'Payme request failed');
    fail(res, null, 'system');
  };

  router.all(PAYME_PATH, express.raw({ type: () => true, limit: PAYME_BODY_LIMIT }), handle, bodyError);
  return router;
}
