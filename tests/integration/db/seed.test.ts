import type { Database } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import type { SeedContent } from '../../../server/db/seed/content/types';
import { loadSeedContent, seedDatabase } from '../../../server/db/seed/index';
import { ratingOfStars } from '../../../shared/reviews/rules';
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
  districts: 'districts',
  baseCalculationAmounts: 'base_calculation_amounts',
  stateDutyRules: 'state_duty_rules',
  stateDutyExemptions: 'state_duty_exemptions',
  supportCategories: 'support_categories',
  supportQuestions: 'support_questions',
  clients: 'users',
  reviews: 'reviews',
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

/** Every specialist's and firm's rating is what its visible reviews say (migration 0013's rule). */
async function expectHonestRatings(): Promise<void> {
  for (const [table, column] of [
    ['specialists', 'specialist_id'],
    ['law_firms', 'law_firm_id'],
  ] as const) {
    const { rows } = await db.query<{ id: number; rating_average: number | null; rating_count: number; stars: number[] | null }>(
      `SELECT t.id, t.rating_average, t.rating_count,
              (SELECT array_agg(r.stars) FROM reviews r WHERE r.${column} = t.id AND r.hidden_at IS NULL) AS stars
         FROM ${table} t`,
    );
    for (const row of rows) {
      const rating = ratingOfStars(row.stars ?? []);
      expect({ table, id: row.id, average: row.rating_average, count: row.rating_count }).toEqual({
        table,
        id: row.id,
        average: rating?.average ?? null,
        count: rating?.count ?? 0,
      });
    }
  }
}

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
    await expectRows(
      'SELECT count(*) AS n FROM specialist_specializations',
      content.specialists.reduce((n, s) => n + s.specializationIds.length, 0),
    );
    await expectRows(
      'SELECT count(*) AS n FROM specialist_experience',
      content.specialists.reduce((n, s) => n + s.experience.length, 0),
    );
    await expectRows(
      'SELECT count(*) AS n FROM specialist_social_links',
      content.specialists.reduce((n, s) => n + s.socialLinks.length, 0),
    );
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

  test('--scale 2 doubles specialists, services, law firms and articles, gives the copies reviews of their own, and nothing else', async () => {
    const result = await seedDatabase(db, { scale: 2 });

    const expected = lengths(content);
    for (const kind of SCALED) expected[kind] *= 2;
    // The copy's reviews are made in the database from copy 1's, about one in ten left out.
    expect(result.counts.reviews).toBeGreaterThan(content.reviews.length * 1.8);
    expect(result.counts.reviews).toBeLessThan(content.reviews.length * 2);
    expected.reviews = result.counts.reviews;
    expect(result.counts).toEqual(expected);
    expect(await tableCounts()).toEqual(expected);
    const copy = content.specialists[0]!;
    const { rows } = await db.query<{ nickname: string }>(`SELECT nickname FROM specialists WHERE nickname LIKE $1 ORDER BY nickname`, [`${copy.nickname}%`]);
    expect(rows.map((r) => r.nickname)).toEqual([copy.nickname, `${copy.nickname}_x2`]);
  });

  test('every rating is the average and count of the visible reviews, and only reviewed specialists and firms have one', async () => {
    await seedDatabase(db);
    await expectHonestRatings();
    const { rows } = await db.query<{ nickname: string; rating_average: number | null; rating_count: number }>(
      'SELECT nickname, rating_average, rating_count FROM specialists',
    );
    const services = new Map(content.services.map((s) => [s.id, s]));
    for (const row of rows) {
      const stars = content.reviews
        .filter((r) => {
          const provider = services.get(r.serviceId)!.provider;
          return provider.kind === 'specialist' && provider.nickname === row.nickname;
        })
        .map((r) => r.stars);
      const rating = ratingOfStars(stars);
      expect({ nickname: row.nickname, average: row.rating_average, count: row.rating_count }).toEqual({
        nickname: row.nickname,
        average: rating?.average ?? null,
        count: rating?.count ?? 0,
      });
    }
    expect(rows.filter((r) => r.rating_count === 0).length).toBeGreaterThan(0);
  });

  test('every review comes through its client’s paid, completed order of the service, with a performed payment', async () => {
    await seedDatabase(db);
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT r.id, r.stars, r.lang, u.pinfl, o.status, o.fulfilment, o.total, o.user_id = r.author_user_id AS own,
              o.paid_at <= o.started_at AND o.started_at < o.done_at AND o.done_at <= o.completed_at AND o.done_at < r.created_at
                AND o.created_at < o.paid_at AND r.created_at <= now() AS in_order,
              i.service_id = r.service_id AND i.title = s.title AND i.unit_price = s.price AND i.quantity = 1 AS item_copies_service,
              r.specialist_id IS NOT DISTINCT FROM s.specialist_id AND r.law_firm_id IS NOT DISTINCT FROM s.law_firm_id AS whose,
              (SELECT count(*) FROM payments p WHERE p.order_id = o.id AND p.state = 'performed' AND p.amount = o.total
                  AND p.performed_at = o.paid_at AND p.provider = o.provider AND p.created_at < p.performed_at
                  AND p.provider_transaction_id ~ CASE p.provider WHEN 'payme' THEN '^[0-9a-f]{24}$' ELSE '^[0-9]{14}$' END)::integer AS payments,
              (SELECT count(*) FROM payments p WHERE p.order_id = o.id)::integer AS all_payments,
              (SELECT count(*) FROM order_items x WHERE x.order_id = o.id)::integer AS items,
              r.updated_at = r.created_at AS not_edited
         FROM reviews r
         JOIN orders o ON o.id = r.order_id
         JOIN order_items i ON i.id = r.order_item_id AND i.order_id = o.id
         JOIN services s ON s.id = r.service_id
         JOIN users u ON u.id = r.author_user_id`,
    );
    expect(rows).toHaveLength(content.reviews.length);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'paid',
        fulfilment: 'completed',
        own: true,
        in_order: true,
        item_copies_service: true,
        whose: true,
        payments: 1,
        all_payments: 1,
        items: 1,
        not_edited: true,
        pinfl: expect.stringMatching(/^699\d{11}$/),
      });
      expect(Number(row.total)).toBeGreaterThan(0);
    }
    const answered = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM reviews WHERE answer IS NOT NULL AND answered_at > created_at');
    expect(answered.rows[0]?.n).toBe(content.reviews.filter((r) => r.answer).length);
  });

  test('seeding again with force adds no client, order, payment or review, and leaves the reviews as written', async () => {
    await seedDatabase(db);
    const snapshot = async () =>
      (
        await db.query(
          `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_items) AS items,
                  (SELECT count(*) FROM payments) AS payments,
                  (SELECT json_agg(json_build_object('id', id, 'item', order_item_id, 'updated', updated_at, 'stars', stars) ORDER BY id) FROM reviews) AS reviews,
                  (SELECT json_agg(json_build_object('id', id, 'updated', updated_at) ORDER BY id) FROM orders) AS order_rows`,
        )
      ).rows[0];
    const before = await snapshot();

    await seedDatabase(db, { force: true });

    expect(await snapshot()).toEqual(before);
    await expectHonestRatings();
  });

  test('--scale 2: the copies’ reviews are of the copies’ services, through their own paid orders, and the ratings follow them', async () => {
    await seedDatabase(db, { scale: 2 });
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM reviews r
         JOIN services s ON s.id = r.service_id
         JOIN orders o ON o.id = r.order_id AND o.status = 'paid' AND o.fulfilment = 'completed'
         JOIN payments p ON p.order_id = o.id AND p.state = 'performed'
        WHERE s.slug LIKE '%-x2'
          AND r.specialist_id IS NOT DISTINCT FROM s.specialist_id AND r.law_firm_id IS NOT DISTINCT FROM s.law_firm_id`,
    );
    expect(rows[0]?.n).toBeGreaterThan(content.reviews.length * 0.8);
    await expectHonestRatings();
    const before = await tableCounts();
    await seedDatabase(db, { scale: 2, force: true });
    expect(await tableCounts()).toEqual(before);
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
