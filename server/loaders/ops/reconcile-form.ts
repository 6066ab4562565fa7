/**
 * /ops/payments posted (issue 32): "Reconcile now", a plain form, through reconcileOpsPayments as
 * the API's callers do. Done: back to the list with a flash saying how many orders it marked paid.
 * Refused (another process reconciles, over the form limit): the list again with why.
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import { localizedPath } from '../../../shared/locales.js';
import type { ReconcileRefusal } from '../../../shared/pages/ops/types.js';
import type { ServerAction } from '../index.js';
import { seeOther } from '../see-other.js';
import { consoleNotFound } from './console.js';

export const reconcileAction: ServerAction<ReconcileRefusal> = async ({ request }, { api, apiContext, t, locale, formRetryAfter, response }) => {
  if (!apiContext.session) consoleNotFound();
  if (formRetryAfter !== null) return data<ReconcileRefusal>({ message: t('ops:form.rateLimited', { seconds: formRetryAfter }) }, { status: 429 });
  let repaired: number;
  try {
    repaired = (await api.reconcileOpsPayments({}, apiContext)).repaired.length;
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404 || error.status === 401) consoleNotFound();
    return data<ReconcileRefusal>({ message: error.message }, { status: error.status });
  }
  response.flash({ type: 'success', text: 'ops:payments.reconciled', params: { count: repaired } });
  return seeOther(request, localizedPath(locale, '/ops/payments'));
};
