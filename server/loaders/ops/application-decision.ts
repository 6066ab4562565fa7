/**
 * /ops/applications posted (issue 32, ADR 023): a specialist's application approved, returned or
 * rejected by a plain form (the console has no script of its own), through the API's operations as
 * its callers do. Done: back to the queue with a flash. Refused (no reason for a return or a
 * rejection, decided meanwhile, the address taken): the queue again with the reason as typed and why.
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import { localizedPath } from '../../../shared/locales.js';
import type { ApplicationDecisionRefusal } from '../../../shared/pages/ops/types.js';
import type { ServerAction } from '../index.js';
import { seeOther } from '../see-other.js';
import { consoleNotFound } from './console.js';

const DECISIONS = ['approved', 'returned', 'rejected'] as const;

export const applicationDecisionAction: ServerAction<ApplicationDecisionRefusal> = async (
  { request },
  { api, apiContext, t, locale, formRetryAfter, response },
) => {
  if (!apiContext.session) consoleNotFound();
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const id = /^[1-9]\d{0,15}$/.test(field('id')) ? Number(field('id')) : 0;
  const reason = field('reason');
  const decision = DECISIONS.find((name) => name === field('intent'));
  const kind = field('kind') === 'firm' ? 'firm' : 'specialist';
  const refuse = (status: number, message: string) => data<ApplicationDecisionRefusal>({ kind, id, reason, message }, { status });
  if (formRetryAfter !== null) return refuse(429, t('ops:form.rateLimited', { seconds: formRetryAfter }));
  if (id === 0 || !decision) return refuse(400, t('ops:applications.gone'));
  try {
    const note = reason.trim() ? { note: reason } : {};
    if (kind === 'firm') {
      if (decision === 'approved') await api.approveOpsFirmApplication({ id }, note, apiContext);
      else if (decision === 'returned') await api.returnOpsFirmApplication({ id }, { reason }, apiContext);
      else await api.rejectOpsFirmApplication({ id }, { reason }, apiContext);
    } else if (decision === 'approved') await api.approveOpsApplication({ id }, note, apiContext);
    else if (decision === 'returned') await api.returnOpsApplication({ id }, { reason }, apiContext);
    else await api.rejectOpsApplication({ id }, { reason }, apiContext);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) consoleNotFound();
    if (error.status === 404) return refuse(404, t('ops:applications.gone'));
    if (error.status === 400) return refuse(400, t('ops:applications.reasonInvalid'));
    return refuse(error.status, error.message);
  }
  response.flash({ type: 'success', text: kind === 'firm' ? `ops:applications.firmDone.${decision}` : `ops:applications.done.${decision}`, params: { id } });
  return seeOther(request, localizedPath(locale, '/ops/applications'));
};
