import { CatalogueList } from '../../components/catalogue/CatalogueList.js';
import { SpecialistCard } from '../../components/catalogue/SpecialistCard.js';
import { SpecialistFiltersForm } from '../../components/catalogue/SpecialistFiltersForm.js';
import { itemListLd } from '../../components/lists/structured-data.js';
import { ShowMoreLink } from '../../components/lists/ShowMoreLink.js';
import { listHref, listSearch } from '../../components/lists/hrefs.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
import { type Growing, useGrowingList } from '../../components/lists/useGrowingList.js';
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
  const absolute = useAbsoluteHref();
  const growing = useGrowingList(list, { last: list.page, searchFor: (page) => listSearch(filters, page), idOf: (person) => person.nickname });
  const hrefFor = (page: number) => listHref('/specialists', filters, page);
  return (
    <>
      <CatalogueList
        section="specialists"
        filters={filters}
        total={list.total}
        corrected={list.corrected}
        items={growing.items}
        keyOf={(person) => person.nickname}
        card={(person) => <SpecialistCard person={person} />}
        form={<SpecialistFiltersForm filters={filters} groups={groups} />}
        firstPageHref={hrefFor(1)}
        end={growing.items.length > 0 ? <ListEnd growing={growing} nextHref={hrefFor(growing.last + 1)} /> : null}
      />
      <JsonLd
        data={itemListLd(
          t('specialists.heading'),
          list.items.map((p) => ({ url: absolute(`/${p.nickname}`), name: p.name })),
          ((list.first ?? list.page) - 1) * list.pageSize + 1,
          { counted: false },
        )}
      />
    </>
  );
}

/**
 * The end of the list: "show more" (which loads by itself once fully in view), with why it stopped
 * above it after a failure (the link tries again); at the last page, that the list ends.
 */
function ListEnd<T>({ growing, nextHref }: { growing: Growing<T>; nextHref: string }) {
  const t = useT('catalogue');
  if (!growing.hasMore) {
    return (
      <p className="py-6 text-center text-sm text-muted" data-testid="list-end">
        {t('list.end')}
      </p>
    );
  }
  return (
    <>
      {growing.status === 'error' ? (
        <p className="pt-4 text-center text-sm text-muted" role="alert">
          {t('list.failed')}
        </p>
      ) : null}
      <div ref={growing.sentinel} className="flex justify-center py-6" data-testid="sentinel">
        <ShowMoreLink growing={growing} href={nextHref} className="btn btn-outline">
          {t(growing.status === 'loading' ? 'list.loading' : 'list.showMore')}
        </ShowMoreLink>
      </div>
    </>
  );
}
