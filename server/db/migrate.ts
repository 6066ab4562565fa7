/**
 * Applies the versioned SQL migrations at start: each pending file in version order, each in its
 * own transaction, recorded in `schema_migrations`. A session-level advisory lock makes replicas
 * that start together take turns; the second finds nothing left to do. PGlite runs the same path.
 */
import type { Database, Queryable, Session } from './adapter';
import type { DbLogger } from './logger';
import { silentLogger } from './logger';
import { loadMigrations, type MigrationFile } from './migration-files';
import { searchLocaleProblem } from './search-locale';

export { defaultMigrationsDir, loadMigrations, type MigrationFile } from './migration-files';

export interface MigrateOptions {
  /** Folder of `NNNN_name.sql` files (default `server/db/migrations` under the working directory). */
  migrationsDir?: string;
  logger?: DbLogger;
  /** How long to wait for another process that is migrating (default 120 000 ms). */
  lockTimeoutMs?: number;
}

export interface AppliedMigration {
  version: number;
  name: string;
  durationMs: number;
}

export interface MigrateResult {
  /** What this call applied; empty when the schema was already current. */
  applied: AppliedMigration[];
  /** Migrations known in the folder. */
  known: number;
}

/** An applied migration's file was edited afterwards: its effect and its text no longer agree. */
export class MigrationChecksumError extends Error {
  override name = 'MigrationChecksumError';
}

/** Arbitrary constant naming "huquq schema migrations" among advisory locks (scoped to one database). */
const LOCK_KEY = 7_316_200_441;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  checksum text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

interface AppliedRow {
  version: number;
  name: string;
  checksum: string;
}

export async function migrate(db: Database, options: MigrateOptions = {}): Promise<MigrateResult> {
  const logger = options.logger ?? silentLogger;
  const files = await loadMigrations(options.migrationsDir);
  return db.withSession(async (session) => {
    await acquireLock(session, options.lockTimeoutMs ?? 120_000, logger);
    try {
      await session.exec(CREATE_TABLE);
      const pending = pendingOf(files, await readApplied(session), logger);
      const applied: AppliedMigration[] = [];
      for (const file of pending) applied.push(await applyOne(session, file, logger));
      const localeProblem = await searchLocaleProblem(session);
      if (localeProblem) logger.warn({}, localeProblem);
      return { applied, known: files.length };
    } finally {
      await session.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`);
    }
  });
}

/** Migrations in the folder not yet applied (readiness: the schema is current when this is empty). */
export async function pendingMigrations(db: Queryable, options: Pick<MigrateOptions, 'migrationsDir'> = {}): Promise<MigrationFile[]> {
  const files = await loadMigrations(options.migrationsDir);
  const { rows } = await db.query<{ present: boolean }>(`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`);
  if (!rows[0]?.present) return files;
  const applied = new Set((await readApplied(db)).map((row) => row.version));
  return files.filter((file) => !applied.has(file.version));
}

async function acquireLock(session: Session, timeoutMs: number, logger: DbLogger): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    const { rows } = await session.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${LOCK_KEY}) AS locked`);
    if (rows[0]?.locked) return;
    if (Date.now() >= deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for another process to finish migrating the database`);
    }
    if (!announced) {
      logger.info({}, 'another process is migrating the database; waiting');
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function readApplied(db: Queryable): Promise<AppliedRow[]> {
  const { rows } = await db.query<AppliedRow>('SELECT version, name, checksum FROM schema_migrations ORDER BY version');
  return rows;
}

function pendingOf(files: MigrationFile[], applied: AppliedRow[], logger: DbLogger): MigrationFile[] {
  const byVersion = new Map(files.map((file) => [file.version, file]));
  for (const row of applied) {
    const file = byVersion.get(row.version);
    if (!file) {
      // A newer release already migrated this database; this older code can still run against it.
      logger.warn({ version: row.version, name: row.name }, 'applied migration has no file here');
    } else if (file.checksum !== row.checksum) {
      throw new MigrationChecksumError(
        `Migration ${file.filename} was changed after it was applied (checksum ${row.checksum.slice(0, 12)}… in the database, ` +
          `${file.checksum.slice(0, 12)}… on disk). Restore it and put the change in a new migration.`,
      );
    }
  }
  const done = new Set(applied.map((row) => row.version));
  return files.filter((file) => !done.has(file.version));
}

async function applyOne(session: Session, file: MigrationFile, logger: DbLogger): Promise<AppliedMigration> {
  const started = performance.now();
  try {
    await session.transaction(async (tx) => {
      // Building indexes on a large table may outlast the pool's statement timeout.
      await tx.exec('SET LOCAL statement_timeout = 0');
      await tx.exec(file.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [file.version, file.name, file.checksum]);
    });
  } catch (error) {
    throw new Error(`Migration ${file.filename} failed and was rolled back: ${(error as Error).message}`, { cause: error });
  }
  const durationMs = Math.round(performance.now() - started);
  logger.info({ version: file.version, name: file.name, durationMs }, 'migration applied');
  return { version: file.version, name: file.name, durationMs };
}
