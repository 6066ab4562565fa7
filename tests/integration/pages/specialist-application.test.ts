/**
 * The specialist's application as a page (issue 32, ADR 023): /home/specialist-application sends a
 * guest to sign in; its one multipart form works without JavaScript: the fields (a repeated name for
 * each ticked checkbox), the photo and the licence scan are saved in one post (303 with a flash); a
 * field that cannot be read comes back as typed with its message (422); "Submit" hands it to the
 * operators, who read it in /ops/applications and approve it by a plain form; the public profile
 * then shows the day it was verified and the photo. The pages are valid HTML (the Nu Html Checker).
 */
import request from 'supertest';
import sharp from 'sharp';
import { DEMO_CITIZENS } from '../../../server/auth/oneid-standin';
import { grantRole } from '../../../server/domain/ops/roles';
import { csrfTokenFor } from '../../../server/security/csrf';
import { RETURNING, TEST_ORIGIN } from '../../support/app';
import { formatHtmlErrors, htmlErrors, javaAvailable, type HtmlDocument } from '../../support/vnu';
import { engineName, signedInVisitor, useSeededApi, type SignedInVisitor } from '../api/support';

jest.setTimeout(240_000);

const seeded = useSeededApi();
const checked: HtmlDocument[] = [];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PATH = '/en/home/specialist-application';

const page = (path: string, who?: SignedInVisitor) =>
  request(seeded.app)
    .get(path)
    .set('Cookie', who ? `${RETURNING}; act=${who.token}` : RETURNING);

/** The page's form as a browser without JavaScript posts it: multipart, every field a part. */
function postMultipart(
  path: string,
  fields: ReadonlyArray<[string, string]>,
  who: SignedInVisitor,
  files: ReadonlyArray<[string, Buffer, string, string]> = [],
) {
  let req = request(seeded.app).post(path).set('Origin', TEST_ORIGIN).set('Cookie', `${RETURNING}; act=${who.token}`).field('_csrf', csrfTokenFor(who.token));
  for (const [name, value] of fields) req = req.field(name, value);
  for (const [name, bytes, filename, contentType] of files) req = req.attach(name, bytes, { filename, contentType });
  return req;
}

let applicant: SignedInVisitor;
let operator: SignedInVisitor;
let specialization: string;
let region: string;

beforeAll(async () => {
  await grantRole(seeded.db, DEMO_CITIZENS[0]!.pin, 'operator', 'command line (test@host)');
  operator = await signedInVisitor(seeded.app, 0);
  applicant = await signedInVisitor(seeded.app, 2);
  specialization = (await seeded.db.query<{ slug: string }>('SELECT slug FROM specializations ORDER BY id LIMIT 1')).rows[0]!.slug;
  region = (await seeded.db.query<{ slug: string }>('SELECT slug FROM regions ORDER BY id LIMIT 1')).rows[0]!.slug;
});

function fields(price: string): Array<[string, string]> {
  return [
    ['nickname', 'Nodira.Advokat'],
    ['profession', 'advocate'],
    ['region', region],
    ['languages', 'uz'],
    ['languages', 'en'],
    ['specializations', specialization],
    ['about', 'Oila va meros ishlari boʻyicha 12 yillik tajribaga ega advokatman. Sudda vakillik qilaman.'],
    ['experienceYears', '12'],
    ['education', 'Toshkent davlat yuridik universiteti, 2012'],
    ['services.0.title', 'Divorce consultation'],
    ['services.0.description', 'An hour on documents, deadlines and the court procedure.'],
    ['services.0.priceKind', 'fixed'],
    ['services.0.price', price],
    ['services.0.ikpuCode', '10305 008 001000000'],
    ['licenceNumber', 'AL-0412'],
    ['licenceIssuedOn', '2014-03-15'],
    ['licenceIssuer', 'Ministry of Justice of the Republic of Uzbekistan'],
  ];
}

