/**
 * A document's typed fields (ADR 008): the form of each kind's value as stored, its limits, how it
 * is written into the document in the document's language, and the macro resolver the renderer
 * and both exports fill a body with. No schema library here, so the editor's chips and the live
 * preview import it without zod (the schema is ./field-values.ts).
 *
 * Stored values (`field_values`, the API's `fieldValues`), by kind:
 * text, textarea: trimmed text · date: 'YYYY-MM-DD' · number: a number · money: integer tiyin ·
 * year: an integer · pinfl: 14 digits · passport: 'AA1234567' · phone: '+998' and nine digits ·
 * select: an option's value.
 * A field without a value is absent.
 */
import type { FieldKind, TemplateField } from '../api/types';
import {
  declineRuName,
  formatDate,
  formatMoney,
  formatNumber,
  formatUzPhone,
  keepNumbersTogether,
  nameGender,
  withUzbekEnding,
  type Gender,
  type RuCase,
} from '../format';
import type { Locale } from '../locales';
import { genderVariants, isRuCaseForm, isUzEndingForm, type MacroResolver } from '../richtext/macros';
import type { MacroForm, RuCaseForm } from '../richtext/types';

export type FieldValue = string | number;
export type FieldValues = Record<string, FieldValue>;

/** What the schema and the renderers need of a field: the API's TemplateField fits. */
export type DocumentField = Pick<TemplateField, 'key' | 'label' | 'kind' | 'required'> & {
  labels?: Partial<Record<Locale, string>>;
  options?: ReadonlyArray<{ value: string; label: string; labels?: Partial<Record<Locale, string>> }> | null;
};

export const FIELD_LIMITS = {
  /** Characters of a one-line text. */
  text: 500,
  /** Characters of a textarea. */
  textarea: 10_000,
  /** The largest number field (rooms, days, months, a year, an area). */
  number: 1_000_000_000,
  /** The largest amount, in tiyin (10 trillion so'm). */
  money: 1_000_000_000_000_000, // within Number.MAX_SAFE_INTEGER (as claims cap an amount)
  /** Years a date may fall in. */
  firstYear: 1900,
  lastYear: 2100,
} as const;

export const PINFL = /^\d{14}$/;
export const PASSPORT = /^[A-Z]{2}\d{7}$/;
export const UZ_PHONE = /^\+998\d{9}$/;
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day 'YYYY-MM-DD' within the years allowed. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIELD_LIMITS.firstYear || year > FIELD_LIMITS.lastYear || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "+998 90 123-45-67", "998901234567" or the nine national digits → "+998901234567"; null otherwise. */
export function normalizeUzPhone(value: string): string | null {
  const compact = value.replace(/[\s()-]/g, '');
  const full = /^\d{9}$/.test(compact) ? `+998${compact}` : /^998\d{9}$/.test(compact) ? `+${compact}` : compact;
  return UZ_PHONE.test(full) ? full : null;
}

/** "aa 1234567" → "AA1234567"; null when it is not two Latin letters and seven digits. */
export function normalizePassport(value: string): string | null {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return PASSPORT.test(compact) ? compact : null;
}

/** "3 200 000,50" / "3,200,000.50" / "3200000" so'm, as typed in the form → tiyin; null when it is no amount. */
export function somTextToTiyin(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d{1,3}(?:[,.]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const som = Number((match[1] ?? '').replace(/[,.]/g, ''));
  const tiyin = Number((match[2] ?? '').padEnd(2, '0'));
  const total = som * 100 + tiyin;
  return Number.isSafeInteger(total) ? total : null;
}

function labelIn(field: DocumentField, locale: Locale): string {
  return field.labels?.[locale] || field.label;
}

/** A stored value written out in the document's language; null when it cannot be (a stale option). */
export function fieldValueText(field: DocumentField, value: FieldValue, locale: Locale): string | null {
  const kind: FieldKind = field.kind;
  switch (kind) {
    case 'date':
      return typeof value === 'string' && isIsoDate(value) ? formatDate(`${value}T12:00:00Z`, locale, { style: 'long' }) : null;
    case 'money':
      return typeof value === 'number' && Number.isSafeInteger(value) ? formatMoney(value, locale) : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, locale, { maximumFractionDigits: 3 }) : null;
    case 'year':
      // A year is written as a year: 2021, never "2 021" or "2,021".
      return typeof value === 'number' && Number.isInteger(value) ? String(value) : null;
    case 'phone':
      return typeof value === 'string' ? formatUzPhone(value) : null;
    case 'select': {
      const option = field.options?.find((candidate) => candidate.value === value);
      return option ? option.labels?.[locale] || option.label : null;
    }
    default:
      return String(value);
  }
}

