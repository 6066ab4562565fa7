import { useId } from 'react';
import type { ReviewList } from '../../../shared/api/reviews/contract.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { averageText, percentText, starBars } from './review-views.js';
import { StarRow } from './StarRow.js';

/** The rating the reviews give: the average with one decimal, its stars, the count, and a bar per star. */
export function RatingSummary({ list, compact = false }: { list: ReviewList; compact?: boolean }) {
  const t = useT('reviews');
  const { locale } = useAppState();
  const histogramLabel = useId();
  if (!list.rating) return null;
  const average = averageText(list.rating.average, locale);
  const bars = starBars(list.stars);
  return (
    <div className={`grid gap-5 ${compact ? '' : 'sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-8'}`} data-testid="rating-summary">
      <div className="flex flex-col items-start gap-1">
        <p className="flex items-baseline gap-1.5">
          <span className="text-4xl font-bold tracking-tight tabular-nums" data-testid="rating-average">
            {average}
          </span>
          <span className="text-sm text-muted">{t('summary.outOf')}</span>
        </p>
        <StarRow stars={list.rating.average} size={18} labelled={false} />
        <p className="text-sm text-muted" data-testid="rating-count">
          {t('summary.count', { count: list.rating.count })}
        </p>
        <p className="sr-only">{t('summary.label', { rating: average })}</p>
      </div>
      <div>
        <p className="sr-only" id={histogramLabel}>
          {t('summary.histogram')}
        </p>
        <ul className="space-y-1.5" aria-labelledby={histogramLabel} data-testid="rating-histogram">
          {bars.map((bar) => (
            <li
              key={bar.stars}
              className="grid grid-cols-[1.75rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm"
              data-stars={bar.stars}
              data-percent={bar.percent}
            >
              <span aria-hidden="true" className="inline-flex items-center gap-0.5 tabular-nums text-muted">
                {bar.stars}
                <span className="text-amber-500 dark:text-amber-400">★</span>
              </span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-raised">
                <span className="block h-full rounded-full bg-amber-500 dark:bg-amber-400" style={{ width: `${bar.percent}%` }} />
              </span>
              <span aria-hidden="true" className="text-right tabular-nums text-muted">
                {formatNumber(bar.count, locale)}
              </span>
              <span className="sr-only">
                {t('summary.bar', { count: bar.stars, reviews: formatNumber(bar.count, locale), percent: percentText(bar.percent, locale) })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
