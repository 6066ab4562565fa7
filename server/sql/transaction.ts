import type { Queryable, Transactional } from '../db/adapter.js';

/**
 * Runs `fn` in one transaction where the database offers them (every Database does; the API's kit
 * hands routes a Queryable, and a bare Queryable runs the statements as they come).
 */
export function inTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const transactional = db as Queryable & Partial<Transactional>;
  return typeof transactional.transaction === 'function' ? transactional.transaction(fn) : fn(db);
}
