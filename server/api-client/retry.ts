/**
 * The retry policy of the HTTP client (docs/design.md §5, correcting docs/product.md §7): GET and HEAD are
 * retried once on 408, 409, 425, 429, 500, 502, 503 and 504, and when the connection fails
 * before an answer; POST, PUT, PATCH and DELETE never are (a retried POST can pay twice).
 * A time-out is not retried: the call's deadline covers every attempt.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const MAX_RETRIES = 1;

const IDEMPOTENT = new Set(['GET', 'HEAD']);

export function isRetryable(method: string): boolean {
  return IDEMPOTENT.has(method.toUpperCase());
}

export function shouldRetryStatus(method: string, status: number, attempt: number): boolean {
  return attempt < MAX_RETRIES && isRetryable(method) && RETRY_STATUSES.has(status);
}

/** Errors of a connection that failed before any answer (refused, reset, closed). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export function isConnectionFailure(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function shouldRetryError(method: string, error: unknown, attempt: number): boolean {
  return attempt < MAX_RETRIES && isRetryable(method) && isConnectionFailure(error);
}

/** How long to wait before the retry: Retry-After in seconds when it asks for little, else the default; never above `max`. */
export function retryDelay(retryAfter: string | string[] | undefined, fallbackMs: number, maxMs: number): number {
  const value = Array.isArray(retryAfter) ? retryAfter[0] : retryAfter;
  const seconds = value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : null;
  return Math.min(seconds === null ? fallbackMs : seconds * 1000, maxMs);
}
