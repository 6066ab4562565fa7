/** The embedded engine: PGlite (PostgreSQL in WebAssembly), one connection per process. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryOptions, QueryResult, Session } from './adapter';
import { MEMORY_DATA_DIR } from './adapter';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import type { DbLogger } from './logger';
import { Mutex } from './mutex';
import { pingWithin } from './ping';
import { runPrepared } from './prepared-statements';
import { sharedParsers } from './type-parsers';

export interface PgliteOptions {
  dataDir: string;
  logger: DbLogger;
}

/** Where PGlite keeps its files for a DATA_DIR, or 'memory://'. */
export function pgliteDataDir(dataDir: string): string {
  return dataDir === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : path.resolve(dataDir, 'pglite');
}

export async function openPglite({ dataDir, logger }: PgliteOptions): Promise<Database> {
  const location = pgliteDataDir(dataDir);
  if (location === MEMORY_DATA_DIR) return new PgliteDatabase(await create(location), null);

  await mkdir(location, { recursive: true }).catch((error: unknown) => {
    throw new Error(`Cannot open the embedded database in ${location}: ${messageOf(error)}`, { cause: error });
  });
  const lock = await lockDataDir(`${location}.lock`, `The embedded database in ${location}`);
  try {
    const pg = await create(location);
    logger.info({ engine: 'pglite', dataDir: location }, 'database opened');
    return new PgliteDatabase(pg, lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly heap. PGlite keeps PostgreSQL's default,
 * 128 MB, which grows the heap to about 190 MiB once the catalogue has been read, and a
 * WebAssembly heap never shrinks. Its file reads go through Node to the operating system's page
 * cache, so a small cache costs little: on the 100× catalogue, /ru/specialists at 16 connections
 * ran as fast with 16 MB, and the heap stayed at its initial 128 MiB (issue 14, `npm run bench`).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

async function create(location: string): Promise<PGlite> {
  try {
    return await PGlite.create(location, {
      extensions: { pg_trgm },
      parsers: sharedParsers,
      // The defaults are replaced, not extended, when startParams is given: they come first.
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  } catch (error) {
    throw new Error(`Cannot open the embedded database in ${location}: ${messageOf(error)}`, { cause: error });
  }
}

function toResult<T>(result: Results<T>): QueryResult<T> {
  return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
}

function wrapTransaction(tx: Transaction): Queryable {
  return {
    query: async <T>(sql: string, params?: readonly unknown[]) => toResult(await tx.query<T>(sql, params ? [...params] : [])),
    exec: async (sql: string) => {
      await tx.exec(sql);
    },
  };
}

class PgliteDatabase implements Database {
  readonly engine = 'pglite' as const;
  readonly #pg: PGlite;
  /** Serializes everything sent to the single connection, so a session or transaction holds it alone. */
  readonly #queue = new Mutex();
  /** Marks code running inside this database's transaction or session (see #exclusive). */
  readonly #inside = new AsyncLocalStorage<true>();
  readonly #lock: DataDirLock | null;
  #closed = false;

  constructor(pg: PGlite, lock: DataDirLock | null) {
    this.#pg = pg;
    this.#lock = lock;
  }

  /** The statements PREPAREd on the connection (prepared-statements.ts). */
  readonly #prepared = new Set<string>();

  /** A hot read through its prepared plan (prepared-statements.ts). Only for code holding #queue. */
  async #queryPrepared<T>(sql: string, params: readonly unknown[]): Promise<QueryResult<T>> {
    const result = await runPrepared<Results<T>>(
      {
        script: (script) => this.#pg.exec(script) as Promise<Results<T>[]>,
        prepared: this.#prepared,
        // The only connection cannot be replaced; the next hot read sets the mode again anyway.
        broken: () => {},
      },
      sql,
      params,
    );
    return result ? toResult(result) : this.#direct.query<T>(sql, params);
  }

  /** The connection itself: only for code that already holds #queue. */
  readonly #direct: Session = {
    query: async <T>(sql: string, params?: readonly unknown[]) => toResult(await this.#pg.query<T>(sql, params ? [...params] : [])),
    exec: async (sql: string) => {
      await this.#pg.exec(sql);
    },
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => this.#pg.transaction((tx) => fn(wrapTransaction(tx))),
  };

  #exclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (this.#inside.getStore()) {
      // The only connection is held by the caller's own transaction: waiting would never end.
      return Promise.reject(new Error('Query sent to the database from inside its own transaction or session: use the tx/session argument'));
    }
    return this.#queue.run(() => {
      if (this.#closed) throw new Error('The database is closed');
      return fn();
    });
  }

  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
    if (options?.prepared) return this.#exclusive(() => this.#queryPrepared<T>(sql, params ?? []));
    return this.#exclusive(() => this.#direct.query<T>(sql, params));
  }

  exec(sql: string): Promise<void> {
    return this.#exclusive(() => this.#direct.exec(sql));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.#exclusive(() => this.#inside.run(true, () => this.#direct.transaction(fn)));
  }

  engineMemoryBytes(): number | null {
    // The Emscripten module is a public field PGlite's types leave out; its heap view spans the
    // whole WebAssembly memory, which only grows (to the largest any query needed).
    const engine = this.#pg as unknown as { mod?: { HEAPU8?: Uint8Array } };
    return engine.mod?.HEAPU8?.byteLength ?? null;
  }

  withSession<T>(fn: (session: Session) => Promise<T>): Promise<T> {
    return this.#exclusive(() => this.#inside.run(true, () => fn(this.#direct)));
  }

  async ping(timeoutMs = 1000): Promise<boolean> {
    return pingWithin(() => this.query('SELECT 1'), timeoutMs);
  }

  /** Work queued before close() finishes first; anything after it is refused. */
  async close(): Promise<void> {
    await this.#queue.run(async () => {
      if (this.#closed) return;
      this.#closed = true;
      await this.#pg.close();
      await this.#lock?.release();
    });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
