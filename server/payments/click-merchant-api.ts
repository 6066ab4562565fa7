/**
 * Click's Merchant API (https://docs.click.uz/merchant-api/requests): the account the server calls
 * Click with, its Auth header and one request. Used for a paid order's fiscal items
 * (click-fiscal.ts, ADR 016) and for reversing the payment of a disputed order refunded by support
 * (dispute-refund.ts, ADR 012). Every call carries `Auth: merchant_user_id:sha1(timestamp +
 * secret_key):timestamp` and answers JSON with `error_code` (0: done) and `error_note`.
 */
import { createHash } from 'node:crypto';
import type { PaymentSettings } from './settings.js';

export interface ClickMerchantApi {
  /** https://api.click.uz/v2/merchant */
  url: string;
  merchantUserId: string;
  secretKey: string;
  serviceId: string;
}

/** The Merchant API account of the settings, or null while CLICK_MERCHANT_USER_ID (or the service id or key) is unset. */
export function clickMerchantApiOf(settings: Pick<PaymentSettings, 'click'>): ClickMerchantApi | null {
  const { merchantUserId, merchantApiUrl, secretKey, serviceId } = settings.click;
  return merchantUserId !== null && secretKey !== null && serviceId !== null ? { url: merchantApiUrl, merchantUserId, secretKey, serviceId } : null;
}

/** The Merchant API's Auth header at `seconds` (Unix time). */
export function clickMerchantAuth(api: Pick<ClickMerchantApi, 'merchantUserId' | 'secretKey'>, seconds: number): string {
  const digest = createHash('sha1').update(`${seconds}${api.secretKey}`, 'utf8').digest('hex');
  return `${api.merchantUserId}:${digest}:${seconds}`;
}

export interface ClickCallOptions {
  fetch?: typeof fetch;
  /** Milliseconds now (the Auth header's time). */
  now?: () => number;
  timeoutMs?: number;
}

/** Click's answer: the HTTP status and the body's error_code and error_note (null when missing or not JSON). */
export interface ClickAnswer {
  status: number;
  errorCode: number | null;
  errorNote: string | null;
}

/** Whether Click did what was asked. */
export const clickAccepted = (answer: ClickAnswer): boolean => answer.status >= 200 && answer.status < 300 && answer.errorCode === 0;

/** "HTTP 200: -5 Invalid SPIC": Click's answer for a person (and a stored error). */
export const describeClickAnswer = (answer: ClickAnswer): string => `HTTP ${answer.status}: ${answer.errorCode ?? '?'} ${answer.errorNote ?? ''}`.trim();

/**
 * One request to the Merchant API (`path` after the base URL, e.g. `/payment/ofd_data/submit_items`).
 * Rejects only when Click cannot be reached or does not answer in time: the caller then does not
 * know whether Click acted.
 */
export async function callClickMerchantApi(
  api: ClickMerchantApi,
  method: 'POST' | 'DELETE' | 'GET',
  path: string,
  body: string | null,
  options: ClickCallOptions = {},
): Promise<ClickAnswer> {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const response = await doFetch(`${api.url.replace(/\/+$/, '')}${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', auth: clickMerchantAuth(api, Math.floor(now() / 1000)) },
    ...(body === null ? {} : { body }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const answer = (await response.json().catch(() => null)) as { error_code?: unknown; error_note?: unknown } | null;
  const code = answer?.error_code;
  const note = answer?.error_note;
  return {
    status: response.status,
    errorCode: typeof code === 'number' && Number.isInteger(code) ? code : typeof code === 'string' && /^-?\d{1,9}$/.test(code) ? Number(code) : null,
    errorNote: typeof note === 'string' ? note.slice(0, 300) : null,
  };
}
