/**
 * The one schema of a document's field values (ADR 008), built from its template's typed fields:
 * the API checks `fieldValues` with it, and the template form checks its inputs with it before
 * saving, so both fail alike, field by field, with shared/validation's messages naming the
 * field's label in the visitor's language.
 *
 * Parsing normalizes what a form sends to what is stored (./fields.ts): text trimmed, a number
 * from its text, a phone and a passport without spaces, "+998" before nine national digits.
 * Empty values are left out. `complete` applies SPEC §5's required rule to the required fields
 * (a document saved from the form); without it a draft may leave them empty (an autosave while
 * the visitor edits), and only the kinds are checked. A key that is no field of the template is
 * refused: nothing is stored that no macro shows.
 */
import { z } from 'zod';
import { compileRule, toNumber, type RuleFailure, type RuleIssueParams } from '../validation';
import { isStorableText } from '../richtext/schema';
import { FIELD_LIMITS, isIsoDate, normalizePassport, normalizeUzPhone, PINFL, type DocumentField, type FieldValue, type FieldValues } from './fields';

export interface FieldValuesSchemaOptions {
  /** Required fields must have a value (SPEC §5 "required"). */
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
      return typeof value === 'string' && (field.options ?? []).some((option) => option.value === value) ? { value } : { failure: { key: 'option', params: {} } };
    default:
      return { failure: INVALID };
  }
}

/** The schema of the values of these fields; the output holds the non-empty values only. */
export function fieldValuesSchema(fields: readonly DocumentField[], options: FieldValuesSchemaOptions) {
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
    return values;
  });
}

export type FieldValuesSchema = ReturnType<typeof fieldValuesSchema>;
