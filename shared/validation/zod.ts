import { z } from 'zod';
import { messageFor, type Translate } from './messages';
import { checkRules, compileRule, type RuleFailure, type RuleSpec } from './rules';

/** What a rule's zod issue carries besides its message, so an API can localize it per request. */
export interface RuleIssueParams {
  rule: RuleFailure['key'];
  field: string;
  values: RuleFailure['params'];
}

/**
 * The rules as a zod refinement: `schema.superRefine(ruleRefinement(['required', 'length:9'], 'Phone'))`.
 * The rules are compiled at once, so an unknown rule name throws when the schema is built.
 * Without `t` the message is English; `params` on the issue let the caller translate it later.
 */
export function ruleRefinement(rules: readonly RuleSpec[], field: string, t?: Translate): (value: unknown, ctx: z.RefinementCtx) => void {
  const compiled = rules.map(compileRule);
  return (value, ctx) => {
    const failure = checkRules(value, compiled);
    if (!failure) return;
    const params: RuleIssueParams = { rule: failure.key, field, values: failure.params };
    ctx.addIssue({ code: 'custom', message: messageFor(failure, field, t), params: { ...params } });
  };
}

/**
 * A schema for a field that only these rules govern. It accepts any input (undefined too), so
 * that a missing value gets the "required" message rather than zod's type error; chain
 * `.pipe(z.string())` or similar for the output type.
 */
export function ruleSchema(rules: readonly RuleSpec[], field: string, t?: Translate): z.ZodUnknown {
  return z.unknown().superRefine(ruleRefinement(rules, field, t));
}
