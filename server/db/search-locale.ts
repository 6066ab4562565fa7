/**
 * Trigram search needs a character-classifying locale: under LC_CTYPE C (or POSIX), PostgreSQL
 * treats Cyrillic letters as non-letters, so lower() leaves them and pg_trgm indexes nothing of
 * them, and Russian search silently finds nothing.
 */
import type { Queryable } from './adapter';

/** A sentence saying what is wrong with the database's locale for search, or null when it is fine. */
export async function searchLocaleProblem(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ works: boolean; ctype: string | null }>(
    // lower() and pg_trgm's word splitting classify characters by the same locale.
    `SELECT lower('ЮРИСТ') = 'юрист' AS works, d.datctype AS ctype
       FROM pg_database d WHERE d.datname = current_database()`,
  );
  const row = rows[0];
  if (!row || row.works) return null;
  return (
    `The database's character type (LC_CTYPE ${row.ctype ?? 'unknown'}) treats Cyrillic as non-letters, so Russian ` +
    `search finds nothing. Create the database with a UTF-8 locale, e.g. LC_CTYPE 'C.UTF-8' or 'en_US.UTF-8'.`
  );
}
