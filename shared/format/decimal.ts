/**
 * A finite number's decimal digits, rounded as Intl.NumberFormat rounds them (half away from
 * zero, on the shortest decimal that reads back as the number: 1.005 → "1.01", where toFixed
 * says "1.00"), without Intl: a page's first Intl.NumberFormat loads the engine's number data,
 * a single task of tens of milliseconds on a phone's main thread.
 */
export interface DecimalDigits {
  negative: boolean;
  /** Integer digits, no leading zeros ("0" for none). */
  integer: string;
  /** Fraction digits: at least `minimum`, at most `maximum`, no trailing zeros beyond `minimum`. */
  fraction: string;
}

const SHORTEST = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** Adds one to a string of decimal digits (carrying into a new leading digit). */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

export function decimalDigits(value: number, minimum: number, maximum: number): DecimalDigits {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format a non-finite number: ${value}`);
  const match = SHORTEST.exec(String(Math.abs(value)));
  if (!match) throw new RangeError(`Unexpected number notation: ${value}`);
  const [, whole = '0', part = '', exponent = '0'] = match;
  // The digits, and where the decimal point falls among them.
  const digits = whole + part;
  const point = whole.length + Number(exponent);
  let integer = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  let fraction = point <= 0 ? '0'.repeat(-point) + digits : digits.slice(point);
  if (fraction.length > maximum) {
    const up = fraction.charCodeAt(maximum) >= 53; // '5'
    fraction = fraction.slice(0, maximum);
    if (up) {
      const sum = increment(integer + fraction);
      integer = sum.slice(0, sum.length - maximum);
      fraction = sum.slice(sum.length - maximum);
    }
  }
  integer = integer.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '').padEnd(minimum, '0');
  return { negative: value < 0 || Object.is(value, -0), integer, fraction };
}
