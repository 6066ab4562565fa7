import type { Rating } from '../../../shared/api/types.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

/** "★ 4.9 (44)", read as "Rating 4.9 out of 5, 44 reviews". */
export function RatingView({ rating }: { rating: Rating }) {
  const t = useT('catalogue');
  const { locale } = useAppState();
  const average = formatNumber(rating.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Icon name="lucide:star" size={16} className="text-amber-500 dark:text-amber-400 [&_*]:fill-current" />
      <span aria-hidden="true" className="font-semibold">
        {average}
      </span>
      <span aria-hidden="true" className="text-muted">
        ({rating.count})
      </span>
      <span className="sr-only">{t('card.rating', { rating: average, count: rating.count })}</span>
    </span>
  );
}
