/**
 * Command line: `npm run ops:grant -- <PINFL> <operator|admin>`, `npm run ops:revoke -- <PINFL> <role>`
 * and `npm run ops:roles` (the list) (issue 32, ADR 022). Reads DATABASE_URL, DATA_DIR and LOG_LEVEL
 * like the server does. A role belongs to a PINFL, so it can be granted before that person first
 * signs in; the web has no way to grant one, to oneself or anyone.
 *
 * On PostgreSQL the command opens the database beside the running servers. On the embedded
 * database a running server holds the folder, so the command asks that server through its control
 * socket (DATA_DIR/control.sock, server/ops/control-socket.ts), which runs the same function; with
 * no server running it opens the folder itself. Either way the grant is written to the audit log as
 * "command line (user@host)".
 *
 * Exit code: 0 done (or nothing to change), 2 a usage error, 5 the command failed.
 */
import { commandContext, commandLineActor, openCommandDatabase, runCommand } from './command';
import { migrationsDirectory } from '../database';
import { migrate } from '../db/migrate';
import { DataDirInUseError } from '../db/data-dir-lock';
import { isOperatorRole, PINFL_FORMAT } from '../domain/ops/roles';
import { controlSocketPath, listedRoles, runControlRequest, sendControlRequest, type ControlRequest, type ListedRole } from '../ops/control-socket';

const USAGE = `Usage: ops:grant -- <PINFL> <operator|admin>   grants the role (before or after that person's first sign-in)
       ops:revoke -- <PINFL> <operator|admin>  takes it away
       ops:roles                               lists who holds which role
Exit code: 0 done, 2 usage error, 5 failed.`;

const EXIT_USAGE = 2;
const EXIT_FAILED = 5;

const out = (line: string) => process.stdout.write(`${line}\n`);

function parse(args: string[]): { kind: 'list' } | { kind: 'change'; request: ControlRequest } {
  const [command, pinfl, role, ...rest] = args;
  if (command === 'list' && pinfl === undefined) return { kind: 'list' };
  if (command !== 'grant' && command !== 'revoke') throw new Error('Say grant, revoke or list.');
  if (rest.length > 0 || pinfl === undefined || role === undefined) throw new Error('Name one PINFL and one role.');
  if (!PINFL_FORMAT.test(pinfl)) throw new Error('A PINFL is 14 digits.');
  if (!isOperatorRole(role)) throw new Error('The role is operator or admin.');
  return { kind: 'change', request: { command, pinfl, role, by: commandLineActor().name } };
}

function printRoles(roles: readonly ListedRole[]): void {
  if (roles.length === 0) out('Nobody holds a role.');
  for (const grant of roles)
    out(`${grant.pinfl}  ${grant.role.padEnd(8)}  ${grant.name ?? '(not signed in yet)'}  granted ${grant.grantedAt} by ${grant.grantedBy}`);
}

function report(request: ControlRequest, changed: boolean): void {
  const what = `${request.role} for ${request.pinfl}`;
  if (request.command === 'grant') out(changed ? `Granted ${what}.` : `${what} was granted already.`);
  else out(changed ? `Revoked ${what}.` : `${request.pinfl} did not hold ${request.role}.`);
}

async function main(): Promise<number> {
  let command: ReturnType<typeof parse>;
  try {
    if (process.argv.includes('--help')) {
      out(USAGE);
      return 0;
    }
    command = parse(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return EXIT_USAGE;
  }
  const context = commandContext();
  const db = await openCommandDatabase(context);
  if (db instanceof DataDirInUseError) {
    const socketPath = controlSocketPath(context.config.DATA_DIR);
    if (!socketPath) throw db;
    // The running server holds the folder: it answers through its control socket.
    const answer = await sendControlRequest(socketPath, command.kind === 'list' ? { command: 'list' } : command.request);
    if (!answer.ok) {
      process.stderr.write(`The server refused: ${answer.error}\n`);
      return EXIT_FAILED;
    }
    if ('roles' in answer) printRoles(answer.roles);
    else if (command.kind === 'change') report(command.request, answer.changed);
    return 0;
  }
  try {
    // A site not started yet (a role granted before the first start) has its tables made here, as the server would.
    await migrate(db, { migrationsDir: migrationsDirectory(), logger: context.logger });
    if (command.kind === 'list') {
      printRoles(await listedRoles(db));
      return 0;
    }
    report(command.request, await runControlRequest(db, command.request));
    return 0;
  } finally {
    await db.close();
  }
}

runCommand('ops', main, EXIT_FAILED);
