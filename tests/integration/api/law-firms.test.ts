/**
 * Law firms over HTTP (issue 32, ADR 024): only a verified specialist registers a firm; an
 * incomplete registration names what is missing; an operator returns it, then approves it (the
 * firm goes live, verified, with its owner and its services, audited and told); the owner invites
 * by a link, which a verified specialist accepts once, and by PINFL, which a person who is no
 * verified specialist cannot accept; the member appears on the firm's page; the owner names them
 * to answer the firm's reviews and handle its sales, and they do; removed, they can do neither; a
 * seeded firm's page is claimed once.
 */
import request from 'supertest';
import type { FirmForm, FirmInviteMade, OwnFirm } from '../../../shared/account/firm';
import type { OpsFirmApplication } from '../../../shared/api/account/application';
import type { AuditList } from '../../../shared/api/ops/contract';
import type { NotificationList } from '../../../shared/api/notifications/contract';
import type { LawFirmDetail } from '../../../shared/api/types';
import type { SaleList } from '../../../shared/api/orders/contract';
import { DEMO_CITIZENS } from '../../../server/auth/oneid-standin';
import { grantRole } from '../../../server/domain/ops/roles';
import { engineName, signedInVisitor, useSeededApi, type SignedInVisitor } from './support';

jest.setTimeout(120_000);

const api = useSeededApi();
const IKPU = '10305008001000000';

let operator: SignedInVisitor;
let owner: SignedInVisitor;
let member: SignedInVisitor;
let stranger: SignedInVisitor;
let region: string;

/** Makes citizen `citizen`'s verified specialist profile, as an approved application would. */
async function verifiedSpecialist(citizen: number, nickname: string): Promise<void> {
  const { rows } = await api.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [DEMO_CITIZENS[citizen]!.pin]);
  await api.db.query(
    `INSERT INTO specialists (user_id, nickname, first_name, last_name, profession, verified, verified_at, languages)
     VALUES ($1, $2, '{"uz": "Test"}', '{"uz": "Specialist"}', 'advocate', true, now(), '{uz}')`,
    [rows[0]!.id, nickname],
  );
  const { rows: spec } = await api.db.query<{ id: number }>('SELECT id FROM specializations ORDER BY id LIMIT 1');
  await api.db.query('INSERT INTO specialist_specializations (specialist_id, specialization_id) SELECT id, $2 FROM specialists WHERE nickname = $1', [
    nickname,
    spec[0]!.id,
  ]);
}

function firmForm(overrides: Partial<FirmForm> = {}): FirmForm {
  return {
    name: 'Adolat advokatlik byurosi',
    legalForm: 'advocate-bureau',
    tin: '305123456',
    region,
    city: 'Toshkent',
    address: 'Amir Temur koʻchasi, 15',
    phone: '+998 71 200 11 22',
    email: 'info@adolat.uz',
    website: 'adolat.uz',
    about: 'Oilaviy va fuqarolik ishlari boʻyicha advokatlik byurosi.',
    licence: { number: 'AB-0077', issuedOn: '2019-05-20', issuer: 'Oʻzbekiston Respublikasi Adliya vazirligi' },
    services: [
      {
        title: 'Shartnoma ekspertizasi',
        description: 'Shartnomani tekshirib, xavflar va tuzatishlar roʻyxatini beramiz.',
        priceKind: 'fixed',
        price: 50_000_000,
        ikpuCode: IKPU,
      },
    ],
    ...overrides,
  };
}

const ownFirm = async (who: SignedInVisitor) => (await who.get('/api/v1/me/firm').expect(200)).body as OwnFirm;

beforeAll(async () => {
  await grantRole(api.db, DEMO_CITIZENS[0]!.pin, 'operator', 'command line (test@host)');
  operator = await signedInVisitor(api.app, 0);
  owner = await signedInVisitor(api.app, 2);
  member = await signedInVisitor(api.app, 1);
  stranger = await signedInVisitor(api.app, 3);
  await verifiedSpecialist(2, 'nodira.owner');
  await verifiedSpecialist(1, 'aziz.member');
  region = (await api.db.query<{ slug: string }>('SELECT slug FROM regions ORDER BY id LIMIT 1')).rows[0]!.slug;
});

