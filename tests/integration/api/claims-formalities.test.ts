/**
 * Each code's formalities in a generated claim, over HTTP and in its PDF (issue 28): an economic
 * claim lists the postal receipt and its template's legal grounds and is signed by the director by
 * name; a child-maintenance claim names the exemption's ground, each child and their birth
 * certificates; generating is refused (422, the demand named) while a "[label]" is left.
 * CLAIM_PDF_DIR=/some/dir keeps the two PDFs for reading as a lawyer would. The visitor's session is
 * made in the database: what is tested is the claim, not the OneID round trip (tests/integration/auth).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { OwnClaim } from '../../../shared/api/claims/contract';
import type { ClaimAnswers } from '../../../shared/claims/types';
import { createSession } from '../../../server/auth/sessions';
import { upsertCitizen } from '../../../server/auth/users';
import { engineName, idOf, TEST_ORIGIN, useSeededApi } from './support';

jest.setTimeout(120_000);

const api = useSeededApi();

let supply: number;
let alimony: number;
let loan: number;
let economicCourt: number;
let civilCourt: number;

beforeAll(async () => {
  supply = await idOf(api.db, 'claim_templates', 'supply-contract-debt');
  alimony = await idOf(api.db, 'claim_templates', 'alimony-for-children');
  loan = await idOf(api.db, 'claim_templates', 'loan-debt');
  const court = async (type: string) => (await api.db.query<{ id: number }>('SELECT id FROM courts WHERE type = $1 ORDER BY id LIMIT 1', [type])).rows[0]!.id;
  economicCourt = await court('economic');
  civilCourt = await court('civil');
});

/** A signed-in citizen: reads carry the session, writes also the site's origin; downloads arrive as a Buffer. */
async function signedInVisitor(app: typeof api.app, citizen: number) {
  const pin = `3${String(citizen).padStart(2, '0')}12345678901`.slice(0, 14);
  const userId = await upsertCitizen(api.db, {
    pin,
    login: null,
    firstName: 'DILNOZA',
    lastName: 'YUSUPOVA',
    middleName: 'ALISHER QIZI',
    phone: '998901234567',
    valid: true,
  });
  const { token } = await createSession(api.db, { userId, ttlDays: 1, oneid: null });
  const cookie = `act=${token}`;
  return {
    get: (url: string) => request(app).get(url).set('Cookie', cookie),
    post: (url: string, body?: unknown) =>
      request(app)
        .post(url)
        .set('Cookie', cookie)
        .set('Origin', TEST_ORIGIN)
        .set('X-Requested-With', 'huquq')
        .send(body as object),
    put: (url: string, body: unknown) =>
      request(app)
        .put(url)
        .set('Cookie', cookie)
        .set('Origin', TEST_ORIGIN)
        .set('X-Requested-With', 'huquq')
        .send(body as object),
    download: (url: string) =>
      request(app)
        .get(url)
        .set('Cookie', cookie)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        }),
  };
}

const errorOf = (res: { body: unknown }) => (res.body as { error: { code: string; fields?: Record<string, string> } }).error;

function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  if (run.error) throw new Error(`pdftotext (Debian's poppler-utils) is needed for this test: ${run.error.message}`);
  return run.stdout;
}
/** Whitespace (no-break spaces and line ends included) as one space. */
const squeeze = (text: string) => text.replace(/[\s\u00a0]+/g, ' ');

function keep(name: string, pdf: Buffer): void {
  const dir = process.env.CLAIM_PDF_DIR;
  if (dir) writeFileSync(path.join(dir, name), pdf);
}

const circumstances = (text: string): ClaimAnswers['circumstances'] => [{ type: 'paragraph', align: 'justify', children: [{ text }] }];

