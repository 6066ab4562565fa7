import { supportQuestionListQuery } from '../../../shared/api/queries.js';
import type { ContactFormState, SupportPageData } from '../../../shared/pages/directory/types.js';
import { questionCardView } from '../../../shared/pages/directory/views.js';
import { SUPPORT_TICKET_LIMITS } from '../../../shared/api/directory/support-ticket-fields.js';
import { csrfTokenFor } from '../../security/csrf.js';
import { loadGrowingList } from './growing.js';
import { readQuery, slugOrEmpty } from '../catalogue/query.js';
import type { ServerLoader } from '../index.js';
import { correctedOf } from '../corrected.js';
import { catalogueReads } from '../catalogue/reads.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** Questions per page of /support (browsed: the list grows as the visitor scrolls). */
export const SUPPORT_PAGE_SIZE = 12;

const EMPTY_FORM: ContactFormState = { values: {}, errors: {}, retryAfter: null };

/**
 * The contact form as a link may fill it: ?subject= (a service's "Ask for a price", issue 29),
 * cut to the field's limit. Nothing else is taken from the address.
 */
function prefilled(params: URLSearchParams): ContactFormState {
  const subject = params.get('subject')?.trim().slice(0, SUPPORT_TICKET_LIMITS.subject.max);
  return subject ? { ...EMPTY_FORM, values: { subject } } : EMPTY_FORM;
}

/**
 * /support: the questions of a topic (or all) matching the search text, in the help centre's
 * order (`?page=n`: pages 1…n; with `from=n`, page n alone, the browser's next page); the topics
 * with their counts; and the contact form (prefilled from `?subject=`; posted without
 * JavaScript, it is the route's action, ./support-form.ts).
 */
export const supportLoader: ServerLoader<PageDataOf<'support'>> = async ({ request }, { api, apiContext, locale, t }): Promise<SupportPageData> => {
  const params = new URL(request.url).searchParams;
  const query = readQuery(supportQuestionListQuery, params, ['q', 'category', 'page']);
  const wanted = slugOrEmpty(query.category);
  const reads = catalogueReads(api, locale);
  const listOf = (slug: string) =>
    loadGrowingList(params, query.page ?? 1, SUPPORT_PAGE_SIZE, (window) =>
      reads.supportQuestions({ ...window, ...(query.q ? { q: query.q } : {}), ...(slug ? { category: slug } : {}) }),
    );
  // The categories and the list in parallel; a category the site does not have is dropped like any
  // bad parameter (the list is asked again without it, which only a mangled link pays for).
  const [categories, asked] = await Promise.all([reads.supportCategories(), listOf(wanted)]);
  const category = categories.items.find((c) => c.slug === wanted);
  const list = wanted && !category ? await listOf('') : asked;
  const page: SupportPageData = {
    filters: { q: query.q ?? '', category: category?.slug ?? '' },
    categories: categories.items.map((c) => ({ slug: c.slug, name: c.name, count: c.questionCount })),
    list: { items: list.items.map(questionCardView), total: list.total, pages: list.pages, pageSize: SUPPORT_PAGE_SIZE, ...correctedOf(list) },
    form: prefilled(params),
    csrf: apiContext.session ? csrfTokenFor(apiContext.session) : null,
    meta: {
      title: category ? `${category.name} · ${t('pages:support.title')}` : t('pages:support.title'),
      description: category ? t('support:meta.descriptionCategory', { category: category.name }) : t('support:meta.description'),
    },
  };
  return page;
};
