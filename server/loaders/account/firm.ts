/**
 * /home/firm (issue 32, ADR 024): the signed-in person's law firm (its people, their rights, the
 * open invitations), the application to register one or claim a seeded page, the invitations to
 * them; `?invite=` a link's token to join. Its forms without JavaScript, each through the API
 * operation the page's script would call: apply (applyForFirm), invite (inviteFirmMember: a link's
 * address is shown once, on the page the post answers), withdraw, rights, remove, leave, accept.
 * Done: back here (303) with a flash. Refused: the page again with why, the form as typed.
 */
import { data } from 'react-router';
import { isApiError, type ApiError } from '../../../shared/api/errors.js';
import { localizedPath } from '../../../shared/locales.js';
import { firmInput, postedFirmValues, type FirmFormState, type FirmIntent, type FirmPageData } from '../../../shared/pages/account/firm.js';
import type { ServerAction, ServerLoader } from '../index.js';
import { seeOther } from '../see-other.js';
import { signInRedirect } from '../sign-in.js';

const PATH = '/home/firm';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const INTENTS: readonly FirmIntent[] = ['apply', 'add-service', 'invite', 'withdraw', 'rights', 'remove', 'leave', 'accept'];

export const firmLoader: ServerLoader<FirmPageData> = async ({ request }, { api, apiContext, t }) => {
  const invite = new URL(request.url).searchParams.get('invite') ?? '';
  try {
    const [own, regions] = await Promise.all([api.getOwnFirm({}, apiContext), api.listRegions({}, apiContext)]);
    return { own, regions: regions.items, inviteToken: TOKEN.test(invite) ? invite : null, meta: { title: t('account:firm.title') } };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(request);
    throw error;
  }
};

const idOf = (value: string) => (/^[1-9]\d{0,15}$/.test(value) ? Number(value) : 0);

export const firmAction: ServerAction<FirmFormState> = async ({ request }, { api, apiContext, t, locale, formRetryAfter, response }) => {
  const here = localizedPath(locale, PATH);
  if (!apiContext.session) return seeOther(request, `/auth/sign-in?returnTo=${encodeURIComponent(here)}`);
  const form = await request.formData();
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const getAll = (name: string) => form.getAll(name).filter((value): value is string => typeof value === 'string');
  const intent = INTENTS.find((name) => name === get('intent')) ?? 'apply';
  const values = intent === 'apply' || intent === 'add-service' ? postedFirmValues(get, getAll) : null;
  const refuse = (status: number, message: string, fields: Record<string, string> = {}) =>
    data<FirmFormState>({ intent, values, fields, message, invitePath: null }, { status });
  const refuseWith = (error: ApiError) => refuse(error.status, error.message, error.fields ?? {});
  const done = (text: string) => {
    response.flash({ type: 'success', text });
    return seeOther(request, here);
  };
  if (formRetryAfter !== null) return refuse(429, t('account:application.rateLimited', { seconds: formRetryAfter }));
  try {
    switch (intent) {
      case 'add-service':
        // Nothing is sent: the form comes back with one more service row, as typed.
        return data<FirmFormState>({
          intent,
          values: values && { ...values, services: [...values.services, { title: '', description: '', priceKind: 'fixed', price: '', ikpuCode: '' }] },
          fields: {},
          message: null,
          invitePath: null,
        });
      case 'apply': {
        const parsed = firmInput(values!);
        if ('unreadable' in parsed) {
          return refuse(
            422,
            t('account:application.checkFields'),
            Object.fromEntries(parsed.unreadable.map((field) => [field, t('account:application.unreadable')])),
          );
        }
        const body =
          values!.kind === 'claim'
            ? { kind: 'claim' as const, lawFirmId: idOf(values!.lawFirmId), form: parsed.form }
            : { kind: 'register' as const, form: parsed.form };
        if (body.kind === 'claim' && body.lawFirmId === 0) return refuse(422, t('account:firm.chooseClaim'), { lawFirmId: t('account:firm.chooseClaim') });
        await api.applyForFirm({}, body, apiContext);
        return done('account:firm.applied');
      }
      case 'invite': {
        const pinfl = get('pinfl').replace(/\s/g, '');
        if (pinfl !== '' && !/^[0-9]{14}$/.test(pinfl)) return refuse(400, t('account:firm.pinflInvalid'), { pinfl: t('account:firm.pinflInvalid') });
        const made = await api.inviteFirmMember({}, pinfl === '' ? {} : { pinfl }, apiContext);
        if (made.path === null) return done('account:firm.invited');
        // The link is shown once: the page answers with it instead of a redirect.
        return data<FirmFormState>({ intent, values: null, fields: {}, message: null, invitePath: made.path });
      }
      case 'withdraw':
        await api.withdrawFirmInvite({ id: idOf(get('id')) }, apiContext);
        return done('account:firm.withdrawn');
      case 'rights':
        await api.setFirmMemberRights(
          { userId: idOf(get('userId')) },
          { canAnswerReviews: get('canAnswerReviews') === 'on', canManageSales: get('canManageSales') === 'on' },
          apiContext,
        );
        return done('account:firm.rightsSaved');
      case 'remove':
      case 'leave':
        await api.removeFirmMember({ userId: idOf(get('userId')) }, apiContext);
        return done(intent === 'leave' ? 'account:firm.left' : 'account:firm.removed');
      case 'accept': {
        const token = get('token');
        await api.acceptFirmInvite({}, TOKEN.test(token) ? { token } : { inviteId: idOf(get('inviteId')) }, apiContext);
        return done('account:firm.joined');
      }
    }
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) return seeOther(request, `/auth/sign-in?returnTo=${encodeURIComponent(here)}`);
    if (error.status === 404) return refuse(404, t('account:firm.gone'));
    return refuseWith(error);
  }
};
