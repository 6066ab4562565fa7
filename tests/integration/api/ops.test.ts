/**
 * The operators' console over HTTP (issue 32, ADR 022): the roles (granted to a PINFL from the command
 * line only, before or after a first sign-in), every /ops operation 404 to a guest and to a citizen
 * without a role, and no operation of the web that grants one; the base calculation amounts (a preview
 * that keeps nothing, an amount added and corrected, each audited with its state before and after,
 * the drafts' estimates moved and their owners told, a generated claim left as it was); the audit
 * log that refuses to be changed; the control socket the commands reach a running server through.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { API_OPERATIONS } from '../../../shared/api/operations';
import type {
  AuditList,
  BaseAmountInput,
  BaseAmountPreview,
  FlaggedPayments,
  OpsBaseAmount,
  OpsDispute,
  OpsOverview,
  OpsReportedReview,
  ReconcileRun,
} from '../../../shared/api/ops/contract';
import type { OwnClaim } from '../../../shared/api/claims/contract';
import type { NotificationList } from '../../../shared/api/notifications/contract';
import { tashkentToday } from '../../../shared/format/calendar';
import { DEMO_CITIZENS } from '../../../server/auth/oneid-standin';
import { seedDatabase } from '../../../server/db/seed/index';
import { openAccountTicket } from '../../../server/domain/directory/support-tickets';
import { grantRole, revokeRole, rolesOfUser } from '../../../server/domain/ops/roles';
import { createLogger } from '../../../server/ops/logger';
import { sendControlRequest, startControlSocket } from '../../../server/ops/control-socket';
import { engineName, idOf, signedInVisitor, TEST_ORIGIN, useSeededApi } from './support';

jest.setTimeout(120_000);

const api = useSeededApi();
const CLI = 'command line (test@host)';
const OPERATOR = 0;
const CITIZEN = 1;
const pinflOf = (citizen: number) => DEMO_CITIZENS[citizen]!.pin;

const today = tashkentToday();
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const DUTY_RULE = {
  percent: 2,
  minBca: 1,
  maxBca: null,
  fixedBca: null,
  smallBusinessPercent: 50,
  validFrom: '2020-01-06',
  validTo: null,
  act: 'Law “On State Duty”',
  sourceUrl: 'https://lex.uz/docs/4692154',
};
const DUTY_EXEMPTION = { validFrom: '2020-01-06', validTo: null, act: 'Law “On State Duty”, article 9', sourceUrl: '' };

/** Every console operation with arguments that would pass its schema. */
function consoleCalls(): { method: 'get' | 'post' | 'put'; url: string; body?: unknown }[] {
  const body: BaseAmountInput = { validFrom: dayAfter(today, 400), amount: 45_000_000, act: { uz: 'Farmon', ru: 'Указ', en: 'Decree' } };
  return [
    { method: 'get', url: '/api/v1/ops/overview' },
    { method: 'get', url: '/api/v1/ops/audit' },
    { method: 'get', url: '/api/v1/ops/base-calculation-amounts' },
    { method: 'post', url: '/api/v1/ops/base-calculation-amounts/preview', body },
    { method: 'post', url: '/api/v1/ops/base-calculation-amounts', body },
    { method: 'put', url: `/api/v1/ops/base-calculation-amounts/${body.validFrom}`, body },
    { method: 'get', url: '/api/v1/ops/reviews/reported' },
    { method: 'post', url: '/api/v1/ops/reviews/1/hide', body: { note: 'x' } },
    { method: 'post', url: '/api/v1/ops/reviews/1/keep', body: {} },
    { method: 'get', url: '/api/v1/ops/disputes' },
    { method: 'post', url: '/api/v1/ops/disputes/1/complete', body: { reason: 'The work was done' } },
    { method: 'post', url: '/api/v1/ops/disputes/1/refund', body: { reason: 'The work was not done' } },
    { method: 'post', url: '/api/v1/ops/disputes/1/refund-by-hand', body: { reason: 'Returned by bank transfer' } },
    { method: 'get', url: '/api/v1/ops/payments/flagged' },
    { method: 'post', url: '/api/v1/ops/payments/reconcile', body: {} },
    { method: 'get', url: '/api/v1/ops/applications' },
    { method: 'get', url: '/api/v1/ops/applications/1' },
    { method: 'post', url: '/api/v1/ops/applications/1/approve', body: {} },
    { method: 'post', url: '/api/v1/ops/applications/1/return', body: { reason: 'Upload a clearer scan' } },
    { method: 'post', url: '/api/v1/ops/applications/1/reject', body: { reason: 'The licence is not in the register' } },
    { method: 'get', url: '/api/v1/ops/firm-applications' },
    { method: 'get', url: '/api/v1/ops/firm-applications/1' },
    { method: 'post', url: '/api/v1/ops/firm-applications/1/approve', body: {} },
    { method: 'post', url: '/api/v1/ops/firm-applications/1/return', body: { reason: 'The TIN is not the firm’s' } },
    { method: 'post', url: '/api/v1/ops/firm-applications/1/reject', body: { reason: 'The licence is not in the register' } },
    { method: 'get', url: '/api/v1/ops/state-duty-rules' },
    { method: 'post', url: '/api/v1/ops/state-duty-rules/civil-property/preview', body: DUTY_RULE },
    { method: 'put', url: '/api/v1/ops/state-duty-rules/civil-property', body: DUTY_RULE },
    { method: 'post', url: '/api/v1/ops/state-duty-exemptions/alimony/preview', body: DUTY_EXEMPTION },
    { method: 'put', url: '/api/v1/ops/state-duty-exemptions/alimony', body: DUTY_EXEMPTION },
    { method: 'get', url: '/api/v1/ops/courts' },
    { method: 'put', url: '/api/v1/ops/courts/1', body: { name: { uz: 'Sud', ru: 'Суд', en: 'Court' }, address: null } },
    { method: 'post', url: '/api/v1/ops/district-courts/preview', body: { districtId: '1726262', courtType: 'civil', courtId: 1 } },
    { method: 'put', url: '/api/v1/ops/district-courts', body: { districtId: '1726262', courtType: 'civil', courtId: 1 } },
  ];
}

