import { serviceListQuery } from '../../../shared/api/queries.js';
import { TIYIN_PER_SOM } from '../../../shared/format/money.js';
import { uniqueParents } from '../../../shared/specializations.js';
import type { ServiceFilters, ServicesPageData } from '../../../shared/pages/catalogue/types.js';
import { catalogueReads } from './reads.js';
import { correctedOf } from '../corrected.js';
import { pageCountOf, readQuery, readSom } from './query.js';
import { serviceCardView } from '../../../shared/pages/catalogue/views.js';
import type { ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** Cards per page of /services. */
export const SERVICES_PAGE_SIZE = 12;

/**
 * /services: one page of services by category, price range (so'm in the URL, tiyin for the API),
 * text and sort, with the categories for the filter. Unknown or malformed filters are dropped.
 */
export const servicesLoader: ServerLoader<PageDataOf<'services'>> = async ({ request }, { api, locale, t }): Promise<ServicesPageData> => {
  const read = catalogueReads(api, locale);
  const params = new URL(request.url).searchParams;
  const query = readQuery(serviceListQuery, params, ['q', 'parent', 'sort', 'page']);
  let priceMin = readSom(params, 'priceMin');
  let priceMax = readSom(params, 'priceMax');
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];

  const groups = uniqueParents(await read.groups());
  const parent = groups.find((g) => g.slug === query.parent);
  // Relevance ranks by the search text: without one it is the default order.
  const sort = query.sort === 'relevance' && !query.q ? undefined : query.sort;
  const page = query.page ?? 1;
  const result = await read.services({
    page,
    pageSize: SERVICES_PAGE_SIZE,
    ...(query.q ? { q: query.q } : {}),
    ...(parent ? { parent: parent.slug } : {}),
    ...(sort ? { sort } : {}),
    ...(priceMin !== undefined ? { priceMin: priceMin * TIYIN_PER_SOM } : {}),
    ...(priceMax !== undefined ? { priceMax: priceMax * TIYIN_PER_SOM } : {}),
  });

  const filters: ServiceFilters = {
    q: query.q ?? '',
    parent: parent?.slug ?? '',
    priceMin: priceMin === undefined ? '' : String(priceMin),
    priceMax: priceMax === undefined ? '' : String(priceMax),
    sort: sort ?? '',
  };
  const title = t('pages:services.title');
  return {
    list: {
      items: result.items.map(serviceCardView),
      total: result.total,
      page,
      pageSize: SERVICES_PAGE_SIZE,
      pageCount: pageCountOf(result.total, SERVICES_PAGE_SIZE),
      ...correctedOf(result),
    },
    filters,
    groups,
    meta: {
      title: page > 1 ? t('catalogue:meta.paged', { title, page }) : title,
      description: parent ? t('catalogue:services.metaGroup', { group: parent.name }) : t('catalogue:services.meta'),
    },
  };
};
