import { REVIEW_STARS } from '../../../shared/reviews/rules.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

/**
 * Five stars with the first `stars` filled (an average rounds to the nearest whole star), read
 * as "4 out of 5 stars" when a label is wanted, decoration otherwise.
 */
export function StarRow({ stars, size = 16, labelled = true }: { stars: number; size?: number; labelled?: boolean }) {
  const t = useT('reviews');
  const filled = Math.round(stars);
  return (
    <span
      className="inline-flex items-center gap-0.5"
      {...(labelled ? { role: 'img', 'aria-label': t('stars.label', { stars }) } : { 'aria-hidden': true })}
      data-stars={filled}
    >
      {REVIEW_STARS.map((n) => (
        <Icon
          key={n}
          name="lucide:star"
          size={size}
          className={n <= filled ? 'text-amber-500 dark:text-amber-400 [&_*]:fill-current' : 'text-cool-300 dark:text-cool-600'}
        />
      ))}
    </span>
  );
}
