/**
 * The API's error (docs/design.md §3): a 4xx/5xx status with the body
 * {"error":{"code","message","fields?"}}. Both client transports raise the same ApiError for it,
 * so a loader cannot tell whether the API ran in-process or behind HTTP.
 */

export const API_ERROR_CODES = [
  /** 400: parameters or body failed validation; `fields` names each bad one. */
  'invalid_request',
  /** 400: the body is not JSON. */
  'malformed_json',
  /** 400: the JSON nests deeper than any request of the API does (MAX_BODY_DEPTH). */
  'body_too_deep',
  /** 400: a string of the body holds U+0000, which PostgreSQL cannot store. */
  'body_has_nul',
  /** 400: the body is not what its Content-Encoding (gzip, deflate, br) says. */
  'body_encoding_mismatch',
  /** 422: text of the body holds a lone UTF-16 surrogate, which no UTF-8 text can store; `fields` names each field. */
  'unstorable_text',
  /** 401: the call needs a signed-in visitor. */
  'unauthorized',
  /** 404 */
  'not_found',
  /** 405 */
  'method_not_allowed',
  /** 409: a request with this Idempotency-Key is still being processed. */
  'idempotency_in_progress',
  /** 409: the document changed since the version a save started from; `current` names the version it is at. */
  'version_conflict',
  /** 413: the body exceeds the limit. */
  'payload_too_large',
  /** 415: a body that is not JSON. */
  'unsupported_media_type',
  /** 422: the Idempotency-Key was used for another request. */
  'idempotency_key_reused',
  /** 422: a document's fields, text or title fail its template's schema; `fields` names each bad part. */
  'invalid_document',
  /** 422: a claim's answers, title or language fail its schema; `fields` names each bad answer by step and field. */
  'invalid_claim',
  /** 409: a claim cannot move to the state asked for from its state; `allowed` names the moves it can make. */
  'invalid_transition',
  /** 409: an order was asked for with nothing (available) in the basket. */
  'basket_empty',
  /** 409: the basket holds as many services as it can. */
  'basket_full',
  /** 409: the basket costs otherwise than the total the payer saw (`expectedTotal`); `current` is the basket now. */
  'price_changed',
  /** 422: the order would cost more than one payment may carry. */
  'order_too_large',
  /** 409: a service has no IKPU/MXIK code yet, so no fiscal receipt could be made (ADR 016); at checkout `current.titles` names them. */
  'service_not_sellable',
  /** 422: a service's fiscal data (IKPU/MXIK code, package code, VAT) fails its schema; `fields` names each bad one. */
  'invalid_service_fiscal',
  /** 409: the service's price is a "from" price agreed before work: it cannot go into a basket or an order until quotes exist; at checkout `current.titles` names them. */
  'price_on_request',
  /** 422: more than one of a service not sold by the unit; at checkout `current.titles` names them. */
  'quantity_not_countable',
  /** 409: the specialist's last move can no longer be undone (the window is over, or the client acted on it); `current` {fulfilment, allowed}. */
  'fulfilment_undo_closed',
  /** 409: the order is paid, cancelled or refunded, or a provider holds a payment of it; `current` is the order. */
  'order_not_cancellable',
  /** 409: the order's fulfilment cannot move so (the specialist's status, the client's confirm); `current` {fulfilment, allowed}. */
  'fulfilment_invalid_transition',
  /** 409: the order is not done, already disputed, or done more than 7 days ago. */
  'dispute_not_allowed',
  /** 409: this order item already has its review (one per item). */
  'review_exists',
  /** 409: the item cannot be reviewed yet: its order is not paid or its work not done. */
  'review_not_allowed',
  /** 409: the review was written more than 30 days ago and can no longer be edited. */
  'review_edit_closed',
  /** 409: the specialist has already answered this review (once). */
  'review_answered',
  /** 409: one's own review cannot be reported. */
  'review_own',
  /** 503: the payment provider asked for is not configured. */
  'payments_unavailable',
  /** 500 */
  'internal',
  /** 502: the API answered something the client cannot read (HTTP transport). */
  'bad_gateway',
  /** 503: the API cannot be reached (HTTP transport), or none is configured. */
  'unavailable',
  /** 504: the API did not answer in time (HTTP transport). */
  'timeout',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiErrorBody {
  /** `current`: what a conflict is with (a document's version now). */
  error: { code: string; message: string; fields?: Record<string, string>; current?: unknown };
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | (string & {}),
    message: string,
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown; current?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.current = options?.current;
  }

  /** For a conflict (409): the state the resource is in now, sent as error.current. */
  readonly current: unknown;

  /** The response body of docs/design.md §3. */
  toBody(): ApiErrorBody {
    const error: ApiErrorBody['error'] = { code: this.code, message: this.message };
    if (this.fields) error.fields = this.fields;
    if (this.current !== undefined) error.current = this.current;
    return { error };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Reads an error body; null when the value is not one. */
export function parseApiErrorBody(value: unknown): ApiErrorBody['error'] | null {
  if (typeof value !== 'object' || value === null) return null;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, fields, current } = error as { code?: unknown; message?: unknown; fields?: unknown; current?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  // A conflict's `current` (the state now: a document's version, the moves a claim allows) is kept.
  const parsed: ApiErrorBody['error'] = current === undefined ? { code, message } : { code, message, current };
  if (fields === undefined) return parsed;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
  const entries = Object.entries(fields as Record<string, unknown>);
  if (!entries.every(([, text]) => typeof text === 'string')) return null;
  return { ...parsed, fields: Object.fromEntries(entries) as Record<string, string> };
}
