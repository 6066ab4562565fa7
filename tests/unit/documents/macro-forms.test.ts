/**
 * The document resolver fills a macro in the form its sentence asks for (ADR 008): a Russian case
 * of a name, an Uzbek ending, a word chosen by the person's gender; a year as a year; numbers kept
 * together with no-break spaces; an empty field as its "[label]", with no form applied.
 */
import { documentMacros, type DocumentField, type FieldValues } from '../../../shared/documents/fields';
import type { Locale } from '../../../shared/locales';
import type { MacroForm } from '../../../shared/richtext/types';

const NBSP = '\u00a0';
const SPOUSE_WORDS: MacroForm = 'g:своему супругу/своей супруге/другому супругу';

const FIELDS: readonly DocumentField[] = [
  {
    key: 'lender_name',
    label: 'Qarz beruvchining F.I.Sh.',
    labels: { uz: 'Qarz beruvchining F.I.Sh.', ru: 'ФИО займодавца', en: 'Lender’s full name' },
    kind: 'text',
    required: true,
  },
  {
    key: 'agent_name',
    label: 'Ishonchli vakilning F.I.Sh.',
    labels: { uz: 'Ishonchli vakilning F.I.Sh.', ru: 'ФИО поверенного', en: 'Agent’s full name' },
    kind: 'text',
    required: true,
  },
  {
    key: 'other_spouse_name',
    label: 'Ikkinchi turmush oʻrtogʻining F.I.Sh.',
    labels: { uz: 'Ikkinchi turmush oʻrtogʻining F.I.Sh.', ru: 'ФИО другого супруга', en: 'Other spouse’s full name' },
    kind: 'text',
    required: true,
  },
  {
    key: 'other_spouse_gender',
    label: 'Jinsi',
    kind: 'select',
    required: false,
    options: [
      { value: 'male', label: 'Erkak', labels: { uz: 'Erkak', ru: 'Мужской', en: 'Male' } },
      { value: 'female', label: 'Ayol', labels: { uz: 'Ayol', ru: 'Женский', en: 'Female' } },
    ],
  },
  {
    key: 'car_year',
    label: 'Ishlab chiqarilgan yili',
    labels: { uz: 'Ishlab chiqarilgan yili', ru: 'Год выпуска', en: 'Year of manufacture' },
    kind: 'year',
    required: true,
  },
  { key: 'loan_amount', label: 'Qarz summasi', labels: { uz: 'Qarz summasi', ru: 'Сумма займа', en: 'Loan amount' }, kind: 'money', required: true },
  { key: 'phone', label: 'Telefon', labels: { uz: 'Telefon', ru: 'Телефон', en: 'Phone' }, kind: 'phone', required: false },
  { key: 'due_date', label: 'Qaytarish sanasi', labels: { uz: 'Qaytarish sanasi', ru: 'Дата возврата', en: 'Due date' }, kind: 'date', required: true },
];

function fill(values: FieldValues, locale: Locale, key: string, form?: MacroForm) {
  return documentMacros(FIELDS, values, locale)(key, form);
}

describe('documentMacros: a Russian case of a name', () => {
  test('от Каримовой Дилнозы Рустамовны', () => {
    expect(fill({ lender_name: 'Каримова Дилноза Рустамовна' }, 'ru', 'lender_name', 'gen')).toEqual({ text: 'Каримовой Дилнозы Рустамовны', filled: true });
  });

  test.each([
    ['gen', 'Рахимова Бобура Олимовича'],
    ['dat', 'Рахимову Бобуру Олимовичу'],
    ['acc', 'Рахимова Бобура Олимовича'],
    ['ins', 'Рахимовым Бобуром Олимовичем'],
    ['pre', 'Рахимове Бобуре Олимовиче'],
  ] as const)('%s of «Рахимов Бобур Олимович»: %s', (form, text) => {
    expect(fill({ lender_name: 'Рахимов Бобур Олимович' }, 'ru', 'lender_name', form)?.text).toBe(text);
  });

  test('the gender answered declines a name that shows none', () => {
    expect(fill({ other_spouse_name: 'Ким Ира' }, 'ru', 'other_spouse_name', 'dat')?.text).toBe('Ким Ира');
    expect(fill({ other_spouse_name: 'Ким Ира', other_spouse_gender: 'female' }, 'ru', 'other_spouse_name', 'dat')?.text).toBe('Ким Ире');
    expect(fill({ other_spouse_name: 'Цой Виктор', other_spouse_gender: 'male' }, 'ru', 'other_spouse_name', 'dat')?.text).toBe('Цою Виктору');
  });

  test('a name in Latin letters stays as written', () => {
    expect(fill({ lender_name: 'Karimova Dilnoza' }, 'ru', 'lender_name', 'gen')?.text).toBe('Karimova Dilnoza');
  });

  test('no form: the name as written', () => {
    expect(fill({ lender_name: 'Каримова Дилноза Рустамовна' }, 'ru', 'lender_name')?.text).toBe('Каримова Дилноза Рустамовна');
  });
});

