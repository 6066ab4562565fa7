/**
 * Receipts as the law asks (issue 29, ADR 016): every seeded service has its IKPU/MXIK code,
 * package code and VAT, every seeded seller a TIN or PINFL; a service without a code cannot go
 * into the basket or be ordered (a localized 409); an order item copies the code and the seller
 * when bought; a paid order's receipt names the seller with their number and each line's code.
 */
import request from 'supertest';
import type { OwnOrder } from '../../../shared/api/orders/contract';
import { fillMissingFiscalData, SEED_SERVICE_FISCAL } from '../../../server/db/seed/fiscal';
import { silentLogger } from '../../../server/db/logger';
import { engineName, signedInVisitor, useSeededApi, type SignedInVisitor } from './support';

jest.setTimeout(120_000);

const api = useSeededApi({
  env: { PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb', PAYME_MERCHANT_KEY: 'TEST_KEY', PAYME_CHECKOUT_URL: 'https://test.paycom.uz' },
});
const AUTH = `Basic ${Buffer.from('Paycom:TEST_KEY').toString('base64')}`;

let me: SignedInVisitor;
/** A specialist's service and a firm's. */
let personal: { id: number; title: string; code: string };
let firms: { id: number; title: string };

beforeAll(async () => {
  me = await signedInVisitor(api.app, 2);
  const pick = async (column: 'specialist_id' | 'law_firm_id') =>
    (
      await api.db.query<{ id: number; title: string; ikpu_code: string }>(
        `SELECT id, l10n_text(title, 'ru') AS title, ikpu_code FROM services WHERE published AND price > 0 AND price_kind = 'fixed' AND ${column} IS NOT NULL ORDER BY id LIMIT 1`,
      )
    ).rows[0]!;
  const p = await pick('specialist_id');
  personal = { id: Number(p.id), title: p.title, code: p.ikpu_code };
  // The seed's firms sell "from" prices only (bought once quotes exist): one is made fixed here.
  const { rows } = await api.db.query<{ id: number; title: string }>(
    "SELECT id, l10n_text(title, 'ru') AS title FROM services WHERE published AND price > 0 AND law_firm_id IS NOT NULL ORDER BY id LIMIT 1",
  );
  firms = { id: Number(rows[0]!.id), title: rows[0]!.title };
  await api.db.query("UPDATE services SET price_kind = 'fixed' WHERE id = $1 RETURNING price_kind", [firms.id]);
});

/** Takes the code away from a service for the test, and gives it back after. */
async function withoutCode<T>(serviceId: number, run: () => Promise<T>): Promise<T> {
  const { rows } = await api.db.query<{ ikpu_code: string }>('SELECT ikpu_code FROM services WHERE id = $1', [serviceId]);
  await api.db.query('UPDATE services SET ikpu_code = NULL WHERE id = $1', [serviceId]);
  try {
    return await run();
  } finally {
    await api.db.query('UPDATE services SET ikpu_code = $2 WHERE id = $1', [serviceId, rows[0]!.ikpu_code]);
  }
}

async function rpc(method: string, params: unknown) {
  const res = await request(api.app)
    .post('/api/payments/payme')
    .set('Authorization', AUTH)
    .set('Content-Type', 'application/json')
    .send(JSON.stringify({ id: 1, method, params }));
  return res.body as { result?: Record<string, unknown>; error?: { code: number } };
}

describe(`fiscal data and receipts (${engineName})`, () => {
  test('the seed gives every service its code, package code and VAT, every firm a TIN and every specialist a PINFL', async () => {
    const { rows } = await api.db.query<{ missing: number; bad: number }>(
      `SELECT count(*) FILTER (WHERE ikpu_code IS NULL OR package_code IS NULL OR vat_percent IS NULL)::int AS missing,
              count(*) FILTER (WHERE ikpu_code !~ '^[0-9]{17}$')::int AS bad FROM services`,
    );
    expect(rows[0]).toEqual({ missing: 0, bad: 0 });
    expect((await api.db.query("SELECT 1 FROM law_firms WHERE tin IS NULL OR tin !~ '^[0-9]{9}$'")).rows).toHaveLength(0);
    expect((await api.db.query('SELECT 1 FROM specialists WHERE pinfl IS NULL AND tin IS NULL AND user_id IS NULL')).rows).toHaveLength(0);
  });

  test('a database seeded before 0028 gets the seeded services’ codes on the next start; a code given since is kept', async () => {
    const { rows } = await api.db.query<{ id: number }>('SELECT id FROM services ORDER BY id LIMIT 2');
    const [a, b] = rows.map((row) => Number(row.id));
    await api.db.query('UPDATE services SET ikpu_code = NULL, package_code = NULL, vat_percent = NULL WHERE id = $1', [a]);
    await api.db.query("UPDATE services SET ikpu_code = '12345678901234567' WHERE id = $1", [b]);
    try {
      await fillMissingFiscalData(api.db, 7_316_200_442, silentLogger);
      const after = await api.db.query<{ id: number; ikpu_code: string; package_code: string; vat_percent: number }>(
        'SELECT id, ikpu_code, package_code, vat_percent FROM services WHERE id = ANY($1::bigint[]) ORDER BY id',
        [[a, b]],
      );
      expect(after.rows.map((row) => row.ikpu_code)).toEqual([SEED_SERVICE_FISCAL.ikpuCode, '12345678901234567']);
      expect(after.rows[0]).toMatchObject({ package_code: SEED_SERVICE_FISCAL.packageCode, vat_percent: SEED_SERVICE_FISCAL.vatPercent });
    } finally {
      await api.db.query('UPDATE services SET ikpu_code = $2 WHERE id = $1', [b, SEED_SERVICE_FISCAL.ikpuCode]);
    }
  });

  test('a service without a code cannot go into the basket: 409 in the visitor’s language; a guest’s merge skips it', async () => {
    await withoutCode(personal.id, async () => {
      const ru = await me.post('/api/v1/me/basket/items?lang=ru', { serviceId: personal.id, quantity: 1 }).expect(409);
      expect(ru.body.error).toEqual({ code: 'service_not_sellable', message: expect.stringContaining('ИКПУ') });
      const uz = await me.post('/api/v1/me/basket/items?lang=uz', { serviceId: personal.id, quantity: 1 }).expect(409);
      expect(uz.body.error.message).toContain('MXIK');
      const merged = await me
        .post('/api/v1/me/basket/merge', {
          items: [
            { serviceId: personal.id, quantity: 1 },
            { serviceId: firms.id, quantity: 1 },
          ],
        })
        .expect(200);
      expect(merged.body.basket.items.map((item: { serviceId: number }) => item.serviceId)).toEqual([firms.id]);
    });
    await me.del(`/api/v1/me/basket/items/${firms.id}`).expect(200);
  });

  test('a basket item whose code was taken away since cannot be ordered: 409 naming it, and the basket is kept', async () => {
    await me.post('/api/v1/me/basket/items', { serviceId: personal.id, quantity: 1 }).expect(200);
    await withoutCode(personal.id, async () => {
      const res = await me.post('/api/v1/me/orders?lang=ru', { provider: 'payme' }).expect(409);
      expect(res.body.error.code).toBe('service_not_sellable');
      expect(res.body.error.message).toContain(personal.title);
      expect(res.body.error.current).toEqual({ titles: [personal.title] });
    });
    expect((await me.get('/api/v1/me/basket').expect(200)).body.count).toBe(1);
    await me.del(`/api/v1/me/basket/items/${personal.id}`).expect(200);
  });

  test('an order item keeps its code and seller as bought; the paid order’s receipt names the seller with TIN or PINFL and each line’s code', async () => {
    await me.post('/api/v1/me/basket/items', { serviceId: personal.id, quantity: 1 }).expect(200);
    await me.post('/api/v1/me/basket/items', { serviceId: firms.id, quantity: 1 }).expect(200);
    const order = (await me.post('/api/v1/me/orders', { provider: 'payme' }).expect(201)).body as OwnOrder;
    expect(order.receipt).toBeNull();
    const sellers = (
      await api.db.query<{ service_id: number; name: string; tin: string | null; pinfl: string | null }>(
        `SELECT sv.id AS service_id, CASE WHEN lf.id IS NOT NULL THEN l10n_text(lf.name, 'en') ELSE l10n_text(sp.first_name, 'en') || ' ' || l10n_text(sp.last_name, 'en') END AS name, lf.tin, sp.pinfl
           FROM services sv LEFT JOIN law_firms lf ON lf.id = sv.law_firm_id LEFT JOIN specialists sp ON sp.id = sv.specialist_id WHERE sv.id = ANY($1::bigint[])`,
        [[personal.id, firms.id]],
      )
    ).rows;
    // The service's code changes after the purchase: the order keeps the one it was bought with.
    await api.db.query("UPDATE services SET ikpu_code = '99999999999999999' WHERE id = $1", [personal.id]);
    try {
      const account = { order_id: String(order.id) };
      expect((await rpc('CheckPerformTransaction', { amount: order.amount, account })).result).toMatchObject({ allow: true });
      const id = 'a1b2c3d4e5f6a7b8c9d0e1f2';
      expect((await rpc('CreateTransaction', { id, time: Date.now(), amount: order.amount, account })).result).toMatchObject({ state: 1 });
      expect((await rpc('PerformTransaction', { id })).result).toMatchObject({ state: 2 });
      const paid = (await me.get(`/api/v1/me/orders/${order.id}?lang=en`).expect(200)).body as OwnOrder;
      const personalSeller = sellers.find((s) => Number(s.service_id) === personal.id)!;
      const firmSeller = sellers.find((s) => Number(s.service_id) === firms.id)!;
      expect(paid.receipt?.lines).toEqual([
        expect.objectContaining({
          quantity: 1,
          code: personal.code,
          packageCode: SEED_SERVICE_FISCAL.packageCode,
          vatPercent: 12,
          seller: { name: personalSeller.name, tin: null, pinfl: personalSeller.pinfl },
        }),
        expect.objectContaining({ quantity: 1, code: SEED_SERVICE_FISCAL.ikpuCode, seller: { name: firmSeller.name, tin: firmSeller.tin, pinfl: null } }),
      ]);
      expect(paid.receipt!.total).toBe(order.amount);
      // 12 % VAT contained in each line, in whole tiyin.
      expect(paid.receipt!.lines[0]!.vat).toBe(Math.round((paid.receipt!.lines[0]!.lineTotal * 12) / 112));
      const page = await me.get(`/en/home/orders/${order.id}?receipt`).expect(200);
      expect(page.text).toContain(`Seller: ${personalSeller.name} · PINFL ${personalSeller.pinfl}`);
      expect(page.text).toContain(`Seller: ${firmSeller.name} · TIN ${firmSeller.tin}`);
      expect(page.text).toContain(`IKPU ${personal.code} · package ${SEED_SERVICE_FISCAL.packageCode} · VAT 12%`);
      expect(page.text).not.toContain('99999999999999999');
      expect(page.text).toContain('data-testid="receipt-vat"');
    } finally {
      await api.db.query('UPDATE services SET ikpu_code = $2 WHERE id = $1', [personal.id, personal.code]);
    }
  });
});
