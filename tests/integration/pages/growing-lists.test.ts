/**
 * The lists that grow as the visitor scrolls (/specialists, /reference, /support) answer their
 * next page the same way: `?page=n&from=n` is page n alone, from the page's own loader, which the
 * browser asks instead of the product API (client/components/lists/useGrowingList.ts).
 */
import type { ListResult } from '../../../shared/api/types.js';
import { api, getPage, getPayload } from './catalogue-fixture.js';

type Grown = { items: { id: number }[]; total: number; pages: number; pageSize: number };

describe('the directory lists answer from=n with page n alone', () => {
  test.each([
    ['/reference', '/reference'],
    ['/support', '/support/questions'],
  ])('%s', async (path, apiPath) => {
    const expected = await api<ListResult<{ id: number }>>(`${apiPath}?page=2&pageSize=12`, 'en');
    expect(expected.items.length).toBeGreaterThan(0);
    const res = await getPayload(`${path}?page=2&from=2`, 'en').expect(200);
    const list = (res.body.data as { list: Grown }).list;
    expect(list.items.map((item) => item.id)).toEqual(expected.items.map((item) => item.id));
    expect(list).toMatchObject({ total: expected.total, pages: 2, pageSize: 12 });
  });

  test('the section and the search stay with it', async () => {
    const all = await api<ListResult<{ id: number; category: { slug: string } }>>('/reference?pageSize=48', 'ru');
    const section = all.items[0]!.category.slug;
    const expected = await api<ListResult<{ id: number }>>(`/reference?category=${section}&page=1&pageSize=12`, 'ru');
    const res = await getPayload(`/reference?category=${section}&from=1`, 'ru').expect(200);
    expect((res.body.data as { list: Grown }).list.items.map((item) => item.id)).toEqual(expected.items.map((item) => item.id));
  });

  test('a bad or too large from is read as the whole list up to the page', async () => {
    const whole = await getPayload('/support?page=2', 'uz').expect(200);
    for (const from of ['x', '-1', '0', '99']) {
      const res = await getPayload(`/support?page=2&from=${from}`, 'uz').expect(200);
      const ids = (res.body.data as { list: Grown }).list.items.map((item) => item.id);
      const wholeIds = (whole.body.data as { list: Grown }).list.items.map((item) => item.id);
      // from=99 is clamped to the page (page 2 alone); the others start at page 1.
      expect(ids).toEqual(from === '99' ? wholeIds.slice(12) : wholeIds);
    }
  });

  test('a document asked with from=n shows that page alone and links to the next', async () => {
    const res = await getPage('/reference?page=2&from=2', 'en').expect(200);
    expect(res.text).toContain('data-testid="show-more"');
    expect(res.text).toMatch(/href="\/en\/reference\?page=3"/);
  });
});
