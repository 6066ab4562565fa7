import type { Locale } from '../locales';
import { formatLanguage } from './language';
import { composeNumber } from './number';

/** 100 tiyin make one so'm; amounts are stored as integer tiyin (docs/design.md §4). */
export const TIYIN_PER_SOM = 100;

/**
 * The currency as each locale's readers write it: "soʻm" in Uzbek, spelled with U+02BB (ʻ) as the
 * official Latin orthography, CLDR and the rest of our Uzbek text do; "сум" in Russian; and the
 * ISO code "UZS" in English, since "sum" or "som" would puzzle a foreign reader (the Kyrgyz som
 * is "som" too). The unit always follows the amount, so prices line up alike in every language.
 */
const CURRENCY_UNIT: Readonly<Record<Locale, string>> = { uz: 'soʻm', ru: 'сум', en: 'UZS' };

/**
 * An amount in tiyin shown in so'm with the locale's grouping: uz "150 000 soʻm",
 * ru "150 000 сум", en "150,000 UZS". Tiyin appear only when non-zero: "150 000,50 soʻm".
 * Integer arithmetic throughout (no floating-point division), so no amount is ever rounded.
 */
export function formatMoney(tiyin: number, locale: string): string {
  if (!Number.isSafeInteger(tiyin)) throw new RangeError(`An amount in tiyin must be a safe integer: ${tiyin}`);
  const absolute = Math.abs(tiyin);
  const som = Math.floor(absolute / TIYIN_PER_SOM);
  const rest = absolute % TIYIN_PER_SOM;
  const fraction = rest === 0 ? '' : String(rest).padStart(2, '0');
  return `${composeNumber(locale, tiyin < 0, String(som), fraction)} ${CURRENCY_UNIT[formatLanguage(locale)]}`;
}
