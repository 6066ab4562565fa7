/**
 * The list pages searched for a mistyped word that found nothing show what the catalogue's nearest
 * word finds and say so, in the list's status (what a screen reader hears with the count), in
 * three languages; the search box keeps what the visitor typed.
 */
import type { Locale } from '../../../shared/locales.js';
import { LOCALES, getPage, getPayload, visibleText } from './catalogue-fixture.js';

const SAID: Record<Locale, (typed: string, word: string) => string> = {
  uz: (typed, word) => `«${typed}» boʻyicha hech narsa topilmadi. «${word}» boʻyicha natijalar koʻrsatilmoqda.`,
  ru: (typed, word) => `По запросу «${typed}» ничего не найдено. Показаны результаты для «${word}».`,
  en: (typed, word) => `Nothing was found for “${typed}”. Showing results for “${word}”.`,
};

/** The list's status paragraph, as text. */
const statusOf = (html: string) => visibleText(/<p [^>]*data-testid="results-count"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? '');

/** One page per list, a mistyped word, the word searched instead and a card that word finds. */
const PAGES: { path: string; typed: string; word: string; card: RegExp }[] = [
  { path: '/services', typed: 'nikoxni', word: 'nikohni', card: /data-testid="service-card"/ },
  { path: '/specialists', typed: 'алементы', word: 'алименты', card: /data-testid="specialist-card"/ },
  { path: '/lawfirms', typed: 'alimnt', word: 'aliment', card: /data-testid="firm-card"/ },
  { path: '/reference', typed: 'alimnt', word: 'aliment', card: /data-testid="article-card"/ },
  { path: '/documents', typed: 'nikoxni', word: 'nikohni', card: /data-testid="template-card"/ },
  { path: '/support', typed: 'divorse', word: 'divorce', card: /<a [^>]*href="\/en\/support\/questions\/\d+"/ },
];

describe('a list page searched for a mistyped word', () => {
  test.each(PAGES)('$path?q=$typed shows what “$word” finds and says so in its status', async ({ path, typed, word, card }) => {
    const res = await getPage(`${path}?q=${encodeURIComponent(typed)}`, 'en').expect(200);
    expect(statusOf(res.text)).toContain(SAID.en(typed, word));
    expect(res.text).toMatch(card);
    // The search box keeps the visitor's words.
    expect(res.text).toMatch(new RegExp(`<input [^>]*value="${typed}"`));
  });

  test.each(LOCALES)('%s: the sentence is in the page’s language, and a client navigation gets the word too', async (locale) => {
    const res = await getPage('/services?q=nikoxni', locale).expect(200);
    expect(statusOf(res.text)).toContain(SAID[locale]('nikoxni', 'nikohni'));
    const payload = await getPayload('/services?q=nikoxni', locale).expect(200);
    expect(JSON.stringify(payload.body)).toContain('"corrected":"nikohni"');
  });

  test('a word that finds something, and a word like nothing the catalogue has, say nothing of the kind', async () => {
    for (const path of ['/services?q=ajralish', '/services?q=qwerty', '/reference?q=zzqqxxyy']) {
      const res = await getPage(path, 'en').expect(200);
      expect(res.text).not.toContain('data-testid="search-corrected"');
    }
  });
});
