/**
 * What the operators' commands share (server/cli): their settings read as the server reads them
 * (DATABASE_URL, DATA_DIR, LOG_LEVEL …), the database opened beside the running servers, and the
 * process's exit code from the command's answer (a failure printed under the command's name).
 */
import { hostname, userInfo } from 'node:os';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/adapter';
import { DataDirInUseError } from '../db/data-dir-lock';
import { createLogger, instanceName, type Logger } from '../ops/logger';

export interface CommandContext {
  config: Config;
  logger: Logger;
}

export function commandContext(): CommandContext {
  const config = loadConfig();
  return { config, logger: createLogger(config.LOG_LEVEL, undefined, instanceName(config.INSTANCE_ID)) };
}

/**
 * The database, or the lock that keeps it: the embedded database serves one process, and a running
 * server holds its folder (each command says what to do then). PostgreSQL is shared by all.
 */
export async function openCommandDatabase({ config, logger }: CommandContext): Promise<Database | DataDirInUseError> {
  try {
    return await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, logger, waitForServerMs: 10_000 });
  } catch (error) {
    if (error instanceof DataDirInUseError) return error;
    throw error;
  }
}

/** The command line as the audit log names it: "command line (user@host)". */
export function commandLineActor(): { userId: null; name: string } {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // A container's user without a name: the host still says where it came from.
  }
  return { userId: null, name: `command line (${user}@${hostname()})` };
}

/** Runs the command and sets the process's exit code from it; a failure is printed and exits `failedCode`. */
export function runCommand(name: string, main: () => Promise<number>, failedCode: number): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = failedCode;
    },
  );
}
