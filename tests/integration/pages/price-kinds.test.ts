/**
 * Issue 29 as the pages show it: a service priced "from" offers "Ask for a price" (since issue 31
 * the question to its specialist about it) and says why, instead of "Add to basket"; the support
 * page takes a subject from its address; the basket shows a quantity only for a service sold by
 * the unit.
 */
import request from 'supertest';
import type { ServiceDetail } from '../../../shared/api/types.js';
import { RETURNING } from '../../support/app.js';
import { signedInVisitor, useSeededApi } from '../api/support';

jest.setTimeout(120_000);

const seeded = useSeededApi();
const getPage = (path: string, lang: 'ru' | 'en') => request(seeded.app).get(`/${lang}${path}`).set('Cookie', RETURNING);
const api = async <T>(path: string, lang: string) => (await request(seeded.app).get(`/api/v1${path}?lang=${lang}`).expect(200)).body as T;
const visibleText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a service priced “from”', () => {
  test('offers “Ask for a price” with the reason, never “Add to basket”; a fixed price is bought', async () => {
    // Service 7 is priced "from" (tests/integration/pages/service.test.ts), service 1 at a fixed price.
    const from = await api<ServiceDetail>('/services/7', 'ru');
    expect(from.priceKind).toBe('from');
    const res = await getPage('/services/7', 'ru').expect(200);
    const aside = res.text.slice(res.text.indexOf('data-testid="price"'), res.text.indexOf('</aside>', res.text.indexOf('data-testid="price"')));
    expect(aside).not.toContain('data-testid="add-to-basket"');
    expect(aside).toContain('data-testid="ask-price"');
    const tag = /<a [^>]*data-testid="ask-price"[^>]*>/.exec(aside)?.[0] ?? '';
    const link = /href="([^"]+)"/.exec(tag.replace(/&amp;/g, '&'))?.[1];
    expect(link).toBeDefined();
    // The question to its specialist about it, its first line asking the price (issue 31).
    const url = new URL(link!, 'https://huquq.test');
    expect(url.pathname).toBe('/ru/home/messages/new');
    expect(Object.fromEntries(url.searchParams)).toEqual({ service: '7', topic: 'price' });
    expect(visibleText(aside)).toContain('Запросить цену');
    expect(visibleText(aside)).toContain('Цена зависит от вашего случая');

    const fixed = await getPage('/services/1', 'en').expect(200);
    const fixedAside = fixed.text.slice(fixed.text.indexOf('data-testid="price"'), fixed.text.indexOf('</aside>', fixed.text.indexOf('data-testid="price"')));
    expect(fixedAside).toContain('data-testid="add-to-basket"');
    expect(fixedAside).not.toContain('data-testid="ask-price"');
  });

  test('the support form arrives with the subject filled in, cut to its limit', async () => {
    const subject = 'Цена услуги «Взыскание долга»';
    const res = await getPage(`/support?subject=${encodeURIComponent(subject)}`, 'ru').expect(200);
    expect(res.text).toMatch(/name="subject"[^>]*value="Цена услуги «Взыскание долга»"|value="Цена услуги «Взыскание долга»"[^>]*name="subject"/);
    const long = await getPage(`/support?subject=${'x'.repeat(500)}`, 'en').expect(200);
    expect(long.text).toContain(`value="${'x'.repeat(200)}"`);
    expect(long.text).not.toContain(`value="${'x'.repeat(201)}`);
  });
});

describe('the basket’s quantity', () => {
  test('a stepper for a service sold by the unit, none for one that is not', async () => {
    const me = await signedInVisitor(seeded.app, 3);
    const pick = async (countable: boolean) =>
      Number(
        (
          await seeded.db.query<{ id: number }>(
            "SELECT id FROM services WHERE published AND price > 0 AND price_kind = 'fixed' AND countable = $1 ORDER BY id LIMIT 1",
            [countable],
          )
        ).rows[0]!.id,
      );
    const [unit, once] = [await pick(true), await pick(false)];
    await me.post('/api/v1/me/basket/items', { serviceId: unit, quantity: 2 }).expect(200);
    await me.post('/api/v1/me/basket/items', { serviceId: once }).expect(200);
    const res = await me.get('/en/basket').expect(200);
    const rows = res.text.split('data-testid="basket-item"').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('data-testid="quantity-more"');
    expect(rows[1]!.slice(0, rows[1]!.indexOf('data-testid="remove-item"'))).not.toContain('data-testid="quantity');
  });
});
