import type { LandingPageData } from '../../shared/pages/catalogue/types.js';
import { catalogueReads } from './catalogue/reads.js';
import { serviceCardView, specialistCardView } from '../../shared/pages/catalogue/views.js';
import type { ServerLoader } from './index.js';
import type { PageDataOf } from '../../shared/pages/index.js';

/** Cards in each featured row of the landing page. */
export const FEATURED_SPECIALISTS = 4;
export const FEATURED_SERVICES = 6;

/**
 * /: the fields of law as entry points, the best-rated verified specialists, the most popular
 * services, and how many of each the catalogue holds, all asked at once.
 */
export const indexLoader: ServerLoader<PageDataOf<'index'>> = async (_args, { api, locale, t }): Promise<LandingPageData> => {
  const read = catalogueReads(api, locale);
  const [groups, specialists, services, lawFirms] = await Promise.all([
    read.groups(),
    read.specialists({ sort: 'rating', verified: true, pageSize: FEATURED_SPECIALISTS }),
    read.services({ sort: 'popular', pageSize: FEATURED_SERVICES }),
    read.lawFirms({ pageSize: 1 }),
  ]);
  return {
    groups: groups.map((g) => ({ slug: g.slug, name: g.parent_specialization, description: g.description })),
    specialists: specialists.items.map(specialistCardView),
    services: services.items.map(serviceCardView),
    counts: { specialists: specialists.total, services: services.total, lawFirms: lawFirms.total },
    meta: { description: t('landing:meta') },
  };
};
