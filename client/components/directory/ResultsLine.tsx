import { Link } from 'react-router';
import { useAppState } from '../../app-state.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { SearchCorrection } from '../ui/SearchCorrection.js';

/**
 * How many items the filters found, read out when it changes, with a way back to everything;
 * first, when the search was of a mistyped word, which word was searched instead.
 */
export function ResultsLine({ total, clearHref, typed, corrected }: { total: number; clearHref: string | null; typed: string; corrected: string | undefined }) {
  const t = useT('directory');
  const { locale } = useAppState();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p role="status" className="font-medium text-muted" data-testid="results-count">
        {corrected ? <SearchCorrection typed={typed} word={corrected} /> : null}
        {t('results.found', { total: formatNumber(total, locale) })}
      </p>
      {clearHref ? (
        <Link
          to={clearHref}
          preventScrollReset
          className="inline-flex items-center gap-1 font-medium text-accent-strong hover:underline"
          data-testid="clear-filters"
        >
          <Icon name="lucide:x" size={14} />
          {t('filters.clear')}
        </Link>
      ) : null}
    </div>
  );
}
