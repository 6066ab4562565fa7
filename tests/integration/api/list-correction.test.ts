/**
 * The catalogue lists correct a mistyped word that found nothing (server/domain/search/list-correction.ts):
 * they list what the catalogue's nearest word finds and say which word that was (`corrected`).
 */
import request from 'supertest';
import type { ListResult } from '../../../shared/api/types';
import { engineName, useSeededApi } from './support';

jest.setTimeout(60_000);

const api = useSeededApi();

type Item = { id: number; slug?: string; nickname?: string };

async function list(path: string): Promise<ListResult<Item>> {
  const res = await request(api.app).get(`/api/v1${path}`);
  if (res.status !== 200) throw new Error(`${path}: expected 200, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ListResult<Item>;
}

const keysOf = (result: ListResult<Item>) => result.items.map((item) => item.slug ?? item.nickname ?? item.id);
const q = (text: string) => encodeURIComponent(text);

/** One mistyped word per list, the word searched instead, and what that word finds first. */
const CORRECTED: { path: string; typed: string; word: string; first: string }[] = [
  { path: '/services', typed: 'nikoxni', word: 'nikohni', first: 'divorce-consultation' },
  { path: '/specialists', typed: 'алементы', word: 'алименты', first: 'dilnoza.yusupova' },
  { path: '/lawfirms', typed: 'alimnt', word: 'aliment', first: 'oila-maslahat' },
  { path: '/reference', typed: 'alimnt', word: 'aliment', first: 'alimony-guide' },
  { path: '/document-templates', typed: 'nikoxni', word: 'nikohni', first: 'divorce-mutual-consent' },
  { path: '/claim-templates', typed: 'alimnt', word: 'aliment', first: 'alimony-for-children' },
  { path: '/support/questions', typed: 'divorse', word: 'divorce', first: 'which-court' },
];

describe(`the lists correct a mistyped word on ${engineName}`, () => {
  test.each(CORRECTED)('$path?q=$typed lists what “$word” finds and says so', async ({ path, typed, word, first }) => {
    const corrected = await list(`${path}?q=${q(typed)}`);
    const instead = await list(`${path}?q=${q(word)}`);
    expect(corrected.corrected).toBe(word);
    expect(corrected.total).toBe(instead.total);
    expect(keysOf(corrected)).toEqual(keysOf(instead));
    expect(keysOf(corrected)[0]).toBe(first);
    expect(instead).not.toHaveProperty('corrected');
  });

  test('the correction holds on every page, so a growing list goes on with the same word', async () => {
    const whole = await list(`/services?q=nikohni&pageSize=2`);
    expect(whole.total).toBe(2);
    const second = await list(`/services?q=nikoxni&pageSize=1&page=2`);
    expect(second).toMatchObject({ corrected: 'nikohni', total: 2, page: 2, pageSize: 1 });
    expect(keysOf(second)).toEqual(keysOf(whole).slice(1));
  });

  test('the other filters still apply to the word searched instead', async () => {
    const family = await list(`/specialists?q=${q('алементы')}&parent=family&pageSize=48`);
    expect(family.corrected).toBe('алименты');
    expect(family.total).toBe((await list(`/specialists?q=${q('алименты')}&parent=family&pageSize=48`)).total);
  });

  test('a word that found something, a word like nothing the catalogue has and a query of several words are not corrected', async () => {
    for (const path of ['/services?q=divorse&lang=en', '/services?q=ajralish', '/lawfirms?q=trademrk']) {
      const found = await list(path);
      expect(found.total).toBeGreaterThan(0);
      expect(found).not.toHaveProperty('corrected');
    }
    for (const path of ['/services?q=qwerty', `/services?q=${q('привет')}`, '/services?q=mehant', `/services?q=${q('ajrlish qwerty')}`, '/services?q=zz']) {
      const nothing = await list(path);
      expect(nothing).toMatchObject({ items: [], total: 0 });
      expect(nothing).not.toHaveProperty('corrected');
    }
  });

  test('an empty list because of the other filters stays empty: a word the catalogue has is its own nearest', async () => {
    for (const path of ['/services?q=ajralish&priceMax=1', '/services?q=ajrlish&priceMax=1', '/document-templates?q=alimnt']) {
      const empty = await list(path);
      expect(empty).toMatchObject({ items: [], total: 0 });
      expect(empty).not.toHaveProperty('corrected');
    }
  });

  test('LIKE wildcards, SQL and full-text operators in a one-word q are only text', async () => {
    for (const text of ["');DELETE", '%%%%', '\\_\\_', '!(a|b)&c:*', "ajrlish'--"]) {
      const result = await list(`/services?q=${q(text)}`);
      expect(result.total).toBeGreaterThanOrEqual(0);
    }
    expect((await list('/services?pageSize=1')).total).toBeGreaterThan(0);
  });
});
