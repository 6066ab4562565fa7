import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../../server/db/adapter';
import { DatabaseUnavailableError } from '../../../server/db/postgres';
import { PGLITE_SHARED_BUFFERS } from '../../../server/db/pglite';
import { assertPgliteCanLoad, createTestDatabase, engineName, serverUrl, type TestDatabase } from './test-database';

jest.setTimeout(60_000);

let handle: TestDatabase;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db.exec(`
    CREATE TABLE notes (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body text NOT NULL,
                        amount bigint, day date, at timestamptz, data jsonb, tags text[]);
  `);
});

afterAll(() => handle.dispose());

beforeEach(() => db.query('TRUNCATE notes'));

const onPglite = engineName === 'pglite' ? test : test.skip;

describe(`adapter on ${engineName}`, () => {
  test('reads rows with the same types on both engines', async () => {
    await db.query('INSERT INTO notes (body, amount, day, at, data, tags) VALUES ($1, $2, $3, $4, $5, $6)', [
      'first',
      12_345_678_901,
      '2024-03-05',
      new Date('2024-03-05T10:00:00Z'),
      JSON.stringify({ uz: 'salom', list: [1, 2] }),
      ['a', 'b'],
    ]);
    const { rows, rowCount } = await db.query<Record<string, unknown>>('SELECT amount, day, at, data, tags, count(*) OVER () AS total FROM notes');
    expect(rowCount).toBe(1);
    expect(rows[0]).toEqual({
      amount: 12_345_678_901,
      day: '2024-03-05',
      at: new Date('2024-03-05T10:00:00Z'),
      data: { uz: 'salom', list: [1, 2] },
      tags: ['a', 'b'],
      total: 1,
    });
  });

  test('reads a bigint[] as numbers on both engines (ids kept in an array column)', async () => {
    const { rows } = await db.query<{ ids: unknown }>('SELECT ARRAY[3, 1, NULL]::bigint[] AS ids');
    expect(rows[0]!.ids).toEqual([3, 1, null]);
  });

  test('keeps a bigint beyond 2^53 exact, as text', async () => {
    const { rows } = await db.query<{ big: unknown }>('SELECT 9007199254740993::int8 AS big');
    expect(rows[0]?.big).toBe('9007199254740993');
  });

  test('reports the rows an UPDATE changed', async () => {
    await db.query(`INSERT INTO notes (body) VALUES ('a'), ('b'), ('c')`);
    const result = await db.query(`UPDATE notes SET body = body || '!' WHERE body <> 'c'`);
    expect(result.rowCount).toBe(2);
  });

  test('runs a script of several statements with exec', async () => {
    await db.exec(`INSERT INTO notes (body) VALUES ('x'); INSERT INTO notes (body) VALUES ('y');`);
    const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM notes');
    expect(rows[0]?.n).toBe(2);
  });

  test('commits a transaction and returns its result', async () => {
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(`INSERT INTO notes (body) VALUES ('kept') RETURNING id`);
      return rows[0]?.id;
    });
    expect(typeof id).toBe('number');
    const { rows } = await db.query('SELECT body FROM notes WHERE id = $1', [id]);
    expect(rows).toEqual([{ body: 'kept' }]);
  });

  test('rolls a transaction back when its callback throws, and rethrows', async () => {
    const failure = new Error('payment declined');
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO notes (body) VALUES ('lost')`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    const { rows } = await db.query('SELECT * FROM notes');
    expect(rows).toEqual([]);
  });

  test('rolls back when a statement inside the transaction fails', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO notes (body) VALUES ('lost')`);
        await tx.query('INSERT INTO notes (body) VALUES (NULL)');
      }),
    ).rejects.toThrow(/null value in column "body"/);
    const { rows } = await db.query('SELECT * FROM notes');
    expect(rows).toEqual([]);
    // The engine is usable afterwards.
    await expect(db.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  test('holds one connection for a whole session', async () => {
    const pids = await db.withSession(async (session) => {
      const a = await session.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await session.transaction((tx) => tx.query(`INSERT INTO notes (body) VALUES ('in session')`));
      const b = await session.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      return [a.rows[0]?.pid, b.rows[0]?.pid];
    });
    expect(pids[0]).toBe(pids[1]);
    const { rows } = await db.query('SELECT body FROM notes');
    expect(rows).toEqual([{ body: 'in session' }]);
  });

  onPglite('makes plain queries wait while a transaction runs on the single connection', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO notes (body) VALUES ('pending')`);
      await gate;
    });
    const count = db.query<{ n: number }>('SELECT count(*) AS n FROM notes');
    setTimeout(release, 50);
    await transaction;
    // The count ran after COMMIT, never inside the open transaction.
    expect((await count).rows[0]?.n).toBe(1);
  });

  onPglite('refuses a query on the database from inside its own transaction instead of hanging', async () => {
    await expect(db.transaction(() => db.query('SELECT 1'))).rejects.toThrow(/use the tx\/session argument/);
  });

  onPglite('runs the embedded engine with a small buffer cache (its WebAssembly heap never shrinks)', async () => {
    const { rows } = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
  });

  (engineName === 'postgres' ? test : test.skip)('keeps no more server connections than the pool allows (DATABASE_POOL_MAX)', async () => {
    const small = await handle.openAnother({ pool: { max: 2 } });
    // Six statements at once, each holding its connection a moment: they take turns on two.
    const results = await Promise.all(Array.from({ length: 6 }, () => small.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')));
    const backends = new Set(results.map((r) => r.rows[0]?.pid));
    expect(backends.size).toBe(2);
  });

  test('answers ping while open', async () => {
    await expect(db.ping(2000)).resolves.toBe(true);
  });
});

describe('start-up errors', () => {
  test('an unreachable server gives an error naming the host, never the password', async () => {
    const attempt = openDatabase({
      databaseUrl: 'postgres://huquq:s3cret-pass@127.0.0.1:1/huquq',
      dataDir: 'memory://',
      pool: { connectionTimeoutMs: 2000 },
    });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const error = (await attempt.catch((e: unknown) => e)) as Error;
    expect(error.message).toContain('Cannot connect to PostgreSQL at 127.0.0.1:1 (database "huquq", user "huquq")');
    expect(error.message).toMatch(/ECONNREFUSED/);
    expect(`${error.message} ${error.stack ?? ''}`).not.toContain('s3cret-pass');
  });

  test('a malformed DATABASE_URL is reported without repeating it', async () => {
    const attempt = openDatabase({ databaseUrl: 'postgres://user:pa ss@@', dataDir: 'memory://' });
    await expect(attempt).rejects.toThrow('DATABASE_URL is not a valid URL');
    await expect(attempt).rejects.not.toThrow(/pa ss/);
  });

  (serverUrl ? test : test.skip)('a database that does not exist on the server is named', async () => {
    const url = new URL(serverUrl ?? '');
    url.pathname = '/huquq_no_such_database';
    await expect(openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' })).rejects.toThrow(/database "huquq_no_such_database"/);
  });
});

describe('embedded engine on disk', () => {
  test('keeps its files in DATA_DIR/pglite, locked while open, closes after queued work, and finds its data again', async () => {
    await assertPgliteCanLoad();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'huquq-pglite-'));
    try {
      const first = await openDatabase({ dataDir });
      expect(first.engine).toBe('pglite');
      expect((await readdir(dataDir)).sort()).toEqual(['pglite', 'pglite.lock']);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/The embedded database in .*pglite is in use by this process/);
      await first.exec(`CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here');`);
      const queued = first.query<{ n: number }>('SELECT count(*) AS n FROM kept');
      await Promise.all([first.close(), first.close()]);
      expect((await queued).rows).toEqual([{ n: 1 }]);
      await expect(first.query('SELECT 1')).rejects.toThrow('The database is closed');
      await expect(first.ping(500)).resolves.toBe(false);
      expect(await readdir(dataDir)).toEqual(['pglite']);

      const second = await openDatabase({ dataDir });
      const { rows } = await second.query('SELECT v FROM kept');
      await second.close();
      expect(rows).toEqual([{ v: 'still here' }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
