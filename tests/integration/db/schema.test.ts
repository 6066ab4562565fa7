import type { Database, Queryable } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import { makeGroup, makeService, makeSpecialist, makeUser, text3 } from './factories';
import { createTestDatabase, engineName, type TestDatabase } from './test-database';

jest.setTimeout(60_000);

let handle: TestDatabase;
let db: Database;
let groupId: number;
let specialistId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await migrate(db);
  groupId = await makeGroup(db);
  specialistId = await makeSpecialist(db);
});
afterAll(() => handle.dispose());

/** Runs `fn` in a transaction that is always rolled back, so tests leave nothing behind. */
async function inRollback(fn: (tx: Queryable) => Promise<void>): Promise<void> {
  const rollback = new Error('rollback');
  await expect(
    db.transaction(async (tx) => {
      await fn(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

const CHECK_VIOLATION = '23514';

async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe(`constraints on ${engineName}`, () => {
  test.each(['ab', 'Aziz', 'aziz-karimov', 'aziz karimov', 'a'.repeat(33), 'азиз'])('refuses the nickname %p', async (nickname) => {
    expect(await sqlState(makeSpecialist(db, { nickname }))).toBe(CHECK_VIOLATION);
  });

  test.each(['aziz.karimov', 'a_1', 'x'.repeat(32)])('accepts the nickname %p', async (nickname) => {
    await inRollback(async (tx) => {
      await makeSpecialist(tx, { nickname });
    });
  });

  test('refuses a negative price and accepts a free service', async () => {
    expect(await sqlState(makeService(db, groupId, { specialistId, price: -1 }))).toBe(CHECK_VIOLATION);
    await inRollback(async (tx) => {
      await makeService(tx, groupId, { specialistId, price: 0 });
    });
  });

  test.each([
    ['an empty object', '{}'],
    ['only blank text', '{"uz": "  "}'],
    ['a language we do not have', '{"de": "Rechtsberatung"}'],
    ['a number instead of text', '{"uz": 5}'],
    ['plain text instead of an object', '"Yuridik maslahat"'],
  ])('refuses a service title that is %s', async (_case, title) => {
    expect(await sqlState(makeService(db, groupId, { specialistId, title }))).toBe(CHECK_VIOLATION);
  });

  test('refuses a missing title', async () => {
    const attempt = db.query(`INSERT INTO services (slug, group_id, description, price, specialist_id) VALUES ('no-title', $1, $2, 100, $3)`, [
      groupId,
      text3('Description'),
      specialistId,
    ]);
    expect(await sqlState(attempt)).toBe('23502');
  });

  test('catalogue text needs all three languages; text a specialist writes needs one', async () => {
    const partial = JSON.stringify({ uz: 'Oila huquqi', ru: 'Семейное право' });
    const group = db.query(`INSERT INTO specialization_groups (slug, name, description) VALUES ('partial', $1, $1)`, [partial]);
    expect(await sqlState(group)).toBe(CHECK_VIOLATION);
    await inRollback(async (tx) => {
      await makeService(tx, groupId, { specialistId, title: JSON.stringify({ uz: 'Faqat oʻzbekcha' }) });
    });
  });

  test('a service is offered by exactly one specialist or law firm', async () => {
    expect(await sqlState(makeService(db, groupId, { specialistId: null, lawFirmId: null }))).toBe(CHECK_VIOLATION);
  });

  test('refuses a slug that is not lower-case words joined by hyphens', async () => {
    const attempt = db.query('INSERT INTO regions (slug, name, center) VALUES ($1, $2, $2)', ['Tashkent City', text3('x')]);
    expect(await sqlState(attempt)).toBe(CHECK_VIOLATION);
  });

  test('a session keeps a SHA-256 hash, never a raw token, and dies with its user', async () => {
    const userId = await makeUser(db);
    const raw = db.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
      userId,
      'not-a-hash-but-the-token-itself',
    ]);
    expect(await sqlState(raw)).toBe(CHECK_VIOLATION);
    await db.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [userId, 'a'.repeat(64)]);
    await db.query('DELETE FROM users WHERE id = $1', [userId]);
    const { rows } = await db.query('SELECT 1 FROM sessions WHERE user_id = $1', [userId]);
    expect(rows).toEqual([]);
  });

  test('a favourite names its kind and target once per owner', async () => {
    const userId = await makeUser(db);
    const serviceId = await makeService(db, groupId, { specialistId });
    const mismatched = db.query(`INSERT INTO favorites (user_id, kind, specialist_id) VALUES ($1, 'service', $2)`, [userId, specialistId]);
    expect(await sqlState(mismatched)).toBe(CHECK_VIOLATION);
    await db.query(`INSERT INTO favorites (user_id, kind, service_id) VALUES ($1, 'service', $2)`, [userId, serviceId]);
    const twice = db.query(`INSERT INTO favorites (user_id, kind, service_id) VALUES ($1, 'service', $2)`, [userId, serviceId]);
    expect(await sqlState(twice)).toBe('23505');
  });

  test('an order holds at most one payment in flight', async () => {
    const userId = await makeUser(db);
    const { rows } = await db.query<{ id: number }>('INSERT INTO orders (user_id, total) VALUES ($1, 500000) RETURNING id', [userId]);
    const orderId = rows[0]?.id;
    const pay = (transactionId: string) =>
      db.query(`INSERT INTO payments (order_id, provider, provider_transaction_id, amount, provider_time) VALUES ($1, 'payme', $2, 500000, now())`, [
        orderId,
        transactionId,
      ]);
    await pay('5e730e8e0b852a417aa49ceb');
    expect(await sqlState(pay('5e730e8e0b852a417aa49cec'))).toBe('23505');
  });

  test('stores rate-limit counters and idempotency records for the API layer', async () => {
    await db.query(`INSERT INTO rate_limits (key, window_start, count) VALUES ('ip:10.0.0.1', date_trunc('minute', now()), 1)
                    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1`);
    const recorded = db.query(
      `INSERT INTO idempotency_keys (scope, key, path, request_hash, response_status) VALUES ('user:1', 'k1', '/api/v1/me/orders', $1, 201)`,
      ['b'.repeat(64)],
    );
    // A finished record must say when it finished.
    expect(await sqlState(recorded)).toBe(CHECK_VIOLATION);
  });
});

describe(`localized text and search on ${engineName}`, () => {
  test('falls back uz → ru → en', async () => {
    const { rows } = await db.query<Record<string, string>>(
      `SELECT l10n_text('{"ru": "Юрист", "en": "Lawyer"}', 'uz') AS uz,
              l10n_text('{"uz": "Yurist", "en": "Lawyer"}', 'ru') AS ru,
              l10n_text('{"en": "Lawyer"}', 'ru') AS en,
              l10n_text('{"uz": "", "ru": "Юрист"}', 'en') AS blank`,
    );
    expect(rows[0]).toEqual({ uz: 'Юрист', ru: 'Yurist', en: 'Lawyer', blank: 'Юрист' });
  });

  describe('trigram search over services', () => {
    let ids: Record<'divorce' | 'uzbek' | 'contract', number>;

    beforeAll(async () => {
      const make = (uz: string, ru: string, en: string) => makeService(db, groupId, { specialistId, title: JSON.stringify({ uz, ru, en }) });
      ids = {
        divorce: await make('Nikohdan ajralish boʻyicha maslahat', 'Консультация по расторжению брака', 'Divorce consultation'),
        uzbek: await make('Oʻzbekistonda MChJ roʻyxatdan oʻtkazish', 'Регистрация ООО в Узбекистане', 'Registering an LLC in Uzbekistan'),
        contract: await make('Shartnoma tuzish', 'Составление договора', 'Contract drafting'),
      };
    });

    async function find(query: string): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(`SELECT id FROM services WHERE search_text LIKE '%' || search_norm($1) || '%' ORDER BY id`, [query]);
      return rows.map((row) => row.id);
    }

    test('finds Latin Uzbek, Cyrillic Russian and English, whatever the case', async () => {
      expect(await find('ajralish')).toEqual([ids.divorce]);
      expect(await find('РАСТОРЖЕНИЮ')).toEqual([ids.divorce]);
      expect(await find('Divorce')).toEqual([ids.divorce]);
      expect(await find('договор')).toEqual([ids.contract]);
    });

    test('matches Uzbek words typed with any apostrophe, or none', async () => {
      for (const spelling of ['Oʻzbekiston', "O'zbekiston", 'O‘zbekiston', 'Ozbekiston']) {
        expect(await find(spelling)).toEqual([ids.uzbek]);
      }
    });

    test('ranks near misses by trigram similarity', async () => {
      const { rows } = await db.query<{ id: number }>(
        `SELECT id FROM services WHERE search_norm($1) <% search_text ORDER BY search_norm($1) <<-> search_text LIMIT 1`,
        ['расторжение'],
      );
      expect(rows.map((row) => row.id)).toEqual([ids.divorce]);
    });

    test('the trigram index serves the search', async () => {
      const plan = await db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT id FROM services WHERE search_text LIKE '%' || search_norm('ajralish') || '%'`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('services_search_idx');
    });
  });

  test('full-text search stems Russian and English words of reference articles', async () => {
    await inRollback(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(`INSERT INTO reference_categories (slug, name, description) VALUES ('family-law', $1, $1) RETURNING id`, [
        text3('Family'),
      ]);
      const body = JSON.stringify({
        uz: [{ type: 'paragraph', children: [{ text: 'Aliment undirish tartibi' }] }],
        ru: [{ type: 'paragraph', children: [{ text: 'Порядок взыскания алиментов с родителей' }] }],
        en: [{ type: 'paragraph', children: [{ text: 'How courts award child support payments' }] }],
      });
      await tx.query(
        `INSERT INTO reference_articles (slug, category_id, title, summary, body, published_at) VALUES ('alimony', $1, $2, $2, $3, '2024-01-15')`,
        [rows[0]?.id, text3('Alimony'), body],
      );
      const hit = async (config: string, query: string) =>
        (await tx.query(`SELECT slug FROM reference_articles WHERE search_vector @@ websearch_to_tsquery($1::regconfig, $2)`, [config, query])).rows;
      expect(await hit('russian', 'алименты')).toEqual([{ slug: 'alimony' }]);
      expect(await hit('english', 'award')).toEqual([{ slug: 'alimony' }]);
      expect(await hit('simple', 'undirish')).toEqual([{ slug: 'alimony' }]);
      expect(await hit('russian', 'наследство')).toEqual([]);
    });
  });
});
