import type { LawFirmCard, LawFirmDetail, ListResult, Region } from '../../../shared/api/types.js';
import type { Locale } from '../../../shared/locales.js';
import { testApiDatabase } from '../../support/app.js';
import { LOCALES, api, getPage, getPayload, linksIn, metaDescription, structuredData, titleOf, visibleText } from './catalogue-fixture.js';

const FOUND: Record<Locale, string> = { uz: 'Topildi', ru: 'Найдено', en: 'Found' };
const VERIFIED: Record<Locale, string> = { uz: 'Tekshirilgan', ru: 'Проверена', en: 'Verified' };
const EMPTY: Record<Locale, string> = { uz: 'Yuridik firma topilmadi', ru: 'Юридические фирмы не найдены', en: 'No law firms found' };

/** Firm ids in the order the cards show them. */
const firmsOnPage = (html: string) =>
  [...html.matchAll(/data-testid="firm-link"[^>]*>([^<]*)<\/a>/g)].map((m) => (m[1] ?? '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&'));
const firmLinks = (html: string) => linksIn(html).filter((href) => /[?&]firm=\d+/.test(href));

async function firmId(slug: string): Promise<number> {
  const { rows } = await testApiDatabase().query<{ id: number }>('SELECT id FROM law_firms WHERE slug = $1', [slug]);
  return rows[0]!.id;
}

describe('/lawfirms in three languages', () => {
  test.each(LOCALES)('%s: the best rated firms with their region, rating, specialists and practice', async (locale) => {
    const expected = await api<ListResult<LawFirmCard>>('/lawfirms?pageSize=12', locale);
    const res = await getPage('/lawfirms', locale).expect(200);
    const text = visibleText(res.text);
    expect(firmsOnPage(res.text)).toEqual(expected.items.map((f) => f.name));
    for (const firm of expected.items) {
      expect(text).toContain(firm.region.name);
      expect(text).toContain(firm.specializations[0]!.name);
    }
    expect(text).toContain(`${FOUND[locale]}: ${expected.total}`);
    expect(text).toContain(VERIFIED[locale]);
    expect(titleOf(res.text)).toMatch(/ · Huquq$/);
    expect(metaDescription(res.text).length).toBeGreaterThan(60);
    // Each card is a link to the list with that firm open.
    expect(firmLinks(res.text)).toHaveLength(expected.items.length);
  });

  test('the structured data lists the firms as LegalService with address and rating', async () => {
    const res = await getPage('/lawfirms', 'en').expect(200);
    const list = structuredData(res.text).find((d) => d['@type'] === 'ItemList') as { itemListElement: { position: number; item: Record<string, unknown> }[] };
    expect(list.itemListElement).toHaveLength(12);
    const first = list.itemListElement[0]!;
    expect(first.position).toBe(1);
    expect(first.item).toMatchObject({
      '@type': 'LegalService',
      name: 'Oila Maslahat Legal Centre',
      address: { '@type': 'PostalAddress', addressCountry: 'UZ', addressLocality: 'Tashkent' },
      aggregateRating: { '@type': 'AggregateRating', bestRating: 5 },
    });
    expect(first.item.url).toMatch(/^https:\/\/huquq\.test\/en\/lawfirms\?firm=\d+$/);
  });
});

