/**
 * Command line: `npm run payments:reconcile [-- --dry-run]` (ADR 012 "Reconciliation"). Reads
 * DATABASE_URL, DATA_DIR, the CLICK_* settings and LOG_LEVEL like the server does, prints a line per
 * finding and a summary. With Click's Merchant API configured it also sends again the fiscal items
 * Click refused (ADR 016).
 * Exit code: 0 nothing wrong, 1 something was repaired or needs a look, 2 a usage error, 3 another
 * process is reconciling now, 4 the embedded database is the running server's (PGlite is one
 * process's: the command cannot open it beside the server, which reconciles on its own timer,
 * PAYMENTS_RECONCILE_MINUTES; README), 5 the command itself failed.
 */
import { commandContext, openCommandDatabase, runCommand } from './command';
import { parseArgs } from 'node:util';
import { DataDirInUseError } from '../db/data-dir-lock';
import { clickMerchantApiOf } from '../payments/click-merchant-api';
import { formatReport, reconcile, withReconcileLock } from '../payments/reconcile';
import { paymentSettings } from '../payments/settings';

/** The embedded database is held by another process (the running server). */
const EXIT_DATABASE_IN_USE = 4;
/** The command failed (not a finding: 1 means "found something"). */
const EXIT_FAILED = 5;

const USAGE = `Usage: payments:reconcile [--dry-run]
  Marks paid every order whose payment succeeded but is not marked paid, and reports paid orders
  without a performed payment and orders paid twice, and sends again the fiscal items Click refused.
  --dry-run: report only, change and send nothing.`;

async function main(): Promise<number> {
  let dryRun: boolean;
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    dryRun = values['dry-run'];
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const context = commandContext();
  const { config } = context;
  const db = await openCommandDatabase(context);
  if (db instanceof DataDirInUseError) {
    process.stderr.write(
      `${db.message}\nThe embedded database serves one process: a server running on it reconciles payments itself ` +
        `when PAYMENTS_RECONCILE_MINUTES is set (its log shows the findings). Stop the server to run this command, ` +
        `or use a PostgreSQL server (DATABASE_URL), which both can share.\n`,
    );
    return EXIT_DATABASE_IN_USE;
  }
  try {
    const result = await withReconcileLock(db, (session) => reconcile(session, { dryRun, clickFiscal: clickMerchantApiOf(paymentSettings(config)) }));
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

runCommand('payments:reconcile', main, EXIT_FAILED);
