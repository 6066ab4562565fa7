import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/adapter';
import { defaultMigrationsDir, loadMigrations, migrate, MigrationChecksumError, pendingMigrations } from '../../../server/db/migrate';
import { searchLocaleProblem } from '../../../server/db/search-locale';
import { createTestDatabase, engineName, resetSchema, serverUrl, type TestDatabase } from './test-database';

jest.setTimeout(60_000);

let handle: TestDatabase;
let db: Database;
let scratch: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.dispose());

beforeEach(async () => {
  await resetSchema(db);
  scratch = await mkdtemp(path.join(os.tmpdir(), 'huquq-migrations-'));
});
afterEach(() => rm(scratch, { recursive: true, force: true }));

async function versions(): Promise<number[]> {
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
  return rows.map((row) => row.version);
}

async function writeMigrations(files: Record<string, string>): Promise<void> {
  for (const [name, sql] of Object.entries(files)) await writeFile(path.join(scratch, name), sql);
}

describe(`migrations on ${engineName}`, () => {
  test('the project migrations apply in order and are recorded with their checksums', async () => {
    const files = await loadMigrations(defaultMigrationsDir());
    expect(files.length).toBeGreaterThan(0);
    expect(await pendingMigrations(db)).toHaveLength(files.length);

    const result = await migrate(db);

    expect(result.applied.map((m) => m.version)).toEqual(files.map((f) => f.version));
    const { rows } = await db.query<{ version: number; name: string; checksum: string; applied_at: Date }>(
      'SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version',
    );
    expect(rows.map(({ version, name, checksum }) => ({ version, name, checksum }))).toEqual(
      files.map(({ version, name, checksum }) => ({ version, name, checksum })),
    );
    expect(rows.every((row) => row.applied_at instanceof Date)).toBe(true);
    expect(await pendingMigrations(db)).toEqual([]);
  });

  test('a second run changes nothing', async () => {
    await migrate(db);
    const { rows: before } = await db.query('SELECT version, applied_at FROM schema_migrations ORDER BY version');
    const again = await migrate(db);
    expect(again.applied).toEqual([]);
    const { rows: after } = await db.query('SELECT version, applied_at FROM schema_migrations ORDER BY version');
    expect(after).toEqual(before);
  });

  test('applies only what is new when a migration is added', async () => {
    await writeMigrations({ '0001_first.sql': 'CREATE TABLE first (id int);' });
    await migrate(db, { migrationsDir: scratch });
    await writeMigrations({ '0002_second.sql': 'CREATE TABLE second (id int);' });
    expect((await pendingMigrations(db, { migrationsDir: scratch })).map((m) => m.filename)).toEqual(['0002_second.sql']);

    const result = await migrate(db, { migrationsDir: scratch });

    expect(result.applied.map((m) => m.name)).toEqual(['second']);
    expect(await versions()).toEqual([1, 2]);
  });

  test('refuses to start when an applied migration was edited', async () => {
    await writeMigrations({ '0001_first.sql': 'CREATE TABLE first (id int);' });
    await migrate(db, { migrationsDir: scratch });
    await appendFile(path.join(scratch, '0001_first.sql'), '\nALTER TABLE first ADD COLUMN extra int;');

    const attempt = migrate(db, { migrationsDir: scratch });

    await expect(attempt).rejects.toBeInstanceOf(MigrationChecksumError);
    await expect(attempt).rejects.toThrow(/0001_first\.sql was changed after it was applied/);
    const { rows } = await db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'first'`);
    expect(rows).toEqual([{ column_name: 'id' }]);
  });

  test('a line-ending change alone is not an edit', async () => {
    await writeMigrations({ '0001_first.sql': 'CREATE TABLE first (id int);\nCREATE TABLE other (id int);\n' });
    await migrate(db, { migrationsDir: scratch });
    await writeMigrations({ '0001_first.sql': 'CREATE TABLE first (id int);\r\nCREATE TABLE other (id int);\r\n' });
    await expect(migrate(db, { migrationsDir: scratch })).resolves.toMatchObject({ applied: [] });
  });

  test('a failing migration is rolled back whole and not recorded', async () => {
    await writeMigrations({
      '0001_first.sql': 'CREATE TABLE first (id int);',
      '0002_broken.sql': 'CREATE TABLE half (id int);\nINSERT INTO no_such_table VALUES (1);',
    });

    await expect(migrate(db, { migrationsDir: scratch })).rejects.toThrow(
      /Migration 0002_broken\.sql failed and was rolled back: relation "no_such_table" does not exist/,
    );

    expect(await versions()).toEqual([1]);
    const { rows } = await db.query(`SELECT to_regclass('half') IS NULL AS gone`);
    expect(rows).toEqual([{ gone: true }]);
  });

  test('refuses file names that do not read NNNN_name.sql', async () => {
    await writeMigrations({ '1_first.sql': 'SELECT 1;' });
    await expect(migrate(db, { migrationsDir: scratch })).rejects.toThrow(/1_first\.sql does not read NNNN_name\.sql/);
  });

  test('two processes migrating at once take turns: each migration runs exactly once', async () => {
    // Slow migrations widen the window in which both would run them without the lock.
    await writeMigrations({
      '0001_first.sql': 'CREATE TABLE first (id int); SELECT pg_sleep(0.2);',
      '0002_second.sql': 'CREATE TABLE second (id int); SELECT pg_sleep(0.2);',
    });
    // On the server engine a second handle is a second replica with its own pool; PGlite is one
    // process with one connection, and runs the same code path on the same handle.
    const other = engineName === 'postgres' ? await handle.openAnother() : db;

    const results = await Promise.all([migrate(db, { migrationsDir: scratch }), migrate(other, { migrationsDir: scratch })]);

    const applied = results.flatMap((r) => r.applied.map((m) => m.version)).sort();
    expect(applied).toEqual([1, 2]);
    expect(results.some((r) => r.applied.length === 0)).toBe(true);
    expect(await versions()).toEqual([1, 2]);
  });

  (engineName === 'postgres' ? test : test.skip)('a migration may outlast the pool statement timeout', async () => {
    const strict = await handle.openAnother({ pool: { statementTimeoutMs: 100 } });
    await writeMigrations({ '0001_slow.sql': 'SELECT pg_sleep(0.3);' });
    await expect(migrate(strict, { migrationsDir: scratch })).resolves.toMatchObject({ applied: [{ version: 1 }] });
    await expect(strict.query('SELECT pg_sleep(0.3)')).rejects.toThrow(/statement timeout/);
  });

  test('the database locale lets search read Cyrillic', async () => {
    await migrate(db);
    await expect(searchLocaleProblem(db)).resolves.toBeNull();
  });

  (engineName === 'postgres' ? test : test.skip)('a database whose LC_CTYPE is C is reported, since Russian search would find nothing', async () => {
    const name = `huquq_test_c_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_CTYPE 'C' LC_COLLATE 'C'`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const warnings: string[] = [];
    const logger = { info: () => {}, error: () => {}, warn: (_: object, msg?: string) => void warnings.push(msg ?? '') };
    const cdb = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    try {
      await migrate(cdb, { logger });
      expect(warnings.join('\n')).toMatch(/LC_CTYPE C\) treats Cyrillic as non-letters/);
    } finally {
      await cdb.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
