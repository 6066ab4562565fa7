/**
 * zod issues as the `fields` of an error body: one message per field, in the caller's language,
 * with the wording of shared/validation (docs/product.md §5): a missing value is "required", a number under
 * its minimum "must be at least", anything else "is not valid".
 */
import type { z } from 'zod';
import { messageFor, type RuleIssueParams, type Translate } from '../../shared/validation/index.js';

function isRuleIssue(params: unknown): params is RuleIssueParams {
  const p = params as Partial<RuleIssueParams> | undefined;
  return typeof p?.rule === 'string' && typeof p.field === 'string' && typeof p.values === 'object';
}

/** The value an issue's path points at in the raw input (zod reports inputs only when asked). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function messageOf(issue: z.core.$ZodIssue, field: string, t: Translate, input: unknown): string {
  if (issue.code === 'custom' && isRuleIssue(issue.params)) {
    return messageFor({ key: issue.params.rule, params: issue.params.values }, issue.params.field, t);
  }
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) return messageFor({ key: 'required', params: {} }, field, t);
  if (issue.code === 'too_small' && issue.origin === 'number' && typeof issue.minimum === 'number') {
    return messageFor({ key: 'min_value', params: { min: issue.minimum } }, field, t);
  }
  return messageFor({ key: 'invalid', params: {} }, field, t);
}

/** Field path ("page", "items.0.quantity") → message; the first issue of a field wins. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown, t: Translate, prefix: readonly PropertyKey[] = []): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = [...prefix, ...issue.path].map(String).join('.') || 'body';
    if (!(field in fields)) fields[field] = messageOf(issue, field, t, input);
  }
  return fields;
}
