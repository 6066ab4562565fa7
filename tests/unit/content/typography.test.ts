/**
 * Typography a reader notices: an Uzbek ending attached to what it follows ("150 000 soʻmdan",
 * "OneIDdan", "(BHM)ga", "**{{x}}**ni"), «» quotes and ʻ ʼ in Uzbek, typographic quotes and
 * apostrophes in English (“ ” ’) and Russian («» ’), a no-break space before a currency, no space
 * before % in English, no "(-ая)" in Russian, and a Russian name declined after a preposition. The
 * interface keys, the seed content (document templates included) and the claim's generated wording.
 */
import { typographyFindings, undeclinedNameFindings } from './checks';
import { codeEntries, corpus, plainText, type Entry } from './corpus';

/** The document templates' texts: bodies (fields shown as "{{key|form}}"), titles, notes, labels and options. */
const inDocumentTemplates = (e: Entry): boolean => e.where.startsWith('content.documentTemplates[');

/** A macro naming a person ("{{lender_name}}", "{{employer_director}}") with no form. */
const RU_BARE_NAME = String.raw`\{\{\s*\w*(?:name|director)\s*\}\}`;
/**
 * The kinds the document templates once had and must not have again (issue 28), stricter there
 * than checks.ts is for the whole corpus, because a template's sentence is printed as it stands:
 * - ru: a person's name with no case form after a preposition or a verb that governs another case
 *   («от», «с», «со», «к», «у», «в отношении», «в лице», «уполномочиваю», «доверяю»), or after a word chosen
 *   by gender («своей супруге {{x|dat}}»);
 * - ru: a gender written as alternatives: «(-ая)», «(-ую)», «(супруге)», «его (её)»;
 * - uz: an ending written after a macro, apart or attached («{{x}} ga», «{{date}}dan», «**{{x}}** ni»):
 *   the macro's own form attaches it ({{x|ga}}); any language: a letter glued to a macro;
 * - en: straight quotes or apostrophes.
 */
