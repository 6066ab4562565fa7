/** The database commands behind `npm run db:migrate` and `npm run db:seed` (see cli.ts). */
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from './adapter';
import type { DbLogger } from './logger';
import { migrate, pendingMigrations } from './migrate';
import { MAX_SCALE } from './seed/scale';
import { seedDatabase } from './seed/index';

export const USAGE = `Usage:
  db migrate [--migrations-dir DIR]              apply pending migrations
  db seed [--scale N] [--force] [--migrations-dir DIR]
                                                  migrate, then seed an empty database
                                                  (--force: write the content again; --scale N: N copies of the catalogue)
  db status [--migrations-dir DIR]                list pending migrations`;

export interface CommandEnvironment {
  databaseUrl: string | undefined;
  dataDir: string;
  logger: DbLogger;
  /** Where human-readable results go (stdout in the CLI). */
  print: (line: string) => void;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

function parseScale(raw: string | undefined): number {
  if (raw === undefined) return 1;
  const scale = Number(raw);
  if (!/^\d+$/.test(raw) || scale < 1 || scale > MAX_SCALE) {
    throw new UsageError(`--scale must be a whole number from 1 to ${MAX_SCALE} (got "${raw}")`);
  }
  return scale;
}

function parseCommandLine(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        scale: { type: 'string' },
        force: { type: 'boolean', default: false },
        'migrations-dir': { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

export async function runCommand(args: string[], env: CommandEnvironment): Promise<void> {
  const { positionals, values } = parseCommandLine(args);
  const command = positionals[0];
  if (command !== 'migrate' && command !== 'seed' && command !== 'status') throw new UsageError(USAGE);
  if (command !== 'seed' && (values.scale !== undefined || values.force)) throw new UsageError('--scale and --force belong to "seed"');
  const scale = parseScale(values.scale);
  const migrationsDir = values['migrations-dir'];

  const db: Database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, logger: env.logger, waitForServerMs: 10_000 });
  try {
    if (command === 'status') {
      const pending = await pendingMigrations(db, { migrationsDir });
      env.print(pending.length ? `Pending: ${pending.map((m) => m.filename).join(', ')}` : 'The schema is current.');
      return;
    }
    const migrated = await migrate(db, { migrationsDir, logger: env.logger });
    env.print(`Migrations: ${migrated.applied.length} applied, ${migrated.known} known.`);
    if (command === 'seed') {
      const seeded = await seedDatabase(db, { scale, force: values.force, logger: env.logger });
      env.print(
        seeded.seeded
          ? `Seeded ×${seeded.scale} in ${seeded.durationMs} ms: ${Object.entries(seeded.counts)
              .map(([k, n]) => `${k} ${n}`)
              .join(', ')}.`
          : 'The database already holds content; nothing seeded (use --force to write it again).',
      );
    }
  } finally {
    await db.close();
  }
}
