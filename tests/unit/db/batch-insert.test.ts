import type { Queryable, QueryResult } from '../../../server/db/adapter';
import { insertRows } from '../../../server/db/seed/batch-insert';

function recorder() {
  const calls: { sql: string; params: readonly unknown[] }[] = [];
  const q: Queryable = {
    query: async <T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> => {
      calls.push({ sql, params });
      return { rows: [{ id: calls.length } as T], rowCount: 1 };
    },
    exec: async () => {},
  };
  return { q, calls };
}

describe('multi-row inserts', () => {
  test('writes many rows in one statement with numbered parameters', async () => {
    const { q, calls } = recorder();
    await insertRows(q, {
      table: 'regions',
      columns: ['slug', 'sort_order'],
      rows: [
        ['a', 1],
        ['b', 2],
      ],
    });
    expect(calls).toEqual([{ sql: 'INSERT INTO regions (slug, sort_order) VALUES ($1, $2), ($3, $4)', params: ['a', 1, 'b', 2] }]);
  });

  test('splits into batches that stay under the parameter limit', async () => {
    const { q, calls } = recorder();
    const rows = Array.from({ length: 2500 }, (_, i) => [i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i]);
    const returned = await insertRows(q, { table: 't', columns: rows[0]!.map((_, c) => `c${c}`), rows, returning: ['id'] });
    expect(calls.length).toBe(3);
    expect(Math.max(...calls.map((c) => c.params.length))).toBeLessThanOrEqual(30_000);
    expect(calls.reduce((sum, c) => sum + c.params.length, 0)).toBe(2500 * 20);
    expect(returned).toHaveLength(3);
  });

  test('updates the other columns of a row whose key exists', async () => {
    const { q, calls } = recorder();
    await insertRows(q, { table: 'regions', columns: ['slug', 'name'], rows: [['a', '{}']], upsertOn: ['slug'], returning: ['id', 'slug AS key'] });
    expect(calls[0]?.sql).toBe(
      'INSERT INTO regions (slug, name) VALUES ($1, $2) ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name RETURNING id, slug AS key',
    );
  });

  test('rows with their own identity values, rewritten only where a value changed', async () => {
    const { q, calls } = recorder();
    await insertRows(q, {
      table: 'orders',
      columns: ['id', 'total', 'paid_at'],
      rows: [[7, 100, 'x']],
      upsertOn: ['id'],
      explicitIds: true,
      onlyWhenChanged: true,
    });
    expect(calls[0]?.sql).toBe(
      'INSERT INTO orders (id, total, paid_at) OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET total = EXCLUDED.total, paid_at = EXCLUDED.paid_at' +
        ' WHERE (orders.total, orders.paid_at) IS DISTINCT FROM (EXCLUDED.total, EXCLUDED.paid_at)',
    );
  });

  test('refuses a row of the wrong width', async () => {
    const { q } = recorder();
    await expect(insertRows(q, { table: 't', columns: ['a', 'b'], rows: [['only one']] })).rejects.toThrow('t: a row has 1 values for 2 columns');
  });

  test('sends nothing for no rows', async () => {
    const { q, calls } = recorder();
    await expect(insertRows(q, { table: 't', columns: ['a'], rows: [] })).resolves.toEqual([]);
    expect(calls).toEqual([]);
  });
});
