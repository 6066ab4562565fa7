import type { ReactNode } from 'react';
import { useT } from '../../i18n.js';
import { hasFilters, listHref, listSearch } from '../lists/hrefs.js';
import { ListIntro } from '../lists/ListIntro.js';
import { NoResults } from '../lists/NoResults.js';
import { ResultsLine } from '../lists/ResultsLine.js';
import { SearchForm } from '../lists/SearchForm.js';
import { ShowMoreLink } from '../lists/ShowMoreLink.js';
import { type Growing, useGrowingList } from '../lists/useGrowingList.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import type { CategoryCount, GrowingList, ListFilters } from '../../../shared/pages/directory/types.js';
import { CategoryNav } from './CategoryNav.js';

/** A section list's page: its address is `/{ns}`, its namespace has the words the list says. */
type SectionPage = 'reference' | 'support';

/** The page's loader data. */
interface SectionData<T> {
  filters: ListFilters;
  categories: readonly CategoryCount[];
  list: GrowingList<T>;
}

/**
 * A section list's heading band (/reference, /support): the page's title (`pages:{ns}.title`),
 * what it is for, and the search (`{ns}-q`), which keeps the chosen section; then `children`.
 */
export function SectionIntro({ ns, filters: { q, category }, children }: { ns: SectionPage; filters: ListFilters; children?: ReactNode }) {
  const t = useT(ns);
  const pages = useT('pages');
  return (
    <ListIntro title={pages(`${ns}.title`)} lead={t('lead')}>
      <SearchForm path={`/${ns}`} id={`${ns}-q`} label={t('search.label')} placeholder={t('search.placeholder')} q={q} keep={{ category }} />
      {children}
    </ListIntro>
  );
}

export interface SectionListProps<T> {
  ns: SectionPage;
  data: SectionData<T>;
  /** The list's heading: its id and classes, and its text while no section is chosen. */
  heading: { id: string; className: string; all: string };
  /** The items as the page shows them. */
  children(items: T[]): ReactNode;
}

/**
 * A directory list by section and search that grows as the visitor scrolls (/reference,
 * /support): the sections as links, with their counts while nothing is searched; how many were
 * found; the items, or why there are none; and the list's end, which loads the next pages from
 * the page's own loader.
 */
export function SectionList<T extends { id: number }>({ ns, data, heading, children }: SectionListProps<T>) {
  const { filters, categories, list } = data;
  const { q, category } = filters;
  const path = `/${ns}`;
  const t = useT(ns);
  const growing = useGrowingList(list, { last: list.pages, searchFor: (page) => listSearch({ q, category }, page), idOf: (item) => item.id });
  const chosen = categories.find((c) => c.slug === category);
  return (
    <div className="container-page space-y-5 py-6 sm:py-8">
      <CategoryNav
        label={t('categories')}
        allLabel={t('all')}
        total={categories.reduce((sum, c) => sum + c.count, 0)}
        categories={categories}
        active={category}
        counts={!q}
        hrefFor={(slug) => listHref(path, { q, category: slug })}
      />
      <section aria-labelledby={heading.id} className="space-y-4">
        <h2 id={heading.id} className={heading.className}>
          {chosen?.name ?? heading.all}
        </h2>
        <ResultsLine total={growing.total} clearHref={hasFilters({ q, category }) ? path : null} typed={q} corrected={list.corrected} />
        {growing.items.length > 0 ? (
          children(growing.items)
        ) : (
          <NoResults title={t('empty.title')} text={t('empty.text')} clearHref={path} total={0} firstPageHref={path} />
        )}
        {growing.items.length > 0 ? <LoadMore growing={growing} nextHref={listHref(path, { q, category }, growing.last + 1)} /> : null}
      </section>
    </div>
  );
}

/**
 * The end of a section list: how much is shown, and "show more" (which loads by itself once fully
 * in view); after a failure, why it stopped and a button to try again; at the end, that it ends.
 */
function LoadMore<T>({ growing, nextHref }: { growing: Growing<T>; nextHref: string }) {
  const t = useT('directory');
  const { locale } = useAppState();
  return (
    <div ref={growing.sentinel} className="flex flex-col items-center gap-3 py-8" data-testid="load-more" data-status={growing.status}>
      <p className="text-sm text-muted" aria-live="polite" data-testid="shown-count">
        {t('results.showing', { shown: formatNumber(growing.items.length, locale), total: formatNumber(growing.total, locale) })}
      </p>
      {!growing.hasMore ? (
        <p className="text-sm text-muted">{t('more.end')}</p>
      ) : growing.status === 'error' ? (
        <div role="alert" className="flex flex-col items-center gap-2 text-center">
          <p className="text-sm font-medium text-red-700 dark:text-red-300">{t('more.failed')}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={growing.loadMore}>
            {t('more.retry')}
          </button>
        </div>
      ) : (
        <ShowMoreLink growing={growing} href={nextHref} className="btn btn-outline min-w-40">
          {t(growing.status === 'loading' ? 'more.loading' : 'more.show')}
        </ShowMoreLink>
      )}
    </div>
  );
}