const DOCUMENT_CHECKS: { check: string; lang: Entry['lang'] | 'all'; re: RegExp }[] = [
  {
    check: 'ru-name-case',
    lang: 'ru',
    re: new RegExp(String.raw`(?<![\p{L}])(?:от|с|со|к|ко|у|в\s+(?:отношении|лице)(?:\s+\p{L}+)?|уполномочиваю|доверяю)\s+${RU_BARE_NAME}`, 'giu'),
  },
  { check: 'ru-name-case', lang: 'ru', re: new RegExp(String.raw`\{\{\s*\w+\|g:[^}]*\}\}\s+${RU_BARE_NAME}`, 'giu') },
  { check: 'ru-gender-alternatives', lang: 'ru', re: /\(-\p{Ll}{1,3}\)|\((?:супруг\p{L}*|е[её]|его|ей|ему|она|он|ая|ую|ий|ой)\)/giu },
  { check: 'uz-ending-after-macro', lang: 'uz', re: /\}\}(?:\*\*|__|\*)?\s+(?:dan|gacha|ga|ka|qa|da|dagi|ni|ning)(?![\p{L}ʻʼ])/gu },
  { check: 'letter-after-macro', lang: 'all', re: /\}\}(?:\*\*|__|\*)?[\p{L}ʻʼ]/gu },
  { check: 'en-straight-quote', lang: 'en', re: /["']/gu },
];

function documentTemplateFindings(entries: Entry[]): string[] {
  const out: string[] = [];
  for (const e of entries)
    for (const { check, lang, re } of DOCUMENT_CHECKS)
      if (lang === 'all' || lang === e.lang)
        for (const m of e.text.matchAll(re))
          out.push(`${e.where} [${e.lang}] ${check}: …${e.text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30)}…`);
  return out;
}
import type { Block, MacroRun } from '../../../shared/richtext/types';

const entry = (lang: Entry['lang'], text: string): Entry => ({ where: 'sample', lang, text, source: 'locale' });

describe('typography', () => {
  test('no split Uzbek suffix, no wrong quotes or straight apostrophes', () => {
    expect(typographyFindings(corpus()).map((f) => `${f.where} [${f.lang}] ${f.message}`)).toEqual([]);
  });

  test('the code that writes the claim declines the names it puts after a preposition', () => {
    expect(codeEntries().length).toBeGreaterThan(0);
    expect(undeclinedNameFindings(codeEntries()).map((f) => `${f.where} ${f.message}`)).toEqual([]);
  });

  test('the document templates and documents.json are read, their fields as placeholders', () => {
    const all = corpus();
    expect(all.some((e) => e.where.startsWith('content.documentTemplates[') && e.lang === 'en' && /\{\{\w+\}\}/.test(e.text))).toBe(true);
    expect(all.some((e) => e.where.startsWith('locales/ru/documents.json:'))).toBe(true);
    // `form` (a Russian case, an Uzbek ending) is the engine's addition to a macro run.
    const lender = { type: 'macros', key: 'lender_name', form: 'gen', children: [{ text: '[Займодавец]' }] } as MacroRun;
    const borrower: MacroRun = { type: 'macros', key: 'borrower_name', children: [{ text: '[Заёмщик]' }] };
    const doc: Block[] = [{ type: 'paragraph', children: [{ text: 'от ' }, lender, { text: ' и ' }, borrower] }];
    expect(plainText(doc)).toBe('от {{lender_name|gen}} и {{borrower_name}}');
  });

  test.each([
    ['uz', '{{price}} dan', 'uz-split-suffix'],
    ['uz', 'Maʼlumotlar OneID dan olinadi', 'uz-split-suffix'],
    ['uz', 'bazaviy hisoblash miqdori (BHM) ga bogʻlangan', 'uz-split-suffix'],
    ['uz', 'soat 9:00 dan 18:00 gacha', 'uz-split-suffix'],
    ['uz', '{{date}} gacha', 'uz-split-suffix'],
    ['uz', '{{court}}ga yuboring', 'uz-varying-suffix'],
    ['uz', '“{{field}}” maydoni', 'uz-quotes'],
    ['en', 'Press "Sign in"', 'en-straight-quote'],
    ['en', "The court's address", 'en-straight-apostrophe'],
    ['ru', 'Нажмите "Войти"', 'ru-straight-quote'],
    ['uz', 'Har bir yulduzlar soni bo‘yicha', 'uz-apostrophe'],
    ['uz', 'Javobni e’lon qilish', 'uz-apostrophe'],
    ['uz', "to'lov va so`m", 'uz-apostrophe'],
    ['uz', 'Qarz **{{debt_amount}}** ni tashkil etadi', 'uz-split-suffix'],
    ['uz', 'Qarz miqdori **150 000 soʻm** ni tashkil etadi', 'uz-split-suffix'],
    ['uz', 'Qarz [Qarz miqdori] ni tashkil etadi', 'uz-split-suffix'],
    ['uz', '{{recipient_name}}ga', 'uz-varying-suffix'],
    ['en', 'the "Landlord", and the "Tenant"', 'en-straight-quote'],
    ['uz', 'masalan, 150 000 soʻmdan', 'currency-space'],
    ['ru', 'на 10 000 000 сумов', 'currency-space'],
    ['en', 'for 10,000,000 UZS', 'currency-space'],
    ['en', 'pays {{percent}} % of the duty', 'en-percent-space'],
    ['en', '2 % of the claim value', 'en-percent-space'],
    ['ru', 'получил(-а) в долг', 'ru-gender-placeholder'],
    ['ru', 'состоящий(-ая) в браке', 'ru-gender-placeholder'],
    ['ru', 'получил в долг от {{lender_name}} (паспорт', 'ru-undeclined-name'],
    ['ru', 'состоящий в браке с {{other_spouse_name}}', 'ru-undeclined-name'],
    ['ru', 'от {{employee_position}} {{employee_name}}', 'ru-undeclined-name'],
    ['ru', 'В отношении ответчика {{defendant_name}}:', 'ru-undeclined-name'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the input is a line of source code that holds a template literal.
    ['ru', 'against: (name) => `В отношении ответчика ${name}:`,', 'ru-undeclined-name'],
  ] as const)('fails on a bad text: %s %s', (lang, text, check) => {
    expect(typographyFindings([entry(lang, text)]).map((f) => f.check)).toContain(`typography:${check}`);
  });

  test('passes attached endings, counters and typographic marks', () => {
    const fine = [
      entry('uz', '{{price}}dan'),
      entry('uz', '{{count}} ta tanlandi'),
      entry('uz', 'soat 9:00dan 18:00gacha, «Kirish» tugmasi'),
      entry('uz', 'Siz bilan ishlaydi'),
      entry('en', 'Press “Sign in” on the court’s page'),
      entry('ru', 'Нажмите «Войти»'),
      entry('uz', 'Oʻzbekcha, eʼlon, oʻgʻli'),
      entry('uz', 'Qarz **{{debt_amount}}**ni tashkil etadi; [Qarz miqdori]ni'),
      entry('uz', 'masalan, 150\u00a0000\u00a0soʻmdan'),
      entry('ru', 'на 10\u00a0000\u00a0000\u00a0сумов, сумма иска {{value}} сумм'),
      entry('en', '{{percent}}% of the duty, 10,000,000\u00a0UZS'),
      entry('ru', 'супруг(а): {{spouse_name}}; получил в долг от {{lender_name|gen}}'),
      entry('ru', 'с {{hire_date}} по {{dismissal_date}}; от {{loan_date}}'),
    ];
    expect(typographyFindings(fine)).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the input is a line of source code that holds a template literal.
    expect(undeclinedNameFindings([entry('ru', "against: (name) => `В отношении ответчика ${declineRuName(name, 'genitive')}:`,")])).toEqual([]);
  });

  describe('the document templates', () => {
    const template = (lang: Entry['lang'], text: string): Entry => ({ where: 'content.documentTemplates[0].body', lang, text, source: 'content' });

    test('are read, and have none of the kinds the reviews found in them', () => {
      const entries = corpus().filter(inDocumentTemplates);
      expect(entries.filter((e) => e.where.endsWith('.body')).length).toBe(12 * 3);
      expect(documentTemplateFindings(entries)).toEqual([]);
    });

    test.each([
      ['ru', 'получение в долг от {{lender_name}} (паспорт', 'ru-name-case'],
      ['ru', 'настоящей доверенностью уполномочиваю {{agent_name}} (ПИНФЛ', 'ru-name-case'],
      ['ru', 'состоящий в браке со {{other_spouse_name}}', 'ru-name-case'],
      ['ru', 'в отношении ответчика {{defendant_name}}', 'ru-name-case'],
      ['ru', 'в лице руководителя {{employer_director}}, действующего', 'ru-name-case'],
      ['ru', 'даю согласие {{other_spouse_name|g:своему супругу/своей супруге/другому супругу}} {{other_spouse_name}} на', 'ru-name-case'],
      ['ru', 'проживающий(-ая) по адресу', 'ru-gender-alternatives'],
      ['ru', 'проживающего(-ую) по адресу', 'ru-gender-alternatives'],
      ['ru', 'даю согласие моему супругу (супруге)', 'ru-gender-alternatives'],
      ['ru', 'по его (её) усмотрению', 'ru-gender-alternatives'],
      ['uz', 'Ishonchnoma **{{valid_until}}** gacha amal qiladi', 'uz-ending-after-macro'],
      ['uz', '>> {{recipient_name}} ga', 'uz-ending-after-macro'],
      ['uz', '>> {{recipient_name}}ga', 'letter-after-macro'],
      ['uz', 'ijara {{start_date}}dan boshlanadi', 'letter-after-macro'],
      ['uz', 'narxi **{{price}}**ni tashkil etadi', 'letter-after-macro'],
      ['en', 'the "Landlord", and', 'en-straight-quote'],
      ['en', "with the Landlord's consent", 'en-straight-quote'],
    ] as const)('fail on a bad template text: %s %s', (lang, text, check) => {
      expect(documentTemplateFindings([template(lang, text)]).join('\n')).toContain(` ${check}: `);
    });

    test('pass a declined name, a gender chosen by the form, an attached ending and typographic marks', () => {
      const fine = [
        template('ru', 'получение в долг от {{lender_name|gen}} (паспорт: …), уполномочиваю {{agent_name|acc}}, с {{start_date}} по {{end_date}}'),
        template(
          'ru',
          'даю согласие {{other_spouse_name|g:своему супругу/своей супруге/другому супругу}} {{other_spouse_name|dat}}; супруг(а): {{spouse_name}}',
        ),
        template(
          'ru',
          'в лице руководителя {{employer_director|gen}}, {{employer_director|g:действующего/действующей/действующего}} на основании устава; адрес места жительства: {{x}}',
        ),
        template('uz', 'Ishonchnoma **{{valid_until|gacha}}** amal qiladi; {{agent_name|ga}}; har oyning {{payment_day}}-kunigacha; {{contract_number}}-sonli'),
        template('en', 'the “Landlord”, with the Landlord’s consent, {{prepayment_percent}}% of the price'),
      ];
      expect(documentTemplateFindings(fine)).toEqual([]);
    });
  });
});
