/** GET /api/v1/search: every kind at once, grouped, a few of each, in both scripts. */
import request from 'supertest';
import { SEARCH_KINDS, type SearchResult } from '../../../shared/api/types';
import { localChangeFeed } from '../../../server/cache/changes';
import { searchAnswer, searchingEveryTime } from '../../../server/cache/search-answers';
import { searchQuery } from '../../../shared/api/queries';
import { engineName, idOf, useSeededApi } from './support';

jest.setTimeout(60_000);

const api = useSeededApi();

async function search(query: string, status = 200): Promise<SearchResult> {
  const res = await request(api.app).get(`/api/v1/search?${query}`);
  if (res.status !== status) throw new Error(`search ${query}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as SearchResult;
}

const slugsOf = (result: SearchResult) =>
  Object.fromEntries(
    SEARCH_KINDS.map((kind) => [kind, (result.groups[kind].items as { slug?: string; nickname?: string }[]).map((item) => item.slug ?? item.nickname)]),
  );

describe(`GET /api/v1/search on ${engineName}`, () => {
  test('a Russian word finds services, articles, templates and questions, three of each at most', async () => {
    const result = await search(`q=${encodeURIComponent('развод')}&lang=ru`);
    expect(Object.keys(result.groups).sort()).toEqual([...SEARCH_KINDS].sort());
    expect(result.q).toBe('развод');
    const found = slugsOf(result);
    expect(found.services).toContain('divorce-consultation');
    expect(found.reference).toContain('divorce-procedure');
    expect(found.claimTemplates).toContain('divorce');
    for (const kind of SEARCH_KINDS) {
      expect(result.groups[kind].items.length).toBeLessThanOrEqual(3);
      expect(result.groups[kind].total).toBeGreaterThanOrEqual(result.groups[kind].items.length);
    }
    // The word in a title ranks before the word in a description.
    expect(result.groups.services.items[0]).toMatchObject({
      slug: 'divorce-court-representation',
      title: 'Развод и раздел имущества: полное представительство',
    });
  });

  test('the totals agree with the lists the kinds have', async () => {
    const result = await search(`q=${encodeURIComponent('aliment')}&limit=10`);
    const services = await request(api.app).get(`/api/v1/services?q=aliment`).expect(200);
    const reference = await request(api.app).get(`/api/v1/reference?q=aliment`).expect(200);
    expect(result.groups.services.total).toBe(services.body.total);
    expect(result.groups.reference.total).toBe(reference.body.total);
    expect(slugsOf(result).reference?.[0]).toBe('alimony-guide');
  });

  test('a Latin Uzbek query finds Uzbek text, a Cyrillic query Cyrillic text', async () => {
    const latin = slugsOf(await search(`q=${encodeURIComponent('ishonchnoma')}`));
    expect(latin.documentTemplates).toContain('power-of-attorney');
    const cyrillic = slugsOf(await search(`q=${encodeURIComponent('доверенность')}&lang=ru`));
    expect(cyrillic.documentTemplates).toContain('power-of-attorney');
    expect(cyrillic.reference).toContain('power-of-attorney-guide');
    const people = slugsOf(await search(`q=${encodeURIComponent('Юсупова')}&lang=ru`));
    expect(people.specialists).toEqual(['dilnoza.yusupova']);
  });

  test('English words meet the English text', async () => {
    const result = slugsOf(await search('q=trademark&lang=en'));
    expect(result.services).toEqual(['trademark-registration']);
    expect(result.lawfirms).toContain('patent-lex');
  });

  test('kinds limits the search to those kinds (the landing box asks for three); the others come back empty', async () => {
    const result = await search(`q=${encodeURIComponent('развод')}&lang=ru&kinds=services,reference`);
    const found = slugsOf(result);
    expect(found.services).toContain('divorce-court-representation');
    expect(found.reference).toContain('divorce-procedure');
    for (const kind of SEARCH_KINDS.filter((k) => k !== 'services' && k !== 'reference')) expect(result.groups[kind]).toEqual({ items: [], total: 0 });
    expect(await search('q=x&kinds=services,nope&lang=en', 400)).toMatchObject({ error: { fields: { kinds: 'kinds is not valid.' } } });
  });

  test('nothing found is empty groups, not an error', async () => {
    const result = await search('q=zzzqqqxxx');
    for (const kind of SEARCH_KINDS) expect(result.groups[kind]).toEqual({ items: [], total: 0 });
    expect(result).not.toHaveProperty('corrected');
  });

  test('a mistyped word that finds nothing is searched as the nearest word of the catalogue, and the answer says which', async () => {
    const result = await search(`q=${encodeURIComponent('alimnt')}`);
    expect(result.q).toBe('alimnt');
    expect(result.corrected).toBe('aliment');
    expect(slugsOf(result).services).toContain('alimony-claim');
    // A query that found something as typed or forgiving is not corrected: «ajrlish» now finds the
    // divorce consultation, whose title glosses «(ajralish)», without a correction.
    expect(await search(`q=${encodeURIComponent('aliment')}`)).not.toHaveProperty('corrected');
    expect(await search(`q=${encodeURIComponent('ajrlish')}`)).not.toHaveProperty('corrected');
    expect(await search('q=divorse&lang=en')).not.toHaveProperty('corrected');
  });

  test('q is required and limit is bounded', async () => {
    expect(await search('lang=en', 400)).toEqual({
      error: { code: 'invalid_request', message: 'Some parameters are not valid.', fields: { q: 'q is required.' } },
    });
    expect(await search('q=%20%20&lang=en', 400)).toMatchObject({ error: { fields: { q: 'q is not valid.' } } });
    expect(await search('q=x&limit=11&lang=en', 400)).toMatchObject({ error: { fields: { limit: 'limit is not valid.' } } });
    expect(await search(`q=${'a'.repeat(201)}&lang=en`, 400)).toMatchObject({ error: { fields: { q: 'q is not valid.' } } });
  });

  test('SQL and full-text operators in q are only text', async () => {
    for (const text of ["'); DELETE FROM services; --", '!(a | b) & c:*', '"unterminated', 'OR AND NOT']) {
      const result = await search(`q=${encodeURIComponent(text)}`);
      expect(Object.keys(result.groups)).toHaveLength(SEARCH_KINDS.length);
    }
    const services = await request(api.app).get('/api/v1/services').expect(200);
    expect(services.body.total).toBe(api.content.services.length);
  });

  test('an answer is kept until data changes, separately per language, limit and kinds', async () => {
    const word = 'zyxwquokka';
    const servicesFound = async (query = '') => (await search(`q=${word}${query}`)).groups.services.total;
    expect(await servicesFound()).toBe(0);
    const id = await idOf(api.db, 'services', 'divorce-consultation');
    await api.db.query(`UPDATE services SET title = jsonb_set(title, '{en}', to_jsonb((title->>'en') || ' ${word}')) WHERE id = $1`, [id]);
    try {
      expect(await servicesFound()).toBe(0); // the kept answer
      expect(await servicesFound('&lang=ru')).toBe(1); // another question: another language,
      expect(await servicesFound('&limit=5')).toBe(1); // another limit,
      expect(await servicesFound('&kinds=services')).toBe(1); // other kinds
      await localChangeFeed.publish({ kind: 'everything' });
      expect(await servicesFound()).toBe(1);
    } finally {
      await api.db.query(`UPDATE services SET title = jsonb_set(title, '{en}', to_jsonb(replace(title->>'en', ' ${word}', ''))) WHERE id = $1`, [id]);
      await localChangeFeed.publish({ kind: 'everything' });
    }
    expect(await servicesFound()).toBe(0);
  });

  test('through searchingEveryTime, every search goes to the database', async () => {
    const fresh = searchingEveryTime(api.db);
    const query = searchQuery.parse({ q: 'zyxwquokkb', kinds: 'services' });
    expect((await searchAnswer(fresh, query, 'en')).groups.services.total).toBe(0);
    const id = await idOf(api.db, 'services', 'divorce-consultation');
    await api.db.query(`UPDATE services SET title = jsonb_set(title, '{en}', to_jsonb((title->>'en') || ' zyxwquokkb')) WHERE id = $1`, [id]);
    try {
      expect((await searchAnswer(fresh, query, 'en')).groups.services.total).toBe(1);
    } finally {
      await api.db.query(`UPDATE services SET title = jsonb_set(title, '{en}', to_jsonb(replace(title->>'en', ' zyxwquokkb', ''))) WHERE id = $1`, [id]);
    }
  });
});
