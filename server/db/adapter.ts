/**
 * The one database interface of the server (docs/design.md §1): the same SQL runs on the embedded
 * PGlite engine (data in `${dataDir}/pglite`, the default) and on a PostgreSQL server (when
 * `DATABASE_URL` is set). Engine modules load lazily, so the server engine never loads WASM.
 *
 * Binding rules that hold on both engines: pass JSON values as `JSON.stringify(value)` strings
 * (node-postgres would bind a JS array as a PostgreSQL array); JS arrays bind as SQL arrays.
 * Results: int8 (bigint, count(*)) as a JS number when it is a safe integer (a string beyond),
 * `date` as 'YYYY-MM-DD', `numeric` as a string, `timestamptz` as a Date, jsonb parsed.
 */
import type { DbLogger } from './logger';
import { silentLogger } from './logger';

export type Row = Record<string, unknown>;

export interface QueryResult<T> {
  rows: T[];
  /** Rows returned by a SELECT, or changed by an INSERT, UPDATE or DELETE. */
  rowCount: number;
}

/** How one statement is sent. */
export interface QueryOptions {
  /**
   * A hot statement of fixed text (the cards of a search, read many times a second): prepared
   * once per connection and executed by name, so it is planned once rather than on every call
   * (prepared-statements.ts). Only for text that does not vary with the input; ignored inside
   * transactions and sessions.
   */
  prepared?: boolean;
}

/** Something SQL can be sent to: the database, a transaction or a session. */
export interface Queryable {
  /** One statement, with `$1…` parameters. */
  query<T = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** A script of several statements, without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Transactional {
  /** Runs `fn` inside BEGIN … COMMIT; any error thrown by `fn` rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** One connection held for the whole callback (session-level state such as advisory locks). */
export interface Session extends Queryable, Transactional {}

export type Engine = 'pglite' | 'postgres';

export interface Database extends Queryable, Transactional {
  readonly engine: Engine;
  /**
   * Holds one connection for `fn`. On PGlite (a single connection) every other query waits
   * until `fn` settles. The server engine discards the connection afterwards, so no session
   * state leaks back into the pool.
   */
  withSession<T>(fn: (session: Session) => Promise<T>): Promise<T>;
  /** True when the database answers `SELECT 1` within `timeoutMs` (default 1000). */
  ping(timeoutMs?: number): Promise<boolean>;
  /** The embedded engine's WebAssembly memory in bytes (what PGlite holds in the process); null on the server engine. */
  engineMemoryBytes(): number | null;
  close(): Promise<void>;
}

export interface PoolOptions {
  /** Connections in the pool (default 10; DATABASE_POOL_MAX for the server process). */
  max?: number;
  /** Server-side statement timeout (default 15 000 ms); migrations lift it for themselves. */
  statementTimeoutMs?: number;
  /** Time allowed to open one connection (default 5000 ms). */
  connectionTimeoutMs?: number;
  /** Idle connections are closed after this long (default 30 000 ms). */
  idleTimeoutMs?: number;
}

export interface OpenDatabaseOptions {
  /** A `postgres://` URL selects the server engine; empty or absent selects PGlite. */
  databaseUrl?: string;
  /** The data folder (DATA_DIR); PGlite keeps its files in `${dataDir}/pglite`. 'memory://' keeps them in memory. */
  dataDir: string;
  logger?: DbLogger;
  pool?: PoolOptions;
  /**
   * How long to keep retrying while the server refuses connections at start (a database
   * container that is still starting). Default 0: one attempt. Authentication errors and a
   * missing database fail at once.
   */
  waitForServerMs?: number;
}

export const MEMORY_DATA_DIR = 'memory://';

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const logger = options.logger ?? silentLogger;
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres({
      databaseUrl: options.databaseUrl,
      logger,
      pool: options.pool ?? {},
      waitForServerMs: options.waitForServerMs ?? 0,
    });
  }
  const { openPglite } = await import('./pglite');
  return openPglite({ dataDir: options.dataDir, logger });
}
