import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

export interface Crumb {
  /** Site path; the last crumb (the page itself) has none. */
  to?: string;
  label: string;
}

/** Where the page sits: links up the path, the page itself marked as current. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT('catalogue');
  return (
    <nav aria-label={t('breadcrumbs')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="inline-flex min-w-0 items-center gap-1">
            {index > 0 ? <Icon name="lucide:chevron-right" size={14} className="shrink-0" /> : null}
            {item.to ? (
              <Link to={item.to} className="truncate hover:text-accent hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
