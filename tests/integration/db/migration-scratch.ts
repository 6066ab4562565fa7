/**
 * A database and a scratch folder of migrations, for the tests of one migration on a database
 * made before it: copy the project's migrations up to a version, migrate and seed, copy the rest,
 * migrate again. One per test file (beforeAll/afterAll are registered here).
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../../server/db/adapter';
import { defaultMigrationsDir, migrate } from '../../../server/db/migrate';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface MigrationScratch {
  /** The test's database (after beforeAll). */
  db(): Database;
  /** Copies the project's migrations whose number passes `keep` into the scratch folder. */
  copyMigrations(keep: (version: number) => boolean): Promise<void>;
  /** Applies what the scratch folder holds. */
  migrate(): Promise<void>;
}

export function useMigrationScratch(): MigrationScratch {
  let handle: TestDatabase | undefined;
  let scratch = '';
  beforeAll(async () => {
    handle = await createTestDatabase();
    scratch = await mkdtemp(path.join(os.tmpdir(), 'huquq-migrations-'));
  });
  afterAll(async () => {
    await handle?.dispose();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });
  const db = () => {
    if (!handle) throw new Error('the database is made in beforeAll');
    return handle.db;
  };
  return {
    db,
    async copyMigrations(keep) {
      const dir = defaultMigrationsDir();
      for (const name of await readdir(dir)) {
        if (name.endsWith('.sql') && keep(Number(name.slice(0, 4)))) await copyFile(path.join(dir, name), path.join(scratch, name));
      }
    },
    migrate: async () => {
      await migrate(db(), { migrationsDir: scratch });
    },
  };
}
