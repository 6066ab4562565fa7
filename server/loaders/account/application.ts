/**
 * /home/specialist-application (issue 32, ADR 023): the signed-in citizen's application to be
 * listed as a verified specialist, with the specialization groups and regions its form chooses
 * from; and its form without JavaScript (one multipart post: the fields, the photo, the licence
 * scan), which saves through saveSpecialistApplication, keeps the files through
 * putApplicationPhoto / putApplicationLicenceScan, and on "Submit" hands it to the operators
 * (submitSpecialistApplication), as the API's callers do. Done: back here (303) with a flash.
 * Refused: the form again as typed, each field's message in the page's language.
 */
import { data } from 'react-router';
import { isApiError, type ApiError } from '../../../shared/api/errors.js';
import { localizedPath } from '../../../shared/locales.js';
import {
  applicationInput,
  postedValues,
  type ApplicationFormRefusal,
  type ApplicationIntent,
  type ApplicationPageData,
} from '../../../shared/pages/account/application.js';
import type { UploadedFile } from '../../../shared/api/messages/contract.js';
import type { ServerAction, ServerLoader } from '../index.js';
import { seeOther } from '../see-other.js';
import { signInRedirect } from '../sign-in.js';

const PATH = '/home/specialist-application';

export const applicationLoader: ServerLoader<ApplicationPageData> = async ({ request }, { api, apiContext, t }) => {
  try {
    const [application, groups, regions] = await Promise.all([
      api.getSpecialistApplication({}, apiContext),
      api.listSpecializationGroups({}, apiContext),
      api.listRegions({}, apiContext),
    ]);
    return { application, groups: groups.items, regions: regions.items, meta: { title: t('account:application.title') } };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(request);
    throw error;
  }
};

/** The API's field paths as the form names them (`licence.number` is the form's `licenceNumber`). */
function formField(path: string): string {
  if (path === 'licence.number') return 'licenceNumber';
  if (path === 'licence.issuedOn') return 'licenceIssuedOn';
  if (path === 'licence.issuer') return 'licenceIssuer';
  if (path === 'files' || path === 'files.0') return 'file';
  return path;
}

export const applicationAction: ServerAction<ApplicationFormRefusal> = async (
  { request },
  { api, apiContext, t, locale, formRetryAfter, response, upload },
) => {
  const here = localizedPath(locale, PATH);
  if (!apiContext.session) return seeOther(request, `/auth/sign-in?returnTo=${encodeURIComponent(here)}`);
  const form = await request.formData();
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const getAll = (name: string) => form.getAll(name).filter((value): value is string => typeof value === 'string');
  const values = postedValues(get, getAll);
  const intentRaw = get('intent');
  const intent: ApplicationIntent = intentRaw === 'submit' || intentRaw === 'add-service' ? intentRaw : 'save';
  const refuse = (status: number, message: string, fields: Record<string, string> = {}) =>
    data<ApplicationFormRefusal>({ values, fields, message }, { status });
  const refuseWith = (error: ApiError, field?: string) => {
    const fields = Object.fromEntries(
      Object.entries(error.fields ?? {}).map(([path, text]) => [field && formField(path) === 'file' ? field : formField(path), text]),
    );
    if (field && Object.keys(fields).length === 0) fields[field] = error.message;
    return refuse(error.status, error.message, fields);
  };

  if (formRetryAfter !== null) return refuse(429, t('account:application.rateLimited', { seconds: formRetryAfter }));
  if (upload?.refused) return refuseWith(upload.refused);
  const parsed = applicationInput(values);
  if ('unreadable' in parsed) {
    return refuse(
      422,
      t('account:application.checkFields'),
      Object.fromEntries(parsed.unreadable.map((field) => [field, t('account:application.unreadable')])),
    );
  }
  try {
    const saved = await api.saveSpecialistApplication({}, parsed.input, apiContext);
    if (!saved.editable) return refuse(409, t('api:application_submitted'));
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) return seeOther(request, `/auth/sign-in?returnTo=${encodeURIComponent(here)}`);
    return refuseWith(error);
  }
  // The files chosen, each kept after the fields (a refused file leaves the fields saved).
  const files: ReadonlyArray<['photo' | 'licenceScan', UploadedFile | undefined]> = [
    ['photo', upload?.named.photo?.[0]],
    ['licenceScan', upload?.named.licenceScan?.[0]],
  ];
  for (const [field, file] of files) {
    if (!file || (file.bytes.length === 0 && file.name === '')) continue;
    try {
      // The reader's bytes are Node's Uint8Array (of an ArrayBuffer, never shared), which the contract's schema types narrower.
      const body = { files: [file] } as Parameters<typeof api.putApplicationPhoto>[1];
      if (field === 'photo') await api.putApplicationPhoto({}, body, apiContext);
      else await api.putApplicationLicenceScan({}, body, apiContext);
    } catch (error) {
      if (!isApiError(error)) throw error;
      return refuseWith(error, field);
    }
  }
  if (intent === 'add-service') return seeOther(request, `${here}?services=${values.services.length + 1}#services`);
  if (intent === 'submit') {
    try {
      await api.submitSpecialistApplication({}, apiContext);
    } catch (error) {
      if (!isApiError(error)) throw error;
      return refuseWith(error);
    }
    response.flash({ type: 'success', title: 'account:application.submittedTitle', text: 'account:application.submittedText' });
    return seeOther(request, here);
  }
  response.flash({ type: 'success', text: 'account:application.saved' });
  return seeOther(request, here);
};
