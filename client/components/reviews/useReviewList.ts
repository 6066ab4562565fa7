import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicReview, ReviewList, ReviewListInput } from '../../../shared/api/reviews/contract.js';
import { useAppState } from '../../app-state.js';
import { api } from '../../platform/api.js';
import { useViewer } from '../../platform/viewer.js';

/** Whose reviews: exactly one of the three (GET /reviews). */
export type ReviewSource = { specialist: string } | { lawFirm: number } | { service: number };

export type ReviewListStatus = 'idle' | 'loading' | 'error';

function sourceQuery(source: ReviewSource): Pick<ReviewListInput, 'specialist' | 'lawFirm' | 'service'> {
  return 'specialist' in source ? { specialist: source.specialist } : 'lawFirm' in source ? { lawFirm: source.lawFirm } : { service: source.service };
}

/**
 * The reviews a page shows: the loader's first page, then each next page from GET /reviews
 * ("Show more"). When a signed-in reader got the page without their actions (`viewer`), the
 * pages shown are read again as them once the page runs.
 */
export function useReviewList(initial: ReviewList, source: ReviewSource) {
  const { locale } = useAppState();
  const viewer = useViewer();
  const [items, setItems] = useState<PublicReview[]>(initial.items);
  const [page, setPage] = useState(initial.page);
  const [total, setTotal] = useState(initial.total);
  const [status, setStatus] = useState<ReviewListStatus>('idle');
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);
  const query = sourceQuery(source);
  const key = JSON.stringify(query);

  const load = useCallback(
    (pageNumber: number, pageSize: number, replace: boolean) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setStatus('loading');
      api
        .listReviews({ ...(JSON.parse(key) as ReturnType<typeof sourceQuery>), page: pageNumber, pageSize }, { lang: locale, signal: controller.signal })
        .then((list) => {
          setItems((shown) => (replace ? list.items : [...shown, ...list.items.filter((item) => !shown.some((s) => s.id === item.id))]));
          if (!replace) setPage(list.page);
          setTotal(list.total);
          setStatus('idle');
        })
        .catch(() => {
          if (!controller.signal.aborted) setStatus('error');
        });
    },
    [locale, key],
  );

  // A signed-in reader whose page came without their actions (a shared cache): read it as them.
  const signedIn = viewer !== null;
  const lacksViewer = items.length > 0 && items.every((item) => item.viewer === undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when who reads changes; `items` follow from the read, and would start it again
  useEffect(() => {
    if (signedIn && lacksViewer) load(1, Math.min(items.length, 48), true);
  }, [signedIn]);

  const update = useCallback((review: PublicReview) => setItems((shown) => shown.map((item) => (item.id === review.id ? review : item))), []);

  return {
    items,
    total,
    hasMore: items.length < total,
    status,
    more: () => load(page + 1, initial.pageSize, false),
    update,
  };
}
