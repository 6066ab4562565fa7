/**
 * The one-time token of a "link Telegram" link (t.me/<bot>?start=<token>, ADR 021): 32 random
 * bytes in base64url (43 characters, within Telegram's 64 of A-Z a-z 0-9 _ -), of which only the
 * SHA-256 is kept (telegram_link_tokens), for 15 minutes, used once.
 */
import { createHash, randomBytes } from 'node:crypto';

export const LINK_TOKEN_TTL_MS = 15 * 60_000;
/** What a token looks like: anything else after /start is not one of ours. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const linkTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}
