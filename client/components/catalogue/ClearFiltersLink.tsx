import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { activeFilterCount } from './search-params.js';

/** "Clear filters" beside the results while a filter or a search text narrows them. */
export function ClearFiltersLink({ path, filters }: { path: string; filters: Readonly<Record<string, string>> }) {
  const t = useT('catalogue');
  if (activeFilterCount(filters) === 0 && !filters.q) return null;
  return (
    <Link to={path} preventScrollReset className="text-sm font-medium text-accent hover:underline" data-testid="clear-filters">
      {t('empty.clear')}
    </Link>
  );
}
