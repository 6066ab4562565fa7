import type { Rating as RatingValue } from '../../../shared/api/types.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import type { ListLook } from './look.js';

/** The catalogue's is a step larger and counts its reviews unformatted; the directory's words are the law firms'. */
const LOOKS = {
  catalogue: { ns: 'catalogue', line: 'inline-flex items-center gap-1 text-sm', star: 16, starClass: 'text-amber-500 dark:text-amber-400 [&_*]:fill-current' },
  directory: { ns: 'lawfirms', line: 'inline-flex items-center gap-1', star: 15, starClass: 'fill-current text-amber-500' },
} as const satisfies Record<ListLook, Record<string, string | number>>;

/**
 * "★ 4.9 (44)": the average and the number of reviews, read as the whole sentence ("Rating 4.9
 * out of 5, 44 reviews"); without a rating, that there are no reviews yet (the directory's cards).
 */
export function Rating({ rating, look = 'directory' }: { rating: RatingValue | null; look?: ListLook }) {
  const style = LOOKS[look];
  const t = useT(style.ns);
  const { locale } = useAppState();
  if (!rating) return look === 'directory' ? <span className="text-muted">{t('card.noReviews')}</span> : null;
  const average = formatNumber(rating.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = look === 'directory' ? formatNumber(rating.count, locale) : String(rating.count);
  return (
    <span className={style.line}>
      <Icon name="lucide:star" size={style.star} className={style.starClass} />
      <span aria-hidden="true" className="font-semibold">
        {average}
      </span>
      <span aria-hidden="true" className="text-muted">
        ({count})
      </span>
      <span className="sr-only">
        {look === 'directory' ? t('card.rating', { rating: average, reviews: count }) : t('card.rating', { rating: average, count: rating.count })}
      </span>
    </span>
  );
}
