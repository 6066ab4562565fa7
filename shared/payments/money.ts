/**
 * Money as the providers write it. Our amounts are integer tiyin (1 so'm = 100 tiyin); Payme sends
 * tiyin too, Click sends so'm as a decimal text ("1000.00", "1000.5", "1000"). A text is compared
 * exactly, digit by digit, never through a float.
 */

/** The most one order may cost: 1 000 000 000 so'm, far above any service, far below 2^53. */
export const MAX_ORDER_TIYIN = 100_000_000_000;

/** True for a whole, positive number of tiyin within the limit. */
export function isTiyinAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_ORDER_TIYIN;
}

/** 150000 tiyin → "1500.00" (Click's amount and pay link). */
export function tiyinToSoms(tiyin: number): string {
  if (!Number.isSafeInteger(tiyin) || tiyin < 0) throw new RangeError(`not an amount of tiyin: ${tiyin}`);
  const whole = Math.floor(tiyin / 100);
  const rest = tiyin % 100;
  return `${whole}.${String(rest).padStart(2, '0')}`;
}

const SOMS_TEXT = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/;

/**
 * "1500.00" / "1500.5" / "1500" → 150000 tiyin; null for anything else (a sign, an exponent,
 * spaces, more than two decimals, leading zeros, a value past MAX_ORDER_TIYIN).
 */
export function somsTextToTiyin(text: string): number | null {
  const match = SOMS_TEXT.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const tiyin = whole * 100 + fraction;
  return tiyin <= MAX_ORDER_TIYIN ? tiyin : null;
}
