/**
 * The template form's text and the stored field values (shared/documents/form-text): money typed
 * in so'm is stored in tiyin and shown back in so'm, a phone is shown as its nine national digits
 * grouped, and the parties OneID's data can fill are found by their keys.
 */
import { fieldValuesSchema } from '../../../shared/documents/field-values';
import type { DocumentField } from '../../../shared/documents/fields';
import { fieldValuesToText, formTextToInput, groupNationalPhone, groupSom, identityParties } from '../../../shared/documents/form-text';
import { paperName } from '../../../server/domain/account/overview';

const f = (key: string, kind: DocumentField['kind'], required = false): DocumentField => ({ key, kind, required, label: key });

describe('form text and field values', () => {
  const fields = [f('rent', 'money', true), f('phone', 'phone'), f('rooms', 'number'), f('name', 'text')];

  test('money typed in so’m, grouped or with tiyin, is stored in tiyin; the rest goes to the schema as typed', () => {
    expect(formTextToInput(fields, { rent: '3 200 000', phone: '90 123 45 67', rooms: '', name: ' A ' })).toEqual({
      rent: 320_000_000,
      phone: '90 123 45 67',
      name: ' A ',
    });
    expect(formTextToInput(fields, { rent: '1500,50' })).toEqual({ rent: 150_050 });
    // Not an amount: passed on, so the schema refuses it with the field's message.
    expect(formTextToInput(fields, { rent: '12abc' })).toEqual({ rent: '12abc' });
    const parsed = fieldValuesSchema(fields, { complete: true, label: 'Values' }).safeParse(
      formTextToInput(fields, { rent: '3 200 000', phone: '90 123 45 67' }),
    );
    expect(parsed.success && parsed.data).toEqual({ rent: 320_000_000, phone: '+998901234567' });
  });

  test('stored values come back as the form shows them', () => {
    expect(fieldValuesToText(fields, { rent: 320_000_000, phone: '+998901234567', rooms: 3 })).toEqual({ rent: '3200000', phone: '90 123 45 67', rooms: '3' });
    expect(fieldValuesToText(fields, { rent: 150_050 })).toEqual({ rent: '1500.50' });
  });

  test('a phone is grouped as said, whatever was pasted; so’m are grouped in thousands', () => {
    expect(groupNationalPhone('+998 (90) 123-45-67')).toBe('90 123 45 67');
    expect(groupNationalPhone('9012')).toBe('90 12');
    expect(groupNationalPhone('90123456789')).toBe('90 123 45 67');
    expect(groupSom('3200000')).toBe('3 200 000');
    expect(groupSom('1500,5')).toBe('1 500,5');
    expect(groupSom('abc')).toBe('abc');
  });

  test('the parties OneID can fill: a name with a PINFL or a phone, in the fields’ order', () => {
    const lease = [
      f('city', 'text'),
      f('landlord_name', 'text'),
      f('landlord_pinfl', 'pinfl'),
      f('landlord_phone', 'phone'),
      f('tenant_name', 'text'),
      f('tenant_pinfl', 'pinfl'),
      f('employer_name', 'text'),
    ];
    expect(identityParties(lease)).toEqual([
      { party: 'landlord', name: 'landlord_name', pinfl: 'landlord_pinfl', phone: 'landlord_phone' },
      { party: 'tenant', name: 'tenant_name', pinfl: 'tenant_pinfl', phone: null },
    ]);
  });

  test('OneID’s capitals become a name as papers write it: last, first, patronymic', () => {
    expect(paperName('YUSUPOVA', 'DILNOZA', 'ALISHER QIZI')).toBe('Yusupova Dilnoza Alisher qizi');
    expect(paperName('KARIMOV', 'AZIZ', "RUSTAM O'G'LI")).toBe('Karimov Aziz Rustam oʻgʻli');
    expect(paperName('Smith', 'John', '')).toBe('Smith John');
  });
});
