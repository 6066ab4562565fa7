/**
 * The one schema of a document's field values (ADR 008), built from its template's typed fields:
 * the API checks `fieldValues` with it, and the template form checks its inputs with it before
 * saving, so both fail alike, field by field, with shared/validation's messages naming the
 * field's label in the visitor's language.
 *
 * Parsing normalizes what a form sends to what is stored (./fields.ts): text trimmed, a number
 * from its text, a phone and a passport without spaces, "+998" before nine national digits.
 * Empty values are left out. `complete` applies docs/product.md §5's required rule to the required fields
 * (a document saved from the form); without it a draft may leave them empty (an autosave while
 * the visitor edits), and only the kinds are checked. A key that is no field of the template is
 * refused: nothing is stored that no macro shows.
 *
 * A field may carry the limits its template states (issue 28: a power of attorney runs at most
 * three years from its date, Civil Code): each is checked whenever the field has a value, in a
 * draft too, against the other values of the same save, and a refusal shows the limit's own
 * message, which names the rule in the caller's language.
 */
import { z } from 'zod';
import type { DatePeriod, TemplateFieldLimit } from '../api/types';
import { compileRule, toNumber, type RuleFailure, type RuleIssueParams } from '../validation';
import { isStorableText } from '../richtext/schema';
import { FIELD_LIMITS, isIsoDate, normalizePassport, normalizeUzPhone, PINFL, type DocumentField, type FieldValue, type FieldValues } from './fields';

/** A field with the limits its template states (the API's TemplateField fits). */
export type LimitedField = DocumentField & { limits?: readonly TemplateFieldLimit[] | null };

export interface FieldValuesSchemaOptions {
  /** Required fields must have a value (docs/product.md §5 "required"). */
  complete: boolean;
  /** Names the whole object in a message when it is not one ("Field values"). */
  label: string;
}

type Ctx = z.RefinementCtx;
type Parsed = { value: FieldValue } | { failure: RuleFailure };

const INVALID: RuleFailure = { key: 'invalid', params: {} };
const required = compileRule('required');

function fail(ctx: Ctx, path: (string | number)[], field: string, failure: RuleFailure): void {
  const params: RuleIssueParams = { rule: failure.key, field, values: failure.params };
  ctx.addIssue({ code: 'custom', path, message: `${field}: ${failure.key}`, params: { ...params } });
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function text(value: unknown, max: number, multiline: boolean): Parsed {
  if (typeof value !== 'string') return { failure: INVALID };
  // A browser's textarea sends CR LF; a one-line field has no line breaks to keep.
  const normalized = multiline ? value.replace(/\r\n?/g, '\n').trim() : value.replace(/\s+/g, ' ').trim();
  if (!isStorableText(normalized)) return { failure: INVALID };
  if (Array.from(normalized).length > max) return { failure: { key: 'max_length', params: { max } } };
  return { value: normalized };
}

function number(value: unknown): Parsed {
  const parsed = toNumber(value);
  if (parsed === null) return { failure: INVALID };
  if (parsed < 0) return { failure: { key: 'min_value', params: { min: 0 } } };
  if (parsed > FIELD_LIMITS.number) return { failure: { key: 'max_value', params: { max: FIELD_LIMITS.number } } };
  return { value: parsed };
}

/** A calendar year as a number (a car's model year): a whole number within the years a date may fall in. */
function year(value: unknown): Parsed {
  const parsed = toNumber(value);
  if (parsed === null || !Number.isInteger(parsed)) return { failure: INVALID };
  if (parsed < FIELD_LIMITS.firstYear) return { failure: { key: 'min_value', params: { min: FIELD_LIMITS.firstYear } } };
  if (parsed > FIELD_LIMITS.lastYear) return { failure: { key: 'max_value', params: { max: FIELD_LIMITS.lastYear } } };
  return { value: parsed };
}

function money(value: unknown): Parsed {
  const parsed = typeof value === 'string' && /^\s*\d{1,16}\s*$/.test(value) ? Number(value) : value;
  if (typeof parsed !== 'number' || !Number.isSafeInteger(parsed)) return { failure: INVALID };
  if (parsed < 0) return { failure: { key: 'min_value', params: { min: 0 } } };
  if (parsed > FIELD_LIMITS.money) return { failure: INVALID };
  return { value: parsed };
}

function formatted(value: unknown, normalize: (text: string) => string | null, key: RuleFailure['key']): Parsed {
  if (typeof value !== 'string') return { failure: { key, params: {} } };
  const normalized = normalize(value);
  return normalized === null ? { failure: { key, params: {} } } : { value: normalized };
}

/** One value of a field, normalized, or why it is not one. */
export function parseFieldValue(field: DocumentField, value: unknown): Parsed {
  switch (field.kind) {
    case 'text':
      return text(value, FIELD_LIMITS.text, false);
    case 'textarea':
      return text(value, FIELD_LIMITS.textarea, true);
    case 'date':
      return formatted(value, (typed) => (isIsoDate(typed.trim()) ? typed.trim() : null), 'date');
    case 'number':
      return number(value);
    case 'year':
      return year(value);
    case 'money':
      return money(value);
    case 'pinfl':
      return formatted(value, (typed) => (PINFL.test(typed.replace(/\s/g, '')) ? typed.replace(/\s/g, '') : null), 'pinfl');
    case 'passport':
      return formatted(value, normalizePassport, 'passport');
    case 'phone':
      return formatted(value, normalizeUzPhone, 'phone');
    case 'select':
      return typeof value === 'string' && (field.options ?? []).some((option) => option.value === value)
        ? { value }
        : { failure: { key: 'option', params: {} } };
    default:
      return { failure: INVALID };
  }
}

/** 'YYYY-MM-DD' plus a period; a month without that day ends on its last day (29 February + 1 year → 28 February). */
export function addPeriod(date: string, period: DatePeriod): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const months = year * 12 + (month - 1) + (period.years ?? 0) * 12 + (period.months ?? 0);
  const [y, m] = [Math.floor(months / 12), (months % 12) + 1];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const moved = new Date(Date.UTC(y, m - 1, Math.min(day, lastDay)) + (period.days ?? 0) * 86_400_000);
  return moved.toISOString().slice(0, 10);
}

