import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { OwnOrder, OwnOrderItem } from '../../../shared/api/orders/contract.js';
import type { OwnReviewState, PublicReview } from '../../../shared/api/reviews/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { isReviewEditable, reviewEditableUntil } from '../../../shared/reviews/rules.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { toasts } from '../../platform/toasts/store.js';
import { Icon } from '../Icon.js';
import { Button } from '../ui/Button.js';
import { ReviewForm } from './ReviewForm.js';
import { StarRow } from './StarRow.js';

type OwnReview = NonNullable<OwnReviewState['review']>;
/** The items the client can review now, or has reviewed. */
function reviewableItems(order: OwnOrder): OwnOrderItem[] {
  return order.items.filter((item) => item.review.canReview || item.review.review !== null);
}

/** A review the API just answered, as the order's own review (until the page reads it again). */
function asOwn(review: PublicReview): OwnReview {
  const editableUntil = reviewEditableUntil(new Date(review.createdAt));
  return { ...review, editableUntil: editableUntil.toISOString(), canEdit: isReviewEditable(new Date(review.createdAt), new Date()) };
}

function subjectHref(review: PublicReview): string {
  return review.subject.kind === 'specialist' ? `/${review.subject.nickname}#reviews` : `/lawfirms?firm=${review.subject.id}`;
}

/** One bought service: "Leave a review", the form, or the review written with "Edit" while it may change. */
function ItemReview({ orderId, item }: { orderId: number; item: OwnOrderItem }) {
  const t = useT('reviews');
  const { locale } = useAppState();
  const revalidator = useRevalidator();
  const [own, setOwn] = useState<OwnReview | null>(item.review.review);
  const [mode, setMode] = useState<'read' | 'write'>('read');
  const saved = (review: PublicReview, created: boolean) => {
    setOwn(asOwn(review));
    setMode('read');
    toasts.add({ id: `review-${item.id}`, type: 'success', text: created ? t('form.sent') : t('form.saved') });
    void revalidator.revalidate();
  };

  return (
    <li className="py-4" data-testid="order-item-review" data-item-id={item.id}>
      <p className="font-medium">{item.title}</p>
      {own && mode === 'read' ? (
        <div className="mt-2" data-testid="own-review">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRow stars={own.stars} />
            <span className="text-xs text-muted">{t('form.mine')}</span>
            {own.editedAt ? <span className="text-xs text-muted">· {t('review.edited')}</span> : null}
          </div>
          <p lang={own.lang} className="mt-1.5 max-w-prose whitespace-pre-line break-words text-sm leading-relaxed" data-testid="own-review-text">
            {own.text}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {own.canEdit ? (
              <>
                <Button variant="outline" size="sm" onClick={() => setMode('write')} data-testid="own-review-edit">
                  <Icon name="lucide:pencil" size={16} />
                  {t('form.edit')}
                </Button>
                <span className="text-xs text-muted">{t('form.editableUntil', { date: formatDate(own.editableUntil, locale) })}</span>
              </>
            ) : null}
            <Link to={subjectHref(own)} className="text-sm font-medium text-accent-strong hover:underline" data-testid="own-review-view">
              {t('form.view')}
            </Link>
          </div>
        </div>
      ) : null}
      {!own && mode === 'read' && item.review.canReview ? (
        <Button className="mt-2" size="sm" onClick={() => setMode('write')} data-testid="leave-review">
          <Icon name="lucide:star" size={16} />
          {t('form.leave')}
        </Button>
      ) : null}
      {mode === 'write' ? (
        <div className="mt-3">
          <ReviewForm
            mode={own ? 'edit' : 'create'}
            initial={own ? { stars: own.stars as 1 | 2 | 3 | 4 | 5, text: own.text, lang: own.lang } : { stars: null, text: '', lang: locale }}
            send={(input) =>
              own ? api.editReview({ id: own.id }, input, { lang: locale }) : api.createReview({ orderId, itemId: item.id }, input, { lang: locale })
            }
            onSaved={(review) => saved(review, own === null)}
            onCancel={() => setMode('read')}
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * On a client's order page: for each service whose work is done, one review (stars, text, its
 * language), written once and editable for 30 days. Nothing while no item can be reviewed.
 */
export function OrderReviews({ order }: { order: OwnOrder }) {
  const t = useT('reviews');
  const items = reviewableItems(order);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="order-reviews-heading" className="card mt-6 p-5" data-testid="order-reviews">
      <h2 id="order-reviews-heading" className="text-lg font-semibold">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('summary.onlyPaid')}</p>
      <ul className="mt-2 divide-y divide-line">
        {items.map((item) => (
          <ItemReview key={`${item.id}-${item.review.review?.id ?? 'new'}`} orderId={order.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
