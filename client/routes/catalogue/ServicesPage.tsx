import { CatalogueList } from '../../components/catalogue/CatalogueList.js';
import { ServiceCard } from '../../components/catalogue/ServiceCard.js';
import { ServiceFiltersForm } from '../../components/catalogue/ServiceFiltersForm.js';
import { itemListLd } from '../../components/lists/structured-data.js';
import { listHref } from '../../components/lists/hrefs.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
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
  const absolute = useAbsoluteHref();
  const hrefFor = (page: number) => listHref('/services', filters, page);
  return (
    <>
      <CatalogueList
        section="services"
        filters={filters}
        total={list.total}
        corrected={list.corrected}
        items={list.items}
        keyOf={(service) => service.id}
        card={(service) => <ServiceCard service={service} />}
        form={<ServiceFiltersForm filters={filters} groups={groups} />}
        firstPageHref={hrefFor(1)}
        end={
          <div className="mt-8 flex justify-center">
            <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
          </div>
        }
      />
      <JsonLd
        data={itemListLd(
          t('services.heading'),
          list.items.map((s) => ({ url: absolute(`/services/${s.id}`), name: s.title })),
          (list.page - 1) * list.pageSize + 1,
          { counted: false },
        )}
      />
    </>
  );
}
