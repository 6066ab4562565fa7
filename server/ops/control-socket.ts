/**
 * The running server's control socket (issue 32, ADR 022): how `npm run ops:grant` and `ops:revoke`
 * reach a site whose embedded database (PGlite) this process holds, as a second process cannot open
 * it. A Unix socket in DATA_DIR, readable and writable by the server's own system user only
 * (mode 0600), so whoever may use it could open the database's folder anyway: it is the command
 * line's way in, never the web's. On PostgreSQL the commands open the database themselves and the
 * socket is not started.
 *
 * One request a connection: a JSON line `{command: 'grant' | 'revoke', pinfl, role, by}` answered
 * by a JSON line `{ok: true, changed}`, or `{command: 'list'}` answered by `{ok: true, roles}`; a
 * refusal is `{ok: false, error}`. The same functions as the command line's direct path
 * (server/domain/ops/roles.ts), the changes audited alike.
 */
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { Queryable, Transactional } from '../db/adapter.js';
import { grantRole, listRoles, OPERATOR_ROLES, PINFL_FORMAT, revokeRole } from '../domain/ops/roles.js';
import type { Logger } from './logger.js';

export const CONTROL_SOCKET_NAME = 'control.sock';
const REQUEST_MAX_BYTES = 4096;

/** A role granted or revoked. */
export const controlRequest = z
  .object({
    command: z.enum(['grant', 'revoke']),
    pinfl: z.string().regex(PINFL_FORMAT),
    role: z.enum(OPERATOR_ROLES),
    by: z.string().trim().min(1).max(200),
  })
  .strict();
export type ControlRequest = z.infer<typeof controlRequest>;
/** Who holds which role (`ops:roles`). */
const listRequest = z.object({ command: z.literal('list') }).strict();
const socketRequest = z.union([controlRequest, listRequest]);
type SocketRequest = z.infer<typeof socketRequest>;

/** A grant as the socket sends it (times as ISO text). */
export interface ListedRole {
  pinfl: string;
  role: string;
  grantedAt: string;
  grantedBy: string;
  name: string | null;
}
export type ControlAnswer = { ok: true; changed: boolean } | { ok: true; roles: ListedRole[] } | { ok: false; error: string };

/** Every grant, for the command's list (directly or through the socket). */
export async function listedRoles(db: Queryable): Promise<ListedRole[]> {
  return (await listRoles(db)).map((grant) => ({ ...grant, grantedAt: grant.grantedAt.toISOString() }));
}

/** The socket of a data folder; null for an in-memory database (nothing to reach). */
export function controlSocketPath(dataDir: string): string | null {
  return dataDir.startsWith('memory://') ? null : path.join(path.resolve(dataDir), CONTROL_SOCKET_NAME);
}

/** Runs one request on the database: the command line's direct path and the socket's alike. */
export function runControlRequest(db: Queryable & Transactional, request: ControlRequest): Promise<boolean> {
  return request.command === 'grant' ? grantRole(db, request.pinfl, request.role, request.by) : revokeRole(db, request.pinfl, request.role, request.by);
}

export interface ControlSocket {
  close(): Promise<void>;
}

export async function startControlSocket(options: { db: Queryable & Transactional; socketPath: string; logger: Logger }): Promise<ControlSocket> {
  const { db, socketPath, logger } = options;
  // This process holds the data folder's lock: a socket file left there is a dead server's.
  await rm(socketPath, { force: true });
  const server: Server = createServer((socket) => {
    let buffered = '';
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy());
    const answer = (value: ControlAnswer) => socket.end(`${JSON.stringify(value)}\n`);
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      if (buffered.length > REQUEST_MAX_BYTES) return answer({ ok: false, error: 'request too large' });
      const end = buffered.indexOf('\n');
      if (end < 0) return;
      socket.pause();
      let parsed: SocketRequest;
      try {
        const checked = socketRequest.safeParse(JSON.parse(buffered.slice(0, end)));
        if (!checked.success) {
          return answer({ ok: false, error: 'a request is {command: grant|revoke, pinfl: 14 digits, role: operator|admin, by} or {command: list}' });
        }
        parsed = checked.data;
      } catch {
        return answer({ ok: false, error: 'not JSON' });
      }
      if (parsed.command === 'list') {
        listedRoles(db).then(
          (roles) => answer({ ok: true, roles }),
          (error: unknown) => {
            logger.error({ err: error }, 'control socket list failed');
            answer({ ok: false, error: 'the request failed; see the server log' });
          },
        );
        return;
      }
      const change = parsed;
      runControlRequest(db, change).then(
        (changed) => {
          logger.info(
            { command: parsed.command, role: parsed.role, by: parsed.by },
            `operator role ${parsed.command}: ${changed ? 'done' : 'nothing to change'}`,
          );
          answer({ ok: true, changed });
        },
        (error: unknown) => {
          logger.error({ err: error }, 'control socket request failed');
          answer({ ok: false, error: 'the request failed; see the server log' });
        },
      );
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }).then(() => rm(socketPath, { force: true })),
  };
}

/** Sends one request to a running server's socket (the command line's way when the folder is held). */
export function sendControlRequest(socketPath: string, request: ControlRequest | { command: 'list' }, timeoutMs = 15_000): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer from ${socketPath} in ${timeoutMs / 1000} s`)));
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received.trim()) as ControlAnswer);
      } catch {
        reject(new Error(`the server answered something else than JSON: ${received.slice(0, 200)}`));
      }
    });
  });
}
