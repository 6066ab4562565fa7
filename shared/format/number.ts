import type { Locale } from '../locales';
import { decimalDigits } from './decimal';
import { formatLanguage } from './language';

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
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = Math.max(options.maximumFractionDigits ?? 3, minimum);
  // Rounded as Intl rounds, without Intl (decimal.ts says why); the locale's separators after.
  const { negative, integer, fraction } = decimalDigits(value, minimum, maximum);
  // -0, or a small negative number rounded to zero, prints without a sign.
  return composeNumber(locale, negative && /[1-9]/.test(integer + fraction), integer, fraction);
}
