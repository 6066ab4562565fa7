/**
 * A specialist's application over HTTP (issue 32, ADR 023): from draft to approved, the live
 * profile with its verified badge, its day and its services on sale; a returned application fixed
 * and submitted again; a rejection; the photo scaled and stripped of its metadata; the files served
 * to their applicant and to operators only; each decision audited and told to the applicant; an
 * approved specialist's licence change back to review while the profile keeps the approved one.
 */
import request from 'supertest';
import sharp from 'sharp';
import type { ApplicationForm, SpecialistApplication } from '../../../shared/account/application';
import type { ApplicationDecisionResult, OpsApplication, OpsApplicationCard } from '../../../shared/api/account/application';
import type { AuditList } from '../../../shared/api/ops/contract';
import type { NotificationList } from '../../../shared/api/notifications/contract';
import type { SpecialistProfile } from '../../../shared/api/types';
import { DEMO_CITIZENS } from '../../../server/auth/oneid-standin';
import { grantRole } from '../../../server/domain/ops/roles';
import { engineName, signedInVisitor, TEST_ORIGIN, useSeededApi, type SignedInVisitor } from './support';

jest.setTimeout(120_000);

const api = useSeededApi();
const OPERATOR = 0;
const ADVOCATE = 2;
const MEDIATOR = 1;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const IKPU = '10305008001000000';

let operator: SignedInVisitor;
let specialization: string;
let region: string;

/** A camera's JPEG: 1200×900 with EXIF naming the camera and the owner. */
function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#b07050' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret 9', Copyright: 'Nodira at home' } })
    .toBuffer();
}

function form(overrides: Partial<ApplicationForm> = {}): ApplicationForm {
  return {
    nickname: 'nodira.advokat',
    profession: 'advocate',
    specializations: [specialization],
    region,
    languages: ['uz', 'ru'],
    about: 'Oila va meros ishlari boʻyicha 12 yillik tajribaga ega advokatman. Sudda vakillik qilaman.',
    experienceYears: 12,
    education: 'Toshkent davlat yuridik universiteti, 2012',
    services: [
      {
        title: 'Ajrashish boʻyicha maslahat',
        description: 'Bir soatlik maslahat: hujjatlar, muddatlar va sud jarayoni.',
        priceKind: 'fixed',
        price: 30_000_000,
        ikpuCode: IKPU,
      },
      {
        title: 'Sudda vakillik',
        description: 'Birinchi instansiya sudida vakillik, daʼvo arizasi bilan.',
        priceKind: 'from',
        price: 300_000_000,
        ikpuCode: IKPU,
      },
    ],
    licence: { number: 'AL-0412', issuedOn: '2014-03-15', issuer: 'Oʻzbekiston Respublikasi Adliya vazirligi' },
    ...overrides,
  };
}

/** One file in `files`, multipart. */
function putFile(who: SignedInVisitor, path: 'photo' | 'licence-scan', bytes: Buffer, name: string, type: string) {
  return request(api.app)
    .put(`/api/v1/me/specialist-application/${path}`)
    .set('Origin', TEST_ORIGIN)
    .set('X-Requested-With', 'huquq')
    .set('Cookie', `act=${who.token}`)
    .attach('files', bytes, { filename: name, contentType: type });
}

async function notificationsOf(who: SignedInVisitor): Promise<NotificationList> {
  return (await who.get('/api/v1/me/notifications').expect(200)).body as NotificationList;
}

beforeAll(async () => {
  await grantRole(api.db, DEMO_CITIZENS[OPERATOR]!.pin, 'operator', 'command line (test@host)');
  operator = await signedInVisitor(api.app, OPERATOR);
  specialization = (await api.db.query<{ slug: string }>('SELECT slug FROM specializations ORDER BY id LIMIT 1')).rows[0]!.slug;
  region = (await api.db.query<{ slug: string }>('SELECT slug FROM regions ORDER BY sort_order, id LIMIT 1')).rows[0]!.slug;
});

