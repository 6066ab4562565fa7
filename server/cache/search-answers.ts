/**
 * The answers of GET /api/v1/search (server/domain/search/search.ts), kept a minute per database.
 *
 * Search as you type asks the same few things over and over: everyone who looks for a divorce
 * lawyer sends "ра", "раз", "разв" on the way to "развод". The API already lets any browser or
 * proxy keep a search answer for a minute (`public, max-age=60`); this keeps it in the process too,
 * so a replica searches the database once per question and minute, not once per visitor and
 * keystroke. Sixteen visitors asking the same at once wait for one search. Any data change (a
 * specialist's profile, a review moving a rating: names are found, ratings order the specialists)
 * drops every kept answer on every replica (server/cache/changes.ts).
 */
import type { Queryable } from '../db/adapter.js';
import type { Locale } from '../../shared/locales.js';
import type { SearchQuery } from '../../shared/api/queries.js';
import type { SearchResult } from '../../shared/api/types.js';
import { searchEverything } from '../domain/search/search.js';
import { answerCachesPerOwner } from './answer-cache.js';

export const SEARCH_ANSWER_TTL_MS = 60_000;
/** Distinct questions kept per database: a few kilobytes each, a few megabytes at most. */
export const SEARCH_ANSWERS_KEPT = 1_000;

const caches = answerCachesPerOwner<Queryable>({ ttlMs: SEARCH_ANSWER_TTL_MS, entries: SEARCH_ANSWERS_KEPT }, () => true);
const keepsNothing = new WeakSet<Queryable>();

/**
 * The same database, through which every search goes to the database and no answer is kept:
 * what a question nobody asked in the last minute costs (npm run bench:api's "database" rows).
 */
export function searchingEveryTime(db: Queryable): Queryable {
  const fresh: Queryable = { query: (sql, params, options) => db.query(sql, params, options), exec: (sql) => db.exec(sql) };
  keepsNothing.add(fresh);
  return fresh;
}

/** The search's answer (validated query: q trimmed, single spaces), kept or searched. */
export function searchAnswer(db: Queryable, query: SearchQuery, lang: Locale): Promise<SearchResult> {
  if (keepsNothing.has(db)) return searchEverything(db, query, lang);
  const key = `${lang} ${query.limit} ${query.kinds?.join(',') ?? '*'} ${query.q}`;
  return caches.of(db).get(key, () => searchEverything(db, query, lang));
}
