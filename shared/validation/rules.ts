/** The validation rules of docs/product.md §5. */
export const RULE_NAMES = ['required', 'length', 'min_value'] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/**
 * A rule as a form or an API schema names it: an object, or the short string form
 * ("required", "length:9", "min_value:1") that form markup and configuration use.
 */
export type RuleSpec =
  | 'required'
  | `length:${number}`
  | `min_value:${number}`
  | { readonly rule: 'required' }
  | { readonly rule: 'length'; readonly length: number }
  | { readonly rule: 'min_value'; readonly min: number };

/**
 * Messages of values that have a form of their own (a document's typed fields, ADR 008): not
 * rules a form names, but reasons a schema gives, worded by the same layer.
 */
export const FORMAT_MESSAGE_KEYS = ['max_length', 'max_value', 'date', 'pinfl', 'passport', 'phone', 'option', 'unknown_field', 'too_large', 'limit'] as const;
export type FormatMessageKey = (typeof FORMAT_MESSAGE_KEYS)[number];

/** Keys of the "validation" message namespace. */
export type MessageKey = RuleName | 'invalid' | FormatMessageKey;

/**
 * Why a value failed: the message key and the values its template interpolates (numbers; the
 * text of a template's own rule for `limit`, already in the caller's language).
 */
export interface RuleFailure {
  key: MessageKey;
  params: Record<string, number | string>;
}

/** A rule ready to run: null when the value passes. */
export type Rule = (value: unknown) => RuleFailure | null;

/**
 * Empty for the rules that let empty values pass: null, undefined, NaN (an empty number
 * input), text that is empty or only whitespace, and an empty list.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const INVALID: RuleFailure = { key: 'invalid', params: {} };

/** required: fails for null, undefined, empty or whitespace-only text, false and an empty list. */
export const required: Rule = (value) => (value === false || isEmptyValue(value) ? { key: 'required', params: {} } : null);

/** Characters are counted as code points, so an emoji or a rare letter counts once. */
function lengthOf(value: unknown): number | null {
  if (typeof value === 'string') return Array.from(value).length;
  if (typeof value === 'number') return String(value).length; // a numeric input's digits
  if (Array.isArray(value)) return value.length;
  return null;
}

/** length: the value's length must equal `length`; empty values pass. */
export function lengthRule(length: number): Rule {
  return (value) => {
    if (isEmptyValue(value)) return null;
    const actual = lengthOf(value);
    if (actual === null) return INVALID;
    return actual === length ? null : { key: 'length', params: { length } };
  };
}

/** Decimal notation only: "12", "-3.5", ".5"; not "0x10", "1e3", "" or "12abc" (which Number() would accept or misread). */
const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A number, or a numeric string read as one; null when the value is no number. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value.trim());
  return null;
}

/** min_value: the number must be at least `min`; empty values pass; a non-number is invalid. */
export function minValueRule(min: number): Rule {
  return (value) => {
    if (isEmptyValue(value)) return null;
    const number = toNumber(value);
    if (number === null) return INVALID;
    return number >= min ? null : { key: 'min_value', params: { min } };
  };
}

/** Reads a rule's name and parameter from either form of RuleSpec. */
function specParts(spec: RuleSpec): { name: string; param: unknown } {
  if (typeof spec === 'string') {
    const separator = spec.indexOf(':');
    if (separator === -1) return { name: spec, param: undefined };
    return { name: spec.slice(0, separator), param: spec.slice(separator + 1) };
  }
  if (typeof spec === 'object' && spec !== null) {
    const record: Record<string, unknown> = spec;
    return { name: String(record.rule), param: record.rule === 'length' ? record.length : record.min };
  }
  return { name: String(spec), param: undefined };
}

function numericParam(name: string, param: unknown): number {
  const number = typeof param === 'string' ? (NUMERIC_TEXT.test(param.trim()) ? Number(param) : NaN) : param;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw new Error(`Validation rule "${name}" needs a numeric parameter, got ${JSON.stringify(param)}`);
  }
  return number;
}

/**
 * Turns a RuleSpec into a Rule. Throws an Error for an unknown rule name or a bad parameter:
 * both are mistakes in the code or configuration that declares the rules, not in user input.
 */
export function compileRule(spec: RuleSpec): Rule {
  const { name, param } = specParts(spec);
  switch (name) {
    case 'required':
      if (param !== undefined) throw new Error('Validation rule "required" takes no parameter');
      return required;
    case 'length': {
      const length = numericParam(name, param);
      if (!Number.isInteger(length) || length < 0) {
        throw new Error(`Validation rule "length" needs a non-negative integer, got ${length}`);
      }
      return lengthRule(length);
    }
    case 'min_value':
      return minValueRule(numericParam(name, param));
    default:
      throw new Error(`Unknown validation rule: "${name}"`);
  }
}

/** Runs rules in order and returns the first failure, or null when the value passes them all. */
export function checkRules(value: unknown, rules: readonly Rule[]): RuleFailure | null {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
}
