/**
 * One form per term and language (locales/glossary.json): a banned variant anywhere in the
 * interface keys or the seed content fails. documents.json, the document and claim templates and
 * the courts are skipped here (their issues own them; see corpus.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { glossaryFindings, type Glossary } from './checks';
import { LANGS, LOCALES_DIR, corpus, type Entry } from './corpus';

const glossary = JSON.parse(readFileSync(join(LOCALES_DIR, 'glossary.json'), 'utf8')) as Glossary;
const entry = (lang: Entry['lang'], text: string, where = 'sample'): Entry => ({ where, lang, text, source: 'content' });

describe('glossary', () => {
  test('every term has an id, a meaning and valid banned patterns per language', () => {
    const bad: string[] = [];
    const ids = new Set<string>();
    for (const term of glossary.terms) {
      if (!/^[a-z-]+$/.test(term.id) || ids.has(term.id)) bad.push(`id ${term.id}`);
      ids.add(term.id);
      if (!term.meaning) bad.push(`${term.id}: no meaning`);
      for (const [lang, patterns] of Object.entries(term.banned)) {
        if (!(LANGS as readonly string[]).includes(lang)) bad.push(`${term.id}: language ${lang}`);
        for (const p of patterns ?? []) {
          try {
            new RegExp(p, 'u');
          } catch {
            bad.push(`${term.id}: pattern ${p}`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  test('no banned variant in the interface keys or the seed content', () => {
    expect(glossaryFindings(corpus(), glossary).map((f) => `${f.where} [${f.lang}] ${f.message}`)).toEqual([]);
  });

  test.each([
    ['uz', 'Sevimlilar roʻyxati', 'favourites'],
    ['uz', 'Saytdagi sessiyangiz yakunlanadi', 'session'],
    ['uz', 'OneID hisobingizda JSHSHIR koʻrsatilmagan', 'pinfl'],
    ['uz', 'Qattiq pul miqdorida aliment', 'fixed-sum'],
    ['ru', 'ваша сессия на сайте завершится', 'session'],
    ['en', 'A claim for alimony', 'child-maintenance'],
    ['en', 'Prices are shown in so’m.', 'currency'],
    ['en', 'All specializations', 'british-spelling'],
    ['en', 'Back to main page', 'home-page'],
    ['en', 'pay for forced absence', 'unlawful-dismissal-back-pay'],
    ['ru', 'Налоги и Право Партнёрс', 'firm-names'],
    ['en', 'Termez Legal Services', 'firm-names'],
    ['uz', 'Shikoyat qilish muddati qisqa va qarorda koʻrsatiladi', 'time-limits'],
    ['ru', 'Срок обжалования короткий', 'time-limits'],
    ['en', 'The time limit is short', 'time-limits'],
    ['ru', 'меню учётной записи', 'account'],
    ['uz', 'Nikohdan ajralish boʻyicha maslahat', 'divorce'],
    ['uz', 'Fuqarolar oʻrtasidagi nizolar (qarz, aliment, ajrim, mehnat)', 'divorce'],
    ['uz', 'Erning ajrimdan keyingi familiyasi', 'divorce'],
    ['uz', 'Ajralish FHDYo orqali', 'divorce'],
    ['en', 'Pre-trial letter (talabnoma)', 'demand-letter'],
    ['en', 'send the other side a written demand', 'demand-letter'],
    ['ru', 'Претензия (талабнома)', 'demand-letter'],
    ['uz', 'Kichik biznes subyekti uchun kamaytirilgan miqdor', 'small-business'],
    ['ru', 'Уменьшенный размер для субъекта малого бизнеса', 'small-business'],
    ['uz', 'Yoʻq (mulkiy boʻlmagan daʼvo)', 'non-property-claim'],
    ['uz', '«{{step}}» qadamiga oʻtish', 'step'],
    ['uz', 'Mening hisobim', 'account-area'],
    ['ru', 'Мой аккаунт', 'account-area'],
    ['ru', 'компенсация морального ущерба', 'losses-damage-harm'],
    ['en', 'Compensation of material and moral damage', 'losses-damage-harm'],
    ['uz', 'Tasdiqlangan mijoz', 'verified'],
  ] as const)('fails on a bad text: %s “%s” (%s)', (lang, text, term) => {
    expect(glossaryFindings([entry(lang, text)], glossary).map((f) => f.check)).toContain(`glossary:${term}`);
  });

  test('spares the senses a pattern must not catch', () => {
    const fine = [
      entry('uz', 'JShShIR'),
      entry('ru', 'Двухчасовая сессия медиации'),
      entry('en', 'The server answered 401 Unauthorized'),
      entry('en', 'up to the insured sum'),
      entry('en', 'a licensed agency'),
      entry('ru', 'Учётную запись OneID можно создать'),
      entry('uz', 'qisqa va aniq yozilgan murojaat'),
    ];
    expect(glossaryFindings(fine, glossary)).toEqual([]);
  });

  test('a term spares the texts it does not bind: clients’ reviews, search examples, a gloss, keys', () => {
    const fine = [
      entry('uz', 'Ajrashish haqida qaror qilishdan oldin maslahat oldim.', 'content.reviews[0].body'),
      entry('uz', 'Ajralish, aliment, ishonchnoma…', 'locales/uz/landing.json:search.placeholder'),
      entry('uz', 'Nikohni bekor qilish (ajralish) FHDYo orqali'),
      entry('uz', 'sud ajrimi ustidan xususiy shikoyat'),
      entry('uz', 'birinchi qadam sifatida qisqa maslahat', 'content.supportQuestions[0].answer.uz'),
      entry('en', 'a demand letter and {{alimony_share}} of the earnings'),
    ];
    expect(glossaryFindings(fine, glossary)).toEqual([]);
  });
});
