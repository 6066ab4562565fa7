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
  /** 409: the specialist blocked this client: no new conversation or message. */
  'conversation_blocked',
  /** 409: a specialist cannot ask themselves. */
  'own_specialist',
  /** 429: the client opened as many conversations as a day allows (NEW_CONVERSATIONS_PER_DAY). */
  'conversation_limit',
  /** 409: the specialist closed the conversation: nobody writes until they open it again. */
  'conversation_closed',
  /** 429: more messages in a minute than MESSAGES_PER_MINUTE. */
  'message_limit',
  /** 413: a file over MESSAGE_FILE_MAX_BYTES, or the conversation's files over CONVERSATION_FILES_MAX_BYTES. */
  'files_too_large',
  /** 415: a file whose bytes are not a PDF, DOCX, JPEG or PNG. */
  'file_type',
  /** 422: a quote's price below the service's "from" price; `fields.price` says the least. */
  'quote_below_price',
  /** 409: the quote's time is over: it can no longer be accepted or bought. */
  'quote_expired',
  /** 409: the quote was already accepted or declined. */
  'quote_answered',
  /** 409: the document or claim to attach cannot be made into a PDF (a claim not generated yet). */
  'attachment_unavailable',
  /** 422: the Telegram Web App's initData does not check out (its hash, or older than a day). */
  'telegram_init_data',
  /** 503: Telegram is not configured on this site (no bot token). */
  'telegram_unavailable',
  /** 503: the payment provider asked for is not configured. */
  'payments_unavailable',
  /** 429 (the person's) or 503 (the process's): as many live streams (GET /me/events) are open as allowed; Retry-After says when to try again. */
  'too_many_streams',
  /** 409: the dispute is settled already (or the order is no longer a paid, disputed one). */
  'dispute_decided',
  /** 409: the provider cannot refund it from here (Click's Merchant API not configured, no payment to refund). */
  'refund_unavailable',
  /** 409: its Payme refund is approved and waits to be pressed in Payme's cabinet. */
  'refund_waiting',
  /** 502: the provider refused the refund; `values.note` is its word. */
  'provider_refused',
  /** 503: the provider could not be reached; nothing was recorded. */
  'provider_unreachable',
  /** 409: another process reconciles the payments now (the console's "Reconcile now"). */
  'reconcile_busy',
  /** 409: the console's base calculation amount for that day exists already (correct it instead). */
  'base_amount_exists',
  /** 413: a specialist application's file over its limit (`file` names it). */
  'file_too_large',
  /** 422: a specialist's application cannot be submitted yet; `fields` names what is missing. */
  'invalid_application',
  /** 409: the application is with the operators: it changes again once they decide. */
  'application_submitted',
  /** 409: the licence submitted is the one approved already. */
  'application_unchanged',
  /** 409: the application was decided already (the queue moved on). */
  'application_decided',
  /** 409: the application's nickname was taken by another profile meanwhile. */
  'nickname_taken',
  /** 422: a law firm's application is not complete; `fields` names what is missing. */
  'invalid_firm',
  /** 409: only a verified specialist outside any firm may register, claim or join one; `current.reason` says which. */
  'firm_not_allowed',
  /** 409: the seeded firm's page has an owner already. */
  'firm_claimed',
  /** 409: that person is a member, or invited, already. */
  'firm_invited_already',
  /** 503: signing with E-IMZO is off on this site, or E-IMZO-SERVER could not be reached; nothing was kept. */
  'signing_unavailable',
  /** 409: a claim is signed once it is generated (nothing generated yet). */
  'nothing_to_sign',
  /** 422: what was sent is not a signature E-IMZO-SERVER could read. */
  'signature_unreadable',
  /** 422: the signature is not over this paper's bytes (or its timestamp does not verify). */
  'signature_invalid',
  /** 422: the key's certificate was not valid when it signed. */
  'certificate_expired',
  /** 422: the key's certificate is revoked or suspended. */
  'certificate_revoked',
  /** 422: the key's certificate was not issued by a certification centre E-IMZO-SERVER trusts. */
  'certificate_untrusted',
  /** 422: the key is another person's (its PINFL is not the signed-in visitor's). */
  'signer_not_you',
  /** 422: an organisation's key of an organisation the paper does not name. */
  'signer_not_party',
  /** 409: this person (or organisation) signed the paper already. */
  'already_signed',
  /** 422: E-IMZO-SERVER did not accept the key to sign in with; `values.reason` is its word. */
  'key_refused',
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
