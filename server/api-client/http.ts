/**
 * The HTTP transport: undici to API_BASE_URL, for when the API runs as its own service.
 *
 * - URL: `{API_BASE_URL}/api/v1{path}?{query}&lang={lang}` (a base already ending in /api/v1 is
 *   used as is); headers `Accept-Language` and, with a session, `act` (docs/product.md §7).
 * - Retries: ./retry.ts (GET and HEAD once on 408, 409, 425, 429, 5xx, or a failed connection).
 * - Statuses 400–599 are errors: the body's {"error":…} becomes the same ApiError the in-process
 *   transport throws; an unreadable one keeps the status with code 'http_error'.
 * - Time-out: one deadline for the whole call, retries included → ApiError 504 'timeout';
 *   no connection at all → 503 'unavailable'; an answer that is not JSON → 502 'bad_gateway'.
 * - Encrypted payloads (docs/product.md §7): a response marked `X-Payload-Encrypted: 1` carries
 *   {"encrypted":"<Base64>"}; shared/crypto decryptPayload with PAYLOAD_SECRET turns it back into
 *   the JSON answer. A payload that does not decrypt is logged and answered 502 'bad_gateway'.
 * - `call` runs an operation of shared/api's table (a read or a write: a JSON body; 204 answers
 *   undefined); `send` any request (an Idempotency-Key), under the same policy.
 */
import type { Dispatcher } from 'undici';
import { ApiError, parseApiErrorBody } from '../../shared/api/errors.js';
import { operationRequest, type OperationCall } from '../../shared/api/caller.js';
import type { OperationName, OperationResult } from '../../shared/api/operations.js';
import { decryptPayload } from '../../shared/crypto.js';
import type { Logger } from '../ops/logger.js';
import { retryDelay, shouldRetryError, shouldRetryStatus } from './retry.js';
import type { ApiCallContext, ApiTransport } from './types.js';
import { multipartOf } from '../../shared/api/multipart.js';

export const ENCRYPTED_HEADER = 'x-payload-encrypted';
export const DEFAULT_TIMEOUT_MS = 5_000;

export interface HttpTransportOptions {
  /** API_BASE_URL */
  baseUrl: string;
  /** Deadline of one call, retries included (default 5000 ms). */
  timeoutMs?: number;
  /** Wait before the retry when the answer gives no Retry-After (default 100 ms, at most 1000 ms). */
  retryDelayMs?: number;
  /** PAYLOAD_SECRET, for encrypted payloads. */
  payloadSecret?: string;
  /** undici dispatcher (tests pass a MockAgent); default: a keep-alive agent of this transport's own. */
  dispatcher?: Dispatcher;
  logger?: Logger;
}

const MAX_RETRY_DELAY_MS = 1_000;

/** `{base}/api/v1`, whether or not the base already says /api/v1. */
export function apiRoot(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return /\/api\/v1$/.test(base) ? base : `${base}/api/v1`;
}

function urlOf(root: string, path: string, query: RawRequest['query'], lang: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  search.set('lang', lang);
  return `${root}${path}?${search.toString()}`;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** A request of any method: path under /api/v1. */
export interface RawRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  body?: unknown;
  idempotencyKey?: string;
}

export interface HttpTransport extends ApiTransport {
  send(request: RawRequest, ctx: ApiCallContext): Promise<unknown>;
  close(): Promise<void>;
}

