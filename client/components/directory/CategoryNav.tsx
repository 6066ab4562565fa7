import { Link } from 'react-router';
import { useAppState } from '../../app-state.js';
import { formatNumber } from '../../../shared/format/number.js';
import type { CategoryCount } from '../../../shared/pages/directory/types.js';

export interface CategoryNavProps {
  label: string;
  allLabel: string;
  /** Total of every category (the "all" pill's count). */
  total: number;
  categories: readonly CategoryCount[];
  /** The chosen category's slug, or ''. */
  active: string;
  /** Counts are of the whole category: shown only while no search narrows the list. */
  counts?: boolean;
  hrefFor(slug: string): string;
}

const PILL = 'inline-flex shrink-0 items-center whitespace-nowrap gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors';

/** The list's categories as links (they work without JavaScript); the current one is marked. */
export function CategoryNav({ label, allLabel, total, categories, active, counts = true, hrefFor }: CategoryNavProps) {
  const { locale } = useAppState();
  const pill = (slug: string, name: string, count: number) => {
    const current = slug === active;
    return (
      <li key={slug || 'all'}>
        <Link
          to={hrefFor(slug)}
          preventScrollReset
          aria-current={current ? 'page' : undefined}
          className={`${PILL} ${current ? 'border-accent bg-accent text-accent-ink' : 'border-line bg-surface text-ink hover:border-accent hover:text-accent-strong'}`}
        >
          {name}
          {counts ? <span className={`text-xs ${current ? 'text-accent-ink' : 'text-muted'}`}>{formatNumber(count, locale)}</span> : null}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={label} data-testid="category-nav">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {pill('', allLabel, total)}
        {categories.map((category) => pill(category.slug, category.name, category.count))}
      </ul>
    </nav>
  );
}
