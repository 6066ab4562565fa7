/**
 * Seeded templates brought up to date on a database seeded before their text changed (issue 28:
 * names in their cases, the car's year, the limits a template states, each code's formalities). A
 * database that holds content is not seeded again, so on each start a document or claim template
 * whose seed date (`updatedAt`) is later than its stored `updated_at` is written again from the
 * seed, by slug, with the seed's date; one changed in the database since (a later `updated_at`)
 * is left alone, and one already up to date is not touched. Documents and claims keep the copy of
 * the fields and texts they were made with (ADR 008, ADR 010). Whoever changes a seeded template
 * moves its `updatedAt` to the day of the change.
 */
import type { Database, Queryable } from '../adapter';
import type { DbLogger } from '../logger';
import type { SeedContent } from './content/types';
import { tashkentMidnight } from './values';
import { writeClaimTemplates, writeDocumentTemplates } from './write-content';

type Templates = Pick<SeedContent, 'documentCategories' | 'documentTemplates' | 'claimCategories' | 'claimTemplates'>;

export interface RefreshedTemplates {
  documents: string[];
  claims: string[];
}

/** The slugs of `table` whose stored date is before the seed's (a template not there is the seed's to add, not this). */
async function stale(
  q: Queryable,
  table: 'document_templates' | 'claim_templates',
  seeded: ReadonlyArray<{ id: string; updatedAt: string }>,
): Promise<Set<string>> {
  const { rows } = await q.query<{ slug: string }>(
    `SELECT t.slug FROM ${table} t JOIN jsonb_to_recordset($1::jsonb) AS s(slug text, updated timestamptz) ON s.slug = t.slug WHERE t.updated_at < s.updated`,
    [JSON.stringify(seeded.map((template) => ({ slug: template.id, updated: tashkentMidnight(template.updatedAt) })))],
  );
  return new Set(rows.map((row) => row.slug));
}

async function loadTemplates(): Promise<Templates> {
  const [documents, claims] = await Promise.all([import('./content/documentTemplates'), import('./content/claims')]);
  return {
    documentCategories: documents.documentCategories,
    documentTemplates: documents.documentTemplates,
    claimCategories: claims.claimCategories,
    claimTemplates: claims.claimTemplates,
  };
}

export async function refreshSeededTemplates(db: Database, lockKey: number, logger: DbLogger, templates?: Templates): Promise<RefreshedTemplates> {
  const seed = templates ?? (await loadTemplates());
  const none = async (q: Queryable) =>
    (await stale(q, 'document_templates', seed.documentTemplates)).size === 0 && (await stale(q, 'claim_templates', seed.claimTemplates)).size === 0;
  if (await none(db)) return { documents: [], claims: [] };
  const refreshed = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${lockKey})`);
    const documents = await stale(tx, 'document_templates', seed.documentTemplates);
    const claims = await stale(tx, 'claim_templates', seed.claimTemplates);
    // Another replica wrote them while this one waited for the lock.
    if (documents.size === 0 && claims.size === 0) return { documents: [], claims: [] };
    // The rows take the seed's date, not the moment of writing (the trigger would set now()).
    await tx.query('ALTER TABLE document_templates DISABLE TRIGGER document_templates_updated_at');
    await tx.query('ALTER TABLE claim_templates DISABLE TRIGGER claim_templates_updated_at');
    if (documents.size)
      await writeDocumentTemplates(tx, {
        documentCategories: seed.documentCategories,
        documentTemplates: seed.documentTemplates.filter((t) => documents.has(t.id)),
      });
    if (claims.size)
      await writeClaimTemplates(tx, { claimCategories: seed.claimCategories, claimTemplates: seed.claimTemplates.filter((t) => claims.has(t.id)) });
    await tx.query('ALTER TABLE document_templates ENABLE TRIGGER document_templates_updated_at');
    await tx.query('ALTER TABLE claim_templates ENABLE TRIGGER claim_templates_updated_at');
    return { documents: [...documents].sort(), claims: [...claims].sort() };
  });
  if (refreshed.documents.length || refreshed.claims.length) logger.info(refreshed, 'seeded templates written again from a newer seed');
  return refreshed;
}
