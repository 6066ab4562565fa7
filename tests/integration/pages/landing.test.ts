import type { ListResult, ServiceCard, SpecialistCard, SpecializationGroup } from '../../../shared/api/types.js';
import type { Locale } from '../../../shared/locales.js';
import { LOCALES, api, getPage, getPayload, linksIn, metaDescription, structuredData, visibleText } from './catalogue-fixture.js';

const HEADING: Record<Locale, string> = {
  uz: 'Kerakli yuristni toping',
  ru: 'Найдите подходящего юриста',
  en: 'Find the right lawyer',
};

describe('/ (landing) in three languages', () => {
  test.each(LOCALES)('%s: search, fields of law, featured specialists and services, figures', async (locale) => {
    const [groups, specialists, services] = await Promise.all([
      api<ListResult<SpecializationGroup>>('/specializations', locale),
      api<ListResult<SpecialistCard>>('/specialists?sort=rating&verified=true&pageSize=4', locale),
      api<ListResult<ServiceCard>>('/services?sort=popular&pageSize=6', locale),
    ]);
    const res = await getPage('/', locale).expect(200);
    const text = visibleText(res.text);
    expect(text).toContain(HEADING[locale]);
    for (const g of groups.items) expect(text).toContain(g.parent_specialization);
    for (const p of specialists.items) expect(text).toContain(`${p.firstName} ${p.lastName}`);
    for (const s of services.items) expect(text).toContain(s.title);
    expect(res.text).toContain(`>${specialists.total}</dd>`);
    expect(metaDescription(res.text).length).toBeGreaterThan(80);
  });

  test('the fields of law lead to their specialists and services', async () => {
    const links = linksIn((await getPage('/', 'ru').expect(200)).text);
    expect(links).toContain('/ru/specialists?parent=family');
    expect(links).toContain('/ru/services?parent=family');
  });

  test('the search works without JavaScript: a GET form to the specialists with q', async () => {
    const res = await getPage('/', 'en').expect(200);
    const form = /<form[^>]*>(?=[\s\S]*?role="combobox")/.exec(res.text)?.[0] ?? '';
    expect(form).toContain('action="/en/specialists"');
    expect(form).toContain('method="get"');
    const input = /<input[^>]*role="combobox"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(input).toContain('name="q"');
    const results = await getPage('/specialists?q=Karimov', 'en').expect(200);
    expect(visibleText(results.text)).toContain('Aziz Karimov');
  });

  test('the suggestions’ endpoint groups services, specialists and reference for the typed text', async () => {
    const result = await api<{ groups: Record<string, { items: unknown[]; total: number }> }>('/search?q=aliment&limit=4', 'uz');
    expect(result.groups.services?.items.length).toBeGreaterThan(0);
    expect(result.groups.specialists?.items.length).toBeGreaterThan(0);
    expect(result.groups.reference?.items.length).toBeGreaterThan(0);
  });

  test('structured data: the organisation and the site with its search', async () => {
    const res = await getPage('/', 'ru').expect(200);
    const [org, site] = structuredData(res.text);
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Huquq', url: 'https://huquq.test/' });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: 'https://huquq.test/ru',
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: 'https://huquq.test/ru/specialists?q={search_term_string}' } },
    });
  });

  test('the payload is small: trimmed cards, no full texts', async () => {
    const res = await getPayload('/', 'en').expect(200);
    const data = res.body.data as { specialists: unknown[]; services: Record<string, unknown>[]; groups: unknown[] };
    expect(data.specialists).toHaveLength(4);
    expect(data.services).toHaveLength(6);
    for (const s of data.services) expect(s).not.toHaveProperty('description');
    expect(JSON.stringify(res.body).length).toBeLessThan(9_000);
  });
});
