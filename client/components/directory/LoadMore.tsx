import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useAppState } from '../../app-state.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useT } from '../../i18n.js';
import { NO_PRELOAD } from '../../platform/preload.js';
import type { GrowingStatus } from './useGrowingList.js';

/** docs/product.md §9: the next page loads when the sentinel is fully visible. */
export const SENTINEL_THRESHOLD = 1;

export interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  status: GrowingStatus;
  /** The address of the list one page longer (works without JavaScript). */
  nextHref: string;
  onLoad(): void;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The end of a growing list: how much is shown, and a "show more" link that loads by itself
 * once fully in view (an observer per length, so a short page that leaves it in view loads on).
 * A failure stops the loading and offers to try again.
 */
export function LoadMore({ shown, total, hasMore, status, nextHref, onLoad }: LoadMoreProps) {
  const t = useT('directory');
  const { locale } = useAppState();
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || status !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SENTINEL_THRESHOLD)) onLoad();
      },
      { threshold: SENTINEL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, status, onLoad, shown]);

  if (total === 0) return null;
  const loading = status === 'loading';
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-3 py-8" data-testid="load-more" data-status={status}>
      <p className="text-sm text-muted" aria-live="polite" data-testid="shown-count">
        {t('results.showing', { shown: formatNumber(shown, locale), total: formatNumber(total, locale) })}
      </p>
      {!hasMore ? (
        <p className="text-sm text-muted">{t('more.end')}</p>
      ) : status === 'error' ? (
        <div role="alert" className="flex flex-col items-center gap-2 text-center">
          <p className="text-sm font-medium text-red-700 dark:text-red-300">{t('more.failed')}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={onLoad}>
            {t('more.retry')}
          </button>
        </div>
      ) : (
        <Link
          to={nextHref}
          replace
          preventScrollReset
          className="btn btn-outline min-w-40"
          aria-busy={loading || undefined}
          aria-disabled={loading || undefined}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onLoad();
          }}
          data-testid="show-more"
          {...NO_PRELOAD}
        >
          {loading ? (
            <span className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none" aria-hidden="true" />
          ) : null}
          {loading ? t('more.loading') : t('more.show')}
        </Link>
      )}
    </div>
  );
}
