/**
 * The browser's calls to the product API (/api/v1): the page's language, `X-Requested-With:
 * huquq` (the CSRF proof, ADR 005), JSON. Reads answer the value or throw; writes answer the
 * outcome, so a form can show each field's message.
 */
import { clientOver, operationRequest } from '../../shared/api/caller.js';
import { parseApiErrorBody, type ApiErrorBody } from '../../shared/api/errors.js';
import type { OperationCallArgs, OperationName, OperationResult, ReadName } from '../../shared/api/operations.js';
import type { Locale } from '../../shared/locales.js';
import { forgetPreloads } from './preload.js';
import { UNAUTHORIZED_EVENT } from './unauthorized.js';
import { multipartOf } from '../../shared/api/multipart.js';

const BASE = '/api/v1';

function apiUrl(path: string, lang: Locale, query: Readonly<Record<string, string | number | undefined>> = {}): string {
  const search = new URLSearchParams({ lang });
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  return `${BASE}${path}?${search.toString()}`;
}

export { UNAUTHORIZED_EVENT };

function noticeUnauthorized(status: number): void {
  if (status === 401 && typeof window !== 'undefined') window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

export class ApiCallError extends Error {
  override name = 'ApiCallError';
  constructor(readonly status: number) {
    super(`The API answered ${status}`);
  }
}

async function apiGet<T>(
  path: string,
  options: { lang: Locale; query?: Readonly<Record<string, string | number | undefined>>; signal?: AbortSignal },
): Promise<T> {
  const response = await fetch(apiUrl(path, options.lang, options.query), {
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-requested-with': 'huquq' },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) {
    noticeUnauthorized(response.status);
    throw new ApiCallError(response.status);
  }
  return (await response.json()) as T;
}

export type PostOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; error: ApiErrorBody['error'] | null; retryAfter: number | null }
  /** No answer at all (offline, aborted). */
  | { ok: false; status: 0; error: null; retryAfter: null };

type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A state-changing call; never retried (docs/design.md §5). 204 answers `undefined`. */
async function apiWrite<T>(method: WriteMethod, path: string, body: unknown, options: { lang: Locale; idempotencyKey?: string }): Promise<PostOutcome<T>> {
  let response: Response;
  // Whatever the outcome, pages preloaded before this write may no longer be what the server says.
  forgetPreloads();
  // Files go as a multipart form (the browser writes its Content-Type with the boundary).
  const form = multipartOf(body);
  try {
    response = await fetch(apiUrl(path, options.lang), {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
        'x-requested-with': 'huquq',
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      },
      ...(form ? { body: form } : body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, status: 0, error: null, retryAfter: null };
  }
  const json: unknown = response.status === 204 ? undefined : await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: json as T };
  noticeUnauthorized(response.status);
  const retryAfter = Number(response.headers.get('retry-after'));
  return { ok: false, status: response.status, error: parseApiErrorBody(json), retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
}

/** What a browser call carries besides its arguments: the page's language, and for a write its Idempotency-Key. */
export interface CallOptions {
  lang: Locale;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

/**
 * The API by operation name (ADR 019): a read answers its value or throws ApiCallError; a write
 * answers its outcome, so a form can show each field's message.
 * `api.getLawFirm({ id }, { lang })`, `api.createReview({ orderId, itemId }, { stars, text }, { lang })`.
 */
export type BrowserApi = {
  [N in OperationName]: (
    ...args: [...OperationCallArgs<N>, CallOptions]
  ) => N extends ReadName ? Promise<OperationResult<N>> : Promise<PostOutcome<OperationResult<N>>>;
};

export const api = clientOver<BrowserApi>((name, call, ctx) => {
  const options = ctx as CallOptions;
  const { method, path, query } = operationRequest(name, call.args);
  if (method === 'GET') {
    return apiGet(path, {
      lang: options.lang,
      query: query as Record<string, string | number | undefined>,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }
  return apiWrite(method, path, call.body, { lang: options.lang, ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}) });
});
