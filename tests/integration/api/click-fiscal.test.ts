/**
 * Click's fiscal items (issue 29, ADR 016), against a fake of Click's Merchant API: once Complete
 * has paid an order, `submit_items` receives each line's IKPU code, package code, prices and VAT in
 * tiyin and the seller's PINFL or TIN, with the Auth digest; the payment records that Click
 * accepted them, or why it did not. Click's answer to Complete never waits for it.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import request from 'supertest';
import type { OwnOrder } from '../../../shared/api/orders/contract';
import { tiyinToSoms } from '../../../shared/payments/money';
import { SEED_SERVICE_FISCAL } from '../../../server/db/seed/fiscal';
import { createTestApp } from '../../support/app';
import { engineName, signedInVisitor, TEST_ENV, useSeededApi } from './support';

jest.setTimeout(120_000);

const SECRET = 'click-secret-key';
const SERVICE = '24680';
const USER = '777';
const api = useSeededApi();

interface Received {
  auth: string | undefined;
  raw: string;
}
const received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { error_code: 0, error_note: 'Success' } };
let fake: Server;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  const click = express();
  click.post('/v2/merchant/payment/ofd_data/submit_items', express.text({ type: () => true }), (req, res) => {
    received.push({ auth: req.get('auth'), raw: req.body as string });
    res.status(answer.status).json(answer.body);
  });
  fake = await new Promise<Server>((resolve) => {
    const server = click.listen(0, '127.0.0.1', () => resolve(server));
  });
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v2/merchant`;
  app = createTestApp(
    { ...TEST_ENV, CLICK_SERVICE_ID: SERVICE, CLICK_MERCHANT_ID: '13579', CLICK_SECRET_KEY: SECRET, CLICK_MERCHANT_USER_ID: USER, CLICK_MERCHANT_API_URL: url },
    { db: api.db },
  ).app;
});

afterAll(async () => {
  await new Promise((resolve) => fake?.close(resolve));
});

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
let seq = 5_000_000_000_000_000n;

/** A Click order of one fixed-price specialist's service, prepared and completed as Click does. */
async function paidClickOrder(citizen: number): Promise<{ order: OwnOrder; paymentId: number; paydoc: string }> {
  const me = await signedInVisitor(app, citizen);
  const { rows } = await api.db.query<{ id: number }>(
    "SELECT id FROM services WHERE published AND price > 0 AND price_kind = 'fixed' AND specialist_id IS NOT NULL ORDER BY id LIMIT 1",
  );
  await me.post('/api/v1/me/basket/items', { serviceId: Number(rows[0]!.id), quantity: 1 }).expect(200);
  const order = (await me.post('/api/v1/me/orders', { provider: 'click' }).expect(201)).body as OwnOrder;
  const clickId = String(++seq);
  const paydoc = String(9_007_199_254_740_993n + seq); // beyond 2^53: must reach Click digit for digit
  const base = {
    click_trans_id: clickId,
    service_id: SERVICE,
    click_paydoc_id: paydoc,
    merchant_trans_id: String(order.id),
    amount: tiyinToSoms(order.amount),
    error: '0',
    error_note: 'Success',
    sign_time: '2026-11-25 16:04:05',
  };
  const prepare = { ...base, action: '0' };
  const prepared = await request(app)
    .post('/api/payments/click/prepare')
    .type('form')
    .send({ ...prepare, sign_string: md5(`${clickId}${SERVICE}${SECRET}${order.id}${prepare.amount}0${base.sign_time}`) });
  const prepareId = String(prepared.body.merchant_prepare_id);
  const completed = await request(app)
    .post('/api/payments/click/complete')
    .type('form')
    .send({
      ...base,
      action: '1',
      merchant_prepare_id: prepareId,
      sign_string: md5(`${clickId}${SERVICE}${SECRET}${order.id}${prepareId}${base.amount}1${base.sign_time}`),
    });
  expect(completed.body.error).toBe(0);
  return { order, paymentId: Number(prepareId), paydoc };
}

const fiscalOf = async (paymentId: number) => {
  for (let i = 0; i < 50; i++) {
    const { rows } = await api.db.query<{ fiscal_sent_at: Date | null; fiscal_error: string | null }>(
      'SELECT fiscal_sent_at, fiscal_error FROM payments WHERE id = $1',
      [paymentId],
    );
    if (rows[0]!.fiscal_sent_at !== null || rows[0]!.fiscal_error !== null) return rows[0]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the fiscal items were never sent');
};

describe(`Click fiscal items (${engineName})`, () => {
  test('after Complete, submit_items gets each line’s code, package, prices and VAT in tiyin and the seller’s PINFL, with the Auth digest', async () => {
    answer = { status: 200, body: { error_code: 0, error_note: 'Success' } };
    const { order, paymentId, paydoc } = await paidClickOrder(0);
    const fiscal = await fiscalOf(paymentId);
    expect(fiscal.fiscal_sent_at).not.toBeNull();
    expect(fiscal.fiscal_error).toBeNull();
    const sent = received.at(-1)!;
    expect(sent.raw).toContain(`"payment_id":${paydoc},`);
    expect(sent.raw).toContain(`"service_id":${SERVICE},`);
    const body = JSON.parse(sent.raw) as { items: Array<Record<string, unknown>>; received_card: number; received_cash: number; received_ecash: number };
    const seller = (await api.db.query<{ seller_pinfl: string }>('SELECT seller_pinfl FROM order_items WHERE order_id = $1', [order.id])).rows[0]!;
    expect(body.items).toEqual([
      {
        Name: expect.stringMatching(/ xizmat$/),
        SPIC: SEED_SERVICE_FISCAL.ikpuCode,
        PackageCode: SEED_SERVICE_FISCAL.packageCode,
        GoodPrice: order.amount,
        Price: order.amount,
        Amount: 1,
        VAT: Math.round((order.amount * 12) / 112),
        VATPercent: 12,
        CommissionInfo: { PINFL: seller.seller_pinfl },
      },
    ]);
    expect((body.items[0]!.Name as string).length).toBeLessThanOrEqual(63);
    expect(body).toMatchObject({ received_card: order.amount, received_cash: 0, received_ecash: 0 });
    const [user, digest, time] = sent.auth!.split(':');
    expect(user).toBe(USER);
    expect(digest).toBe(createHash('sha1').update(`${time}${SECRET}`).digest('hex'));
    expect(Math.abs(Number(time) - Date.now() / 1000)).toBeLessThan(60);
  });

  test('Click’s refusal is kept on the payment (to be sent again); the order stays paid', async () => {
    answer = { status: 200, body: { error_code: -5, error_note: 'Invalid SPIC' } };
    const { order, paymentId } = await paidClickOrder(1);
    const fiscal = await fiscalOf(paymentId);
    expect(fiscal.fiscal_sent_at).toBeNull();
    expect(fiscal.fiscal_error).toBe('HTTP 200: -5 Invalid SPIC');
    expect((await api.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order.id])).rows[0]!.status).toBe('paid');
  });
});
