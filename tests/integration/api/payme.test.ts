/**
 * Payme's Merchant API, POST /api/payments/payme (issue 12, docs/protocols.md §2): every method in
 * every state, every error code with its messages in three languages, bad auth and the address
 * allow-list, the sandbox's repeated calls answered byte for byte alike, the 12-hour time-out,
 * one active transaction per order, and two PerformTransaction at once paying once. Always HTTP 200.
 */
import request from 'supertest';
import type { OwnOrder } from '../../../shared/api/orders/contract';
import { PAYME_TIMEOUT_MS } from '../../../shared/payments/payme';
import { createTestApp } from '../../support/app';
import { engineName, signedInVisitor, TEST_ENV, useSeededApi, type SignedInVisitor } from './support';

jest.setTimeout(120_000);

const PAYME_ENV = { PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb', PAYME_MERCHANT_KEY: 'TEST_KEY', PAYME_CHECKOUT_URL: 'https://test.paycom.uz' };
const api = useSeededApi({ env: PAYME_ENV });
const AUTH = `Basic ${Buffer.from('Paycom:TEST_KEY').toString('base64')}`;
const URL_ = '/api/payments/payme';

let me: SignedInVisitor;
let serviceId: number;
let seq = 0;

beforeAll(async () => {
  me = await signedInVisitor(api.app, 0);
  const row = (await api.db.query<{ id: number }>('SELECT id FROM services WHERE published AND price > 0 ORDER BY id LIMIT 1')).rows[0]!;
  serviceId = Number(row.id);
});

/** A new order of one service, placed through the API. */
async function newOrder(quantity = 1): Promise<OwnOrder> {
  await me.post('/api/v1/me/basket/items', { serviceId, quantity }).expect(200);
  return (await me.post('/api/v1/me/orders', { provider: 'payme' }).expect(201)).body as OwnOrder;
}

/** A fresh 24-character Payme transaction id. */
const paymeId = () => `6${Date.now().toString(16)}${String(++seq).padStart(12, '0')}`.slice(0, 24).padEnd(24, '0');

interface RpcError {
  code: number;
  message: { uz: string; ru: string; en: string };
  data?: string;
}

async function rpc(method: string, params: unknown, options: { auth?: string | null; id?: number; app?: typeof api.app; ip?: string } = {}) {
  let req = request(options.app ?? api.app)
    .post(URL_)
    .set('Content-Type', 'application/json');
  if (options.auth !== null) req = req.set('Authorization', options.auth ?? AUTH);
  if (options.ip) req = req.set('X-Forwarded-For', options.ip);
  const res = await req.send(JSON.stringify({ method, params, id: options.id ?? 7 }));
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return { text: res.text, body: JSON.parse(res.text) as { id: unknown; result?: Record<string, unknown>; error?: RpcError } };
}

function expectError(body: { error?: RpcError; result?: unknown }, code: number, data?: string) {
  expect(body.result).toBeUndefined();
  expect(body.error?.code).toBe(code);
  for (const lang of ['uz', 'ru', 'en'] as const) expect(body.error?.message[lang]).toEqual(expect.stringMatching(/\S/));
  if (data !== undefined) expect(body.error?.data).toBe(data);
}

const orderRow = async (id: number) =>
  (
    await api.db.query<{ status: string; paid_at: Date | null; refunded_at: Date | null }>('SELECT status, paid_at, refunded_at FROM orders WHERE id = $1', [
      id,
    ])
  ).rows[0]!;

describe(`Payme Merchant API (${engineName})`, () => {
  test('auth: missing, wrong key, wrong login, not Basic → -32504; the id is echoed', async () => {
    const order = await newOrder();
    const params = { amount: order.amount, account: { order_id: String(order.id) } };
    for (const auth of [
      null,
      `Basic ${Buffer.from('Paycom:WRONG').toString('base64')}`,
      `Basic ${Buffer.from('Other:TEST_KEY').toString('base64')}`,
      'Bearer TEST_KEY',
      'Basic !!!',
      AUTH.slice(0, -2),
    ]) {
      const { body } = await rpc('CheckPerformTransaction', params, { auth, id: 42 });
      expectError(body, -32504);
      expect(body.id).toBe(42);
    }
    expect((await rpc('CheckPerformTransaction', params)).body.result).toMatchObject({ allow: true });
  });

  test('the address allow-list (behind a trusted proxy) lets only Payme’s addresses in', async () => {
    const app = createTestApp({ ...TEST_ENV, ...PAYME_ENV, PAYME_ALLOWED_IPS: '185.234.113.1, 185.234.113.2', TRUST_PROXY: '1' }, { db: api.db }).app;
    const order = await newOrder();
    const params = { amount: order.amount, account: { order_id: order.id } };
    expectError((await rpc('CheckPerformTransaction', params, { app, ip: '10.1.2.3' })).body, -32504);
    expectError((await rpc('CheckPerformTransaction', params, { app })).body, -32504);
    expect((await rpc('CheckPerformTransaction', params, { app, ip: '185.234.113.2' })).body.result).toMatchObject({ allow: true });
  });

  test('transport: not POST -32300, bad JSON -32700, not an RPC object -32600, unknown method -32601 with its name, huge body -32600; all HTTP 200, no CSRF asked', async () => {
    const get = await request(api.app).get(URL_).set('Authorization', AUTH);
    expect(get.status).toBe(200);
    expectError(JSON.parse(get.text), -32300);
    for (const text of ['{"method":', 'not json', '', '\u0000']) {
      const res = await request(api.app).post(URL_).set('Authorization', AUTH).set('Content-Type', 'application/json').send(text);
      expect(res.status).toBe(200);
      expectError(JSON.parse(res.text), -32700);
    }
    for (const value of [[], 5, 'x', null, {}, { method: 5 }, { method: 'CheckTransaction', params: [] }, { method: 'x'.repeat(65) }]) {
      const res = await request(api.app).post(URL_).set('Authorization', AUTH).set('Content-Type', 'application/json').send(JSON.stringify(value));
      expect(res.status).toBe(200);
      expectError(JSON.parse(res.text), -32600);
    }
    const unknown = await rpc('ChangePassword', { password: 'x' });
    expectError(unknown.body, -32601, 'ChangePassword');
    expectError((await rpc('constructor', {})).body, -32601, 'constructor');
    const huge = await request(api.app)
      .post(URL_)
      .set('Authorization', AUTH)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ method: 'CheckTransaction', params: { id: 'x'.repeat(70_000) } }));
    expect(huge.status).toBe(200);
    expectError(JSON.parse(huge.text), -32600);
    // A form post or text/plain body is read as JSON all the same (Payme sends JSON; the type is not trusted).
    const plain = await request(api.app)
      .post(URL_)
      .set('Authorization', AUTH)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ method: 'CheckTransaction', params: { id: 'nope' }, id: 1 }));
    expectError(JSON.parse(plain.text), -31003);
  });

  test('CheckPerformTransaction: allow; wrong, negative, fractional, huge or text amounts -31001; unknown or malformed order -31050; a paid or expired order -31051', async () => {
    const order = await newOrder(2);
    const ok = await rpc('CheckPerformTransaction', { amount: order.amount, account: { order_id: String(order.id) } });
    expect(ok.body).toEqual({ jsonrpc: '2.0', id: 7, result: { allow: true, detail: expect.objectContaining({ receipt_type: 0 }) } });
    for (const amount of [order.amount - 1, order.amount + 100, -order.amount, order.amount + 0.5, 1e20, String(order.amount), null, 0]) {
      expectError((await rpc('CheckPerformTransaction', { amount, account: { order_id: order.id } })).body, -31001, 'amount');
    }
    for (const account of [
      { order_id: '2000000000' },
      { order_id: 'abc' },
      { order_id: -1 },
      { order_id: 1.5 },
      { order_id: '01' },
      {},
      { order_id: '99999999999' },
      null,
      'x',
    ]) {
      expectError((await rpc('CheckPerformTransaction', { amount: order.amount, account })).body, -31050, 'order_id');
    }
    const expired = await newOrder();
    await api.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [expired.id]);
    expectError((await rpc('CheckPerformTransaction', { amount: expired.amount, account: { order_id: expired.id } })).body, -31051, 'order_id');
    const paid = await newOrder();
    await api.db.query(`UPDATE orders SET status = 'paid', paid_at = now() WHERE id = $1`, [paid.id]);
    expectError((await rpc('CheckPerformTransaction', { amount: paid.amount, account: { order_id: paid.id } })).body, -31051, 'order_id');
  });

  test('create → perform → cancel (refund): each repeated call answers byte for byte alike; the order follows: pending → paid → refunded', async () => {
    const order = await newOrder();
    const id = paymeId();
    const time = Date.now() - 5_000;
    const create = { id, time, amount: order.amount, account: { order_id: String(order.id) } };

    const created = await rpc('CreateTransaction', create);
    expect(created.body.result).toEqual({ create_time: expect.any(Number), transaction: expect.stringMatching(/^\d+$/), state: 1 });
    expect(String(created.body.result!.create_time)).toMatch(/^\d{13}$/);
    expect((await rpc('CreateTransaction', create)).text).toBe(created.text);
    const checked = await rpc('CheckTransaction', { id });
    expect(checked.body.result).toEqual({
      create_time: created.body.result!.create_time,
      perform_time: 0,
      cancel_time: 0,
      transaction: created.body.result!.transaction,
      state: 1,
      reason: null,
    });
    expect((await me.get(`/api/v1/me/orders/${order.id}`).expect(200)).body).toMatchObject({
      state: 'pending',
      payments: [{ provider: 'payme', state: 'created', amount: order.amount }],
    });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const performed = await rpc('PerformTransaction', { id });
    expect(performed.body.result).toEqual({ transaction: created.body.result!.transaction, perform_time: expect.any(Number), state: 2 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await rpc('PerformTransaction', { id })).text).toBe(performed.text);
    expect((await orderRow(order.id)).status).toBe('paid');
    expect((await orderRow(order.id)).paid_at?.getTime()).toBe(performed.body.result!.perform_time);
    const read = (await me.get(`/api/v1/me/orders/${order.id}`).expect(200)).body as OwnOrder;
    expect(read).toMatchObject({ state: 'paid', checkoutUrl: null, paidAt: new Date(performed.body.result!.perform_time as number).toISOString() });
    // The order is paid: another check or create is refused.
    expectError((await rpc('CheckPerformTransaction', { amount: order.amount, account: { order_id: order.id } })).body, -31051);
    expectError((await rpc('CreateTransaction', { ...create, id: paymeId() })).body, -31051);
    // Create again with the performed id: -31008.
    expectError((await rpc('CreateTransaction', create)).body, -31008);

    const cancelled = await rpc('CancelTransaction', { id, reason: 5 });
    expect(cancelled.body.result).toEqual({ transaction: created.body.result!.transaction, cancel_time: expect.any(Number), state: -2 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await rpc('CancelTransaction', { id, reason: 5 })).text).toBe(cancelled.text);
    expect((await orderRow(order.id)).status).toBe('refunded');
    const final = await rpc('CheckTransaction', { id });
    expect(final.body.result).toEqual({
      create_time: created.body.result!.create_time,
      perform_time: performed.body.result!.perform_time,
      cancel_time: cancelled.body.result!.cancel_time,
      transaction: created.body.result!.transaction,
      state: -2,
      reason: 5,
    });
    expect((await rpc('CheckTransaction', { id })).text).toBe(final.text);
    expectError((await rpc('PerformTransaction', { id })).body, -31008);
    expect((await me.get(`/api/v1/me/orders/${order.id}`).expect(200)).body).toMatchObject({
      state: 'refunded',
      payments: [{ state: 'cancelled_after_perform' }],
    });
  });

  test('cancel before perform: -1, repeated alike; perform and create of it are -31008; the order can then take a new transaction', async () => {
    const order = await newOrder();
    const id = paymeId();
    const create = { id, time: Date.now(), amount: order.amount, account: { order_id: order.id } };
    await rpc('CreateTransaction', create);
    const cancelled = await rpc('CancelTransaction', { id, reason: 3 });
    expect(cancelled.body.result).toMatchObject({ state: -1, cancel_time: expect.any(Number) });
    expect((await rpc('CancelTransaction', { id, reason: 3 })).text).toBe(cancelled.text);
    expectError((await rpc('PerformTransaction', { id })).body, -31008);
    expectError((await rpc('CreateTransaction', create)).body, -31008);
    expect((await rpc('CheckTransaction', { id })).body.result).toMatchObject({ state: -1, reason: 3, perform_time: 0 });
    expect((await orderRow(order.id)).status).toBe('pending');
    const second = await rpc('CreateTransaction', { ...create, id: paymeId() });
    expect(second.body.result).toMatchObject({ state: 1 });
  });

  test('one active transaction per order: another is -31052 (check and create) until the first ends', async () => {
    const order = await newOrder();
    const first = paymeId();
    await rpc('CreateTransaction', { id: first, time: Date.now(), amount: order.amount, account: { order_id: order.id } });
    expectError((await rpc('CheckPerformTransaction', { amount: order.amount, account: { order_id: order.id } })).body, -31052, 'order_id');
    expectError(
      (await rpc('CreateTransaction', { id: paymeId(), time: Date.now(), amount: order.amount, account: { order_id: order.id } })).body,
      -31052,
      'order_id',
    );
    // A wrong amount or an unknown order on create, as on check.
    expectError((await rpc('CreateTransaction', { id: paymeId(), time: Date.now(), amount: order.amount + 1, account: { order_id: order.id } })).body, -31001);
    expectError((await rpc('CreateTransaction', { id: paymeId(), time: Date.now(), amount: 100, account: { order_id: 2_000_000_000 } })).body, -31050);
    await rpc('CancelTransaction', { id: first, reason: 1 });
    expect((await rpc('CheckPerformTransaction', { amount: order.amount, account: { order_id: order.id } })).body.result).toMatchObject({ allow: true });
  });

  test('unknown transaction: perform, cancel, check → -31003; malformed params → -32600 naming the field', async () => {
    for (const method of ['PerformTransaction', 'CancelTransaction', 'CheckTransaction']) {
      expectError((await rpc(method, { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', reason: 1 })).body, -31003, 'id');
    }
    expectError((await rpc('CreateTransaction', { time: Date.now(), amount: 100, account: { order_id: 1 } })).body, -32600, 'id');
    expectError((await rpc('CreateTransaction', { id: 'a b', time: Date.now(), amount: 100, account: { order_id: 1 } })).body, -32600, 'id');
    expectError((await rpc('CreateTransaction', { id: paymeId(), time: '2026-01-01', amount: 100, account: { order_id: 1 } })).body, -32600, 'time');
    expectError((await rpc('CreateTransaction', { id: paymeId(), time: 1e14, amount: 100, account: { order_id: 1 } })).body, -32600, 'time');
    expectError((await rpc('CancelTransaction', { id: paymeId(), reason: 'timeout' })).body, -32600, 'reason');
    expectError((await rpc('CancelTransaction', { id: paymeId(), reason: 0 })).body, -32600, 'reason');
    expectError((await rpc('PerformTransaction', { id: 5 })).body, -32600, 'id');
    expectError((await rpc('PerformTransaction', undefined)).body, -32600, 'id');
    expectError((await rpc('GetStatement', { from: 2, to: 1 })).body, -32600, 'to');
    expectError((await rpc('GetStatement', { from: -1, to: 1 })).body, -32600, 'from');
  });

  test('a performed transaction whose order is being delivered cannot be cancelled: -31007', async () => {
    const order = await newOrder();
    const id = paymeId();
    await rpc('CreateTransaction', { id, time: Date.now(), amount: order.amount, account: { order_id: order.id } });
    await rpc('PerformTransaction', { id });
    await api.db.query(`UPDATE orders SET fulfilment = 'in_progress' WHERE id = $1`, [order.id]);
    expectError((await rpc('CancelTransaction', { id, reason: 5 })).body, -31007, 'id');
    expect((await orderRow(order.id)).status).toBe('paid');
    expect((await rpc('CheckTransaction', { id })).body.result).toMatchObject({ state: 2, cancel_time: 0, reason: null });
  });

  test('the 12-hour time-out: perform after it cancels with reason 4 and answers -31008; a create with an old time is -31008', async () => {
    const order = await newOrder();
    const id = paymeId();
    const created = await rpc('CreateTransaction', { id, time: Date.now(), amount: order.amount, account: { order_id: order.id } });
    await api.db.query(`UPDATE payments SET provider_time = provider_time - $2::bigint * interval '1 millisecond' WHERE provider_transaction_id = $1`, [
      id,
      PAYME_TIMEOUT_MS + 1_000,
    ]);
    expectError((await rpc('PerformTransaction', { id })).body, -31008);
    const check = await rpc('CheckTransaction', { id });
    expect(check.body.result).toMatchObject({ state: -1, reason: 4, perform_time: 0, create_time: created.body.result!.create_time });
    expect(String(check.body.result!.cancel_time)).toMatch(/^\d{13}$/);
    expectError((await rpc('PerformTransaction', { id })).body, -31008);
    expect((await rpc('CheckTransaction', { id })).text).toBe(check.text);
    expect((await orderRow(order.id)).status).toBe('pending');
    // A repeated create of a timed-out transaction times it out too.
    const other = paymeId();
    await rpc('CreateTransaction', { id: other, time: Date.now(), amount: order.amount, account: { order_id: order.id } });
    await api.db.query(`UPDATE payments SET provider_time = provider_time - $2::bigint * interval '1 millisecond' WHERE provider_transaction_id = $1`, [
      other,
      PAYME_TIMEOUT_MS + 1,
    ]);
    expectError((await rpc('CreateTransaction', { id: other, time: Date.now(), amount: order.amount, account: { order_id: order.id } })).body, -31008);
    expect((await rpc('CheckTransaction', { id: other })).body.result).toMatchObject({ state: -1, reason: 4 });
    expectError(
      (await rpc('CreateTransaction', { id: paymeId(), time: Date.now() - PAYME_TIMEOUT_MS - 1, amount: order.amount, account: { order_id: order.id } })).body,
      -31008,
      'time',
    );
  });

  test('two PerformTransaction at once pay once, with one perform_time', async () => {
    const order = await newOrder(3);
    const id = paymeId();
    await rpc('CreateTransaction', { id, time: Date.now(), amount: order.amount, account: { order_id: order.id } });
    const answers = await Promise.all(Array.from({ length: 8 }, () => rpc('PerformTransaction', { id })));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers[0]!.body.result).toMatchObject({ state: 2 });
    const { rows } = await api.db.query<{ state: string }>(`SELECT state FROM payments WHERE order_id = $1`, [order.id]);
    expect(rows.map((row) => row.state)).toEqual(['performed']);
    expect((await orderRow(order.id)).paid_at?.getTime()).toBe(answers[0]!.body.result!.perform_time);
  });

  test('two CreateTransaction at once for one order make one transaction', async () => {
    const order = await newOrder();
    const ids = [paymeId(), paymeId(), paymeId()];
    const answers = await Promise.all(
      ids.map((id) => rpc('CreateTransaction', { id, time: Date.now(), amount: order.amount, account: { order_id: order.id } })),
    );
    expect(answers.filter((answer) => answer.body.result).length).toBe(1);
    expect(answers.filter((answer) => answer.body.error?.code === -31052).length).toBe(2);
  });

  test('GetStatement: the transactions created in the range, oldest first, with every field; repeated alike', async () => {
    const order = await newOrder();
    const from = Date.now() - 60_000;
    const a = paymeId();
    const b = paymeId();
    await rpc('CreateTransaction', { id: a, time: from + 1_000, amount: order.amount, account: { order_id: String(order.id) } });
    await rpc('CancelTransaction', { id: a, reason: 1 });
    await rpc('CreateTransaction', { id: b, time: from + 2_000, amount: order.amount, account: { order_id: String(order.id) } });
    await rpc('PerformTransaction', { id: b });
    const statement = await rpc('GetStatement', { from, to: from + 2_000 });
    const transactions = statement.body.result!.transactions as Array<Record<string, unknown>>;
    expect(transactions.map((t) => t.id)).toEqual([a, b]);
    expect(transactions[0]).toEqual({
      id: a,
      time: from + 1_000,
      amount: order.amount,
      account: { order_id: String(order.id) },
      create_time: expect.any(Number),
      perform_time: 0,
      cancel_time: expect.any(Number),
      transaction: expect.stringMatching(/^\d+$/),
      state: -1,
      reason: 1,
      receivers: null,
    });
    expect(transactions[1]).toMatchObject({ id: b, state: 2, reason: null, perform_time: expect.any(Number) });
    expect((await rpc('GetStatement', { from, to: from + 2_000 })).text).toBe(statement.text);
    expect((await rpc('GetStatement', { from, to: from + 1_500 })).body.result!.transactions).toHaveLength(1);
  });

  test('CheckPerformTransaction answers the fiscal detail: each line’s title, unit price, count, IKPU code, package code and VAT; price × count add up to the amount', async () => {
    // Two services sold at a fixed price; the first by the unit when one is (then three of it).
    const fixed = (
      await api.db.query<{ id: number; countable: boolean }>(
        "SELECT id, countable FROM services WHERE published AND price > 0 AND price_kind = 'fixed' ORDER BY countable DESC, id LIMIT 2",
      )
    ).rows;
    const [first, second] = fixed.map((row) => Number(row.id)) as [number, number];
    const many = fixed[0]!.countable ? 3 : 1;
    await me.post('/api/v1/me/basket/items', { serviceId: first, quantity: many }).expect(200);
    await me.post('/api/v1/me/basket/items', { serviceId: second, quantity: 1 }).expect(200);
    const order = (await me.post('/api/v1/me/orders?lang=ru', { provider: 'payme' }).set('Accept-Language', 'ru').expect(201)).body as OwnOrder;
    const services = (
      await api.db.query<{ id: number; title: string; price: number; ikpu_code: string; package_code: string; vat_percent: number }>(
        "SELECT id, l10n_text(title, 'ru') AS title, price, ikpu_code, package_code, vat_percent FROM services WHERE id = ANY($1::bigint[])",
        [[first, second]],
      )
    ).rows;
    const locale = (await api.db.query<{ locale: string }>('SELECT locale FROM orders WHERE id = $1', [order.id])).rows[0]!.locale;
    const titleOf = async (id: number) =>
      (await api.db.query<{ t: string }>('SELECT l10n_text(title, $2) AS t FROM services WHERE id = $1', [id, locale])).rows[0]!.t;
    const line = async (id: number, count: number) => {
      const service = services.find((s) => Number(s.id) === id)!;
      expect(service.ikpu_code).toMatch(/^\d{17}$/);
      return {
        title: await titleOf(id),
        price: Number(service.price),
        count,
        code: service.ikpu_code,
        package_code: service.package_code,
        vat_percent: service.vat_percent,
      };
    };
    const { body, text } = await rpc('CheckPerformTransaction', { amount: order.amount, account: { order_id: String(order.id) } });
    expect(body.result).toEqual({ allow: true, detail: { receipt_type: 0, items: [await line(first, many), await line(second, 1)] } });
    const items = (body.result!.detail as { items: Array<{ price: number; count: number }> }).items;
    expect(items.reduce((sum, item) => sum + item.price * item.count, 0)).toBe(order.amount);
    // The receipt keeps what was bought: a code changed since does not change this order's detail.
    await api.db.query("UPDATE services SET ikpu_code = '99999999999999999' WHERE id = $1", [second]);
    try {
      expect((await rpc('CheckPerformTransaction', { amount: order.amount, account: { order_id: String(order.id) } })).text).toBe(text);
    } finally {
      await api.db.query('UPDATE services SET ikpu_code = $2 WHERE id = $1', [second, services.find((s) => Number(s.id) === second)!.ikpu_code]);
    }
  });

  test('an order placed to be paid with Click is refused with an account error (-31053) at check and create', async () => {
    await me.post('/api/v1/me/basket/items', { serviceId, quantity: 1 }).expect(200);
    const order = (await me.post('/api/v1/me/orders', { provider: 'click' }).expect(201)).body as OwnOrder;
    const params = { amount: order.amount, account: { order_id: String(order.id) } };
    expectError((await rpc('CheckPerformTransaction', params)).body, -31053, 'order_id');
    expectError((await rpc('CreateTransaction', { id: paymeId(), time: Date.now(), ...params })).body, -31053, 'order_id');
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  test('its own rate limit answers Payme with HTTP 200 and -32400', async () => {
    const app = createTestApp({ ...TEST_ENV, ...PAYME_ENV, RATE_LIMIT_PAYMENTS_PER_MINUTE: '2', TRUST_PROXY: '1' }, { db: api.db }).app;
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const codes: Array<number | undefined> = [];
    for (let i = 0; i < 3; i += 1) codes.push((await rpc('CheckTransaction', { id: 'nope' }, { app, ip })).body.error?.code);
    expect(codes).toEqual([-31003, -31003, -32400]);
  });
});
