import type { Database } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import type { SeedContent } from '../../../server/db/seed/content/types';
import { loadSeedContent, seedDatabase } from '../../../server/db/seed/index';
import { createTestDatabase, engineName, resetSchema, type TestDatabase } from './test-database';

jest.setTimeout(120_000);

let handle: TestDatabase;
let db: Database;
let content: SeedContent;

/** Table of each kind of seed content. */
const TABLES: Record<keyof SeedContent, string> = {
  regions: 'regions',
  parentSpecializations: 'specialization_groups',
  specializations: 'specializations',
  lawFirms: 'law_firms',
  specialists: 'specialists',
  services: 'services',
  referenceCategories: 'reference_categories',
  referenceArticles: 'reference_articles',
  documentCategories: 'document_categories',
  documentTemplates: 'document_templates',
  claimCategories: 'claim_categories',
  claimTemplates: 'claim_templates',
  courts: 'courts',
  baseCalculationAmounts: 'base_calculation_amounts',
  stateDutyRules: 'state_duty_rules',
  stateDutyExemptions: 'state_duty_exemptions',
  supportCategories: 'support_categories',
  supportQuestions: 'support_questions',
};
const SCALED: (keyof SeedContent)[] = ['lawFirms', 'specialists', 'services', 'referenceArticles'];

async function tableCounts(): Promise<Record<keyof SeedContent, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([kind, table]) => {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
      return [kind, rows[0]?.n ?? -1] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof SeedContent, number>;
}

function lengths(of: SeedContent): Record<keyof SeedContent, number> {
  return Object.fromEntries(Object.entries(of).map(([kind, rows]) => [kind, (rows as unknown[]).length])) as Record<keyof SeedContent, number>;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  content = await loadSeedContent();
});
afterAll(() => handle.dispose());

beforeEach(async () => {
  await resetSchema(db);
  await migrate(db);
});

describe(`seeding on ${engineName}`, () => {
  test('fills every table with the content, one row per item', async () => {
    const result = await seedDatabase(db);

    expect(result.seeded).toBe(true);
    expect(result.counts).toEqual(lengths(content));
    expect(await tableCounts()).toEqual(lengths(content));
    for (const kind of Object.keys(TABLES) as (keyof SeedContent)[]) expect(result.counts[kind]).toBeGreaterThan(0);
  });

  test('keeps the links of the content: specializations, experience, providers, firms', async () => {
    await seedDatabase(db);
    const expectRows = async (sql: string, expected: number) => {
      const { rows } = await db.query<{ n: number }>(sql);
      expect(rows[0]?.n).toBe(expected);
    };
    await expectRows('SELECT count(*) AS n FROM specialist_specializations', content.specialists.reduce((n, s) => n + s.specializationIds.length, 0));
    await expectRows('SELECT count(*) AS n FROM specialist_experience', content.specialists.reduce((n, s) => n + s.experience.length, 0));
    await expectRows('SELECT count(*) AS n FROM specialist_social_links', content.specialists.reduce((n, s) => n + s.socialLinks.length, 0));
    await expectRows('SELECT count(*) AS n FROM services WHERE law_firm_id IS NOT NULL', content.services.filter((s) => s.provider.kind === 'lawfirm').length);
    await expectRows('SELECT count(*) AS n FROM specialists WHERE law_firm_id IS NOT NULL', content.specialists.filter((s) => s.lawFirmId).length);

    const sample = content.specialists[0]!;
    const { rows } = await db.query<{ first_name: unknown; firm: string | null; main: string }>(
      `SELECT s.first_name, f.slug AS firm, sp.slug AS main
         FROM specialists s
         LEFT JOIN law_firms f ON f.id = s.law_firm_id
         JOIN specialist_specializations ss ON ss.specialist_id = s.id AND ss.position = 0
         JOIN specializations sp ON sp.id = ss.specialization_id
        WHERE s.nickname = $1`,
      [sample.nickname],
    );
    expect(rows).toEqual([{ first_name: sample.firstName, firm: sample.lawFirmId, main: sample.specializationIds[0] }]);
  });

  test('a second run leaves a seeded database alone', async () => {
    await seedDatabase(db);
    const before = await tableCounts();
    const { rows: idsBefore } = await db.query('SELECT id, slug FROM services ORDER BY id');

    const again = await seedDatabase(db);

    expect(again.seeded).toBe(false);
    expect(Object.values(again.counts).every((n) => n === 0)).toBe(true);
    expect(await tableCounts()).toEqual(before);
    expect((await db.query('SELECT id, slug FROM services ORDER BY id')).rows).toEqual(idsBefore);
  });

  test('force writes the content again over the same rows, keeping their ids', async () => {
    await seedDatabase(db);
    const { rows: idsBefore } = await db.query('SELECT id, nickname FROM specialists ORDER BY id');
    const first = content.services[0]!;
    await db.query(`UPDATE services SET price = 1 WHERE slug = $1`, [first.id]);

    const forced = await seedDatabase(db, { force: true });

    expect(forced.seeded).toBe(true);
    expect(await tableCounts()).toEqual(lengths(content));
    expect((await db.query('SELECT id, nickname FROM specialists ORDER BY id')).rows).toEqual(idsBefore);
    const { rows } = await db.query<{ price: number }>('SELECT price FROM services WHERE slug = $1', [first.id]);
    expect(rows[0]?.price).toBe(first.price);
  });

  test('--scale 2 doubles specialists, services, law firms and articles, and nothing else', async () => {
    const result = await seedDatabase(db, { scale: 2 });

    const expected = lengths(content);
    for (const kind of SCALED) expected[kind] *= 2;
    expect(result.counts).toEqual(expected);
    expect(await tableCounts()).toEqual(expected);
    const copy = content.specialists[0]!;
    const { rows } = await db.query<{ nickname: string }>(`SELECT nickname FROM specialists WHERE nickname LIKE $1 ORDER BY nickname`, [
      `${copy.nickname}%`,
    ]);
    expect(rows.map((r) => r.nickname)).toEqual([copy.nickname, `${copy.nickname}_x2`]);
  });

  test('content that refers to something missing is reported and nothing is written', async () => {
    const broken: SeedContent = {
      ...content,
      services: [{ ...content.services[0]!, provider: { kind: 'specialist', nickname: 'nobody.here' } }],
    };

    await expect(seedDatabase(db, { content: broken })).rejects.toThrow(
      `Seed content: service ${content.services[0]!.id} refers to unknown specialist "nobody.here"`,
    );
    expect(Object.values(await tableCounts()).every((n) => n === 0)).toBe(true);
  });

  test('content with a reserved or malformed nickname is refused before writing', async () => {
    const broken: SeedContent = { ...content, specialists: [{ ...content.specialists[0]!, nickname: 'basket' }] };
    await expect(seedDatabase(db, { content: broken })).rejects.toThrow(/specialist nickname "basket"/);
  });
});
