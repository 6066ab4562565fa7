import type { Locale } from '../locales';
import { formatLanguage } from './language';

export const MONTHS_PER_YEAR = 12;

/** Splits a number of months into whole years and the months left over (docs/product.md §5). */
export function splitMonths(totalMonths: number): { years: number; months: number } {
  assertMonthCount(totalMonths);
  return { years: Math.floor(totalMonths / MONTHS_PER_YEAR), months: totalMonths % MONTHS_PER_YEAR };
}

type PluralCategory = 'one' | 'few' | 'many';

/**
 * Russian plural categories for whole numbers (CLDR): 1, 21, 101 → one; 2–4, 22–24 → few;
 * 0, 5–20, 25–30, 11–14, 111–114 → many. Written out instead of Intl.PluralRules so the
 * outcome cannot depend on the runtime's locale data.
 */
export function russianPlural(count: number): PluralCategory {
  const lastTwo = count % 100;
  const last = count % 10;
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

interface ExperienceWords {
  years(count: number): string;
  months(count: number): string;
  lessThanAMonth: string;
}

const RU_YEARS: Record<PluralCategory, string> = { one: 'год', few: 'года', many: 'лет' };
const RU_MONTHS: Record<PluralCategory, string> = { one: 'месяц', few: 'месяца', many: 'месяцев' };

const WORDS: Readonly<Record<Locale, ExperienceWords>> = {
  // Uzbek nouns keep their singular form after a numeral: "5 yil", "3 oy".
  uz: { years: (n) => `${n} yil`, months: (n) => `${n} oy`, lessThanAMonth: 'bir oydan kam' },
  ru: {
    years: (n) => `${n} ${RU_YEARS[russianPlural(n)]}`,
    months: (n) => `${n} ${RU_MONTHS[russianPlural(n)]}`,
    lessThanAMonth: 'менее месяца',
  },
  en: {
    years: (n) => `${n} ${n === 1 ? 'year' : 'years'}`,
    months: (n) => `${n} ${n === 1 ? 'month' : 'months'}`,
    lessThanAMonth: 'less than a month',
  },
};

/**
 * Experience as years and months, leaving out a zero part:
 * en "1 year 2 months", "5 years", "3 months"; ru "2 года 5 месяцев"; uz "1 yil 2 oy".
 * Zero months reads "less than a month" in the locale.
 */
export function formatExperience(totalMonths: number, locale: string): string {
  const words = WORDS[formatLanguage(locale)];
  const { years, months } = splitMonths(totalMonths);
  if (years === 0 && months === 0) return words.lessThanAMonth;
  const parts: string[] = [];
  if (years > 0) parts.push(words.years(years));
  if (months > 0) parts.push(words.months(months));
  return parts.join(' ');
}

function assertMonthCount(totalMonths: number): void {
  if (!Number.isSafeInteger(totalMonths) || totalMonths < 0) {
    throw new RangeError(`A number of months must be a non-negative integer: ${totalMonths}`);
  }
}
