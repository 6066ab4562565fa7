import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { EmptyState } from '../ui/EmptyState.js';

/**
 * A list with nothing to show says so and offers the way out: clear the filters, or, past the
 * last page of a list that has results, go back to its first page.
 */
export function EmptyResults({ path, total, firstPageHref }: { path: string; total: number; firstPageHref: string }) {
  const t = useT('catalogue');
  if (total > 0) {
    return (
      <EmptyState
        icon="lucide:inbox"
        title={t('empty.pageTitle')}
        text={t('empty.pageText')}
        action={
          <Link to={firstPageHref} className="btn btn-outline">
            {t('empty.firstPage')}
          </Link>
        }
      />
    );
  }
  return (
    <div data-testid="empty-results">
      <EmptyState
        icon="lucide:search"
        title={t('empty.title')}
        text={t('empty.text')}
        action={
          <Link to={path} className="btn btn-primary" preventScrollReset>
            {t('empty.clear')}
          </Link>
        }
      />
    </div>
  );
}
