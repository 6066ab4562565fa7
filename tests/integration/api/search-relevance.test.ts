/**
 * Relevance of search as you type (GET /api/v1/search, the landing page's suggestions) on the
 * seeded content: a fixed list of what visitors type (whole words and prefixes, Latin and
 * Cyrillic, typos, one and two words, Uzbek, Russian and English) and the row a person expects
 * among the first three of its kind (or first, where marked). The first list held before the
 * search was rebuilt for speed (migration 0011) and must keep holding; the second is what the
 * transliterated heads added (Uzbek typed in Cyrillic, Russian typed in Latin); the third, what
 * the correction of a word that found nothing added (0021), with words that must still find nothing.
 */
import request from 'supertest';
import type { SearchResult } from '../../../shared/api/types';
import { engineName, useSeededApi } from './support';

jest.setTimeout(60_000);

const api = useSeededApi();

type Kind = keyof SearchResult['groups'];

interface Expectation {
  q: string;
  lang: 'uz' | 'ru' | 'en';
  kind: Kind;
  /** Slug (nickname for a specialist) of the expected row; any of them when several fit. */
  expect: string | string[];
  /** Must be the very first of its kind (default: among the first three). */
  first?: boolean;
}

async function topOf(q: string, lang: string, kind: Kind): Promise<string[]> {
  const res = await request(api.app).get(`/api/v1/search?q=${encodeURIComponent(q)}&lang=${lang}&limit=3`);
  if (res.status !== 200) throw new Error(`search ${q}: ${res.status} ${JSON.stringify(res.body)}`);
  const items = (res.body as SearchResult).groups[kind].items as { slug?: string; nickname?: string }[];
  return items.map((item) => item.slug ?? item.nickname ?? '');
}

async function check(cases: readonly Expectation[]): Promise<void> {
  const misses: string[] = [];
  for (const c of cases) {
    const top = await topOf(c.q, c.lang, c.kind);
    const wanted = Array.isArray(c.expect) ? c.expect : [c.expect];
    const ok = c.first ? wanted.includes(top[0] ?? '') : top.some((slug) => wanted.includes(slug));
    if (!ok) misses.push(`"${c.q}" (${c.lang}) ${c.kind}: expected ${wanted.join(' or ')}${c.first ? ' first' : ' in the top 3'}, got [${top.join(', ')}]`);
  }
  expect(misses).toEqual([]);
}

const DIVORCE = ['divorce-consultation', 'divorce-court-representation'];

/** Held before and after the rebuild. */
const KEPT: Expectation[] = [
  // Whole words
  { q: 'развод', lang: 'ru', kind: 'services', expect: 'divorce-court-representation', first: true },
  { q: 'развод', lang: 'ru', kind: 'reference', expect: 'divorce-procedure' },
  { q: 'ajralish', lang: 'uz', kind: 'services', expect: DIVORCE },
  { q: 'divorce', lang: 'en', kind: 'services', expect: DIVORCE },
  { q: 'aliment', lang: 'uz', kind: 'services', expect: 'alimony-claim', first: true },
  { q: 'aliment', lang: 'uz', kind: 'reference', expect: 'alimony-guide' },
  { q: 'алименты', lang: 'ru', kind: 'reference', expect: 'alimony-guide' },
  { q: 'meros', lang: 'uz', kind: 'services', expect: 'inheritance-support' },
  { q: 'meros', lang: 'uz', kind: 'reference', expect: 'inheritance-basics' },
  { q: 'ishonchnoma', lang: 'uz', kind: 'reference', expect: 'power-of-attorney-guide' },
  { q: 'ishonchnoma', lang: 'uz', kind: 'documentTemplates', expect: 'power-of-attorney', first: true },
  { q: 'trademark', lang: 'en', kind: 'services', expect: 'trademark-registration', first: true },
  { q: 'inheritance', lang: 'en', kind: 'services', expect: 'inheritance-support', first: true },
  { q: 'ооо', lang: 'ru', kind: 'services', expect: 'llc-registration', first: true },
  { q: 'каримов', lang: 'ru', kind: 'specialists', expect: 'aziz.karimov', first: true },
  { q: 'karimov', lang: 'uz', kind: 'specialists', expect: 'aziz.karimov', first: true },
  { q: 'Юсупова', lang: 'ru', kind: 'specialists', expect: 'dilnoza.yusupova', first: true },
  // Prefixes, as typed
  { q: 'разв', lang: 'ru', kind: 'services', expect: 'divorce-court-representation', first: true },
  { q: 'ajra', lang: 'uz', kind: 'services', expect: DIVORCE },
  { q: 'насле', lang: 'ru', kind: 'services', expect: 'inheritance-support', first: true },
  { q: 'trade', lang: 'en', kind: 'services', expect: 'trademark-registration', first: true },
  { q: 'банкрот', lang: 'ru', kind: 'services', expect: 'bankruptcy-creditor', first: true },
  { q: 'ishonch', lang: 'uz', kind: 'reference', expect: 'power-of-attorney-guide' },
  // Two words, the second one a prefix
  { q: 'aziz kar', lang: 'uz', kind: 'specialists', expect: 'aziz.karimov', first: true },
  { q: 'товарный знак', lang: 'ru', kind: 'services', expect: 'trademark-registration', first: true },
  { q: 'tax audit', lang: 'en', kind: 'services', expect: 'tax-audit-objection', first: true },
  { q: 'child main', lang: 'en', kind: 'services', expect: 'alimony-claim', first: true },
  { q: 'договор аренды', lang: 'ru', kind: 'services', expect: 'lease-agreement', first: true },
  { q: 'mehnat shartnoma', lang: 'uz', kind: 'services', expect: 'employment-contract-drafting', first: true },
  // Typos
  { q: 'trademrk', lang: 'en', kind: 'services', expect: 'trademark-registration', first: true },
  { q: 'divorse', lang: 'en', kind: 'services', expect: DIVORCE },
  { q: 'наследсвто', lang: 'ru', kind: 'services', expect: 'inheritance-support' },
  { q: 'ishonchnma', lang: 'uz', kind: 'documentTemplates', expect: 'power-of-attorney' },
];

