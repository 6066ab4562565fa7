/**
 * "Start" on a claim template's page without JavaScript (its route's action, issue 11): the
 * page's <form method="post"> posts to the page itself (/statement-of-claim/templates/{id}, under
 * /ru and /en too) with the claim's language as `_lang`. As the documents' template form does
 * (ADR 011):
 *
 * - signed in: the claim is made through the API's `createClaim`, the operation the page's script
 *   calls (the plaintiff from OneID), and the visitor is sent to it, 303 to /statement-of-claim/my/{id};
 * - a guest: 303 to sign in, and back to this page with the language chosen (`?lang=`), where one
 *   more press starts the claim. There are no answers yet, so nothing else needs keeping.
 *
 * Over the write limit the page comes back 429 with the wait.
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import { isLocale, localizedPath, type Locale } from '../../../shared/locales.js';
import type { ClaimStartRefusal } from '../../../shared/pages/claims/types.js';
import type { ServerAction } from '../index.js';
import { seeOther } from '../see-other.js';
import { claimReads } from './reads.js';

/** The template's page in the page's language, with the claim's language to keep. */
export const claimTemplatePath = (templateId: number, pageLocale: Locale, claimLocale: Locale) =>
  `${localizedPath(pageLocale, `/statement-of-claim/templates/${templateId}`)}?lang=${claimLocale}`;

export const claimStartAction: ServerAction<ClaimStartRefusal> = async ({ request, params }, { api, apiContext, locale, formRetryAfter }) => {
  if (formRetryAfter !== null) return data({ retryAfter: formRetryAfter }, { status: 429 });
  const templateId = Number(params.idx);
  try {
    await claimReads(api, locale).template(templateId);
  } catch (error) {
    // An unknown template: nothing to do; the page's loader answers its 404.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
  const lang = (await request.formData()).get('_lang');
  const claimLocale: Locale = isLocale(lang) ? lang : locale;
  const signIn = () => seeOther(request, `/auth/sign-in?returnTo=${encodeURIComponent(claimTemplatePath(templateId, locale, claimLocale))}`);
  if (!apiContext.session) return signIn();
  try {
    const created = await api.createClaim({}, { templateId, locale: claimLocale }, apiContext);
    return seeOther(request, localizedPath(locale, `/statement-of-claim/my/${created.id}`));
  } catch (error) {
    // A session that has ended: as a guest.
    if (isApiError(error) && error.status === 401) return signIn();
    throw error;
  }
};
