/** Conversions from seed content to column values. */

/** JSON columns are bound as JSON text (see adapter.ts: a JS array would bind as a SQL array). */
export function json(value: unknown): string {
  return JSON.stringify(value);
}

/** A content date 'YYYY-MM-DD' as midnight in Tashkent, the same instant on every server's time zone. */
export function tashkentMidnight(isoDate: string): string {
  return `${isoDate}T00:00:00+05:00`;
}

/** A 'YYYY-MM' month as its first day. */
export function firstOfMonth(yearMonth: string): string {
  return `${yearMonth}-01`;
}
