/**
 * The limits templates state for their fields' values (issue 28): the one schema of field values
 * refuses a power of attorney over three years with the Civil Code named, in the caller's
 * language, as a draft or complete; every seeded limit names a field of the template it measures
 * from, and each template's limits hold for the values a visitor would type.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TemplateField } from '../../../shared/api/types';
import { addPeriod, fieldValuesSchema, limitDependents, limitFailure, type LimitedField } from '../../../shared/documents/field-values';
import type { FieldValues } from '../../../shared/documents/fields';
import { pickText, type Locale } from '../../../shared/locales';
import { DEFAULT_MESSAGES, interpolate, messageFor, type RuleIssueParams, type Translate } from '../../../shared/validation';
import { parseFieldInput } from '../../../client/components/documents/editor/field-input';
import { documentTemplates } from '../../../server/db/seed/content/documentTemplates';
import { LIMITS } from '../../../server/db/seed/content/field-limits';
import type { SeedTemplateField } from '../../../server/db/seed/content/types';
import { localizeFields } from '../../../server/sql/l10n';
import { POA_VALUES as POA } from '../../support/power-of-attorney';

const RULES: Record<Locale, string> = {
  uz: 'Ishonchnoma uch yildan ortiq muddatga berilmaydi (Oʻzbekiston Respublikasi Fuqarolik kodeksi).',
  ru: 'Доверенность не может быть выдана на срок более трёх лет (Гражданский кодекс Республики Узбекистан).',
  en: 'A power of attorney cannot be issued for more than three years (Civil Code of the Republic of Uzbekistan).',
};

/** The validation namespace of a language, as the API's and the page's translator read it. */
function translator(lang: Locale): Translate {
  const texts = JSON.parse(readFileSync(path.resolve('locales', lang, 'validation.json'), 'utf8')) as Record<string, string>;
  return (key, options) => {
    const template = texts[key.slice(key.indexOf(':') + 1)];
    if (template === undefined) return key;
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(options)) if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    return interpolate(template, values);
  };
}

/** How a language names the field before the rule (locales/{lng}/validation.json "limit"). */
const SAID: Record<Locale, (label: string, rule: string) => string> = {
  uz: (label, rule) => `«${label}»: ${rule}`,
  ru: (label, rule) => `Поле «${label}»: ${rule}`,
  en: (label, rule) => `${label}: ${rule}`,
};
const VALID_UNTIL: Record<Locale, string> = { uz: 'Amal qilish muddati (qachongacha)', ru: 'Срок действия (до какой даты)', en: 'Valid until' };
const poaSaid = (lang: Locale, rule: string = RULES[lang]) => SAID[lang](VALID_UNTIL[lang], rule);

const seeded = (id: string) => documentTemplates.find((template) => template.id === id)!;
const fieldsOf = (id: string, lang: Locale = 'en'): TemplateField[] => localizeFields(seeded(id).fields, lang);

/** key → message in the language, as the API answers a 422. */
function refusals(fields: readonly LimitedField[], values: unknown, lang: Locale, complete = true): Record<string, string> {
  const result = fieldValuesSchema(fields, { complete, label: 'Field values' }).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => {
      const params = (issue as unknown as { params: RuleIssueParams }).params;
      return [issue.path.join('.'), messageFor({ key: params.rule, params: params.values }, params.field, translator(lang))];
    }),
  );
}

describe('a period added to a date', () => {
  test('years end on the same day, or on the last day of a shorter month; days count on', () => {
    expect(addPeriod('2026-11-28', { years: 3 })).toBe('2029-11-28');
    expect(addPeriod('2024-02-29', { years: 3 })).toBe('2027-02-28');
    expect(addPeriod('2028-02-29', { years: 4 })).toBe('2032-02-29');
    expect(addPeriod('2026-01-31', { months: 1 })).toBe('2026-02-28');
    expect(addPeriod('2026-12-31', { days: 1 })).toBe('2027-01-01');
    expect(addPeriod('2026-03-01', { days: -1 })).toBe('2026-02-28');
    expect(addPeriod('2026-11-28', {})).toBe('2026-11-28');
  });
});

