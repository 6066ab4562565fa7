/**
 * A document template's form without JavaScript (its route's action, issue 10): the page's
 * <form method="post"> posts to the page itself (/documents/templates/{id}, under /ru and /en
 * too), every control named by its field's key, the document's language as `_lang`. The values
 * are checked with the schema the API and the page's script use (shared/documents); a refused form
 * is the page again with every value kept and each field's message (422; 429 over the write
 * limit). Accepted:
 *
 * - signed in: the document is made through the API's `createDocument`, the operation the page's
 *   script calls, and the visitor is sent to it, 303 to /documents/my/{id};
 * - a guest: the values are kept for this page (./template-draft.ts) and the visitor is sent to
 *   sign in and back here, where the form shows them again for one click on "Save". With
 *   JavaScript the page keeps them in the tab instead and sends JSON to the API.
 *
 * `_action=preview` (the page's "Update the preview" button, shown until the page runs) is the
 * page again with the values in the chosen language: the live preview of a browser without
 * JavaScript.
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import { fieldValuesSchema } from '../../../shared/documents/field-values.js';
import { formTextToInput, type FormText } from '../../../shared/documents/form-text.js';
import { isLocale, localizedPath, type Locale } from '../../../shared/locales.js';
import type { PostedTemplateForm } from '../../../shared/pages/documents/types.js';
import { fieldErrors } from '../../api/field-errors.js';
import type { ServerAction } from '../index.js';
import { seeOther } from '../see-other.js';
import { draftPath, dropDraft, keepDraft } from './template-draft.js';
import { readTemplate } from './template.js';

/** The posted text of the named fields (anything else is dropped), and the document's language. */
function postedText(form: FormData, keys: readonly string[], fallback: Locale): { values: FormText; locale: Locale } {
  const values: FormText = {};
  for (const key of keys) {
    const value = form.get(key);
    if (typeof value === 'string' && value !== '') values[key] = value.slice(0, 10_000);
  }
  const lang = form.get('_lang');
  return { values, locale: isLocale(lang) ? lang : fallback };
}

/** Every posted text but the form's own controls: what a refusal before the template is read shows again. */
function anyText(form: FormData): FormText {
  const values: FormText = {};
  for (const [key, value] of form) if (key !== '_csrf' && key !== '_lang' && typeof value === 'string') values[key] = value.slice(0, 10_000);
  return values;
}

export const templateFormAction: ServerAction<PostedTemplateForm> = async ({ request, params }, { api, apiContext, locale, t, formRetryAfter, response }) => {
  const form = await request.formData();
  if (formRetryAfter !== null) {
    const lang = form.get('_lang');
    return data({ values: anyText(form), errors: {}, locale: isLocale(lang) ? lang : locale, retryAfter: formRetryAfter }, { status: 429 });
  }
  const templateId = Number(params.idx);
  let fields: Awaited<ReturnType<typeof readTemplate>>['fields'];
  try {
    fields = (await readTemplate(api, templateId, locale)).fields;
  } catch (error) {
    // An unknown template: nothing to do; the page's loader answers its 404.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
  const posted = postedText(
    form,
    fields.map((field) => field.key),
    locale,
  );
  // "Update the preview": the page again with these values, in the chosen language, nothing saved or judged.
  if (form.get('_action') === 'preview') return data({ ...posted, errors: {}, retryAfter: null, preview: true });
  const input = formTextToInput(fields, posted.values);
  const parsed = fieldValuesSchema(fields, { complete: true, label: t('document-templates:form.values') }).safeParse(input);
  if (!parsed.success) return data({ ...posted, errors: fieldErrors(parsed.error.issues, input, t), retryAfter: null }, { status: 422 });
  const here = draftPath(templateId, locale);
  const signIn = () => seeOther(request, `/auth/sign-in?returnTo=${encodeURIComponent(here)}`);
  if (!apiContext.session) {
    keepDraft(response, templateId, locale, posted);
    return signIn();
  }
  try {
    const created = await api.createDocument({}, { templateId, locale: posted.locale, fieldValues: parsed.data }, apiContext);
    dropDraft(response, templateId, locale);
    // The document's page need not load this page's texts: the flash says it in common's words.
    response.flash({ type: 'success', text: 'common:flash.saved' });
    return seeOther(request, localizedPath(locale, `/documents/my/${created.id}`));
  } catch (error) {
    // A session that has ended: as a guest.
    if (isApiError(error) && error.status === 401) {
      keepDraft(response, templateId, locale, posted);
      return signIn();
    }
    throw error;
  }
};
