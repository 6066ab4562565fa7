/**
 * A catalogue list searched for one mistyped word that found nothing is searched again for the
 * catalogue's word nearest to it, as the landing's search is (migration 0021: search_correction
 * over the heads' words, at a trigram similarity of 0.4 or more): /services?q=ajrlish lists what
 * "ajralish" finds and says so (`corrected`). Only a search that found nothing pays: one lookup
 * in a table of a few thousand words, and the list once more. A query of several words, a word
 * shorter than three letters, a word the catalogue has (its nearest word is itself) and a
 * correction that finds nothing either keep the empty answer as it was.
 *
 * The correction depends on the query alone, not on the page: page 2 of a corrected list (the
 * next page a growing list fetches with the visitor's own words) is page 2 of the word searched.
 */
import type { Queryable } from '../../db/adapter.js';
import type { ListResult } from '../../../shared/api/types.js';
import { searchWords } from '../../sql/lists.js';

/** The shortest word worth correcting, as search_suggest's forgiving search (three letters). */
const SHORTEST_CORRECTED = 3;

/** The word search_correction puts in place of `q`, or null when there is none to try. */
export async function correctionOf(db: Queryable, q: string): Promise<string | null> {
  const words = searchWords(q);
  if (words.length !== 1 || [...q].length < SHORTEST_CORRECTED) return null;
  const { rows } = await db.query<{ typed: string; word: string | null }>('SELECT search_norm($1) AS typed, search_correction(search_norm($1)) AS word', [q]);
  const row = rows[0];
  return row?.word && row.word !== row.typed ? row.word : null;
}

/** `list(query)`, and when its search found nothing, the list of the corrected word. */
export async function correctingSearch<Q extends { q?: string }, T>(
  db: Queryable,
  query: Q,
  list: (query: Q) => Promise<ListResult<T>>,
): Promise<ListResult<T>> {
  const result = await list(query);
  if (result.total > 0 || !query.q) return result;
  const corrected = await correctionOf(db, query.q);
  if (corrected === null) return result;
  const instead = await list({ ...query, q: corrected });
  return instead.total > 0 ? { ...instead, corrected } : result;
}
