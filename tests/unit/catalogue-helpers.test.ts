import { serviceListQuery, specialistListQuery } from '../../shared/api/queries.js';
import type { ListResult, SpecializationGroup } from '../../shared/api/types.js';
import type { ApiClient } from '../../server/api-client/types.js';
import { READ_CACHE_ENTRIES, READ_TTL_MS, cachedRead, catalogueReads } from '../../server/loaders/catalogue/reads.js';
import { claimReads } from '../../server/loaders/claims/reads.js';
import { localChangeFeed } from '../../server/cache/changes.js';
import { pageCountOf, pageRange, pagesOf, readQuery, readSom } from '../../server/loaders/catalogue/query.js';
import { excerpt } from '../../shared/pages/catalogue/views.js';
import { initialsOf } from '../../client/components/catalogue/Avatar.js';
import { activeFilterCount, listSearch } from '../../client/components/lists/hrefs.js';
import { resolveSocialLinks } from '../../client/components/catalogue/SocialLinks.js';
import { schemaPrice } from '../../client/components/catalogue/structured-data.js';

describe('readQuery: URL filters through the shared/api schemas', () => {
  test('valid values are parsed, bad ones dropped one by one', () => {
    const params = new URLSearchParams('q=%20divorce%20%20case%20&parent=family&sort=bogus&page=abc&pageSize=1000');
    expect(readQuery(serviceListQuery, params, ['q', 'parent', 'sort', 'page'])).toEqual({ q: 'divorce case', parent: 'family' });
  });

  test('numbers and enums as the API reads them; empty values are not set', () => {
    const params = new URLSearchParams('experience=15&language=en&page=3&specialization=&sort=rating');
    expect(readQuery(specialistListQuery, params, ['experience', 'language', 'page', 'specialization', 'sort'])).toEqual({
      experience: 15,
      language: 'en',
      page: 3,
      sort: 'rating',
    });
  });

  test('out-of-range and malformed values are dropped', () => {
    const params = new URLSearchParams('experience=200&language=de&page=0&parent=Not_A_Slug');
    expect(readQuery(specialistListQuery, params, ['experience', 'language', 'page', 'parent'])).toEqual({});
  });

  test('a repeated parameter counts once', () => {
    expect(readQuery(serviceListQuery, new URLSearchParams('parent=family&parent=labour'), ['parent'])).toEqual({ parent: 'family' });
  });
});

describe('readSom and pageCountOf', () => {
  test.each([
    ['150000', 150000],
    ['150 000', 150000],
    ['1\u00a0000\u00a0000', 1000000],
    ['0', 0],
  ])('%p so\u02BBm reads as %p', (raw, som) => {
    expect(readSom(new URLSearchParams({ p: raw }), 'p')).toBe(som);
  });

  test.each(['-5', '1.5', 'lots', '', '99999999999'])('%p is no price', (raw) => {
    expect(readSom(new URLSearchParams({ p: raw }), 'p')).toBeUndefined();
  });

  test('pages of a list, at least one', () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
    expect(pageCountOf(6000, 12)).toBe(500);
  });
});

describe('growing lists: ?page=n holds pages 1…n, from=n the page alone', () => {
  test.each([
    ['page=1', 1, { first: 1, last: 1 }],
    ['page=3', 3, { first: 1, last: 3 }],
    ['page=3&from=3', 3, { first: 3, last: 3 }],
    ['page=3&from=9', 3, { first: 3, last: 3 }],
    ['page=3&from=0', 3, { first: 1, last: 3 }],
    ['page=30', 30, { first: 1, last: 20 }],
    ['page=3&from=x', 3, { first: 1, last: 3 }],
  ])('%s', (search, page, range) => {
    expect(pageRange(new URLSearchParams(search), page)).toEqual(range);
  });

  async function calls(first: number, last: number) {
    const asked: { page: number; pageSize: number }[] = [];
    const result = await pagesOf(first, last, async (window) => {
      asked.push(window);
      const start = (window.page - 1) * window.pageSize;
      return { items: Array.from({ length: window.pageSize }, (_, i) => start + i), total: 1000 };
    });
    return { asked, result };
  }

  test('pages that fit one answer at an aligned offset take one call', async () => {
    const { asked, result } = await calls(1, 4);
    expect(asked).toEqual([{ page: 1, pageSize: 48 }]);
    expect(result.items).toEqual(Array.from({ length: 48 }, (_, i) => i));
    expect((await calls(5, 5)).asked).toEqual([{ page: 5, pageSize: 12 }]);
  });

  test('other ranges take one call per page, in order', async () => {
    const { asked, result } = await calls(2, 3);
    expect(asked).toEqual([
      { page: 2, pageSize: 12 },
      { page: 3, pageSize: 12 },
    ]);
    expect(result.items).toEqual(Array.from({ length: 24 }, (_, i) => 12 + i));
    expect(result.total).toBe(1000);
    expect((await calls(1, 6)).asked).toHaveLength(6);
  });
});

