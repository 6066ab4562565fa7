/**
 * /ops/base-calculation-amounts posted (issue 32): the amount form, with JavaScript or without it
 * (a plain form: the console has no script of its own). "Preview" asks previewOpsBaseAmount and
 * shows the form again with the claims it would move; "Save" adds the day's amount or corrects it
 * (addOpsBaseAmount, correctOpsBaseAmount) and comes back with a flash. A refused form is shown
 * again as typed, each field's message in the page's language.
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import type { BaseAmountInput } from '../../../shared/api/ops/contract.js';
import { localizedPath } from '../../../shared/locales.js';
import { tiyinOfSom, type BaseAmountFormState, type BaseAmountFormValues } from '../../../shared/pages/ops/types.js';
import type { ServerAction } from '../index.js';
import { seeOther } from '../see-other.js';
import { consoleNotFound } from './console.js';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The API's field names, as the form names them. */
const FORM_FIELD: Readonly<Record<string, keyof BaseAmountFormValues>> = {
  validFrom: 'validFrom',
  amount: 'amount',
  'act.uz': 'actUz',
  'act.ru': 'actRu',
  'act.en': 'actEn',
  sourceUrl: 'sourceUrl',
  note: 'note',
};

export const baseAmountAction: ServerAction<BaseAmountFormState> = async ({ request }, { api, apiContext, t, locale, formRetryAfter, response }) => {
  if (!apiContext.session) consoleNotFound();
  const form = await request.formData();
  const values: BaseAmountFormValues = {
    validFrom: text(form, 'validFrom').trim(),
    amount: text(form, 'amount'),
    actUz: text(form, 'actUz'),
    actRu: text(form, 'actRu'),
    actEn: text(form, 'actEn'),
    sourceUrl: text(form, 'sourceUrl'),
    note: text(form, 'note'),
    mode: text(form, 'mode') === 'correct' ? 'correct' : 'add',
  };
  const refuse = (status: number, fields: BaseAmountFormState['fields'], message: string | null) =>
    data<BaseAmountFormState>({ values, preview: null, fields, message }, { status });
  if (formRetryAfter !== null) return refuse(429, {}, t('ops:form.rateLimited', { seconds: formRetryAfter }));
  const amount = tiyinOfSom(values.amount);
  if (amount === null) return refuse(400, { amount: t('ops:amounts.form.amountInvalid') }, null);
  const input: BaseAmountInput = {
    validFrom: values.validFrom,
    amount,
    act: { uz: values.actUz, ru: values.actRu, en: values.actEn },
    ...(values.sourceUrl.trim() ? { sourceUrl: values.sourceUrl } : {}),
    ...(values.note.trim() ? { note: values.note } : {}),
  };
  const intent = text(form, 'intent');
  try {
    if (intent === 'preview') {
      const preview = await api.previewOpsBaseAmount({}, input, apiContext);
      return data<BaseAmountFormState>({ values, preview, fields: {}, message: null });
    }
    if (values.mode === 'correct') await api.correctOpsBaseAmount({ validFrom: values.validFrom }, input, apiContext);
    else await api.addOpsBaseAmount({}, input, apiContext);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404 && values.mode === 'correct') return refuse(404, { validFrom: t('ops:amounts.form.noSuchDay') }, null);
    if (error.status === 404 || error.status === 401) consoleNotFound();
    // The day has its amount: the message belongs beside the day.
    if (error.code === 'base_amount_exists') return refuse(409, { validFrom: error.message }, null);
    const fields: BaseAmountFormState['fields'] = {};
    for (const [name, message] of Object.entries(error.fields ?? {})) {
      const field = FORM_FIELD[name] ?? (name.startsWith('act') ? 'actEn' : undefined);
      if (field) fields[field] = message;
    }
    return refuse(error.status, fields, Object.keys(fields).length > 0 ? null : error.message);
  }
  response.flash({ type: 'success', text: values.mode === 'correct' ? 'ops:amounts.corrected' : 'ops:amounts.added', params: { day: values.validFrom } });
  return seeOther(request, localizedPath(locale, '/ops/base-calculation-amounts'));
};
