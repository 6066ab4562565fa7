import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { EmptyState } from '../ui/EmptyState.js';

/**
 * An empty list says why and what to do: nothing matches the filters (clear them), or the page
 * is past the end of a list that has items (go to its first page).
 */
export function NoResults({
  title,
  text,
  clearHref,
  total,
  firstPageHref,
}: {
  title: string;
  text: string;
  clearHref: string;
  total: number;
  firstPageHref: string;
}) {
  const t = useT('directory');
  if (total > 0) {
    return (
      <EmptyState
        icon="lucide:list"
        title={t('empty.pageTitle')}
        text={t('empty.pageText')}
        action={
          <Link to={firstPageHref} className="btn btn-primary">
            {t('empty.firstPage')}
          </Link>
        }
      />
    );
  }
  return (
    <div data-testid="no-results">
      <EmptyState
        icon="lucide:search-x"
        title={title}
        text={text}
        action={
          <Link to={clearHref} className="btn btn-primary">
            {t('filters.clear')}
          </Link>
        }
      />
    </div>
  );
}