describe(`roles (${engineName})`, () => {
  test('every console operation is in the table under /ops, and none of the web’s operations grants a role', () => {
    const consoleOps = Object.entries(API_OPERATIONS).filter(([, spec]) => 'auth' in spec && spec.auth === 'operator');
    expect(consoleOps.length).toBe(consoleCalls().length);
    for (const [, spec] of consoleOps) expect(spec.path.startsWith('/ops/')).toBe(true);
    for (const spec of Object.values(API_OPERATIONS)) expect(spec.path).not.toMatch(/role|grant/i);
  });

  test('a guest and a citizen without a role get 404 from every console operation, reads and writes alike', async () => {
    const citizen = await signedInVisitor(api.app, CITIZEN);
    for (const call of consoleCalls()) {
      const guest = await request(api.app)
        [call.method](call.url)
        .set('Origin', TEST_ORIGIN)
        .set('X-Requested-With', 'huquq')
        .send(call.body as object);
      expect([call.url, guest.status, guest.body.error?.code]).toEqual([call.url, 404, 'not_found']);
      const asCitizen = call.method === 'get' ? await citizen.get(call.url) : await citizen[call.method](call.url, call.body);
      expect([call.url, asCitizen.status]).toEqual([call.url, 404]);
      expect(asCitizen.headers['cache-control']).toMatch(/no-store/);
    }
    // Nothing was written by any of them.
    const { rows } = await api.db.query('SELECT 1 FROM base_calculation_amounts WHERE valid_from = $1::date', [dayAfter(today, 400)]);
    expect(rows).toHaveLength(0);
    expect((await api.db.query('SELECT 1 FROM reviews WHERE id = 1 AND moderated_at IS NOT NULL')).rows).toHaveLength(0);
  });

  test('a role granted to a PINFL before its first sign-in holds once they sign in; granted again changes nothing; revoked, the console is gone', async () => {
    expect(await grantRole(api.db, pinflOf(OPERATOR), 'operator', CLI)).toBe(true);
    expect(await grantRole(api.db, pinflOf(OPERATOR), 'operator', CLI)).toBe(false);
    const operator = await signedInVisitor(api.app, OPERATOR);
    const overview = (await operator.get('/api/v1/ops/overview').expect(200)).body as OpsOverview;
    expect(overview).toMatchObject({ roles: ['operator'], baseAmount: { amount: expect.any(Number) } });
    const res = await operator.get('/api/v1/ops/overview');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');

    // An operator has no way to grant a role from the web: there is no such address.
    expect((await operator.post('/api/v1/ops/roles', { pinfl: pinflOf(CITIZEN), role: 'admin' })).status).toBe(404);
    expect((await operator.put(`/api/v1/ops/roles/${pinflOf(OPERATOR)}`, { role: 'admin' })).status).toBe(404);
    const operatorId = Number((await api.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [pinflOf(OPERATOR)])).rows[0]!.id);
    expect(await rolesOfUser(api.db, operatorId)).toEqual(['operator']);

    expect(await revokeRole(api.db, pinflOf(OPERATOR), 'operator', CLI)).toBe(true);
    expect((await operator.get('/api/v1/ops/overview')).status).toBe(404);
    expect(await revokeRole(api.db, pinflOf(OPERATOR), 'operator', CLI)).toBe(false);
    await grantRole(api.db, pinflOf(OPERATOR), 'operator', CLI);

    const audit = (await operator.get('/api/v1/ops/audit?pageSize=10').expect(200)).body as AuditList;
    expect(audit.items.slice(0, 3).map((entry) => [entry.action, entry.subject, entry.actor])).toEqual([
      ['role.grant', `role ${pinflOf(OPERATOR)} operator`, CLI],
      ['role.revoke', `role ${pinflOf(OPERATOR)} operator`, CLI],
      ['role.grant', `role ${pinflOf(OPERATOR)} operator`, CLI],
    ]);
    expect(audit.items[1]!.before).toMatchObject({ pinfl: pinflOf(OPERATOR), role: 'operator', grantedBy: CLI });
  });

  test('writes need the site’s own origin and header like every write (CSRF)', async () => {
    const operator = await signedInVisitor(api.app, OPERATOR);
    const body: BaseAmountInput = { validFrom: dayAfter(today, 500), amount: 45_000_000, act: { uz: 'Farmon', ru: 'Указ', en: 'Decree' } };
    const forged = await request(api.app)
      .post('/api/v1/ops/base-calculation-amounts')
      .set('Cookie', `act=${operator.token}`)
      .set('Origin', 'https://evil.example')
      .send(body);
    expect(forged.status).toBe(403);
    expect((await api.db.query('SELECT 1 FROM base_calculation_amounts WHERE valid_from = $1::date', [body.validFrom])).rows).toHaveLength(0);
  });
});