describe('a power of attorney over three years', () => {
  test('is refused at valid_until with the Civil Code named, in uz, ru and en', () => {
    for (const lang of ['uz', 'ru', 'en'] as const) {
      const fields = fieldsOf('power-of-attorney', lang);
      expect(refusals(fields, { ...POA, valid_until: '2031-11-28' }, lang)).toEqual({ valid_until: poaSaid(lang) });
    }
  });

  test('three years to the day is allowed, a day more is not; the day it is issued is allowed, a day before is not', () => {
    const fields = fieldsOf('power-of-attorney');
    expect(refusals(fields, { ...POA, valid_until: '2029-11-28' }, 'en')).toEqual({});
    expect(refusals(fields, { ...POA, valid_until: '2029-11-29' }, 'en')).toEqual({ valid_until: poaSaid('en') });
    expect(refusals(fields, { ...POA, valid_until: '2026-11-28' }, 'en')).toEqual({});
    expect(refusals(fields, { ...POA, valid_until: '2026-11-27' }, 'en')).toEqual({
      valid_until: poaSaid('en', 'A power of attorney cannot expire before the date it is issued.'),
    });
    expect(refusals(fieldsOf('power-of-attorney', 'ru'), { ...POA, valid_until: '2026-11-27' }, 'ru')).toEqual({
      valid_until: poaSaid('ru', 'Срок действия доверенности не может закончиться раньше даты её выдачи.'),
    });
  });

  test('a draft is refused too when both dates are given; it waits while the date of issue is empty', () => {
    const fields = fieldsOf('power-of-attorney', 'uz');
    expect(refusals(fields, { doc_date: '2026-11-28', valid_until: '2031-11-28' }, 'uz', false)).toEqual({ valid_until: poaSaid('uz') });
    expect(refusals(fields, { valid_until: '2031-11-28' }, 'uz', false)).toEqual({});
    // A date of issue that is no date is its own refusal; the term waits for a real one.
    expect(refusals(fieldsOf('power-of-attorney'), { doc_date: '2026-02-30', valid_until: '2031-11-28' }, 'en', false)).toEqual({
      doc_date: 'Date must be a date.',
    });
  });

  test('the message names the field, then the rule, in every language; the English default agrees with the file', () => {
    for (const lang of ['uz', 'ru', 'en'] as const)
      expect(messageFor({ key: 'limit', params: { rule: RULES[lang] } }, VALID_UNTIL[lang], translator(lang))).toBe(poaSaid(lang));
    expect(DEFAULT_MESSAGES.limit).toBe('{{field}}: {{rule}}');
    expect(messageFor({ key: 'limit', params: { rule: RULES.en } }, 'Valid until')).toBe(poaSaid('en'));
  });

  test('the editor’s field dialog refuses it against the document’s date, and says which rule', () => {
    const fields = fieldsOf('power-of-attorney');
    const validUntil = fields.find((field) => field.key === 'valid_until')!;
    const values: FieldValues = { doc_date: '2026-11-28' };
    expect(parseFieldInput(validUntil, '2031-11-28', values, fields)).toEqual({ failure: { key: 'limit', params: { rule: RULES.en } } });
    expect(parseFieldInput(validUntil, '2028-05-01', values, fields)).toEqual({ value: '2028-05-01' });
    // Without the document's date it cannot be judged yet.
    expect(parseFieldInput(validUntil, '2031-11-28', {}, fields)).toEqual({ value: '2031-11-28' });
  });

  test('the date of issue is what the term is measured from', () => {
    expect(limitDependents(fieldsOf('power-of-attorney'), 'doc_date')).toEqual(['valid_until']);
    expect(limitDependents(fieldsOf('pretrial-claim-letter'), 'penalty_amount')).toEqual(['total_amount']);
  });
});