describe('documentMacros: an Uzbek ending', () => {
  test.each([
    ['Otabek', 'ga', 'Otabekka'],
    ['Ishoq', 'ga', 'Ishoqqa'],
    ['Aliyev', 'ga', 'Aliyevga'],
    ['Aliyevga', 'ga', 'Aliyevga'],
    ['Karimova Dilnoza', 'ning', 'Karimova Dilnozaning'],
  ] as const)('%s + %s = %s', (name, form, text) => {
    expect(fill({ agent_name: name }, 'uz', 'agent_name', form)).toEqual({ text, filled: true });
  });
});

describe('documentMacros: a word chosen by the gender of the person the field names', () => {
  test.each([
    ['the answer: female', 'своей супруге', { other_spouse_name: 'Ким Ира', other_spouse_gender: 'female' }],
    ['the answer: male', 'своему супругу', { other_spouse_name: 'Ким Ира', other_spouse_gender: 'male' }],
    ['the answer wins over the patronymic', 'своей супруге', { other_spouse_name: 'Рахимов Бобур Олимович', other_spouse_gender: 'female' }],
    ['a man’s patronymic', 'своему супругу', { other_spouse_name: 'Рахимов Бобур Олимович' }],
    ['a woman’s patronymic', 'своей супруге', { other_spouse_name: 'Каримова Дилноза Рустамовна' }],
    ['an Uzbek particle', 'своему супругу', { other_spouse_name: 'Юсупов Отабек Ислом угли' }],
    ['unknown', 'другому супругу', { other_spouse_name: 'Ким Ира' }],
    ['an answer that is no gender', 'другому супругу', { other_spouse_name: 'Ким Ира', other_spouse_gender: 'other' }],
    ['the name empty', 'другому супругу', {}],
    ['the name an empty string', 'другому супругу', { other_spouse_name: '' }],
    ['the name empty, the answer given', 'своей супруге', { other_spouse_gender: 'female' }],
  ] as const)('%s: %s', (_, text, values) => {
    expect(fill(values, 'ru', 'other_spouse_name', SPOUSE_WORDS)).toEqual({ text, filled: true });
  });
});

describe('documentMacros: figures', () => {
  test.each(['uz', 'ru', 'en'] as const)('a year is a year (%s): 2021', (locale) => {
    expect(fill({ car_year: 2021 }, locale, 'car_year')).toEqual({ text: '2021', filled: true });
  });

  test.each([
    ['uz', `50${NBSP}000${NBSP}000${NBSP}soʻm`],
    ['ru', `50${NBSP}000${NBSP}000${NBSP}сум`],
  ] as const)('an amount keeps together with no-break spaces (%s)', (locale, text) => {
    expect(fill({ loan_amount: 5_000_000_000 }, locale, 'loan_amount')).toEqual({ text, filled: true });
  });

  // The no-break spaces go in before the ending: keepNumbersTogether keeps no unit followed by a letter ("soʻmni").
  test('an amount with an ending keeps its no-break spaces, the one before soʻm included', () => {
    expect(fill({ loan_amount: 5_000_000_000 }, 'uz', 'loan_amount', 'ni')?.text).toBe(`50${NBSP}000${NBSP}000${NBSP}soʻmni`);
  });

  test.each([
    ['ru', `15${NBSP}сентября 2026${NBSP}г.`],
    ['en', `15${NBSP}September 2026`],
  ] as const)('a date keeps its day with its month and its year with «г.» (%s)', (locale, text) => {
    expect(fill({ due_date: '2026-09-15' }, locale, 'due_date')?.text).toBe(text);
  });

  test('a phone number is one unit on paper', () => {
    expect(fill({ phone: '+998901234567' }, 'ru', 'phone')?.text).toBe(`+998${NBSP}90${NBSP}123${NBSP}45${NBSP}67`);
  });

  test('a date takes its ending: … gacha', () => {
    const text = fill({ due_date: '2026-09-15' }, 'uz', 'due_date', 'gacha')?.text ?? '';
    expect(text.endsWith('gacha')).toBe(true);
    expect(text).not.toMatch(/gachagacha/);
    expect(text).not.toMatch(/\d /);
  });
});

describe('documentMacros: an empty field shows its [label], unfilled, with no form applied', () => {
  test.each([
    ['ru', 'gen', '[ФИО займодавца]'],
    ['ru', 'ins', '[ФИО займодавца]'],
    ['uz', 'ga', '[Qarz beruvchining F.I.Sh.]'],
    ['uz', 'ning', '[Qarz beruvchining F.I.Sh.]'],
    ['en', undefined, '[Lender’s full name]'],
  ] as const)('%s %s: %s', (locale, form, text) => {
    expect(fill({}, locale, 'lender_name', form)).toEqual({ text, filled: false });
    expect(fill({ lender_name: '' }, locale, 'lender_name', form)).toEqual({ text, filled: false });
  });

  test('a key that is no field keeps the macro’s own text', () => {
    expect(fill({}, 'ru', 'nobody_name', 'gen')).toBeNull();
  });
});
