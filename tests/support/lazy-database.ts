/**
 * A database that opens on first use: in-memory PGlite, migrated and seeded with the site's
 * content. Test apps get one per test file, so page tests that never reach the API never pay
 * for it, and those that do share one seeding.
 */
import type { Database } from '../../server/db/adapter';
import { openDatabase } from '../../server/db/adapter';
import { migrate } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed/index';
import { assertPgliteCanLoad } from '../integration/db/test-database';

async function openSeeded(): Promise<Database> {
  await assertPgliteCanLoad();
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await seedDatabase(db);
  return db;
}

export function lazySeededDatabase(): Database {
  let opened: Promise<Database> | undefined;
  let ready: Database | undefined;
  const db = () =>
    (opened ??= openSeeded().then((database) => {
      ready = database;
      return database;
    }));
  return {
    engine: 'pglite',
    query: async (sql, params, options) => (await db()).query(sql, params, options),
    exec: async (sql) => (await db()).exec(sql),
    transaction: async (fn) => (await db()).transaction(fn),
    withSession: async (fn) => (await db()).withSession(fn),
    ping: async (timeoutMs) => (await db()).ping(timeoutMs),
    engineMemoryBytes: () => ready?.engineMemoryBytes() ?? null,
    close: async () => {
      if (opened) await (await opened).close();
    },
  };
}
