import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { FirmCard } from '../../components/directory/FirmCard.js';
import { FirmPanel, preloadFirmPanel } from '../../components/directory/FirmPanel.js';
import { FirmPanelLoading } from '../../components/directory/FirmPanelLoading.js';
import { legalServiceLd, personLd } from '../../components/directory/structured-data.js';
import { itemListLd } from '../../components/lists/structured-data.js';
import { useOpenFirm } from '../../components/directory/useOpenFirm.js';
import { hasFilters, listHref } from '../../components/lists/hrefs.js';
import { ListIntro } from '../../components/lists/ListIntro.js';
import { ListSelect } from '../../components/lists/ListSelect.js';
import { NoResults } from '../../components/lists/NoResults.js';
import { ResultsLine } from '../../components/lists/ResultsLine.js';
import { SearchForm } from '../../components/lists/SearchForm.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
import { reviewProperties } from '../../components/reviews/structured-data.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { Pagination } from '../../components/ui/Pagination.js';
import { useT } from '../../i18n.js';
import { lazyPart } from '../../platform/lazy-part.js';
import type { PagePart } from '../modules.js';
import { usePageData } from '../../platform/payload.js';

const PATH = '/lawfirms';

// A firm's details and reviews travel only when a firm opens (or a card is pointed at).
const panelBody = lazyPart(() => import('../../components/directory/FirmPanelBody.js'));
const FirmPanelBody = panelBody.Part;

/** Starts loading what an opened firm's slide-over needs: the slide-over and its body. */
function preloadPanel(): void {
  preloadFirmPanel();
  void panelBody.preload().catch(() => undefined);
}

/** A firm opened by the address (`?firm=`) renders at once, on the server and at hydration. */
export const parts: readonly PagePart[] = [{ param: 'firm', source: 'client/components/directory/FirmPanelBody.tsx', preload: panelBody.preload }];

/**
 * /lawfirms: the firms of a region matching a search, numbered pages (a directory a visitor jumps
 * through), each card a link to `?firm=` that the server renders with the firm's slide-over open.
 * Once the page runs, a card opens its slide-over in place and fetches the firm from the API; the
 * address follows, so a reload or a shared link shows the same firm.
 */
export default function LawfirmsPage() {
  const data = usePageData('lawfirms');
  const { filters, regions, list } = data;
  const t = useT('lawfirms');
  const pages = useT('pages');
  const navigate = useNavigate();
  const absolute = useAbsoluteHref();

  const params = { q: filters.q, region: filters.region };
  const hrefFor = (page: number) => listHref(PATH, { ...params, page });
  const firmHref = (id: number) => listHref(PATH, { ...params, page: filters.page, firm: id });
  const closeHref = hrefFor(filters.page);

  const { opened: current, open, close, retry } = useOpenFirm(data, firmHref, closeHref);

  const regionOptions = [{ value: '', label: t('region.all') }, ...regions.map((r) => ({ value: r.slug, label: r.name }))];
  const panelFirm = current?.detail ?? null;
  const people = (panelFirm?.specialists ?? []).map((p) => personLd(p, absolute(`/${p.nickname}`), t(`professions.${p.profession}`)));

  return (
    <>
      <ListIntro title={pages('lawfirms.title')} lead={t('lead')}>
        <SearchForm path={PATH} id="lawfirms-q" label={t('search.label')} placeholder={t('search.placeholder')} q={filters.q}>
          <ListSelect
            id="lawfirms-region"
            name="region"
            label={t('region.label')}
            options={regionOptions}
            value={filters.region}
            className="sm:w-60"
            onChange={(region) => void navigate(listHref(PATH, { q: filters.q, region }), { preventScrollReset: true })}
          />
        </SearchForm>
      </ListIntro>

      <section className="container-page py-6 sm:py-8" aria-labelledby="lawfirms-results">
        <h2 id="lawfirms-results" className="sr-only">
          {pages('lawfirms.title')}
        </h2>
        <div className="mb-4">
          <ResultsLine total={list.total} clearHref={hasFilters(params) ? PATH : null} typed={filters.q} corrected={list.corrected} />
        </div>
        {list.items.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="results" onPointerOver={preloadPanel} onFocus={preloadPanel}>
            {list.items.map((firm) => (
              <li key={firm.id}>
                <FirmCard firm={firm} href={firmHref(firm.id)} onOpen={open} />
              </li>
            ))}
          </ul>
        ) : (
          <NoResults title={t('empty.title')} text={t('empty.text')} clearHref={PATH} total={list.total} firstPageHref={hrefFor(1)} />
        )}
        <div className="mt-8 flex justify-center">
          <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
        </div>
      </section>

      {current ? (
        <FirmPanel title={current.card.name} description={t('panel.description')} closeHref={closeHref} onClose={close}>
          <Suspense fallback={<FirmPanelLoading />}>
            <FirmPanelBody
              card={current.card}
              detail={current.detail}
              status={current.status}
              onRetry={retry}
              reviews={data.firm?.id === current.id ? data.reviews : null}
            />
          </Suspense>
        </FirmPanel>
      ) : null}

      <JsonLd
        data={
          panelFirm
            ? {
                ...legalServiceLd(panelFirm, absolute(firmHref(panelFirm.id)), { people }),
                ...(data.firm?.id === panelFirm.id ? reviewProperties(data.reviews) : {}),
              }
            : itemListLd(
                pages('lawfirms.title'),
                list.items.map((firm) => ({
                  url: absolute(firmHref(firm.id)),
                  name: firm.name,
                  item: legalServiceLd(firm, absolute(firmHref(firm.id)), { nested: true }),
                })),
                (list.page - 1) * list.pageSize + 1,
              )
        }
      />
    </>
  );
}
