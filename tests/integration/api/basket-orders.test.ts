/**
 * The basket and orders, /api/v1/me/basket and /api/v1/me/orders (issue 12): items added, changed
 * and removed, a guest's basket merged on sign-in, prices re-read (a changed price shows, and an
 * order asked for at the old total is refused), orders placed from the basket with items and
 * prices frozen and the basket emptied, checkout links of both providers, expiry, ownership,
 * and hostile input. Issue 29: a "from" price is refused in a basket and an order, and a quantity
 * above 1 of a service not sold by the unit; the order names each item's seller.
 */
import request from 'supertest';
import type { Basket, BasketMergeResult, OwnOrder, OwnOrderList } from '../../../shared/api/orders/contract';
import { parsePaymeCheckoutParams } from '../../../shared/payments/checkout';
import { createApiClient, inProcessTransport } from '../../../server/api-client/index';
import { loadLocaleResources } from '../../../server/web/i18n';
import path from 'node:path';
import { engineName, signedInVisitor, TEST_ORIGIN, useSeededApi } from './support';

jest.setTimeout(120_000);

const api = useSeededApi({
  env: {
    PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
    PAYME_MERCHANT_KEY: 'TEST_KEY',
    PAYME_CHECKOUT_URL: 'https://test.paycom.uz',
    CLICK_SERVICE_ID: '1234',
    CLICK_MERCHANT_ID: '5678',
    CLICK_SECRET_KEY: 'click-secret',
  },
});

/** Services sold by the unit at a fixed price: any quantity of them may be bought. */
let services: Array<{ id: number; price: number }>;
let unpublished: number | undefined;
/** A fixed-price service not sold by the unit, and one priced "from" (issue 29). */
let single: { id: number; title: string };
let fromPrice: { id: number; title: string };

beforeAll(async () => {
  services = (
    await api.db.query<{ id: number; price: number }>(
      "SELECT id, price FROM services WHERE published AND price > 0 AND price_kind = 'fixed' AND countable ORDER BY id LIMIT 4",
    )
  ).rows.map((r) => ({
    id: Number(r.id),
    price: Number(r.price),
  }));
  const one = async (where: string) => {
    const row = (
      await api.db.query<{ id: number; title: string }>(
        `SELECT id, l10n_text(title, 'en') AS title FROM services WHERE published AND price > 0 AND ${where} ORDER BY id LIMIT 1`,
      )
    ).rows[0]!;
    return { id: Number(row.id), title: row.title };
  };
  single = await one("price_kind = 'fixed' AND NOT countable");
  fromPrice = await one("price_kind = 'from'");
  unpublished = (await api.db.query<{ id: number }>('SELECT id FROM services WHERE NOT published ORDER BY id LIMIT 1')).rows[0]?.id;
});

/** The stand-in has four demo citizens; each test starts with every basket empty. */
async function visitor(citizen: number) {
  const me = await signedInVisitor(api.app, citizen % 4);
  const cookie = () => `act=${me.token}`;
  return {
    ...me,
    patch: (url: string, body: unknown) =>
      request(api.app)
        .patch(url)
        .set('Cookie', cookie())
        .set('Origin', TEST_ORIGIN)
        .set('X-Requested-With', 'huquq')
        .send(body as object),
    raw: (method: 'post' | 'patch', url: string, body: string, type = 'application/json') =>
      request(api.app)[method](url).set('Cookie', cookie()).set('Origin', TEST_ORIGIN).set('X-Requested-With', 'huquq').set('Content-Type', type).send(body),
  };
}
type Visitor = Awaited<ReturnType<typeof visitor>>;

const basketOf = async (me: Visitor) => (await me.get('/api/v1/me/basket').expect(200)).body as Basket;
const empty = async (me: Visitor) => {
  for (const item of (await basketOf(me)).items) await me.del(`/api/v1/me/basket/items/${item.serviceId}`).expect(200);
};

beforeEach(async () => {
  await api.db.query('DELETE FROM basket_items');
});