describe('excerpt: a card’s share of a description', () => {
  test('a short text stays whole', () => {
    expect(excerpt('A short description.')).toBe('A short description.');
  });

  test('a long text gives its first sentence when that is long enough', () => {
    const text = `${'We explain how a divorce goes through the registry office or court.'} ${'More words follow here. '.repeat(10)}`;
    expect(excerpt(text)).toBe('We explain how a divorce goes through the registry office or court.');
  });

  test('else it is cut at a word with an ellipsis, never past the limit', () => {
    const text = 'word '.repeat(60);
    const cut = excerpt(text, 50);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut).not.toMatch(/ …$/);
  });
});

describe('catalogue reads: kept while the API’s max-age lasts', () => {
  const group: SpecializationGroup = { id: 1, slug: 'family', parent_specialization: 'Family law', description: '', icon: '', specializations: [] };

  function fakeApi(fail = false) {
    const calls: string[] = [];
    const api = {
      listSpecializationGroups: async (_args: unknown, { lang }: { lang: string }) => {
        calls.push(`groups ${lang}`);
        if (fail) throw new Error('down');
        return {
          items: [{ ...group, parent_specialization: `Family law (${lang})` }],
          total: 1,
          page: 1,
          pageSize: 1,
        } satisfies ListResult<SpecializationGroup>;
      },
      listServices: async (query: Record<string, unknown>, { lang }: { lang: string; session?: unknown; signal?: unknown }) => {
        calls.push(`services ${lang} ${JSON.stringify(query)}`);
        return { items: [], total: 0, page: 1, pageSize: 12 };
      },
    } as unknown as ApiClient;
    return { api, calls };
  }

  test('one call per operation, input and language', async () => {
    const { api, calls } = fakeApi();
    const en = catalogueReads(api, 'en');
    await Promise.all([en.groups(), en.groups(), en.services({ parent: 'family' }), en.services({ parent: 'family' }), en.services({ parent: 'labour' })]);
    const ru = await catalogueReads(api, 'ru').groups();
    expect(ru[0]?.parent_specialization).toBe('Family law (ru)');
    expect(calls).toEqual(['groups en', 'services en {"parent":"family"}', 'services en {"parent":"labour"}', 'groups ru']);
  });

  test('the directory pages’ reads too: firms, regions, reference, help centre, one call per operation, input and language', async () => {
    const calls: string[] = [];
    const answer =
      (name: string) =>
      async (...args: unknown[]) => {
        const ctx = args.at(-1) as { lang: string };
        calls.push(`${name} ${ctx.lang} ${JSON.stringify(args.slice(0, -1))}`);
        return { items: [], total: 0, page: 1, pageSize: 12 };
      };
    const operations = [
      'getLawFirm',
      'listRegions',
      'listReferenceArticles',
      'getReferenceArticle',
      'listReferenceCategories',
      'listSupportQuestions',
      'getSupportQuestion',
      'listSupportCategories',
    ];
    const api = Object.fromEntries(operations.map((name) => [name, answer(name)])) as unknown as ApiClient;
    for (const lang of ['ru', 'ru', 'en'] as const) {
      const reads = catalogueReads(api, lang);
      await Promise.all([
        reads.lawFirm(3),
        reads.regions(),
        reads.referenceArticles({ category: 'family', pageSize: 4 }),
        reads.referenceArticle(12),
        reads.referenceCategories(),
        reads.supportQuestions({ page: 1, pageSize: 12 }),
        reads.supportQuestion(5),
        reads.supportCategories(),
      ]);
    }
    expect(calls).toHaveLength(2 * operations.length);
    expect(calls).toContain('getLawFirm ru [{"id":3}]');
    expect(calls).toContain('listReferenceArticles en [{"category":"family","pageSize":4}]');
    expect(calls).toContain('listSupportCategories en [{}]');
  });

  test('a claim’s courts: every page of the type, read once per type and language', async () => {
    const asked: string[] = [];
    const court = (id: number) => ({ id });
    const api = {
      listCourts: async (query: { type: string; page: number; pageSize: number }, ctx: { lang: string }) => {
        asked.push(`${query.type} ${query.page} ${query.pageSize} ${ctx.lang}`);
        const total = query.type === 'civil' ? 100 : 3;
        const first = (query.page - 1) * query.pageSize;
        const items = Array.from({ length: Math.max(0, Math.min(query.pageSize, total - first)) }, (_, i) => court(first + i));
        return { items, total, page: query.page, pageSize: query.pageSize };
      },
    } as unknown as ApiClient;
    const civil = await claimReads(api, 'uz').courts('civil');
    expect(civil.map((c) => c.id)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    await claimReads(api, 'uz').courts('civil');
    expect((await claimReads(api, 'ru').courts('economic')).map((c) => c.id)).toEqual([0, 1, 2]);
    expect(asked).toEqual(['civil 1 48 uz', 'civil 2 48 uz', 'civil 3 48 uz', 'economic 1 48 ru']);
  });

  test('asked again once the answer is older than the TTL', async () => {
    const { api, calls } = fakeApi();
    const load = () => api.listSpecializationGroups({}, { lang: 'uz' });
    await cachedRead(api, 'k', load, 1_000);
    await cachedRead(api, 'k', load, 1_000 + READ_TTL_MS - 1);
    await cachedRead(api, 'k', load, 1_000 + READ_TTL_MS);
    expect(calls).toHaveLength(2);
  });

  test('another API client (another database) is asked itself', async () => {
    const first = fakeApi();
    const second = fakeApi();
    await catalogueReads(first.api, 'uz').groups();
    await catalogueReads(second.api, 'uz').groups();
    expect(first.calls).toEqual(['groups uz']);
    expect(second.calls).toEqual(['groups uz']);
  });

  test('a failure is not kept', async () => {
    const { api, calls } = fakeApi(true);
    await expect(catalogueReads(api, 'uz').groups()).rejects.toThrow('down');
    await expect(catalogueReads(api, 'uz').groups()).rejects.toThrow('down');
    expect(calls).toEqual(['groups uz', 'groups uz']);
  });

  test('a specialist’s change drops their profile in every language and the specialist lists, nothing else', async () => {
    const { api } = fakeApi();
    let loads = 0;
    const load = async () => (loads += 1);
    const keys = [
      'uz specialist "aziz.k"',
      'ru specialist "aziz.k"',
      'uz specialist "other.one"',
      'uz specialists {"page":1}',
      'uz lawFirm 3',
      'uz groups null',
      'uz services {}',
      'uz referenceArticle 12',
    ];
    for (const key of keys) await cachedRead(api, key, load, 10);
    expect(loads).toBe(8);
    await localChangeFeed.publish({ kind: 'specialist', nicknames: ['aziz.k'] });
    for (const key of keys) await cachedRead(api, key, load, 11);
    expect(loads).toBe(8 + 4); // both profiles of aziz.k, the list and the firm's page (it lists its people), read again
    await localChangeFeed.publish({ kind: 'everything' });
    for (const key of keys) await cachedRead(api, key, load, 12);
    expect(loads).toBe(12 + 8);
  });

  test('at most READ_CACHE_ENTRIES answers, the least recently used leave first', async () => {
    const { api } = fakeApi();
    let loads = 0;
    const load = async () => (loads += 1);
    for (let i = 0; i <= READ_CACHE_ENTRIES; i += 1) await cachedRead(api, `key ${i}`, load, 5);
    expect(loads).toBe(READ_CACHE_ENTRIES + 1);
    await cachedRead(api, `key ${READ_CACHE_ENTRIES}`, load, 6); // the newest is still there
    await cachedRead(api, 'key 0', load, 6); // the oldest was dropped
    expect(loads).toBe(READ_CACHE_ENTRIES + 2);
  });
});

describe('client helpers of the catalogue', () => {
  test('listSearch: filters in order, empty ones and page 1 left out', () => {
    expect(listSearch({ q: ' divorce ', parent: '', sort: 'price' })).toBe('?q=divorce&sort=price');
    expect(listSearch({ q: '', parent: '' }, 1)).toBe('');
    expect(listSearch({ q: 'a&b', parent: 'family' }, 3)).toBe('?q=a%26b&parent=family&page=3');
  });

  test('activeFilterCount leaves the search text and the sort aside', () => {
    expect(activeFilterCount({ q: 'x', sort: 'price', parent: 'family', priceMin: '', priceMax: '5' })).toBe(2);
  });

  test.each([
    ['Dilnoza Yusupova', 'DY'],
    ['Дилноза Юсупова', 'ДЮ'],
    ['«Oila Maslahat» yuridik markazi', 'OM'],
    ['oʻktam', 'O'],
  ])('initials of %p: %p', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  test('social links become full links; unsafe or unknown ones are left out', () => {
    expect(
      resolveSocialLinks([
        { network: 'telegram', value: '@oila_maslahat' },
        { network: 'instagram', value: 'instagram.com/dilnoza.oila/' },
        { network: 'website', value: 'oilamaslahat.uz' },
        { network: 'website', value: 'javascript:alert(1)' },
        { network: 'myspace', value: 'someone' },
      ]),
    ).toEqual([
      { network: 'telegram', url: 'https://t.me/oila_maslahat', display: 't.me/oila_maslahat' },
      { network: 'instagram', url: 'https://www.instagram.com/dilnoza.oila', display: 'instagram.com/dilnoza.oila' },
      { network: 'website', url: 'https://oilamaslahat.uz', display: 'oilamaslahat.uz' },
    ]);
  });

  test('schema.org prices are so\u02BBm with two decimals', () => {
    expect(schemaPrice(350_000_000)).toBe('3500000.00');
    expect(schemaPrice(150_050)).toBe('1500.50');
  });
});
