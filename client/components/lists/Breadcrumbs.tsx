import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import type { ListLook } from './look.js';

export interface Crumb {
  to: string;
  label: string;
}

/**
 * The catalogue's steps start with their chevron, truncate, and name the page inside its step;
 * the directory's end with theirs, and the page is a step of its own, cut to one line.
 */
const LOOKS = {
  catalogue: {
    ns: 'catalogue',
    label: 'breadcrumbs',
    home: 'common:nav.home',
    nav: 'text-sm',
    list: 'flex flex-wrap items-center gap-1 text-muted',
    item: 'inline-flex min-w-0 items-center gap-1',
    link: 'truncate hover:text-accent hover:underline',
    page: 'truncate font-medium text-ink',
    chevronFirst: true,
  },
  directory: {
    ns: 'directory',
    label: 'breadcrumb',
    home: 'home',
    nav: 'text-sm text-muted',
    list: 'flex flex-wrap items-center gap-1',
    item: 'flex items-center gap-1',
    link: 'hover:text-accent-strong hover:underline',
    page: 'line-clamp-1 text-ink',
    chevronFirst: false,
  },
} as const satisfies Record<ListLook, Record<string, string | boolean>>;

export interface BreadcrumbsProps {
  /** The links down to the page, after the site's main page. */
  trail: readonly Crumb[];
  /** The page itself. */
  current: string;
  /** Starts at the site's main page, in the look's words (the account's frames start elsewhere). */
  home?: boolean;
  look?: ListLook;
}

/** Where the page sits: links down the path, then the page itself, marked as the current one. */
export function Breadcrumbs({ trail, current, home = true, look = 'directory' }: BreadcrumbsProps) {
  const style = LOOKS[look];
  const t = useT(style.ns);
  const links = home ? [{ to: '/', label: t(style.home) }, ...trail] : trail;
  const chevron = <Icon name="lucide:chevron-right" size={14} className={style.chevronFirst ? 'shrink-0' : undefined} />;
  return (
    <nav aria-label={t(style.label)} className={style.nav}>
      <ol className={style.list}>
        {links.map((crumb, index) => (
          <li key={crumb.to} className={style.item}>
            {style.chevronFirst && index > 0 ? chevron : null}
            <Link to={crumb.to} className={style.link}>
              {crumb.label}
            </Link>
            {style.chevronFirst ? null : chevron}
          </li>
        ))}
        {style.chevronFirst ? (
          <li className={style.item}>
            {links.length > 0 ? chevron : null}
            <span aria-current="page" className={style.page}>
              {current}
            </span>
          </li>
        ) : (
          <li aria-current="page" className={style.page}>
            {current}
          </li>
        )}
      </ol>
    </nav>
  );
}
