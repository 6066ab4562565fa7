/**
 * The one interface server loaders read (and forms write) the product API through (docs/design.md
 * §2): a method per operation of shared/api's table (ADR 019), `api.getService({ id }, ctx)`. Two
 * transports carry the calls: in-process (the default: the handlers, no socket) and HTTP (undici
 * to API_BASE_URL). Both validate the same way and fail with the same ApiError, so a loader never
 * knows which one it has.
 */
import type { ApiOf, OperationCall } from '../../shared/api/caller.js';
import type { Locale } from '../../shared/locales.js';
import type { OperationName, OperationResult } from '../../shared/api/operations.js';

/** Who asks and in which language. */
export interface ApiCallContext {
  lang: Locale;
  /** The visitor's session token (cookie `act`), sent as header `act` by the HTTP transport. */
  session?: string | null;
  /** Aborts the call (the visitor went away). */
  signal?: AbortSignal;
}

export interface ApiTransport {
  call<N extends OperationName>(name: N, call: OperationCall, ctx: ApiCallContext): Promise<OperationResult<N>>;
}

/** Every operation of the table as a method. */
export type ApiClient = ApiOf<ApiCallContext>;
