/**
 * A claim's answers (shared/claims/answers): what a form sends is normalized, a bad answer is
 * named by its step and field with shared/validation's message in the caller's language; the
 * review's problems (errors block `complete`, warnings never do), the generated attachment list,
 * and the claim document itself (rich text of the one schema, with the signature blank).
 */
import { readFileSync } from 'node:fs';
import { claimAnswersSchema, type ClaimAnswerLabels } from '../../../shared/claims/answers';
import { claimAttachments } from '../../../shared/claims/attachments';
import { claimDocument } from '../../../shared/claims/generate';
import { isClaimComplete, reviewProblems } from '../../../shared/claims/review';
import type { ClaimAnswers } from '../../../shared/claims/types';
import { claimValueOf } from '../../../shared/claims/value';
import { richTextSchema } from '../../../shared/richtext/schema';
import { messageFor } from '../../../shared/validation';
import { plainTextOf } from '../../../shared/claims/plain';

const labels = JSON.parse(readFileSync('locales/en/claims.json', 'utf8')).answers as ClaimAnswerLabels;
const validation = JSON.parse(readFileSync('locales/en/validation.json', 'utf8')) as Record<string, string>;
const t = (key: string, values: Record<string, unknown> = {}) =>
  (validation[key.replace(/^validation:/, '')] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k]));

/** Field path → message, as the API's 422 would name them. */
function errors(input: unknown): Record<string, string> {
  const parsed = claimAnswersSchema(labels).safeParse(input);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const p = (issue as { params?: { rule: string; field: string; values: Record<string, number> } }).params;
    const path = issue.path.join('.');
    if (!(path in out)) out[path] = p ? messageFor({ key: p.rule as never, params: p.values }, p.field, t) : issue.message;
  }
  return out;
}

const TEMPLATE = {
  titles: { uz: 'Qarz shartnomasi boʻyicha qarzni undirish', ru: 'Взыскание долга по договору займа', en: 'Recovery of a loan debt' },
  courtType: 'civil' as const,
  claimValueRule: 'amount-sought' as const,
  pretrialRequired: false,
};

const COMPLETE: ClaimAnswers = {
  court: { courtId: 3 },
  parties: {
    plaintiff: {
      kind: 'person',
      name: 'Karimov Aziz Anvarovich',
      pinfl: '31234567890123',
      passport: 'AA1234567',
      address: 'Toshkent shahri, Chilonzor tumani, 5-uy',
      phone: '+998901234567',
    },
    defendants: [{ kind: 'person', name: 'Rahimov Bobur', address: 'Toshkent shahri, Yunusobod tumani, 12-uy' }],
  },
  value: { rows: [{ kind: 'principal', amount: 1_500_000_000, basis: 'Tilxat, 2025-yil 3-mart' }] },
  circumstances: [{ type: 'paragraph', children: [{ text: 'Javobgar 2025-yil 3-martda 15 000 000 soʻm qarz olgan va qaytarmagan.' }] }],
  evidence: ['Tilxat (asl nusxasi)'],
  demands: [{ text: 'Javobgardan mening foydamga 15 000 000 soʻm qarzni undirish.', law: 'FK 732-modda' }],
};

