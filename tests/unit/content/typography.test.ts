/**
 * Typography a reader notices: an Uzbek ending attached to what it follows ("150 000 soʻmdan",
 * "OneIDdan", "(BHM)ga", "**{{x}}**ni"), «» quotes and ʻ ʼ in Uzbek, typographic quotes and
 * apostrophes in English (“ ” ’) and Russian («» ’), a no-break space before a currency, no space
 * before % in English, no "(-ая)" in Russian, and a Russian name declined after a preposition. The
 * interface keys, the seed content (document templates included) and the claim's generated wording.
 */
import { typographyFindings, undeclinedNameFindings } from './checks';
import { codeEntries, corpus, plainText, type Entry } from './corpus';
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
    ['en', 'The court\'s address', 'en-straight-apostrophe'],
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
    expect(undeclinedNameFindings([entry('ru', 'against: (name) => `В отношении ответчика ${declineRuName(name, \'genitive\')}:`,')])).toEqual([]);
  });
});
