/**
 * The visitor's side of issue 12 as a browser without JavaScript receives it: /basket for a guest
 * and a signed-in visitor, the order page (own, another visitor's 404, the receipt), and the local
 * Payme and Click checkouts, which pay or cancel through our own provider endpoints exactly as the
 * providers call them, outside production only.
 */
import request from 'supertest';
import type { OwnOrder } from '../../../shared/api/orders/contract';
import { formatMoney } from '../../../shared/format/money';
import { orderNumber } from '../../../shared/payments/orders';
import { paymentSettings, STANDIN_KEYS } from '../../../server/payments/settings';
import { paymentStandinsRouter } from '../../../server/payments/standins';
import { loadConfig } from '../../../server/config';
import { createTestApp } from '../../support/app';
import { csrfTokenFor } from '../../../server/security/csrf';
import { engineName, signedInVisitor, TEST_ENV, TEST_ORIGIN, useSeededApi, type SignedInVisitor } from '../api/support';

jest.setTimeout(120_000);

const api = useSeededApi();
let owner: SignedInVisitor;
let other: SignedInVisitor;
let serviceId: number;
let serviceTitle: string;
let servicePrice: number;

beforeAll(async () => {
  owner = await signedInVisitor(api.app, 0);
  other = await signedInVisitor(api.app, 1);
  const { rows } = await api.db.query<{ id: number; title: string; price: number }>(
    "SELECT id, l10n_text(title, 'en') AS title, price FROM services WHERE published AND price > 0 ORDER BY id LIMIT 1",
  );
  serviceId = Number(rows[0]!.id);
  serviceTitle = rows[0]!.title;
  servicePrice = Number(rows[0]!.price);
});

async function placeOrder(visitor: SignedInVisitor, provider: 'payme' | 'click', quantity = 1): Promise<OwnOrder> {
  await visitor.post('/api/v1/me/basket/items', { serviceId, quantity }).expect(200);
  return (await visitor.post('/api/v1/me/orders', { provider }).expect(201)).body as OwnOrder;
}

/** The checkout link's path on this site (the link is absolute, on PUBLIC_ORIGIN). */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The stand-in's form as its page posts it: the visitor's session, the site's origin and the form's CSRF token. */
const standinPost = (visitor: SignedInVisitor, path: string, action: string) =>
  request(api.app)
    .post(path)
    .set('Cookie', `act=${visitor.token}`)
    .set('Origin', TEST_ORIGIN)
    .type('form')
    .send({ action, _csrf: csrfTokenFor(visitor.token) });

const orderOf = async (visitor: SignedInVisitor, id: number) => (await visitor.get(`/api/v1/me/orders/${id}?lang=en`).expect(200)).body as OwnOrder;

