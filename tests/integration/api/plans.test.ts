/**
 * The list queries take the indexes the schema has, and a searched page with its total is one
 * statement. The catalogue is seeded 20 times over (1 200
 * specialists, 640 services) and analyzed; each domain call's statements are explained as they
 * are sent, with their real parameters.
 */
import type { Database, Queryable, QueryResult, Row } from '../../../server/db/adapter';
import { listLawFirms } from '../../../server/domain/directory/lawfirms';
import { listReferenceArticles } from '../../../server/domain/directory/reference';
import { listServices } from '../../../server/domain/catalogue/services';
import { listSpecialists } from '../../../server/domain/catalogue/specialists';
import { lawFirmListQuery, referenceListQuery, serviceListQuery, specialistListQuery } from '../../../shared/api/queries';
import { engineName, useSeededDatabase } from '../db/test-database';

jest.setTimeout(180_000);

const seeded = useSeededDatabase({ scale: 20, analyze: true });
let db: Database;
beforeAll(() => {
  db = seeded.db;
});

/** Runs a domain call and returns the plan of each statement it sent, in the order sent (some go out together). */
async function plansOf(call: (q: Queryable) => Promise<unknown>): Promise<string[]> {
  const plans: string[] = [];
  const explaining: Queryable = {
    async query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const index = plans.push('') - 1;
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      plans[index] = rows.map((row) => row['QUERY PLAN']).join('\n');
      return db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  await call(explaining);
  return plans;
}

describe(`query plans on ${engineName}`, () => {
  test('the default specialists page walks the rating index and stops at the page', async () => {
    const [ids] = await plansOf((q) => listSpecialists(q, specialistListQuery.parse({}), 'uz'));
    expect(ids).toContain('specialists_rating_idx');
    expect(ids).toMatch(/^Limit/);
  });

  test('services by popularity, by price and within a group use their partial indexes', async () => {
    expect((await plansOf((q) => listServices(q, serviceListQuery.parse({}), 'uz')))[0]).toContain('services_popular_idx');
    expect((await plansOf((q) => listServices(q, serviceListQuery.parse({ sort: 'price' }), 'uz')))[0]).toContain('services_price_idx');
    expect((await plansOf((q) => listServices(q, serviceListQuery.parse({ parent: 'family' }), 'uz')))[0]).toContain('services_group_idx');
  });

  test('text search takes the trigram index, in either script', async () => {
    for (const text of ['ajralish', 'расторжение брака']) {
      const [page, cards, ...more] = await plansOf((q) => listServices(q, serviceListQuery.parse({ q: text }), 'ru'));
      expect(page).toContain('services_search_idx');
      expect(page).toContain('WindowAgg'); // the total comes with the page
      expect(cards).toContain('services_pkey');
      expect(more).toEqual([]);
    }
    const [people] = await plansOf((q) => listSpecialists(q, specialistListQuery.parse({ q: 'Каримов' }), 'ru'));
    expect(people).toContain('specialists_search_idx');
    const [firms] = await plansOf((q) => listLawFirms(q, lawFirmListQuery.parse({ q: 'mezon' }), 'uz'));
    expect(firms).toContain('law_firms_search_idx');
  });

  test('article search takes the full-text and the trigram index', async () => {
    const [ids] = await plansOf((q) => listReferenceArticles(q, referenceListQuery.parse({ q: 'алименты' }), 'ru'));
    expect(ids).toContain('reference_articles_fts_idx');
    expect(ids).toContain('reference_articles_search_idx');
  });

  test('cards are decorated for the page only: one statement, by primary key', async () => {
    const plans = await plansOf((q) => listSpecialists(q, specialistListQuery.parse({ pageSize: 12 }), 'uz'));
    expect(plans).toHaveLength(3);
    expect(plans[2]).toContain('specialists_pkey');
  });
});
