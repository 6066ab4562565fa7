import { documentTemplateListQuery, type DocumentTemplateListInput } from '../../../shared/api/queries.js';
import type { DocumentTemplateCard, ListResult } from '../../../shared/api/types.js';
import type { Locale } from '../../../shared/locales.js';
import type { DocumentsPageData, TemplateCardView } from '../../../shared/pages/documents/types.js';
import type { ApiClient } from '../../api-client/types.js';
import { cachedRead } from '../catalogue/reads.js';
import { pageCountOf, readQuery, slugOrEmpty } from '../catalogue/query.js';
import type { ServerLoader } from '../index.js';
import { correctedOf } from '../corrected.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** Cards per page of /documents (the API's largest page: the whole shelf at once). */
export const TEMPLATES_PAGE_SIZE = 24;

/** The templates' reads, kept as the catalogue's are (every visitor gets the same list). */
export function templateReads(api: ApiClient, lang: Locale) {
  const ctx = { lang };
  return {
    list: (query: DocumentTemplateListInput): Promise<ListResult<DocumentTemplateCard>> =>
      cachedRead(api, `${lang} documentTemplates ${JSON.stringify(query)}`, () => api.listDocumentTemplates(query, ctx)),
  };
}

export const templateCardView = (card: DocumentTemplateCard): TemplateCardView => ({
  id: card.id,
  title: card.title,
  description: card.description,
  category: card.category.name,
  notarization: card.notarization,
});

/**
 * /documents: the templates of a category (or all) matching the search text (the API's query,
 * Latin or Cyrillic), the most used first; the categories, with their counts, for the chips come
 * from the whole shelf. A category that does not exist, or a bad page, is dropped.
 */
export const documentsLoader: ServerLoader<PageDataOf<'documents'>> = async ({ request }, { api, locale, t }): Promise<DocumentsPageData> => {
  const read = templateReads(api, locale);
  const params = new URL(request.url).searchParams;
  const query = readQuery(documentTemplateListQuery, params, ['q', 'category', 'page']);
  const wanted = slugOrEmpty(query.category);
  const page = query.page ?? 1;
  const listOf = (category: string) =>
    read.list({ page, pageSize: TEMPLATES_PAGE_SIZE, ...(query.q ? { q: query.q } : {}), ...(category ? { category } : {}) });
  const [shelf, asked] = await Promise.all([read.list({ page: 1, pageSize: 48 }), listOf(wanted)]);

  const counts = new Map<string, { slug: string; name: string; id: number; count: number }>();
  for (const card of shelf.items) {
    const entry = counts.get(card.category.slug) ?? { slug: card.category.slug, name: card.category.name, id: card.category.id, count: 0 };
    entry.count += 1;
    counts.set(card.category.slug, entry);
  }
  const categories = [...counts.values()].sort((a, b) => a.id - b.id).map(({ slug, name, count }) => ({ slug, name, count }));
  const category = categories.find((c) => c.slug === wanted);
  const list = wanted && !category ? await listOf('') : asked;
  const title = t('pages:documents.title');
  return {
    filters: { q: query.q ?? '', category: category?.slug ?? '' },
    categories,
    list: {
      items: list.items.map(templateCardView),
      total: list.total,
      page,
      pageSize: TEMPLATES_PAGE_SIZE,
      pageCount: pageCountOf(list.total, TEMPLATES_PAGE_SIZE),
      ...correctedOf(list),
    },
    meta: {
      title: category ? `${category.name} · ${title}` : title,
      description: category ? t('document-templates:meta.descriptionCategory', { category: category.name }) : t('document-templates:meta.description'),
    },
  };
};
