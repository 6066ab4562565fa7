import type { Queryable } from '../db/adapter.js';
import { hashSessionToken, isSessionTokenFormat } from './sessions.js';

/**
 * Whose live session a token is, without sliding its expiry: for the in-process API client,
 * whose page request already looked the session up (and slid it) for the header.
 */
export async function sessionUserId(db: Queryable, token: string | null | undefined): Promise<number | null> {
  if (!isSessionTokenFormat(token)) return null;
  const { rows } = await db.query<{ user_id: number }>('SELECT user_id FROM sessions WHERE token_hash = $1 AND expires_at > now()', [hashSessionToken(token)]);
  return rows[0]?.user_id ?? null;
}
