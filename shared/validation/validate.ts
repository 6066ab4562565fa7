import { messageFor, type Translate } from './messages';
import { checkRules, compileRule, type RuleSpec } from './rules';

export type ValidationResult = { ok: true } | { ok: false; fields: Record<string, string> };

/** A form field's rules, with the label its messages show (the field's key when absent). */
export type FieldRules = readonly RuleSpec[] | { readonly rules: readonly RuleSpec[]; readonly label?: string };

/** Rules of a whole form, by field key. */
export type FormRules = Readonly<Record<string, FieldRules>>;

/**
 * Checks one value against rules in order; returns the first failure's message, or null.
 * `field` is the label the message names. Throws for an unknown rule name.
 */
export function validateField(value: unknown, rules: readonly RuleSpec[], field: string, t?: Translate): string | null {
  const failure = checkRules(value, rules.map(compileRule));
  return failure ? messageFor(failure, field, t) : null;
}

/** Checks every field of a form; the result maps each failing field's key to its message. */
export function validateForm(values: Readonly<Record<string, unknown>>, schema: FormRules, t?: Translate): ValidationResult {
  const fields: Record<string, string> = {};
  for (const [key, fieldRules] of Object.entries(schema)) {
    const { rules, label } = isRuleList(fieldRules) ? { rules: fieldRules, label: undefined } : fieldRules;
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    const message = validateField(value, rules, label ?? key, t);
    if (message !== null) fields[key] = message;
  }
  return Object.keys(fields).length === 0 ? { ok: true } : { ok: false, fields };
}

function isRuleList(fieldRules: FieldRules): fieldRules is readonly RuleSpec[] {
  return Array.isArray(fieldRules);
}
