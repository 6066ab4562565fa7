import { specialistListQuery } from '../../../shared/api/queries.js';
import type { SpecializationGroup } from '../../../shared/api/types.js';
import type { GroupOption, SpecialistFilters, SpecialistsPageData } from '../../../shared/pages/catalogue/types.js';
import { catalogueReads } from './reads.js';
import { correctedOf } from '../corrected.js';
import { pageCountOf, pageRange, pagesOf, readQuery } from './query.js';
import { named, specialistCardView } from '../../../shared/pages/catalogue/views.js';
import type { ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** Cards per page of /specialists (one screenful on a desktop, a few scrolls on a phone). */
export const SPECIALISTS_PAGE_SIZE = 12;

function groupOptions(groups: readonly SpecializationGroup[]): GroupOption[] {
  return groups.map((g) => ({ slug: g.slug, name: g.parent_specialization, specializations: g.specializations.map(named) }));
}

/**
 * /specialists: the list grown to `?page=` (pages 1…n; one page with `from`) of specialists by
 * parent specialization, specialization, language, experience and text, sorted, with the groups
 * for the filters. A specialization outside the
 * chosen parent, or unknown, is dropped rather than giving an empty page for a stale link.
 */
export const specialistsLoader: ServerLoader<PageDataOf<'specialists'>> = async ({ request }, { api, locale, t }): Promise<SpecialistsPageData> => {
  const read = catalogueReads(api, locale);
  const params = new URL(request.url).searchParams;
  const query = readQuery(specialistListQuery, params, ['q', 'parent', 'specialization', 'language', 'experience', 'sort', 'page']);
  const groups = groupOptions(await read.groups());
  const parent = groups.find((g) => g.slug === query.parent);
  const pool = parent ? parent.specializations : groups.flatMap((g) => g.specializations);
  const specialization = pool.find((s) => s.slug === query.specialization);
  const sort = query.sort === 'relevance' && !query.q ? undefined : query.sort;
  const experience = query.experience && query.experience > 0 ? query.experience : undefined;
  const { first, last } = pageRange(params, query.page ?? 1);
  const filtersQuery = {
    ...(query.q ? { q: query.q } : {}),
    ...(parent ? { parent: parent.slug } : {}),
    ...(specialization ? { specialization: specialization.slug } : {}),
    ...(query.language ? { language: query.language } : {}),
    ...(experience ? { experience } : {}),
    ...(sort ? { sort } : {}),
  };
  const result = await pagesOf(first, last, (window) => read.specialists({ ...filtersQuery, ...window }), SPECIALISTS_PAGE_SIZE);

  const filters: SpecialistFilters = {
    q: query.q ?? '',
    parent: parent?.slug ?? '',
    specialization: specialization?.slug ?? '',
    language: query.language ?? '',
    experience: experience ? String(experience) : '',
    sort: sort ?? '',
  };
  const title = t('pages:specialists.title');
  const focus = specialization ?? parent;
  return {
    list: {
      items: result.items.map(specialistCardView),
      total: result.total,
      first,
      page: last,
      pageSize: SPECIALISTS_PAGE_SIZE,
      pageCount: pageCountOf(result.total, SPECIALISTS_PAGE_SIZE),
      ...correctedOf(result),
    },
    filters,
    groups,
    meta: {
      title: last > 1 ? t('catalogue:meta.paged', { title, page: last }) : title,
      description: focus ? t('catalogue:specialists.metaFocus', { focus: focus.name }) : t('catalogue:specialists.meta'),
    },
  };
};