describe(`the base calculation amounts (${engineName})`, () => {
  test('preview keeps nothing; adding moves the drafts’ estimates and tells their owners, a generated claim keeps its figures; both audited', async () => {
    const operator = await signedInVisitor(api.app, OPERATOR);
    const owner = await signedInVisitor(api.app, 2);
    const supply = await idOf(api.db, 'claim_templates', 'supply-contract-debt');
    const draft = (await owner.post('/api/v1/me/claims?lang=en', { templateId: supply, locale: 'ru' }).expect(201)).body as OwnClaim;
    expect(draft.stateDuty).toBe(41_200_000);
    // A claim generated at the floor of 1 BCA (the state the builder leaves it in; generating itself
    // is tested with the claims).
    const generated = (await owner.post('/api/v1/me/claims?lang=en', { templateId: supply, locale: 'uz' }).expect(201)).body as OwnClaim;
    await api.db.query("UPDATE user_claims SET status = 'generated', generated_version = version WHERE id = $1", [generated.id]);

    const list = async () => ((await operator.get('/api/v1/ops/base-calculation-amounts').expect(200)).body as { items: OpsBaseAmount[] }).items;
    const before = await list();
    const input: BaseAmountInput = {
      validFrom: today,
      amount: 50_000_000,
      act: { uz: 'Prezident farmoni (sinov)', ru: 'Указ Президента (проверка)', en: 'Presidential decree (test)' },
      sourceUrl: 'https://lex.uz/docs/0000000',
      note: 'The decree of the day',
    };
    const preview = (await operator.post('/api/v1/ops/base-calculation-amounts/preview?lang=en', input).expect(200)).body as BaseAmountPreview;
    expect(preview).toMatchObject({ validFrom: today, previous: 41_200_000 });
    expect(preview.items).toContainEqual({ claimId: draft.id, template: expect.any(String), status: 'draft', before: 41_200_000, after: 50_000_000 });
    expect(preview.items.some((item) => item.claimId === generated.id)).toBe(false);
    expect(preview.untouched).toBeGreaterThanOrEqual(1);
    expect(await list()).toEqual(before);
    expect(((await owner.get(`/api/v1/me/claims/${draft.id}`).expect(200)).body as OwnClaim).stateDuty).toBe(41_200_000);

    const added = await operator.post('/api/v1/ops/base-calculation-amounts', input).expect(201);
    expect(added.body).toMatchObject({ validFrom: today, amount: 50_000_000, current: true, operatorEdited: true, sourceUrl: 'https://lex.uz/docs/0000000' });
    expect(((await owner.get(`/api/v1/me/claims/${draft.id}`).expect(200)).body as OwnClaim).stateDuty).toBe(50_000_000);
    expect(((await owner.get(`/api/v1/me/claims/${generated.id}`).expect(200)).body as OwnClaim).stateDuty).toBe(41_200_000);
    const told = ((await owner.get('/api/v1/me/notifications').expect(200)).body as NotificationList).items.filter((n) => n.kind === 'claim_duty_changed');
    expect(told.map((n) => n.data.claimId)).toEqual([draft.id]);

    const again = await operator.post('/api/v1/ops/base-calculation-amounts?lang=en', input).expect(409);
    expect(again.body.error).toMatchObject({ code: 'base_amount_exists', message: expect.stringContaining('already') });

    const corrected = await operator.put(`/api/v1/ops/base-calculation-amounts/${today}`, { ...input, amount: 47_500_000, note: 'A typo' }).expect(200);
    expect(corrected.body).toMatchObject({ amount: 47_500_000 });
    expect(((await owner.get(`/api/v1/me/claims/${draft.id}`).expect(200)).body as OwnClaim).stateDuty).toBe(47_500_000);
    await operator.put(`/api/v1/ops/base-calculation-amounts/${dayAfter(today, 900)}`, { ...input, validFrom: dayAfter(today, 900) }).expect(404);

    const audit = ((await operator.get('/api/v1/ops/audit?pageSize=5').expect(200)).body as AuditList).items;
    expect(audit[0]).toMatchObject({
      action: 'base-amount.correct',
      subject: `base calculation amount ${today}`,
      actor: expect.stringMatching(/^Dilnoza Yusupova \(#\d+\)$/),
      before: { amount: 50_000_000 },
      after: { amount: 47_500_000 },
      note: 'A typo',
    });
    expect(audit[1]).toMatchObject({
      action: 'base-amount.add',
      before: null,
      after: { amount: 50_000_000, sourceUrl: 'https://lex.uz/docs/0000000' },
      note: 'The decree of the day',
    });

    // The seed's content written again (--force) leaves the operator's amount as they made it.
    await seedDatabase(api.db, { force: true });
    const kept = (await list()).find((amount) => amount.validFrom === today);
    expect(kept).toMatchObject({ amount: 47_500_000, operatorEdited: true });
    await api.db.query('DELETE FROM base_calculation_amounts WHERE valid_from = $1::date', [today]);
  });

  test('bad amounts are 400 naming each field; nothing is written', async () => {
    const operator = await signedInVisitor(api.app, OPERATOR);
    const bad = await operator
      .post('/api/v1/ops/base-calculation-amounts?lang=en', {
        validFrom: '2026-02-30',
        amount: -5,
        act: { uz: '', ru: 'x', en: 'y\u0000' },
        sourceUrl: 'http://x',
        extra: 1,
      })
      .expect(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(expect.arrayContaining(['validFrom', 'amount', 'sourceUrl']));
    expect((await api.db.query("SELECT 1 FROM base_calculation_amounts WHERE valid_from = '2026-02-28'::date")).rows).toHaveLength(0);
  });
});

describe(`reported reviews (${engineName})`, () => {
  test('the queue lists what waits; hide tells the author with the note and leaves the rating; keep resolves; both audited; a gone review 404', async () => {
    const operator = await signedInVisitor(api.app, OPERATOR);
    const { rows } = await api.db.query<{ id: number; author: number; nickname: string }>(
      `SELECT r.id, r.author_user_id AS author, sp.nickname FROM reviews r JOIN specialists sp ON sp.id = r.specialist_id
        WHERE r.hidden_at IS NULL ORDER BY r.id LIMIT 2`,
    );
    const [first, second] = rows as [{ id: number; author: number; nickname: string }, { id: number; author: number; nickname: string }];
    const reporter = Number((await api.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [pinflOf(OPERATOR)])).rows[0]!.id);
    for (const review of [first, second])
      await api.db.query('INSERT INTO review_reports (review_id, reporter_user_id, reason) VALUES ($1, $2, $3)', [review.id, reporter, 'Insults']);
    const ratingOf = async (nickname: string) =>
      (await api.db.query<{ n: number }>('SELECT rating_count AS n FROM specialists WHERE nickname = $1', [nickname])).rows[0]!.n;
    const ratingBefore = await ratingOf(first.nickname);

    const queue = (await operator.get('/api/v1/ops/reviews/reported').expect(200)).body as { items: OpsReportedReview[] };
    expect(queue.items.map((item) => item.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(queue.items.find((item) => item.id === first.id)).toMatchObject({
      subjectPath: `/${first.nickname}#reviews`,
      reports: [{ reason: 'Insults', createdAt: expect.any(String) }],
    });
    expect(((await operator.get('/api/v1/ops/overview').expect(200)).body as OpsOverview).reportedReviews).toBeGreaterThanOrEqual(2);

    const hidden = await operator.post(`/api/v1/ops/reviews/${first.id}/hide`, { note: 'Insults the specialist' }).expect(200);
    expect(hidden.body).toEqual({ id: first.id, hidden: true, resolvedReports: 1 });
    expect(await ratingOf(first.nickname)).toBe(ratingBefore - 1);
    const told = await api.db.query<{ data: { note: string } }>("SELECT data FROM notifications WHERE user_id = $1 AND kind = 'review_hidden'", [first.author]);
    expect(told.rows.map((row) => row.data.note)).toEqual(['Insults the specialist']);
    await operator.post(`/api/v1/ops/reviews/${second.id}/keep`, {}).expect(200);
    const left = ((await operator.get('/api/v1/ops/reviews/reported').expect(200)).body as { items: OpsReportedReview[] }).items.map((item) => item.id);
    expect(left).not.toContain(first.id);
    expect(left).not.toContain(second.id);

    const audit = ((await operator.get('/api/v1/ops/audit?pageSize=2').expect(200)).body as AuditList).items;
    expect(audit.map((entry) => [entry.action, entry.subject])).toEqual([
      ['review.keep', `review ${second.id}`],
      ['review.hide', `review ${first.id}`],
    ]);
    expect(audit[1]).toMatchObject({
      before: { hidden: false },
      after: { hidden: true, note: 'Insults the specialist' },
      actor: expect.stringMatching(/^Dilnoza Yusupova/),
    });
    await operator.post('/api/v1/ops/reviews/2147483000/hide', {}).expect(404);
    expect((await operator.post(`/api/v1/ops/reviews/${first.id}/hide?lang=en`, { note: 'x'.repeat(501) }).expect(400)).body.error.fields).toHaveProperty(
      'note',
    );
  });
});

/** A paid Payme order of citizen 1 for a seeded service, marked done and disputed, with its ticket and a message in its conversation. */
async function disputedOrder(text: string): Promise<number> {
  const client = Number((await api.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [pinflOf(CITIZEN)])).rows[0]!.id);
  const service = (
    await api.db.query<{ id: number; specialist_id: number; title: unknown }>(
      'SELECT id, specialist_id, title FROM services WHERE published AND price > 0 AND specialist_id IS NOT NULL ORDER BY id LIMIT 1',
    )
  ).rows[0]!;
  const orderId = Number(
    (
      await api.db.query<{ id: number }>(
        `INSERT INTO orders (user_id, status, total, paid_at, provider, fulfilment, started_at, done_at, disputed_at)
         VALUES ($1, 'paid', 15000000, now(), 'payme', 'done', now(), now(), now()) RETURNING id`,
        [client],
      )
    ).rows[0]!.id,
  );
  await api.db.query('INSERT INTO order_items (order_id, service_id, title, unit_price, quantity) VALUES ($1, $2, $3, 15000000, 1)', [
    orderId,
    service.id,
    JSON.stringify(service.title),
  ]);
  await api.db.query(
    `INSERT INTO payments (order_id, provider, provider_transaction_id, amount, state, provider_time, created_at, performed_at)
     VALUES ($1, 'payme', $2, 15000000, 'performed', now(), now(), now())`,
    [orderId, `6a1b2c3d4e5f6071829300${String(orderId).padStart(2, '0').slice(-2)}`],
  );
  const ticket = await openAccountTicket(api.db, client, { subject: `Dispute ${orderId}`, locale: 'ru', body: text });
  await api.db.query('UPDATE orders SET dispute_ticket_id = $2 WHERE id = $1', [orderId, ticket]);
  const conversation = Number(
    (
      await api.db.query<{ id: number }>('INSERT INTO conversations (client_user_id, specialist_id, order_id) VALUES ($1, $2, $3) RETURNING id', [
        client,
        service.specialist_id,
        orderId,
      ])
    ).rows[0]!.id,
  );
  await api.db.query("INSERT INTO conversation_messages (conversation_id, author_user_id, side, body) VALUES ($1, $2, 'client', 'Where is my document?')", [
    conversation,
    client,
  ]);
  return orderId;
}

describe(`disputes (${engineName})`, () => {
  test('the queue shows both sides; complete, refund through Payme and refund by hand settle once, tell the client in the ticket, and are audited', async () => {
    await grantRole(api.db, pinflOf(OPERATOR), 'operator', CLI);
    const operator = await signedInVisitor(api.app, OPERATOR);
    await signedInVisitor(api.app, CITIZEN);
    const [done, refunded, byHand] = [
      await disputedOrder('Работа не сделана'),
      await disputedOrder('Документ не получен'),
      await disputedOrder('Деньги верните'),
    ];
    const queue = ((await operator.get('/api/v1/ops/disputes?lang=en').expect(200)).body as { items: OpsDispute[] }).items;
    expect(queue.map((item) => item.orderId)).toEqual(expect.arrayContaining([done, refunded, byHand]));
    expect(queue.find((item) => item.orderId === done)).toMatchObject({
      total: 15_000_000,
      provider: 'payme',
      client: 'Aziz Karimov',
      claim: 'Работа не сделана',
      items: [{ quantity: 1, unitPrice: 15_000_000, seller: expect.stringMatching(/^\S+ \S+$/), sellerPath: expect.stringMatching(/^\//) }],
      messages: [{ side: 'client', text: 'Where is my document?', files: [] }],
    });
    expect(((await operator.get('/api/v1/ops/overview').expect(200)).body as OpsOverview).openDisputes).toBeGreaterThanOrEqual(3);

    expect((await operator.post(`/api/v1/ops/disputes/${done}/complete?lang=en`, { reason: 'short' }).expect(400)).body.error.fields).toHaveProperty('reason');
    const completed = await operator.post(`/api/v1/ops/disputes/${done}/complete`, { reason: 'The document was delivered on time' }).expect(200);
    expect(completed.body).toMatchObject({ orderId: done, decision: 'completed', refund: null });
    const refund = await operator.post(`/api/v1/ops/disputes/${refunded}/refund`, { reason: 'The specialist did not deliver' }).expect(200);
    expect(refund.body).toMatchObject({ decision: 'refunded', refund: { provider: 'payme', done: false } });
    await operator.post(`/api/v1/ops/disputes/${byHand}/refund-by-hand`, { reason: 'Returned by bank transfer on 30 Nov' }).expect(200);
    expect((await operator.post(`/api/v1/ops/disputes/${done}/refund`, { reason: 'Changed my mind here' }).expect(409)).body.error.code).toBe(
      'dispute_decided',
    );
    await operator.post('/api/v1/ops/disputes/2147483000/complete', { reason: 'No such order at all' }).expect(404);

    const orders = await api.db.query<{ id: number; status: string; fulfilment: string; decision: string; refunded_by_hand: boolean; approved: boolean }>(
      `SELECT id, status, fulfilment, dispute_decision AS decision, refunded_by_hand, refund_approved_at IS NOT NULL AS approved
         FROM orders WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [[done, refunded, byHand]],
    );
    expect(orders.rows.map(({ id: _id, ...rest }) => rest)).toEqual([
      { status: 'paid', fulfilment: 'completed', decision: 'completed', refunded_by_hand: false, approved: false },
      { status: 'paid', fulfilment: 'done', decision: 'refunded', refunded_by_hand: false, approved: true },
      { status: 'refunded', fulfilment: 'done', decision: 'refunded_by_hand', refunded_by_hand: true, approved: true },
    ]);
    // The client reads support's note in their ticket, in its language.
    const notes = await api.db.query<{ body: string }>(
      'SELECT m.body FROM support_ticket_messages m JOIN orders o ON o.dispute_ticket_id = m.ticket_id WHERE o.id = ANY($1::bigint[]) AND m.from_staff ORDER BY o.id',
      [[done, refunded, byHand]],
    );
    expect(notes.rows.map((row) => row.body)).toEqual([
      expect.stringContaining('работа считается выполненной'),
      expect.stringContaining('Payme'),
      expect.stringContaining('помимо платёжного сервиса'),
    ]);
    // Reconciliation leaves the order refunded by hand alone (its payment stands at Payme, rightly).
    const flagged = ((await operator.get('/api/v1/ops/payments/flagged').expect(200)).body as FlaggedPayments).findings;
    expect(flagged.some((finding) => finding.orderId === byHand)).toBe(false);
    const remaining = ((await operator.get('/api/v1/ops/disputes').expect(200)).body as { items: OpsDispute[] }).items.map((item) => item.orderId);
    expect(remaining).not.toEqual(expect.arrayContaining([done]));
    expect(remaining).not.toContain(byHand);

    const audit = ((await operator.get('/api/v1/ops/audit?pageSize=3').expect(200)).body as AuditList).items;
    expect(audit.map((entry) => entry.action)).toEqual(['dispute.refund-by-hand', 'dispute.refund', 'dispute.complete']);
    expect(audit[2]).toMatchObject({
      before: { status: 'paid', fulfilment: 'done' },
      after: { fulfilment: 'completed', decision: 'completed' },
      note: 'The document was delivered on time',
    });
  });
});

describe(`flagged payments (${engineName})`, () => {
  test('the list is what reconciliation finds, changing nothing; “reconcile now” repairs, is audited, and leaves what needs a person', async () => {
    const operator = await signedInVisitor(api.app, OPERATOR);
    const client = Number((await api.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [pinflOf(CITIZEN)])).rows[0]!.id);
    const order = async (status: string) =>
      Number(
        (
          await api.db.query<{ id: number }>(
            "INSERT INTO orders (user_id, status, total, paid_at, provider) VALUES ($1, $2, 15000000, CASE WHEN $2 = 'paid' THEN now() END, 'payme') RETURNING id",
            [client, status],
          )
        ).rows[0]!.id,
      );
    const unmarked = await order('pending');
    await api.db.query(
      `INSERT INTO payments (order_id, provider, provider_transaction_id, amount, state, provider_time, created_at, performed_at)
       VALUES ($1, 'payme', '6a1b2c3d4e5f60718293a4b5', 15000000, 'performed', now(), now(), now())`,
      [unmarked],
    );
    const unpaid = await order('paid');

    const flagged = (await operator.get('/api/v1/ops/payments/flagged').expect(200)).body as FlaggedPayments;
    expect(flagged.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'unmarked_paid',
          orderId: unmarked,
          number: expect.stringMatching(/^HQ-/),
          payment: expect.objectContaining({ provider: 'payme', amount: 15_000_000 }),
        }),
        expect.objectContaining({ kind: 'paid_without_payment', orderId: unpaid }),
      ]),
    );
    expect((await api.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [unmarked])).rows[0]!.status).toBe('pending');

    const run = (await operator.post('/api/v1/ops/payments/reconcile', {}).expect(200)).body as ReconcileRun;
    expect(run.repaired).toContain(unmarked);
    expect(run.findings.map((finding) => [finding.kind, finding.orderId])).toContainEqual(['paid_without_payment', unpaid]);
    expect(run.findings.some((finding) => finding.orderId === unmarked)).toBe(false);
    expect((await api.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [unmarked])).rows[0]!.status).toBe('paid');
    const audit = ((await operator.get('/api/v1/ops/audit?pageSize=1').expect(200)).body as AuditList).items[0];
    expect(audit).toMatchObject({
      action: 'payments.reconcile',
      subject: 'payments',
      after: { repaired: expect.arrayContaining([expect.stringMatching(/^HQ-/)]) },
    });
    await api.db.query("UPDATE orders SET status = 'cancelled', cancelled_at = now(), paid_at = NULL WHERE id = $1", [unpaid]);
  });
});

describe(`the audit log (${engineName})`, () => {
  test('refuses to be changed or emptied', async () => {
    await grantRole(api.db, pinflOf(3), 'admin', CLI);
    await expect(api.db.query("UPDATE ops_audit SET note = 'rewritten'")).rejects.toThrow(/append-only/);
    await expect(api.db.query('DELETE FROM ops_audit')).rejects.toThrow(/append-only/);
    await expect(api.db.query('TRUNCATE ops_audit')).rejects.toThrow(/append-only/);
    expect((await api.db.query("SELECT 1 FROM ops_audit WHERE note = 'rewritten'")).rows).toHaveLength(0);
  });
});

describe(`the control socket (${engineName})`, () => {
  test('grants and revokes through the running server’s socket, only to its own user, and refuses what is not a request', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'huquq-control-'));
    const socketPath = path.join(dir, 'control.sock');
    const control = await startControlSocket({ db: api.db, socketPath, logger: createLogger('silent') });
    try {
      expect((await stat(socketPath)).mode & 0o777).toBe(0o600);
      const grant = { command: 'grant', pinfl: pinflOf(CITIZEN), role: 'admin', by: CLI } as const;
      expect(await sendControlRequest(socketPath, grant)).toEqual({ ok: true, changed: true });
      expect(await sendControlRequest(socketPath, grant)).toEqual({ ok: true, changed: false });
      const listed = await sendControlRequest(socketPath, { command: 'list' });
      expect(listed).toMatchObject({
        ok: true,
        roles: expect.arrayContaining([expect.objectContaining({ pinfl: pinflOf(CITIZEN), role: 'admin', grantedBy: CLI })]),
      });
      const citizen = await signedInVisitor(api.app, CITIZEN);
      expect(((await citizen.get('/api/v1/ops/overview').expect(200)).body as OpsOverview).roles).toEqual(['admin']);
      expect(await sendControlRequest(socketPath, { ...grant, command: 'revoke' })).toEqual({ ok: true, changed: true });
      expect((await citizen.get('/api/v1/ops/overview')).status).toBe(404);
      const bad = await sendControlRequest(socketPath, { ...grant, pinfl: '123' });
      expect(bad.ok).toBe(false);
    } finally {
      await control.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
