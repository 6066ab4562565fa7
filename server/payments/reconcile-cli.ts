/**
 * Command line: `npm run payments:reconcile [-- --dry-run]` (ADR 012 "Reconciliation"). Reads
 * DATABASE_URL, DATA_DIR and LOG_LEVEL like the server does, prints a line per finding and a summary.
 * Exit code: 0 nothing wrong, 1 something was repaired or needs a look, 2 a usage error, 3 another
 * process is reconciling now.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/adapter';
import { createLogger, instanceName } from '../ops/logger';
import { formatReport, reconcile, withReconcileLock } from './reconcile';

const USAGE = `Usage: payments:reconcile [--dry-run]
  Marks paid every order whose payment succeeded but is not marked paid, and reports paid orders
  without a performed payment and orders paid twice. --dry-run: report only, change nothing.`;

async function main(): Promise<number> {
  let dryRun: boolean;
  try {
    const { values } = parseArgs({ args: process.argv.slice(2), options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } } });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    dryRun = values['dry-run'];
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, undefined, instanceName(config.INSTANCE_ID));
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, logger, waitForServerMs: 10_000 });
  try {
    const result = await withReconcileLock(db, (session) => reconcile(session, { dryRun }));
    if (result === null) {
      process.stderr.write('Another process is reconciling payments now; try again in a minute.\n');
      return 3;
    }
    for (const line of formatReport(result)) process.stdout.write(`${line}\n`);
    return result.findings.length === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`payments:reconcile failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
