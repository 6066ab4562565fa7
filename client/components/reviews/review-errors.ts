/**
 * What a failed review call tells the visitor: the API's own message (it answers in the page's
 * language: the `review_*` codes and validation), each field's message for the form, or ours
 * when there was no answer at all.
 */
import type { PostOutcome } from '../../platform/api.js';

export interface ReviewProblem {
  /** The sentence above the buttons. */
  message: string;
  /** A message per field the API named (stars, text, lang, reason). */
  fields: Record<string, string>;
  code: string | null;
}

export function reviewProblem(outcome: Extract<PostOutcome<unknown>, { ok: false }>, texts: { offline: string; failed: string }): ReviewProblem {
  if (outcome.status === 0) return { message: texts.offline, fields: {}, code: null };
  const error = outcome.error;
  return { message: error?.message ?? texts.failed, fields: error?.fields ?? {}, code: error?.code ?? null };
}
