import { formatMoney } from '../../../shared/format/money.js';
import type { ServicePageData } from '../../../shared/pages/catalogue/types.js';
import { orNotFound } from './not-found.js';
import { catalogueReads } from './reads.js';
import { excerpt, named, providerView, serviceCardView } from '../../../shared/pages/catalogue/views.js';
import type { ServerLoader } from '../index.js';
import { REVIEWS_PAGE_SIZE } from '../../../shared/reviews/rules.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** Related services shown under a service. */
export const RELATED_SERVICES = 3;

/**
 * /services/{serviceId}: the service with what the visitor gets and who offers it, and the most
 * popular other services of its category. An unknown id is the 404 page.
 */
export const serviceLoader: ServerLoader<PageDataOf<'service'>> = async ({ params }, { api, locale, t }): Promise<ServicePageData> => {
  const read = catalogueReads(api, locale);
  const id = Number(params.serviceId);
  const [service, reviews] = await Promise.all([orNotFound(read.service(id)), orNotFound(read.reviews({ service: id, pageSize: REVIEWS_PAGE_SIZE }))]);
  const sameGroup = await read.services({ parent: service.group.slug, sort: 'popular', pageSize: RELATED_SERVICES + 1 });
  const related = sameGroup.items.filter((item) => item.id !== service.id).slice(0, RELATED_SERVICES);
  const price = formatMoney(service.price, locale);
  return {
    service: {
      id: service.id,
      title: service.title,
      description: service.description,
      price: service.price,
      priceKind: service.priceKind,
      countable: service.countable,
      format: service.format,
      duration: service.duration,
      group: named(service.group),
      provider: providerView(service.provider),
      deliverables: service.deliverables,
      specializations: service.specializations.map(named),
    },
    related: related.map(serviceCardView),
    reviews,
    meta: {
      title: service.title,
      description: excerpt(
        `${service.priceKind === 'from' ? t('catalogue:price.from', { price }) : price} · ${service.provider.name}. ${service.description}`,
        160,
      ),
    },
  };
};
