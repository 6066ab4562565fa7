/**
 * The firm's page in the account, /home/firm (issue 32, ADR 024), without JavaScript: a guest is
 * sent to sign in; a citizen who is no verified specialist is told to apply first; a verified
 * specialist's registration form comes back as typed with what is missing (422), then goes to the
 * operators (303 with a flash); a link invitation made on the page is shown once, on the page the
 * post answers; the link's page offers to join. The pages are valid HTML (the Nu Html Checker).
 */
import request from 'supertest';
import { DEMO_CITIZENS } from '../../../server/auth/oneid-standin';
import { csrfTokenFor } from '../../../server/security/csrf';
import { RETURNING, TEST_ORIGIN } from '../../support/app';
import { formatHtmlErrors, htmlErrors, javaAvailable, type HtmlDocument } from '../../support/vnu';
import { engineName, signedInVisitor, useSeededApi, type SignedInVisitor } from '../api/support';

jest.setTimeout(240_000);

const seeded = useSeededApi();
const checked: HtmlDocument[] = [];
const PATH = '/en/home/firm';

const page = (path: string, who?: SignedInVisitor) =>
  request(seeded.app)
    .get(path)
    .set('Cookie', who ? `${RETURNING}; act=${who.token}` : RETURNING);

function postForm(fields: Record<string, string>, who: SignedInVisitor) {
  return request(seeded.app)
    .post(PATH)
    .set('Origin', TEST_ORIGIN)
    .set('Cookie', `${RETURNING}; act=${who.token}`)
    .type('form')
    .send({ ...fields, _csrf: csrfTokenFor(who.token) });
}

let specialist: SignedInVisitor;
let citizen: SignedInVisitor;
let region: string;

beforeAll(async () => {
  specialist = await signedInVisitor(seeded.app, 2);
  citizen = await signedInVisitor(seeded.app, 3);
  const { rows } = await seeded.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [DEMO_CITIZENS[2]!.pin]);
  await seeded.db.query(
    `INSERT INTO specialists (user_id, nickname, first_name, last_name, profession, verified, verified_at) VALUES ($1, 'nodira.page', '{"uz": "Nodira"}', '{"uz": "Rahimova"}', 'advocate', true, now())`,
    [rows[0]!.id],
  );
  await seeded.db.query(
    "INSERT INTO specialist_specializations (specialist_id, specialization_id) SELECT s.id, (SELECT min(id) FROM specializations) FROM specialists s WHERE s.nickname = 'nodira.page'",
  );
  region = (await seeded.db.query<{ slug: string }>('SELECT slug FROM regions ORDER BY id LIMIT 1')).rows[0]!.slug;
});

const FIRM = {
  intent: 'apply',
  kind: 'register',
  name: 'Adolat advokatlik byurosi',
  legalForm: 'advocate-bureau',
  tin: '305 123 456',
  city: 'Nukus',
  address: 'Doʻstlik koʻchasi, 7',
  phone: '+998 61 222 33 44',
  about: 'Oilaviy va fuqarolik ishlari boʻyicha advokatlik byurosi.',
  licenceNumber: 'AB-0077',
  licenceIssuedOn: '2019-05-20',
  licenceIssuer: 'Ministry of Justice of the Republic of Uzbekistan',
  'services.0.title': 'Contract review',
  'services.0.description': 'We read the contract and list its risks and the changes to ask for.',
  'services.0.priceKind': 'fixed',
  'services.0.price': '500 000',
  'services.0.ikpuCode': '10305008001000000',
};

describe(`the firm's page (${engineName})`, () => {
  test('a guest is sent to sign in; a citizen who is no verified specialist is told to apply first', async () => {
    expect((await page(PATH).expect(302)).headers.location).toContain('/auth/sign-in?returnTo=');
    const told = await page(PATH, citizen).expect(200);
    expect(told.text).toContain('Apply to be listed');
    expect(told.text).not.toContain('data-testid="firm-form"');
    checked.push({ name: 'not verified', html: told.text });
  });

  test('the registration comes back with what is missing, as typed; complete, it goes to the operators', async () => {
    const refused = await postForm({ ...FIRM, region, tin: '' }, specialist).expect(422);
    expect(refused.text).toContain('TIN is required.');
    expect(refused.text).toContain('value="Adolat advokatlik byurosi"');
    checked.push({ name: 'refused', html: refused.text });
    const sent = await postForm({ ...FIRM, region }, specialist).expect(303);
    expect(String(sent.headers.location)).toBe(PATH);
    const after = await page(PATH, specialist).expect(200);
    expect(after.text).toContain('data-status="submitted"');
    checked.push({ name: 'submitted', html: after.text });
    const { rows } = await seeded.db.query<{ form: { tin: string; services: { price: number }[] } }>(
      "SELECT form FROM firm_applications WHERE status = 'submitted'",
    );
    expect(rows[0]!.form).toMatchObject({ tin: '305123456', services: [{ price: 50_000_000 }] });
  });

  test('an owner’s link invitation is shown once on the page the post answers; the link’s page offers to join', async () => {
    const { rows } = await seeded.db.query<{ id: number }>(
      `INSERT INTO law_firms (slug, name, description, region_id, city, address, phone, verified, verified_at)
       VALUES ('adolat-page', '{"uz": "Adolat"}', '{"uz": "Byuro"}', (SELECT min(id) FROM regions), '{"uz": "Nukus"}', '{"uz": "Doʻstlik 7"}', '+998612223344', true, now()) RETURNING id`,
    );
    await seeded.db.query("UPDATE firm_applications SET status = 'approved', decided_at = now()");
    await seeded.db.query(
      "INSERT INTO law_firm_members (law_firm_id, user_id, role) SELECT $1, user_id, 'owner' FROM specialists WHERE nickname = 'nodira.page'",
      [rows[0]!.id],
    );
    const made = await postForm({ intent: 'invite' }, specialist).expect(200);
    const url = /data-testid="invite-url">([^<]+)</.exec(made.text)![1]!;
    expect(url).toMatch(/\/home\/firm\?invite=[A-Za-z0-9_-]{43}$/);
    checked.push({ name: 'invite made', html: made.text });
    const token = url.split('invite=')[1]!;
    const offered = await page(`${PATH}?invite=${token}`, citizen).expect(200);
    expect(offered.text).toContain('data-testid="accept-invite"');
    checked.push({ name: 'invite offered', html: offered.text });
    // Accepted by a person who is no verified specialist: refused, in words.
    const refused = await postForm({ intent: 'accept', token }, citizen).expect(409);
    expect(refused.text).toContain('Only a verified specialist');
  });

  (javaAvailable() || process.env.CI ? test : test.skip)('the pages are valid HTML (the Nu Html Checker)', async () => {
    expect(formatHtmlErrors(await htmlErrors(checked))).toBe('');
  });
});
