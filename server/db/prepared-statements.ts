/**
 * Prepared statements for hot reads (QueryOptions.prepared): a statement of fixed text is planned
 * once per connection and then executed with that plan. The card queries of a search cost more
 * to plan than to run (on the 100× data about 0.5–0.9 ms of planning against 0.1–0.8 ms of
 * execution each), and search as you type sends three of them per keystroke.
 *
 * Both engines do it the same way, in SQL: `PREPARE name AS …` once per connection, then one
 * round trip of `SET plan_cache_mode = force_generic_plan; EXECUTE name(…); RESET plan_cache_mode`.
 * - Why the SET: left to itself the planner keeps re-planning these statements for every call
 *   (it misjudges `= ANY($n)` and finds the generic plan dearer), and setting the mode for the
 *   whole connection would also make every ordinary parameterized statement generic.
 * - Why SQL and not the protocol's named statements: PGlite's API has none, and the mode must
 *   be set around each execution anyway.
 * - EXECUTE takes no `$n` parameters, so the values are written as literals, and only values
 *   whose literal is unambiguous: finite numbers, booleans, null, strings, and flat arrays of
 *   those. Anything else (a Date, an object) and the statement runs the ordinary way.
 * - If the round trip fails, the mode is reset before the connection is used again (or the
 *   connection is dropped).
 */
import { createHash } from 'node:crypto';

/** Names already worked out: prepared texts are fixed, a few dozen in all (bounded all the same). */
const names = new Map<string, string>();
const NAMES_KEPT = 256;

/**
 * The statement's name: the same on every connection and replica for the same text. Worked out
 * once per text: hashing the search's statement (5 KB) on every keystroke showed in its profile.
 */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `hq_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    if (names.size >= NAMES_KEPT) names.clear();
    names.set(sql, name);
  }
  return name;
}

/** A string as an SQL literal (standard_conforming_strings is on: only the quote is doubled). */
function stringLiteral(value: string): string | null {
  if (value.includes('\0')) return null;
  return `'${value.replaceAll("'", "''")}'`;
}

function scalarLiteral(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return stringLiteral(value);
  return null;
}

/** One parameter as the literal an EXECUTE argument takes, or null when it has none we trust. */
export function parameterLiteral(value: unknown): string | null {
  if (!Array.isArray(value)) return scalarLiteral(value);
  const items: string[] = [];
  for (const item of value as unknown[]) {
    if (Array.isArray(item) || item === null || item === undefined) return null;
    const literal = scalarLiteral(item);
    if (literal === null) return null;
    items.push(literal);
  }
  // '{}' takes its element type from the statement's parameter; ARRAY[] would need one.
  return items.length === 0 ? "'{}'" : `ARRAY[${items.join(', ')}]`;
}

/** `EXECUTE name(literals…)`, or null when some parameter cannot be written as a literal. */
export function executeStatement(name: string, params: readonly unknown[]): string | null {
  const literals: string[] = [];
  for (const value of params) {
    const literal = parameterLiteral(value);
    if (literal === null) return null;
    literals.push(literal);
  }
  return literals.length === 0 ? `EXECUTE ${name}` : `EXECUTE ${name}(${literals.join(', ')})`;
}

export const RESET_PLAN_MODE = 'RESET plan_cache_mode';

/** The one round trip that runs a prepared statement with its generic plan; its result is the 2nd. */
export function executeWithGenericPlan(execute: string): string {
  return `SET plan_cache_mode = force_generic_plan; ${execute}; ${RESET_PLAN_MODE}`;
}

/** What a connection needs to run a prepared statement: a simple-protocol script and its results. */
export interface PreparedTarget<R> {
  /** Runs a script of statements (simple protocol); the results in order. */
  script(sql: string): Promise<R[]>;
  /** The statements already prepared on this connection. */
  prepared: Set<string>;
  /** Called when the plan mode could not be reset after a failure: the connection must not be reused. */
  broken(): void;
}

/**
 * The statement's result through its prepared plan, or null when its values cannot be written
 * as literals (the caller then runs it the ordinary way). On failure the plan mode is reset
 * before the error is rethrown.
 */
export async function runPrepared<R>(target: PreparedTarget<R>, sql: string, params: readonly unknown[]): Promise<R | null> {
  const name = statementName(sql);
  const execute = executeStatement(name, params);
  if (execute === null) return null;
  if (!target.prepared.has(name)) {
    await target.script(`PREPARE ${name} AS ${sql}`);
    target.prepared.add(name);
  }
  try {
    const results = await target.script(executeWithGenericPlan(execute));
    const result = results[1];
    if (result === undefined) throw new Error(`EXECUTE ${name} returned no result`);
    return result;
  } catch (error) {
    await target.script(RESET_PLAN_MODE).catch(() => target.broken());
    throw error;
  }
}
