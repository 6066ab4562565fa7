import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

/** The pages to offer: first, last, the current one with a neighbour each side, gaps as null. */
export function pageItems(page: number, pageCount: number): Array<number | null> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) items.push(null);
    items.push(p);
  });
  return items;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** Links (work without JavaScript) when given… */
  hrefFor?: (page: number) => string;
  /** …otherwise buttons. */
  onChange?: (page: number) => void;
}

const ITEM = 'inline-flex size-[30px] items-center justify-center rounded-lg text-sm font-medium';

/** Page links with 30×30 buttons (docs/product.md §9); the current page is marked for screen readers. */
export function Pagination({ page, pageCount, hrefFor, onChange }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const item = (target: number, content: ReactNode, label: string, disabled = false) => {
    const current = target === page && typeof content === 'number';
    const className = `${ITEM} ${current ? 'bg-accent text-accent-ink' : 'text-ink hover:bg-raised'} ${disabled ? 'pointer-events-none opacity-40' : ''}`;
    const common = { className, 'aria-label': label, 'aria-current': current ? ('page' as const) : undefined };
    // A step that goes nowhere (before the first page, after the last) is shown, not announced:
    // a plain span may not carry a label (axe aria-prohibited-attr).
    if (disabled)
      return (
        <span className={className} aria-hidden="true">
          {content}
        </span>
      );
    if (hrefFor)
      return (
        <Link to={hrefFor(target)} {...common}>
          {content}
        </Link>
      );
    return (
      <button type="button" onClick={() => onChange?.(target)} {...common}>
        {content}
      </button>
    );
  };
  return (
    <nav aria-label={t('ui.pagination.label')} data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-1">
        <li>{item(page - 1, <Icon name="lucide:chevron-left" size={16} />, t('ui.pagination.previous'), page <= 1)}</li>
        {pageItems(page, pageCount).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className={`${ITEM} text-muted`} aria-hidden>
                …
              </span>
            ) : (
              item(p, p, t('ui.pagination.page', { page: p }))
            )}
          </li>
        ))}
        <li>{item(page + 1, <Icon name="lucide:chevron-right" size={16} />, t('ui.pagination.next'), page >= pageCount)}</li>
      </ul>
    </nav>
  );
}
