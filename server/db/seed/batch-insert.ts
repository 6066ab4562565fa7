/** Multi-row INSERTs in batches: one statement per batch instead of one per row. */
import type { Queryable } from '../adapter';

export interface InsertSpec {
  table: string;
  columns: readonly string[];
  /** One array of values per row, in column order (JSON values already as JSON text). */
  rows: readonly (readonly unknown[])[];
  /** Columns of the unique key: a row whose key exists updates it instead. */
  upsertOn?: readonly string[];
  /** Columns to return from each inserted or updated row. */
  returning?: readonly string[];
  /** The rows carry their own values for a `GENERATED ALWAYS` identity column (ids allocated beforehand). */
  explicitIds?: boolean;
  /**
   * With `upsertOn`: an existing row is updated only when a value differs, so a rewrite that changes
   * nothing leaves it (and its `updated_at`) alone. Such rows are not returned.
   */
  onlyWhenChanged?: boolean;
  /** With `upsertOn`: an existing row is updated only where this SQL holds of it (`table.column IS NULL`). */
  upsertWhere?: string;
}

/** PostgreSQL allows 65 535 parameters in one statement; batches stay well below. */
const MAX_PARAMS = 30_000;
const MAX_ROWS = 1_000;

export async function insertRows<T = Record<string, unknown>>(tx: Queryable, spec: InsertSpec): Promise<T[]> {
  const width = spec.columns.length;
  const perBatch = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / width)));
  const head = `INSERT INTO ${spec.table} (${spec.columns.join(', ')}) ${spec.explicitIds ? 'OVERRIDING SYSTEM VALUE ' : ''}VALUES `;
  const tail = conflictClause(spec) + (spec.returning ? ` RETURNING ${spec.returning.join(', ')}` : '');
  const out: T[] = [];
  for (let start = 0; start < spec.rows.length; start += perBatch) {
    const batch = spec.rows.slice(start, start + perBatch);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      if (row.length !== width) throw new Error(`${spec.table}: a row has ${row.length} values for ${width} columns`);
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const { rows } = await tx.query<T>(head + tuples.join(', ') + tail, params);
    out.push(...rows);
  }
  return out;
}

function conflictClause(spec: InsertSpec): string {
  if (!spec.upsertOn) return '';
  const key = new Set(spec.upsertOn);
  const updates = spec.columns.filter((column) => !key.has(column)).map((column) => `${column} = EXCLUDED.${column}`);
  if (!updates.length) return ` ON CONFLICT (${spec.upsertOn.join(', ')}) DO NOTHING`;
  const changed = spec.columns.filter((column) => !key.has(column));
  const conditions = [
    ...(spec.onlyWhenChanged
      ? [`(${changed.map((column) => `${spec.table}.${column}`).join(', ')}) IS DISTINCT FROM (${changed.map((column) => `EXCLUDED.${column}`).join(', ')})`]
      : []),
    ...(spec.upsertWhere ? [`(${spec.upsertWhere})`] : []),
  ];
  const when = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
  return ` ON CONFLICT (${spec.upsertOn.join(', ')}) DO UPDATE SET ${updates.join(', ')}${when}`;
}
