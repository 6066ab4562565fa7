import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

export interface Crumb {
  to: string;
  label: string;
}

/** Where the page sits: links up to the site's main page; the page itself is the last, unlinked. */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  const t = useT('directory');
  const crumbs = [{ to: '/', label: t('home') }, ...trail];
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-1">
            <Link to={crumb.to} className="hover:text-accent-strong hover:underline">
              {crumb.label}
            </Link>
            <Icon name="lucide:chevron-right" size={14} />
          </li>
        ))}
        <li aria-current="page" className="line-clamp-1 text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