const isDate = (value: FieldValue | undefined): value is string => typeof value === 'string' && isIsoDate(value);

/** Whether the value keeps the limit; null when it cannot be judged yet (a field it is measured from is empty). */
function keeps(limit: TemplateFieldLimit, value: FieldValue, values: Readonly<FieldValues>, byKey: ReadonlyMap<string, LimitedField>): boolean | null {
  switch (limit.kind) {
    case 'range':
      if (typeof value !== 'number') return null;
      return (limit.min === undefined || value >= limit.min) && (limit.max === undefined || value <= limit.max) && (!limit.integer || Number.isInteger(value));
    case 'date': {
      const from = values[limit.from];
      if (!isDate(value) || !isDate(from)) return null;
      // ISO dates compare as text.
      return (!limit.min || value >= addPeriod(from, limit.min)) && (!limit.max || value <= addPeriod(from, limit.max));
    }
    case 'sum': {
      if (typeof value !== 'number') return null;
      let total = 0;
      for (const key of limit.of) {
        const part = values[key];
        if (typeof part === 'number') total += part;
        else if (part !== undefined || byKey.get(key)?.required !== false) return null; // a required part not given yet
      }
      return value === total;
    }
    default:
      return null;
  }
}

/**
 * The first limit of the field that its (parsed) value breaks, given the other parsed values of
 * the same save; null when it keeps them all or they cannot be judged yet.
 */
export function limitFailure(field: LimitedField, value: FieldValue, values: Readonly<FieldValues>, fields: readonly LimitedField[]): RuleFailure | null {
  if (!field.limits?.length) return null;
  const byKey = new Map(fields.map((candidate) => [candidate.key, candidate]));
  const broken = field.limits.find((limit) => keeps(limit, value, values, byKey) === false);
  return broken ? { key: 'limit', params: { rule: broken.message } } : null;
}

/** The keys of the fields whose limits are measured from this one (a power of attorney's term from its date). */
export function limitDependents(fields: readonly LimitedField[], key: string): string[] {
  const measuresFrom = (limit: TemplateFieldLimit) => (limit.kind === 'date' ? limit.from === key : limit.kind === 'sum' ? limit.of.includes(key) : false);
  return fields.filter((field) => field.key !== key && field.limits?.some(measuresFrom)).map((field) => field.key);
}

/** The schema of the values of these fields; the output holds the non-empty values only. */
export function fieldValuesSchema(fields: readonly LimitedField[], options: FieldValuesSchemaOptions) {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return z.unknown().transform((raw, ctx): FieldValues => {
    const input = raw === undefined || raw === null ? {} : raw;
    if (typeof input !== 'object' || Array.isArray(input)) {
      fail(ctx, [], options.label, INVALID);
      return {};
    }
    const record = input as Record<string, unknown>;
    for (const key of Object.keys(record)) if (!byKey.has(key)) fail(ctx, [key], key, { key: 'unknown_field', params: {} });
    const values: FieldValues = {};
    for (const field of fields) {
      const value = Object.hasOwn(record, field.key) ? record[field.key] : undefined;
      if (options.complete && field.required) {
        const missing = required(value);
        if (missing) {
          fail(ctx, [field.key], field.label, missing);
          continue;
        }
      }
      if (isBlank(value)) continue;
      const parsed = parseFieldValue(field, value);
      if ('failure' in parsed) fail(ctx, [field.key], field.label, parsed.failure);
      else values[field.key] = parsed.value;
    }
    // The template's limits, once every value is read: a limit may measure one field from another.
    for (const field of fields) {
      const value = values[field.key];
      const failure = value === undefined ? null : limitFailure(field, value, values, fields);
      if (failure) fail(ctx, [field.key], field.label, failure);
    }
    return values;
  });
}

export type FieldValuesSchema = ReturnType<typeof fieldValuesSchema>;
