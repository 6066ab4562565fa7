/** The server engine: a PostgreSQL server through a node-postgres pool. */
import pg from 'pg';
import type { Database, PoolOptions, Queryable, QueryOptions, QueryResult, Session } from './adapter';
import { describeUrl, scrub, targetLabel, type ConnectionTarget } from './connection-target';
import type { DbLogger } from './logger';
import { pingWithin } from './ping';
import { runPrepared } from './prepared-statements';
import { parseInt8, sharedParsers } from './type-parsers';

export interface PostgresOptions {
  databaseUrl: string;
  logger: DbLogger;
  pool: PoolOptions;
  waitForServerMs: number;
}

/** The server could not be reached or refused us at start; the message names the host, never the password. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DB_UNAVAILABLE';
  override name = 'DatabaseUnavailableError';
}

/** int8[]: node-postgres reads its elements as text, PGlite as numbers; both as parseInt8 gives them. */
const INT8_ARRAY = 1016;
// Cast: pg-types' TypeId names the scalar types only, not their arrays.
const textInt8Array = (pg.types.getTypeParser as (oid: number, format: 'text') => unknown)(INT8_ARRAY, 'text') as (text: string) => Array<string | null>;
const parseInt8Array = (text: string) => textInt8Array(text).map((item) => (item === null ? null : parseInt8(item)));

const typeParsers: pg.CustomTypesConfig = {
  // Cast: pg-types declares getTypeParser with overloads a single arrow function cannot spell.
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_ARRAY && format !== 'binary'
      ? parseInt8Array
      : (sharedParsers[oid] ?? pg.types.getTypeParser(oid, format))) as pg.CustomTypesConfig['getTypeParser'],
};

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const target = describeUrl(options.databaseUrl);
  const settings = options.pool;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: settings.max ?? 10,
    idleTimeoutMillis: settings.idleTimeoutMs ?? 30_000,
    connectionTimeoutMillis: settings.connectionTimeoutMs ?? 5_000,
    statement_timeout: settings.statementTimeoutMs ?? 15_000,
    idle_in_transaction_session_timeout: 60_000,
    application_name: 'huquq',
    keepAlive: true,
    types: typeParsers,
  });
  // An idle connection the server drops must not crash the process; the next checkout reconnects.
  pool.on('error', (error) => options.logger.error({ err: scrub(error.message, target) }, 'idle database connection failed'));

  await verifyReachable(pool, target, options.waitForServerMs);
  options.logger.info({ engine: 'postgres', host: target.host, port: target.port, database: target.database }, 'database opened');
  return new PostgresDatabase(pool);
}

/** Errors that mean "not up yet" rather than "wrong credentials or database". */
const RETRYABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', '57P03']);

async function verifyReachable(pool: pg.Pool, target: ConnectionTarget, waitForServerMs: number): Promise<void> {
  const deadline = Date.now() + waitForServerMs;
  for (;;) {
    try {
      await pool.query('SELECT 1');
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const retryable = typeof code === 'string' ? RETRYABLE.has(code) : /timeout/i.test(String(error));
      if (!retryable || Date.now() >= deadline) {
        await pool.end().catch(() => {});
        const reason = scrub(error instanceof Error ? error.message : String(error), target);
        throw new DatabaseUnavailableError(`Cannot connect to PostgreSQL at ${targetLabel(target)}: ${reason || String(code)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

type Client = pg.PoolClient | pg.Pool;

function queryOn(client: Client) {
  return async <T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
    const result = await client.query(sql, params ? [...params] : undefined);
    return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
  };
}

function queryableOn(client: Client): Queryable {
  return {
    query: queryOn(client),
    exec: async (sql: string) => {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await client.query(sql);
    },
  };
}

/** The statements PREPAREd on each pooled connection (prepared-statements.ts). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/** Connections whose state is unknown after a failed BEGIN or ROLLBACK: destroyed on release. */
const broken = new WeakSet<pg.PoolClient>();

async function inTransaction<T>(client: pg.PoolClient, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await client.query('BEGIN');
  } catch (error) {
    broken.add(client);
    throw error;
  }
  try {
    const result = await fn(queryableOn(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => broken.add(client));
    throw error;
  }
}

class PostgresDatabase implements Database {
  readonly engine = 'postgres' as const;
  readonly #pool: pg.Pool;
  readonly #queryable: Queryable;
  #closed = false;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
    this.#queryable = queryableOn(pool);
  }

  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
    if (options?.prepared) return this.#queryPrepared<T>(sql, params ?? []);
    return this.#queryable.query<T>(sql, params);
  }

  /** A hot read through its prepared plan on one of the pool's connections (prepared-statements.ts). */
  async #queryPrepared<T>(sql: string, params: readonly unknown[]): Promise<QueryResult<T>> {
    const client = await this.#pool.connect();
    let broken = false;
    try {
      let prepared = preparedOn.get(client);
      if (!prepared) {
        prepared = new Set();
        preparedOn.set(client, prepared);
      }
      const result = await runPrepared<pg.QueryResult>(
        {
          // A script without parameters goes by the simple protocol: one result per statement.
          script: async (script) => {
            const results = (await client.query(script)) as pg.QueryResult | pg.QueryResult[];
            return Array.isArray(results) ? results : [results];
          },
          prepared,
          broken: () => {
            broken = true;
          },
        },
        sql,
        params,
      );
      const answer = result ?? (await client.query(sql, [...params]));
      return { rows: answer.rows as T[], rowCount: answer.rowCount ?? answer.rows.length };
    } finally {
      client.release(broken);
    }
  }

  exec(sql: string): Promise<void> {
    return this.#queryable.exec(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      return await inTransaction(client, fn);
    } finally {
      client.release(broken.has(client));
    }
  }

  engineMemoryBytes(): null {
    return null;
  }

  async withSession<T>(fn: (session: Session) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    const session: Session = { ...queryableOn(client), transaction: (inner) => inTransaction(client, inner) };
    try {
      return await fn(session);
    } finally {
      // Destroyed, not returned: locks or settings of the session must not reach another caller.
      client.release(true);
    }
  }

  ping(timeoutMs = 1000): Promise<boolean> {
    return pingWithin(() => this.#pool.query('SELECT 1'), timeoutMs);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.end();
  }
}
