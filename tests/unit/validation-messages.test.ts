import { createInstance } from 'i18next';
import en from '../../locales/en/validation.json';
import ru from '../../locales/ru/validation.json';
import uz from '../../locales/uz/validation.json';
import { DEFAULT_MESSAGES, validateField, validateForm, type Translate } from '../../shared/validation';

const locales = { uz, ru, en } as Record<string, Record<string, string>>;

function translatorFor(lng: 'uz' | 'ru' | 'en', i18nOptions: { escapeValue?: boolean } = {}): Translate {
  const i18n = createInstance();
  void i18n.init({
    lng,
    fallbackLng: 'en',
    resources: { uz: { validation: uz }, ru: { validation: ru }, en: { validation: en } },
    defaultNS: 'common',
    initAsync: false,
    ...(i18nOptions.escapeValue === undefined ? {} : { interpolation: { escapeValue: i18nOptions.escapeValue } }),
  });
  return i18n.getFixedT(lng);
}

describe('validation locale files', () => {
  it('have exactly the same keys in uz, ru and en', () => {
    const keys = Object.keys(en).sort();
    expect(Object.keys(uz).sort()).toEqual(keys);
    expect(Object.keys(ru).sort()).toEqual(keys);
    expect(keys).toEqual([
      'date',
      'invalid',
      'length',
      'limit',
      'max_length',
      'max_value',
      'min_value',
      'option',
      'passport',
      'phone',
      'pinfl',
      'required',
      'too_large',
      'unknown_field',
    ]);
  });

  it('use the same placeholders in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of Object.keys(en)) {
      for (const lng of ['uz', 'ru']) {
        expect([lng, key, placeholders(locales[lng]?.[key] ?? '')]).toEqual([lng, key, placeholders(locales.en?.[key] ?? '')]);
      }
    }
  });

  it('keep English equal to the built-in default messages', () => {
    expect(en).toEqual(DEFAULT_MESSAGES);
  });

  it('give the invalid message of docs/product.md §5 in English', () => {
    expect(en.invalid).toBe('{{field}} is not valid.');
  });

  it('write Uzbek oʻ and gʻ with U+02BB, never an ASCII apostrophe', () => {
    for (const text of Object.values(uz)) expect(text).not.toMatch(/['‘’`]/);
  });

  it('have no empty or untranslated texts', () => {
    for (const lng of ['uz', 'ru']) {
      for (const [key, text] of Object.entries(locales[lng] ?? {})) {
        expect(text.trim()).not.toBe('');
        expect([lng, key, text]).not.toEqual([lng, key, locales.en?.[key]]);
      }
    }
  });
});

describe('validateField without i18next', () => {
  it('returns null when every rule passes', () => {
    expect(validateField('901234567', ['required', 'length:9'], 'Phone')).toBeNull();
  });

  it('formats the English default messages', () => {
    expect(validateField('', ['required'], 'Phone')).toBe('Phone is required.');
    expect(validateField('123', ['length:9'], 'Phone')).toBe('Phone must be exactly 9 characters long.');
    expect(validateField(0, ['min_value:1'], 'Quantity')).toBe('Quantity must be at least 1.');
    expect(validateField('abc', ['min_value:1'], 'Quantity')).toBe('Quantity is not valid.');
  });

  it('reports the first failing rule only, in the order given', () => {
    expect(validateField('', ['required', 'length:9'], 'Phone')).toBe('Phone is required.');
    expect(validateField('12', ['length:9', 'min_value:100'], 'Code')).toBe('Code must be exactly 9 characters long.');
    expect(validateField('12', ['min_value:100', 'length:9'], 'Code')).toBe('Code must be at least 100.');
  });

  it('lets an empty optional field pass the other rules', () => {
    expect(validateField('', ['length:9', 'min_value:1'], 'Phone')).toBeNull();
    expect(validateField(undefined, [], 'Anything')).toBeNull();
  });

  it('throws for an unknown rule name, even when the value is empty', () => {
    expect(() => validateField('', ['email' as 'required'], 'Email')).toThrow('Unknown validation rule: "email"');
  });
});

