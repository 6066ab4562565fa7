/**
 * Node's and browsers' ICU data disagree on the space they put into numbers and dates
 * (U+00A0 NO-BREAK SPACE, U+202F NARROW NO-BREAK SPACE, or a plain space), which is the
 * commonest server/client hydration mismatch. Every formatter here emits plain spaces only.
 */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, ' ');
}

/** Units a number is never parted from on a paper ("50 000 000 soʻm", "4 %", "24 кв. м"). */
const UNITS = [
  'soʻm',
  'сумов',
  'сума',
  'сум',
  'UZS',
  '%',
  'm²',
  'кв. м',
  'kv. m',
  'sq m',
  'yil',
  'год',
  'г.',
  'oy',
  'мес.',
  'kun',
  'дней',
  'дня',
  'день',
  'days',
];
/** A day is not parted from its month ("6 марта", "27 November"). */
const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const UNITS_AND_MONTHS = [...UNITS, ...MONTHS];
const UNIT_AFTER_NUMBER = new RegExp(`(\\d) (?=(${UNITS_AND_MONTHS.map((unit) => unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}]))`, 'gu');

/**
 * Text for a paper (a generated claim, a filled document): the spaces a line must not break at
 * become no-break spaces (U+00A0): between a number's groups ("50 000 000"), between a number and
 * its unit or month ("000 soʻm", "2026 г.", "6 марта"), and after №, ст., п., ч. and a day's "г." before a digit or a
 * capital. The renderers and both exports keep a no-break space inside a word. Unlike
 * normalizeSpaces (the site's own text, for hydration), this is applied only to a paper's text.
 */
export function keepNumbersTogether(text: string): string {
  return text
    .replace(/(\d) (?=\d{3}(?!\d))/g, '$1\u00a0')
    .replace(UNIT_AFTER_NUMBER, '$1\u00a0')
    .replace(/(№|ст\.|п\.|ч\.|г\.) (?=[\d\p{Lu}])/gu, '$1\u00a0');
}
