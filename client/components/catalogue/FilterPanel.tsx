import type { ReactNode } from 'react';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

/**
 * The frame of a list's filter form: the search field always in view; the other filters in a
 * disclosure that a phone keeps closed (open when some are set) and a wide screen always shows
 * (its summary hidden, its content shown through ::details-content). No JavaScript involved.
 */
export function FilterPanel({ search, active, children }: { search: ReactNode; active: number; children: ReactNode }) {
  const t = useT('catalogue');
  return (
    <div className="card p-4 sm:p-5">
      {search}
      <details
        open={active > 0}
        className="group mt-3 lg:mt-4 lg:[&::details-content]:[content-visibility:visible] lg:[&::details-content]:block"
        data-testid="filters-disclosure"
      >
        <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg py-1.5 text-sm font-semibold lg:hidden [&::-webkit-details-marker]:hidden">
          <span className="inline-flex items-center gap-2">
            <Icon name="lucide:sliders-horizontal" size={16} />
            {t('filters.more')}
            {active > 0 ? <span className="rounded-full bg-accent px-2 py-0.5 text-xs text-accent-ink">{active}</span> : null}
          </span>
          <Icon name="lucide:chevron-down" size={16} className="transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-3 space-y-4 lg:mt-0">
          {children}
          <button type="submit" className="btn btn-primary w-full">
            <Icon name="lucide:search" size={16} />
            {t('filters.apply')}
          </button>
        </div>
      </details>
    </div>
  );
}
