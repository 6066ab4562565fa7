import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { ClearFiltersLink } from '../../components/catalogue/ClearFiltersLink.js';
import { EmptyResults } from '../../components/catalogue/EmptyResults.js';
import { InfiniteSentinel } from '../../components/catalogue/InfiniteSentinel.js';
import { PageIntro } from '../../components/catalogue/PageIntro.js';
import { ResultsSummary } from '../../components/catalogue/ResultsSummary.js';
import { listSearch } from '../../components/catalogue/search-params.js';
import { SpecialistCard } from '../../components/catalogue/SpecialistCard.js';
import { SpecialistFiltersForm } from '../../components/catalogue/SpecialistFiltersForm.js';
import { itemListLd } from '../../components/catalogue/structured-data.js';
import { useAbsoluteUrl } from '../../components/catalogue/useAbsoluteUrl.js';
import { useGrowingList } from '../../components/catalogue/useGrowingList.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

/**
 * /specialists: filters beside the cards, and infinite scroll (visitors browse people): the next
 * page joins the list when the sentinel is fully in view, and the address becomes `?page=n`, which
 * the server renders as pages 1…n, so a reload or a shared link shows what the visitor saw.
 */
export default function SpecialistsPage() {
  const { list, filters, groups } = usePageData('specialists');
  const t = useT('catalogue');
  const { locale } = useAppState();
  const absolute = useAbsoluteUrl();
  const shown = useGrowingList(
    list,
    (page) => listSearch(filters, page),
    (person) => person.nickname,
  );
  const hrefFor = (page: number) => `/specialists${listSearch(filters, page)}`;
  return (
    <>
      <PageIntro title={t('specialists.heading')} intro={t('specialists.intro')} />
      <div className="container-page grid items-start gap-6 py-6 sm:py-8 lg:grid-cols-[17.5rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-20">
          <SpecialistFiltersForm filters={filters} groups={groups} />
        </aside>
        <section aria-labelledby="specialists-results" className="min-w-0">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="specialists-results" className="text-lg font-semibold">
              {t('list.results')}
            </h2>
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <ResultsSummary text={t('specialists.found', { total: formatNumber(list.total, locale) })} typed={filters.q} corrected={list.corrected} />
              {list.items.length > 0 ? <ClearFiltersLink path="/specialists" filters={filters} /> : null}
            </div>
          </div>
          {shown.items.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2" data-testid="results">
              {shown.items.map((person) => (
                <li key={person.nickname}>
                  <SpecialistCard person={person} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyResults path="/specialists" total={list.total} firstPageHref={hrefFor(1)} />
          )}
          {shown.items.length > 0 && shown.last < list.pageCount ? (
            <>
              {shown.failed ? (
                <p className="pt-4 text-center text-sm text-muted" role="status">
                  {t('list.failed')}
                </p>
              ) : null}
              <InfiniteSentinel href={hrefFor(shown.last + 1)} busy={shown.busy} onLoad={shown.loadNext} />
            </>
          ) : shown.items.length > 0 ? (
            <p className="py-6 text-center text-sm text-muted" data-testid="list-end">
              {t('list.end')}
            </p>
          ) : null}
        </section>
      </div>
      <JsonLd
        data={itemListLd(
          t('specialists.heading'),
          list.items.map((p) => ({ url: absolute(`/${p.nickname}`), name: p.name })),
          ((list.first ?? list.page) - 1) * list.pageSize + 1,
        )}
      />
    </>
  );
}