describe(`/basket (${engineName})`, () => {
  test('a guest gets the page with its heading; the basket itself is read in the browser', async () => {
    const res = await request(api.app).get('/en/basket').set('Cookie', 'lang=en; i18n_redirected=en').expect(200);
    expect(res.text).toContain('data-testid="page-heading"');
    expect(res.text).toContain('Basket');
    expect(res.text).toContain('Reading your basket');
    expect(res.text).toMatch(/<meta name="robots" content="noindex/);
  });

  test('a signed-in visitor gets the basket rendered on the server: items, quantity, line total, total in so’m', async () => {
    await owner.post('/api/v1/me/basket/items', { serviceId, quantity: 2 }).expect(200);
    const res = await owner.get('/en/basket').expect(200);
    expect(res.headers['cache-control']).toMatch(/private|no-store/);
    expect(res.text).toContain(serviceTitle);
    expect(res.text).toMatch(/data-testid="quantity"[^>]*>2</);
    expect(res.text).toContain(formatMoney(servicePrice * 2, 'en'));
    expect(res.text).toContain('data-testid="checkout"');
    // A price changed since: shown, with what it was, and the total at today's price.
    await api.db.query('UPDATE services SET price = price + 10000 WHERE id = $1', [serviceId]);
    try {
      const changed = await owner.get('/en/basket').expect(200);
      expect(changed.text).toContain('data-testid="prices-changed"');
      expect(changed.text).toContain(`was ${formatMoney(servicePrice, 'en')}`);
      expect(changed.text).toContain(formatMoney((servicePrice + 10000) * 2, 'en'));
      // An order for the old total is refused, never charged silently.
      const refused = await owner.post('/api/v1/me/orders', { provider: 'payme', expectedTotal: servicePrice * 2 }).expect(409);
      expect(refused.body.error.code).toBe('price_changed');
    } finally {
      await api.db.query('UPDATE services SET price = price - 10000 WHERE id = $1', [serviceId]);
    }
    await owner.del(`/api/v1/me/basket/items/${serviceId}`).expect(200);
    const empty = await owner.get('/ru/basket').expect(200);
    expect(empty.text).toContain('data-testid="basket-empty"');
    expect(empty.text).toContain('Корзина пуста');
  });
});

describe(`/basket keeps the provider chosen before signing in (${engineName})`, () => {
  test('/basket?provider=click starts with Click chosen; without it, with Payme', async () => {
    await owner.post('/api/v1/me/basket/items', { serviceId, quantity: 1 }).expect(200);
    try {
      const chosen = await owner.get('/en/basket?provider=click').expect(200);
      const radio = (html: string, name: string) =>
        /<input[^>]*name="provider"[^>]*>/g.exec(html.slice(html.indexOf(`data-testid="provider-${name}"`) - 200))?.[0] ?? '';
      expect(radio(chosen.text, 'click')).toContain('checked=""');
      expect(radio(chosen.text, 'payme')).not.toContain('checked=""');
      const plain = await owner.get('/en/basket').expect(200);
      expect(radio(plain.text, 'payme')).toContain('checked=""');
      expect(radio(plain.text, 'click')).not.toContain('checked=""');
    } finally {
      await owner.del(`/api/v1/me/basket/items/${serviceId}`).expect(200);
    }
  });
});

describe(`/home/orders/{idx} (${engineName})`, () => {
  test('a guest is sent to sign in; another visitor’s order and an unknown id are 404', async () => {
    const order = await placeOrder(owner, 'payme');
    const guest = await request(api.app).get(`/en/home/orders/${order.id}`).set('Cookie', 'lang=en; i18n_redirected=en').expect(302);
    expect(guest.headers.location).toContain(`/auth/sign-in?returnTo=${encodeURIComponent(`/en/home/orders/${order.id}`)}`);
    const theirs = await other.get(`/en/home/orders/${order.id}`).expect(404);
    expect(theirs.text).not.toContain(order.number);
    await other.get('/en/home/orders/999999').expect(404);
    await other.get(`/en/home/orders/${order.id}/_payload.json`).expect(404);
  });

  test('the owner sees the number, state, items, the way to pay and cancel, and the printable receipt', async () => {
    const order = await placeOrder(owner, 'click', 3);
    const res = await owner.get(`/ru/home/orders/${order.id}`).expect(200);
    expect(res.text).toContain(`Заказ ${orderNumber(order.id)}`);
    expect(res.text).toContain('Ожидает оплаты');
    expect(res.text).toContain('data-testid="pay-order"');
    expect(res.text).toContain('data-testid="cancel-order"');
    expect(res.text).toContain(formatMoney(servicePrice * 3, 'ru'));
    const receipt = await owner.get(`/en/home/orders/${order.id}?receipt`).expect(200);
    expect(receipt.text).toContain('data-testid="receipt"');
    expect(receipt.text).toContain(`Receipt for order ${order.number}`);
    expect(receipt.text).toContain('data-testid="receipt-not-paid"');
    // /home lists it by its number.
    const home = await owner.get('/en/home').expect(200);
    expect(home.text).toContain(`Order ${order.number}`);
    expect(home.text).toContain(`href="/en/home/orders/${order.id}"`);
  });
});

describe(`the local payment stand-ins (${engineName})`, () => {
  test('Payme: the page shows the order and amount; Pay runs Check, Create, Perform and returns to a paid order', async () => {
    const order = await placeOrder(owner, 'payme', 2);
    const path = pathOf(order.checkoutUrl!);
    expect(path).toMatch(/^\/_payme\//);
    const page = await owner.get(path).expect(200);
    expect(page.text).toContain(order.number);
    expect(page.text).toContain(formatMoney(order.amount, 'uz'));
    expect(page.text).toContain(`name="_csrf" value="${csrfTokenFor(owner.token)}"`);
    expect(page.headers['cache-control']).toBe('no-store');
    const paid = await standinPost(owner, path, 'pay').expect(303);
    expect(paid.headers.location).toBe(`https://huquq.test/home/orders/${order.id}`);
    const after = await orderOf(owner, order.id);
    expect(after.state).toBe('paid');
    expect(after.payments).toEqual([
      expect.objectContaining({ provider: 'payme', state: 'performed', amount: order.amount, transactionId: expect.stringMatching(/^[0-9a-f]{24}$/) }),
    ]);
    // Paying again is refused by our endpoint, as Payme would refuse it: the page says why (not a 502).
    const again = await standinPost(owner, path, 'pay').expect(200);
    expect(again.text).toContain('data-testid="standin-failed"');
    expect(again.text).toContain('(-31051)');
    const receipt = await owner.get(`/en/home/orders/${order.id}?receipt`).expect(200);
    expect(receipt.text).toContain(after.payments[0]!.transactionId);
    expect(receipt.text).not.toContain('data-testid="receipt-not-paid"');
  });

  test('Payme: Cancel cancels the created transaction; the order stays payable', async () => {
    const order = await placeOrder(owner, 'payme');
    const path = pathOf(order.checkoutUrl!);
    await standinPost(owner, path, 'cancel').expect(303);
    const after = await orderOf(owner, order.id);
    expect(after.state).toBe('pending');
    expect(after.payments).toEqual([expect.objectContaining({ provider: 'payme', state: 'cancelled' })]);
  });

  test('Click: Pay runs prepare and complete with valid signatures; Cancel (error < 0) leaves the order payable', async () => {
    const order = await placeOrder(owner, 'click');
    const path = pathOf(order.checkoutUrl!);
    expect(path).toMatch(/^\/_click\?/);
    const page = await owner.get(path).expect(200);
    expect(page.text).toContain(order.number);
    await standinPost(owner, path, 'cancel').expect(303);
    let after = await orderOf(owner, order.id);
    expect(after.state).toBe('pending');
    expect(after.payments).toEqual([expect.objectContaining({ provider: 'click', state: 'cancelled' })]);
    const paid = await standinPost(owner, path, 'pay').expect(303);
    expect(paid.headers.location).toBe(`https://huquq.test/home/orders/${order.id}`);
    after = await orderOf(owner, order.id);
    expect(after.state).toBe('paid');
  });

  test('the pages act for the order’s owner only: another visitor and a guest see neither the order nor its amount', async () => {
    for (const provider of ['payme', 'click'] as const) {
      const order = await placeOrder(owner, provider);
      const path = pathOf(order.checkoutUrl!);
      for (const res of [await other.get(path), await request(api.app).get(path)]) {
        expect(res.status).toBe(404);
        expect(res.text).toContain('data-testid="standin-not-yours"');
        expect(res.text).not.toContain(order.number);
        expect(res.text).not.toContain(formatMoney(order.amount, 'uz'));
      }
      // Another visitor's own valid form (their session, their token) cannot pay it either.
      const theirs = await standinPost(other, path, 'pay').expect(404);
      expect(theirs.text).not.toContain(order.number);
      expect((await orderOf(owner, order.id)).state).toBe('pending');
    }
  });

  test('a cross-site form, or a form without the session’s token, cannot mark the order paid', async () => {
    const order = await placeOrder(owner, 'payme');
    const path = pathOf(order.checkoutUrl!);
    const forged = { action: 'pay', _csrf: csrfTokenFor(owner.token) };
    await request(api.app).post(path).set('Cookie', `act=${owner.token}`).set('Origin', 'https://evil.example').type('form').send(forged).expect(403);
    await request(api.app).post(path).set('Cookie', `act=${owner.token}`).set('Origin', TEST_ORIGIN).type('form').send({ action: 'pay' }).expect(403);
    await request(api.app).post(path).set('Cookie', `act=${owner.token}`).type('form').send({ action: 'pay', _csrf: 'x' }).expect(403);
    const after = await orderOf(owner, order.id);
    expect(after.state).toBe('pending');
    expect(after.payments).toEqual([]);
  });

  test('a bad link or action is refused; a return address elsewhere never leaves the site', async () => {
    await request(api.app).get('/_payme/bm90IGEgbGluaw==').expect(400);
    await request(api.app).get('/_click?transaction_param=x&amount=1').expect(400);
    const order = await placeOrder(owner, 'click');
    const url = new URL(order.checkoutUrl!);
    url.searchParams.set('return_url', 'https://evil.example/steal');
    const path = `${url.pathname}${url.search}`;
    await standinPost(owner, path, 'steal').expect(400);
    const res = await standinPost(owner, path, 'cancel').expect(303);
    expect(res.headers.location).toBe('/home');
  });

  test('production: no stand-in, and no stand-in credentials accepted', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      METRICS_TOKEN: 'a-long-metrics-token-123',
      PUBLIC_ORIGIN: 'https://huquq.uz',
      ONEID_BASE_URL: 'https://sso.egov.uz',
      ONEID_CLIENT_ID: 'huquq',
      ONEID_CLIENT_SECRET: 'secret',
      LOG_LEVEL: 'silent',
    });
    expect(paymentStandinsRouter({ settings: paymentSettings(config), resources: {} })).toBeNull();
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://huquq.uz',
        ONEID_BASE_URL: 'https://sso.egov.uz',
        ONEID_CLIENT_ID: 'huquq',
        ONEID_CLIENT_SECRET: 'secret',
        PAYMENTS_STANDIN: 'on',
      }),
    ).toThrow(/PAYMENTS_STANDIN: the payment stand-ins must never run in production/);
    const { app } = createTestApp(
      {
        ...TEST_ENV,
        NODE_ENV: 'production',
        METRICS_TOKEN: 'a-long-metrics-token-123',
        ONEID_BASE_URL: 'https://sso.egov.uz',
        ONEID_CLIENT_ID: 'huquq',
        ONEID_CLIENT_SECRET: 'secret',
      },
      { db: api.db },
    );
    await request(app).get('/_payme/bT1zdGFuZGluO2FjLm9yZGVyX2lkPTE7YT0xMDA=').expect(404);
    await request(app).get('/_click?transaction_param=1&amount=1.00').expect(404);
    const rpc = await request(app)
      .post('/api/payments/payme')
      .set('Authorization', `Basic ${Buffer.from(`Paycom:${STANDIN_KEYS.paymeKey}`).toString('base64')}`)
      .send({ jsonrpc: '2.0', id: 1, method: 'CheckTransaction', params: { id: 'x' } });
    expect(rpc.status).toBe(404);
  });
});
