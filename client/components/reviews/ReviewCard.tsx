import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import type { PublicReview } from '../../../shared/api/reviews/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { toasts } from '../../platform/toasts/store.js';
import { Icon } from '../Icon.js';
import { reviewMonthText } from './review-views.js';
import { StarRow } from './StarRow.js';

// Radix travels only to a reader who reports a review; the edit and answer forms only to the
// author and the specialist who open them. Pointing at a button starts its download.
const ReportDialog = lazy(() => import('./ReportDialog.js'));
const ReviewForm = lazy(() => import('./ReviewForm.js'));
const AnswerForm = lazy(() => import('./AnswerForm.js'));

function preloadReportDialog(): void {
  void import('./ReportDialog.js');
}
function preloadReviewForm(): void {
  void import('./ReviewForm.js');
}
function preloadAnswerForm(): void {
  void import('./AnswerForm.js');
}

/** Who answers: the specialist's or the firm's name. */
function answererName(review: PublicReview): string {
  return review.subject.name;
}

export interface ReviewCardProps {
  review: PublicReview;
  /** The review changed (edited, answered, reported by this reader). */
  onChange(review: PublicReview): void;
  /** In a narrow panel: tighter spacing. */
  compact?: boolean;
  /** The author's heading level under the section's (h3 under an h2, h4 in the firm's panel). */
  authorHeading?: 'h3' | 'h4';
}

/**
 * One review: stars, the author as "Aziz K.", the "verified client" badge with the month, what
 * was bought, the text as written (in its own language), "edited", and the specialist's answer
 * set apart below. For a signed-in reader the actions `viewer` allows: edit (the author, within
 * 30 days), answer (the specialist, once), report (anyone else; the review stays).
 */
export function ReviewCard({ review, onChange, compact = false, authorHeading: AuthorHeading = 'h3' }: ReviewCardProps) {
  const t = useT('reviews');
  const { locale } = useAppState();
  const [mode, setMode] = useState<'read' | 'edit' | 'answer'>('read');
  const [reporting, setReporting] = useState<'never' | 'open' | 'closed'>('never');
  const viewer = review.viewer;
  const headingId = `review-${review.id}-author`;
  const reviewText = (
    <p lang={review.lang} className="mt-2 max-w-prose whitespace-pre-line break-words leading-relaxed" data-testid="review-text">
      {review.text}
    </p>
  );

  return (
    <article aria-labelledby={headingId} className={compact ? 'py-4' : 'py-5'} data-testid="review" data-review-id={review.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <StarRow stars={review.stars} />
        <AuthorHeading id={headingId} className="text-sm font-semibold" data-testid="review-author">
          {review.author}
        </AuthorHeading>
        <span
          className="inline-flex items-center gap-1 rounded-full bg-green-badge/15 px-2 py-0.5 text-xs font-semibold text-green-800 dark:text-green-300"
          data-testid="verified-client"
        >
          <Icon name="lucide:badge-check" size={14} />
          {t('review.verified')}
        </span>
        <span className="text-xs text-muted" data-testid="review-month">
          {reviewMonthText(review.month, locale)}
        </span>
        {review.editedAt ? (
          <span className="text-xs text-muted" title={t('review.editedAt', { date: formatDate(review.editedAt, locale) })} data-testid="review-edited">
            · {t('review.edited')}
          </span>
        ) : null}
      </div>
      {review.service ? (
        <p className="mt-1.5 text-xs text-muted" data-testid="review-service">
          {t('review.service')}:{' '}
          <Link to={`/services/${review.service.id}`} className="font-medium text-ink hover:text-accent hover:underline">
            {review.service.title}
          </Link>
        </p>
      ) : null}

      {mode === 'edit' ? (
        // The text stays in its place while the form's code arrives.
        <Suspense fallback={reviewText}>
          <div className="mt-3">
            <ReviewForm
              mode="edit"
              initial={{ stars: review.stars as 1 | 2 | 3 | 4 | 5, text: review.text, lang: review.lang }}
              send={(input) => api.editReview({ id: review.id }, input, { lang: locale })}
              onSaved={(saved) => {
                setMode('read');
                onChange({ ...saved, viewer: saved.viewer ?? viewer });
                toasts.add({ id: `review-saved-${review.id}`, type: 'success', text: t('form.saved') });
              }}
              onCancel={() => setMode('read')}
            />
          </div>
        </Suspense>
      ) : (
        reviewText
      )}

      {review.answer ? (
        <div className="mt-3 rounded-xl border-l-4 border-accent bg-raised px-4 py-3" data-testid="review-answer">
          <p className="flex items-start gap-1.5 text-xs text-muted">
            <Icon name="lucide:message-circle" size={14} className="mt-px shrink-0" />
            <span>
              <span className="font-semibold">{t('review.answer', { name: answererName(review) })}</span> · {formatDate(review.answer.answeredAt, locale)}
            </span>
          </p>
          <p lang={review.answer.lang} className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed">
            {review.answer.text}
          </p>
        </div>
      ) : null}

      {mode === 'answer' ? (
        <Suspense fallback={null}>
          <AnswerForm
            reviewId={review.id}
            onAnswered={(answered) => {
              setMode('read');
              onChange({ ...answered, viewer: { ...(answered.viewer ?? viewer ?? { canEdit: false, canReport: false, reported: false }), canAnswer: false } });
              toasts.add({ id: `review-answered-${review.id}`, type: 'success', text: t('answer.sent') });
            }}
            onCancel={() => setMode('read')}
          />
        </Suspense>
      ) : null}

      {viewer && mode === 'read' && (viewer.canEdit || viewer.canAnswer || viewer.canReport || viewer.reported) ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {viewer.canEdit ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm -ml-2"
              onClick={() => setMode('edit')}
              onPointerEnter={preloadReviewForm}
              onFocus={preloadReviewForm}
              data-testid="review-edit"
            >
              <Icon name="lucide:pencil" size={16} />
              {t('form.edit')}
            </button>
          ) : null}
          {viewer.canAnswer && !review.answer ? (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => setMode('answer')}
              onPointerEnter={preloadAnswerForm}
              onFocus={preloadAnswerForm}
              data-testid="review-answer-open"
            >
              <Icon name="lucide:message-circle" size={16} />
              {t('answer.action')}
            </button>
          ) : null}
          {viewer.reported ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted" data-testid="review-reported">
              <Icon name="lucide:flag" size={14} />
              {t('report.reported')}
            </span>
          ) : viewer.canReport ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm ml-auto text-muted"
              onClick={() => setReporting('open')}
              onPointerEnter={preloadReportDialog}
              onFocus={preloadReportDialog}
              data-testid="review-report"
            >
              <Icon name="lucide:flag" size={16} />
              {t('report.action')}
            </button>
          ) : null}
        </div>
      ) : null}
      {reporting !== 'never' ? (
        <Suspense fallback={null}>
          <ReportDialog
            reviewId={review.id}
            open={reporting === 'open'}
            onOpenChange={(open) => setReporting(open ? 'open' : 'closed')}
            onReported={() => onChange({ ...review, viewer: { canAnswer: false, canEdit: false, ...viewer, canReport: false, reported: true } })}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
