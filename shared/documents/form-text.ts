/**
 * A template form's values as the visitor types them (text in inputs, issue 10) and the field
 * values the schema checks and the API stores (./fields.ts): money typed in so'm is stored in
 * tiyin, a phone is typed however grouped. Shared by the page, its live preview and the server's
 * handling of the form posted without JavaScript, so both read a post alike.
 */
import { TIYIN_PER_SOM } from '../format';
import { somTextToTiyin, type DocumentField, type FieldValue, type FieldValues } from './fields';

export type FormText = Record<string, string>;

/** The form's text as the schema's input: money in tiyin when it reads as an amount, the rest as typed. */
export function formTextToInput(fields: readonly DocumentField[], text: Readonly<FormText>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const typed = text[field.key];
    if (typed === undefined || typed.trim() === '') continue;
    input[field.key] = field.kind === 'money' ? (somTextToTiyin(typed) ?? typed) : typed;
  }
  return input;
}

/** "901234567" / "+998 90 123-45-67" → "90 123 45 67": the nine national digits, grouped as said. */
export function groupNationalPhone(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.length > 9 && digits.startsWith('998')) digits = digits.slice(3);
  digits = digits.slice(0, 9);
  return [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5, 7), digits.slice(7, 9)].filter(Boolean).join(' ');
}

/** "3200000" → "3 200 000" (so'm as typed, decimals after a point or comma kept). */
export function groupSom(typed: string): string {
  const match = /^\s*(\d[\d\s\u00a0\u202f]*)(?:([.,])(\d{0,2}))?\s*$/.exec(typed);
  if (!match) return typed;
  const whole = (match[1] ?? '').replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return match[2] !== undefined && match[3] ? `${grouped},${match[3]}` : grouped;
}

/** A stored value as the form shows it: money in so'm, a phone's nine national digits grouped (the form shows +998 before them). */
export function fieldValueToText(field: DocumentField, value: FieldValue): string {
  if (field.kind === 'money' && typeof value === 'number') {
    const som = Math.floor(value / TIYIN_PER_SOM);
    const tiyin = value % TIYIN_PER_SOM;
    return tiyin ? `${som}.${String(tiyin).padStart(2, '0')}` : String(som);
  }
  if (field.kind === 'phone' && typeof value === 'string') return groupNationalPhone(value);
  return String(value);
}

export function fieldValuesToText(fields: readonly DocumentField[], values: Readonly<FieldValues>): FormText {
  const text: FormText = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value !== undefined) text[field.key] = fieldValueToText(field, value);
  }
  return text;
}

/** The fields a signed-in citizen's OneID data fills: one party's name, PINFL and phone. */
export interface IdentityFields {
  /** The party's key prefix ("principal"). */
  party: string;
  name: string;
  pinfl: string | null;
  phone: string | null;
}

/**
 * The parties of a template: each prefix P with a one-line `P_name` and a `P_pinfl` or a
 * `P_phone` (a natural person, personFields of the seed), in the order of the fields. The first
 * is the one who usually fills the paper (the principal, the applicant, the landlord…).
 */
export function identityParties(fields: readonly DocumentField[]): IdentityFields[] {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const parties: IdentityFields[] = [];
  for (const field of fields) {
    const match = /^(.+)_name$/.exec(field.key);
    if (!match || field.kind !== 'text') continue;
    const party = match[1] ?? '';
    const pinfl = byKey.get(`${party}_pinfl`)?.kind === 'pinfl' ? `${party}_pinfl` : null;
    const phone = byKey.get(`${party}_phone`)?.kind === 'phone' ? `${party}_phone` : null;
    if (pinfl || phone) parties.push({ party, name: field.key, pinfl, phone });
  }
  return parties;
}
