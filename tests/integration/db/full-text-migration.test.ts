/**
 * Migrations 0023 and 0024 on a database that already holds content, as a deployed site's does:
 * the stored full-text vectors are computed again with the Uzbek text folded (search_norm), so the
 * help centre finds "toʻlov" (payment) however its apostrophe is typed. A database seeded after
 * them (every other test's) cannot show this: its rows were written with the new functions.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../../server/db/adapter';
import { defaultMigrationsDir, migrate } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed/index';
import { createTestDatabase, engineName, type TestDatabase } from './test-database';

jest.setTimeout(120_000);

const FIRST_FOLDED = 23;

let handle: TestDatabase;
let db: Database;
let scratch: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  scratch = await mkdtemp(path.join(os.tmpdir(), 'huquq-migrations-'));
});
afterAll(async () => {
  await handle.dispose();
  await rm(scratch, { recursive: true, force: true });
});

/** Copies the project's migrations whose number passes `keep` into the scratch folder. */
async function copyMigrations(keep: (version: number) => boolean): Promise<void> {
  const dir = defaultMigrationsDir();
  for (const name of await readdir(dir)) {
    if (name.endsWith('.sql') && keep(Number(name.slice(0, 4)))) await copyFile(path.join(dir, name), path.join(scratch, name));
  }
}

const supportFound = async (q: string) =>
  (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM support_questions WHERE search_vector @@ websearch_to_tsquery('simple', search_norm($1))", [q])).rows[0]!.n;

describe(`the Uzbek full text folded on a database with content, on ${engineName}`, () => {
  test('seeded before 0023, the vectors are computed again: "to\'lov" finds what "toʻlov" does', async () => {
    await copyMigrations((version) => version < FIRST_FOLDED);
    await migrate(db, { migrationsDir: scratch });
    await seedDatabase(db);
    await copyMigrations(() => true);
    await migrate(db, { migrationsDir: scratch });

    const stale = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM support_questions WHERE search_vector <> l10n_tsvector(question, 'A') || l10n_rich_tsvector(answer, 'C'))
            + (SELECT count(*) FROM reference_articles WHERE search_vector <> l10n_tsvector(title, 'A') || l10n_tsvector(summary, 'B') || l10n_rich_tsvector(body, 'C')) AS n`,
    );
    expect(Number(stale.rows[0]!.n)).toBe(0);
    expect(await supportFound("to'lov")).toBeGreaterThan(0);
    expect(await supportFound("to'lov")).toBe(await supportFound('toʻlov'));
  });
});
