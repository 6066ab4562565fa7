import type { ReactNode } from 'react';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { activeFilterCount } from '../lists/hrefs.js';
import { ListIntro } from '../lists/ListIntro.js';
import { NoResults } from '../lists/NoResults.js';
import { ResultsLine } from '../lists/ResultsLine.js';

export interface CatalogueListProps<T> {
  section: 'services' | 'specialists';
  /** The filters as the URL holds them. */
  filters: Readonly<Record<string, string>> & { q: string };
  /** The loader's list: its length and the word searched instead of a mistyped one. */
  total: number;
  corrected: string | undefined;
  /** The cards shown (a growing list's, grown). */
  items: readonly T[];
  keyOf(item: T): string | number;
  card(item: T): ReactNode;
  /** The filter form, beside the results (above them on a phone). */
  form: ReactNode;
  /** The list's first page, where an empty page past its end leads. */
  firstPageHref: string;
  /** What follows the cards: numbered pages, or the growing list's end. */
  end: ReactNode;
}

/**
 * A catalogue list page (/services, /specialists): its heading band; the filters beside the
 * results; how many were found, with "clear filters" while something narrows them; the cards
 * or why there are none; and the list's end. Everything is a link or a GET form first.
 */
export function CatalogueList<T>({ section, filters, total, corrected, items, keyOf, card, form, firstPageHref, end }: CatalogueListProps<T>) {
  const t = useT('catalogue');
  const { locale } = useAppState();
  const path = `/${section}`;
  const narrowed = items.length > 0 && (activeFilterCount(filters) > 0 || filters.q !== '');
  return (
    <>
      <ListIntro title={t(`${section}.heading`)} lead={t(`${section}.intro`)} />
      <div className="container-page grid items-start gap-6 py-6 sm:py-8 lg:grid-cols-[17.5rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-20">{form}</aside>
        <section aria-labelledby={`${section}-results`} className="min-w-0">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`${section}-results`} className="text-lg font-semibold">
              {t('list.results')}
            </h2>
            <ResultsLine
              look="catalogue"
              total={total}
              text={t(`${section}.found`, { total: formatNumber(total, locale) })}
              clearHref={narrowed ? path : null}
              typed={filters.q}
              corrected={corrected}
            />
          </div>
          {items.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2" data-testid="results">
              {items.map((item) => (
                <li key={keyOf(item)}>{card(item)}</li>
              ))}
            </ul>
          ) : (
            <NoResults look="catalogue" title={t('empty.title')} text={t('empty.text')} clearHref={path} total={total} firstPageHref={firstPageHref} />
          )}
          {end}
        </section>
      </div>
    </>
  );
}
