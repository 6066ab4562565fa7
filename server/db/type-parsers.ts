/**
 * Result parsing shared by both engines, so a row looks the same whichever engine read it.
 * OIDs are PostgreSQL's built-in type ids (pg_type.oid).
 */
export const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

/** bigint → number while exact (money in tiyin, counts); beyond 2^53 the text is kept. */
export function parseInt8(text: string): number | string {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
}

/** A calendar date stays 'YYYY-MM-DD': a Date would shift it by the process's time zone. */
export function parseDate(text: string): string {
  return text;
}

export function parseNumeric(text: string): string {
  return text;
}

export const sharedParsers: Record<number, (text: string) => unknown> = {
  [OID.INT8]: parseInt8,
  [OID.DATE]: parseDate,
  [OID.NUMERIC]: parseNumeric,
};
