/**
 * /ops/disputes posted (issue 32): a dispute settled by a plain form (the console has no script of
 * its own): complete, refund through the provider, or refund by hand, with the reason, through the
 * API's operations as its callers do. Done: back to the queue with a flash. Refused (a reason too
 * short, settled meanwhile, the provider refusing or away): the queue again with the reason as
 * typed and why.
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import { localizedPath } from '../../../shared/locales.js';
import { orderNumber } from '../../../shared/payments/orders.js';
import type { DisputeDecisionRefusal } from '../../../shared/pages/ops/types.js';
import type { ServerAction } from '../index.js';
import { seeOther } from '../see-other.js';
import { consoleNotFound } from './console.js';

const DECISIONS = ['completed', 'refunded', 'refunded_by_hand'] as const;

export const disputeDecisionAction: ServerAction<DisputeDecisionRefusal> = async ({ request }, { api, apiContext, t, locale, formRetryAfter, response }) => {
  if (!apiContext.session) consoleNotFound();
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const orderId = /^[1-9]\d{0,15}$/.test(field('id')) ? Number(field('id')) : 0;
  const reason = field('reason');
  const decision = DECISIONS.find((name) => name === field('intent'));
  const refuse = (status: number, message: string) => data<DisputeDecisionRefusal>({ orderId, reason, message }, { status });
  if (formRetryAfter !== null) return refuse(429, t('ops:form.rateLimited', { seconds: formRetryAfter }));
  if (orderId === 0 || !decision) return refuse(400, t('ops:disputes.gone'));
  let flash: string = decision;
  try {
    const body = { reason };
    if (decision === 'completed') await api.completeOpsDispute({ id: orderId }, body, apiContext);
    else if (decision === 'refunded_by_hand') await api.refundOpsDisputeByHand({ id: orderId }, body, apiContext);
    else {
      const result = await api.refundOpsDispute({ id: orderId }, body, apiContext);
      // Payme's refund is approved here and made in Payme's cabinet: the flash says what is left.
      if (result.refund && !result.refund.done) flash = 'refundApproved';
    }
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) consoleNotFound();
    if (error.status === 404) return refuse(404, t('ops:disputes.gone'));
    if (error.status === 400) return refuse(400, t('ops:disputes.reasonInvalid'));
    return refuse(error.status, error.message);
  }
  response.flash({ type: 'success', text: `ops:disputes.done.${flash}`, params: { number: orderNumber(orderId) } });
  return seeOther(request, localizedPath(locale, '/ops/disputes'));
};
