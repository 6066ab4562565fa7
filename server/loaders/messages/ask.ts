/**
 * /home/messages/new (route `messages-new`, issue 31): a question to a specialist, the page behind
 * every "Ask a question" and "Ask for a price" (shared/pages/messages/ask.ts names its addresses).
 * The loader finds whom the address names through the catalogue's cached reads: a specialist by
 * nickname, a service's specialist (or its firm's people, when a firm sells it), a firm's people.
 * A guest sees the form too. The dialog the buttons open with JavaScript reads this same loader
 * (the page's _payload.json) and sends the question through the API itself.
 *
 * Without JavaScript the form posts to the page (this route's action), which calls the API's
 * `createConversation`, the operation the dialog calls:
 * - signed in: 303 to the new conversation, /home/messages/{id};
 * - a guest: the text is kept in a short-lived cookie of this page (./ask-draft.ts) and the visitor
 *   is sent to sign in and back here, where the form shows it again for one press on "Send";
 * - refused (no text, too long, the daily limit, a block, one's own profile, too fast, over the
 *   form limit): the page again with the text and the reason in the visitor's language.
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import { MESSAGE_TEXT_MAX, textLength } from '../../../shared/api/messages/contract.js';
import type { SpecialistCard, SpecialistProfile } from '../../../shared/api/types.js';
import { localizedPath, type Locale } from '../../../shared/locales.js';
import type { PageDataOf } from '../../../shared/pages/index.js';
import {
  ASK_PATH,
  askSearch,
  parseAskQuery,
  type AskPageData,
  type AskQuery,
  type AskRefusal,
  type AskSpecialist,
  type AskTarget,
} from '../../../shared/pages/messages/ask.js';
import type { ApiClient } from '../../api-client/types.js';
import { orNotFound } from '../catalogue/not-found.js';
import { catalogueReads } from '../catalogue/reads.js';
import type { ServerAction, ServerLoader } from '../index.js';
import { seeOther } from '../see-other.js';
import { askDraftFromCookie, dropAskDraft, keepAskDraft } from './ask-draft.js';

const person = (card: SpecialistCard | SpecialistProfile): AskSpecialist => ({
  id: card.id,
  nickname: card.nickname,
  name: `${card.firstName} ${card.lastName}`,
  profession: card.profession,
  hue: card.avatarHue,
  photoUrl: card.photoUrl,
  verified: card.verified,
});

/** Whom the address names, through the catalogue's cache; an unknown one throws the API's 404. */
export async function resolveAskTarget(api: ApiClient, lang: Locale, query: AskQuery): Promise<AskTarget> {
  const read = catalogueReads(api, lang);
  const search = askSearch(query);
  const { topic: _topic, ...about } = query;
  const key = askSearch(about);
  const price = query.topic === 'price';
  if (query.service !== undefined) {
    const service = await read.service(query.service);
    const named = { id: service.id, title: service.title, price: service.price, priceKind: service.priceKind };
    if (service.provider.kind === 'specialist') {
      const specialist = await read.specialist(service.provider.nickname);
      return { search, key, specialists: [person(specialist)], firm: null, service: { ...named, attached: true }, price };
    }
    const firm = await read.lawFirm(service.provider.id);
    return { search, key, specialists: firm.specialists.map(person), firm: { id: firm.id, name: firm.name }, service: { ...named, attached: false }, price };
  }
  if (query.specialist !== undefined) {
    const specialist = await read.specialist(query.specialist);
    return { search, key, specialists: [person(specialist)], firm: null, service: null, price: false };
  }
  const firm = await read.lawFirm(query.firm!);
  return { search, key, specialists: firm.specialists.map(person), firm: { id: firm.id, name: firm.name }, service: null, price: false };
}

/** "Question to Dilnoza Yusupova", "Question to Oila maslahat", or the page's own title. */
function titleOf(target: AskTarget | null, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (target?.firm) return t('messages:ask.titleToFirm', { name: target.firm.name });
  const only = target?.specialists.length === 1 ? target.specialists[0] : undefined;
  return only ? t('messages:ask.titleTo', { name: only.name }) : t('pages:messagesNew.title');
}

export const askLoader: ServerLoader<PageDataOf<'messages-new'>> = async ({ request }, { api, locale, t }): Promise<AskPageData> => {
  const query = parseAskQuery(new URL(request.url).searchParams);
  const target = query ? await orNotFound(resolveAskTarget(api, locale, query)) : null;
  const kept = target ? askDraftFromCookie(request.headers.get('cookie'), target.key) : null;
  return { target, kept, meta: { title: titleOf(target, t), description: t('messages:ask.lead') } };
};

/** A posted id (the chosen specialist), or null. */
function postedId(value: FormDataEntryValue | null): number | null {
  return typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

export const askAction: ServerAction<AskRefusal> = async ({ request }, { api, apiContext, locale, t, formRetryAfter, response }) => {
  const url = new URL(request.url);
  const query = parseAskQuery(url.searchParams);
  // Nobody named: nothing to send; the page shows where to find a specialist.
  if (!query) return null;
  const form = await request.formData();
  const posted = form.get('message');
  // Kept as sent (within reason) to be shown again; the API checks it as it checks the dialog's.
  const text = typeof posted === 'string' ? posted.slice(0, MESSAGE_TEXT_MAX * 4) : '';
  const chosen = postedId(form.get('specialist'));
  const refuse = (status: number, why: { field?: string; problem?: string }) =>
    data<AskRefusal>({ text, specialistId: chosen, field: why.field ?? null, problem: why.problem ?? null }, { status });
  if (formRetryAfter !== null) return refuse(429, { problem: t('messages:ask.rateLimited', { seconds: formRetryAfter }) });

  let target: AskTarget;
  try {
    target = await resolveAskTarget(api, locale, query);
  } catch (error) {
    // An unknown specialist, service or firm: the page's loader answers its 404.
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
  const specialist = target.specialists.length === 1 ? target.specialists[0] : target.specialists.find((one) => one.id === chosen);
  if (!specialist) return refuse(422, { problem: t('messages:ask.choose') });
  const message = text.trim();
  if (message === '') return refuse(422, { field: t('messages:ask.required') });
  if (textLength(message) > MESSAGE_TEXT_MAX) return refuse(422, { field: t('messages:ask.tooLong', { max: MESSAGE_TEXT_MAX }) });

  const here = localizedPath(locale, ASK_PATH, `?${target.search}`);
  const signIn = () => {
    if (!keepAskDraft(response, locale, { key: target.key, text, specialistId: specialist.id })) return refuse(200, { problem: t('messages:ask.notKept') });
    return seeOther(request, `/auth/sign-in?returnTo=${encodeURIComponent(here)}`);
  };
  if (!apiContext.session) return signIn();
  try {
    const created = await api.createConversation(
      {},
      { specialistId: specialist.id, ...(target.service?.attached ? { serviceId: target.service.id } : {}), message },
      apiContext,
    );
    dropAskDraft(response, locale);
    return seeOther(request, localizedPath(locale, `/home/messages/${created.id}`));
  } catch (error) {
    if (!isApiError(error)) throw error;
    // A session that has ended: as a guest.
    if (error.status === 401) return signIn();
    if (error.status === 400 || error.status === 422) return refuse(422, { field: error.fields?.message ?? error.message });
    // The daily limit, too fast (429); blocked, one's own profile (409); gone meanwhile (404): the API's words.
    if (error.status === 429 || error.status === 409 || error.status === 404) return refuse(error.status, { problem: error.message });
    throw error;
  }
};
