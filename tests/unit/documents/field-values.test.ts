/**
 * A document's typed field values (shared/documents): the schema the API and the form share, the
 * forms values are stored in, and how they are written into a document in its language.
 */
import {
  documentMacros,
  fieldValueText,
  isComplete,
  isIsoDate,
  normalizePassport,
  normalizeUzPhone,
  placeholderOf,
  somTextToTiyin,
  type DocumentField,
} from '../../../shared/documents/fields';
import { fieldValuesSchema } from '../../../shared/documents/field-values';
import { messageFor, type RuleIssueParams } from '../../../shared/validation';

const labels = (en: string, ru: string, uz: string) => ({ label: en, labels: { en, ru, uz } });
const FIELDS: DocumentField[] = [
  { key: 'name', kind: 'text', required: true, ...labels('Full name', 'Ф.И.О.', 'F.I.Sh.') },
  { key: 'story', kind: 'textarea', required: false, ...labels('What happened', 'Что произошло', 'Nima boʻldi') },
  { key: 'day', kind: 'date', required: true, ...labels('Date', 'Дата', 'Sana') },
  { key: 'rooms', kind: 'number', required: false, ...labels('Rooms', 'Комнат', 'Xonalar') },
  { key: 'price', kind: 'money', required: false, ...labels('Price', 'Цена', 'Narx') },
  { key: 'pinfl', kind: 'pinfl', required: false, ...labels('PINFL', 'ПИНФЛ', 'JShShIR') },
  { key: 'passport', kind: 'passport', required: false, ...labels('Passport', 'Паспорт', 'Pasport') },
  { key: 'phone', kind: 'phone', required: false, ...labels('Phone', 'Телефон', 'Telefon') },
  {
    key: 'deal',
    kind: 'select',
    required: true,
    ...labels('Deal', 'Сделка', 'Bitim'),
    options: [
      { value: 'sale', label: 'sale', labels: { en: 'sale', ru: 'продажу', uz: 'sotish' } },
      { value: 'gift', label: 'gift', labels: { en: 'gift', ru: 'дарение', uz: 'hadya qilish' } },
    ],
  },
];

const complete = fieldValuesSchema(FIELDS, { complete: true, label: 'Field values' });
const draft = fieldValuesSchema(FIELDS, { complete: false, label: 'Field values' });

/** key → the English message, as the API would answer. */
function messages(result: ReturnType<typeof complete.safeParse>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => {
      const params = (issue as unknown as { params: RuleIssueParams }).params;
      return [issue.path.join('.'), messageFor({ key: params.rule, params: params.values }, params.field)];
    }),
  );
}

const VALID = { name: '  Karimov   Aziz ', day: '2025-03-06', deal: 'sale' };

describe('the schema of the values', () => {
  test('normalizes what a form sends to what is stored, leaving out empty values', () => {
    const result = complete.safeParse({
      ...VALID,
      story: '  Birinchi qator\r\nIkkinchi qator  ',
      rooms: '3',
      price: '150000000',
      pinfl: '3 1234 5678 90123',
      passport: 'ab 1234567',
      phone: '+998 (90) 123-45-67',
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: 'Karimov Aziz',
      story: 'Birinchi qator\nIkkinchi qator',
      day: '2025-03-06',
      rooms: 3,
      price: 150000000,
      pinfl: '31234567890123',
      passport: 'AB1234567',
      phone: '+998901234567',
      deal: 'sale',
    });
    expect(complete.safeParse({ ...VALID, story: '   ', rooms: '', price: null, phone: undefined }).data).toEqual({
      name: 'Karimov Aziz',
      day: '2025-03-06',
      deal: 'sale',
    });
    expect(complete.safeParse({ ...VALID, rooms: 2.5, price: 0, phone: '901234567' }).data).toMatchObject({ rooms: 2.5, price: 0, phone: '+998901234567' });
  });

  test('docs/product.md §5 required: null, empty, false, an empty list and whitespace fail; a draft may leave them empty', () => {
    for (const empty of [null, undefined, '', '   ', false, []]) {
      expect(messages(complete.safeParse({ ...VALID, name: empty }))).toEqual({ name: 'Full name is required.' });
    }
    expect(messages(complete.safeParse({}))).toEqual({ name: 'Full name is required.', day: 'Date is required.', deal: 'Deal is required.' });
    expect(draft.safeParse({}).data).toEqual({});
    // A draft still checks what is there.
    expect(messages(draft.safeParse({ day: '06.03.2025' }))).toEqual({ day: 'Date must be a date.' });
  });

  test('each kind refuses a wrong value with its own message, naming the field', () => {
    expect(
      messages(
        draft.safeParse({
          name: 42,
          story: 'x'.repeat(10_001),
          day: '2025-02-29',
          rooms: '-1',
          price: 1.5,
          pinfl: '1234567890123',
          passport: 'A12345678',
          phone: '+7 912 345 67 89',
          deal: 'purchase',
        }),
      ),
    ).toEqual({
      name: 'Full name is not valid.',
      story: 'What happened must be at most 10000 characters long.',
      day: 'Date must be a date.',
      rooms: 'Rooms must be at least 0.',
      price: 'Price is not valid.',
      pinfl: 'PINFL must be 14 digits.',
      passport: 'Passport must be two Latin letters and seven digits, such as AA1234567.',
      phone: 'Phone must be +998 followed by nine digits.',
      deal: 'Choose one of the options for Deal.',
    });
    expect(messages(draft.safeParse({ rooms: '1e3', price: '12.50', name: 'x'.repeat(501) }))).toEqual({
      rooms: 'Rooms is not valid.',
      price: 'Price is not valid.',
      name: 'Full name must be at most 500 characters long.',
    });
    expect(messages(draft.safeParse({ rooms: 2_000_000_000 }))).toEqual({ rooms: 'Rooms must be at most 1000000000.' });
  });

  test('a key that is no field, and values that are no object, are refused', () => {
    expect(messages(draft.safeParse({ salary: 1, __proto__x: 2 }))).toEqual({
      salary: '“salary” is not a field of this template.',
      __proto__x: '“__proto__x” is not a field of this template.',
    });
    // JSON.parse makes "__proto__" an own key: refused like any other, never a prototype.
    const proto = messages(draft.safeParse(JSON.parse('{"__proto__": {"admin": true}}')));
    expect(Object.entries(proto)).toEqual([['__proto__', '“__proto__” is not a field of this template.']]);
    expect(messages(draft.safeParse(['x']))).toEqual({ '': 'Field values is not valid.' });
    expect(messages(draft.safeParse('x'))).toEqual({ '': 'Field values is not valid.' });
    expect(draft.safeParse(null).data).toEqual({});
  });
});

