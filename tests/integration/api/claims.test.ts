/**
 * Statements of claim over HTTP (issue 11): the public reads (categories, templates, courts with the
 * places they serve, the duty estimate from rules kept as data), and the visitor's own claims —
 * made, listed, read, saved with optimistic concurrency, generated into a document kept with its
 * version, moved through their states, downloaded as DOCX and PDF, deleted; bad answers are 422
 * naming step and field, illegal moves 409 naming the allowed ones, another visitor's claim 404,
 * a guest 401, a cross-site write 403. Last, a base calculation amount coming into force: the drafts'
 * estimates recounted and their owners told once, a generated claim left as it was.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import JSZip from 'jszip';
import request from 'supertest';
import type { ClaimTemplateDetail, Court, ListResult } from '../../../shared/api/types';
import type { CourtProposalResult, OwnClaim, OwnClaimList, OwnClaimVersionList, StateDutyEstimate } from '../../../shared/api/claims/contract';
import type { ClaimAnswers } from '../../../shared/claims/types';
import type { NotificationList } from '../../../shared/api/notifications/contract';
import { tashkentToday } from '../../../shared/format/calendar';
import { createApiClient, inProcessTransport } from '../../../server/api-client/index';
import { recountDraftDuties } from '../../../server/domain/claims/duty-recount';
import { loadLocaleResources } from '../../../server/web/i18n';
import { engineName, idOf, signedInVisitor, TEST_ORIGIN, useSeededApi, type SignedInVisitor } from './support';

jest.setTimeout(120_000);

const api = useSeededApi();
const ORIGIN = TEST_ORIGIN;

let loan: number;
let supply: number;
let alimony: number;
let divorce: number;
let yunusobodCivil: number;

beforeAll(async () => {
  loan = await idOf(api.db, 'claim_templates', 'loan-debt');
  supply = await idOf(api.db, 'claim_templates', 'supply-contract-debt');
  alimony = await idOf(api.db, 'claim_templates', 'alimony-for-children');
  divorce = await idOf(api.db, 'claim_templates', 'divorce');
  yunusobodCivil = await idOf(api.db, 'courts', 'tashkent-city-civil-mirzo-ulugbek');
});

const visitor = (citizen: number) => signedInVisitor(api.app, citizen);
type Visitor = SignedInVisitor;

const errorOf = (res: { body: unknown }) => {
  const body: unknown = Buffer.isBuffer(res.body) ? JSON.parse(res.body.toString('utf8')) : res.body;
  return (body as { error: { code: string; message: string; fields?: Record<string, string>; current?: Record<string, unknown> } }).error;
};

const ANSWERS = (): ClaimAnswers => ({
  court: { courtId: yunusobodCivil },
  parties: {
    plaintiff: {
      kind: 'person',
      name: 'Karimov Aziz Anvarovich',
      pinfl: '31234567890123',
      passport: 'AA1234567',
      address: 'Toshkent shahri, Chilonzor tumani, Bunyodkor koʻchasi, 5-uy',
      phone: '+998901234567',
    },
    prefilled: ['name', 'pinfl', 'phone'],
    defendants: [
      {
        kind: 'person',
        name: 'Rahimov Bobur Olimovich',
        pinfl: '41234567890123',
        address: 'Toshkent shahri, Yunusobod tumani, Amir Temur shoh koʻchasi, 12-uy',
      },
    ],
  },
  value: {
    rows: [
      { kind: 'principal', amount: 1_500_000_000, basis: 'Tilxat, 2025-yil 3-mart' },
      { kind: 'interest', amount: 45_000_000, basis: 'FK 327-modda, 2025-yil 1-iyundan 1-noyabrgacha' },
    ],
  },
  circumstances: [
    {
      type: 'paragraph',
      align: 'justify',
      children: [
        {
          text: '2025-yil 3-martda javobgar mendan 15 000 000 soʻm qarz oldi va uni 2025-yil 1-iyungacha qaytarishni tilxat bilan oʻz zimmasiga oldi. Belgilangan muddatda qarz qaytarilmadi, ogʻzaki va yozma talablarim javobsiz qoldi.',
        },
      ],
    },
  ],
  evidence: ['Qarz tilxati (2025-yil 3-mart)', 'Qarzni qaytarish haqidagi talab nusxasi'],
  demands: [
    { text: 'Javobgardan mening foydamga 15 000 000 soʻm asosiy qarzni undirish.', law: 'FK 732-modda' },
    { text: 'Javobgardan 450 000 soʻm foizlarni undirish.', law: 'FK 327-modda' },
    { text: 'Davlat bojini javobgar zimmasiga yuklash.' },
  ],
});

async function createLoan(who: Visitor, locale: 'uz' | 'ru' | 'en' = 'uz', answers: ClaimAnswers = ANSWERS()): Promise<OwnClaim> {
  return (await who.post(`/api/v1/me/claims?lang=${locale}`, { templateId: loan, locale, answers }).expect(201)).body as OwnClaim;
}

function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  if (run.error) throw new Error(`pdftotext (Debian's poppler-utils) is needed for this test: ${run.error.message}`);
  return run.stdout;
}
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe(`public reads (${engineName})`, () => {
  test('categories, templates of a category, a template with its duty rule, exemptions and demands', async () => {
    const cats = (await request(api.app).get('/api/v1/claim-categories?lang=en').expect(200)).body as ListResult<{ slug: string; name: string }>;
    expect(cats.items.find((c) => c.slug === 'family')!.name).toBe('Family disputes');
    const family = (await request(api.app).get('/api/v1/claim-templates?category=family&lang=ru').expect(200)).body as ListResult<{ slug: string }>;
    expect(family.items.map((t) => t.slug).sort()).toEqual(['alimony-for-children', 'divorce', 'marital-property-division']);

    const detail = (await request(api.app).get(`/api/v1/claim-templates/${alimony}?lang=ru`).expect(200)).body as ClaimTemplateDetail;
    expect(detail.stateDuty).toMatchObject({ kind: 'property', rule: { slug: 'civil-property', percent: 4, minBca: 1, source: { url: 'https://my.sud.uz' } } });
    expect(detail.stateDuty.exemptions.map((e) => e.slug)).toEqual(['alimony']);
    expect(detail.courtRule).toBe('plaintiff-or-defendant');
    expect(detail.titles.en).toBe('Child maintenance');
    expect(detail.fields.find((f) => f.key === 'marital_status')!.label).toBe('Семейное положение сторон');
    expect(detail.fields.find((f) => f.key === 'marital_status')!.options!.map((o) => o.label)).toEqual([
      'состоим в браке',
      'расторгли брак',
      'в браке не состояли',
    ]);
    expect(detail.demands[0]!.texts.uz).toContain('[Aliment ulushi]');

    const divorceDetail = (await request(api.app).get(`/api/v1/claim-templates/${divorce}?lang=uz`).expect(200)).body as ClaimTemplateDetail;
    expect(divorceDetail.stateDuty.rule).toMatchObject({ slug: 'civil-divorce', fixedBca: 1 });
    expect(divorceDetail.demands.filter((d) => d.optional)).toHaveLength(2);
    expect(JSON.stringify(divorceDetail.body)).not.toContain('umumiy farzandlarimiz bor: ');
    await request(api.app).get('/api/v1/claim-templates/999999').expect(404);
  });

  test('courts by type, region and words, with their full names and the districts they serve', async () => {
    const res = (await request(api.app).get('/api/v1/courts?type=civil&region=fergana&lang=uz').expect(200)).body as ListResult<Court>;
    expect(res.items.map((c) => c.name)).toEqual(expect.arrayContaining(['Fuqarolik ishlari boʻyicha Qoʻqon tumanlararo sudi']));
    expect(res.items.find((c) => c.slug === 'fergana-civil-qoqon')!.serves).toEqual(expect.arrayContaining(['Qoʻqon shahri', 'город Коканд']));
    const economic = (
      await request(api.app)
        .get(`/api/v1/courts?type=economic&q=${encodeURIComponent('Каршинский')}&lang=ru`)
        .expect(200)
    ).body as ListResult<Court>;
    expect(economic.items[0]!.name).toBe('Каршинский межрайонный экономический суд');
    await request(api.app).get('/api/v1/courts?type=space').expect(400);
  });

  // The helper decides from districts (tests/integration/api/courts.test.ts walks them all).
  test('the court helper proposes a court from the district the template’s rule names, with a court of that type', async () => {
    const propose = async (query: string) => (await request(api.app).get(`/api/v1/court-proposal?${query}`).expect(200)).body as CourtProposalResult;
    expect(await propose(`template=${loan}&defendantDistrict=1730405&lang=ru`)).toMatchObject({
      court: { slug: 'fergana-civil-qoqon', name: 'Кокандский межрайонный суд по гражданским делам', type: 'civil' },
      basis: 'defendant',
      certainty: 'high',
      rule: { kind: 'defendant' },
    });
    expect(await propose(`template=${alimony}&plaintiffDistrict=1726269&defendantDistrict=1706401`)).toMatchObject({
      court: { slug: 'tashkent-city-civil-mirzo-ulugbek' },
      basis: 'plaintiff',
      rule: { kind: 'plaintiff-or-defendant' },
    });
    expect(await propose(`template=${supply}&defendantDistrict=1722210&lang=uz`)).toMatchObject({
      court: { name: 'Termiz tumanlararo iqtisodiy sudi' },
      basis: 'defendant',
    });
    expect(await propose(`template=${loan}&defendantDistrict=9999999`)).toMatchObject({ court: null, reason: 'unknown_district', rule: { kind: 'defendant' } });
    await request(api.app).get('/api/v1/court-proposal?template=999999').expect(404);
    expect(errorOf(await request(api.app).get('/api/v1/court-proposal').expect(400)).fields).toHaveProperty('template');
    expect(
      errorOf(await request(api.app).get(`/api/v1/court-proposal?template=${loan}&defendantAddress=Berlin&defendantDistrict=Berlin`).expect(400)).fields,
    ).toHaveProperty('defendantDistrict');
  });

  test('the duty estimate: economic 2 % with a 1 BCA floor, the small-business half, an exemption, a non-property claim, huge values', async () => {
    const duty = async (query: string) => (await request(api.app).get(`/api/v1/state-duty?${query}`).expect(200)).body as StateDutyEstimate;
    const big = await duty(`template=${supply}&claimValue=${100_000_000 * 100}&lang=en`);
    expect(big).toMatchObject({
      duty: 2_000_000 * 100,
      basis: 'percent',
      reduced: false,
      baseAmount: 41_200_000,
      baseAmountDate: '2025-08-01',
      estimate: true,
      calculatorUrl: 'https://my.sud.uz',
    });
    expect(big.rule).toMatchObject({ slug: 'economic-property', percent: 2, minBca: 1, smallBusinessPercent: 50 });
    expect(big.explanation).toContain('2%');
    expect(await duty(`template=${supply}&claimValue=100&lang=en`)).toMatchObject({ duty: 41_200_000, basis: 'minimum' });
    expect(await duty(`template=${supply}&claimValue=0`)).toMatchObject({ duty: 41_200_000, basis: 'minimum' });
    expect(await duty(`template=${supply}&claimValue=${100_000_000 * 100}&smallBusiness=true`)).toMatchObject({ duty: 1_000_000 * 100, reduced: true });
    expect(await duty(`template=${alimony}&claimValue=180000000&exemption=alimony&lang=ru`)).toMatchObject({
      duty: 0,
      basis: 'exempt',
      exemption: { slug: 'alimony', name: 'Взыскание алиментов' },
    });
    expect(await duty(`template=${divorce}`)).toMatchObject({ duty: 41_200_000, basis: 'fixed', claimValue: null });
    expect(await duty(`template=${supply}&claimValue=1000000000000000000`)).toMatchObject({ duty: '20000000000000000', claimValue: '1000000000000000000' });
    expect(errorOf(await request(api.app).get(`/api/v1/state-duty?template=${supply}&claimValue=-5`).expect(400)).fields).toHaveProperty('claimValue');
    expect(errorOf(await request(api.app).get('/api/v1/state-duty').expect(400)).fields).toHaveProperty('template');
    await request(api.app).get('/api/v1/state-duty?template=999999').expect(404);
    await request(api.app).get(`/api/v1/state-duty?template=${alimony}&exemption=nobody`).expect(404);
  });
});

describe(`own claims (${engineName})`, () => {
  test('made, listed and read, complete when every required answer is there, figures kept', async () => {
    const me = await visitor(0);
    const claim = await createLoan(me);
    expect(claim).toMatchObject({
      title: 'Qarz shartnomasi boʻyicha qarzni undirish',
      locale: 'uz',
      status: 'complete',
      version: 1,
      claimValue: 1_545_000_000,
      stateDuty: 61_800_000,
      court: { id: yunusobodCivil, name: 'Fuqarolik ishlari boʻyicha Mirzo Ulugʻbek tumanlararo sudi' },
      problems: [],
      allowedStatuses: ['cancelled'],
      generated: null,
      filed: null,
    });
    expect(claim.snapshot).toMatchObject({ slug: 'loan-debt', courtType: 'civil', claimValueRule: 'amount-sought', dutyKind: 'property' });
    expect(claim.attachments.map((a) => a.id)).toEqual(['copy-defendant-0', 'duty', 'calculation', 'evidence-0', 'evidence-1']);
    const list = (await me.get('/api/v1/me/claims?lang=uz').expect(200)).body as OwnClaimList;
    expect(list.items[0]).toMatchObject({ id: claim.id, status: 'complete', template: { slug: 'loan-debt' } });
    expect((await me.get(`/api/v1/me/claims/${claim.id}`).expect(200)).body).toMatchObject({
      id: claim.id,
      answers: { parties: { prefilled: ['name', 'pinfl', 'phone'] } },
    });
  });

  test('a court of another type than the template’s is a warning; a court that does not exist is no court', async () => {
    const me = await visitor(2);
    const economic = await idOf(api.db, 'courts', 'tashkent-city-economic');
    const wrong = (await me.post('/api/v1/me/claims', { templateId: loan, locale: 'uz', answers: { ...ANSWERS(), court: { courtId: economic } } }).expect(201))
      .body as OwnClaim;
    expect(wrong).toMatchObject({
      status: 'complete',
      court: { id: economic },
      problems: [{ step: 'court', code: 'court_type_mismatch', severity: 'warning' }],
    });
    const gone = (
      await me.post('/api/v1/me/claims', { templateId: loan, locale: 'uz', answers: { ...ANSWERS(), court: { courtId: 2_000_000_000 } } }).expect(201)
    ).body as OwnClaim;
    expect(gone).toMatchObject({ status: 'draft', court: null, problems: [{ step: 'court', code: 'court_missing', severity: 'error' }] });
  });

  test('a draft: saved as the answers come, each missing part a problem of its step', async () => {
    const me = await visitor(1);
    const draft = (await me.post('/api/v1/me/claims?lang=en', { templateId: supply, locale: 'ru' }).expect(201)).body as OwnClaim;
    expect(draft).toMatchObject({ status: 'draft', locale: 'ru', title: 'Взыскание долга и пени по договору поставки', claimValue: 0, stateDuty: 41_200_000 });
    expect(draft.answers.parties!.prefilled).toEqual(['name', 'pinfl', 'phone']);
    expect(draft.problems.map((p) => `${p.step}:${p.code}`)).toEqual([
      'court:court_missing',
      'parties:address_missing',
      'parties:defendant_missing',
      'value:value_missing',
      'circumstances:circumstances_missing',
      'demands:demands_missing',
      'pretrial:pretrial_missing',
    ]);
    expect(draft.attachments.map((a) => a.id)).toEqual(['duty', 'pretrial']);
  });

  test('a new claim without a plaintiff takes the visitor’s OneID name, PINFL and phone, marked as prefilled', async () => {
    const me = await visitor(0);
    const claim = (await me.post('/api/v1/me/claims', { templateId: loan, locale: 'uz' }).expect(201)).body as OwnClaim;
    expect(claim.answers.parties).toEqual({
      plaintiff: { kind: 'person', name: 'Yusupova Dilnoza Alisher qizi', pinfl: '42306851234567', phone: '+998901234567', address: '' },
      prefilled: ['name', 'pinfl', 'phone'],
    });
    // Still a problem of its step: the address is the visitor's to give.
    expect(claim.problems).toContainEqual({ step: 'parties', field: 'parties.plaintiff.address', code: 'address_missing', severity: 'error' });
  });

  test('a guest’s first answers made into a claim keep what was typed; OneID fills what was left empty (issue 29)', async () => {
    const me = await visitor(0);
    const typed = {
      parties: {
        // Typed as a guest: the name in another form, no PINFL, the address and a defendant.
        plaintiff: { kind: 'person' as const, name: 'Dilnoza Yusupova', address: 'Toshkent, Yunusobod, 4-mavze, 12-uy' },
        defendants: [{ kind: 'person' as const, name: 'Karimov Jasur', address: 'Toshkent, Chilonzor, 7-uy' }],
      },
    };
    const claim = (await me.post('/api/v1/me/claims', { templateId: loan, locale: 'uz', answers: typed }).expect(201)).body as OwnClaim;
    expect(claim.answers.parties).toEqual({
      plaintiff: { kind: 'person', name: 'Dilnoza Yusupova', pinfl: '42306851234567', phone: '+998901234567', address: 'Toshkent, Yunusobod, 4-mavze, 12-uy' },
      defendants: [{ kind: 'person', name: 'Karimov Jasur', address: 'Toshkent, Chilonzor, 7-uy' }],
      // The name is the visitor's own typing, not OneID's: only what OneID gave is marked.
      prefilled: ['pinfl', 'phone'],
    });
    // A value typed as OneID has it counts as OneID's; a firm as plaintiff is left as typed.
    const same = (
      await me
        .post('/api/v1/me/claims', {
          templateId: loan,
          locale: 'uz',
          answers: { parties: { plaintiff: { kind: 'person', name: 'Yusupova Dilnoza Alisher qizi', pinfl: '42306851234567', address: 'Toshkent' } } },
        })
        .expect(201)
    ).body as OwnClaim;
    expect(same.answers.parties?.prefilled).toEqual(['name', 'pinfl', 'phone']);
    const firm = { kind: 'entity' as const, name: '“Yusupova Savdo” MChJ', tin: '301234567', address: 'Toshkent' };
    const entity = (await me.post('/api/v1/me/claims', { templateId: loan, locale: 'uz', answers: { parties: { plaintiff: firm } } }).expect(201))
      .body as OwnClaim;
    expect(entity.answers.parties).toEqual({ plaintiff: firm });
  });

  test('saves are versioned: a stale one is 409 with the current version, a save that changes nothing writes nothing', async () => {
    const me = await visitor(2);
    const claim = await createLoan(me, 'ru');
    const url = `/api/v1/me/claims/${claim.id}`;
    const answers = ANSWERS();
    answers.value!.rows![0]!.amount = 2_000_000_000;
    const saved = (await me.put(url, { version: 1, answers }).expect(200)).body as OwnClaim;
    expect(saved).toMatchObject({ version: 2, claimValue: 2_045_000_000, stateDuty: 81_800_000 });
    const stale = await me.put(url, { version: 1, title: 'Другое' }).expect(409);
    expect(errorOf(stale)).toMatchObject({ code: 'version_conflict', current: { version: 2 } });
    expect(((await me.put(url, { version: 2, answers }).expect(200)).body as OwnClaim).version).toBe(2);
    // Removing an answer makes it a draft again.
    const { circumstances: _gone, ...without } = answers;
    expect((await me.put(url, { version: 2, answers: without }).expect(200)).body).toMatchObject({ version: 3, status: 'draft' });
  });

  test('bad answers are 422 naming each by step and field, in the caller’s language; nothing is saved', async () => {
    const me = await visitor(3);
    const claim = await createLoan(me);
    const url = `/api/v1/me/claims/${claim.id}`;
    const res = await me
      .put(`${url}?lang=ru`, {
        version: 1,
        answers: {
          ...ANSWERS(),
          parties: {
            plaintiff: { kind: 'person', name: 'X', pinfl: '123', address: 'Y' },
            defendants: [{ kind: 'entity', name: 'Z', tin: '12', address: 'Q' }],
          },
          value: { rows: [{ kind: 'principal', amount: -1, basis: '' }] },
        },
      })
      .expect(422);
    const error = errorOf(res);
    expect(error.code).toBe('invalid_claim');
    expect(Object.keys(error.fields!).sort()).toEqual(['answers.parties.defendants.0.tin', 'answers.parties.plaintiff.pinfl', 'answers.value.rows.0.amount']);
    expect(error.fields!['answers.parties.defendants.0.tin']).toContain('ИНН');
    expect(error.message).toBe('Некоторые ответы искового заявления неверны.');
    const create = await me.post('/api/v1/me/claims', { templateId: loan, locale: 'de', answers: { court: 5 } }).expect(422);
    expect(Object.keys(errorOf(create).fields!).sort()).toEqual(['answers.court', 'locale']);
    expect(errorOf(await me.post('/api/v1/me/claims', { locale: 'uz' }).expect(422)).fields).toHaveProperty('templateId');
    expect(errorOf(await me.post('/api/v1/me/claims', { templateId: 999999, locale: 'uz' }).expect(422)).fields).toHaveProperty('templateId');
    expect(errorOf(await me.put(url, { answers: {} }).expect(422)).fields).toHaveProperty('version');
    expect((await me.get(url).expect(200)).body).toMatchObject({ version: 1 });
  });

  test('generate: a document in the claim’s language, downloaded as DOCX and PDF; editing makes a new version and keeps the earlier file', async () => {
    const me = await visitor(0);
    const claim = await createLoan(me, 'ru');
    const url = `/api/v1/me/claims/${claim.id}`;
    const generated = (await me.post(`${url}/generate`, { version: 1 }).expect(200)).body as OwnClaim;
    expect(generated).toMatchObject({ status: 'generated', version: 2, generated: { version: 2 }, allowedStatuses: ['filed_by_user', 'cancelled'] });
    const body = JSON.stringify(generated.generated!.body);
    expect(body).toContain('В Мирзо-Улугбекский межрайонный суд по гражданским делам');
    expect(body).toContain('{"text":"о взыскании долга"}');
    expect(generated.snapshot.subjects).toMatchObject({ uz: 'qarzni undirish toʻgʻrisida', ru: 'о взыскании долга' });
    expect(body).toContain('{"type":"signature","children":[{"text":""}]}');

    const docx = await me.download(`${url}/export.docx`).expect(200);
    expect(docx.headers['content-type']).toContain('officedocument.wordprocessingml');
    expect(docx.headers['content-disposition']).toContain("filename*=UTF-8''");
    const xml = await (await JSZip.loadAsync(docx.body as Buffer)).file('word/document.xml')!.async('string');
    expect(xml).toContain('ИСКОВОЕ ЗАЯВЛЕНИЕ');
    expect(xml).toContain('ПРОШУ:');
    const pdf = await me.download(`${url}/export.pdf`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = squeeze(pdfText(pdf.body as Buffer));
    for (const part of [
      'Истец: Karimov Aziz Anvarovich',
      'Цена иска: 15 450 000 сум',
      'Государственная пошлина: 618 000 сум',
      'Невозвращённый долг: 15 000 000 сум',
      'ПРОШУ:',
      'Приложения:',
      'Копия искового заявления (Rahimov Bobur Olimovich)',
    ])
      expect(text).toContain(part);

    // An edit after generating: a new version, back to complete; the earlier file is still there.
    const answers = ANSWERS();
    answers.demands!.push({ text: 'Почтовые расходы возложить на ответчика.' });
    const edited = (await me.put(url, { version: 2, answers }).expect(200)).body as OwnClaim;
    expect(edited).toMatchObject({ status: 'complete', version: 3, generated: { version: 2 } });
    const again = (await me.post(`${url}/generate`).expect(200)).body as OwnClaim;
    expect(again.generated!.version).toBe(4);
    expect(squeeze(pdfText((await me.download(`${url}/export.pdf`).expect(200)).body as Buffer))).toContain('Почтовые расходы');
    expect(squeeze(pdfText((await me.download(`${url}/export.pdf?version=2`).expect(200)).body as Buffer))).not.toContain('Почтовые расходы');
    await me.download(`${url}/export.pdf?version=3`).expect(404);
    const versions = (await me.get(`${url}/versions`).expect(200)).body as OwnClaimVersionList;
    expect(versions.items.map((v) => `${v.n}:${v.reason}:${v.generated}`)).toEqual(['4:generated:true', '2:generated:true', '1:created:false']);
    expect(versions.items[1]).toMatchObject({ status: 'generated', locale: 'ru', claimValue: 1_545_000_000 });
    expect(errorOf(await me.post(`${url}/generate`, { version: 1 }).expect(409)).code).toBe('version_conflict');
  });

  test('generating a draft, and exporting before generating, are refused', async () => {
    const me = await visitor(1);
    const draft = (await me.post('/api/v1/me/claims', { templateId: loan, locale: 'uz' }).expect(201)).body as OwnClaim;
    const res = await me.post(`/api/v1/me/claims/${draft.id}/generate?lang=en`).expect(409);
    expect(errorOf(res)).toMatchObject({ code: 'invalid_transition', current: { status: 'draft', allowed: ['cancelled'] } });
    expect(errorOf(res).message).toBe('The claim cannot move to this state from “Draft”.');
    await me.download(`/api/v1/me/claims/${draft.id}/export.docx`).expect(404);
  });

  test('states: filed with court, date and case number, then closed; illegal moves are 409 naming the allowed ones; a filed claim is not edited', async () => {
    const me = await visitor(2);
    const claim = await createLoan(me);
    const url = `/api/v1/me/claims/${claim.id}`;
    const early = await me.post(`${url}/status`, { status: 'filed_by_user', filedOn: '2025-11-21' }).expect(409);
    expect(errorOf(early)).toMatchObject({ code: 'invalid_transition', current: { status: 'complete', allowed: ['cancelled'] } });
    expect(errorOf(await me.post(`${url}/status`, { status: 'generated' }).expect(409)).current).toMatchObject({ allowed: ['cancelled'] });
    await me.post(`${url}/generate`).expect(200);
    expect(errorOf(await me.post(`${url}/status`, { status: 'filed_by_user' }).expect(422)).fields).toHaveProperty('filedOn');
    expect(errorOf(await me.post(`${url}/status`, { status: 'sent' }).expect(422)).fields).toHaveProperty('status');
    expect(errorOf(await me.post(`${url}/status`, { status: 'filed_by_user', filedOn: '2025-11-21', court: 999999 }).expect(422)).fields).toHaveProperty(
      'court',
    );
    const filed = (await me.post(`${url}/status`, { status: 'filed_by_user', filedOn: '2025-11-21', caseNumber: '2-1001-2501/123' }).expect(200))
      .body as OwnClaim;
    expect(filed).toMatchObject({
      status: 'filed_by_user',
      filed: { court: { id: yunusobodCivil }, on: '2025-11-21', caseNumber: '2-1001-2501/123' },
      allowedStatuses: ['closed', 'cancelled'],
    });
    expect(errorOf(await me.put(url, { version: filed.version, title: 'x' }).expect(409))).toMatchObject({
      code: 'invalid_transition',
      current: { status: 'filed_by_user' },
    });
    await me.download(`${url}/export.docx`).expect(200);
    const closed = (await me.post(`${url}/status`, { status: 'closed' }).expect(200)).body as OwnClaim;
    expect(closed).toMatchObject({ status: 'closed', allowedStatuses: ['cancelled'] });
    expect((await me.post(`${url}/status`, { status: 'cancelled' }).expect(200)).body).toMatchObject({ status: 'cancelled', allowedStatuses: [] });
    expect(errorOf(await me.post(`${url}/status`, { status: 'cancelled' }).expect(409)).current).toMatchObject({ status: 'cancelled', allowed: [] });
    expect(errorOf(await me.post(`${url}/generate`).expect(409)).code).toBe('invalid_transition');
  });

  test('the page loaders’ client reads the list and one claim with the visitor’s session, and refuses without one', async () => {
    const me = await visitor(1);
    const claim = await createLoan(me, 'ru');
    const client = createApiClient(inProcessTransport({ db: api.db, resources: loadLocaleResources(path.resolve('locales')) }));
    expect((await client.listOwnClaims({}, { lang: 'ru', session: me.token })).items.map((c) => c.id)).toContain(claim.id);
    expect(await client.getOwnClaim({ id: claim.id }, { lang: 'ru', session: me.token })).toMatchObject({ id: claim.id, status: 'complete' });
    await expect(client.listOwnClaims({}, { lang: 'uz', session: null })).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    const other = await visitor(2);
    await expect(client.getOwnClaim({ id: claim.id }, { lang: 'uz', session: other.token })).rejects.toMatchObject({ status: 404 });
  });

  test('a claim without a recorded template (made before migration 0009, or its template gone) still reads and saves', async () => {
    const me = await visitor(3);
    const { rows } = await api.db.query<{ user_id: number }>('SELECT user_id FROM user_claims WHERE id = $1', [(await createLoan(me)).id]);
    const { rows: made } = await api.db.query<{ id: number }>(
      `INSERT INTO user_claims (user_id, title, locale, status) VALUES ($1, 'Qarz undirish', 'uz', 'complete') RETURNING id`,
      [rows[0]!.user_id],
    );
    const url = `/api/v1/me/claims/${made[0]!.id}`;
    expect((await me.get(url).expect(200)).body).toMatchObject({
      title: 'Qarz undirish',
      template: null,
      snapshot: { courtType: 'civil', claimValueRule: 'amount-sought' },
    });
    expect((await me.put(url, { version: 1, answers: ANSWERS() }).expect(200)).body).toMatchObject({ version: 2, status: 'complete' });
  });

  test('deleted', async () => {
    const me = await visitor(3);
    const claim = await createLoan(me);
    await me.del(`/api/v1/me/claims/${claim.id}`).expect(204);
    await me.get(`/api/v1/me/claims/${claim.id}`).expect(404);
    await me.del(`/api/v1/me/claims/${claim.id}`).expect(404);
  });
});

describe(`only the owner (${engineName})`, () => {
  test('another visitor’s claim is 404 everywhere, whatever the body', async () => {
    const owner = await visitor(0);
    const other = await visitor(1);
    const claim = await createLoan(owner);
    const url = `/api/v1/me/claims/${claim.id}`;
    await owner.post(`${url}/generate`).expect(200);
    for (const res of [
      await other.get(url),
      await other.put(url, { version: 2, title: 'Mine' }),
      await other.put(url, { nonsense: true }),
      await other.post(`${url}/generate`),
      await other.post(`${url}/status`, { status: 'cancelled' }),
      await other.post(`${url}/status`, { status: 'nonsense' }),
      await other.get(`${url}/versions`),
      await other.download(`${url}/export.docx`),
      await other.download(`${url}/export.pdf`),
      await other.del(url),
    ]) {
      expect(res.status).toBe(404);
      expect(errorOf(res).code).toBe('not_found');
    }
    expect(((await other.get('/api/v1/me/claims').expect(200)).body as OwnClaimList).items.map((c) => c.id)).not.toContain(claim.id);
    expect((await owner.get(url).expect(200)).body).toMatchObject({ version: 2, status: 'generated' });
  });

  test('a guest gets 401 for every read and write', async () => {
    const owner = await visitor(2);
    const claim = await createLoan(owner);
    const url = `/api/v1/me/claims/${claim.id}`;
    const guest = request(api.app);
    const proof = (req: request.Test) => req.set('Origin', ORIGIN).set('X-Requested-With', 'huquq');
    for (const res of [
      await guest.get('/api/v1/me/claims'),
      await proof(guest.post('/api/v1/me/claims')).send({ templateId: loan, locale: 'uz' }),
      await guest.get(url),
      await proof(guest.put(url)).send({ version: 1, title: 'x' }),
      await proof(guest.delete(url)),
      await proof(guest.post(`${url}/generate`)),
      await proof(guest.post(`${url}/status`)).send({ status: 'cancelled' }),
      await guest.get(`${url}/versions`),
      await guest.get(`${url}/export.docx`),
      await guest.get(`${url}/export.pdf`),
    ]) {
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('unauthorized');
    }
  });

  test('cross-site writes are 403 and change nothing; bad ids 400; other methods 405', async () => {
    const me = await visitor(3);
    const claim = await createLoan(me);
    const url = `/api/v1/me/claims/${claim.id}`;
    const noProof = await request(api.app)
      .put(url)
      .set('Cookie', `act=${me.token}`)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'text/plain')
      .send('{"version":1,"title":"Forged"}')
      .expect(403);
    expect(errorOf(noProof).code).toBe('csrf');
    await request(api.app)
      .post(`${url}/status`)
      .set('Cookie', `act=${me.token}`)
      .set('Origin', 'https://evil.example')
      .set('X-Requested-With', 'huquq')
      .send({ status: 'cancelled' })
      .expect(403);
    await request(api.app).post(`${url}/generate`).set('Cookie', `act=${me.token}`).expect(403);
    await request(api.app).delete(url).set('Cookie', `act=${me.token}`).expect(403);
    expect((await me.get(url).expect(200)).body).toMatchObject({ version: 1, status: 'complete' });
    expect(errorOf(await me.get('/api/v1/me/claims/abc').expect(400)).fields).toHaveProperty('id');
    expect(errorOf(await me.put('/api/v1/me/claims/0', { version: 1 }).expect(400)).fields).toHaveProperty('id');
    expect((await me.put('/api/v1/me/claims', {}).expect(405)).headers.allow).toBe('GET, HEAD, POST');
    expect((await me.put(`${url}/generate`, {}).expect(405)).headers.allow).toBe('POST');
    expect((await me.post(`${url}/export.pdf`).expect(405)).headers.allow).toBe('GET, HEAD');
  });
});

// Last in the file: a new base calculation amount in force from today changes every later estimate.
describe(`a new base calculation amount (${engineName})`, () => {
  const today = tashkentToday();
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const addAmount = (validFrom: string, amount: number) =>
    api.db.query(
      `INSERT INTO base_calculation_amounts (valid_from, amount, source, act, checked_on)
       SELECT $1::date, $2, source, act, checked_on FROM base_calculation_amounts ORDER BY valid_from DESC LIMIT 1`,
      [validFrom, amount],
    );
  const dutyNotices = async (who: Visitor) =>
    ((await who.get('/api/v1/me/notifications?lang=en').expect(200)).body as NotificationList).items.filter((n) => n.kind === 'claim_duty_changed');

  test('recounts the drafts’ duty and tells their owners once; a generated or cancelled claim keeps its figures', async () => {
    const me = await visitor(2);
    const other = await visitor(3);
    // Claims at the floor of one BCA (412 000 soʻm), so a new amount moves them.
    const small: ClaimAnswers = { ...ANSWERS(), value: { rows: [{ kind: 'principal', amount: 5_000_000, basis: 'Tilxat, 2025-yil 3-mart' }] } };
    const draft = (await me.post('/api/v1/me/claims?lang=en', { templateId: supply, locale: 'ru' }).expect(201)).body as OwnClaim;
    const generated = await createLoan(me, 'uz', small);
    await me.post(`/api/v1/me/claims/${generated.id}/generate`, { version: 1 }).expect(200);
    const cancelled = await createLoan(other, 'uz', small);
    await other.post(`/api/v1/me/claims/${cancelled.id}/status`, { status: 'cancelled' }).expect(200);
    expect(draft.stateDuty).toBe(41_200_000);

    // The seeded amounts, written after the migrations, are handled once (nobody's estimate moves).
    expect(await recountDraftDuties(api.db, today)).toMatchObject({ changed: 0 });
    // Decreed ahead: nothing happens until its day.
    await addAmount(tomorrow, 50_000_000);
    expect(await recountDraftDuties(api.db, today)).toEqual({ amounts: 0, changed: 0 });
    await api.db.query('DELETE FROM base_calculation_amounts WHERE valid_from = $1::date', [tomorrow]);

    await addAmount(today, 50_000_000);
    try {
      const result = await recountDraftDuties(api.db, today);
      expect(result.amounts).toBe(1);
      expect(result.changed).toBeGreaterThanOrEqual(1);
      expect(((await me.get(`/api/v1/me/claims/${draft.id}`).expect(200)).body as OwnClaim).stateDuty).toBe(50_000_000);
      const kept = (await me.get(`/api/v1/me/claims/${generated.id}`).expect(200)).body as OwnClaim;
      expect(kept).toMatchObject({ status: 'generated', stateDuty: 41_200_000 });
      expect(((await other.get(`/api/v1/me/claims/${cancelled.id}`).expect(200)).body as OwnClaim).stateDuty).toBe(41_200_000);

      const told = (await dutyNotices(me)).filter((n) => n.data.claimId === draft.id);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        path: `/statement-of-claim/my/${draft.id}`,
        data: { claimId: draft.id, title: draft.title, before: 41_200_000, after: 50_000_000 },
      });
      expect((await dutyNotices(me)).some((n) => n.data.claimId === generated.id)).toBe(false);
      expect((await dutyNotices(other)).some((n) => n.data.claimId === cancelled.id)).toBe(false);

      // Handled once; a sweep that died after recounting (its lease run out) tells nobody again.
      expect(await recountDraftDuties(api.db, today)).toEqual({ amounts: 0, changed: 0 });
      await api.db.query(
        "UPDATE base_calculation_amounts SET drafts_recounted_at = NULL, recount_started_at = now() - interval '1 hour' WHERE valid_from = $1::date",
        [today],
      );
      expect(await recountDraftDuties(api.db, today)).toEqual({ amounts: 1, changed: 0 });
      expect((await dutyNotices(me)).filter((n) => n.data.claimId === draft.id)).toHaveLength(1);
    } finally {
      await api.db.query('DELETE FROM base_calculation_amounts WHERE valid_from = $1::date', [today]);
    }
  });
});