describe('validateField with i18next', () => {
  it('localizes every message in Russian', () => {
    const t = translatorFor('ru');
    expect(validateField(null, ['required'], 'Телефон', t)).toBe('Поле «Телефон» обязательно для заполнения.');
    expect(validateField('1', ['length:9'], 'Телефон', t)).toBe('Количество символов в поле «Телефон» должно быть равно 9.');
    expect(validateField('0', ['min_value:1'], 'Количество', t)).toBe('Значение поля «Количество» должно быть не меньше 1.');
    expect(validateField('x', ['min_value:1'], 'Количество', t)).toBe('Поле «Количество» заполнено неверно.');
  });

  it('localizes every message in Uzbek', () => {
    const t = translatorFor('uz');
    expect(validateField('  ', ['required'], 'Telefon', t)).toBe('«Telefon» maydonini toʻldirish majburiy.');
    expect(validateField('1', ['length:9'], 'Telefon', t)).toBe('«Telefon» maydoni 9 ta belgidan iborat boʻlishi kerak.');
    expect(validateField(0, ['min_value:1'], 'Soni', t)).toBe('«Soni» maydonining qiymati kamida 1 boʻlishi kerak.');
    expect(validateField(true, ['length:2'], 'Soni', t)).toBe('«Soni» maydoni notoʻgʻri toʻldirilgan.');
  });

  it('gives the same English texts as the built-in formatter', () => {
    const t = translatorFor('en');
    for (const [value, rules] of [
      ['', ['required']],
      ['1', ['length:9']],
      [0, ['min_value:1']],
      ['x', ['min_value:1']],
    ] as const) {
      expect(validateField(value, rules, 'Phone', t)).toBe(validateField(value, rules, 'Phone'));
    }
  });

  it('does not HTML-escape the field label, even where i18next escapes by default', () => {
    // The ASCII apostrophe and the angle brackets would become &#39;, &lt; and &gt;.
    const t = translatorFor('uz', { escapeValue: true });
    expect(validateField('', ['required'], "Qo'shimcha <izoh>", t)).toBe("«Qo'shimcha <izoh>» maydonini toʻldirish majburiy.");
  });

  it('falls back to the invalid message, then to English, when a translator lacks a key', () => {
    const onlyInvalid: Translate = (key, options) => (key === 'validation:invalid' ? `bad ${String(options.field)}` : key);
    expect(validateField('', ['required'], 'X', onlyInvalid)).toBe('bad X');
    const nothing: Translate = (key) => key.split(':')[1] ?? key;
    expect(validateField('', ['required'], 'X', nothing)).toBe('X is required.');
    const empty: Translate = () => '';
    expect(validateField('1', ['length:2'], 'X', empty)).toBe('X must be exactly 2 characters long.');
  });

  it('passes the namespaced key and the interpolation values to the translator', () => {
    const calls: Array<[string, Record<string, unknown>]> = [];
    const spy: Translate = (key, options) => {
      calls.push([key, options]);
      return 'ok';
    };
    validateField('1', ['length:9'], 'Phone', spy);
    expect(calls).toEqual([['validation:length', { field: 'Phone', length: 9, interpolation: { escapeValue: false } }]]);
  });
});

describe('validateForm', () => {
  it('is ok when every field passes', () => {
    expect(validateForm({ phone: '901234567', count: '2' }, { phone: ['required', 'length:9'], count: ['min_value:1'] })).toEqual({ ok: true });
  });

  it('maps each failing field to its message and leaves passing fields out', () => {
    const result = validateForm({ phone: '12', count: 0, name: 'Ali' }, { phone: ['required', 'length:9'], count: ['min_value:1'], name: ['required'] });
    expect(result).toEqual({
      ok: false,
      fields: { phone: 'phone must be exactly 9 characters long.', count: 'count must be at least 1.' },
    });
  });

  it('names fields by their label when one is given, and treats a missing value as undefined', () => {
    const t = translatorFor('ru');
    expect(validateForm({}, { fullName: { rules: ['required'], label: 'ФИО' } }, t)).toEqual({
      ok: false,
      fields: { fullName: 'Поле «ФИО» обязательно для заполнения.' },
    });
  });

  it('ignores inherited properties of the values object', () => {
    const values = Object.create({ name: 'inherited' }) as Record<string, unknown>;
    expect(validateForm(values, { name: ['required'] })).toEqual({ ok: false, fields: { name: 'name is required.' } });
  });

  it('ignores values that have no rules and is ok for an empty schema', () => {
    expect(validateForm({ extra: '' }, {})).toEqual({ ok: true });
  });

  it('throws for an unknown rule name', () => {
    expect(() => validateForm({ a: 'x' }, { a: ['min_length:3' as 'required'] })).toThrow('Unknown validation rule: "min_length"');
  });
});
