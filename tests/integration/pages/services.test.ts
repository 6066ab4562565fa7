import type { ListResult, ServiceCard, SpecializationGroup } from '../../../shared/api/types.js';
import { formatMoney } from '../../../shared/format/money.js';
import type { Locale } from '../../../shared/locales.js';
import { LOCALES, api, getPage, getPayload, linksIn, metaDescription, structuredData, titleOf, visibleText } from './catalogue-fixture.js';

const FOUND: Record<Locale, string> = { uz: 'Topilgan xizmatlar', ru: 'Найдено услуг', en: 'Services found' };
const FROM: Record<Locale, (price: string) => string> = { uz: (p) => `${p}dan`, ru: (p) => `от ${p}`, en: (p) => `from ${p}` };

function priceOf(card: ServiceCard, locale: Locale): string {
  const money = formatMoney(card.price, locale);
  return card.priceKind === 'from' ? FROM[locale](money) : money;
}

const titlesOnPage = (html: string) =>
  [...html.matchAll(/data-testid="service-card"[\s\S]*?<a [^>]*href="[^"]*\/services\/(\d+)"[^>]*>([^<]*)<\/a>/g)].map((m) => Number(m[1]));

describe('/services in three languages', () => {
  test.each(LOCALES)('%s: the first page shows the most popular services with their prices, category and provider', async (locale) => {
    const expected = await api<ListResult<ServiceCard>>('/services?pageSize=12', locale);
    const res = await getPage('/services', locale).expect(200);
    const text = visibleText(res.text);
    expect(titlesOnPage(res.text)).toEqual(expected.items.map((s) => s.id));
    for (const card of expected.items) {
      expect(text).toContain(card.title);
      expect(text).toContain(priceOf(card, locale));
      expect(text).toContain(card.group.name);
      expect(text).toContain(card.provider.name);
    }
    expect(text).toContain(`${FOUND[locale]}: ${expected.total}`);
    expect(res.text).toContain('data-testid="page-heading"');
    expect(titleOf(res.text)).toMatch(/ · Huquq$/);
    expect(metaDescription(res.text).length).toBeGreaterThan(50);
  });

  test('prices are in soʻm with the locale’s grouping', async () => {
    const en = visibleText((await getPage('/services?q=reinstatement', 'en').expect(200)).text);
    expect(en).toContain('from 3,500,000 UZS');
    const ru = visibleText((await getPage('/services?q=reinstatement', 'ru').expect(200)).text);
    expect(ru).toContain('от 3 500 000 сум');
  });
});

describe('/services filters and pages through the URL', () => {
  test('a category shows only its services, and the category is chosen in the filter', async () => {
    const expected = await api<ListResult<ServiceCard>>('/services?parent=family&pageSize=12', 'en');
    const res = await getPage('/services?parent=family', 'en').expect(200);
    expect(titlesOnPage(res.text)).toEqual(expected.items.map((s) => s.id));
    expect(expected.items.every((s) => s.group.slug === 'family')).toBe(true);
    expect(res.text).toMatch(/<option value="family" selected="">Family law<\/option>/);
    expect(metaDescription(res.text)).toContain('Family law');
  });

  test('a price range in soʻm keeps the services inside it, and a reversed range is read the right way round', async () => {
    const all = await api<ListResult<ServiceCard>>('/services?pageSize=48', 'en');
    const inside = all.items.filter((s) => s.price >= 100_000_000 && s.price <= 300_000_000);
    expect(inside.length).toBeGreaterThan(0);
    for (const path of [
      '/services?priceMin=1000000&priceMax=3000000',
      '/services?priceMin=3000000&priceMax=1000000',
      '/services?priceMin=1 000 000&priceMax=3 000 000',
    ]) {
      const res = await getPage(path, 'en').expect(200);
      const shown = titlesOnPage(res.text);
      expect(shown).toHaveLength(Math.min(12, inside.length));
      expect(inside.map((s) => s.id)).toEqual(expect.arrayContaining(shown));
    }
  });

  test('text search finds services in the page’s language', async () => {
    const res = await getPage('/services?q=ajralish', 'uz').expect(200);
    expect(visibleText(res.text)).toContain('Nikohni bekor qilish (ajralish) boʻyicha maslahat');
    expect(res.text).toContain('value="ajralish"');
  });

  test('sorting by price puts the cheapest first, and the other way round', async () => {
    const cheap = await api<ListResult<ServiceCard>>('/services?sort=price&pageSize=12', 'en');
    const dear = await api<ListResult<ServiceCard>>('/services?sort=-price&pageSize=12', 'en');
    expect(titlesOnPage((await getPage('/services?sort=price', 'en').expect(200)).text)).toEqual(cheap.items.map((s) => s.id));
    expect(titlesOnPage((await getPage('/services?sort=-price', 'en').expect(200)).text)).toEqual(dear.items.map((s) => s.id));
    expect(cheap.items[0]!.price).toBeLessThanOrEqual(dear.items[0]!.price);
  });

  test('page 2 shows the next twelve, with numbered links that keep the filters', async () => {
    const expected = await api<ListResult<ServiceCard>>('/services?page=2&pageSize=12', 'ru');
    const res = await getPage('/services?page=2', 'ru').expect(200);
    expect(titlesOnPage(res.text)).toEqual(expected.items.map((s) => s.id));
    const links = linksIn(res.text);
    expect(links).toContain('/ru/services');
    expect(links).toContain('/ru/services?page=3');
    expect(res.text).toMatch(/aria-current="page"[^>]*>2</);
    const filtered = await getPage('/services?sort=price&page=2', 'ru').expect(200);
    expect(linksIn(filtered.text)).toContain('/ru/services?sort=price&page=3');
    expect(titleOf(res.text)).toContain('страница 2');
  });

  test('bad parameters give the default list, never an error', async () => {
    const defaults = titlesOnPage((await getPage('/services', 'en').expect(200)).text);
    const res = await getPage('/services?page=abc&sort=bogus&parent=no-such-group&priceMin=-5&priceMax=lots&q=', 'en').expect(200);
    expect(titlesOnPage(res.text)).toEqual(defaults);
    await getPage('/services?page=99999999', 'en').expect(200);
  });

  test('past the last page, the page says so and links to the first', async () => {
    const res = await getPage('/services?page=40', 'en').expect(200);
    const text = visibleText(res.text);
    expect(text).toContain('This page is empty');
    expect(linksIn(res.text)).toContain('/en/services');
  });

  test('no match says so and offers to clear the filters', async () => {
    const res = await getPage('/services?q=zzzzqqqq&parent=family', 'en').expect(200);
    expect(visibleText(res.text)).toContain('Nothing matches these filters');
    expect(res.text).toContain('data-testid="empty-results"');
    expect(linksIn(res.text)).toContain('/en/services');
  });

  test('works without JavaScript: a GET form to the list, every filter a named control', async () => {
    const res = await getPage('/services', 'ru').expect(200);
    expect(res.text).toMatch(/<form role="search"[^>]*action="\/ru\/services" method="get"/);
    for (const name of ['q', 'parent', 'priceMin', 'priceMax', 'sort']) expect(res.text).toContain(`name="${name}"`);
    expect(res.text).toMatch(/<button type="submit"/);
  });

  test('structured data lists the page’s services', async () => {
    const res = await getPage('/services', 'en').expect(200);
    const [list] = structuredData(res.text);
    expect(list?.['@type']).toBe('ItemList');
    const items = list?.itemListElement as { position: number; url: string; name: string }[];
    expect(items).toHaveLength(12);
    expect(items[0]?.position).toBe(1);
    expect(items[0]?.url).toMatch(/^https:\/\/huquq\.test\/en\/services\/\d+$/);
  });

  test('the payload carries trimmed cards, not full descriptions', async () => {
    const res = await getPayload('/services?parent=family', 'en').expect(200);
    const data = res.body.data as { list: { items: Record<string, unknown>[] }; groups: SpecializationGroup[] };
    expect(data.list.items.length).toBeGreaterThan(0);
    for (const item of data.list.items) {
      expect(item).not.toHaveProperty('description');
      expect(String(item.excerpt).length).toBeLessThanOrEqual(141);
    }
    expect(JSON.stringify(res.body).length).toBeLessThan(10_000);
  });
});
