/**
 * /ops/state-duty (issue 32): the state-duty rules and exemptions, and the correction of one by a
 * plain form (the console has no script of its own). "Preview" asks what the correction would move
 * (previewOpsDutyRule, previewOpsDutyExemption) and shows the form again with the claims it would
 * move; "Save" corrects it (correctOpsDutyRule, correctOpsDutyExemption) and comes back with a
 * flash. A refused form is shown again as typed, each field's message in the page's language.
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import type { DutyExemptionInput, DutyRuleInput } from '../../../shared/api/ops/contract.js';
import { localizedPath } from '../../../shared/locales.js';
import { ruleNumberOf, type DutyFormState, type DutyFormValues } from '../../../shared/pages/ops/types.js';
import type { PageDataOf } from '../../../shared/pages/index.js';
import type { ServerAction, ServerLoader } from '../index.js';
import { seeOther } from '../see-other.js';
import { consoleNotFound, consoleRead } from './console.js';

const PATH = '/ops/state-duty';
const NUMBERS = ['percent', 'minBca', 'maxBca', 'fixedBca', 'smallBusinessPercent'] as const;

export const opsDutyLoader: ServerLoader<PageDataOf<'ops-state-duty'>> = async (_args, context) => {
  const dutyData = await consoleRead(context, () => context.api.listOpsDutyData({}, context.apiContext));
  return { data: dutyData, meta: { title: context.t('ops:duty.title') } };
};

export const dutyFormAction: ServerAction<DutyFormState> = async ({ request }, { api, apiContext, t, locale, formRetryAfter, response }) => {
  if (!apiContext.session) consoleNotFound();
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const target = text('target') === 'exemption' ? 'exemption' : 'rule';
  const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text('slug')) ? text('slug') : '';
  const values: DutyFormValues = {
    percent: text('percent'),
    minBca: text('minBca'),
    maxBca: text('maxBca'),
    fixedBca: text('fixedBca'),
    smallBusinessPercent: text('smallBusinessPercent'),
    validFrom: text('validFrom').trim(),
    validTo: text('validTo').trim(),
    act: text('act'),
    sourceUrl: text('sourceUrl'),
    note: text('note'),
  };
  const refuse = (status: number, fields: DutyFormState['fields'], message: string | null) =>
    data<DutyFormState>({ target, slug, values, preview: null, fields, message }, { status });
  if (formRetryAfter !== null) return refuse(429, {}, t('ops:form.rateLimited', { seconds: formRetryAfter }));
  if (slug === '') return refuse(404, {}, t('ops:duty.gone'));
  const common = {
    validFrom: values.validFrom,
    validTo: values.validTo === '' ? null : values.validTo,
    act: values.act,
    sourceUrl: values.sourceUrl,
    ...(values.note.trim() ? { note: values.note } : {}),
  };
  let rule: DutyRuleInput | null = null;
  if (target === 'rule') {
    const numbers: Partial<Record<(typeof NUMBERS)[number], number | null>> = {};
    const unreadable: DutyFormState['fields'] = {};
    for (const name of NUMBERS) {
      const value = ruleNumberOf(values[name]);
      if (value === undefined) unreadable[name] = t('ops:duty.numberInvalid');
      else numbers[name] = value;
    }
    if (Object.keys(unreadable).length > 0) return refuse(400, unreadable, null);
    rule = {
      percent: numbers.percent ?? null,
      minBca: numbers.minBca ?? null,
      maxBca: numbers.maxBca ?? null,
      fixedBca: numbers.fixedBca ?? null,
      smallBusinessPercent: numbers.smallBusinessPercent ?? null,
      ...common,
    };
  }
  const exemption: DutyExemptionInput = common;
  const intent = text('intent');
  try {
    if (intent === 'preview') {
      const preview = rule ? await api.previewOpsDutyRule({ slug }, rule, apiContext) : await api.previewOpsDutyExemption({ slug }, exemption, apiContext);
      return data<DutyFormState>({ target, slug, values, preview, fields: {}, message: null });
    }
    if (rule) await api.correctOpsDutyRule({ slug }, rule, apiContext);
    else await api.correctOpsDutyExemption({ slug }, exemption, apiContext);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) consoleNotFound();
    if (error.status === 404) return refuse(404, {}, t('ops:duty.gone'));
    const fields: DutyFormState['fields'] = {};
    for (const [path, message] of Object.entries(error.fields ?? {})) {
      const name = path.split('.')[0] as keyof DutyFormValues;
      if (name in values) fields[name] ??= message;
    }
    return refuse(error.status, fields, Object.keys(fields).length > 0 ? null : error.message);
  }
  response.flash({ type: 'success', text: target === 'rule' ? 'ops:duty.ruleSaved' : 'ops:duty.exemptionSaved', params: { slug } });
  return seeOther(request, localizedPath(locale, PATH));
};
