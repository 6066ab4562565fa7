/**
 * Hot reads through prepared statements (server/db/prepared-statements.ts), on the engine under
 * test: the same rows as the ordinary way, values kept as values, one generic plan, and the
 * connection's plan mode left as it was, after a success and after a failure.
 */
import type { Database } from '../../../server/db/adapter';
import { createTestDatabase, engineName, type TestDatabase } from './test-database';

jest.setTimeout(60_000);

let handle: TestDatabase;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db.exec(`
    CREATE TABLE cards (id bigint PRIMARY KEY, title jsonb NOT NULL, price bigint, at timestamptz, tags text[]);
    INSERT INTO cards VALUES
      (1, '{"uz": "Ajralish", "ru": "Развод"}', 150000000, '2026-01-02T03:04:05Z', '{a,b}'),
      (2, '{"uz": "Ishonchnoma"}', 9007199254740993, NULL, '{}'),
      (3, '{"en": "Lease"}', 0, '2025-12-31T23:59:59Z', '{c}');
  `);
});

afterAll(() => handle.dispose());

const CARDS = `SELECT id, coalesce(title ->> $1, title ->> 'uz', '') AS title, price, at, tags FROM cards WHERE id = ANY($2::bigint[]) ORDER BY id`;

const planMode = async () => (await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0]?.plan_cache_mode;

describe(`prepared statements on ${engineName}`, () => {
  test('answer the same rows, with the same types, as the ordinary way', async () => {
    for (const [lang, ids] of [
      ['ru', [1, 2, 3]],
      ['uz', [3]],
      ['en', []],
    ] as const) {
      const plain = await db.query(CARDS, [lang, ids]);
      const prepared = await db.query(CARDS, [lang, ids], { prepared: true });
      expect(prepared.rows).toEqual(plain.rows);
      expect(prepared.rowCount).toBe(plain.rowCount);
    }
    const { rows } = await db.query<{ price: unknown; at: unknown }>(CARDS, ['ru', [1, 2]], { prepared: true });
    expect(rows[0]?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(rows[1]?.price).toBe('9007199254740993');
  });

  test('keep a hostile string a value', async () => {
    const hostile = "ru'); DROP TABLE cards; --";
    const { rows } = await db.query<{ title: string }>(CARDS, [hostile, [1]], { prepared: true });
    expect(rows).toEqual([expect.objectContaining({ id: 1, title: 'Ajralish' })]);
    expect((await db.query('SELECT count(*)::int AS n FROM cards')).rows[0]).toEqual({ n: 3 });
  });

  test('run with one generic plan and leave the plan mode as it was', async () => {
    for (let i = 0; i < 8; i++) await db.query(CARDS, ['ru', [1 + (i % 3)]], { prepared: true });
    expect(await planMode()).toBe('auto');
    const { rows } = await db.query<{ generic_plans: number; custom_plans: number }>(
      `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement LIKE '%FROM cards WHERE id = ANY%'`,
    );
    // On a pool the statement may be prepared on more than one connection: each uses its generic plan.
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Number(row.custom_plans)).toBe(0);
  });

  test('a failing execution throws its own error and resets the plan mode', async () => {
    // 2^63 does not fit a bigint: the EXECUTE fails after the SET
    await expect(db.query(CARDS, ['ru', [9_223_372_036_854_775_808n]], { prepared: true })).rejects.toThrow(/out of range|bigint/i);
    expect(await planMode()).toBe('auto');
    expect((await db.query(CARDS, ['ru', [3]], { prepared: true })).rows).toHaveLength(1);
  });

  test('values without a literal run the ordinary way', async () => {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM cards WHERE at < $1 ORDER BY id', [new Date('2026-01-01T00:00:00Z')], { prepared: true });
    expect(rows.map((row) => row.id)).toEqual([3]);
  });

  test('inside a transaction the option changes nothing', async () => {
    const rows = await db.transaction(async (tx) => (await tx.query<{ id: number }>(CARDS, ['uz', [2]], { prepared: true })).rows);
    expect(rows.map((row) => row.id)).toEqual([2]);
  });
});
