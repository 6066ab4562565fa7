/**
 * A fresh database for one test file: in-memory PGlite by default; with DATABASE_URL set, a
 * database of its own created on that server and dropped afterwards, so parallel files and
 * repeated runs never meet.
 */
import { randomBytes } from 'node:crypto';
import vm from 'node:vm';
import pg from 'pg';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed/index';

export const serverUrl = process.env.DATABASE_URL || undefined;
export const engineName = serverUrl ? 'postgres' : 'pglite';

export interface TestDatabase {
  db: Database;
  /** The URL of this file's own database on the server engine (undefined on PGlite). */
  url: string | undefined;
  /** Opens another handle on the same database (a second replica); server engine only. */
  openAnother(options?: Partial<OpenDatabaseOptions>): Promise<Database>;
  dispose(): Promise<void>;
}

/** Runs `fn` on a connection to the server's maintenance database (CREATE/DROP DATABASE). */
export async function admin<T>(fn: (client: pg.Client) => Promise<T>, url: string | undefined = serverUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * PGlite's CommonJS build loads its WebAssembly and Node built-ins through import(), which Jest
 * allows only under --experimental-vm-modules (npm test passes it). Without it PGlite fails with an
 * unhandled rejection that takes the whole Jest process down; this turns that into a clear failure.
 * (If jest.config.js ever transforms @electric-sql/pglite instead, this check must go.)
 *
 * It asks whether node:vm has SourceTextModule (there only under the flag) rather than trying an
 * import(): V8 reuses the compiled probe across the test files of one in-band run, and an import()
 * from it then runs in a file whose environment is torn down ("You are trying to `import` a file
 * after the Jest environment has been torn down") — a failure that depends on the files' order.
 */
export async function assertPgliteCanLoad(): Promise<void> {
  if (typeof (vm as { SourceTextModule?: unknown }).SourceTextModule !== 'function') {
    throw new Error(
      'PGlite cannot load in this Jest run: dynamic import() needs node --experimental-vm-modules ' +
        '(npm test passes it; or NODE_OPTIONS=--experimental-vm-modules npx jest …).',
    );
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!serverUrl) {
    await assertPgliteCanLoad();
    const db = await openDatabase({ dataDir: 'memory://' });
    return {
      db,
      url: undefined,
      openAnother: () => Promise.reject(new Error('PGlite in memory has one handle')),
      dispose: () => db.close(),
    };
  }
  const name = `huquq_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened: Database[] = [];
  const openAnother = async (options: Partial<OpenDatabaseOptions> = {}) => {
    const db = await openDatabase({ dataDir: 'memory://', ...options, databaseUrl: url.toString() });
    opened.push(db);
    return db;
  };
  const db = await openAnother();
  return {
    db,
    url: url.toString(),
    openAnother,
    dispose: async () => {
      await Promise.all(opened.map((handle) => handle.close()));
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Empties the database between tests that migrate from nothing (the pg_trgm extension goes too). */
export async function resetSchema(db: Database): Promise<void> {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
}

/**
 * A file's database, migrated and seeded at `scale` (and analyzed, for the files that read plans)
 * before its first test and dropped after its last. Returns a holder whose `db` is set once the
 * file's beforeAll ran.
 */
export function useSeededDatabase({ scale, analyze = false }: { scale: number; analyze?: boolean }): { readonly db: Database } {
  let handle: TestDatabase | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await migrate(handle.db);
    await seedDatabase(handle.db, { scale });
    if (analyze) await handle.db.exec('VACUUM ANALYZE');
  }, 180_000);
  afterAll(() => handle?.dispose());
  return {
    get db(): Database {
      if (!handle) throw new Error('the database is ready only once beforeAll has run');
      return handle.db;
    },
  };
}
