/**
 * A database seeded before the districts came (migration 0025) holds content, so the seed leaves
 * it alone, and its courts are the earlier list's (retired by 0025 where a claim names them, else
 * gone): the courts and the districts are written into it once, on the next start, from the same
 * data as a new seed (server/db/seed/content/courts.ts).
 */
import type { Database, Queryable } from '../adapter';
import type { DbLogger } from '../logger';
import { IdMap } from './id-map';
import { writeCourts } from './write-content';

/** True when it wrote them (the districts table was empty). */
export async function writeMissingCourts(db: Database, lockKey: number, logger: DbLogger): Promise<boolean> {
  const empty = async (q: Queryable) => (await q.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM districts) AS empty')).rows[0]?.empty === true;
  if (!(await empty(db))) return false;
  const { courts, districts } = await import('./content/courts');
  const written = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${lockKey})`);
    if (!(await empty(tx))) return false;
    const { rows } = await tx.query<{ id: number; key: string }>('SELECT id, slug AS key FROM regions');
    await writeCourts(tx, { courts, districts }, IdMap.from('region', rows));
    return true;
  });
  if (written) logger.info({ courts: courts.length, districts: districts.length }, 'courts and districts written into a seeded database');
  return written;
}
