/** The template form's values apart from React: its sections, OneID's values and what the preview fills in. */
import type { TemplateField } from '../../../../shared/api/types.js';
import { parseFieldValue } from '../../../../shared/documents/field-values.js';
import type { FieldValues } from '../../../../shared/documents/fields.js';
import { formTextToInput, groupNationalPhone, type FormText, type identityParties } from '../../../../shared/documents/form-text.js';
import type { IdentityPrefill } from '../../../../shared/pages/documents/types.js';

/** Form sections in the order a paper reads (the seed's FieldSection); others after them. */
const SECTION_ORDER = ['court', 'plaintiff', 'defendant', 'parties', 'subject', 'terms', 'claim', 'signature'];

export function sectionsOf(fields: readonly TemplateField[]): Array<{ section: string; fields: TemplateField[] }> {
  const groups = new Map<string, TemplateField[]>();
  for (const field of fields) {
    const section = field.section ?? 'other';
    groups.set(section, [...(groups.get(section) ?? []), field]);
  }
  const rank = (section: string) => (SECTION_ORDER.includes(section) ? SECTION_ORDER.indexOf(section) : SECTION_ORDER.length);
  return [...groups.entries()].sort((a, b) => rank(a[0]) - rank(b[0])).map(([section, list]) => ({ section, fields: list }));
}

/** The values one party gets from OneID (name, PINFL, phone), as the form shows them. */
export function prefillOf(identity: IdentityPrefill | null, party: ReturnType<typeof identityParties>[number] | undefined): FormText {
  if (!identity || !party) return {};
  const values: FormText = { [party.name]: identity.fullName };
  if (party.pinfl) values[party.pinfl] = identity.pinfl;
  if (party.phone && identity.phone) values[party.phone] = groupNationalPhone(identity.phone);
  return values;
}

/** The values that read as their kind: what the preview fills in while the visitor types. */
export function previewValues(fields: readonly TemplateField[], text: Readonly<FormText>): FieldValues {
  const input = formTextToInput(fields, text);
  const values: FieldValues = {};
  for (const field of fields) {
    if (!(field.key in input)) continue;
    const parsed = parseFieldValue(field, input[field.key]);
    if ('value' in parsed) values[field.key] = parsed.value;
  }
  return values;
}
