import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/adapter.js';
import { migrate, pendingMigrations } from './db/migrate.js';
import { linkDemoSpecialist } from './db/seed/demo-accounts.js';
import { seedDatabase } from './db/seed/index.js';
import type { ReadinessCheck } from './ops/health.js';
import type { Logger } from './ops/logger.js';

/** Migrations travel next to the server bundle in a build (scripts/build.mjs copies them). */
export function migrationsDirectory(): string {
  const built = path.resolve('dist/server/migrations');
  return existsSync(built) ? built : path.resolve('server/db/migrations');
}

/**
 * Opens the database for the process: the embedded engine in DATA_DIR, or the server at
 * DATABASE_URL; applies pending migrations (replicas take turns under an advisory lock); seeds
 * an empty database with the site's content (SEED_CONTENT; under an advisory lock too), except by
 * default a production server database, which is never filled with demonstration data on its own;
 * outside production, SEED_DEMO_SPECIALIST links a seeded specialist to that PINFL's account.
 */
export async function startDatabase(config: Config, logger: Logger): Promise<{ db: Database; readiness: ReadinessCheck[] }> {
  const dbLogger = logger.child({ component: 'db' });
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, logger: dbLogger, pool: { max: config.DATABASE_POOL_MAX } });
  const migrationsDir = migrationsDirectory();
  const { applied } = await migrate(db, { migrationsDir, logger: dbLogger });
  if (applied.length > 0) logger.info({ applied: applied.map((m) => m.version) }, 'migrations applied');
  if (config.seedContent) {
    const seeded = await seedDatabase(db, { logger: dbLogger });
    if (seeded.seeded) logger.info({ counts: seeded.counts, ms: seeded.durationMs }, 'empty database seeded');
  }
  if (config.SEED_DEMO_SPECIALIST && !config.production) await linkDemoSpecialist(db, config.SEED_DEMO_SPECIALIST, dbLogger);
  const readiness: ReadinessCheck[] = [() => db.ping(1_000), async () => (await pendingMigrations(db, { migrationsDir })).length === 0];
  return { db, readiness };
}
