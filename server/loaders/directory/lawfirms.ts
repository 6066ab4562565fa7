import { idParam } from '../../../shared/api/params.js';
import { lawFirmListQuery } from '../../../shared/api/queries.js';
import type { LawfirmsPageData } from '../../../shared/pages/directory/types.js';
import { firmCardView, firmPanelView, option } from '../../../shared/pages/directory/views.js';
import { orNotFound } from '../catalogue/not-found.js';
import { pageCountOf, readQuery, slugOrEmpty } from '../catalogue/query.js';
import type { ServerLoader } from '../index.js';
import { correctedOf } from '../corrected.js';
import { catalogueReads } from '../catalogue/reads.js';
import { REVIEWS_PAGE_SIZE } from '../../../shared/reviews/rules.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** Firms per page of /lawfirms (numbered pages: a directory the visitor jumps through). */
export const LAWFIRMS_PAGE_SIZE = 12;

/**
 * /lawfirms: one page of firms by region and text, the regions for the filter, and the firm of
 * ?firm= when a card was opened (its panel is rendered open, so a link to it works without
 * JavaScript). A malformed parameter is dropped; a firm id that does not exist is a 404.
 */
export const lawfirmsLoader: ServerLoader<PageDataOf<'lawfirms'>> = async ({ request }, { api, locale, t }): Promise<LawfirmsPageData> => {
  const params = new URL(request.url).searchParams;
  const query = readQuery(lawFirmListQuery, params, ['q', 'region', 'page']);
  const firmId = idParam.safeParse(params.get('firm') ?? '');
  const page = query.page ?? 1;

  const wanted = slugOrEmpty(query.region);
  const reads = catalogueReads(api, locale);
  const listOf = (slug: string) =>
    reads.lawFirms({ page, pageSize: LAWFIRMS_PAGE_SIZE, ...(query.q ? { q: query.q } : {}), ...(slug ? { region: slug } : {}) });
  // Regions, list and firm in parallel, through the reads' cache (a change drops what it shows);
  // a region the site does not have is dropped like any bad parameter (the list is asked again
  // without it, which only a mangled link pays for).
  const [regions, asked, firm, reviews] = await Promise.all([
    reads.regions(),
    listOf(wanted),
    firmId.success ? orNotFound(reads.lawFirm(firmId.data)) : Promise.resolve(null),
    // The opened firm's reviews (its own services').
    firmId.success ? orNotFound(reads.reviews({ lawFirm: firmId.data, pageSize: REVIEWS_PAGE_SIZE })) : Promise.resolve(null),
  ]);
  const region = regions.items.find((r) => r.slug === wanted);
  const list = wanted && !region ? await listOf('') : asked;
  const title = t('pages:lawfirms.title');
  return {
    filters: { q: query.q ?? '', region: region?.slug ?? '', page },
    regions: regions.items.map(option),
    list: {
      items: list.items.map(firmCardView),
      total: list.total,
      page,
      pageSize: LAWFIRMS_PAGE_SIZE,
      pageCount: pageCountOf(list.total, LAWFIRMS_PAGE_SIZE),
      ...correctedOf(list),
    },
    firm: firm ? firmPanelView(firm) : null,
    reviews,
    meta: firm
      ? { title: `${firm.name} · ${title}`, description: firmCardView(firm).excerpt }
      : {
          title: page > 1 ? t('directory:meta.paged', { title, page }) : title,
          description: region ? t('lawfirms:meta.descriptionRegion', { region: region.name }) : t('lawfirms:meta.description'),
        },
  };
};
