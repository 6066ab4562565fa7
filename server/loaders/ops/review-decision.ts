/**
 * /ops/reviews posted (issue 32): a reported review hidden or kept, with the operator's note, by a
 * plain form (the console has no script of its own), through hideOpsReview / keepOpsReview as the
 * API's callers do. Done: back to the queue with a flash. Refused (a note too long, the review
 * decided meanwhile and gone): the queue again with the note as typed and why.
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import { localizedPath } from '../../../shared/locales.js';
import type { ReviewDecisionRefusal } from '../../../shared/pages/ops/types.js';
import type { ServerAction } from '../index.js';
import { seeOther } from '../see-other.js';
import { consoleNotFound } from './console.js';

export const reviewDecisionAction: ServerAction<ReviewDecisionRefusal> = async ({ request }, { api, apiContext, t, locale, formRetryAfter, response }) => {
  if (!apiContext.session) consoleNotFound();
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const id = /^[1-9]\d{0,15}$/.test(field('id')) ? Number(field('id')) : 0;
  const note = field('note');
  const intent = field('intent') === 'hide' ? 'hide' : 'keep';
  const refuse = (status: number, message: string) => data<ReviewDecisionRefusal>({ id, note, message }, { status });
  if (formRetryAfter !== null) return refuse(429, t('ops:form.rateLimited', { seconds: formRetryAfter }));
  if (id === 0) return refuse(400, t('ops:reviews.gone'));
  const body = note.trim() ? { note } : {};
  try {
    if (intent === 'hide') await api.hideOpsReview({ id }, body, apiContext);
    else await api.keepOpsReview({ id }, body, apiContext);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) consoleNotFound();
    // A review removed meanwhile: the queue without it.
    if (error.status === 404) return refuse(404, t('ops:reviews.gone'));
    return refuse(error.status, Object.values(error.fields ?? {})[0] ?? error.message);
  }
  response.flash({ type: 'success', text: intent === 'hide' ? 'ops:reviews.hidden' : 'ops:reviews.kept', params: { id } });
  return seeOther(request, localizedPath(locale, '/ops/reviews'));
};
