/**
 * The fiscal data of the seeded catalogue (migration 0028, ADR 016): each seeded service's
 * IKPU/MXIK code, package code and VAT rate, and a tax number for each seeded seller (a firm's
 * TIN, a specialist's PINFL). Written right after the catalogue on an empty database, and on
 * every start into a database seeded before 0028, where only what is still missing is filled (a
 * code given since, by the specialist or an operator, is kept).
 *
 * The code is one for every seeded service, because every one is a legal service; it has the
 * classifier's form (17 digits) but is a placeholder: no source available to us gives the code of a
 * legal service, and the one public use of this one found stands for another kind of service (ADR
 * 016, "Uncertain", lists what was searched). A seller going live finds theirs on
 * https://tasnif.soliq.uz/ and gives it on /home. The tax numbers are demonstration values derived
 * from the slugs, never real people's or companies'.
 */
import type { Database, Queryable } from '../adapter';
import type { DbLogger } from '../logger';

/** The seeded services' fiscal data (ADR 016: code and package code unconfirmed placeholders, for development and tests; VAT the standard 12 %). */
export const SEED_SERVICE_FISCAL = { ikpuCode: '10305008001000000', packageCode: '1500523', vatPercent: 12 } as const;

/** A stable run of `length` digits from a slug (FNV-1a, repeated), the first one `first`. */
export function demoDigits(slug: string, length: number, first: string): string {
  let hash = 0x811c9dc5;
  let digits = first;
  for (let round = 0; digits.length < length; round += 1) {
    for (const char of `${slug}#${round}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    digits += String(hash % 1_000_000).padStart(6, '0');
  }
  return digits.slice(0, length);
}

/** The seeded slugs whose fiscal data this fills: nothing outside the seed is ever touched. */
export interface SeededSellers {
  services: readonly string[];
  lawFirms: readonly string[];
  specialists: readonly string[];
}

/**
 * Fills what is missing, for the seed's own rows only: codes of services without one, TINs of
 * firms and PINFLs of specialists without a tax number (a real specialist's account is never
 * given an invented one). Answers how many rows changed.
 */
export async function fillSeededFiscalData(q: Queryable, seeded: SeededSellers): Promise<number> {
  const { ikpuCode, packageCode, vatPercent } = SEED_SERVICE_FISCAL;
  const services = await q.query(
    `UPDATE services SET ikpu_code = $2, package_code = $3, vat_percent = $4
      WHERE slug = ANY($1::text[]) AND ikpu_code IS NULL RETURNING id`,
    [seeded.services, ikpuCode, packageCode, vatPercent],
  );
  const firms = await q.query(
    'UPDATE law_firms f SET tin = u.tin FROM unnest($1::text[], $2::text[]) AS u(slug, tin) WHERE f.slug = u.slug AND f.tin IS NULL RETURNING f.id',
    [seeded.lawFirms, seeded.lawFirms.map((slug) => demoDigits(slug, 9, '3'))],
  );
  const people = await q.query(
    `UPDATE specialists s SET pinfl = u.pinfl FROM unnest($1::text[], $2::text[]) AS u(nickname, pinfl)
      WHERE s.nickname = u.nickname AND s.pinfl IS NULL AND s.tin IS NULL AND s.user_id IS NULL RETURNING s.id`,
    [seeded.specialists, seeded.specialists.map((nickname) => demoDigits(nickname, 14, '3'))],
  );
  return services.rows.length + firms.rows.length + people.rows.length;
}

/** The seed content's sellers and services, by slug. */
export async function loadSeededSellers(): Promise<SeededSellers> {
  const [services, firms, people] = await Promise.all([import('./content/services'), import('./content/lawfirms'), import('./content/specialists')]);
  return {
    services: services.services.map((s) => s.id),
    lawFirms: firms.lawFirms.map((f) => f.id),
    specialists: people.specialists.map((p) => p.nickname),
  };
}

/** On a database seeded before 0028: what is missing, under the seed's lock; nothing when all is there. */
export async function fillMissingFiscalData(db: Database, lockKey: number, logger: DbLogger): Promise<void> {
  const seeded = await loadSeededSellers();
  const { rows } = await db.query<{ missing: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM services WHERE slug = ANY($1::text[]) AND ikpu_code IS NULL) AS missing',
    [seeded.services],
  );
  if (rows[0]?.missing !== true) return;
  const filled = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${lockKey})`);
    return fillSeededFiscalData(tx, seeded);
  });
  if (filled > 0) logger.info({ rows: filled }, 'seeded services and sellers given their fiscal data');
}