describe('the answers’ schema', () => {
  test('normalizes what a form sends', () => {
    const parsed = claimAnswersSchema(labels).parse({
      parties: {
        plaintiff: {
          kind: 'person',
          name: '  Karimov   Aziz ',
          pinfl: '3 1234 5678 90123',
          passport: 'aa 1234567',
          address: 'Toshkent',
          phone: '90 123-45-67',
        },
        defendants: [{ kind: 'entity', name: 'MChJ «Savdo»', tin: '123 456 789', address: 'Qarshi', bank: 'h/r 2020…\r\nMFO 00014' }],
      },
      value: { rows: [{ kind: 'principal', amount: '1500000000', basis: 'loan' }], smallBusiness: false },
      circumstances: [],
      pretrial: { sent: true, date: '2025-04-01', reference: '12/4' },
    });
    expect(parsed.parties!.plaintiff).toEqual({
      kind: 'person',
      name: 'Karimov Aziz',
      pinfl: '31234567890123',
      passport: 'AA1234567',
      address: 'Toshkent',
      phone: '+998901234567',
    });
    expect(parsed.parties!.defendants![0]).toEqual({ kind: 'entity', name: 'MChJ «Savdo»', tin: '123456789', address: 'Qarshi', bank: 'h/r 2020…\nMFO 00014' });
    expect(parsed.value!.rows![0]!.amount).toBe(1_500_000_000);
    expect(parsed.circumstances).toBeUndefined();
  });

  test('a draft may leave anything out', () => {
    expect(claimAnswersSchema(labels).parse({})).toEqual({});
    expect(claimAnswersSchema(labels).parse({ parties: { defendants: [{ kind: 'person' }] } })).toEqual({
      parties: { defendants: [{ kind: 'person', name: '', address: '' }] },
    });
  });

  test('each bad answer is named by its step and field, with a message naming its label', () => {
    expect(
      errors({
        court: { courtId: 'x' },
        parties: {
          plaintiff: { kind: 'person', pinfl: '123', passport: 'A1', phone: '12' },
          defendants: [{ kind: 'entity', tin: '12345678', pinfl: '31234567890123' }, { kind: 'robot' }],
        },
        value: { rows: [{ kind: 'bribe', amount: -1 }], months: 0, exemption: 'Not A Slug' },
        evidence: 'not a list',
        demands: [{ text: 5, defendant: 99 }],
        pretrial: { sent: 'yes', date: '2025-02-30' },
        extra: 1,
      }),
    ).toEqual({
      'court.courtId': 'Court is not valid.',
      'parties.plaintiff.pinfl': expect.stringContaining('PINFL'),
      'parties.plaintiff.passport': expect.stringContaining('Passport'),
      'parties.plaintiff.phone': expect.stringContaining('Phone'),
      'parties.defendants.0.tin': 'TIN (9 digits) is not valid.',
      'parties.defendants.0.pinfl': expect.any(String),
      'parties.defendants.1.kind': expect.stringContaining('Kind'),
      'value.rows.0.kind': expect.stringContaining('Kind'),
      'value.rows.0.amount': expect.stringContaining('Amount'),
      'value.months': expect.stringContaining('Number of months'),
      'value.exemption': expect.stringContaining('exemption'),
      evidence: 'Evidence is not valid.',
      'demands.0.text': 'Text of the demand is not valid.',
      'demands.0.defendant': expect.stringContaining('Defendant'),
      'pretrial.sent': 'Demand letter sent is not valid.',
      'pretrial.date': expect.stringContaining('Date'),
      extra: expect.any(String),
    });
  });

  test('circumstances are rich text of the one schema, without macros', () => {
    expect(Object.keys(errors({ circumstances: [{ type: 'paragraph', children: [{ text: 'x', strike: true }] }] }))).toEqual([
      'circumstances.0.children.0.strike',
    ]);
    expect(Object.keys(errors({ circumstances: [{ type: 'paragraph', children: [{ type: 'macros', key: 'x', children: [{ text: 'x' }] }] }] }))).toEqual([
      'circumstances.0.children.0.key',
    ]);
  });
});

