/**
 * Support refunds a disputed order (issue 29, ADR 012 "Refunding a disputed order"), on a real
 * database with the whole application: orders are placed, paid through the providers' endpoints
 * and disputed through the API as a client does. Payme: CancelTransaction of a disputed order whose
 * work started is -31007 until support approves the refund, then it refunds (-2) and the order is
 * refunded. Click: the payment is reversed through a fake of Click's Merchant API (the Auth digest,
 * the path with click_paydoc_id); Click's refusal or silence records nothing. The dispute's ticket
 * gets support's note in its language; a second run is refused; the command's exit codes and guard.
 * Last, reconciliation sends again the fiscal items Click refused, a bounded number of times.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import type { OwnOrder } from '../../../shared/api/orders/contract';
import { formatMoney } from '../../../shared/format/money';
import { tiyinToSoms } from '../../../shared/payments/money';
import { openDatabase } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import { loadLocaleResources } from '../../../server/web/i18n';
import { FISCAL_INCOMPLETE } from '../../../server/payments/click-fiscal';
import type { ClickMerchantApi } from '../../../server/payments/click-merchant-api';
import {
  describeRefund,
  EXIT_FAILED,
  EXIT_PROVIDER_REFUSED,
  EXIT_REFUSED,
  REFUND_ROLE,
  refundDisputedOrder,
  refundExitCode,
  type RefundActor,
  type RefundOutcome,
} from '../../../server/payments/dispute-refund';
import { FISCAL_MAX_ATTEMPTS, FISCAL_RETRY_AFTER_MS, formatReport, reconcile, type Finding } from '../../../server/payments/reconcile';
import { createTestApp } from '../../support/app';
import { runCli } from '../../support/cli';
import { refundDisputeFromCommandLine } from '../../../server/domain/ops/disputes';
import { engineName, signedInVisitor, TEST_ENV, useSeededApi, type SignedInVisitor } from '../api/support';

jest.setTimeout(120_000);

const PAYME_KEY = 'TEST_KEY';
const SECRET = 'click-secret-key';
const SERVICE = '24680';
const USER = '777';
const api = useSeededApi();
const resources = loadLocaleResources(path.resolve('locales'));

interface Received {
  method: string;
  path: string;
  auth: string | undefined;
}
const received: Received[] = [];
/** What the fake Click answers, per kind of call. */
const answers = {
  fiscal: { status: 200, body: { error_code: 0, error_note: 'Success' } as unknown },
  reversal: { status: 200, body: { error_code: 0, error_note: 'Success' } as unknown },
};
let fake: Server;
let app: ReturnType<typeof createTestApp>['app'];
let clickApi: ClickMerchantApi;
let client: SignedInVisitor;
let serviceId: number;
let seq = 0;

