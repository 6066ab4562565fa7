/**
 * The support page's contact form without JavaScript (its route's action): the page's
 * <form method="post"> posts to the page itself (/support, /ru/support, /en/support). The form
 * becomes a ticket through the API's `createSupportTicket`, the operation the page's script calls,
 * and the visitor is sent back with a notification (303, Post/Redirect/Get). A refused form
 * (invalid fields, or over the write limit) is the page again with every value kept and each
 * field's message, 422 or 429, so nothing typed is lost.
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import { SUPPORT_TICKET_FIELDS, type SupportTicketField, type SupportTicketInput } from '../../../shared/api/directory/support-tickets.js';
import { localizedPath } from '../../../shared/locales.js';
import type { ContactFormState } from '../../../shared/pages/directory/types.js';
import type { ServerAction } from '../index.js';
import { seeOther } from '../see-other.js';

/** Where the form is on the page (the redirect's fragment). */
export const CONTACT_ANCHOR = 'contact';

/** The posted fields as text (anything else is dropped): what the page shows again. */
function postedValues(form: FormData): ContactFormState['values'] {
  const values: ContactFormState['values'] = {};
  for (const field of SUPPORT_TICKET_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 10_000);
  }
  return values;
}

export const supportFormAction: ServerAction<ContactFormState> = async ({ request }, { api, apiContext, locale, formRetryAfter, response }) => {
  const values = postedValues(await request.formData());
  if (formRetryAfter !== null) return data({ values, errors: {}, retryAfter: formRetryAfter }, { status: 429 });
  try {
    // Posted text as it came: the API checks it against the form's schema, as it does the script's JSON.
    await api.createSupportTicket({}, values as SupportTicketInput, apiContext);
  } catch (error) {
    // The API names each refused field in the page's language, with the form's own labels.
    if (isApiError(error) && (error.status === 400 || error.status === 422) && error.fields) {
      return data({ values, errors: error.fields as Partial<Record<SupportTicketField, string>>, retryAfter: null }, { status: 422 });
    }
    throw error;
  }
  response.flash({ type: 'success', title: 'support:contact.sentTitle', text: 'support:contact.sentText' });
  return seeOther(request, `${localizedPath(locale, '/support')}#${CONTACT_ANCHOR}`);
};
