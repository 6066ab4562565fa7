/**
 * /home/messages/{idx} (route `messages-thread`, issue 31): one conversation of the signed-in
 * visitor with its newest messages, or with `?before=` those before one of them (the page's "show
 * earlier" without JavaScript), read through the API with their session. A guest, or a session that
 * has ended, is sent to sign in and brought back; anyone but its two people, and an unknown id, get
 * the 404 page alike.
 *
 * Its forms without JavaScript post to the page (this route's action), each calling the operation
 * the page's script calls, by the form's `intent`:
 * - message: the composer, multipart with its files (server/web/page-forms.ts reads them): createMessage;
 * - quote: the specialist's offer (the price typed in so'm): createQuote;
 * - accept, decline: the client's answer to a quote (`quoteId`): acceptQuote, declineQuote;
 * - close, reopen, block, unblock: the specialist's; report (`reason`): the client's.
 * Done, it is a 303 back to the conversation (Post/Redirect/Get), with a notification where the
 * page would not show what happened; refused (the API's 400, 409, 413, 415, 422, 429, or over the
 * form limit), the page again with what was typed and the API's words for why, in the visitor's
 * language, under the status the API answered.
 */
import { data } from 'react-router';
import { isApiError, type ApiError } from '../../../shared/api/errors.js';
import type { AttachmentRef, MessageCreateInput } from '../../../shared/api/messages/contract.js';
import { localizedPath } from '../../../shared/locales.js';
import type { PageDataOf } from '../../../shared/pages/index.js';
import { THREAD_INTENTS, type QuoteFormValues, type ThreadFormRefusal, type ThreadIntent, type ThreadPageData } from '../../../shared/pages/messages/types.js';
import { somToTiyin } from '../../../shared/pages/messages/views.js';
import { isValidId } from '../../../shared/routes.js';
import type { ServerAction, ServerLoader } from '../index.js';
import { seeOther } from '../see-other.js';
import { signInRedirect } from '../sign-in.js';

/** What a refused form keeps of a text (the API refuses more than this anyway). */
const KEPT_CHARS = 20_000;

export const threadLoader: ServerLoader<PageDataOf<'messages-thread'>> = async ({ request, params }, { api, apiContext, t }): Promise<ThreadPageData> => {
  const id = Number(params.idx);
  const raw = new URL(request.url).searchParams.get('before');
  const before = raw !== null && isValidId(raw) ? Number(raw) : null;
  try {
    const conversation = await api.getConversation({ id, ...(before === null ? {} : { before }) }, apiContext);
    return {
      conversation,
      before,
      now: new Date().toISOString(),
      meta: { title: t('messages:thread.titleWith', { name: conversation.counterpart.name }) },
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(request);
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw data({ message: null }, { status: 404 });
    throw error;
  }
};

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, KEPT_CHARS) : '';
};

const intentOf = (form: FormData): ThreadIntent => {
  const value = form.get('intent');
  return THREAD_INTENTS.find((intent) => intent === value) ?? 'message';
};

const quoteValues = (form: FormData): QuoteFormValues => ({
  serviceId: text(form, 'serviceId'),
  description: text(form, 'description'),
  price: text(form, 'price'),
  days: text(form, 'days'),
  validDays: text(form, 'validDays'),
});

/** A number typed in a form, as the API's schema reads it (anything else goes as typed, for its message). */
const numberOr = (typed: string): number | string => (/^\s*\d{1,10}\s*$/.test(typed) ? Number(typed) : typed);

export const threadAction: ServerAction<ThreadFormRefusal> = async ({ request, params }, { api, apiContext, locale, formRetryAfter, response, upload, t }) => {
  const id = Number(params.idx);
  const here = localizedPath(locale, `/home/messages/${id}`);
  if (!apiContext.session) return seeOther(request, `/auth/sign-in?returnTo=${encodeURIComponent(here)}`);
  const form = await request.formData();
  const intent = intentOf(form);
  // What the page shows again when the form is refused.
  const kept: Partial<ThreadFormRefusal> =
    intent === 'message'
      ? { text: text(form, 'text') }
      : intent === 'quote'
        ? { quote: quoteValues(form) }
        : intent === 'report'
          ? { reason: text(form, 'reason') }
          : {};
  const quoteId = Number(text(form, 'quoteId'));
  if ((intent === 'accept' || intent === 'decline') && isValidId(String(quoteId))) kept.quoteId = quoteId;
  const refuse = (status: number, message: string, fields: Record<string, string> = {}) =>
    data<ThreadFormRefusal>({ intent, status, message, fields, ...kept }, { status });
  const refuseWith = (error: ApiError) => refuse(error.status, error.message, error.fields ?? {});

  if (formRetryAfter !== null) return refuse(429, t('messages:form.rateLimited', { seconds: formRetryAfter }));
  try {
    switch (intent) {
      case 'message': {
        if (upload?.refused) return refuseWith(upload.refused);
        const message = await api.createMessage(
          { id },
          {
            text: kept.text ?? '',
            // The reader's bytes are Node's Uint8Array (of an ArrayBuffer, never shared), which the contract's schema types narrower.
            files: (upload?.files ?? []) as NonNullable<MessageCreateInput['files']>,
            // Checked by the API's schema, as the script's JSON is.
            attach: (upload?.attach ?? []) as AttachmentRef[],
          },
          apiContext,
        );
        return seeOther(request, `${here}#m${message.id}`);
      }
      case 'quote': {
        const values = kept.quote!;
        const price = somToTiyin(values.price);
        if (price === null) return refuse(422, t('messages:quote.checkFields'), { price: t('messages:quote.priceInvalid') });
        const quote = await api.createQuote(
          { id },
          {
            serviceId: numberOr(values.serviceId),
            description: values.description,
            price,
            days: numberOr(values.days),
            ...(values.validDays.trim() === '' ? {} : { validDays: numberOr(values.validDays) }),
          },
          apiContext,
        );
        return seeOther(request, `${here}#q${quote.id}`);
      }
      case 'accept':
      case 'decline': {
        if (kept.quoteId === undefined) return refuse(400, t('messages:form.failed'));
        const quote = await (intent === 'accept' ? api.acceptQuote : api.declineQuote)({ id: kept.quoteId }, apiContext);
        if (intent === 'accept') response.flash({ type: 'success', title: 'messages:quote.acceptedTitle', text: 'messages:quote.acceptedText' });
        return seeOther(request, `${here}#q${quote.id}`);
      }
      case 'close':
        await api.closeConversation({ id }, apiContext);
        return seeOther(request, here);
      case 'reopen':
        await api.reopenConversation({ id }, apiContext);
        return seeOther(request, here);
      case 'block':
      case 'unblock':
        await api.blockConversation({ id }, { blocked: intent === 'block' }, apiContext);
        return seeOther(request, here);
      case 'report': {
        const { ticketId } = await api.reportConversation({ id }, { reason: kept.reason ?? '' }, apiContext);
        response.flash({ type: 'success', title: 'messages:report.sentTitle', text: 'messages:report.sentText', params: { number: ticketId } });
        return seeOther(request, here);
      }
    }
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) return seeOther(request, `/auth/sign-in?returnTo=${encodeURIComponent(here)}`);
    // Not theirs (or gone): the page's 404, as the loader says it.
    if (error.status === 404) throw data({ message: null }, { status: 404 });
    if (error.status >= 500) throw error;
    return refuseWith(error);
  }
};
