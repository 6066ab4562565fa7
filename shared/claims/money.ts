/** Tiyin as bigint written in soʻm with the locale's grouping (shared/format's formatMoney, beyond 2^53 too). */
import { formatMoney } from '../format';
import { composeNumber } from '../format/number';
import type { Locale } from '../locales';

const UNIT: Record<Locale, string> = { uz: 'soʻm', ru: 'сум', en: 'UZS' };

export function formatTiyin(tiyin: bigint, locale: Locale): string {
  if (tiyin >= BigInt(Number.MIN_SAFE_INTEGER) && tiyin <= BigInt(Number.MAX_SAFE_INTEGER)) return formatMoney(Number(tiyin), locale);
  const negative = tiyin < 0n;
  const absolute = negative ? -tiyin : tiyin;
  const rest = absolute % 100n;
  return `${composeNumber(locale, negative, (absolute / 100n).toString(), rest === 0n ? '' : rest.toString().padStart(2, '0'))} ${UNIT[locale]}`;
}