describe('the other limits the templates state', () => {
  /** The rule a value of the field is refused with (after the field's name, checked), or null. */
  const one = (id: string, key: string, value: unknown, others: Record<string, unknown> = {}, lang: Locale = 'en'): string | null => {
    const fields = fieldsOf(id, lang);
    const message = refusals(fields, { ...others, [key]: value }, lang, false)[key];
    if (message === undefined) return null;
    const prefix = SAID[lang](fields.find((field) => field.key === key)!.label, '');
    expect(message.startsWith(prefix)).toBe(true);
    return message.slice(prefix.length);
  };

  test('a lease: rooms a whole number from one; the payment day a day of the month', () => {
    expect(one('residential-lease', 'property_rooms', '0')).toBe('The number of rooms is a whole number, at least one.');
    expect(one('residential-lease', 'property_rooms', '1.5')).toBe('The number of rooms is a whole number, at least one.');
    expect(one('residential-lease', 'property_rooms', '3')).toBeNull();
    expect(one('residential-lease', 'payment_day', '32')).toBe('The payment day is a day of the month: a whole number from 1 to 31.');
    expect(one('residential-lease', 'payment_day', '0', {}, 'uz')).toBe('Toʻlov kuni oyning kuni boʻladi: birdan oʻttiz birgacha butun son.');
    expect(one('residential-lease', 'payment_day', '31')).toBeNull();
  });

  test('an employment contract: probation at most three months, annual leave at least 21 days (Labour Code)', () => {
    expect(one('employment-contract', 'probation_months', '4')).toBe(
      'Probation cannot be longer than three months (Labour Code of the Republic of Uzbekistan).',
    );
    expect(one('employment-contract', 'probation_months', '4', {}, 'ru')).toBe(
      'Испытательный срок не может превышать трёх месяцев (Трудовой кодекс Республики Узбекистан).',
    );
    expect(one('employment-contract', 'probation_months', '3')).toBeNull();
    expect(one('employment-contract', 'leave_days', '15', {}, 'uz')).toBe(
      'Yillik asosiy taʼtil kamida 21\u00a0kalendar kun boʻlishi kerak (Oʻzbekiston Respublikasi Mehnat kodeksi).',
    );
    expect(one('employment-contract', 'leave_days', '21')).toBeNull();
  });

  test('a service agreement: an advance of at most 100 %, a deadline not before the agreement', () => {
    expect(one('service-agreement', 'prepayment_percent', '120')).toBe('The advance payment cannot exceed 100% of the price.');
    expect(one('service-agreement', 'prepayment_percent', '100')).toBeNull();
    expect(one('service-agreement', 'deadline', '2026-11-01', { doc_date: '2026-11-28' })).toBe(
      'The completion date cannot be earlier than the date of the agreement.',
    );
    expect(one('service-agreement', 'deadline', '2026-12-15', { doc_date: '2026-11-28' })).toBeNull();
  });

  test('dates a paper tells of come before it; a repayment after the receipt', () => {
    expect(one('loan-receipt', 'repay_date', '2026-01-01', { doc_date: '2026-11-28' })).toBe(
      'The repayment date cannot be earlier than the date of the receipt.',
    );
    expect(one('pretrial-claim-letter', 'contract_date', '2026-12-01', { doc_date: '2026-11-28' })).toBe(
      'The contract date cannot be later than the date of the letter.',
    );
    expect(one('divorce-mutual-consent', 'marriage_date', '2027-01-01', { doc_date: '2026-11-28' }, 'ru')).toBe(
      'Дата регистрации брака не может быть позже даты заявления.',
    );
    expect(one('explanatory-letter', 'incident_date', '2026-11-29', { doc_date: '2026-11-28' })).toBe(
      'The date of the incident cannot be later than the date of the letter.',
    );
    expect(one('explanatory-letter', 'incident_date', '2026-11-28', { doc_date: '2026-11-28' })).toBeNull();
  });

  test('a demand letter’s total is the debt plus the penalty (an empty penalty counts as none; an empty debt waits)', () => {
    const message = 'The total claimed must equal the principal debt plus the penalty.';
    expect(one('pretrial-claim-letter', 'total_amount', 1_500_000_00, { debt_amount: 1_000_000_00, penalty_amount: 50_000_00 })).toBe(message);
    expect(one('pretrial-claim-letter', 'total_amount', 1_050_000_00, { debt_amount: 1_000_000_00, penalty_amount: 50_000_00 })).toBeNull();
    expect(one('pretrial-claim-letter', 'total_amount', 1_000_000_00, { debt_amount: 1_000_000_00 })).toBeNull();
    expect(one('pretrial-claim-letter', 'total_amount', 1_050_000_00, { debt_amount: 1_000_000_00 })).toBe(message);
    expect(one('pretrial-claim-letter', 'total_amount', 1_050_000_00, {})).toBeNull();
  });
});

