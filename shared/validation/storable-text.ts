/**
 * Text the database can keep as written. JSON may carry a lone UTF-16 surrogate ("\ud800"), but
 * UTF-8 cannot encode one: PostgreSQL's jsonb refuses it (a 500 for a specialist's bio) and a
 * text column receives U+FFFD in its place (a review or a support ticket silently changed). So
 * every write refuses it with the field named, as it refuses any other invalid value; the API
 * answers such a refusal 422 (server/api/body.ts), since the JSON itself was well formed.
 */
import type { z } from 'zod';
import type { RuleIssueParams } from './zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a surrogate without its pair (text no UTF-8 can carry). */
export function holdsLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** What marks an issue as "text that cannot be stored" among a schema's issues. */
export const UNSTORABLE_TEXT_MARK = 'unstorableText';

/**
 * Adds the issue for a field whose text cannot be stored: shared/validation's "… is not valid."
 * naming `label` (the form's own label) or, without one, the field's path.
 */
export function refuseUnstorableText(ctx: z.RefinementCtx, label?: string, path: (string | number)[] = []): void {
  const rule: RuleIssueParams | Record<string, never> = label === undefined ? {} : { rule: 'invalid', field: label, values: {} };
  ctx.addIssue({ code: 'custom', path, message: `${label ?? 'text'}: unstorable`, params: { ...rule, [UNSTORABLE_TEXT_MARK]: true } });
}

/**
 * The refinement for a string schema: `z.string().superRefine(storableText('Message'))`. A value
 * that is no string is left to the schema's own checks.
 */
export function storableText(label?: string): (value: unknown, ctx: z.RefinementCtx) => void {
  return (value, ctx) => {
    if (typeof value === 'string' && holdsLoneSurrogate(value)) refuseUnstorableText(ctx, label);
  };
}

/** True for the issues storableText and refuseUnstorableText add. */
export function isUnstorableTextIssue(issue: { code: string; params?: unknown }): boolean {
  return issue.code === 'custom' && (issue.params as Record<string, unknown> | undefined)?.[UNSTORABLE_TEXT_MARK] === true;
}
