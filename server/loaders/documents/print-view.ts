import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import { isLocale } from '../../../shared/locales.js';
import { isValidId } from '../../../shared/routes.js';
import type { PrintAboutData, PrintPageData } from '../../../shared/pages/documents/types.js';
import { readTemplate } from './template.js';
import type { ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

const notFound = () => data({ message: null }, { status: 404 });

/**
 * /mc-rnders, the print view: `?document={id}` is one of the visitor's own documents with its
 * values (anyone else's, a guest's visit or an ended session: 404, never 403, so nothing tells
 * that it exists); `?template={id}&lang=ru` is a blank template, its fields lines to write on;
 * `?claim={id}` is one of the visitor's own statements of claim as last generated (the same 404s,
 * and 404 before it is generated). Without any of the three it is a route of docs/product.md §2 all the same:
 * 200 with a short text on what the view prints and how to reach it (noindex, as the route is).
 */
export const printViewLoader: ServerLoader<PageDataOf<'mc-rnders'>> = async (
  { request },
  { api, apiContext, locale, t },
): Promise<PrintPageData | PrintAboutData> => {
  const search = new URL(request.url).searchParams;
  const documentId = search.get('document');
  const templateId = search.get('template');
  const claimId = search.get('claim');
  if (documentId === null && templateId === null && claimId === null) {
    return { about: true, meta: { title: t('document-templates:print.about.title') } };
  }
  try {
    if (claimId !== null) {
      // The claim as last generated (its body is the generated document); never generated: 404.
      if (!isValidId(claimId) || !apiContext.session) throw notFound();
      const claim = await api.getOwnClaim({ id: Number(claimId) }, apiContext);
      if (!claim.generated) throw notFound();
      return { title: claim.title, locale: claim.locale, body: claim.generated.body, fields: [], values: {}, meta: { title: claim.title } };
    }
    if (documentId !== null) {
      if (!isValidId(documentId) || !apiContext.session) throw notFound();
      const own = await api.getOwnDocument({ id: Number(documentId) }, apiContext);
      return { title: own.title, locale: own.locale, body: own.body, fields: own.fields, values: own.fieldValues, meta: { title: own.title } };
    }
    if (templateId !== null && isValidId(templateId)) {
      const asked = search.get('lang');
      const lang = isLocale(asked) ? asked : locale;
      const template = await readTemplate(api, Number(templateId), locale);
      // `blank`: a form to fill in by hand, its fields printed as lines to write on.
      return {
        title: template.titles[lang],
        locale: lang,
        body: template.bodies[lang],
        fields: template.fields,
        values: {},
        blank: true,
        meta: { title: template.titles[lang] },
      };
    }
  } catch (error) {
    if (isApiError(error) && [400, 401, 403, 404].includes(error.status)) throw notFound();
    throw error;
  }
  throw notFound();
};
