/**
 * The visitor's own reads (shared/account OWN_READS): answered for a session, never cached by
 * anyone else. The API router serves them over HTTP (./own-account.ts) and the in-process client
 * calls them directly (server/api-client/in-process.ts), so a page loader gets the same answer
 * either way.
 */
import type { Queryable } from '../db/adapter.js';
import type { Locale } from '../../shared/locales.js';
import type { OwnReadName, OwnReadResults } from '../../shared/account/overview.js';
import { hashSessionToken, isSessionTokenFormat } from '../auth/sessions.js';
import { accountOverview } from '../domain/account.js';
import { readOwnSpecialist } from '../domain/own-specialist.js';
import type { ApiSession } from './session.js';

export interface OwnReadContext {
  db: Queryable;
  lang: Locale;
}

/** null: the user is gone (the caller answers 401, as for a session that ended). */
export async function executeOwnRead<N extends OwnReadName>(name: N, session: ApiSession, { db, lang }: OwnReadContext): Promise<OwnReadResults[N] | null> {
  const reads: { [K in OwnReadName]: () => Promise<OwnReadResults[K] | null> } = {
    getAccount: () => accountOverview(db, session.userId, session.id),
    getOwnSpecialist: async () => ({ profile: await readOwnSpecialist(db, session.userId, lang) }),
  };
  return reads[name]() as Promise<OwnReadResults[N] | null>;
}

/**
 * The live session of a token, without moving its expiry: the page request that carries the
 * token has done that already (server/auth/current-session.ts).
 */
export async function sessionOfToken(db: Queryable, token: string | null | undefined): Promise<ApiSession | null> {
  if (!isSessionTokenFormat(token)) return null;
  const { rows } = await db.query<{ id: number; user_id: number }>('SELECT id, user_id FROM sessions WHERE token_hash = $1 AND expires_at > now()', [hashSessionToken(token)]);
  const row = rows[0];
  return row ? { id: row.id, userId: row.user_id } : null;
}
