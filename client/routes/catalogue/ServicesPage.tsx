import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { ClearFiltersLink } from '../../components/catalogue/ClearFiltersLink.js';
import { EmptyResults } from '../../components/catalogue/EmptyResults.js';
import { PageIntro } from '../../components/catalogue/PageIntro.js';
import { ResultsSummary } from '../../components/catalogue/ResultsSummary.js';
import { listSearch } from '../../components/catalogue/search-params.js';
import { ServiceCard } from '../../components/catalogue/ServiceCard.js';
import { ServiceFiltersForm } from '../../components/catalogue/ServiceFiltersForm.js';
import { itemListLd } from '../../components/catalogue/structured-data.js';
import { useAbsoluteUrl } from '../../components/catalogue/useAbsoluteUrl.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { Pagination } from '../../components/ui/Pagination.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

/**
 * /services: filters beside the cards, numbered pages (a visitor comparing prices jumps between
 * them). Filters and page live in the URL; everything is a link or a GET form first.
 */
export default function ServicesPage() {
  const { list, filters, groups } = usePageData('services');
  const t = useT('catalogue');
  const { locale } = useAppState();
  const absolute = useAbsoluteUrl();
  const hrefFor = (page: number) => `/services${listSearch(filters, page)}`;
  return (
    <>
      <PageIntro title={t('services.heading')} intro={t('services.intro')} />
      <div className="container-page grid items-start gap-6 py-6 sm:py-8 lg:grid-cols-[17.5rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-20">
          <ServiceFiltersForm filters={filters} groups={groups} />
        </aside>
        <section aria-labelledby="services-results" className="min-w-0">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="services-results" className="text-lg font-semibold">
              {t('list.results')}
            </h2>
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <ResultsSummary text={t('services.found', { total: formatNumber(list.total, locale) })} typed={filters.q} corrected={list.corrected} />
              {list.items.length > 0 ? <ClearFiltersLink path="/services" filters={filters} /> : null}
            </div>
          </div>
          {list.items.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2" data-testid="results">
              {list.items.map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyResults path="/services" total={list.total} firstPageHref={hrefFor(1)} />
          )}
          <div className="mt-8 flex justify-center">
            <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
          </div>
        </section>
      </div>
      <JsonLd
        data={itemListLd(
          t('services.heading'),
          list.items.map((s) => ({ url: absolute(`/services/${s.id}`), name: s.title })),
          (list.page - 1) * list.pageSize + 1,
        )}
      />
    </>
  );
}