describe(`the application's page (${engineName})`, () => {
  test('a guest is sent to sign in; the applicant sees the empty form, kept out of search engines', async () => {
    const guest = await page(PATH).expect(302);
    expect(String(guest.headers.location)).toContain(`/auth/sign-in?returnTo=${encodeURIComponent(PATH)}`);
    const empty = await page(PATH, applicant).expect(200);
    expect(empty.text).toContain('data-testid="application-form"');
    expect(empty.text).toMatch(/enctype="multipart\/form-data"/i);
    expect(empty.text).toMatch(/<meta name="robots" content="noindex/);
    checked.push({ name: 'empty', html: empty.text });
  });

  test('a price that is no sum comes back as typed with its message; nothing is lost', async () => {
    const refused = await postMultipart(PATH, [...fields('three hundred'), ['intent', 'save']], applicant).expect(422);
    expect(refused.text).toContain('Write a number, for example 150 000.');
    expect(refused.text).toContain('value="three hundred"');
    expect(refused.text).toContain('value="Nodira.Advokat"');
    checked.push({ name: 'refused', html: refused.text });
  });

  test('saved and submitted without JavaScript, the files with it; the operator approves it by a plain form; the profile shows the day and the photo', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a6a50' } })
      .jpeg()
      .toBuffer();
    const saved = await postMultipart(PATH, [...fields('300 000'), ['intent', 'save']], applicant, [
      ['photo', photo, 'me.jpg', 'image/jpeg'],
      ['licenceScan', PDF, 'litsenziya.pdf', 'application/pdf'],
    ]).expect(303);
    expect(String(saved.headers.location)).toBe(PATH);
    const { rows } = await seeded.db.query<{
      form: { languages: string[]; nickname: string; services: { price: number; ikpuCode: string }[] };
      status: string;
    }>('SELECT a.form, a.status FROM specialist_applications a JOIN users u ON u.id = a.user_id WHERE u.pinfl = $1', [DEMO_CITIZENS[2]!.pin]);
    expect(rows[0]).toMatchObject({
      status: 'draft',
      form: { nickname: 'nodira.advokat', languages: ['uz', 'en'], services: [{ price: 30_000_000, ikpuCode: '10305008001000000' }] },
    });
    const draft = await page(PATH, applicant).expect(200);
    expect(draft.text).toContain('data-status="draft"');
    expect(draft.text).toContain('data-testid="application-photo"');
    checked.push({ name: 'draft', html: draft.text });

    await postMultipart(PATH, [...fields('300 000'), ['intent', 'submit']], applicant).expect(303);
    const submitted = await page(PATH, applicant).expect(200);
    expect(submitted.text).toContain('data-status="submitted"');
    expect(submitted.text).not.toContain('data-testid="application-form"');

    const queue = await page('/ru/ops/applications', operator).expect(200);
    expect(queue.headers['cache-control']).toMatch(/^private/);
    expect(queue.text).toContain('Nodira Rahimova');
    checked.push({ name: '/ru/ops/applications', html: queue.text });
    const id = Number(/data-application="(\d+)"/.exec(queue.text)![1]);
    const short = await request(seeded.app)
      .post('/ru/ops/applications')
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', `${RETURNING}; act=${operator.token}`)
      .type('form')
      .send({ id: String(id), intent: 'returned', reason: 'кратко', _csrf: csrfTokenFor(operator.token) });
    expect(short.status).toBe(400);
    checked.push({ name: 'refused decision', html: short.text });
    await request(seeded.app)
      .post('/ru/ops/applications')
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', `${RETURNING}; act=${operator.token}`)
      .type('form')
      .send({ id: String(id), intent: 'approved', reason: '', _csrf: csrfTokenFor(operator.token) })
      .expect(303);

    const profile = await page('/en/nodira.advokat').expect(200);
    expect(profile.text).toMatch(/Verified on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(profile.text).toMatch(/<img src="\/api\/v1\/specialist-photos\/\d+"/);
    expect(profile.text).toContain('Toshkent davlat yuridik universiteti, 2012');
    checked.push({ name: '/en/nodira.advokat', html: profile.text });
  });

  (javaAvailable() || process.env.CI ? test : test.skip)('the pages are valid HTML (the Nu Html Checker)', async () => {
    const errors = await htmlErrors(checked);
    expect(formatHtmlErrors(errors)).toBe('');
  });
});
