/**
 * /ops/courts (issue 32): a region's courts with the districts each serves; a court's name and
 * address corrected, and a district's court of a type set, by plain forms (the console has no
 * script of its own) through correctOpsCourt, previewOpsDistrictCourt and setOpsDistrictCourt.
 * Done: back to the region with a flash. Refused: the page again with the form as typed and why.
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import { DISTRICT_COURT_TYPES_EDITED, type DistrictCourtType } from '../../../shared/api/ops/contract.js';
import { localizedPath } from '../../../shared/locales.js';
import type { CourtFormState } from '../../../shared/pages/ops/types.js';
import type { PageDataOf } from '../../../shared/pages/index.js';
import type { ServerAction, ServerLoader } from '../index.js';
import { seeOther } from '../see-other.js';
import { consoleNotFound, consoleRead } from './console.js';

const PATH = '/ops/courts';
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const opsCourtsLoader: ServerLoader<PageDataOf<'ops-courts'>> = async ({ request }, context) => {
  const region = new URL(request.url).searchParams.get('region') ?? '';
  const courts = await consoleRead(context, () => context.api.listOpsCourts(SLUG.test(region) ? { region } : {}, context.apiContext));
  return { courts, meta: { title: context.t('ops:courts.title') } };
};

export const courtFormAction: ServerAction<CourtFormState> = async ({ request }, { api, apiContext, t, locale, formRetryAfter, response }) => {
  if (!apiContext.session) consoleNotFound();
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && name !== '_csrf') values[name] = value;
  const text = (name: string) => values[name] ?? '';
  const intentRaw = text('intent');
  const intent: CourtFormState['intent'] = intentRaw === 'district-preview' || intentRaw === 'district-save' ? intentRaw : 'court';
  const courtId = /^[1-9]\d{0,15}$/.test(text('courtId')) ? Number(text('courtId')) : null;
  const region = SLUG.test(text('region')) ? text('region') : '';
  const here = localizedPath(locale, region ? `${PATH}?region=${region}` : PATH);
  const refuse = (status: number, fields: Record<string, string>, message: string | null) =>
    data<CourtFormState>({ intent, courtId, values, preview: null, fields, message }, { status });
  if (formRetryAfter !== null) return refuse(429, {}, t('ops:form.rateLimited', { seconds: formRetryAfter }));
  if (courtId === null) return refuse(400, { courtId: t('ops:courts.chooseCourt') }, t('ops:courts.chooseCourt'));
  try {
    if (intent === 'court') {
      const address = { uz: text('addressUz'), ru: text('addressRu'), en: text('addressEn') };
      const noAddress = Object.values(address).every((value) => value.trim() === '');
      await api.correctOpsCourt(
        { id: courtId },
        {
          name: { uz: text('nameUz'), ru: text('nameRu'), en: text('nameEn') },
          address: noAddress ? null : address,
          ...(text('note').trim() ? { note: text('note') } : {}),
        },
        apiContext,
      );
      response.flash({ type: 'success', text: 'ops:courts.saved' });
      return seeOther(request, here);
    }
    const courtType = DISTRICT_COURT_TYPES_EDITED.find((type) => type === text('courtType')) as DistrictCourtType | undefined;
    if (!courtType) return refuse(400, { courtType: t('ops:courts.chooseType') }, null);
    const body = { districtId: text('districtId'), courtType, courtId, ...(text('note').trim() ? { note: text('note') } : {}) };
    if (intent === 'district-preview') {
      const preview = await api.previewOpsDistrictCourt({}, body, apiContext);
      return data<CourtFormState>({ intent, courtId, values, preview, fields: {}, message: null });
    }
    await api.setOpsDistrictCourt({}, body, apiContext);
    response.flash({ type: 'success', text: 'ops:courts.districtSaved' });
    return seeOther(request, here);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) consoleNotFound();
    if (error.status === 404) return refuse(404, {}, t('ops:courts.gone'));
    const fields: Record<string, string> = {};
    for (const [path, message] of Object.entries(error.fields ?? {})) {
      const [head, lang] = path.split('.');
      const name = head === 'name' || head === 'address' ? `${head}${(lang ?? 'uz').charAt(0).toUpperCase()}${(lang ?? 'uz').slice(1)}` : (head ?? path);
      fields[name] ??= message;
    }
    return refuse(error.status, fields, Object.keys(fields).length > 0 ? null : error.message);
  }
};
