/**
 * Click's SHOP API, POST /api/payments/click/prepare and /complete (issue 12, docs/protocols.md §3):
 * good and bad signatures over the raw strings, exact so'm amounts, unknown orders and
 * transactions, repeated complete, error < 0 cancelling, two completes at once paying once.
 */
import { createHash } from 'node:crypto';
import request from 'supertest';
import type { OwnOrder } from '../../../shared/api/orders/contract';
import { tiyinToSoms } from '../../../shared/payments/money';
import { CLICK_PREPARE_TTL_MS } from '../../../shared/payments/click';
import { engineName, signedInVisitor, useSeededApi, type SignedInVisitor } from './support';

jest.setTimeout(120_000);

const SECRET = 'click-secret-key';
const SERVICE = '24680';
const api = useSeededApi({ env: { CLICK_SERVICE_ID: SERVICE, CLICK_MERCHANT_ID: '13579', CLICK_SECRET_KEY: SECRET } });

let me: SignedInVisitor;
let serviceId: number;
let clickSeq = 9_000_000_000_000_000;

beforeAll(async () => {
  me = await signedInVisitor(api.app, 1);
  serviceId = Number((await api.db.query<{ id: number }>('SELECT id FROM services WHERE published AND price > 0 ORDER BY id LIMIT 1')).rows[0]!.id);
});

async function newOrder(): Promise<OwnOrder> {
  await me.post('/api/v1/me/basket/items', { serviceId }).expect(200);
  return (await me.post('/api/v1/me/orders', { provider: 'click' }).expect(201)).body as OwnOrder;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
/** A 64-bit click_trans_id beyond 2^53, as text: a JS number would change it. */
const nextClickId = () => String(BigInt(clickSeq++) * 1000n + 7n);

type Form = Record<string, string>;

function prepareForm(order: OwnOrder, clickTransId: string, overrides: Form = {}): Form {
  const form: Form = {
    click_trans_id: clickTransId,
    service_id: SERVICE,
    click_paydoc_id: '1234567',
    merchant_trans_id: String(order.id),
    amount: tiyinToSoms(order.amount),
    action: '0',
    error: '0',
    error_note: 'Success',
    sign_time: '2026-11-25 16:04:05',
    ...overrides,
  };
  const sign = md5(`${form.click_trans_id}${form.service_id}${SECRET}${form.merchant_trans_id}${form.amount}${form.action}${form.sign_time}`);
  return { ...form, sign_string: overrides.sign_string ?? sign };
}

function completeForm(order: OwnOrder, clickTransId: string, prepareId: string | number, overrides: Form = {}): Form {
  const form: Form = {
    click_trans_id: clickTransId,
    service_id: SERVICE,
    click_paydoc_id: '1234567',
    merchant_trans_id: String(order.id),
    merchant_prepare_id: String(prepareId),
    amount: tiyinToSoms(order.amount),
    action: '1',
    error: '0',
    error_note: 'Success',
    sign_time: '2026-11-25 16:05:00',
    ...overrides,
  };
  const sign = md5(
    `${form.click_trans_id}${form.service_id}${SECRET}${form.merchant_trans_id}${form.merchant_prepare_id}${form.amount}${form.action}${form.sign_time}`,
  );
  return { ...form, sign_string: overrides.sign_string ?? sign };
}

async function post(path: 'prepare' | 'complete', form: Form | string) {
  const res = await request(api.app).post(`/api/payments/click/${path}`).type('form').send(form);
  expect(res.status).toBe(200);
  return res.body as {
    click_trans_id: number | string | null;
    merchant_trans_id: string | null;
    merchant_prepare_id?: number | null;
    merchant_confirm_id?: number | null;
    error: number;
    error_note: string;
  };
}

const orderState = async (id: number) => (await api.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id])).rows[0]!.status;

