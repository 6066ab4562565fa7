import type { Locale } from '../locales';
import { formatLanguage } from './language';
import { normalizeSpaces } from './spaces';

/** Separators of the site's locales (uz and ru group with a space, en with a comma). */
const SEPARATORS: Readonly<Record<Locale, { group: string; decimal: string }>> = {
  uz: { group: ' ', decimal: ',' },
  ru: { group: ' ', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

export interface NumberFormatOptions {
  /** Fraction digits always shown (default 0). */
  minimumFractionDigits?: number;
  /** Fraction digits at most, rounded half-expand like Intl (default 3, as Intl). */
  maximumFractionDigits?: number;
}

const plainFormats = new Map<string, Intl.NumberFormat>();

/**
 * Rounds with Intl in 'en-US' without grouping: every runtime ships that locale and prints it
 * in ASCII, whereas uz-UZ is missing from some browsers' trimmed ICU data (they would fall
 * back to another locale and break hydration). The locale's separators are applied after.
 */
function plainFormat(options: NumberFormatOptions): Intl.NumberFormat {
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = Math.max(options.maximumFractionDigits ?? 3, minimum);
  const cacheKey = `${minimum}:${maximum}`;
  let format = plainFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    plainFormats.set(cacheKey, format);
  }
  return format;
}

/** Inserts a separator between groups of three digits, counted from the right: 1234567 → 1 234 567. */
export function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Joins a sign, integer digits and optional fraction digits with the locale's separators. */
export function composeNumber(locale: string, negative: boolean, integer: string, fraction = ''): string {
  const { group, decimal } = SEPARATORS[formatLanguage(locale)];
  const body = groupThousands(integer, group) + (fraction ? decimal + fraction : '');
  return negative ? `-${body}` : body;
}

/**
 * A number in the locale's notation with plain spaces: uz and ru "1 234 567,5", en "1,234,567.5".
 * Throws a RangeError for NaN and infinities, which have no place on a page.
 */
export function formatNumber(value: number, locale: string, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format a non-finite number: ${value}`);
  const plain = normalizeSpaces(plainFormat(options).format(value));
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) throw new RangeError(`Unexpected number notation: ${plain}`);
  const [, sign = '', integer = '0', fraction = ''] = match;
  // -0, or a small negative number rounded to zero, prints without a sign. (Intl's
  // signDisplay: 'negative' would do it, but older browsers reject that option.)
  const negative = sign === '-' && /[1-9]/.test(integer + fraction);
  return composeNumber(locale, negative, integer, fraction);
}
