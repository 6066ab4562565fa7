import { Link, useHref } from 'react-router';
import type { OpsReportedReview } from '../../../shared/api/ops/contract.js';
import { REVIEW_NOTE_MAX } from '../../../shared/api/ops/limits.js';
import { formatDate } from '../../../shared/format/date.js';
import { formatNumber } from '../../../shared/format/number.js';
import type { ReviewDecisionRefusal } from '../../../shared/pages/ops/types.js';
import { useAppState } from '../../app-state.js';
import { Badge } from '../../components/ui/Badge.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { useT } from '../../i18n.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';
import { DecisionForm } from './DecisionForm.js';
import { OpsNav } from './OpsNav.js';

function ReportedReview({ review, refused, action }: { review: OpsReportedReview; refused: ReviewDecisionRefusal | undefined; action: string }) {
  const t = useT('ops');
  const { locale } = useAppState();
  const mine = refused?.id === review.id ? refused : undefined;
  return (
    <li className="card p-5" data-testid="reported-review" data-review={review.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold">
          <span className="sr-only">{t('reviews.stars', { count: review.stars })}</span>
          <span aria-hidden="true" className="text-amber-600 dark:text-amber-300">
            {'★'.repeat(review.stars)}
            {'☆'.repeat(5 - review.stars)}
          </span>{' '}
          · {t('reviews.about')}{' '}
          <Link to={review.subjectPath} className="font-medium text-accent-strong underline underline-offset-2">
            {review.subjectName}
          </Link>
        </h2>
        <p className="text-sm text-muted">{t('reviews.by', { author: review.author, date: formatDate(review.createdAt, locale) })}</p>
      </div>
      <blockquote lang={review.lang} className="mt-3 whitespace-pre-line border-l-4 border-line pl-3 text-sm">
        {review.text}
      </blockquote>
      {review.moderatedAt ? (
        <p className="mt-2">
          <Badge color="gold">{t('reviews.keptBefore', { date: formatDate(review.moderatedAt, locale) })}</Badge>
        </p>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold">
        {t('reviews.reports', { count: review.reports.length, formatted: formatNumber(review.reports.length, locale) })}
      </h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {review.reports.map((report, index) => (
          // Reports have no id of their own here; their order is fixed (the earliest first).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>
            <span className="text-muted">{formatDate(report.createdAt, locale)}:</span> {report.reason.trim() === '' ? t('reviews.noReason') : report.reason}
          </li>
        ))}
      </ul>
      <DecisionForm
        action={action}
        id={review.id}
        testId="review-decision"
        name="note"
        label={t('reviews.note')}
        maxLength={REVIEW_NOTE_MAX}
        refused={mine ? { text: mine.note, message: mine.message } : undefined}
      >
        <button type="submit" name="intent" value="hide" className="btn btn-danger" data-testid="hide-review">
          {t('reviews.hide')}
        </button>
        <button type="submit" name="intent" value="keep" className="btn btn-outline" data-testid="keep-review">
          {t('reviews.keep')}
        </button>
      </DecisionForm>
    </li>
  );
}

/**
 * /ops/reviews (issue 32, ADR 022): the reported reviews waiting for a decision, the earliest
 * reported first: the review, what it is about, who wrote it, each report's reason; hide it (out
 * of the lists and the rating, its author told, with the note) or keep it. Plain forms posted to
 * the page (server/loaders/ops/review-decision.ts); each decision is in the audit log.
 */
export default function OpsReviewsPage() {
  const data = usePageData('ops-reviews');
  const refused = usePostedForm('ops-reviews');
  const t = useT('ops');
  const action = useHref('/ops/reviews');
  const stale = refused && !data.items.some((review) => review.id === refused.id);
  return (
    <div className="container-page max-w-4xl py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
        {t('reviews.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('reviews.lead')}</p>
      <div className="mt-6">
        <OpsNav />
      </div>
      {stale ? (
        <p role="alert" className="mb-4 rounded-lg border border-error p-3 text-sm" data-testid="form-message">
          {refused.message}
        </p>
      ) : null}
      {data.items.length === 0 ? (
        <EmptyState icon="lucide:circle-check" title={t('reviews.empty.title')} text={t('reviews.empty.text')} />
      ) : (
        <ol className="space-y-4" data-testid="reported-reviews">
          {data.items.map((review) => (
            <ReportedReview key={review.id} review={review} refused={refused} action={action} />
          ))}
        </ol>
      )}
    </div>
  );
}
