/**
 * A field's value as its dialog shows it in a control, and what the visitor typed back to the
 * stored value, checked by the same rules the API applies (shared/documents parseFieldValue):
 * a refused value names the rule, which shared/validation turns into a message in the page's
 * language. An empty control clears the field (a draft may leave it empty; the chip then shows
 * its [label]).
 */
import { limitFailure, parseFieldValue, type LimitedField } from '../../../../shared/documents/field-values.js';
import { somTextToTiyin, type DocumentField, type FieldValue, type FieldValues } from '../../../../shared/documents/fields.js';
import { formatUzPhone } from '../../../../shared/format/phone.js';
import type { RuleFailure } from '../../../../shared/validation/index.js';

/** The control's text for a stored value. */
export function fieldInputText(field: DocumentField, value: FieldValue | undefined): string {
  if (value === undefined || value === '') return '';
  switch (field.kind) {
    case 'money': {
      if (typeof value !== 'number') return String(value);
      const som = Math.floor(value / 100);
      const tiyin = value % 100;
      return tiyin === 0 ? String(som) : `${som}.${String(tiyin).padStart(2, '0')}`;
    }
    case 'phone':
      return typeof value === 'string' ? formatUzPhone(value) : String(value);
    default:
      return String(value);
  }
}

export type FieldInputResult = { value: FieldValue | null } | { failure: RuleFailure };

/**
 * What the visitor typed, as the value to store (null: the field is cleared), or why it is refused:
 * its kind, then the limits its template states, measured against the document's other values.
 */
export function parseFieldInput(
  field: LimitedField,
  text: string,
  values: Readonly<FieldValues> = {},
  fields: readonly LimitedField[] = [field],
): FieldInputResult {
  if (text.trim() === '') return { value: null };
  let raw: unknown = text;
  if (field.kind === 'money') {
    const tiyin = somTextToTiyin(text);
    if (tiyin === null) return { failure: { key: 'invalid', params: {} } };
    raw = tiyin;
  }
  const parsed = parseFieldValue(field, raw);
  if ('failure' in parsed) return parsed;
  const failure = limitFailure(field, parsed.value, { ...values, [field.key]: parsed.value }, fields);
  return failure ? { failure } : { value: parsed.value };
}