describe(`each code's formalities (${engineName})`, () => {
  test('an economic claim: the director by name, the postal receipt, the talabnoma and what came of it, the legal grounds', async () => {
    const me = await signedInVisitor(api.app, 0);
    const answers: ClaimAnswers = {
      court: { courtId: economicCourt },
      parties: {
        plaintiff: {
          kind: 'entity',
          name: '«Orzu Mebel» MChJ',
          tin: '301234567',
          address: 'Toshkent shahri, Sergeli tumani, Yangi Sergeli koʻchasi, 12',
          bank: 'h/r 2020 8000 9051 2345 6001, «Kapitalbank» ATB, MFO 01088',
          signatory: { position: 'direktor', name: 'Aliyev Sardor Akmalovich', basis: 'charter' },
        },
        defendants: [{ kind: 'entity', name: '«Baraka Savdo» MChJ', tin: '302345678', address: 'Samarqand shahri, Registon koʻchasi, 5' }],
      },
      value: {
        rows: [
          { kind: 'principal', amount: 18_000_000_000, basis: '2025-yil 14-noyabrdagi 14-sonli shartnoma' },
          { kind: 'penalty', amount: 1_260_000_000, basis: 'shartnomaning 6.2-bandi' },
        ],
        smallBusiness: true,
      },
      circumstances: circumstances(
        'Daʼvogar 2026-yil yanvar oyida javobgarga 180 000 000 soʻmlik mebel yetkazib berdi (hisobvaraq-faktura № 7). Javobgar haqini toʻlamadi.',
      ),
      evidence: ['2025-yil 14-noyabrdagi 14-sonli yetkazib berish shartnomasi', 'Hisobvaraq-faktura № 7 va yuk xati'],
      demands: [
        { text: 'Javobgardan daʼvogar foydasiga 180 000 000 soʻm asosiy qarzni undirish.', law: 'FK 437-modda' },
        { text: 'Javobgardan daʼvogar foydasiga 12 600 000 soʻm penyani undirish.' },
        { text: 'Davlat boji va pochta xarajatlarini javobgar zimmasiga yuklash.' },
      ],
      pretrial: { sent: true, date: '2026-02-10', reference: '№ 15', outcome: 'no-answer' },
    };
    const claim = (await me.post('/api/v1/me/claims?lang=uz', { templateId: supply, locale: 'uz', answers }).expect(201)).body as OwnClaim;
    expect(claim.problems).toEqual([]);
    expect(claim.snapshot.grounds?.uz).toBe('Oʻzbekiston Respublikasi Fuqarolik kodeksi va Iqtisodiy protsessual kodeksiga asoslanib,');
    expect(claim.snapshot.items?.map((i) => i.source)).toEqual(['principal', 'penalty']);
    const url = `/api/v1/me/claims/${claim.id}`;
    await me.post(`${url}/generate`).expect(200);
    const pdf = (await me.download(`${url}/export.pdf`).expect(200)).body as Buffer;
    keep('economic-uz.pdf', pdf);
    const text = squeeze(pdfText(pdf));
    for (const part of [
      'Daʼvogar: «Orzu Mebel» MChJ, direktor S. A. Aliyev timsolida, ustav asosida',
      'Asosiy qarz: 180 000 000 soʻm',
      'Penya: 12 600 000 soʻm',
      'talabnoma javobgarga 2026-yil 10-fevral kuni yuborilgan (№ 15), javobgar unga javob bermagan.',
      'Oʻzbekiston Respublikasi Fuqarolik kodeksi va Iqtisodiy protsessual kodeksiga asoslanib, SOʻRAYMAN:',
      'Daʼvo arizasi va ilovalar nusxasi «Baraka Savdo» MChJga yuborilganini tasdiqlovchi hujjat (pochta kvitansiyasi)',
      'Talabnoma nusxasi va uning yuborilganini tasdiqlovchi hujjat',
      'Direktor',
      'S. A. Aliyev',
      'M.Oʻ.',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('uchun nusxasi');
    expect(text).not.toContain('Talabnoma yuborilmagan');
  });

  test('a claim snapshotted before the grounds were kept reads them from its template when generated', async () => {
    const me = await signedInVisitor(api.app, 3);
    const answers: ClaimAnswers = {
      court: { courtId: civilCourt },
      parties: {
        plaintiff: { kind: 'person', name: 'Karimov Aziz Anvarovich', address: 'Toshkent shahri, Chilonzor tumani, 5-uy' },
        defendants: [{ kind: 'person', name: 'Rahimov Bobur Olimovich', address: 'Toshkent shahri, Yunusobod tumani, 12-uy' }],
      },
      value: { rows: [{ kind: 'principal', amount: 1_500_000_000, basis: 'tilxat' }] },
      circumstances: circumstances('Javobgar qarzni qaytarmadi.'),
      demands: [{ text: 'Javobgardan mening foydamga 15 000 000 soʻm qarzni undirish.' }],
    };
    const claim = (await me.post('/api/v1/me/claims?lang=uz', { templateId: loan, locale: 'uz', answers }).expect(201)).body as OwnClaim;
    await api.db.query(`UPDATE user_claims SET template = template - 'grounds' - 'items' WHERE id = $1`, [claim.id]);
    expect(((await me.get(`/api/v1/me/claims/${claim.id}`).expect(200)).body as OwnClaim).snapshot.grounds).toBeUndefined();
    const generated = (await me.post(`/api/v1/me/claims/${claim.id}/generate`).expect(200)).body as OwnClaim;
    expect(JSON.stringify(generated.generated!.body)).toContain(
      'majburiyatlarni bajarishdan bir tomonlama bosh tortishga yoʻl qoʻyilmaydi. Yuqoridagilarga asoslanib,',
    );
  });

  test('child maintenance: the exemption’s ground, each child, their certificates, the share filled into the proposed demand', async () => {
    const me = await signedInVisitor(api.app, 1);
    const template = (await me.get(`/api/v1/claim-templates/${alimony}?lang=ru`).expect(200)).body as { demands: { texts: Record<string, string> }[] };
    const answers: ClaimAnswers = {
      court: { courtId: civilCourt },
      parties: {
        plaintiff: {
          kind: 'person',
          name: 'Юсупова Дилноза Алишеровна',
          pinfl: '41234567890123',
          address: 'г. Ташкент, Юнусабадский район, ул. Амира Темура, 12',
        },
        defendants: [{ kind: 'person', name: 'Рахимов Бобур Олимович', address: 'г. Ташкент, Чиланзарский район, ул. Бунёдкор, 5' }],
      },
      value: { monthly: 200_000_000 },
      maintenance: {
        share: '1/3',
        children: [
          { name: 'Рахимова Мадина Бобуровна', birthDate: '2018-05-03' },
          { name: 'Рахимов Сардор Бобурович', birthDate: '2021-09-14' },
        ],
      },
      circumstances: circumstances('С марта 2025 года ответчик не участвует в содержании детей, добровольно алименты не платит.'),
      demands: [],
    };
    const created = (await me.post('/api/v1/me/claims?lang=ru', { templateId: alimony, locale: 'ru', answers }).expect(201)).body as OwnClaim;
    // The exemption by law is chosen for the template by default; the proposed demand is filled with the share.
    expect(created.answers.value?.exemption).toBe('alimony');
    // As the demands step proposes them: the share filled in, the children's number resolved.
    const { demandFills, fillDemand, withChildrenNumber } = await import('../../../shared/claims/fill');
    const fills = demandFills(created.snapshot.items, created.answers, 'ru');
    const demands = template.demands.slice(0, 3).map((d) => ({ text: withChildrenNumber(fillDemand(d.texts.ru!, fills), 2, 'ru') }));
    expect(demands[0]!.text).toContain('на содержание несовершеннолетних детей в размере одной трети всех видов заработка');
    const url = `/api/v1/me/claims/${created.id}`;
    const saved = (await me.put(url, { version: created.version, answers: { ...created.answers, demands } }).expect(200)).body as OwnClaim;
    expect(saved.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(saved.attachments.map((a) => a.id)).toEqual([
      'copy-defendant-0',
      'birth-certificate-0',
      'birth-certificate-1',
      'marriage-certificate',
      'defendant-income',
    ]);
    await me.post(`${url}/generate`).expect(200);
    const pdf = (await me.download(`${url}/export.pdf`).expect(200)).body as Buffer;
    keep('alimony-ru.pdf', pdf);
    const text = squeeze(pdfText(pdf));
    for (const part of [
      'Истец освобождён от уплаты государственной пошлины (основание:',
      'Общие несовершеннолетние дети истца и ответчика:',
      'Рахимова Мадина Бобуровна, дата рождения: 3 мая 2018 г.',
      'Копия свидетельства о рождении',
      'Копия свидетельства о браке (или о его расторжении)',
      'Документ о доходах ответчика',
      'в размере одной трети всех видов заработка',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('Ходатайство');
    expect(text).not.toContain('Государственная пошлина: освобождён');
  });

  test('generating is refused while a demand holds a "[label]": 422 naming the demand', async () => {
    const me = await signedInVisitor(api.app, 2);
    const answers: ClaimAnswers = {
      court: { courtId: civilCourt },
      parties: {
        plaintiff: { kind: 'person', name: 'Karimov Aziz Anvarovich', address: 'Toshkent shahri, Chilonzor tumani, 5-uy' },
        defendants: [{ kind: 'person', name: 'Rahimov Bobur Olimovich', address: 'Toshkent shahri, Yunusobod tumani, 12-uy' }],
      },
      value: { rows: [{ kind: 'principal', amount: 1_500_000_000, basis: 'tilxat' }] },
      circumstances: circumstances('Javobgar qarzni qaytarmadi.'),
      demands: [
        { text: 'Javobgardan mening foydamga 15 000 000 soʻm qarzni undirish.' },
        { text: 'Javobgardan [Kechiktirilgan davr uchun foizlar] miqdoridagi foizlarni undirish.' },
      ],
    };
    const claim = (await me.post('/api/v1/me/claims?lang=en', { templateId: loan, locale: 'uz', answers }).expect(201)).body as OwnClaim;
    expect(claim.problems).toContainEqual({ step: 'demands', field: 'demands.1.text', code: 'demand_placeholder', severity: 'error' });
    const res = await me.post(`/api/v1/me/claims/${claim.id}/generate?lang=en`).expect(422);
    expect(errorOf(res)).toMatchObject({ code: 'invalid_claim', fields: { 'answers.demands.1.text': expect.stringContaining('[bracketed]') } });
    expect(Object.keys(errorOf(res).fields!)).toEqual(['answers.demands.1.text']);
  });
});
