/**
 * Seeded templates on a database seeded before their text changed (server/db/seed/templates-refresh.ts):
 * the next start writes a template whose seed date is later than its stored one again from the seed,
 * with the seed's date (its texts, its fields and their limits); one changed in the database since
 * stays as it is; an up-to-date one is not touched, and a second start writes nothing.
 */
import { silentLogger } from '../../../server/db/logger';
import { seedDatabase } from '../../../server/db/seed/index';
import { documentTemplates } from '../../../server/db/seed/content/documentTemplates';
import { claimTemplates } from '../../../server/db/seed/content/claims';
import { refreshSeededTemplates } from '../../../server/db/seed/templates-refresh';
import { engineName, useSeededDatabase } from './test-database';

jest.setTimeout(120_000);

const seeded = useSeededDatabase({ scale: 1 });

/** Sets a template's row as an earlier seed or an editor left it, its date included (the trigger would write now()). */
async function setRow(table: 'document_templates' | 'claim_templates', slug: string, set: string, updatedAt: string): Promise<void> {
  const { db } = seeded;
  await db.query(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_updated_at`);
  await db.query(`UPDATE ${table} SET ${set}, updated_at = $2 WHERE slug = $1`, [slug, updatedAt]);
  await db.query(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_updated_at`);
}

const row = async (table: string, slug: string) =>
  (
    await seeded.db.query<{ title: string; body: string; fields: string; updated: string }>(
      `SELECT title ->> 'en' AS title, body::text AS body, fields::text AS fields, to_char(updated_at AT TIME ZONE 'Asia/Tashkent', 'YYYY-MM-DD') AS updated FROM ${table} WHERE slug = $1`,
      [slug],
    )
  ).rows[0]!;

describe(`seeded templates on a database seeded before their text changed (${engineName})`, () => {
  test('an older one is written again from the seed; one edited since stays; a second start writes nothing', async () => {
    const poa = documentTemplates.find((t) => t.id === 'power-of-attorney')!;
    const loan = claimTemplates.find((t) => t.id === 'loan-debt')!;
    // As an earlier seed left them: the old year, no limits, an undeclined name.
    await setRow(
      'document_templates',
      'power-of-attorney',
      `title = jsonb_set(title, '{en}', '"Old power of attorney"'), fields = (SELECT jsonb_agg(f - 'limits') FROM jsonb_array_elements(fields) f)`,
      '2025-09-02T00:00:00+05:00',
    );
    await setRow('claim_templates', 'loan-debt', `note = jsonb_set(note, '{en}', '"Plaintiffs are generally exempt."')`, '2025-09-08T00:00:00+05:00');
    // Edited in the database after the seed's date: kept.
    await setRow('document_templates', 'gift-agreement', `title = jsonb_set(title, '{en}', '"Deed of gift (edited)"')`, '2027-01-15T10:00:00+05:00');

    expect((await seedDatabase(seeded.db, { logger: silentLogger })).seeded).toBe(false);

    const refreshed = await row('document_templates', 'power-of-attorney');
    expect(refreshed.title).toBe(poa.title.en);
    expect(refreshed.updated).toBe(poa.updatedAt);
    expect(refreshed.fields).toContain('"limits"');
    expect(JSON.parse(refreshed.body)).toEqual(poa.body);
    const claim = await seeded.db.query<{ note: string; updated: string }>(
      `SELECT note ->> 'en' AS note, to_char(updated_at AT TIME ZONE 'Asia/Tashkent', 'YYYY-MM-DD') AS updated FROM claim_templates WHERE slug = 'loan-debt'`,
    );
    expect(claim.rows[0]).toEqual({ note: loan.note.en, updated: loan.updatedAt });
    expect((await row('document_templates', 'gift-agreement')).title).toBe('Deed of gift (edited)');

    // Up to date now: nothing is written on the next start.
    expect(await refreshSeededTemplates(seeded.db, 1, silentLogger)).toEqual({ documents: [], claims: [] });
  });
});