export function httpTransport(options: HttpTransportOptions): HttpTransport {
  const root = apiRoot(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? 100;
  // undici comes with the first request, not with the module: a server whose API is in-process
  // (the default) imports this module but never loads undici (about 5 MiB of heap; issue 14).
  let ownAgent: Dispatcher | null = null;
  let undici: Promise<{ request: typeof import('undici').request; dispatcher: Dispatcher }> | undefined;
  const loadUndici = () =>
    (undici ??= import('undici').then(({ request, Agent }) => {
      if (options.dispatcher) return { request, dispatcher: options.dispatcher };
      ownAgent = new Agent({ keepAliveTimeout: 10_000, connections: 64 });
      return { request, dispatcher: ownAgent };
    }));
  const logError = (message: string, error: unknown) => options.logger?.error({ err: error }, message);

  async function readJson(body: Dispatcher.ResponseData['body']): Promise<{ ok: true; value: unknown } | { ok: false }> {
    const text = await body.text();
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      return { ok: false };
    }
  }

  async function decrypted(value: unknown): Promise<unknown> {
    const ciphertext = (value as { encrypted?: unknown } | null)?.encrypted;
    if (typeof ciphertext !== 'string' || !options.payloadSecret) {
      logError('Encrypted API payload cannot be read', new Error(options.payloadSecret ? 'no "encrypted" field' : 'PAYLOAD_SECRET is not set'));
      return null;
    }
    return decryptPayload(ciphertext, options.payloadSecret, { logError });
  }

  async function attempt(req: RawRequest, url: string, ctx: ApiCallContext, signal: AbortSignal): Promise<Dispatcher.ResponseData> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': ctx.lang };
    if (ctx.session) headers.act = ctx.session;
    if (req.idempotencyKey) headers['idempotency-key'] = req.idempotencyKey;
    // CSRF protection lets a write of the site's own client through (a body or none: a deletion).
    if (req.method !== 'GET' && req.method !== 'HEAD') headers['x-requested-with'] = 'huquq';
    let body: string | FormData | undefined;
    const form = req.body === undefined ? null : multipartOf(req.body);
    if (form) body = form;
    else if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
    const { request, dispatcher } = await loadUndici();
    // undici takes any FormData-like body (it checks the shape), Node's own included; its types name only its own class.
    return request(url, { method: req.method, headers, body: body as string | undefined, dispatcher, signal });
  }

  /** One request with the policy above; the answer's JSON (decrypted when marked). */
  async function send(req: RawRequest, ctx: ApiCallContext): Promise<unknown> {
    const url = urlOf(root, req.path, req.query, ctx.lang);
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = ctx.signal ? AbortSignal.any([deadline, ctx.signal]) : deadline;
    const timedOut = () => deadline.aborted && !ctx.signal?.aborted;
    try {
      for (let tries = 0; ; tries += 1) {
        let response: Dispatcher.ResponseData;
        try {
          response = await attempt(req, url, ctx, signal);
        } catch (error) {
          if (signal.aborted) throw error;
          if (shouldRetryError(req.method, error, tries)) {
            await sleep(retryDelayMs, signal);
            continue;
          }
          throw new ApiError(503, 'unavailable', 'The API cannot be reached', undefined, { cause: error });
        }
        if (shouldRetryStatus(req.method, response.statusCode, tries)) {
          await response.body.dump();
          await sleep(retryDelay(response.headers['retry-after'], retryDelayMs, MAX_RETRY_DELAY_MS), signal);
          continue;
        }
        // 204: a write that answers nothing (a deletion).
        if (response.statusCode === 204) {
          await response.body.dump();
          return undefined;
        }
        const body = req.method === 'HEAD' ? ({ ok: true, value: {} } as const) : await readJson(response.body);
        if (response.statusCode >= 400) {
          const error = body.ok ? parseApiErrorBody(body.value) : null;
          throw error
            ? new ApiError(response.statusCode, error.code, error.message, error.fields, error.current === undefined ? undefined : { current: error.current })
            : new ApiError(response.statusCode, 'http_error', `The API answered ${response.statusCode}`);
        }
        if (!body.ok) throw new ApiError(502, 'bad_gateway', 'The API answered something other than JSON');
        const value = response.headers[ENCRYPTED_HEADER] === '1' ? await decrypted(body.value) : body.value;
        if (value === null || typeof value !== 'object') throw new ApiError(502, 'bad_gateway', 'The API answer cannot be read');
        return value;
      }
    } catch (error) {
      if (timedOut() && !(error instanceof ApiError)) {
        throw new ApiError(504, 'timeout', `The API did not answer within ${timeoutMs} ms`, undefined, { cause: error });
      }
      throw error;
    }
  }

  async function call<N extends OperationName>(name: N, { args, body }: OperationCall, ctx: ApiCallContext): Promise<OperationResult<N>> {
    const { method, path, query } = operationRequest(name, args);
    const value = await send({ method, path, query: query as RawRequest['query'], ...(body === undefined ? {} : { body }) }, ctx);
    // The server answered from the same operations table: the value is that operation's result.
    return value as OperationResult<N>;
  }

  return {
    call,
    send,
    close: async () => {
      await ownAgent?.close();
    },
  };
}
