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
  const db = () => (opened ??= openSeeded());
  return {
    engine: 'pglite',
    query: async (sql, params) => (await db()).query(sql, params),
    exec: async (sql) => (await db()).exec(sql),
    transaction: async (fn) => (await db()).transaction(fn),
    withSession: async (fn) => (await db()).withSession(fn),
    ping: async (timeoutMs) => (await db()).ping(timeoutMs),
    close: async () => {
      if (opened) await (await opened).close();
    },
  };
}