describe(`law firms (${engineName})`, () => {
  let firmId: number;
  let applicationId: number;
  let memberId: number;

  test('only a verified specialist registers a firm; an incomplete one names what is missing', async () => {
    const mine = await ownFirm(stranger);
    expect(mine).toMatchObject({ firm: null, canApply: false, cannotApply: 'not_verified' });
    expect((await stranger.put('/api/v1/me/firm/application', { kind: 'register', form: firmForm() })).body.error.code).toBe('firm_not_allowed');

    const before = await ownFirm(owner);
    expect(before).toMatchObject({ canApply: true, cannotApply: null, firm: null });
    expect(before.claimable.length).toBeGreaterThan(0);
    const incomplete = await owner
      .put('/api/v1/me/firm/application', { kind: 'register', form: firmForm({ tin: '', licence: null, services: [] }) })
      .expect(422);
    expect(incomplete.body.error.code).toBe('invalid_firm');
    expect(Object.keys(incomplete.body.error.fields)).toEqual(['tin', 'licence', 'services']);
    // Shapes are checked too: a TIN of letters, an unknown form.
    expect((await owner.put('/api/v1/me/firm/application', { kind: 'register', form: { ...firmForm(), tin: 'abc' } })).status).toBe(400);
    expect((await owner.put('/api/v1/me/firm/application', { kind: 'register', form: { ...firmForm(), legalForm: 'cartel' } })).status).toBe(400);
  });

  test('submitted, returned with a reason, sent again, approved: the firm is live and verified, with its owner and services; audited and told', async () => {
    const sent = (await owner.put('/api/v1/me/firm/application', { kind: 'register', form: firmForm({ tin: '305123450' }) }).expect(200)).body as OwnFirm;
    expect(sent).toMatchObject({ application: { status: 'submitted', kind: 'register' }, canApply: false, cannotApply: 'submitted' });
    expect((await owner.put('/api/v1/me/firm/application', { kind: 'register', form: firmForm() })).body.error.code).toBe('application_submitted');

    const queue = (await operator.get('/api/v1/ops/firm-applications').expect(200)).body as { items: OpsFirmApplication[] };
    const waiting = queue.items.find((item) => item.form.name === 'Adolat advokatlik byurosi')!;
    expect(waiting).toMatchObject({ kind: 'register', applicant: 'Nodira Rahimova', applicantNickname: 'nodira.owner', pinfl: DEMO_CITIZENS[2]!.pin });
    applicationId = waiting.id;
    await operator.post(`/api/v1/ops/firm-applications/${applicationId}/return`, { reason: 'STIR soliq reyestridagi bilan mos emas.' }).expect(200);
    const returned = await ownFirm(owner);
    expect(returned).toMatchObject({ canApply: true, application: { status: 'returned', reason: 'STIR soliq reyestridagi bilan mos emas.' } });

    await owner.put('/api/v1/me/firm/application', { kind: 'register', form: firmForm() }).expect(200);
    const approved = await operator.post(`/api/v1/ops/firm-applications/${applicationId}/approve`, {}).expect(200);
    expect(approved.body).toEqual({ id: applicationId, decision: 'approved', nickname: null });
    expect((await operator.post(`/api/v1/ops/firm-applications/${applicationId}/approve`, {})).body.error.code).toBe('application_decided');

    const mine = await ownFirm(owner);
    expect(mine.firm).toMatchObject({ name: 'Adolat advokatlik byurosi', verified: true, role: 'owner', canAnswerReviews: true, canManageSales: true });
    expect(mine.members).toEqual([expect.objectContaining({ role: 'owner', nickname: 'nodira.owner' })]);
    firmId = mine.firm!.id;
    const page = (await request(api.app).get(`/api/v1/lawfirms/${firmId}`).expect(200)).body as LawFirmDetail;
    expect(page).toMatchObject({ name: 'Adolat advokatlik byurosi', verified: true, website: 'https://adolat.uz' });
    expect(page.specialists.map((person) => person.nickname)).toEqual(['nodira.owner']);
    expect(page.services).toHaveLength(1);
    const { rows } = await api.db.query<{ tin: string; legal_form: string; sellable: number }>(
      'SELECT f.tin, f.legal_form, (SELECT count(*)::int FROM services s WHERE s.law_firm_id = f.id AND s.ikpu_code IS NOT NULL) AS sellable FROM law_firms f WHERE f.id = $1',
      [firmId],
    );
    expect(rows[0]).toEqual({ tin: '305123456', legal_form: 'advocate-bureau', sellable: 1 });

    const audit = (await operator.get('/api/v1/ops/audit').expect(200)).body as AuditList;
    expect(audit.items[0]).toMatchObject({ action: 'firm-application.approve', after: { status: 'approved', lawFirmId: firmId } });
    expect(audit.items[1]).toMatchObject({ action: 'firm-application.return', note: 'STIR soliq reyestridagi bilan mos emas.' });
    const told = (await owner.get('/api/v1/me/notifications').expect(200)).body as NotificationList;
    expect(told.items[0]).toMatchObject({ kind: 'firm_approved', data: { firm: 'Adolat advokatlik byurosi' }, path: '/home/firm' });
  });

  test('a link invitation is accepted once by a verified specialist; the member is on the firm’s page', async () => {
    // Anyone but the owner: 404.
    expect((await member.post('/api/v1/me/firm/invites', {})).status).toBe(404);
    const made = (await owner.post('/api/v1/me/firm/invites', {}).expect(201)).body as FirmInviteMade;
    expect(made.path).toMatch(/^\/home\/firm\?invite=[A-Za-z0-9_-]{43}$/);
    const token = made.path!.split('=')[1]!;
    // The token is not kept: only its hash.
    expect((await api.db.query('SELECT 1 FROM law_firm_invites WHERE token_sha256 = $1', [token])).rows).toHaveLength(0);
    expect((await stranger.post('/api/v1/me/firm/invites/accept', { token })).body.error.code).toBe('firm_not_allowed');

    const joined = (await member.post('/api/v1/me/firm/invites/accept', { token }).expect(200)).body as OwnFirm;
    expect(joined.firm).toMatchObject({ id: firmId, role: 'member', canAnswerReviews: false, canManageSales: false });
    memberId = joined.userId;
    expect((await member.post('/api/v1/me/firm/invites/accept', { token })).status).toBe(404);
    expect((await stranger.post('/api/v1/me/firm/invites/accept', { token })).status).toBe(404);

    const page = (await request(api.app).get(`/api/v1/lawfirms/${firmId}`).expect(200)).body as LawFirmDetail;
    expect(page.specialists.map((person) => person.nickname).sort()).toEqual(['aziz.member', 'nodira.owner']);
    const told = (await owner.get('/api/v1/me/notifications').expect(200)).body as NotificationList;
    expect(told.items[0]).toMatchObject({ kind: 'firm_joined', data: { from: 'Aziz Karimov' } });
  });

  test('an invitation by PINFL reaches that person; one who is no verified specialist cannot accept it; the owner withdraws it', async () => {
    const made = (await owner.post('/api/v1/me/firm/invites', { pinfl: DEMO_CITIZENS[3]!.pin }).expect(201)).body as FirmInviteMade;
    expect(made).toMatchObject({ path: null, invite: { pinfl: expect.stringMatching(/^\d{4}••••••\d{4}$/) } });
    expect((await owner.post('/api/v1/me/firm/invites', { pinfl: DEMO_CITIZENS[3]!.pin })).body.error.code).toBe('firm_invited_already');
    expect((await owner.post('/api/v1/me/firm/invites', { pinfl: DEMO_CITIZENS[1]!.pin })).body.error.code).toBe('firm_invited_already');
    const theirs = await ownFirm(stranger);
    expect(theirs.invitations).toEqual([expect.objectContaining({ id: made.invite.id, firm: { id: firmId, name: 'Adolat advokatlik byurosi' } })]);
    expect((await stranger.post('/api/v1/me/firm/invites/accept', { inviteId: made.invite.id })).body.error.code).toBe('firm_not_allowed');
    expect((await owner.get('/api/v1/me/notifications').expect(200)).body.items[0].kind).not.toBe('firm_invited');
    expect(((await stranger.get('/api/v1/me/notifications').expect(200)).body as NotificationList).items[0]).toMatchObject({ kind: 'firm_invited' });
    await owner.del(`/api/v1/me/firm/invites/${made.invite.id}`).expect(204);
    expect((await ownFirm(stranger)).invitations).toEqual([]);
    expect((await member.del(`/api/v1/me/firm/invites/${made.invite.id}`)).status).toBe(404);
  });

  test('named for them, a member answers the firm’s reviews and sees its sales; removed, neither', async () => {
    const { rows: service } = await api.db.query<{ id: number }>('SELECT id FROM services WHERE law_firm_id = $1', [firmId]);
    const { rows: client } = await api.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [DEMO_CITIZENS[3]!.pin]);
    const { rows: order } = await api.db.query<{ id: number }>(
      "INSERT INTO orders (user_id, status, total, paid_at) VALUES ($1, 'paid', 50000000, now()) RETURNING id",
      [client[0]!.id],
    );
    const { rows: item } = await api.db.query<{ id: number }>(
      `INSERT INTO order_items (order_id, service_id, title, unit_price, quantity) VALUES ($1, $2, '{"uz": "Shartnoma ekspertizasi"}', 50000000, 1) RETURNING id`,
      [order[0]!.id, service[0]!.id],
    );
    const { rows: review } = await api.db.query<{ id: number }>(
      `INSERT INTO reviews (order_item_id, order_id, author_user_id, service_id, law_firm_id, stars, body, lang)
       VALUES ($1, $2, $3, $4, $5, 5, 'Shartnomani tez va puxta tekshirib berishdi, rahmat.', 'uz') RETURNING id`,
      [item[0]!.id, order[0]!.id, client[0]!.id, service[0]!.id, firmId],
    );
    const reviewId = review[0]!.id;
    const sales = async (who: SignedInVisitor) => ((await who.get('/api/v1/me/sales').expect(200)).body as SaleList).items.map((sale) => sale.orderId);

    // The owner handles the firm's sales from the start.
    expect(await sales(owner)).toContain(Number(order[0]!.id));
    expect(await sales(member)).not.toContain(Number(order[0]!.id));
    expect((await member.post(`/api/v1/me/reviews/${reviewId}/answer`, { text: 'Rahmat, yana kutib qolamiz!' })).status).toBe(404);

    expect((await member.put(`/api/v1/me/firm/members/${memberId}`, { canAnswerReviews: true, canManageSales: true })).status).toBe(404);
    const named = (await owner.put(`/api/v1/me/firm/members/${memberId}`, { canAnswerReviews: true, canManageSales: true }).expect(200)).body as OwnFirm;
    expect(named.members.find((person) => person.userId === memberId)).toMatchObject({ canAnswerReviews: true, canManageSales: true });
    expect(await sales(member)).toContain(Number(order[0]!.id));
    // The member moves the firm's sale as its own; the client is told (the orders' trigger).
    const started = await member.post(`/api/v1/me/sales/${order[0]!.id}/status`, { fulfilment: 'in_progress' }).expect(200);
    expect(started.body.fulfilment.state).toBe('in_progress');
    const answered = await member.post(`/api/v1/me/reviews/${reviewId}/answer`, { text: 'Rahmat, yana kutib qolamiz!' }).expect(200);
    expect(answered.body.answer).toMatchObject({ text: 'Rahmat, yana kutib qolamiz!' });
    const client3 = await notificationsOf(stranger);
    expect(client3.items[0]).toMatchObject({ kind: 'review_answered', data: { from: 'Adolat advokatlik byurosi' } });

    await owner.del(`/api/v1/me/firm/members/${memberId}`).expect(204);
    expect(await sales(member)).not.toContain(Number(order[0]!.id));
    expect((await ownFirm(member)).firm).toBeNull();
    const page = (await request(api.app).get(`/api/v1/lawfirms/${firmId}`).expect(200)).body as LawFirmDetail;
    expect(page.specialists.map((person) => person.nickname)).toEqual(['nodira.owner']);
  });

  test('a seeded firm’s page is claimed once: the claimant owns it, verified, with its TIN', async () => {
    const claimable = (await ownFirm(member)).claimable;
    const target = claimable[0]!;
    const claimed = (
      await member
        .put('/api/v1/me/firm/application', { kind: 'claim', lawFirmId: target.id, form: firmForm({ name: '', tin: '301234567', services: [] }) })
        .expect(200)
    ).body as OwnFirm;
    expect(claimed.application).toMatchObject({ kind: 'claim', status: 'submitted', lawFirm: { id: target.id } });
    const queue = (await operator.get('/api/v1/ops/firm-applications').expect(200)).body as { items: OpsFirmApplication[] };
    const id = queue.items.find((item) => item.kind === 'claim')!.id;
    await operator.post(`/api/v1/ops/firm-applications/${id}/approve`, { note: 'STIR reyestrda bor' }).expect(200);
    const mine = await ownFirm(member);
    expect(mine.firm).toMatchObject({ id: target.id, role: 'owner', verified: true });
    const { rows } = await api.db.query<{ tin: string }>('SELECT tin FROM law_firms WHERE id = $1', [target.id]);
    expect(rows[0]!.tin).toBe('301234567');
    expect((await ownFirm(owner)).claimable.map((firm) => firm.id)).not.toContain(target.id);
  });
});

async function notificationsOf(who: SignedInVisitor): Promise<NotificationList> {
  return (await who.get('/api/v1/me/notifications').expect(200)).body as NotificationList;
}