describe('/lawfirms filters and pages through the URL', () => {
  test('a region shows only its firms and is the chosen option', async () => {
    const regions = await api<ListResult<Region>>('/regions', 'ru');
    const samarkand = regions.items.find((r) => r.slug === 'samarkand')!;
    const expected = await api<ListResult<LawFirmCard>>('/lawfirms?region=samarkand', 'ru');
    expect(expected.total).toBeGreaterThan(0);
    const res = await getPage('/lawfirms?region=samarkand', 'ru').expect(200);
    expect(firmsOnPage(res.text)).toEqual(expected.items.map((f) => f.name));
    expect(res.text).toContain(`<option value="samarkand" selected="">${samarkand.name}</option>`);
    expect(metaDescription(res.text)).toContain(samarkand.name);
    // The firm links keep the region.
    expect(firmLinks(res.text).every((href) => href.startsWith('/ru/lawfirms?region=samarkand&firm='))).toBe(true);
  });

  test('a search finds a firm by its name in any language', async () => {
    const res = await getPage('/lawfirms?q=Mezon', 'en').expect(200);
    expect(firmsOnPage(res.text)).toEqual(['Mezon Law Firm']);
    expect(res.text).toMatch(/<input[^>]*name="q"[^>]*value="Mezon"/);
  });

  test('numbered pages: page 2 has the rest, with links to page 1 and back', async () => {
    const expected = await api<ListResult<LawFirmCard>>('/lawfirms?pageSize=12&page=2', 'en');
    const res = await getPage('/lawfirms?page=2', 'en').expect(200);
    expect(firmsOnPage(res.text)).toEqual(expected.items.map((f) => f.name));
    expect(expected.items.length).toBe(3);
    const pagination = res.text.slice(res.text.indexOf('data-testid="pagination"'));
    expect(pagination).toMatch(/<a[^>]*aria-label="Page 2"[^>]*aria-current="page"[^>]*>2<\/a>/);
    expect(pagination).toMatch(/<a[^>]*aria-label="Page 1"[^>]*href="\/en\/lawfirms"[^>]*>1<\/a>/);
    expect(pagination).toMatch(/<a[^>]*aria-label="Previous page"[^>]*href="\/en\/lawfirms"/);
    expect(titleOf(res.text)).toBe('Law firms, page 2 · Huquq');
  });

  test('bad parameters are dropped: the whole list', async () => {
    const all = await getPage('/lawfirms', 'en').expect(200);
    for (const path of [
      '/lawfirms?page=abc',
      '/lawfirms?page=0',
      '/lawfirms?region=atlantis',
      '/lawfirms?region=Bad%20Slug',
      '/lawfirms?firm=abc',
      '/lawfirms?q=',
    ]) {
      const res = await getPage(path, 'en').expect(200);
      expect(firmsOnPage(res.text)).toEqual(firmsOnPage(all.text));
      expect(res.text).not.toContain('data-testid="slide-over-static"');
    }
  });

  test('nothing found says so and offers to clear the filters', async () => {
    for (const locale of LOCALES) {
      const res = await getPage('/lawfirms?q=zzqqxxyy', locale).expect(200);
      expect(visibleText(res.text)).toContain(EMPTY[locale]);
      expect(res.text).toContain('data-testid="no-results"');
      expect(linksIn(res.text)).toContain(locale === 'uz' ? '/lawfirms' : `/${locale}/lawfirms`);
    }
  });

  test('the payload of a filtered page carries the cards, small', async () => {
    const res = await getPayload('/lawfirms?region=samarkand', 'en').expect(200);
    const data = res.body.data as { list: { items: { name: string }[] }; filters: { region: string } };
    expect(data.filters.region).toBe('samarkand');
    expect(data.list.items.map((f) => f.name)).toContain('Registon Huquq Law Firm');
    expect(JSON.stringify(res.body).length).toBeLessThan(8_000);
  });
});

describe('a firm opened by its link (?firm=)', () => {
  test.each(LOCALES)('%s: the server renders its slide-over open with contacts, practice and specialists', async (locale) => {
    const id = await firmId('mezon');
    const firm = await api<LawFirmDetail>(`/lawfirms/${id}`, locale);
    const res = await getPage(`/lawfirms?firm=${id}`, locale).expect(200);
    expect(res.text).toContain('data-testid="slide-over-static"');
    // In place, not a hidden segment a script moves in (it shows without JavaScript).
    expect(res.text).not.toContain('<!--$?-->');
    const panel = res.text.slice(res.text.indexOf('data-testid="slide-over-static"'));
    const text = visibleText(panel);
    expect(text).toContain(firm.name);
    expect(text).toContain(firm.address);
    expect(text).toContain(firm.phone);
    expect(panel).toContain(`href="mailto:${firm.email}"`);
    expect(panel).toContain(`href="${firm.website}"`);
    expect(firm.specialists.length).toBeGreaterThan(0);
    for (const person of firm.specialists) expect(text).toContain(`${person.firstName} ${person.lastName}`);
    for (const area of firm.specializations) expect(text).toContain(area.name);
    // Closing is a link back to the list.
    expect(linksIn(panel)).toContain(locale === 'uz' ? '/lawfirms' : `/${locale}/lawfirms`);
    expect(titleOf(res.text)).toContain(firm.name);
  });

  test('its structured data is a LegalService with the people who work there', async () => {
    const id = await firmId('mezon');
    const res = await getPage(`/lawfirms?firm=${id}`, 'en').expect(200);
    const firm = structuredData(res.text).find((d) => d['@type'] === 'LegalService') as Record<string, unknown>;
    expect(firm).toMatchObject({ name: 'Mezon Law Firm', telephone: '+998 71 205 14 40', email: 'info@mezon-law.uz', foundingDate: '2009' });
    const people = firm.employee as { '@type': string; name: string; url: string }[];
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((p) => p['@type'] === 'Person' && p.url.startsWith('https://huquq.test/en/'))).toBe(true);
    expect(people.map((p) => p.name)).toContain('Aziz Karimov');
  });

  test("the HTML preloads the panel's code (a chunk of its own) only when a firm is open", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const list = preloads((await getPage('/lawfirms', 'ru').expect(200)).text);
    expect(list).toEqual(expect.arrayContaining(['/assets/LawfirmsPage-test.js', '/assets/shared-firm-test.js']));
    expect(list).not.toContain('/assets/FirmPanelBody-test.js');
    const opened = preloads((await getPage(`/lawfirms?firm=${await firmId('mezon')}`, 'ru').expect(200)).text);
    expect(opened).toEqual(expect.arrayContaining(['/assets/LawfirmsPage-test.js', '/assets/FirmPanelBody-test.js']));
    // A chunk both need is named once.
    expect(opened.filter((file) => file === '/assets/shared-firm-test.js')).toHaveLength(1);
  });

  test('a firm that does not exist is a 404', async () => {
    await getPage('/lawfirms?firm=999999', 'en').expect(404);
    await getPayload('/lawfirms?firm=999999', 'en').expect(404);
  });
});
