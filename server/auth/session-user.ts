import type { Queryable } from '../db/adapter.js';
import type { ApiSession } from '../api/session.js';
import { hashSessionToken, isSessionTokenFormat } from './sessions.js';

/**
 * The live session of a token, without sliding its expiry: for the in-process API client, whose
 * page request already looked the session up (and slid it) for the header
 * (server/auth/current-session.ts).
 */
export async function sessionOfToken(db: Queryable, token: string | null | undefined): Promise<ApiSession | null> {
  if (!isSessionTokenFormat(token)) return null;
  const { rows } = await db.query<{ id: number; user_id: number }>('SELECT id, user_id FROM sessions WHERE token_hash = $1 AND expires_at > now()', [
    hashSessionToken(token),
  ]);
  const row = rows[0];
  return row ? { id: row.id, userId: row.user_id } : null;
}
