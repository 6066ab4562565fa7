/**
 * Command line: `npm run payments:refund -- HQ-000123 --reason "…" --operator "Name"` (ADR 012
 * "Refunding a disputed order"): support refunds a paid order its client disputed
 * (dispute-refund.ts), as the operators' console settles a dispute with a refund
 * (server/domain/ops/disputes.ts: the decision recorded on the order and in the audit log). A
 * Payme order's refund is approved (then pressed in Payme's merchant cabinet); a Click order's
 * payment is reversed through Click's Merchant API. Reads DATABASE_URL,
 * DATA_DIR, the CLICK_* settings and LOG_LEVEL like the server does. The guard: it runs only on the
 * server, and only with a reason (10 characters or more) and the operator's name.
 * Exit code: 0 done, 2 refused (a usage error; an unknown, unpaid, undisputed or already refunded
 * order; its dispute settled already; its refund already approved; Click not configured), 3 Click refused the reversal (its
 * error_code and error_note are printed; nothing recorded), 4 the embedded database is the running
 * server's (stop it first, or use PostgreSQL), 5 the command failed (Click unreachable included:
 * nothing recorded, check Click's cabinet).
 */
import { commandContext, commandLineActor, openCommandDatabase, runCommand } from './command';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataDirInUseError } from '../db/data-dir-lock';
import { loadLocaleResources } from '../web/i18n';
import { clickMerchantApiOf } from '../payments/click-merchant-api';
import { refundDisputeFromCommandLine } from '../domain/ops/disputes';
import { describeRefund, EXIT_DATABASE_IN_USE, EXIT_FAILED, EXIT_REFUSED, refundExitCode } from '../payments/dispute-refund';
import { paymentSettings } from '../payments/settings';

const USAGE = `Usage: payments:refund <order number, e.g. HQ-000123> --reason "<why, 10 characters or more>" --operator "<your name>"
  Refunds a paid order its client disputed. Payme: approves the refund; then press "refund" for the
  transaction in Payme's merchant cabinet. Click: reverses the payment through Click's Merchant API.
  The dispute's support ticket gets a note in the client's language.`;

async function main(): Promise<number> {
  let order: string;
  let reason: string;
  let operator: string;
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { reason: { type: 'string' }, operator: { type: 'string' }, help: { type: 'boolean', default: false } },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (positionals.length !== 1) throw new Error('Name one order.');
    if (values.reason === undefined) throw new Error('--reason is required.');
    if (values.operator === undefined) throw new Error('--operator is required.');
    [order, reason, operator] = [positionals[0]!, values.reason, values.operator];
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return EXIT_REFUSED;
  }
  const context = commandContext();
  const { config, logger } = context;
  const db = await openCommandDatabase(context);
  if (db instanceof DataDirInUseError) {
    process.stderr.write(
      `${db.message}\nThe embedded database serves one process: stop the server to refund, then start it again, ` +
        `or use a PostgreSQL server (DATABASE_URL), which both can share.\n`,
    );
    return EXIT_DATABASE_IN_USE;
  }
  try {
    const outcome = await refundDisputeFromCommandLine(db, order, reason, { userId: null, name: `${operator.trim()} (${commandLineActor().name})` }, operator, {
      resources: loadLocaleResources(path.resolve('locales')),
      clickApi: clickMerchantApiOf(paymentSettings(config)),
    });
    const line = describeRefund(outcome);
    const code = refundExitCode(outcome);
    (code === 0 ? process.stdout : process.stderr).write(`${line}\n`);
    if (outcome.ok) logger.info({ refund: outcome.provider, orderId: outcome.orderId, operator }, line);
    return code;
  } finally {
    await db.close();
  }
}

runCommand('payments:refund', main, EXIT_FAILED);
