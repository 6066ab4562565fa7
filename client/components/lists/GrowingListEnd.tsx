import { ShowMoreLink } from './ShowMoreLink.js';
import type { Growing } from './useGrowingList.js';

/** The words of a list's end, in the page's language and its namespace. */
export interface GrowingListEndTexts {
  /** "20 of 45 shown". */
  shown: string;
  failed: string;
  retry: string;
  loading: string;
  show: string;
}

/**
 * A growing list's end (the account's notifications and conversations): how much is shown, "show
 * more" (a link that works without JavaScript and loads by itself when it comes into view), and a
 * retry after a failure.
 */
export function GrowingListEnd<T>({ growing, nextHref, texts }: { growing: Growing<T>; nextHref: string; texts: GrowingListEndTexts }) {
  return (
    <div ref={growing.sentinel} className="flex flex-col items-center gap-3 py-6" data-testid="load-more" data-status={growing.status}>
      <p className="text-sm text-muted" aria-live="polite" data-testid="shown-count">
        {texts.shown}
      </p>
      {!growing.hasMore ? null : growing.status === 'error' ? (
        <div role="alert" className="flex flex-col items-center gap-2 text-center">
          <p className="text-sm font-medium text-red-700 dark:text-red-300">{texts.failed}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={growing.loadMore}>
            {texts.retry}
          </button>
        </div>
      ) : (
        <ShowMoreLink growing={growing} href={nextHref} className="btn btn-outline min-w-40">
          {growing.status === 'loading' ? texts.loading : texts.show}
        </ShowMoreLink>
      )}
    </div>
  );
}