describe(`basket, /api/v1/me/basket (${engineName})`, () => {
  test('adds, adds again on top, changes the quantity, removes; totals in tiyin at today’s prices', async () => {
    const me = await visitor(0);
    const [a, b] = [services[0]!, services[1]!];
    const first = (await me.post('/api/v1/me/basket/items', { serviceId: a.id }).expect(200)).body as Basket;
    expect(first.items).toEqual([
      expect.objectContaining({ serviceId: a.id, quantity: 1, price: a.price, lineTotal: a.price, priceChanged: false, available: true }),
    ]);
    await me.post('/api/v1/me/basket/items', { serviceId: a.id, quantity: 2 }).expect(200);
    await me.post('/api/v1/me/basket/items', { serviceId: b.id, quantity: '3' }).expect(200);
    let basket = await basketOf(me);
    expect(basket.items.map((item) => [item.serviceId, item.quantity])).toEqual([
      [a.id, 3],
      [b.id, 3],
    ]);
    expect(basket.count).toBe(6);
    expect(basket.total).toBe(3 * a.price + 3 * b.price);

    basket = (await me.patch(`/api/v1/me/basket/items/${a.id}`, { quantity: 1 }).expect(200)).body as Basket;
    expect(basket.total).toBe(a.price + 3 * b.price);
    basket = (await me.del(`/api/v1/me/basket/items/${b.id}`).expect(200)).body as Basket;
    expect(basket.items.map((item) => item.serviceId)).toEqual([a.id]);
    // Removing again is fine; changing what is not there is 404.
    await me.del(`/api/v1/me/basket/items/${b.id}`).expect(200);
    await me.patch(`/api/v1/me/basket/items/${b.id}`, { quantity: 2 }).expect(404);
    // At most 99 of one service.
    await me.post('/api/v1/me/basket/items', { serviceId: a.id, quantity: 99 }).expect(200);
    expect((await basketOf(me)).items[0]?.quantity).toBe(99);
    await empty(me);
    expect(await basketOf(me)).toEqual({ items: [], count: 0, total: 0, priceChanged: false });
  });

  test('an unknown or unpublished service is 404; a guest is 401; a cross-site write 403', async () => {
    const me = await visitor(1);
    await me.post('/api/v1/me/basket/items', { serviceId: 2_000_000_000 }).expect(404);
    if (unpublished !== undefined) await me.post('/api/v1/me/basket/items', { serviceId: unpublished }).expect(404);
    await request(api.app).get('/api/v1/me/basket').expect(401);
    await request(api.app)
      .post('/api/v1/me/basket/items')
      .set('Origin', TEST_ORIGIN)
      .set('X-Requested-With', 'huquq')
      .send({ serviceId: services[0]!.id })
      .expect(401);
    await request(api.app)
      .post('/api/v1/me/basket/items')
      .set('Cookie', `act=${me.token}`)
      .set('Origin', 'https://evil.test')
      .send({ serviceId: services[0]!.id })
      .expect(403);
  });

  test('a changed price is shown in the basket, with the price it was added at', async () => {
    const me = await visitor(2);
    const s = services[2]!;
    await me.post('/api/v1/me/basket/items', { serviceId: s.id, quantity: 2 }).expect(200);
    await api.db.query('UPDATE services SET price = price + 100000 WHERE id = $1', [s.id]);
    try {
      const basket = await basketOf(me);
      expect(basket.items[0]).toMatchObject({ price: s.price + 100000, priceWhenAdded: s.price, priceChanged: true, lineTotal: 2 * (s.price + 100000) });
      expect(basket.priceChanged).toBe(true);
      expect(basket.total).toBe(2 * (s.price + 100000));
      // An order at the total the payer saw before is refused with the basket as it is now.
      const refused = await me.post('/api/v1/me/orders?lang=en', { provider: 'payme', expectedTotal: 2 * s.price }).expect(409);
      expect(refused.body.error).toMatchObject({ code: 'price_changed', current: { total: 2 * (s.price + 100000) } });
      expect(refused.body.error.message).toMatch(/UZS/);
      // Changing the quantity confirms today's price.
      const confirmed = (await me.patch(`/api/v1/me/basket/items/${s.id}`, { quantity: 2 }).expect(200)).body as Basket;
      expect(confirmed.items[0]).toMatchObject({ priceWhenAdded: s.price + 100000, priceChanged: false });
    } finally {
      await api.db.query('UPDATE services SET price = $2 WHERE id = $1', [s.id, s.price]);
      await empty(me);
    }
  });

  test('an unpublished service stays, marked unavailable, out of the total', async () => {
    const me = await visitor(3);
    const [a, b] = [services[0]!, services[3]!];
    await me.post('/api/v1/me/basket/items', { serviceId: a.id }).expect(200);
    await me.post('/api/v1/me/basket/items', { serviceId: b.id }).expect(200);
    await api.db.query('UPDATE services SET published = false WHERE id = $1', [b.id]);
    try {
      const basket = await basketOf(me);
      expect(basket.items.find((item) => item.serviceId === b.id)?.available).toBe(false);
      expect(basket.total).toBe(a.price);
      expect(basket.count).toBe(1);
    } finally {
      await api.db.query('UPDATE services SET published = true WHERE id = $1', [b.id]);
      await empty(me);
    }
  });

  test('a guest basket merges on sign-in: added, raised to the larger quantity, unknown skipped, a repeat changes nothing', async () => {
    const me = await visitor(4);
    const [a, b, c] = [services[0]!, services[1]!, services[2]!];
    await me.post('/api/v1/me/basket/items', { serviceId: a.id, quantity: 5 }).expect(200);
    await me.post('/api/v1/me/basket/items', { serviceId: b.id, quantity: 1 }).expect(200);
    const guest = {
      items: [
        { serviceId: a.id, quantity: 2 },
        { serviceId: b.id, quantity: 4 },
        { serviceId: c.id, quantity: 1 },
        { serviceId: 2_000_000_000, quantity: 1 },
      ],
    };
    const merged = (await me.post('/api/v1/me/basket/merge', guest).expect(200)).body as BasketMergeResult;
    expect(merged.merged).toBe(2);
    expect(merged.basket.items.map((item) => [item.serviceId, item.quantity])).toEqual([
      [a.id, 5],
      [b.id, 4],
      [c.id, 1],
    ]);
    const again = (await me.post('/api/v1/me/basket/merge', guest).expect(200)).body as BasketMergeResult;
    expect(again.merged).toBe(0);
    expect(again.basket).toEqual(merged.basket);
    await me.post('/api/v1/me/basket/merge', { items: [] }).expect(200);
    await empty(me);
  });

  test('hostile input: bad JSON, wrong types, out-of-range quantities, extra fields, huge bodies, too many items', async () => {
    const me = await visitor(5);
    const s = services[0]!.id;
    expect((await me.raw('post', '/api/v1/me/basket/items', '{"serviceId":').expect(400)).body.error.code).toBe('malformed_json');
    await me.raw('post', '/api/v1/me/basket/items', `serviceId=${s}`, 'application/x-www-form-urlencoded').expect(415);
    for (const body of [
      {},
      { serviceId: 'abc' },
      { serviceId: -1 },
      { serviceId: 1.5 },
      { serviceId: s, quantity: 0 },
      { serviceId: s, quantity: -2 },
      { serviceId: s, quantity: 1.5 },
      { serviceId: s, quantity: 100 },
      { serviceId: s, quantity: 1e300 },
      { serviceId: s, quantity: '1e3' },
      { serviceId: s, quantity: null },
      { serviceId: s, price: 1 },
      [],
    ]) {
      const res = await me.post('/api/v1/me/basket/items?lang=ru', body).expect(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
    expect((await me.post('/api/v1/me/basket/items?lang=en', { serviceId: s, quantity: 100 }).expect(400)).body.error.fields).toHaveProperty('quantity');
    await me.patch('/api/v1/me/basket/items/abc', { quantity: 1 }).expect(400);
    await me.patch(`/api/v1/me/basket/items/${s}`, { quantity: 'lots' }).expect(400);
    await me.del('/api/v1/me/basket/items/99999999999').expect(400);
    await me.raw('post', '/api/v1/me/basket/items', JSON.stringify({ serviceId: s, note: 'x'.repeat(70_000) })).expect(413);
    const tooMany = { items: Array.from({ length: 51 }, (_, i) => ({ serviceId: i + 1, quantity: 1 })) };
    expect((await me.post('/api/v1/me/basket/merge', tooMany).expect(400)).body.error.fields).toHaveProperty('items');
    await me.post('/api/v1/me/basket/merge', { items: [{ serviceId: s, quantity: 0 }] }).expect(400);
    await me.post('/api/v1/me/basket/merge', { items: 'all' }).expect(400);
    await request(api.app)
      .put('/api/v1/me/basket/items')
      .set('Cookie', `act=${me.token}`)
      .set('Origin', TEST_ORIGIN)
      .set('X-Requested-With', 'huquq')
      .expect(405);
    expect(await basketOf(me)).toMatchObject({ items: [] });
  });
});

describe(`prices "from" and countable services (${engineName})`, () => {
  test('a "from" service is refused in the basket (409, in the visitor’s language) and skipped by a merge', async () => {
    const me = await visitor(8);
    const en = await me.post('/api/v1/me/basket/items?lang=en', { serviceId: fromPrice.id }).expect(409);
    expect(en.body.error).toMatchObject({ code: 'price_on_request', message: expect.stringMatching(/agreed before work/) });
    const ru = await me.post('/api/v1/me/basket/items?lang=ru', { serviceId: fromPrice.id }).expect(409);
    expect(ru.body.error.message).toMatch(/согласуется до начала работы/);
    const merged = (
      await me
        .post('/api/v1/me/basket/merge', {
          items: [
            { serviceId: fromPrice.id, quantity: 1 },
            { serviceId: services[0]!.id, quantity: 1 },
          ],
        })
        .expect(200)
    ).body as BasketMergeResult;
    expect(merged.basket.items.map((item) => item.serviceId)).toEqual([services[0]!.id]);
    expect(merged.basket.items[0]).toMatchObject({ priceKind: 'fixed', countable: true });
  });

  test('a service not sold by the unit: one is fine, a second is 422 (add, add again, PATCH); a merge takes it once', async () => {
    const me = await visitor(9);
    await me.post('/api/v1/me/basket/items?lang=en', { serviceId: single.id, quantity: 2 }).expect(422);
    const added = (await me.post('/api/v1/me/basket/items', { serviceId: single.id }).expect(200)).body as Basket;
    expect(added.items).toEqual([expect.objectContaining({ serviceId: single.id, quantity: 1, countable: false })]);
    const again = await me.post('/api/v1/me/basket/items?lang=en', { serviceId: single.id }).expect(422);
    expect(again.body.error).toMatchObject({ code: 'quantity_not_countable', message: expect.stringMatching(/only one/) });
    expect((await me.patch(`/api/v1/me/basket/items/${single.id}?lang=uz`, { quantity: 3 }).expect(422)).body.error.code).toBe('quantity_not_countable');
    await me.patch(`/api/v1/me/basket/items/${single.id}`, { quantity: 1 }).expect(200);
    // A service not in the basket is still 404, whatever the quantity.
    await me.patch(`/api/v1/me/basket/items/${services[0]!.id}`, { quantity: 3 }).expect(404);
    await me.del(`/api/v1/me/basket/items/${single.id}`).expect(200);
    const merged = (
      await me
        .post('/api/v1/me/basket/merge', {
          items: [
            { serviceId: single.id, quantity: 4 },
            { serviceId: services[1]!.id, quantity: 4 },
          ],
        })
        .expect(200)
    ).body as BasketMergeResult;
    expect(merged.basket.items.map((item) => [item.serviceId, item.quantity])).toEqual([
      [single.id, 1],
      [services[1]!.id, 4],
    ]);
  });

  test('an order is refused while the basket still holds a "from" service (409) or two of a single one (422), each named', async () => {
    const me = await visitor(10);
    await me.post('/api/v1/me/basket/items', { serviceId: services[0]!.id }).expect(200);
    // As a basket kept from before issue 29 holds them.
    const { rows } = await api.db.query<{ id: number }>(
      'SELECT b.id FROM baskets b JOIN users u ON u.id = b.user_id JOIN basket_items bi ON bi.basket_id = b.id WHERE bi.service_id = $1 LIMIT 1',
      [services[0]!.id],
    );
    const basketId = rows[0]!.id;
    await api.db.query('INSERT INTO basket_items (basket_id, service_id, quantity, unit_price) SELECT $1, id, 1, price FROM services WHERE id = $2', [
      basketId,
      fromPrice.id,
    ]);
    const refused = await me.post('/api/v1/me/orders?lang=en', { provider: 'payme' }).expect(409);
    expect(refused.body.error).toMatchObject({ code: 'price_on_request', current: { titles: [fromPrice.title] } });
    expect(refused.body.error.message).toContain(fromPrice.title);
    await me.del(`/api/v1/me/basket/items/${fromPrice.id}`).expect(200);
    await api.db.query('INSERT INTO basket_items (basket_id, service_id, quantity, unit_price) SELECT $1, id, 2, price FROM services WHERE id = $2', [
      basketId,
      single.id,
    ]);
    const twice = await me.post('/api/v1/me/orders?lang=en', { provider: 'payme' }).expect(422);
    expect(twice.body.error).toMatchObject({ code: 'quantity_not_countable', current: { titles: [single.title] } });
    expect((await basketOf(me)).items).toHaveLength(2);
    await me.patch(`/api/v1/me/basket/items/${single.id}`, { quantity: 1 }).expect(200);
    await me.post('/api/v1/me/orders', { provider: 'payme' }).expect(201);
  });
});

describe(`orders, /api/v1/me/orders (${engineName})`, () => {
  test('an order from the basket: 201 with number, amount in tiyin, pending, a Payme checkout link; items frozen; basket emptied', async () => {
    const me = await visitor(6);
    const [a, b] = [services[0]!, services[1]!];
    await me.post('/api/v1/me/basket/items', { serviceId: a.id, quantity: 2 }).expect(200);
    await me.post('/api/v1/me/basket/items', { serviceId: b.id }).expect(200);
    const total = 2 * a.price + b.price;
    const placed = await me.post('/api/v1/me/orders?lang=ru', { provider: 'payme', expectedTotal: total }).expect(201);
    const order = placed.body as OwnOrder;
    expect(placed.headers.location).toBe(`/api/v1/me/orders/${order.id}`);
    expect(order).toMatchObject({
      number: `HQ-${String(order.id).padStart(6, '0')}`,
      amount: total,
      state: 'pending',
      provider: 'payme',
      itemCount: 3,
      paidAt: null,
    });
    expect(order.items).toEqual([
      expect.objectContaining({ serviceId: a.id, unitPrice: a.price, quantity: 2, lineTotal: 2 * a.price }),
      expect.objectContaining({ serviceId: b.id, unitPrice: b.price, quantity: 1 }),
    ]);
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(12 * 60 * 60 * 1000);
    // Each item names who is paid for it: the specialist (their profile) or the firm (issue 29).
    const { rows: sellers } = await api.db.query<{ id: number; nickname: string | null; name: string | null; law_firm_id: number | null; firm: string | null }>(
      `SELECT sv.id, sp.nickname, l10n_text(sp.first_name, 'ru') || ' ' || l10n_text(sp.last_name, 'ru') AS name, sv.law_firm_id, l10n_text(lf.name, 'ru') AS firm
         FROM services sv LEFT JOIN specialists sp ON sp.id = sv.specialist_id LEFT JOIN law_firms lf ON lf.id = sv.law_firm_id WHERE sv.id = ANY($1::bigint[]) ORDER BY sv.id`,
      [[a.id, b.id]],
    );
    for (const item of order.items) {
      const seller = sellers.find((row) => Number(row.id) === item.serviceId)!;
      expect(item.seller).toMatchObject(
        seller.nickname !== null
          ? { kind: 'specialist', nickname: seller.nickname, name: seller.name }
          : { kind: 'lawfirm', id: Number(seller.law_firm_id), name: seller.firm },
      );
    }
    const url = new URL(order.checkoutUrl!);
    expect(url.origin).toBe('https://test.paycom.uz');
    expect(parsePaymeCheckoutParams(url.pathname.slice(1))).toEqual({
      m: '5e730e8e0b852a417aa49ceb',
      'ac.order_id': String(order.id),
      a: String(total),
      l: 'ru',
      c: `${TEST_ORIGIN}/ru/home/orders/${order.id}`,
    });
    expect(await basketOf(me)).toMatchObject({ items: [], total: 0 });

    // Prices are frozen: a later change does not touch the order.
    await api.db.query('UPDATE services SET price = price * 2 WHERE id = $1', [a.id]);
    try {
      const read = (await me.get(`/api/v1/me/orders/${order.id}?lang=ru`).expect(200)).body as OwnOrder;
      expect(read).toEqual(order);
    } finally {
      await api.db.query('UPDATE services SET price = $2 WHERE id = $1', [a.id, a.price]);
    }
    const list = (await me.get('/api/v1/me/orders').expect(200)).body as OwnOrderList;
    expect(list.items[0]).toMatchObject({ id: order.id, state: 'pending', amount: total });
    expect(list.total).toBeGreaterThanOrEqual(1);
  });

  test('Click: the pay link with service, merchant, so’m amount, the order and the return URL', async () => {
    const me = await visitor(7);
    const a = services[1]!;
    await me.post('/api/v1/me/basket/items', { serviceId: a.id, quantity: 3 }).expect(200);
    const order = (await me.post('/api/v1/me/orders', { provider: 'click' }).expect(201)).body as OwnOrder;
    const url = new URL(order.checkoutUrl!);
    expect(`${url.origin}${url.pathname}`).toBe('https://my.click.uz/services/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: '1234',
      merchant_id: '5678',
      amount: `${((3 * a.price) / 100) | 0}.${String((3 * a.price) % 100).padStart(2, '0')}`,
      transaction_param: String(order.id),
      return_url: `${TEST_ORIGIN}/home/orders/${order.id}`,
    });
  });

  test('an empty basket is 409; a bad provider or total 400; another visitor’s order 404; a guest 401', async () => {
    const me = await visitor(8);
    expect((await me.post('/api/v1/me/orders?lang=en', { provider: 'payme' }).expect(409)).body.error.code).toBe('basket_empty');
    for (const body of [
      {},
      { provider: 'paypal' },
      { provider: 'payme', expectedTotal: -1 },
      { provider: 'payme', expectedTotal: 1.5 },
      { provider: 'payme', expectedTotal: 1e20 },
      { provider: 'payme', amount: 1 },
    ]) {
      await me.post('/api/v1/me/orders', body).expect(400);
    }
    await me.post('/api/v1/me/basket/items', { serviceId: services[0]!.id }).expect(200);
    const mine = (await me.post('/api/v1/me/orders', { provider: 'payme' }).expect(201)).body as OwnOrder;
    const other = await visitor(9); // another citizen than 8 (% 4)
    await other.get(`/api/v1/me/orders/${mine.id}`).expect(404);
    expect(((await other.get('/api/v1/me/orders').expect(200)).body as OwnOrderList).items.map((o) => o.id)).not.toContain(mine.id);
    await request(api.app).get(`/api/v1/me/orders/${mine.id}`).expect(401);
    await me.get('/api/v1/me/orders/abc').expect(400);
    await me.get('/api/v1/me/orders/2000000000').expect(404);
    await request(api.app).delete('/api/v1/me/orders').set('Cookie', `act=${me.token}`).set('Origin', TEST_ORIGIN).set('X-Requested-With', 'huquq').expect(405);
  });

  test('two orders asked for at once take the basket once; an Idempotency-Key replays the first answer', async () => {
    const me = await visitor(12);
    await me.post('/api/v1/me/basket/items', { serviceId: services[0]!.id }).expect(200);
    const statuses = (await Promise.all([me.post('/api/v1/me/orders', { provider: 'payme' }), me.post('/api/v1/me/orders', { provider: 'click' })])).map(
      (res) => res.status,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    await me.post('/api/v1/me/basket/items', { serviceId: services[1]!.id }).expect(200);
    const key = `order-${Date.now()}`;
    const first = await me.post('/api/v1/me/orders', { provider: 'payme' }).set('Idempotency-Key', key).expect(201);
    const again = await me.post('/api/v1/me/orders', { provider: 'payme' }).set('Idempotency-Key', key).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
  });

  test('the payer cancels an unpaid order; not once paid or cancelled, nor while a payment is in flight; another’s is 404', async () => {
    const me = await visitor(13);
    const place = async () => {
      await me.post('/api/v1/me/basket/items', { serviceId: services[0]!.id }).expect(200);
      return (await me.post('/api/v1/me/orders', { provider: 'payme' }).expect(201)).body as OwnOrder;
    };
    const order = await place();
    await (await visitor(14)).post(`/api/v1/me/orders/${order.id}/cancel`).expect(404);
    const cancelled = (await me.post(`/api/v1/me/orders/${order.id}/cancel?lang=en`).expect(200)).body as OwnOrder;
    expect(cancelled).toMatchObject({ id: order.id, state: 'cancelled', checkoutUrl: null, cancelledAt: expect.any(String) });
    const again = await me.post(`/api/v1/me/orders/${order.id}/cancel?lang=uz`).expect(409);
    expect(again.body.error).toMatchObject({ code: 'order_not_cancellable', current: { state: 'cancelled' } });

    const held = await place();
    await api.db.query(
      `INSERT INTO payments (order_id, provider, provider_transaction_id, amount, provider_time, created_at) VALUES ($1, 'click', $2, $3, now(), now())`,
      [held.id, `t${held.id}`, held.amount],
    );
    const busy = await me.post(`/api/v1/me/orders/${held.id}/cancel?lang=ru`).expect(409);
    expect(busy.body.error.code).toBe('order_not_cancellable');
    expect(busy.body.error.message).toMatch(/Оплата/);

    const paid = await place();
    await api.db.query(`UPDATE orders SET status = 'paid', paid_at = now() WHERE id = $1`, [paid.id]);
    await me.post(`/api/v1/me/orders/${paid.id}/cancel`).expect(409);
    await me.post('/api/v1/me/orders/abc/cancel').expect(400);
    await me.post('/api/v1/me/orders/2000000000/cancel').expect(404);
    await request(api.app).post(`/api/v1/me/orders/${paid.id}/cancel`).set('Cookie', `act=${me.token}`).expect(403);
  });

  test('an unpaid order past 12 hours reads as expired, without a checkout link', async () => {
    const me = await visitor(10);
    await me.post('/api/v1/me/basket/items', { serviceId: services[0]!.id }).expect(200);
    const order = (await me.post('/api/v1/me/orders', { provider: 'payme' }).expect(201)).body as OwnOrder;
    await api.db.query(`UPDATE orders SET created_at = created_at - interval '13 hours', expires_at = expires_at - interval '13 hours' WHERE id = $1`, [
      order.id,
    ]);
    const read = (await me.get(`/api/v1/me/orders/${order.id}`).expect(200)).body as OwnOrder;
    expect(read).toMatchObject({ state: 'expired', checkoutUrl: null });
    const list = (await me.get('/api/v1/me/orders').expect(200)).body as OwnOrderList;
    expect(list.items.find((o) => o.id === order.id)?.state).toBe('expired');
  });

  test('the page loaders’ client reads the basket and orders with the session', async () => {
    const me = await visitor(11);
    await me.post('/api/v1/me/basket/items', { serviceId: services[0]!.id }).expect(200);
    const client = createApiClient(inProcessTransport({ db: api.db, resources: loadLocaleResources(path.resolve('locales')) }));
    const ctx = { lang: 'en' as const, session: me.token };
    expect((await client.getBasket({}, ctx)).items).toHaveLength(1);
    const overHttp = (await me.get('/api/v1/me/orders?lang=en').expect(200)).body as OwnOrderList;
    expect(await client.listOwnOrders({}, ctx)).toEqual(overHttp);
    await empty(me);
  });
});
