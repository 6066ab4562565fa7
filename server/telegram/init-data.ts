/**
 * The check of a Telegram Web App's `initData` (docs/protocols.md §3.4, ADR 021): the page opened
 * inside Telegram hands us `Telegram.WebApp.initData`, a query string Telegram signed with a key
 * derived from our bot's token. It is ours when
 *
 *   hex(HMAC_SHA256(key = HMAC_SHA256(key = "WebAppData", msg = bot_token), msg = data_check_string)) = hash
 *
 * where data_check_string is every other field (decoded, `signature` included) as `key=value`,
 * sorted by key and joined by "\n"; and it is fresh when `auth_date` is at most a day old. Then
 * `user.id` is the person's private chat with the bot. A pure function: the time is an argument.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Older initData is refused (Telegram suggests checking auth_date; a day is what the libraries use). */
export const INIT_DATA_MAX_AGE_S = 24 * 60 * 60;
/** A clock a little ahead of ours is tolerated; further ahead is not Telegram's. */
const FUTURE_SKEW_S = 5 * 60;

export interface WebAppUser {
  id: number;
  username: string | null;
  languageCode: string | null;
}

export type InitDataCheck =
  | { ok: true; user: WebAppUser; authDate: number }
  /** malformed: not initData (no hash, a repeated field, no user); hash: not signed with our token; stale: older than a day. */
  | { ok: false; reason: 'malformed' | 'hash' | 'stale' };

export interface InitDataOptions {
  /** Milliseconds now. */
  now?: number;
  maxAgeSeconds?: number;
}

const userSchema = z.looseObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  username: z.string().min(1).max(64).optional(),
  language_code: z.string().max(35).optional(),
});

/** The data_check_string of the fields without `hash` (exported for the tests that sign one). */
export function dataCheckString(fields: ReadonlyMap<string, string>): string {
  return [...fields.keys()]
    .filter((key) => key !== 'hash')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => `${key}=${fields.get(key)}`)
    .join('\n');
}

/** The hash Telegram would write for these fields with this bot's token. */
export function initDataHash(fields: ReadonlyMap<string, string>, botToken: string): string {
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
}

export function checkInitData(initData: string, botToken: string, options: InitDataOptions = {}): InitDataCheck {
  const fields = new Map<string, string>();
  // Each pair decoded on its own (a whole-string decode would break the user JSON's & and =).
  for (const [key, value] of new URLSearchParams(initData)) {
    if (fields.has(key)) return { ok: false, reason: 'malformed' };
    fields.set(key, value);
  }
  const hash = fields.get('hash');
  if (hash === undefined || !/^[0-9a-f]{64}$/i.test(hash)) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(initDataHash(fields, botToken), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(hash.toLowerCase(), 'hex'))) return { ok: false, reason: 'hash' };

  const authDate = Number(fields.get('auth_date'));
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  if (!Number.isSafeInteger(authDate) || authDate <= 0) return { ok: false, reason: 'malformed' };
  if (nowSeconds - authDate > (options.maxAgeSeconds ?? INIT_DATA_MAX_AGE_S) || authDate - nowSeconds > FUTURE_SKEW_S) return { ok: false, reason: 'stale' };

  let user: z.infer<typeof userSchema>;
  try {
    const parsed = userSchema.safeParse(JSON.parse(fields.get('user') ?? ''));
    if (!parsed.success) return { ok: false, reason: 'malformed' };
    user = parsed.data;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  return { ok: true, authDate, user: { id: user.id, username: user.username ?? null, languageCode: user.language_code ?? null } };
}
