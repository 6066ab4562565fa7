/**
 * A database seeded before the templates stated their limits (issue 28) holds content, so the seed
 * leaves it alone, and its templates' fields have none: a power of attorney for five years would
 * be saved. On each start the limits of the seeded document templates are written into their
 * stored fields, by template slug and field key (a field of another kind is left alone), and only
 * the limits: a label or a text changed in the database stays as it is. A field the seed no longer
 * limits loses its limits. Idempotent: a template already right is not written (its updated_at
 * stays). Documents keep the fields they were made with (ADR 008).
 */
import type { Database } from '../adapter';
import type { DbLogger } from '../logger';
import type { SeedDocumentTemplate } from './content/types';

/** slug → field key → {kind, limits}: what each seeded template's fields should carry. */
export function limitSpec(templates: readonly Pick<SeedDocumentTemplate, 'id' | 'fields'>[]): Record<string, Record<string, { kind: string; limits: unknown[] }>> {
  return Object.fromEntries(
    templates.map((template) => [template.id, Object.fromEntries(template.fields.map((field) => [field.key, { kind: field.kind, limits: field.limits ?? [] }]))]),
  );
}

/** The number of templates whose fields were written. */
export async function writeTemplateFieldLimits(db: Database, lockKey: number, logger: DbLogger, templates?: readonly Pick<SeedDocumentTemplate, 'id' | 'fields'>[]): Promise<number> {
  const seeded = templates ?? (await import('./content/documentTemplates')).documentTemplates;
  const spec = JSON.stringify(limitSpec(seeded));
  const written = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${lockKey})`);
    const { rows } = await tx.query<{ slug: string }>(
      `WITH wanted AS (
         SELECT t.id,
                (SELECT coalesce(jsonb_agg(
                          CASE WHEN s.spec -> (f ->> 'key') ->> 'kind' IS DISTINCT FROM f ->> 'kind' THEN f
                               WHEN jsonb_array_length(s.spec -> (f ->> 'key') -> 'limits') = 0 THEN f - 'limits'
                               ELSE jsonb_set(f, '{limits}', s.spec -> (f ->> 'key') -> 'limits') END
                          ORDER BY n), '[]'::jsonb)
                   FROM jsonb_array_elements(t.fields) WITH ORDINALITY AS e(f, n)) AS fields
           FROM document_templates t
           JOIN jsonb_each($1::jsonb) AS s(slug, spec) ON s.slug = t.slug
       )
       UPDATE document_templates t SET fields = wanted.fields
         FROM wanted
        WHERE t.id = wanted.id AND t.fields IS DISTINCT FROM wanted.fields
       RETURNING t.slug`,
      [spec],
    );
    return rows.map((row) => row.slug);
  });
  if (written.length) logger.info({ templates: written }, 'template field limits written into a seeded database');
  return written.length;
}
