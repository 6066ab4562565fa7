/**
 * What the review pages compute from a `ReviewList` before rendering (pure, tested in
 * tests/unit/reviews/review-views.test.ts): the share of each star in the histogram, the average and
 * month in the page's language.
 */
import type { StarCounts } from '../../../shared/api/reviews/contract.js';
import { formatMonthYear } from '../../../shared/format/date.js';
import { formatLanguage } from '../../../shared/format/language.js';
import { formatNumber } from '../../../shared/format/number.js';
import { REVIEW_STARS, type ReviewStars } from '../../../shared/reviews/rules.js';

export interface StarBar {
  stars: ReviewStars;
  count: number;
  /** 0–100, whole numbers; the bars of a list with reviews add up to 100. */
  percent: number;
}

/**
 * The histogram's bars, 5 stars first. Percentages are rounded by the largest remainder, so that
 * they add up to exactly 100 (a reader sums them) and a star given once never reads 0 %.
 */
export function starBars(counts: StarCounts): StarBar[] {
  const order = [...REVIEW_STARS].reverse();
  const total = order.reduce((sum, stars) => sum + counts[String(stars) as keyof StarCounts], 0);
  if (total === 0) return order.map((stars) => ({ stars, count: 0, percent: 0 }));
  const exact = order.map((stars) => {
    const count = counts[String(stars) as keyof StarCounts];
    return { stars, count, raw: (count * 100) / total };
  });
  const floors = exact.map((bar) => ({ ...bar, percent: Math.floor(bar.raw) }));
  let left = 100 - floors.reduce((sum, bar) => sum + bar.percent, 0);
  const byRemainder = [...floors].sort((a, b) => b.raw - Math.floor(b.raw) - (a.raw - Math.floor(a.raw)) || b.count - a.count);
  for (const bar of byRemainder) {
    if (left <= 0) break;
    if (bar.raw > bar.percent) {
      bar.percent += 1;
      left -= 1;
    }
  }
  // A star someone gave is never shown as nothing.
  return floors.map(({ stars, count, percent }) => ({ stars, count, percent: count > 0 && percent === 0 ? 1 : percent }));
}

/** "4.8" in en, "4,8" in uz and ru: one decimal always. */
export function averageText(average: number, locale: string): string {
  return formatNumber(average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** "12%" in en, "12 %" (a no-break space) in uz and ru: a bar's share as the locale writes it. */
export function percentText(percent: number, locale: string): string {
  const number = formatNumber(percent, locale, { maximumFractionDigits: 0 });
  return formatLanguage(locale) === 'en' ? `${number}%` : `${number}\u00a0%`;
}

/** The review's month ('YYYY-MM') next to the badge: "2026-yil noyabr", "ноябрь 2026", "November 2026". */
export function reviewMonthText(month: string, locale: string): string {
  return formatMonthYear(month, locale);
}
