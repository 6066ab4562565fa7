import { referenceListQuery } from '../../../shared/api/queries.js';
import type { ReferencePageData } from '../../../shared/pages/directory/types.js';
import { articleCardView } from '../../../shared/pages/directory/views.js';
import { loadGrowingList } from './growing.js';
import { readQuery, slugOrEmpty } from '../catalogue/query.js';
import type { ServerLoader } from '../index.js';
import { correctedOf } from '../corrected.js';
import { catalogueReads } from '../catalogue/reads.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** Articles per page of /reference (a list the visitor browses: it grows as they scroll). */
export const REFERENCE_PAGE_SIZE = 12;

/**
 * /reference: the articles of a section (or all), matching the search text, newest first; the
 * sections with their counts for the filter. `?page=n` shows pages 1…n (infinite scroll keeps
 * the URL current, so a reload shows the same articles); with `from=n`, page n alone (the
 * browser's next page). A section that does not exist is dropped.
 */
export const referenceLoader: ServerLoader<PageDataOf<'reference'>> = async ({ request }, { api, locale, t }): Promise<ReferencePageData> => {
  const params = new URL(request.url).searchParams;
  const query = readQuery(referenceListQuery, params, ['q', 'category', 'page']);
  const wanted = slugOrEmpty(query.category);
  const reads = catalogueReads(api, locale);
  const listOf = (slug: string) =>
    loadGrowingList(params, query.page ?? 1, REFERENCE_PAGE_SIZE, (window) =>
      reads.referenceArticles({ ...window, ...(query.q ? { q: query.q } : {}), ...(slug ? { category: slug } : {}) }),
    );
  // The categories and the list in parallel; a category the site does not have is dropped like any
  // bad parameter (the list is asked again without it, which only a mangled link pays for).
  const [categories, asked] = await Promise.all([reads.referenceCategories(), listOf(wanted)]);
  const category = categories.items.find((c) => c.slug === wanted);
  const list = wanted && !category ? await listOf('') : asked;
  return {
    filters: { q: query.q ?? '', category: category?.slug ?? '' },
    categories: categories.items.map((c) => ({ slug: c.slug, name: c.name, count: c.articleCount })),
    list: { items: list.items.map(articleCardView), total: list.total, pages: list.pages, pageSize: REFERENCE_PAGE_SIZE, ...correctedOf(list) },
    meta: {
      title: category ? `${category.name} · ${t('pages:reference.title')}` : t('pages:reference.title'),
      description: category ? t('reference:meta.descriptionCategory', { category: category.name }) : t('reference:meta.description'),
    },
  };
};