/** "[label]" in the document's language: what an empty macro shows. */
export function placeholderOf(field: DocumentField, locale: Locale): string {
  return `[${labelIn(field, locale)}]`;
}

const RU_CASES: Readonly<Record<RuCaseForm, RuCase>> = { gen: 'genitive', dat: 'dative', acc: 'accusative', ins: 'instrumental', pre: 'prepositional' };

/**
 * The gender of the person a field names: the person's own answer (the select "<prefix>_gender"
 * beside "<prefix>_name"), else what the name shows (its patronymic, ./ru-name.ts); null if neither.
 */
function genderOf(key: string, text: string, values: Readonly<FieldValues>): Gender | null {
  const answer = values[`${key.replace(/_name$/, '')}_gender`];
  if (answer === 'male' || answer === 'female') return answer;
  return nameGender(text);
}

/** A filled value in the form its macro asks for (ADR 008): a Russian case, an Uzbek ending, a gender's word. */
function inForm(key: string, text: string, form: MacroForm | undefined, values: Readonly<FieldValues>): string {
  if (!form) return text;
  if (isRuCaseForm(form)) return declineRuName(text, RU_CASES[form], genderOf(key, text, values));
  if (isUzEndingForm(form)) return withUzbekEnding(text, form);
  const variants = genderVariants(form);
  if (!variants) return text;
  const gender = genderOf(key, text, values);
  return gender === 'male' ? variants[0] : gender === 'female' ? variants[1] : variants[2];
}

/** Kinds whose text holds numbers a line must not break (a sum and its soʻm, a day and its year). */
const NUMERIC_KINDS: ReadonlySet<FieldKind> = new Set(['date', 'money', 'number', 'year']);

/**
 * The macro resolver of a document: a field with a value shows it written out in the document's
 * language, in the form the macro asks for (a case, an ending, a gender's word), numbers kept
 * together with no-break spaces; one without shows "[label]" (marked empty), and a gender's word
 * its neutral variant; a key that is no field keeps the macro's own text (null).
 */
export function documentMacros(fields: readonly DocumentField[], values: Readonly<FieldValues>, locale: Locale): MacroResolver {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return (key, form) => {
    const field = byKey.get(key);
    if (!field) return null;
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    const text = value === undefined || value === '' ? null : fieldValueText(field, value, locale);
    if (text === null) {
      // A gender's word before the name is typed: the person's own answer, else the neutral word.
      const variants = genderVariants(form);
      return variants ? { text: inForm(key, '', form, values) || variants[2], filled: true } : { text: placeholderOf(field, locale), filled: false };
    }
    // Numbers are kept together before an ending is attached ("50 000 000 soʻmni": the unit then reads as a word);
    // a phone number is one unit ("+998 90 123 45 67").
    const kept = field.kind === 'phone' ? text.replace(/ /g, '\u00a0') : NUMERIC_KINDS.has(field.kind) ? keepNumbersTogether(text) : text;
    return { text: inForm(key, kept, form, values), filled: true };
  };
}

/** Every required field has a value: the document is complete (status 'complete', else 'draft'). */
export function isComplete(fields: readonly DocumentField[], values: Readonly<FieldValues>): boolean {
  return fields.every((field) => !field.required || (Object.hasOwn(values, field.key) && values[field.key] !== ''));
}
