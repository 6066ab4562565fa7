import type { ReviewList } from '../../../shared/api/reviews/contract.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { EmptyState } from '../ui/EmptyState.js';
import { RatingSummary } from './RatingSummary.js';
import { ReviewCard } from './ReviewCard.js';
import { useReviewList, type ReviewSource } from './useReviewList.js';

const SECTION_CLASS = { card: 'card p-5 sm:p-6', plain: undefined, panel: 'mt-4 border-t border-line pt-4' } as const;
const HEADING_CLASS = {
  card: 'text-lg font-semibold',
  plain: 'text-xl font-semibold',
  panel: 'text-sm font-semibold uppercase tracking-wide text-muted',
} as const;

export interface ReviewsSectionProps {
  list: ReviewList;
  source: ReviewSource;
  /**
   * card: a card of its own (the profile); plain: a section of an article (the service's page);
   * panel: in a law firm's narrow slide-over, the summary stacked.
   */
  variant?: 'card' | 'plain' | 'panel';
}

/**
 * "Reviews" on a specialist's profile, a service's page and a law firm's panel: the rating and
 * its histogram, the reviews newest first, "Show more" for the next page (GET /reviews), or the
 * empty state that says who may review.
 */
export function ReviewsSection({ list, source, variant = 'card' }: ReviewsSectionProps) {
  const compact = variant === 'panel';
  // In the panel the firm's name is the h2 and its parts are h3 (FirmDetails).
  const Heading = compact ? 'h3' : 'h2';
  const t = useT('reviews');
  const { locale } = useAppState();
  const reviews = useReviewList(list, source);
  const headingId = compact ? 'firm-reviews' : 'reviews';
  return (
    <section aria-labelledby={headingId} className={SECTION_CLASS[variant]} data-testid="reviews" data-total={reviews.total}>
      <Heading id={headingId} className={HEADING_CLASS[variant]}>
        {t('heading')}
        {reviews.total > 0 ? <span className="ml-2 font-normal text-muted">{formatNumber(reviews.total, locale)}</span> : null}
      </Heading>
      {list.rating && reviews.items.length > 0 ? (
        <>
          <div className="mt-4">
            <RatingSummary list={list} compact={compact} />
          </div>
          <p className="mt-4 flex items-start gap-1.5 text-xs text-muted">{t('summary.onlyPaid')}</p>
          <ul className="mt-2 divide-y divide-line border-t border-line" data-testid="review-list">
            {reviews.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} onChange={reviews.update} compact={compact} authorHeading={compact ? 'h4' : 'h3'} />
              </li>
            ))}
          </ul>
          {reviews.hasMore || reviews.status === 'error' ? (
            <div className="flex flex-col items-center gap-2 border-t border-line pt-4" data-testid="reviews-more" data-status={reviews.status}>
              <p className="text-xs text-muted" aria-live="polite">
                {t('more.shown', { shown: formatNumber(reviews.items.length, locale), total: formatNumber(reviews.total, locale) })}
              </p>
              {reviews.status === 'error' ? (
                <div role="alert" className="flex flex-col items-center gap-2 text-center">
                  <p className="text-sm font-medium text-red-700 dark:text-red-300">{t('more.failed')}</p>
                  <button type="button" className="btn btn-outline btn-sm" onClick={reviews.more}>
                    {t('more.retry')}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline btn-sm min-w-40"
                  onClick={reviews.more}
                  aria-busy={reviews.status === 'loading' || undefined}
                  disabled={reviews.status === 'loading'}
                  data-testid="reviews-show-more"
                >
                  {reviews.status === 'loading' ? (
                    <span
                      className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
                      aria-hidden="true"
                    />
                  ) : null}
                  {reviews.status === 'loading' ? t('more.loading') : t('more.show')}
                </button>
              )}
            </div>
          ) : null}
        </>
      ) : (
        <div className="mt-4" data-testid="reviews-empty">
          <EmptyState icon="lucide:star" title={t('empty.title')} text={t('empty.text')} />
        </div>
      )}
    </section>
  );
}
