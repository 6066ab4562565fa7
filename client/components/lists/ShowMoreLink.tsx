import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { NO_PRELOAD } from '../../platform/preload.js';
import type { Growing } from './useGrowingList.js';

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * "Show more" at a growing list's end (useGrowingList): a link to the list one page longer, which
 * works without JavaScript (the server renders pages 1…n); with it, a plain click loads the next
 * page in place instead, and tries again after a failure. Its address is not preloaded.
 */
export function ShowMoreLink<T>({ growing, href, className, children }: { growing: Growing<T>; href: string; className: string; children: ReactNode }) {
  const loading = growing.status === 'loading';
  return (
    <Link
      to={href}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        growing.loadMore();
      }}
      className={className}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-testid="show-more"
      {...NO_PRELOAD}
    >
      {loading ? (
        <span className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none" aria-hidden="true" />
      ) : null}
      {children}
    </Link>
  );
}
