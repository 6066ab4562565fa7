/**
 * Command line: `tsx server/db/cli.ts migrate | seed [--scale N] [--force] | status`.
 * Reads DATABASE_URL, DATA_DIR and LOG_LEVEL like the server does.
 */
import { loadConfig } from '../config';
import { createLogger, instanceName } from '../ops/logger';
import { runCommand, UsageError } from './commands';

async function main(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, undefined, instanceName(config.INSTANCE_ID));
  try {
    await runCommand(process.argv.slice(2), {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      logger,
      print: (line) => process.stdout.write(`${line}\n`),
    });
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(error instanceof UsageError ? `${message}\n` : `db ${process.argv[2] ?? ''} failed: ${message}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A configuration error: loadConfig names the variable.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
