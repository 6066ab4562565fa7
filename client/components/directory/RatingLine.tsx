import type { Rating } from '../../../shared/api/types.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

/** "★ 4,8 (63)": the average and the number of reviews; the whole sentence for screen readers. */
export function RatingLine({ rating }: { rating: Rating | null }) {
  const t = useT('lawfirms');
  const { locale } = useAppState();
  if (!rating) return <span className="text-muted">{t('card.noReviews')}</span>;
  const average = formatNumber(rating.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = formatNumber(rating.count, locale);
  return (
    <span className="inline-flex items-center gap-1">
      <Icon name="lucide:star" size={15} className="fill-current text-amber-500" />
      <span aria-hidden="true" className="font-semibold">
        {average}
      </span>
      <span aria-hidden="true" className="text-muted">
        ({count})
      </span>
      <span className="sr-only">{t('card.rating', { rating: average, reviews: count })}</span>
    </span>
  );
}
