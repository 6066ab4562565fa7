import type { ServiceDetail } from '../../../shared/api/types.js';
import type { Locale } from '../../../shared/locales.js';
import { LOCALES, api, getPage, getPayload, linksIn, metaDescription, structuredData, titleOf, visibleText } from './catalogue-fixture.js';

const PRICE_7: Record<Locale, string> = { uz: '3 500 000 soʻmdan', ru: 'от 3 500 000 сум', en: 'from 3,500,000 UZS' };

describe('/services/{serviceId} in three languages', () => {
  test.each(LOCALES)('%s: title, description, price in soʻm, what the visitor gets, the provider and related services', async (locale) => {
    const service = await api<ServiceDetail>('/services/7', locale);
    const res = await getPage('/services/7', locale).expect(200);
    const text = visibleText(res.text);
    expect(text).toContain(service.title);
    expect(text).toContain(service.description);
    expect(text).toContain(PRICE_7[locale]);
    for (const item of service.deliverables) expect(text).toContain(item);
    for (const s of service.specializations) expect(text).toContain(s.name);
    expect(text).toContain(service.provider.name);
    expect(titleOf(res.text)).toBe(`${service.title} · Huquq`);
    expect(metaDescription(res.text)).toContain(service.provider.name);
    // Related: other services of the same category, never the service itself.
    const related = [...res.text.matchAll(/data-testid="related"[\s\S]*$/g)][0]?.[0] ?? '';
    const relatedIds = [...related.matchAll(/href="[^"]*\/services\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(relatedIds.length).toBeGreaterThan(0);
    expect(relatedIds).not.toContain(7);
  });

  test('a law firm’s service links to the firm, a specialist’s to their profile', async () => {
    const firm = await getPage('/services/7', 'en').expect(200);
    expect(linksIn(firm.text)).toContain('/en/lawfirms?q=Vodiy%20Legal%20Law%20Firm');
    const own = await api<ServiceDetail>('/services/1', 'en');
    expect(own.provider.kind).toBe('specialist');
    const person = await getPage('/services/1', 'en').expect(200);
    expect(own.provider.kind === 'specialist' && linksIn(person.text)).toContain(`/en/${own.provider.kind === 'specialist' ? own.provider.nickname : ''}`);
  });

  test('the breadcrumbs lead back to the list and to the category', async () => {
    const res = await getPage('/services/7', 'ru').expect(200);
    const links = linksIn(res.text);
    expect(links).toContain('/ru/services');
    expect(links).toContain('/ru/services?parent=labour');
    expect(res.text).toMatch(/aria-current="page"[^>]*>[^<]+</);
  });

  test('offers "add to basket" for the service', async () => {
    const res = await getPage('/services/7', 'en').expect(200);
    expect(res.text).toContain('data-testid="add-to-basket"');
    expect(visibleText(res.text).toLowerCase()).toContain('basket');
  });

  test('structured data: a Service with its offer in UZS, its provider and the breadcrumb trail', async () => {
    const res = await getPage('/services/7', 'en').expect(200);
    const [service, crumbs] = structuredData(res.text);
    expect(service).toMatchObject({
      '@type': 'Service',
      name: 'Reinstatement: court representation',
      url: 'https://huquq.test/en/services/7',
      provider: { '@type': 'LegalService', name: 'Vodiy Legal Law Firm' },
      offers: { '@type': 'Offer', priceCurrency: 'UZS', priceSpecification: { minPrice: '3500000.00', priceCurrency: 'UZS' } },
    });
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
  });

  test.each(['/services/999999', '/services/0', '/services/abc', '/services/7x'])('%s is the 404 page', async (path) => {
    const res = await getPage(path, 'en').expect(404);
    expect(res.text).toContain(`Page Not Found: /en${path}`);
  });

  test('an unknown id’s payload is a 404 too', async () => {
    const res = await getPayload('/services/999999', 'ru').expect(404);
    expect(res.body).toEqual({ error: { status: 404, message: 'Страница не найдена: /ru/services/999999' } });
  });
});