/** Added by the transliterated heads (migration 0011). */
const ADDED: Expectation[] = [
  { q: 'ажралиш', lang: 'uz', kind: 'services', expect: DIVORCE },
  { q: 'мерос', lang: 'uz', kind: 'reference', expect: 'inheritance-basics' },
  { q: 'ишончнома', lang: 'uz', kind: 'documentTemplates', expect: 'power-of-attorney', first: true },
  { q: 'razvod', lang: 'ru', kind: 'services', expect: 'divorce-court-representation', first: true },
  { q: 'nasledstv', lang: 'ru', kind: 'services', expect: 'inheritance-support', first: true },
];

/** Typos that found nothing in any kind, corrected to the nearest word of the heads (0021). */
const CORRECTED: Expectation[] = [
  { q: 'ajrlish', lang: 'uz', kind: 'services', expect: DIVORCE },
  { q: 'alimnt', lang: 'uz', kind: 'services', expect: 'alimony-claim', first: true },
  { q: 'алементы', lang: 'ru', kind: 'reference', expect: 'alimony-guide' },
];

/** Not near enough to a word of the catalogue to be taken for a typo of it. */
const NOTHING = ['qwerty', 'hello', 'привет', 'zzzz', 'mehant'];

describe(`search as you type: what a person expects first, on ${engineName}`, () => {
  test('words, prefixes, two words and typos in Uzbek, Russian and English', async () => {
    await check(KEPT);
  });

  test('Uzbek typed in Cyrillic and Russian typed in Latin', async () => {
    await check(ADDED);
  });

  test('a mistyped word that finds nothing is corrected to the nearest word of the catalogue', async () => {
    await check(CORRECTED);
  });

  test.each(NOTHING)('"%s" is near no word of the catalogue and still finds nothing', async (q) => {
    const res = await request(api.app).get(`/api/v1/search?q=${encodeURIComponent(q)}&limit=3`);
    expect(res.status).toBe(200);
    const found = Object.entries((res.body as SearchResult).groups).filter(([, group]) => group.items.length > 0);
    expect(found.map(([kind]) => kind)).toEqual([]);
  });
});

describe(`Uzbek full text, on ${engineName}: a word's apostrophe as any keyboard types it (migration 0023)`, () => {
  // "toʻlov" (payment) is in the help centre's answers, not in its questions: full text finds it.
  const SPELLINGS = ['toʻlov', "to'lov", 'to‘lov', 'tolov'];

  test('the help centre lists the same questions for every spelling', async () => {
    const found = await Promise.all(
      SPELLINGS.map(async (q) => {
        const res = await request(api.app).get(`/api/v1/support/questions?q=${encodeURIComponent(q)}&lang=uz`);
        expect(res.status).toBe(200);
        return (res.body as { items: { slug: string }[] }).items.map((item) => item.slug);
      }),
    );
    expect(found[0]!.length).toBeGreaterThan(0);
    for (const slugs of found) expect(slugs).toEqual(found[0]);
  });

  test('search as you type suggests the same questions for every spelling', async () => {
    const found = await Promise.all(SPELLINGS.map((q) => topOf(q, 'uz', 'supportQuestions')));
    expect(found[0]!.length).toBeGreaterThan(0);
    for (const slugs of found) expect(slugs).toEqual(found[0]);
  });
});
