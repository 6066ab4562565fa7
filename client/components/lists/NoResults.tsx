import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { EmptyState } from '../ui/EmptyState.js';
import type { ListLook } from './look.js';

/**
 * The two looks draw an empty list with their own icons and buttons (the catalogue's empty page
 * shows EmptyState's own icon, the inbox); the catalogue's "clear" keeps the scroll.
 */
const LOOKS = {
  catalogue: {
    ns: 'catalogue',
    clear: 'empty.clear',
    testId: 'empty-results',
    pastIcon: undefined,
    noneIcon: 'lucide:search',
    firstPageButton: 'btn btn-outline',
    keepScroll: true,
  },
  directory: {
    ns: 'directory',
    clear: 'filters.clear',
    testId: 'no-results',
    pastIcon: 'lucide:list',
    noneIcon: 'lucide:search-x',
    firstPageButton: 'btn btn-primary',
    keepScroll: false,
  },
} as const satisfies Record<ListLook, Record<string, string | boolean | undefined>>;

export interface NoResultsProps {
  /** What an empty list says when nothing matches the filters. */
  title: string;
  text: string;
  /** The list without filters. */
  clearHref: string;
  /** Items in the whole list: some means the page is past its end. */
  total: number;
  firstPageHref: string;
  look?: ListLook;
}

/**
 * An empty list says why and what to do: nothing matches the filters (clear them), or the page
 * is past the end of a list that has items (go to its first page).
 */
export function NoResults({ title, text, clearHref, total, firstPageHref, look = 'directory' }: NoResultsProps) {
  const style = LOOKS[look];
  const t = useT(style.ns);
  if (total > 0) {
    return (
      <EmptyState
        icon={style.pastIcon}
        title={t('empty.pageTitle')}
        text={t('empty.pageText')}
        action={
          <Link to={firstPageHref} className={style.firstPageButton}>
            {t('empty.firstPage')}
          </Link>
        }
      />
    );
  }
  return (
    <div data-testid={style.testId}>
      <EmptyState
        icon={style.noneIcon}
        title={title}
        text={text}
        action={
          <Link to={clearHref} className="btn btn-primary" preventScrollReset={style.keepScroll}>
            {t(style.clear)}
          </Link>
        }
      />
    </div>
  );
}