describe(`Click SHOP API (${engineName})`, () => {
  test('prepare then complete pays the order; ids echoed; a 64-bit id stays exact; repeats are -4', async () => {
    const order = await newOrder();
    const clickId = nextClickId();
    const prepared = await post('prepare', prepareForm(order, clickId));
    expect(prepared).toEqual({
      click_trans_id: clickId,
      merchant_trans_id: String(order.id),
      merchant_prepare_id: expect.any(Number),
      error: 0,
      error_note: 'Success',
    });
    // A repeated prepare answers the same prepare id.
    expect(await post('prepare', prepareForm(order, clickId))).toEqual(prepared);
    const { rows } = await api.db.query<{ provider_transaction_id: string }>('SELECT provider_transaction_id FROM payments WHERE id = $1', [
      prepared.merchant_prepare_id,
    ]);
    expect(rows[0]?.provider_transaction_id).toBe(clickId);

    const completed = await post('complete', completeForm(order, clickId, prepared.merchant_prepare_id!));
    expect(completed).toEqual({
      click_trans_id: clickId,
      merchant_trans_id: String(order.id),
      merchant_confirm_id: prepared.merchant_prepare_id,
      error: 0,
      error_note: 'Success',
    });
    expect(await orderState(order.id)).toBe('paid');
    expect(await post('complete', completeForm(order, clickId, prepared.merchant_prepare_id!))).toMatchObject({
      error: -4,
      merchant_confirm_id: prepared.merchant_prepare_id,
    });
    // The order is paid: a new prepare is -4 too.
    expect(await post('prepare', prepareForm(order, nextClickId()))).toMatchObject({ error: -4 });
    expect((await me.get(`/api/v1/me/orders/${order.id}`).expect(200)).body).toMatchObject({
      state: 'paid',
      payments: [{ provider: 'click', state: 'performed' }],
    });
  });

  test('signatures: a wrong key, a changed field or a reformatted amount is -1; the hash is compared over the raw strings', async () => {
    const order = await newOrder();
    const clickId = nextClickId();
    expect(await post('prepare', prepareForm(order, clickId, { sign_string: md5('nothing') }))).toMatchObject({ error: -1, error_note: 'SIGN CHECK FAILED!' });
    const signed = prepareForm(order, clickId);
    expect(await post('prepare', { ...signed, amount: `${signed.amount}0` })).toMatchObject({ error: -1 });
    expect(await post('prepare', { ...signed, merchant_trans_id: `${order.id}0` })).toMatchObject({ error: -1 });
    const wrongKey = md5(`${clickId}${SERVICE}wrong${order.id}${signed.amount}0${signed.sign_time}`);
    expect(await post('prepare', { ...signed, sign_string: wrongKey })).toMatchObject({ error: -1 });
    // The amount as Click wrote it ("1500.5" rather than "1500.50") is signed as written and accepted.
    const short = tiyinToSoms(order.amount).replace(/0$/, '').replace(/\.0?$/, '');
    const prepared = await post('prepare', prepareForm(order, clickId, { amount: short }));
    expect(prepared).toMatchObject({ error: 0 });
    // An upper-case hex signature is the same signature.
    const complete = completeForm(order, clickId, prepared.merchant_prepare_id!);
    expect(await post('complete', { ...complete, sign_string: complete.sign_string!.toUpperCase() })).toMatchObject({ error: 0 });
  });

  test('amounts are checked exactly: a tiyin off, a negative, an exponent or text is -2', async () => {
    const order = await newOrder();
    for (const amount of [
      tiyinToSoms(order.amount + 1),
      tiyinToSoms(order.amount - 1),
      `-${tiyinToSoms(order.amount)}`,
      '1e9',
      'abc',
      '0',
      `${tiyinToSoms(order.amount)}1`,
    ]) {
      expect([amount, (await post('prepare', prepareForm(order, nextClickId(), { amount }))).error]).toEqual([amount, -2]);
    }
  });

  test('wrong action -3, unknown order -5, unknown prepare id -6, malformed requests -8, wrong service -8', async () => {
    const order = await newOrder();
    expect(await post('prepare', prepareForm(order, nextClickId(), { action: '1' }))).toMatchObject({ error: -3 });
    expect(await post('prepare', prepareForm(order, nextClickId(), { action: '7' }))).toMatchObject({ error: -3 });
    expect(await post('prepare', prepareForm(order, nextClickId(), { merchant_trans_id: '2000000000' }))).toMatchObject({ error: -5 });
    expect(await post('prepare', prepareForm(order, nextClickId(), { merchant_trans_id: 'abc' }))).toMatchObject({ error: -5 });
    const clickId = nextClickId();
    const prepared = await post('prepare', prepareForm(order, clickId));
    expect(await post('complete', completeForm(order, clickId, prepared.merchant_prepare_id! + 999))).toMatchObject({ error: -6 });
    expect(await post('complete', completeForm(order, nextClickId(), prepared.merchant_prepare_id!))).toMatchObject({ error: -6 });
    expect(await post('complete', completeForm(order, clickId, prepared.merchant_prepare_id!, { action: '0' }))).toMatchObject({ error: -3 });
    expect(await post('prepare', prepareForm(order, nextClickId(), { service_id: '11111' }))).toMatchObject({ error: -8 });
    const { sign_string: _dropped, ...unsigned } = prepareForm(order, nextClickId());
    expect(await post('prepare', unsigned)).toMatchObject({ error: -8 });
    expect(await post('prepare', { ...prepareForm(order, nextClickId()), click_trans_id: '12x' })).toMatchObject({ error: -8 });
    expect(await post('prepare', { ...prepareForm(order, nextClickId()), sign_time: 'yesterday' })).toMatchObject({ error: -8 });
    expect(await post('prepare', 'not a form at all')).toMatchObject({ error: -8 });
    const { merchant_prepare_id: _none, ...noPrepare } = completeForm(order, clickId, 1);
    expect(await post('complete', noPrepare)).toMatchObject({ error: -8 });
    // A JSON body is not Click's: -8. A huge one too, still 200.
    const json = await request(api.app)
      .post('/api/payments/click/prepare')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(prepareForm(order, nextClickId())));
    expect(json.body).toMatchObject({ error: -8 });
    const huge = await request(api.app)
      .post('/api/payments/click/prepare')
      .type('form')
      .send({ ...prepareForm(order, nextClickId()), error_note: 'x'.repeat(20_000) });
    expect(huge.status).toBe(200);
    expect(huge.body).toMatchObject({ error: -8 });
    expect((await request(api.app).get('/api/payments/click/prepare')).status).toBe(405);
  });

  test('error < 0 from Click on complete cancels the payment (-9) and frees the order; another prepare is then fine', async () => {
    const order = await newOrder();
    const clickId = nextClickId();
    const prepared = await post('prepare', prepareForm(order, clickId));
    // One payment in flight per order: a second prepare waits for the first to end.
    expect(await post('prepare', prepareForm(order, nextClickId()))).toMatchObject({ error: -7 });
    expect(
      await post('complete', completeForm(order, clickId, prepared.merchant_prepare_id!, { error: '-5017', error_note: 'Insufficient funds' })),
    ).toMatchObject({ error: -9 });
    expect(await orderState(order.id)).toBe('pending');
    expect(await post('complete', completeForm(order, clickId, prepared.merchant_prepare_id!))).toMatchObject({ error: -9 });
    expect(await post('prepare', prepareForm(order, clickId))).toMatchObject({ error: -9 });
    expect(await post('prepare', prepareForm(order, nextClickId()))).toMatchObject({ error: 0 });
    // A prepare with error < 0 creates nothing.
    const other = await newOrder();
    expect(await post('prepare', prepareForm(other, nextClickId(), { error: '-1' }))).toMatchObject({ error: -9 });
    expect((await api.db.query('SELECT 1 FROM payments WHERE order_id = $1', [other.id])).rows).toHaveLength(0);
  });

  test('an expired or cancelled order cannot be prepared: -9', async () => {
    const order = await newOrder();
    await api.db.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [order.id]);
    expect(await post('prepare', prepareForm(order, nextClickId()))).toMatchObject({ error: -9 });
  });

  test('an order placed to be paid with Payme is not Click’s: prepare and complete answer -5 and nothing is recorded', async () => {
    await me.post('/api/v1/me/basket/items', { serviceId }).expect(200);
    const order = (await me.post('/api/v1/me/orders', { provider: 'payme' }).expect(201)).body as OwnOrder;
    const clickId = nextClickId();
    expect(await post('prepare', prepareForm(order, clickId))).toMatchObject({ error: -5, merchant_prepare_id: null });
    expect(await post('complete', completeForm(order, clickId, 1))).toMatchObject({ error: -5 });
    expect((await api.db.query('SELECT 1 FROM payments WHERE order_id = $1', [order.id])).rows).toHaveLength(0);
    expect(await orderState(order.id)).toBe('pending');
  });

  test(`a prepare never completed holds the order ${CLICK_PREPARE_TTL_MS / 60_000} minutes: then the payer may cancel, and its late complete is -9`, async () => {
    const order = await newOrder();
    const clickId = nextClickId();
    const prepared = await post('prepare', prepareForm(order, clickId));
    expect(prepared.error).toBe(0);
    // While it is fresh, it holds the order: the payer's cancel is refused.
    expect((await me.post(`/api/v1/me/orders/${order.id}/cancel`).expect(409)).body.error.code).toBe('order_not_cancellable');
    // Just inside the bound it still holds; past it, it no longer does.
    const age = async (ms: number) =>
      api.db.query("UPDATE payments SET created_at = now() - $2::bigint * interval '1 millisecond' WHERE id = $1", [prepared.merchant_prepare_id, ms]);
    await age(CLICK_PREPARE_TTL_MS - 60_000);
    await me.post(`/api/v1/me/orders/${order.id}/cancel`).expect(409);
    await age(CLICK_PREPARE_TTL_MS + 1_000);
    expect((await post('complete', completeForm(order, clickId, prepared.merchant_prepare_id!))).error).toBe(-9);
    const { rows } = await api.db.query<{ state: string; details: { expired?: boolean } }>('SELECT state, details FROM payments WHERE id = $1', [
      prepared.merchant_prepare_id,
    ]);
    expect(rows[0]).toMatchObject({ state: 'cancelled', details: { expired: true } });
    expect((await me.post(`/api/v1/me/orders/${order.id}/cancel`).expect(200)).body.state).toBe('cancelled');
  });

  test('a stale prepare does not block another Click payment of the order', async () => {
    const order = await newOrder();
    const first = await post('prepare', prepareForm(order, nextClickId()));
    expect((await post('prepare', prepareForm(order, nextClickId()))).error).toBe(-7);
    await api.db.query("UPDATE payments SET created_at = now() - $2::bigint * interval '1 millisecond' WHERE id = $1", [
      first.merchant_prepare_id,
      CLICK_PREPARE_TTL_MS + 1_000,
    ]);
    const second = nextClickId();
    const prepared = await post('prepare', prepareForm(order, second));
    expect(prepared.error).toBe(0);
    expect((await post('complete', completeForm(order, second, prepared.merchant_prepare_id!))).error).toBe(0);
    expect(await orderState(order.id)).toBe('paid');
  });

  test('two completes at once pay once', async () => {
    const order = await newOrder();
    const clickId = nextClickId();
    const prepared = await post('prepare', prepareForm(order, clickId));
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('complete', completeForm(order, clickId, prepared.merchant_prepare_id!))));
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.error === -4)).toHaveLength(5);
    expect(await orderState(order.id)).toBe('paid');
  });
});