describe('review, attachments and the document', () => {
  test('a complete claim has no error; each missing part is an error of its step', () => {
    expect(reviewProblems(COMPLETE, TEMPLATE)).toEqual([]);
    const problems = reviewProblems(
      { parties: { defendants: [{ kind: 'person', name: '', address: '' }] }, demands: [{ text: 'Undirish [summa].' }] },
      TEMPLATE,
    );
    expect(problems).toEqual([
      { step: 'court', field: 'court.courtId', code: 'court_missing', severity: 'error' },
      { step: 'parties', field: 'parties.plaintiff', code: 'plaintiff_missing', severity: 'error' },
      { step: 'parties', field: 'parties.defendants.0.name', code: 'name_missing', severity: 'error' },
      { step: 'parties', field: 'parties.defendants.0.address', code: 'address_missing', severity: 'error' },
      { step: 'value', field: 'value.rows', code: 'value_missing', severity: 'error' },
      { step: 'circumstances', field: 'circumstances', code: 'circumstances_missing', severity: 'error' },
      { step: 'demands', field: 'demands.0.text', code: 'demand_placeholder', severity: 'error' },
    ]);
    expect(isClaimComplete(problems)).toBe(false);
  });

  test('the chosen court: gone is an error, another type than the template’s a warning', () => {
    expect(reviewProblems(COMPLETE, TEMPLATE, { court: null })).toEqual([{ step: 'court', field: 'court.courtId', code: 'court_missing', severity: 'error' }]);
    const wrong = reviewProblems(COMPLETE, TEMPLATE, { court: { type: 'economic' } });
    expect(wrong).toEqual([{ step: 'court', field: 'court.courtId', code: 'court_type_mismatch', severity: 'warning' }]);
    expect(isClaimComplete(wrong)).toBe(true);
    expect(reviewProblems(COMPLETE, TEMPLATE, { court: { type: 'civil' } })).toEqual([]);
  });

  test('a missing talabnoma is a warning, never a block', () => {
    const economic = { ...TEMPLATE, courtType: 'economic' as const, pretrialRequired: true };
    const problems = reviewProblems(COMPLETE, economic);
    expect(problems).toEqual([{ step: 'pretrial', field: 'pretrial.sent', code: 'pretrial_missing', severity: 'warning' }]);
    expect(isClaimComplete(problems)).toBe(true);
    expect(reviewProblems({ ...COMPLETE, pretrial: { sent: true } }, economic)).toEqual([
      { step: 'pretrial', field: 'pretrial.date', code: 'pretrial_date_missing', severity: 'warning' },
      { step: 'pretrial', field: 'pretrial.outcome', code: 'pretrial_outcome_missing', severity: 'warning' },
    ]);
    expect(reviewProblems({ ...COMPLETE, pretrial: { sent: true, date: '2025-04-01', outcome: 'no-answer' } }, economic)).toEqual([]);
  });

  test('attachments: a copy per party (proof of sending in an economic court), the duty receipt unless exempt by law, the power of attorney, the calculation, the talabnoma, then the evidence; editable', () => {
    const answers: ClaimAnswers = {
      ...COMPLETE,
      parties: {
        ...COMPLETE.parties,
        representative: { kind: 'person', name: 'Advokat Olimov', address: 'Toshkent' },
        thirdParties: [{ kind: 'entity', name: 'Bank', address: 'Toshkent' }],
      },
    };
    const ctx = { template: { courtType: 'economic' as const, pretrialRequired: true }, exempt: false };
    expect(claimAttachments(answers, ctx, 'ru').map((a) => a.id)).toEqual([
      'sent-defendant-0',
      'sent-third-party-0',
      'duty',
      'power-of-attorney',
      'calculation',
      'pretrial',
      'evidence-0',
    ]);
    const civil = { template: { courtType: 'civil' as const, pretrialRequired: false }, exempt: false };
    expect(claimAttachments(answers, civil, 'ru')[0]!.text).toBe('Копия искового заявления (Rahimov Bobur)');
    const edited = claimAttachments({ ...answers, attachments: { removed: ['copy-third-party-0'], extra: ['Akt sverki'] } }, { ...civil, exempt: true }, 'uz');
    expect(edited.map((a) => a.text)).toEqual([
      'Daʼvo arizasining Rahimov Bobur uchun nusxasi',
      'Vakilning ishonchnomasi',
      'Undiriladigan summalar hisob-kitobi',
      'Tilxat (asl nusxasi)',
      'Akt sverki',
    ]);
  });

  test('the document: header with the court’s full name, parties, value, calculation, demands per defendant, attachments, date and signature', () => {
    const answers: ClaimAnswers = {
      ...COMPLETE,
      parties: {
        ...COMPLETE.parties,
        defendants: [...COMPLETE.parties!.defendants!, { kind: 'entity', name: 'MChJ «Kafil»', tin: '123456789', address: 'Toshkent' }],
      },
      demands: [
        { text: 'Sud xarajatlarini javobgarlarga yuklash.' },
        { text: '15 000 000 soʻm undirish.', defendant: 0, law: 'FK 732-modda' },
        { text: 'Kafillik boʻyicha birgalikda undirish.', defendant: 1 },
      ],
    };
    for (const locale of ['uz', 'ru', 'en'] as const) {
      const doc = claimDocument({
        answers,
        template: TEMPLATE,
        locale,
        courtName: {
          uz: 'Fuqarolik ishlari boʻyicha Yunusobod tumanlararo sudi',
          ru: 'Юнусабадский межрайонный суд по гражданским делам',
          en: 'Yunusabad Inter-District Civil Court',
        }[locale],
        value: claimValueOf('amount-sought', answers.value),
        duty: { amount: 60_000_000n, exemptionGround: null },
        attachments: claimAttachments(answers, { template: TEMPLATE, exempt: false }, locale),
        date: '2025-11-20',
      });
      expect(richTextSchema({ label: 'Claim' }).safeParse(doc).success).toBe(true);
      // Amounts are kept together with no-break spaces; the assertions read them as spaces.
      const text = plainTextOf(doc).replace(/\u00a0/g, ' ');
      expect(JSON.stringify(doc)).toContain('{"type":"signature","children":[{"text":""}]}');
      if (locale === 'uz') {
        expect(text).toContain('Fuqarolik ishlari boʻyicha Yunusobod tumanlararo sudiga');
        expect(text).toContain('Daʼvogar: Karimov Aziz Anvarovich');
        expect(text).toContain('JShShIR: 31234567890123, pasport: AA1234567');
        expect(text).toContain('Daʼvo bahosi: 15 000 000 soʻm');
        expect(text).toContain('Asosiy qarz: 15 000 000 soʻm (asos: Tilxat, 2025-yil 3-mart)');
        expect(text).toContain('SOʻRAYMAN:');
        expect(text).toContain('Javobgar Rahimov Boburga nisbatan:');
        expect(text).toContain('1. 15 000 000 soʻm undirish (FK 732-modda).');
        expect(text).toContain('Barcha javobgarlarga nisbatan:\n3. Sud xarajatlarini javobgarlarga yuklash.');
        expect(text).toContain('2025-yil 20-noyabr');
      }
      if (locale === 'ru') {
        expect(text.split('\n')[0]).toBe('В Юнусабадский межрайонный суд по гражданским делам');
        expect(text).toContain('ИСКОВОЕ ЗАЯВЛЕНИЕ');
        expect(text).toContain('ИНН: 123456789');
        expect(text).toContain('Государственная пошлина: 600 000 сум');
        expect(text).toContain('ПРОШУ:');
        expect(text).toContain('Приложения:');
        expect(text).toContain('20 ноября 2025');
      }
      if (locale === 'en') expect(text).toContain('STATEMENT OF CLAIM (DRAFT)');
    }
  });
});
