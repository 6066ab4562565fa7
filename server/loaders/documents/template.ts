import { isApiError } from '../../../shared/api/errors.js';
import type { DocumentTemplateDetail } from '../../../shared/api/types.js';
import { isLocale, type Locale } from '../../../shared/locales.js';
import type { IdentityPrefill, TemplatePageData, TemplateView } from '../../../shared/pages/documents/types.js';
import type { ApiCallContext, ApiClient } from '../../api-client/types.js';
import { cachedRead } from '../catalogue/reads.js';
import { orNotFound } from '../catalogue/not-found.js';
import { draftFromCookie } from './template-draft.js';
import type { ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

export function templateView(detail: DocumentTemplateDetail): TemplateView {
  return {
    id: detail.id,
    title: detail.title,
    description: detail.description,
    note: detail.note,
    category: { slug: detail.category.slug, name: detail.category.name },
    notarization: detail.notarization,
    bodies: detail.bodies,
    titles: detail.titles,
    fields: detail.fields,
  };
}

/** One template in the page's language, kept as the catalogue's reads are (it is nobody's). */
export function readTemplate(api: ApiClient, id: number, lang: Locale): Promise<DocumentTemplateDetail> {
  return cachedRead(api, `${lang} documentTemplate ${id}`, () => api.getDocumentTemplate({ id }, { lang }));
}

/** A signed-in citizen's OneID data; nothing for a guest or a session that has ended. */
async function identityOf(api: ApiClient, apiContext: ApiCallContext): Promise<IdentityPrefill | null> {
  if (!apiContext.session) return null;
  try {
    return await api.getOwnIdentity({}, apiContext);
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

/**
 * /documents/templates/{idx}: what the template is for, when to notarise, its form and the live
 * preview. The document's language is `?lang=` (or a guest's kept one), else the page's. The form
 * posted without JavaScript is the route's action (./template-form.ts). An unknown template is the 404 page.
 */
export const documentTemplateLoader: ServerLoader<PageDataOf<'documents-template'>> = async (
  { request, params },
  { api, apiContext, locale, t },
): Promise<TemplatePageData> => {
  const id = Number(params.idx);
  const [detail, identity] = await Promise.all([orNotFound(readTemplate(api, id, locale)), identityOf(api, apiContext)]);
  const asked = new URL(request.url).searchParams.get('lang');
  // A guest who posted without JavaScript and went to sign in finds their values again.
  const kept = draftFromCookie(request.headers.get('cookie'), id);
  const documentLocale: Locale = kept?.locale ?? (isLocale(asked) ? asked : locale);
  const page: TemplatePageData = {
    template: templateView(detail),
    documentLocale,
    posted: kept ? { values: kept.values, errors: {}, locale: kept.locale, retryAfter: null } : null,
    identity,
    meta: { title: `${detail.title} · ${t('pages:documents.title')}`, description: detail.description },
  };
  return page;
};