describe('the seeded limits', () => {
  const all = documentTemplates.flatMap((template) => template.fields.map((field) => ({ template, field })));
  const limited = all.filter(({ field }) => field.limits?.length);

  test('every limit measures from a field of its own template, of the right kind, and suits its field’s kind', () => {
    const bad: string[] = [];
    for (const { template, field } of limited) {
      const kindOf = (key: string) => template.fields.find((other: SeedTemplateField) => other.key === key)?.kind;
      for (const limit of field.limits ?? []) {
        const where = `${template.id}.${field.key}`;
        if (limit.kind === 'range' && field.kind !== 'number') bad.push(`${where}: a range on a ${field.kind}`);
        if (limit.kind === 'date' && (field.kind !== 'date' || kindOf(limit.from) !== 'date')) bad.push(`${where}: a date limit from ${limit.from}`);
        if (limit.kind === 'sum' && (field.kind !== 'money' || limit.of.some((key) => kindOf(key) !== 'money')))
          bad.push(`${where}: a sum of ${limit.of.join(', ')}`);
      }
    }
    expect(bad).toEqual([]);
  });

  test('each names its rule in uz, ru and en; Uzbek with ʻ ʼ, never an apostrophe or ‘ ’; a law named without a guessed article', () => {
    const bad: string[] = [];
    for (const limit of Object.values(LIMITS)) {
      for (const lang of ['uz', 'ru', 'en'] as const) if (!pickText(limit.message, lang).trim()) bad.push(`${lang}: ${limit.message.en}`);
      if (/['‘’]/.test(limit.message.uz)) bad.push(`uz apostrophe: ${limit.message.uz}`);
      if (/modda|стать|article/i.test(`${limit.message.uz} ${limit.message.ru} ${limit.message.en}`)) bad.push(`an article number: ${limit.message.en}`);
    }
    expect(bad).toEqual([]);
  });

  test('the power of attorney, the lease, the employment contract, the service agreement, the receipt and four more carry theirs', () => {
    const where = limited.map(({ template, field }) => `${template.id}.${field.key}`).sort();
    expect(where).toEqual(
      [
        'divorce-mutual-consent.marriage_date',
        'employment-contract.leave_days',
        'employment-contract.probation_months',
        'explanatory-letter.incident_date',
        'loan-receipt.repay_date',
        'power-of-attorney.valid_until',
        'pretrial-claim-letter.contract_date',
        'pretrial-claim-letter.total_amount',
        'residential-lease.payment_day',
        'residential-lease.property_rooms',
        'service-agreement.deadline',
        'service-agreement.prepayment_percent',
      ].sort(),
    );
  });

  test('the API’s field carries them in the asked language; a field without one has no `limits`', () => {
    const ru = fieldsOf('power-of-attorney', 'ru');
    expect(ru.find((field) => field.key === 'valid_until')!.limits).toEqual([
      { kind: 'date', from: 'doc_date', min: { days: 0 }, message: 'Срок действия доверенности не может закончиться раньше даты её выдачи.' },
      { kind: 'date', from: 'doc_date', max: { years: 3 }, message: RULES.ru },
    ]);
    expect('limits' in ru.find((field) => field.key === 'powers')!).toBe(false);
    // limitFailure with no limits never refuses.
    expect(limitFailure(ru.find((field) => field.key === 'powers')!, 'x', {}, ru)).toBeNull();
  });
});
