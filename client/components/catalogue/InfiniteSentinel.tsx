import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { NO_PRELOAD } from '../../platform/preload.js';

/** docs/product.md §9: the next page loads when the sentinel is fully visible. */
export const SENTINEL_THRESHOLD = 1;

/**
 * The end of an infinitely scrolled list: a "Show more" link to the list with one more page (it
 * works without JavaScript), which with JavaScript loads the next page in place, by itself once
 * the sentinel is fully in view or when clicked.
 */
export function InfiniteSentinel({ href, busy, onLoad }: { href: string; busy: boolean; onLoad(): void }) {
  const t = useT('catalogue');
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // A new observer for each next page: a sentinel still in view after a load reports again at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SENTINEL_THRESHOLD)) load.current();
      },
      { threshold: SENTINEL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [href]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    load.current();
  };

  return (
    <div ref={ref} className="flex justify-center py-6" data-testid="sentinel">
      <Link to={href} onClick={onClick} className="btn btn-outline" aria-busy={busy || undefined} data-testid="show-more" {...NO_PRELOAD}>
        {busy ? <span className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" aria-hidden="true" /> : null}
        {busy ? t('list.loading') : t('list.showMore')}
      </Link>
    </div>
  );
}