describe('the values in a document, in its language', () => {
  test('each kind is written out as a reader of that language expects', () => {
    const values = {
      name: 'Karimov Aziz',
      day: '2025-03-06',
      rooms: 2.5,
      price: 150_000_050,
      pinfl: '31234567890123',
      passport: 'AB1234567',
      phone: '+998901234567',
      deal: 'gift',
    };
    const written = (locale: 'uz' | 'ru' | 'en') =>
      Object.fromEntries(
        FIELDS.filter((field) => field.key in values).map((field) => [field.key, fieldValueText(field, values[field.key as keyof typeof values], locale)]),
      );
    expect(written('uz')).toEqual({
      name: 'Karimov Aziz',
      day: '2025-yil 6-mart',
      rooms: '2,5',
      price: '1 500 000,50 soʻm',
      pinfl: '31234567890123',
      passport: 'AB1234567',
      phone: '+998 90 123 45 67',
      deal: 'hadya qilish',
    });
    expect(written('ru')).toMatchObject({ day: '6 марта 2025 г.', rooms: '2,5', price: '1 500 000,50 сум', deal: 'дарение' });
    expect(written('en')).toMatchObject({ day: '6 March 2025', rooms: '2.5', price: '1,500,000.50 UZS', deal: 'gift' });
  });

  test('the resolver: a value written out, "[label]" in the document’s language when empty or stale, a key that is no field left alone', () => {
    const macros = documentMacros(FIELDS, { name: 'Karimov Aziz', deal: 'purchase' }, 'ru');
    expect(macros('name')).toEqual({ text: 'Karimov Aziz', filled: true });
    expect(macros('day')).toEqual({ text: '[Дата]', filled: false });
    expect(macros('deal')).toEqual({ text: '[Сделка]', filled: false });
    expect(macros('salary')).toBeNull();
    expect(placeholderOf({ key: 'x', kind: 'text', required: false, label: 'X' }, 'uz')).toBe('[X]');
  });

  test('complete when every required field has a value', () => {
    expect(isComplete(FIELDS, VALID)).toBe(true);
    expect(isComplete(FIELDS, { name: 'x', day: '2025-01-01' })).toBe(false);
  });
});

describe('the forms of values', () => {
  test('dates are real calendar days within 1900–2100', () => {
    expect(['2024-02-29', '1900-01-01', '2100-12-31'].map(isIsoDate)).toEqual([true, true, true]);
    expect(['2025-02-29', '2025-13-01', '1899-12-31', '2025-1-1', '06.03.2025'].map(isIsoDate)).toEqual([false, false, false, false, false]);
  });

  test('phones: +998 and nine digits, however grouped', () => {
    expect(normalizeUzPhone('+998 90 123 45 67')).toBe('+998901234567');
    expect(normalizeUzPhone('998901234567')).toBe('+998901234567');
    expect(normalizeUzPhone('(90) 123-45-67')).toBe('+998901234567');
    expect(normalizeUzPhone('+7 912 345 67 89')).toBeNull();
    expect(normalizeUzPhone('+99890123456')).toBeNull();
  });

  test('passports: two Latin letters and seven digits', () => {
    expect(normalizePassport(' aa 1234567 ')).toBe('AA1234567');
    expect(normalizePassport('АА1234567')).toBeNull(); // Cyrillic А
    expect(normalizePassport('AA123456')).toBeNull();
  });

  test('so’m as typed in the form → tiyin', () => {
    expect(somTextToTiyin('1 500 000')).toBe(150_000_000);
    expect(somTextToTiyin('1 500 000,5')).toBe(150_000_050);
    expect(somTextToTiyin('1,500,000.50')).toBe(150_000_050);
    expect(somTextToTiyin('1500000')).toBe(150_000_000);
    expect(somTextToTiyin('0')).toBe(0);
    expect(somTextToTiyin('1.5.0')).toBeNull();
    expect(somTextToTiyin('-5')).toBeNull();
    expect(somTextToTiyin('')).toBeNull();
  });
});
