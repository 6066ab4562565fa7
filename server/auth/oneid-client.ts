import type { Dispatcher } from 'undici';
import { z } from 'zod';

/**
 * OneID's server-side calls (docs/protocols.md §1): every call is a form-encoded POST to the one
 * endpoint `{ONEID_BASE_URL}/sso/oauth/Authorization.do`, told apart by `grant_type`. Answers are
 * parsed leniently (values are often strings; `valid` is a boolean or "true").
 */
export const GRANTS = {
  code: 'one_authorization_code',
  identify: 'one_access_token_identify',
  logOut: 'one_log_out',
} as const;

/** Why a call failed, as the visitor's error page tells it. */
export type OneIdFailure = 'rejected' | 'timeout' | 'unavailable';

export class OneIdError extends Error {
  override name = 'OneIdError';
  constructor(
    readonly failure: OneIdFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface OneIdToken {
  accessToken: string;
  /** The scope to send with identify and log-out (the token's own, or ours). */
  scope: string;
}

export interface OneIdIdentity {
  /** PINFL, 14 digits, or null when OneID gave none (the sign-in is then refused). */
  pin: string | null;
  login: string | null;
  firstName: string;
  lastName: string;
  middleName: string;
  /** A phone number as the users table accepts it, or null. */
  phone: string | null;
  /** Authenticated with an electronic signature. */
  valid: boolean;
}

export interface OneIdClientOptions {
  /** `{base}/sso/oauth/Authorization.do` */
  endpoint: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  redirectUri: string;
  timeoutMs: number;
  /** undici dispatcher (tests may pass a MockAgent). */
  dispatcher?: Dispatcher;
}

export interface OneIdClient {
  exchangeCode(code: string): Promise<OneIdToken>;
  identify(token: OneIdToken): Promise<OneIdIdentity>;
  logOut(token: OneIdToken): Promise<void>;
}

/** Strings, numbers or booleans that stand for text. */
const text = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null ? '' : String(v).trim()));

const errorField = z.looseObject({ error: z.union([z.string(), z.number()]).optional() });

const tokenSchema = z.looseObject({
  access_token: z.string().min(1).max(4096),
  scope: text,
});

const identitySchema = z.looseObject({
  pin: text,
  user_id: text,
  first_name: text,
  sur_name: text,
  mid_name: text,
  mob_phone_no: text,
  valid: z
    .union([z.boolean(), z.string(), z.number()])
    .optional()
    .transform((v) => v === true || v === 1 || (typeof v === 'string' && v.trim().toLowerCase() === 'true')),
  ret_cd: text,
});

const PHONE = /^\+?[0-9 ()-]{5,24}$/;

/** Uzbek numbers come as 998901234567, 901234567 or +998 90 123-45-67: stored as +998901234567. */
export function normalizePhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 9) return `+998${digits}`;
  if (digits.length === 12 && digits.startsWith('998')) return `+${digits}`;
  return PHONE.test(raw) ? raw : null;
}

/** Names are kept as OneID spells them, within a sane length. */
const clip = (value: string) => value.slice(0, 100);

function failureOf(error: unknown): OneIdError {
  if (error instanceof OneIdError) return error;
  // By name: undici's time-outs name themselves so, and AbortSignal.timeout() rejects with a
  // DOMException (not always an `instanceof Error` across realms).
  const timeout = ['TimeoutError', 'AbortError', 'HeadersTimeoutError', 'BodyTimeoutError', 'ConnectTimeoutError'].includes(
    String((error as { name?: unknown } | null)?.name),
  );
  return new OneIdError(timeout ? 'timeout' : 'unavailable', timeout ? 'OneID did not answer in time' : 'OneID could not be reached', { cause: error });
}

export function createOneIdClient(options: OneIdClientOptions): OneIdClient {
  const { endpoint, clientId, clientSecret, scope, redirectUri, timeoutMs, dispatcher } = options;

  async function post(fields: Record<string, string>): Promise<unknown> {
    try {
      // undici is loaded at the first sign-in, not with the server (about 5 MiB of heap; issue 14).
      const { request } = await import('undici');
      const res = await request(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...fields }).toString(),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
        ...(dispatcher ? { dispatcher } : {}),
      });
      const raw = await res.body.text();
      if (raw.length > 64_000) throw new OneIdError('unavailable', 'OneID answered with an oversized body');
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = null;
      }
      if (res.statusCode >= 500) throw new OneIdError('unavailable', `OneID answered ${res.statusCode}`);
      // A refused grant: a 4xx, or an OAuth-style { error } (the exact payload is uncertain).
      const error = errorField.safeParse(body);
      if (res.statusCode >= 400 || (error.success && error.data.error !== undefined && error.data.error !== '')) {
        throw new OneIdError('rejected', `OneID refused the ${fields.grant_type} call (${res.statusCode})`);
      }
      return body;
    } catch (error) {
      throw failureOf(error);
    }
  }

  return {
    async exchangeCode(code) {
      const body = await post({ grant_type: GRANTS.code, redirect_uri: redirectUri, code });
      const parsed = tokenSchema.safeParse(body);
      if (!parsed.success) throw new OneIdError('unavailable', 'OneID token answer has no access_token');
      return { accessToken: parsed.data.access_token, scope: parsed.data.scope || scope };
    },

    async identify(token) {
      const body = await post({ grant_type: GRANTS.identify, access_token: token.accessToken, scope: token.scope });
      const parsed = identitySchema.safeParse(body);
      if (!parsed.success) throw new OneIdError('unavailable', 'OneID identify answer is malformed');
      const data = parsed.data;
      if (data.ret_cd !== '' && data.ret_cd !== '0') throw new OneIdError('rejected', `OneID identify answered ret_cd ${data.ret_cd}`);
      return {
        pin: /^[0-9]{14}$/.test(data.pin) ? data.pin : null,
        login: data.user_id ? data.user_id.slice(0, 100) : null,
        firstName: clip(data.first_name),
        lastName: clip(data.sur_name),
        middleName: clip(data.mid_name),
        phone: data.mob_phone_no ? normalizePhone(data.mob_phone_no) : null,
        valid: data.valid,
      };
    },

    async logOut(token) {
      await post({ grant_type: GRANTS.logOut, access_token: token.accessToken, scope: token.scope });
    },
  };
}
