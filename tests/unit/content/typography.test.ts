/**
 * Typography a reader notices: an Uzbek ending attached to what it follows ("150 000 soʻmdan",
 * "OneIDdan", "(BHM)ga"), «» quotes in Uzbek, and typographic quotes and apostrophes in English
 * (“ ” ’) and Russian («» ’). The interface keys and the seed content, skipping what corpus.ts skips.
 */
import { typographyFindings } from './checks';
import { corpus, type Entry } from './corpus';

const entry = (lang: Entry['lang'], text: string): Entry => ({ where: 'sample', lang, text, source: 'locale' });

describe('typography', () => {
  test('no split Uzbek suffix, no wrong quotes or straight apostrophes', () => {
    expect(typographyFindings(corpus()).map((f) => `${f.where} [${f.lang}] ${f.message}`)).toEqual([]);
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
    ];
    expect(typographyFindings(fine)).toEqual([]);
  });
});
