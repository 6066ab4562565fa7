import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { SearchCorrection } from '../ui/SearchCorrection.js';
import type { ListLook } from './look.js';

/**
 * The catalogue's count is announced politely and its "clear" is a plain link; the directory's
 * "clear" has a cross. The count's attributes keep the order each look's HTML has.
 */
const LOOKS = {
  catalogue: {
    ns: 'catalogue',
    clear: 'empty.clear',
    line: 'flex flex-wrap items-baseline gap-x-4 gap-y-1',
    count: { className: 'text-sm text-muted', role: 'status', 'aria-live': 'polite' },
    link: 'text-sm font-medium text-accent hover:underline',
    cross: false,
  },
  directory: {
    ns: 'directory',
    clear: 'filters.clear',
    line: 'flex flex-wrap items-center justify-between gap-2 text-sm',
    count: { role: 'status', className: 'font-medium text-muted' },
    link: 'inline-flex items-center gap-1 font-medium text-accent-strong hover:underline',
    cross: true,
  },
} as const;

export interface ResultsLineProps {
  total: number;
  /** What to say instead of the look's "Found: 32" (the catalogue names what it found). */
  text?: string;
  /** Where "clear filters" leads, or null while nothing narrows the list. */
  clearHref: string | null;
  typed: string;
  corrected: string | undefined;
  look?: ListLook;
}

/**
 * How many items the filters found, read out when it changes, with a way back to everything;
 * first, when the search was of a mistyped word, which word was searched instead.
 */
export function ResultsLine({ total, text, clearHref, typed, corrected, look = 'directory' }: ResultsLineProps) {
  const style = LOOKS[look];
  const t = useT(style.ns);
  const { locale } = useAppState();
  return (
    <div className={style.line}>
      <p {...style.count} data-testid="results-count">
        {corrected ? <SearchCorrection typed={typed} word={corrected} /> : null}
        {text ?? t('results.found', { total: formatNumber(total, locale) })}
      </p>
      {clearHref ? (
        <Link to={clearHref} preventScrollReset className={style.link} data-testid="clear-filters">
          {style.cross ? <Icon name="lucide:x" size={14} /> : null}
          {t(style.clear)}
        </Link>
      ) : null}
    </div>
  );
}