beforeAll(async () => {
  const click = express();
  click.post('/v2/merchant/payment/ofd_data/submit_items', express.text({ type: () => true }), (req, res) => {
    received.push({ method: 'POST', path: req.path, auth: req.get('auth') });
    res.status(answers.fiscal.status).json(answers.fiscal.body);
  });
  click.delete('/v2/merchant/payment/reversal/:service/:payment', (req, res) => {
    received.push({ method: 'DELETE', path: req.path, auth: req.get('auth') });
    res.status(answers.reversal.status).json(answers.reversal.body);
  });
  fake = await new Promise<Server>((resolve) => {
    const server = click.listen(0, '127.0.0.1', () => resolve(server));
  });
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v2/merchant`;
  clickApi = { url, merchantUserId: USER, secretKey: SECRET, serviceId: SERVICE };
  app = createTestApp(
    {
      ...TEST_ENV,
      PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
      PAYME_MERCHANT_KEY: PAYME_KEY,
      PAYME_CHECKOUT_URL: 'https://test.paycom.uz',
      CLICK_SERVICE_ID: SERVICE,
      CLICK_MERCHANT_ID: '13579',
      CLICK_SECRET_KEY: SECRET,
      CLICK_MERCHANT_USER_ID: USER,
      CLICK_MERCHANT_API_URL: url,
    },
    { db: api.db },
  ).app;
  client = await signedInVisitor(app, 0);
  const { rows } = await api.db.query<{ id: number }>(
    "SELECT id FROM services WHERE published AND price > 0 AND price_kind = 'fixed' AND specialist_id IS NOT NULL ORDER BY id LIMIT 1",
  );
  serviceId = Number(rows[0]!.id);
});

afterAll(async () => {
  await new Promise((resolve) => fake?.close(resolve));
});

async function rpc(method: string, params: unknown): Promise<{ result?: Record<string, unknown>; error?: { code: number; data?: string } }> {
  const res = await request(app)
    .post('/api/payments/payme')
    .set('Content-Type', 'application/json')
    .set('Authorization', `Basic ${Buffer.from(`Paycom:${PAYME_KEY}`).toString('base64')}`)
    .send(JSON.stringify({ method, params, id: 1 }));
  expect(res.status).toBe(200);
  return JSON.parse(res.text) as { result?: Record<string, unknown>; error?: { code: number; data?: string } };
}

async function placeOrder(provider: 'payme' | 'click'): Promise<OwnOrder> {
  await client.post('/api/v1/me/basket/items', { serviceId, quantity: 1 }).expect(200);
  return (await client.post('/api/v1/me/orders', { provider }).expect(201)).body as OwnOrder;
}

/** An order paid through Payme's Merchant API; answers Payme's transaction id. */
async function paidPaymeOrder(): Promise<{ order: OwnOrder; paymeId: string }> {
  const order = await placeOrder('payme');
  const paymeId = `7${String(Date.now())}${String(++seq).padStart(10, '0')}`.slice(0, 24).padEnd(24, '0');
  const created = await rpc('CreateTransaction', { id: paymeId, time: Date.now(), amount: order.amount, account: { order_id: String(order.id) } });
  expect(created.result).toMatchObject({ state: 1 });
  expect((await rpc('PerformTransaction', { id: paymeId })).result).toMatchObject({ state: 2 });
  return { order, paymeId };
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
let clickSeq = 6_000_000_000_000_000n;

/** An order prepared and completed through Click's SHOP API; waits until its fiscal items were answered. */
async function paidClickOrder(): Promise<{ order: OwnOrder; paymentId: number; paydoc: string }> {
  const order = await placeOrder('click');
  const clickId = String(++clickSeq);
  const paydoc = String(9_007_199_254_740_993n + clickSeq);
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
  const prepared = await request(app)
    .post('/api/payments/click/prepare')
    .type('form')
    .send({ ...base, action: '0', sign_string: md5(`${clickId}${SERVICE}${SECRET}${order.id}${base.amount}0${base.sign_time}`) });
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
  const paymentId = Number(prepareId);
  for (let i = 0; i < 100; i++) {
    const { rows } = await api.db.query<{ answered: boolean }>(
      'SELECT fiscal_sent_at IS NOT NULL OR fiscal_error IS NOT NULL AS answered FROM payments WHERE id = $1',
      [paymentId],
    );
    if (rows[0]!.answered) return { order, paymentId, paydoc };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the fiscal items were never answered');
}

/** The specialist started and finished the work; the client disputes it in `lang`. Answers the ticket's id. */
async function dispute(orderId: number, lang: 'uz' | 'ru' | 'en'): Promise<number> {
  await api.db.query("UPDATE orders SET fulfilment = 'done', started_at = now() - interval '2 days', done_at = now() - interval '1 day' WHERE id = $1", [
    orderId,
  ]);
  const res = await client.post(`/api/v1/me/orders/${orderId}/dispute?lang=${lang}`, { text: 'The contract was never drafted as agreed.' }).expect(201);
  return Number(res.body.ticketId);
}

const operator: RefundActor = { via: 'command', name: 'Malika Support' };
const REASON = 'The specialist did not deliver the contract; the client keeps nothing.';
const refund = (order: number | string, options: { reason?: string; actor?: RefundActor; fetch?: typeof fetch } = {}) =>
  refundDisputedOrder(
    api.db,
    { order, reason: options.reason ?? REASON, actor: options.actor ?? operator },
    { resources, clickApi, ...(options.fetch ? { fetch: options.fetch } : {}) },
  );

const orderRow = async (id: number) =>
  (
    await api.db.query<{ status: string; refunded: boolean; refund_approved: boolean; refund_reason: string | null; refund_approved_by: string | null }>(
      'SELECT status, refunded_at IS NOT NULL AS refunded, refund_approved_at IS NOT NULL AS refund_approved, refund_reason, refund_approved_by FROM orders WHERE id = $1',
      [id],
    )
  ).rows[0]!;
const paymentState = async (id: number) => (await api.db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [id])).rows[0]!.state;
const ticket = async (id: number) => {
  const { rows: tickets } = await api.db.query<{ status: string; locale: string }>('SELECT status, locale FROM support_tickets WHERE id = $1', [id]);
  const { rows: messages } = await api.db.query<{ body: string; from_staff: boolean; author_user_id: number | null }>(
    'SELECT body, from_staff, author_user_id FROM support_ticket_messages WHERE ticket_id = $1 ORDER BY id',
    [id],
  );
  return { ...tickets[0]!, messages };
};
const refused = (outcome: RefundOutcome) => (outcome.ok ? 'done' : outcome.refused);

describe(`refunding a disputed Payme order (${engineName})`, () => {
  test('-31007 until support approves; then Payme’s CancelTransaction refunds (-2) and the order is refunded; the ticket gets the note in Russian; later runs are refused', async () => {
    const { order, paymeId } = await paidPaymeOrder();
    const ticketId = await dispute(order.id, 'ru');

    // Without an approval the work that started blocks the refund, as before.
    const blocked = await rpc('CancelTransaction', { id: paymeId, reason: 5 });
    expect(blocked.error).toMatchObject({ code: -31007, data: 'id' });
    expect((await orderRow(order.id)).status).toBe('paid');

    const outcome = await refund(order.number);
    expect(outcome).toMatchObject({
      ok: true,
      provider: 'payme',
      orderId: order.id,
      number: order.number,
      amount: order.amount,
      paymeTransactionId: paymeId,
      ticketId,
    });
    expect(refundExitCode(outcome)).toBe(0);
    expect(describeRefund(outcome)).toContain("Payme's merchant cabinet");
    // Approved, not refunded yet: the money goes back when the operator presses refund at Payme.
    expect(await orderRow(order.id)).toEqual({
      status: 'paid',
      refunded: false,
      refund_approved: true,
      refund_reason: REASON,
      refund_approved_by: 'Malika Support',
    });
    const read = await ticket(ticketId);
    expect(read).toMatchObject({ status: 'answered', locale: 'ru' });
    expect(read.messages).toHaveLength(2);
    expect(read.messages[1]).toEqual({ from_staff: true, author_user_id: null, body: expect.stringContaining(`по заказу ${order.number}`) });
    expect(read.messages[1]!.body).toContain(formatMoney(order.amount, 'ru'));
    expect(read.messages[1]!.body).toContain('Payme');

    const again = await refund(order.id);
    expect(refused(again)).toBe('already_approved');
    expect(refundExitCode(again)).toBe(EXIT_REFUSED);

    // Payme's cabinet: CancelTransaction now refunds; a repeat answers the same.
    const cancelled = await rpc('CancelTransaction', { id: paymeId, reason: 5 });
    expect(cancelled.result).toMatchObject({ transaction: expect.any(String), state: -2, cancel_time: expect.any(Number) });
    expect(await rpc('CancelTransaction', { id: paymeId, reason: 5 })).toEqual(cancelled);
    expect(await orderRow(order.id)).toMatchObject({ status: 'refunded', refunded: true });
    expect((await client.get(`/api/v1/me/orders/${order.id}`).expect(200)).body).toMatchObject({ state: 'refunded' });

    const third = await refund(order.number);
    expect(refused(third)).toBe('already_refunded');
    expect(refundExitCode(third)).toBe(EXIT_REFUSED);
    expect((await ticket(ticketId)).messages).toHaveLength(2);
    // Reconciliation sees nothing wrong with it.
    expect((await reconcile(api.db, { dryRun: true })).findings.filter((f) => f.orderId === order.id)).toEqual([]);
  });

  test('the command settles the dispute as the console does: the decision on the order and in the audit log; a settled dispute is refused', async () => {
    const { order } = await paidPaymeOrder();
    await dispute(order.id, 'en');
    const audit = { userId: null, name: 'Malika Support (command line (test@host))' };
    const outcome = await refundDisputeFromCommandLine(api.db, order.number, REASON, audit, 'Malika Support', { resources, clickApi });
    expect(outcome).toMatchObject({ ok: true, provider: 'payme', orderId: order.id });
    const { rows } = await api.db.query<{ decision: string; by: string }>(
      'SELECT dispute_decision AS decision, dispute_decided_by AS by FROM orders WHERE id = $1',
      [order.id],
    );
    expect(rows[0]).toEqual({ decision: 'refunded', by: audit.name });
    const entry = await api.db.query<{ actor: string; action: string; note: string }>('SELECT actor, action, note FROM ops_audit WHERE subject = $1', [
      `order ${order.number}`,
    ]);
    expect(entry.rows).toEqual([{ actor: audit.name, action: 'dispute.refund', note: REASON }]);
    const again = await refundDisputeFromCommandLine(api.db, order.id, REASON, audit, 'Malika Support', { resources, clickApi });
    expect(refused(again)).toBe('settled');
    expect(describeRefund(again)).toContain('settled already');
    expect(refused(await refundDisputeFromCommandLine(api.db, 'HQ-2147483000', REASON, audit, 'Malika Support', { resources, clickApi }))).toBe(
      'unknown_order',
    );
    expect(refused(await refundDisputeFromCommandLine(api.db, order.id, 'short', audit, 'Malika Support', { resources, clickApi }))).toBe('invalid_reason');
  });

  test('an order that was not disputed, an unpaid one and an unknown one are refused, and nothing is recorded; Payme’s -31007 stands for them', async () => {
    const { order, paymeId } = await paidPaymeOrder();
    await api.db.query("UPDATE orders SET fulfilment = 'in_progress', started_at = now() WHERE id = $1", [order.id]);
    const notDisputed = await refund(order.number);
    expect(refused(notDisputed)).toBe('not_disputed');
    expect(refundExitCode(notDisputed)).toBe(EXIT_REFUSED);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', refund_approved: false });
    expect((await rpc('CancelTransaction', { id: paymeId, reason: 5 })).error).toMatchObject({ code: -31007 });

    const unpaid = await placeOrder('payme');
    expect(refused(await refund(unpaid.number))).toBe('not_paid');
    for (const unknown of ['HQ-999999999', 'nonsense', '0', 'HQ-']) expect(refused(await refund(unknown))).toBe('unknown_order');
  });

  test('the guard: a reason of 10 characters or more and a named operator; a console account needs the refund role', async () => {
    const { order } = await paidPaymeOrder();
    await dispute(order.id, 'en');
    for (const reason of ['', '   ', 'too short', `  ${'x'.repeat(9)}  `, 'x'.repeat(2001), `reason \ud800 here`]) {
      const outcome = await refund(order.number, { reason });
      expect(refused(outcome)).toBe('invalid_reason');
      expect(refundExitCode(outcome)).toBe(EXIT_REFUSED);
    }
    for (const name of ['', '  ', 'x'.repeat(201), 'Bad\u0007name'])
      expect(refused(await refund(order.number, { actor: { via: 'command', name } }))).toBe('invalid_actor');
    expect(refused(await refund(order.number, { actor: { via: 'console', userId: 1, name: 'Agent', roles: ['support'] } }))).toBe('forbidden');
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', refund_approved: false });

    const done = await refund(order.number, { actor: { via: 'console', userId: 1, name: 'Agent', roles: [REFUND_ROLE] } });
    expect(done).toMatchObject({ ok: true, provider: 'payme' });
    expect(await orderRow(order.id)).toMatchObject({ refund_approved: true, refund_approved_by: 'Agent' });
    const note = (await ticket((done as { ticketId: number }).ticketId)).messages.at(-1)!;
    expect(note.body).toContain(`dispute about order ${order.number}`);
  });
});

describe(`refunding a disputed Click order (${engineName})`, () => {
  test('Click’s refusal records nothing (exit 3); its reversal refunds the order and the payment, with the Auth digest; the ticket gets the note in Uzbek; a second run is refused', async () => {
    answers.fiscal = { status: 200, body: { error_code: 0, error_note: 'Success' } };
    const { order, paymentId, paydoc } = await paidClickOrder();
    const ticketId = await dispute(order.id, 'uz');

    answers.reversal = { status: 200, body: { error_code: -5017, error_note: 'Payment cannot be cancelled' } };
    const before = received.length;
    const refusedByClick = await refund(order.number);
    expect(refusedByClick).toEqual({
      ok: false,
      refused: 'click_refused',
      orderId: order.id,
      provider: 'click',
      status: 200,
      errorCode: -5017,
      errorNote: 'Payment cannot be cancelled',
    });
    expect(refundExitCode(refusedByClick)).toBe(EXIT_PROVIDER_REFUSED);
    expect(describeRefund(refusedByClick)).toContain('error_code -5017 (Payment cannot be cancelled)');
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', refund_approved: false });
    expect(await paymentState(paymentId)).toBe('performed');
    expect((await ticket(ticketId)).messages).toHaveLength(1);

    // Click cannot be reached: nothing recorded either, and the command says to look at Click's cabinet.
    const silent = await refund(order.number, { fetch: () => Promise.reject(new TypeError('fetch failed')) });
    expect(refused(silent)).toBe('click_unreachable');
    expect(refundExitCode(silent)).toBe(EXIT_FAILED);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', refund_approved: false });

    answers.reversal = { status: 200, body: { error_code: 0, error_note: 'Success', payment_id: Number(paydoc) } };
    const outcome = await refund(order.number);
    expect(outcome).toMatchObject({ ok: true, provider: 'click', orderId: order.id, clickPaymentId: paydoc, ticketId, amount: order.amount });
    expect(refundExitCode(outcome)).toBe(0);
    const calls = received.slice(before);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `DELETE /v2/merchant/payment/reversal/${SERVICE}/${paydoc}`,
      `DELETE /v2/merchant/payment/reversal/${SERVICE}/${paydoc}`,
    ]);
    const [user, digest, time] = calls[1]!.auth!.split(':');
    expect(user).toBe(USER);
    expect(digest).toBe(createHash('sha1').update(`${time}${SECRET}`).digest('hex'));

    expect(await orderRow(order.id)).toEqual({
      status: 'refunded',
      refunded: true,
      refund_approved: true,
      refund_reason: REASON,
      refund_approved_by: 'Malika Support',
    });
    expect(await paymentState(paymentId)).toBe('cancelled_after_perform');
    const read = await ticket(ticketId);
    expect(read).toMatchObject({ status: 'answered', locale: 'uz' });
    expect(read.messages[1]).toEqual({ from_staff: true, author_user_id: null, body: expect.stringContaining(`${order.number} buyurtma boʻyicha`) });
    expect(read.messages[1]!.body).toContain(formatMoney(order.amount, 'uz'));
    expect(read.messages[1]!.body).toContain('Click');
    expect((await client.get(`/api/v1/me/orders/${order.id}`).expect(200)).body).toMatchObject({ state: 'refunded' });

    const again = await refund(order.number);
    expect(refused(again)).toBe('already_refunded');
    expect(refundExitCode(again)).toBe(EXIT_REFUSED);
    expect(received.length).toBe(before + 2);
    expect((await reconcile(api.db, { dryRun: true })).findings.filter((f) => f.orderId === order.id)).toEqual([]);
  });

  test('without Click’s Merchant API configured a Click order is refused, not half-done', async () => {
    answers.fiscal = { status: 200, body: { error_code: 0, error_note: 'Success' } };
    const { order } = await paidClickOrder();
    await dispute(order.id, 'en');
    const outcome = await refundDisputedOrder(api.db, { order: order.number, reason: REASON, actor: operator }, { resources, clickApi: null });
    expect(refused(outcome)).toBe('click_not_configured');
    expect(refundExitCode(outcome)).toBe(EXIT_REFUSED);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', refund_approved: false });
  });
});

describe(`npm run payments:refund (${engineName})`, () => {
  test('refuses without an order, a reason or an operator (exit 2, with the usage)', async () => {
    for (const args of [
      [],
      ['HQ-000001', '--operator', 'Malika'],
      ['HQ-000001', '--reason', REASON],
      ['--reason', REASON, '--operator', 'Malika'],
      ['HQ-1', '--bogus'],
    ]) {
      const run = await runCli('server/cli/payments-refund.ts', args, {});
      expect(run.code).toBe(EXIT_REFUSED);
      expect(run.stderr).toContain('Usage: payments:refund <order number');
    }
  });

  (engineName === 'pglite' ? test : test.skip)(
    'beside a server holding the embedded database it exits 4 and says why; on its own database it refuses an unknown order (exit 2)',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'huquq-refund-'));
      const args = ['HQ-000042', '--reason', REASON, '--operator', 'Malika'];
      try {
        const server = await openDatabase({ dataDir: dir });
        try {
          const beside = await runCli('server/cli/payments-refund.ts', args, { DATA_DIR: dir });
          expect(beside.code).toBe(4);
          expect(beside.stderr).toContain(`is in use by process ${process.pid}`);
        } finally {
          await server.close();
        }
        // With the server stopped the command opens the folder itself (migrated, as a deployed one is).
        const own = await openDatabase({ dataDir: dir });
        try {
          await migrate(own);
        } finally {
          await own.close();
        }
        const unknown = await runCli('server/cli/payments-refund.ts', args, { DATA_DIR: dir });
        expect(unknown.code).toBe(EXIT_REFUSED);
        expect(unknown.stderr).toContain('Refused: no such order');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});

const fiscalOf = (findings: Finding[], paymentId: number) =>
  findings.filter((f): f is Extract<Finding, { kind: 'fiscal_unsent' }> => f.kind === 'fiscal_unsent' && f.paymentId === paymentId);
const fiscalRow = async (id: number) =>
  (
    await api.db.query<{ sent: boolean; fiscal_error: string | null; fiscal_attempts: number }>(
      'SELECT fiscal_sent_at IS NOT NULL AS sent, fiscal_error, fiscal_attempts FROM payments WHERE id = $1',
      [id],
    )
  ).rows[0]!;

describe(`reconciliation sends refused Click fiscal items again (${engineName})`, () => {
  test('not before 10 minutes, in a dry run not at all, then again until Click accepts; each attempt is recorded and reported', async () => {
    answers.fiscal = { status: 200, body: { error_code: -5, error_note: 'Invalid SPIC' } };
    const { order, paymentId } = await paidClickOrder();
    expect(await fiscalRow(paymentId)).toEqual({ sent: false, fiscal_error: 'HTTP 200: -5 Invalid SPIC', fiscal_attempts: 1 });
    const posts = () => received.filter((call) => call.method === 'POST').length;
    const start = posts();
    const t0 = Date.now();

    const early = await reconcile(api.db, { clickFiscal: clickApi, now: () => t0 });
    expect(fiscalOf(early.findings, paymentId)).toEqual([
      { kind: 'fiscal_unsent', orderId: order.id, paymentId, attempts: 1, error: 'HTTP 200: -5 Invalid SPIC', retry: 'waiting' },
    ]);
    expect(posts()).toBe(start);

    const later = () => t0 + FISCAL_RETRY_AFTER_MS + 1000;
    const dry = await reconcile(api.db, { dryRun: true, clickFiscal: clickApi, now: later });
    expect(fiscalOf(dry.findings, paymentId).map((f) => f.retry)).toEqual(['would_retry']);
    expect(formatReport(dry).join('\n')).toContain(
      `payment ${paymentId} not accepted (HTTP 200: -5 Invalid SPIC); would be sent again (attempt 2 of ${FISCAL_MAX_ATTEMPTS})`,
    );
    expect(posts()).toBe(start);

    const failed = await reconcile(api.db, { clickFiscal: clickApi, now: later });
    expect(fiscalOf(failed.findings, paymentId)).toEqual([expect.objectContaining({ attempts: 2, retry: 'failed', error: 'HTTP 200: -5 Invalid SPIC' })]);
    expect(posts()).toBe(start + 1);
    expect(formatReport(failed).join('\n')).toContain(
      `REPORT  ${order.number} (order ${order.id}): Click's fiscal items of payment ${paymentId} sent again, not accepted (attempt 2 of ${FISCAL_MAX_ATTEMPTS})`,
    );

    answers.fiscal = { status: 200, body: { error_code: 0, error_note: 'Success' } };
    const sent = await reconcile(api.db, { clickFiscal: clickApi, now: () => later() + FISCAL_RETRY_AFTER_MS });
    expect(fiscalOf(sent.findings, paymentId)).toEqual([expect.objectContaining({ attempts: 3, retry: 'sent' })]);
    expect(formatReport(sent).join('\n')).toMatch(/1 Click fiscal submission\(s\) sent again and accepted/);
    expect(await fiscalRow(paymentId)).toEqual({ sent: true, fiscal_error: null, fiscal_attempts: 3 });
    expect(fiscalOf((await reconcile(api.db, { clickFiscal: clickApi, now: () => later() + 3 * FISCAL_RETRY_AFTER_MS })).findings, paymentId)).toEqual([]);
  });

  test('after the last attempt, for items that cannot be sent, and without the Merchant API, it only reports', async () => {
    answers.fiscal = { status: 502, body: { error_code: -1, error_note: 'Down' } };
    const exhausted = await paidClickOrder();
    await api.db.query('UPDATE payments SET fiscal_attempts = $2 WHERE id = $1', [exhausted.paymentId, FISCAL_MAX_ATTEMPTS]);
    const incomplete = await paidClickOrder();
    await api.db.query('UPDATE payments SET fiscal_error = $2 WHERE id = $1', [incomplete.paymentId, FISCAL_INCOMPLETE]);
    const unconfigured = await paidClickOrder();
    const start = received.length;
    const later = () => Date.now() + FISCAL_RETRY_AFTER_MS + 1000;

    const result = await reconcile(api.db, { clickFiscal: clickApi, now: later });
    expect(fiscalOf(result.findings, exhausted.paymentId).map((f) => f.retry)).toEqual(['given_up']);
    expect(fiscalOf(result.findings, incomplete.paymentId).map((f) => f.retry)).toEqual(['cannot_send']);
    expect(formatReport(result).join('\n')).toContain(`not accepted after ${FISCAL_MAX_ATTEMPTS} attempts (HTTP 502: -1 Down); no more attempts`);
    // The third was due, and sent (and refused) once.
    expect(fiscalOf(result.findings, unconfigured.paymentId)).toEqual([expect.objectContaining({ retry: 'failed', attempts: 2 })]);
    expect(received.length).toBe(start + 1);

    const without = await reconcile(api.db, { now: () => later() + FISCAL_RETRY_AFTER_MS });
    expect(fiscalOf(without.findings, unconfigured.paymentId).map((f) => f.retry)).toEqual(['not_configured']);
    expect(received.length).toBe(start + 1);
    expect(await fiscalRow(exhausted.paymentId)).toMatchObject({ sent: false, fiscal_attempts: FISCAL_MAX_ATTEMPTS });
  });
});
