/**
 * Migration 0025 on a database seeded before it, as a deployed site's is: the earlier list's courts
 * that no claim names go (their addresses were placeholders); one a claim names stays, retired, its
 * address taken away, so the claim still shows it; one whose slug the new list keeps is rewritten in
 * place. The next start writes the 341 courts and the 210 districts into the seeded database.
 */
import type { Database } from '../../../server/db/adapter';
import { seedDatabase } from '../../../server/db/seed/index';
import { regions } from '../../../server/db/seed/content/regions';
import { useMigrationScratch } from './migration-scratch';
import { engineName } from './test-database';

jest.setTimeout(120_000);

const FIRST_WITH_DISTRICTS = 25;

const scratch = useMigrationScratch();
const db = (): Database => scratch.db();
const copyMigrations = scratch.copyMigrations;

const oldCourt = async (slug: string, region: string, type: string) =>
  (
    await db().query<{ id: number }>(
      `INSERT INTO courts (slug, region_id, type, name, address, serves) SELECT $1, id, $3, $4, $5, '{}' FROM regions WHERE slug = $2 RETURNING id`,
      [
        slug,
        region,
        type,
        JSON.stringify({ uz: `${slug} uz`, ru: `${slug} ru`, en: `${slug} en` }),
        JSON.stringify({ uz: 'Placeholder koʻchasi, 1', ru: 'ул. Заглушка, 1', en: '1 Placeholder St' }),
      ],
    )
  ).rows[0]!.id;

describe(`courts and districts on a database seeded before 0025, on ${engineName}`, () => {
  test('a claim keeps its court; the rest of the earlier list goes; the next start writes the new list and the districts', async () => {
    await copyMigrations((version) => version < FIRST_WITH_DISTRICTS);
    await scratch.migrate();
    for (const r of regions)
      await db().query('INSERT INTO regions (slug, name, center, sort_order) VALUES ($1, $2, $3, $4)', [
        r.id,
        JSON.stringify(r.name),
        JSON.stringify(r.center),
        r.order,
      ]);
    const named = await oldCourt('tashkent-city-yunusobod-civil', 'tashkent-city', 'civil');
    const unnamed = await oldCourt('fergana-kokand-civil', 'fergana', 'civil');
    const kept = await oldCourt('tashkent-city-economic', 'tashkent-city', 'economic');
    const user = (await db().query<{ id: number }>(`INSERT INTO users (pinfl) VALUES ('31234567890123') RETURNING id`)).rows[0]!.id;
    await db().query(`INSERT INTO user_claims (user_id, court_id, title, locale, answers) VALUES ($1, $2, 'Qarz', 'uz', $3)`, [
      user,
      named,
      JSON.stringify({ court: { courtId: named } }),
    ]);
    await db().query(`INSERT INTO user_claims (user_id, title, locale, answers) VALUES ($1, 'Shartnoma', 'uz', $2)`, [
      user,
      JSON.stringify({ court: { courtId: kept } }),
    ]);

    await copyMigrations(() => true);
    await scratch.migrate();
    const after = await db().query<{ id: number; retired: boolean; address: unknown }>('SELECT id, retired, address FROM courts ORDER BY id');
    expect(after.rows).toEqual([
      { id: named, retired: true, address: null },
      { id: kept, retired: true, address: null },
    ]);
    expect(after.rows.map((r) => r.id)).not.toContain(unnamed);

    // The site starts: the database holds content (regions), so nothing else is seeded, but the courts and districts are written.
    expect((await seedDatabase(db())).seeded).toBe(false);
    const counts = await db().query<{ districts: number; links: number; current: number }>(
      `SELECT (SELECT count(*)::int FROM districts) AS districts, (SELECT count(*)::int FROM district_courts) AS links,
              (SELECT count(*)::int FROM courts WHERE NOT retired) AS current`,
    );
    expect(counts.rows[0]).toEqual({ districts: 210, links: 839, current: 341 });
    const claimCourt = await db().query<{ slug: string; retired: boolean }>(
      'SELECT ct.slug, ct.retired FROM user_claims c JOIN courts ct ON ct.id = c.court_id',
    );
    expect(claimCourt.rows).toEqual([{ slug: 'tashkent-city-yunusobod-civil', retired: true }]);
    const rewritten = await db().query<{ id: number; retired: boolean; name: string }>(
      `SELECT id, retired, name ->> 'uz' AS name FROM courts WHERE slug = 'tashkent-city-economic'`,
    );
    expect(rewritten.rows).toEqual([{ id: kept, retired: false, name: 'Toshkent tumanlararo iqtisodiy sudi' }]);
    // Written once: a second start finds the districts there.
    expect((await seedDatabase(db())).seeded).toBe(false);
    expect((await db().query<{ n: number }>('SELECT count(*)::int AS n FROM districts')).rows[0]!.n).toBe(210);
  });
});