describe(`a specialist's application (${engineName})`, () => {
  let advocate: SignedInVisitor;
  let applicationId: number;

  test('an empty application is a form to fill; a draft saves incomplete; submitting it names what is missing', async () => {
    advocate = await signedInVisitor(api.app, ADVOCATE);
    const empty = (await advocate.get('/api/v1/me/specialist-application').expect(200)).body as SpecialistApplication;
    expect(empty).toMatchObject({ status: 'none', editable: true, photo: null, profile: null });
    expect(empty.missing).toEqual(expect.arrayContaining(['nickname', 'profession', 'services', 'licenceScan', 'photo']));

    const draft = (await advocate.put('/api/v1/me/specialist-application', form({ services: [], licence: null })).expect(200)).body as SpecialistApplication;
    expect(draft.status).toBe('draft');
    expect(draft.missing).toEqual(['services', 'licenceNumber', 'licenceIssuedOn', 'licenceIssuer', 'licenceScan', 'photo']);

    const refused = await advocate.post('/api/v1/me/specialist-application/submit').expect(422);
    expect(refused.body.error.code).toBe('invalid_application');
    expect(Object.keys(refused.body.error.fields)).toEqual(['services', 'licenceNumber', 'licenceIssuedOn', 'licenceIssuer', 'photo', 'licenceScan']);
    // Each named with the form's label in the caller's language (Uzbek by default), never a key.
    expect(refused.body.error.fields.photo).toBe('«Surat» maydonini toʻldirish majburiy.');
  });

  test('shapes are checked on every save: a bad IKPU code, an unknown profession, a NUL, an extra field are 400', async () => {
    for (const body of [
      form({ services: [{ ...form().services[0]!, ikpuCode: '123' }] }),
      { ...form(), profession: 'wizard' },
      form({ about: 'a\u0000b' }),
      { ...form(), verified: true },
    ]) {
      const res = await advocate.put('/api/v1/me/specialist-application', body);
      expect([res.status, res.body.error?.code]).toEqual([expect.any(Number), expect.stringMatching(/invalid_request|unstorable|body_has_nul/)]);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  test('the photo is checked by its bytes, kept square and without its metadata; the scan is kept as sent; both are the applicant’s alone', async () => {
    await advocate.put('/api/v1/me/specialist-application', form()).expect(200);
    // A PDF named as a photo, and a text file named as a scan, are refused by their bytes.
    expect((await putFile(advocate, 'photo', PDF, 'me.jpg', 'image/jpeg')).status).toBe(415);
    expect((await putFile(advocate, 'licence-scan', Buffer.from('not a scan'), 'licence.pdf', 'application/pdf')).status).toBe(415);

    const withPhoto = (await putFile(advocate, 'photo', await cameraPhoto(), '../../IMG_0001.JPG', 'image/jpeg').expect(200)).body as SpecialistApplication;
    expect(withPhoto.photo).toMatchObject({ name: 'IMG_0001.jpg', mediaType: 'image/jpeg' });
    const kept = await advocate.download(withPhoto.photo!.url).expect(200);
    const meta = await sharp(kept.body as Buffer).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([640, 640, 'jpeg']);
    expect(meta.exif).toBeUndefined();
    expect((kept.body as Buffer).includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(kept.headers['cache-control']).toBe('private, no-cache');

    const withScan = (await putFile(advocate, 'licence-scan', PDF, 'litsenziya.pdf', 'application/pdf').expect(200)).body as SpecialistApplication;
    expect(withScan.missing).toEqual([]);
    const scan = await advocate.download(withScan.licenceScan!.url).expect(200);
    expect(Buffer.compare(scan.body as Buffer, PDF)).toBe(0);
    expect(scan.headers['content-disposition']).toMatch(/^attachment/);

    // Another citizen, and a guest, see nothing of them.
    const other = await signedInVisitor(api.app, MEDIATOR);
    expect((await other.get(withScan.licenceScan!.url)).status).toBe(404);
    expect((await request(api.app).get(withScan.photo!.url)).status).toBe(401);
    // Not public before approval.
    expect((await request(api.app).get(`/api/v1/specialist-photos/${withPhoto.photo!.id}`)).status).toBe(404);
  });

  test('submitted, it is with the operators: it cannot change, and the applicant is told', async () => {
    const submitted = (await advocate.post('/api/v1/me/specialist-application/submit').expect(200)).body as SpecialistApplication;
    expect(submitted).toMatchObject({ status: 'submitted', editable: false, licenceChange: false });
    expect((await advocate.put('/api/v1/me/specialist-application', form())).body.error.code).toBe('application_submitted');
    expect((await advocate.post('/api/v1/me/specialist-application/submit')).status).toBe(409);
    expect((await notificationsOf(advocate)).items[0]).toMatchObject({ kind: 'application_submitted', path: '/home/specialist-application' });

    const queue = (await operator.get('/api/v1/ops/applications').expect(200)).body as { items: OpsApplicationCard[] };
    const card = queue.items.find((item) => item.nickname === 'nodira.advokat')!;
    expect(card).toMatchObject({ applicant: 'Nodira Rahimova', profession: 'advocate', licenceChange: false });
    applicationId = card.id;
  });

  test('returned with a reason: the applicant reads it, fixes, submits again; audited', async () => {
    expect((await operator.post(`/api/v1/ops/applications/${applicationId}/return`, { reason: 'short' })).status).toBe(400);
    const returned = (
      await operator.post(`/api/v1/ops/applications/${applicationId}/return`, { reason: 'Litsenziya skani oʻqilmaydi, aniqroq yuklang.' }).expect(200)
    ).body as ApplicationDecisionResult;
    expect(returned).toEqual({ id: applicationId, decision: 'returned', nickname: null });
    // Decided once.
    expect((await operator.post(`/api/v1/ops/applications/${applicationId}/reject`, { reason: 'Ikkinchi marta qaror' })).body.error.code).toBe(
      'application_decided',
    );

    const mine = (await advocate.get('/api/v1/me/specialist-application').expect(200)).body as SpecialistApplication;
    expect(mine).toMatchObject({ status: 'returned', editable: true, reason: 'Litsenziya skani oʻqilmaydi, aniqroq yuklang.' });
    expect((await notificationsOf(advocate)).items[0]).toMatchObject({
      kind: 'application_returned',
      data: { reason: 'Litsenziya skani oʻqilmaydi, aniqroq yuklang.' },
    });

    await putFile(advocate, 'licence-scan', PDF, 'litsenziya-aniq.pdf', 'application/pdf').expect(200);
    await advocate.post('/api/v1/me/specialist-application/submit').expect(200);

    const audit = (await operator.get('/api/v1/ops/audit').expect(200)).body as AuditList;
    expect(audit.items[0]).toMatchObject({
      action: 'application.return',
      subject: `specialist application ${applicationId} (nodira.advokat)`,
      before: { status: 'submitted' },
      after: { status: 'returned' },
      note: 'Litsenziya skani oʻqilmaydi, aniqroq yuklang.',
    });
  });

  test('the operator reads it beside its files; approved, the profile is live with the badge, its day, its photo and its services on sale', async () => {
    const one = (await operator.get(`/api/v1/ops/applications/${applicationId}`).expect(200)).body as OpsApplication;
    expect(one).toMatchObject({ status: 'submitted', pinfl: DEMO_CITIZENS[ADVOCATE]!.pin, form: { nickname: 'nodira.advokat' }, approvedLicence: null });
    expect(one.specializationNames).toHaveLength(1);
    const scan = await operator.download(one.licenceScan!.url).expect(200);
    expect(Buffer.compare(scan.body as Buffer, PDF)).toBe(0);
    expect(scan.headers['cache-control']).toBe('private, no-store');
    // An operator's copy is the operators' alone: the applicant's own session, a guest, get 404 there.
    expect((await advocate.get(one.licenceScan!.url)).status).toBe(404);
    expect((await request(api.app).get(one.licenceScan!.url)).status).toBe(404);

    const approved = (await operator.post(`/api/v1/ops/applications/${applicationId}/approve`, {}).expect(200)).body as ApplicationDecisionResult;
    expect(approved).toEqual({ id: applicationId, decision: 'approved', nickname: 'nodira.advokat' });

    const profile = (await request(api.app).get('/api/v1/specialists/nodira.advokat').expect(200)).body as SpecialistProfile;
    expect(profile).toMatchObject({ nickname: 'nodira.advokat', profession: 'advocate', verified: true });
    expect(profile.photoUrl).toMatch(/^\/api\/v1\/specialist-photos\/\d+$/);
    const photo = await request(api.app).get(profile.photoUrl!).expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('public, max-age=86400');

    const { rows } = await api.db.query<{ verified_at: Date; licence: unknown; services: number; sellable: number }>(
      `SELECT sp.verified_at, sp.licence,
              (SELECT count(*)::int FROM services sv WHERE sv.specialist_id = sp.id) AS services,
              (SELECT count(*)::int FROM services sv WHERE sv.specialist_id = sp.id AND sv.ikpu_code IS NOT NULL AND sv.published) AS sellable
         FROM specialists sp WHERE sp.nickname = 'nodira.advokat'`,
    );
    expect(rows[0]).toMatchObject({ licence: form().licence, services: 2, sellable: 2 });
    expect(Date.now() - rows[0]!.verified_at.getTime()).toBeLessThan(60_000);

    const mine = (await advocate.get('/api/v1/me/specialist-application').expect(200)).body as SpecialistApplication;
    expect(mine).toMatchObject({ status: 'approved', profile: { nickname: 'nodira.advokat', verifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    expect((await notificationsOf(advocate)).items[0]).toMatchObject({ kind: 'application_approved', path: '/nodira.advokat' });
    expect(((await operator.get('/api/v1/ops/audit').expect(200)).body as AuditList).items[0]).toMatchObject({
      action: 'application.approve',
      after: { status: 'approved', nickname: 'nodira.advokat' },
    });
  });

  test('other profile changes are live at once, but a verified profession changes only through a new application', async () => {
    const own = (await advocate.get('/api/v1/me/specialist').expect(200)).body as { profile: Record<string, unknown> };
    const bio = { uz: 'Oila huquqi boʻyicha advokat. Yangi matn.' };
    await advocate.put('/api/v1/me/specialist', { ...own.profile, bio }).expect(200);
    expect(((await request(api.app).get('/api/v1/specialists/nodira.advokat?lang=uz').expect(200)).body as SpecialistProfile).bio).toBe(bio.uz);
    const refused = await advocate.put('/api/v1/me/specialist?lang=en', { ...own.profile, bio, profession: 'notary' }).expect(400);
    expect(refused.body.error.fields.profession).toContain('apply again');
    expect(((await request(api.app).get('/api/v1/specialists/nodira.advokat').expect(200)).body as SpecialistProfile).profession).toBe('advocate');
  });

  test('a new licence goes back to review: the profile keeps the approved one until an operator approves the new', async () => {
    // The same licence is no change.
    expect((await advocate.post('/api/v1/me/specialist-application/submit')).body.error.code).toBe('application_unchanged');
    // Other fields sent with it stay as approved: the profile is edited live from /home.
    const renewed = { number: 'AL-0999', issuedOn: '2026-01-10', issuer: 'Oʻzbekiston Respublikasi Adliya vazirligi' };
    const saved = (await advocate.put('/api/v1/me/specialist-application', form({ licence: renewed, nickname: 'someone.else' })).expect(200))
      .body as SpecialistApplication;
    expect(saved.form).toMatchObject({ nickname: 'nodira.advokat', licence: renewed });
    const submitted = (await advocate.post('/api/v1/me/specialist-application/submit').expect(200)).body as SpecialistApplication;
    expect(submitted).toMatchObject({ status: 'submitted', licenceChange: true });

    const one = (await operator.get(`/api/v1/ops/applications/${applicationId}`).expect(200)).body as OpsApplication;
    expect(one).toMatchObject({ licenceChange: true, approvedLicence: form().licence, form: { licence: renewed } });
    const live = async () =>
      (await api.db.query<{ licence: unknown; verified: boolean }>("SELECT licence, verified FROM specialists WHERE nickname = 'nodira.advokat'")).rows[0];
    expect(await live()).toEqual({ licence: form().licence, verified: true });

    await operator.post(`/api/v1/ops/applications/${applicationId}/approve`, { note: 'Yangilangan litsenziya reyestrda bor' }).expect(200);
    expect(await live()).toEqual({ licence: renewed, verified: true });
    // Still two services: a licence change publishes nothing new.
    expect(
      (await api.db.query("SELECT 1 FROM services sv JOIN specialists sp ON sp.id = sv.specialist_id WHERE sp.nickname = 'nodira.advokat'")).rows,
    ).toHaveLength(2);
  });

  test('rejected with a reason: the applicant is told, and may change it and apply again', async () => {
    const mediator = await signedInVisitor(api.app, MEDIATOR);
    await mediator.put('/api/v1/me/specialist-application', form({ nickname: 'bobur.mediator', profession: 'mediator', licence: null })).expect(200);
    await putFile(mediator, 'photo', await cameraPhoto(), 'me.png', 'image/png').expect(200);
    // A mediator has no licence to give, but shows their certificate.
    expect((await mediator.post('/api/v1/me/specialist-application/submit')).body.error.fields).toHaveProperty('licenceScan');
    await putFile(mediator, 'licence-scan', PDF, 'sertifikat.pdf', 'application/pdf').expect(200);
    await mediator.post('/api/v1/me/specialist-application/submit').expect(200);
    const queue = (await operator.get('/api/v1/ops/applications').expect(200)).body as { items: OpsApplicationCard[] };
    const id = queue.items.find((item) => item.nickname === 'bobur.mediator')!.id;
    await operator.post(`/api/v1/ops/applications/${id}/reject`, { reason: 'Mediator sertifikati koʻrsatilmagan.' }).expect(200);
    expect((await request(api.app).get('/api/v1/specialists/bobur.mediator')).status).toBe(404);
    const mine = (await mediator.get('/api/v1/me/specialist-application').expect(200)).body as SpecialistApplication;
    expect(mine).toMatchObject({ status: 'rejected', editable: true, reason: 'Mediator sertifikati koʻrsatilmagan.' });
    expect((await notificationsOf(mediator)).items[0]).toMatchObject({ kind: 'application_rejected' });
    const again = (
      await mediator.put('/api/v1/me/specialist-application', form({ nickname: 'bobur.mediator', profession: 'mediator', licence: null })).expect(200)
    ).body as SpecialistApplication;
    expect(again.status).toBe('draft');
  });
});
