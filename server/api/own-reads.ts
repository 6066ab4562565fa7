/**
 * The visitor's own reads (shared/account OWN_READS): answered for a session, never cached by
 * anyone else. The API router serves them over HTTP (./own-account.ts) and the in-process client
 * calls them directly (server/api-client/in-process.ts), so a page loader gets the same answer
 * either way.
 */
import type { Queryable } from '../db/adapter.js';
import type { Locale } from '../../shared/locales.js';
import type { OwnReadName, OwnReadResults } from '../../shared/account/overview.js';
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
