import { useEffect, useState } from 'react';
import type { ReviewList } from '../../../shared/api/reviews/contract.js';
import { REVIEWS_PAGE_SIZE } from '../../../shared/reviews/rules.js';
import { useAppState } from '../../app-state.js';
import { api } from '../../platform/api.js';
import { Skeleton } from '../ui/Skeleton.js';
import { ReviewsSection } from './ReviewsSection.js';

/**
 * The reviews in a law firm's slide-over: the loader's first page for the firm the address
 * opened, or, for a firm opened in place, the first page read from GET /reviews.
 */
export function FirmReviews({ firmId, initial }: { firmId: number; initial: ReviewList | null }) {
  const { locale } = useAppState();
  const [fetched, setFetched] = useState<{ id: number; list: ReviewList } | null>(null);
  const [failed, setFailed] = useState(false);
  const list = initial ?? (fetched?.id === firmId ? fetched.list : null);

  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    setFailed(false);
    api
      .listReviews({ lawFirm: firmId, page: 1, pageSize: REVIEWS_PAGE_SIZE }, { lang: locale, signal: controller.signal })
      .then((read) => setFetched({ id: firmId, list: read }))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [firmId, initial, locale]);

  if (list) return <ReviewsSection key={firmId} list={list} source={{ lawFirm: firmId }} variant="panel" />;
  if (failed) return null;
  return (
    <div className="mt-6 space-y-3 border-t border-line pt-5" aria-hidden="true">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
