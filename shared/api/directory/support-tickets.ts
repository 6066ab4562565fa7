/**
 * POST /api/v1/support/tickets: a request for help from the support page's contact form. The
 * same schema checks the JSON the browser sends and the form a browser without JavaScript posts
 * (server/web/support-form.ts), so both fail with the same field messages, in the visitor's
 * language, with the form's own labels (shared/validation, docs/product.md §5).
 */
import { z } from 'zod';
import { compileRule, holdsLoneSurrogate, refuseUnstorableText, type RuleFailure, type RuleIssueParams } from '../../validation';
import { SUPPORT_TICKET_LIMITS, type SupportTicketLabels } from './support-ticket-fields';

export * from './support-ticket-fields';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An issue shared/validation's messages name (server/api/field-errors.ts reads its params). */
function fail(ctx: z.RefinementCtx, field: string, failure: RuleFailure = { key: 'invalid', params: {} }): void {
  const params: RuleIssueParams = { rule: failure.key, field, values: failure.params };
  ctx.addIssue({ code: 'custom', message: `${field}: ${failure.key}`, params: { ...params } });
}

const required = compileRule('required');

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Required text of min…max characters (code points) once trimmed. */
function requiredText(label: string, { min, max }: { min: number; max: number }) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (value !== undefined && value !== null && typeof value !== 'string') return fail(ctx, label);
      const missing = required(value);
      if (missing) return fail(ctx, label, missing);
      if (holdsLoneSurrogate(trimmed(value))) return refuseUnstorableText(ctx, label);
      const length = Array.from(trimmed(value)).length;
      if (length < min || length > max) fail(ctx, label);
    })
    .transform(trimmed);
}

/** The schema of a ticket; `labels` name the fields in the messages. */
export function supportTicketSchema(labels: SupportTicketLabels) {
  return z.object({
    contact: requiredText(labels.contact, SUPPORT_TICKET_LIMITS.contact),
    category: z
      .unknown()
      .superRefine((value, ctx) => {
        if (value === undefined || value === null || value === '') return;
        if (typeof value !== 'string' || !SLUG.test(value.trim()) || value.length > 64) fail(ctx, labels.category);
      })
      .transform((value) => trimmed(value) || undefined)
      .optional(),
    subject: requiredText(labels.subject, SUPPORT_TICKET_LIMITS.subject),
    message: requiredText(labels.message, SUPPORT_TICKET_LIMITS.message),
  });
}
