/**
 * The operators' console as pages (issue 32, ADR 022): /ops, /ops/audit and
 * /ops/base-calculation-amounts are the site's 404 to a guest and to a citizen without a role, in
 * every language; an operator reads them (noindex, never cached), and the amounts' form works
 * without JavaScript: "Preview" shows the claims it would move and keeps nothing, "Save" adds the
 * amount (303 with a flash), a refused form comes back as typed with each field's message, and the
 * save is in the audit log's page. The account menu links the console for an operator only. The
 * pages are valid HTML (the Nu Html Checker).
 */
import request from 'supertest';
import { tashkentToday } from '../../../shared/format/calendar';
import { DEMO_CITIZENS } from '../../../server/auth/oneid-standin';
import { openAccountTicket } from '../../../server/domain/directory/support-tickets';
import { grantRole } from '../../../server/domain/ops/roles';
import { csrfTokenFor } from '../../../server/security/csrf';
import { RETURNING, TEST_ORIGIN } from '../../support/app';
import { formatHtmlErrors, htmlErrors, javaAvailable, type HtmlDocument } from '../../support/vnu';
import { engineName, signedInVisitor, useSeededApi, type SignedInVisitor } from '../api/support';

jest.setTimeout(240_000);

const seeded = useSeededApi();
const PAGES = [
  '/ops',
  '/ops/applications',
  '/ops/state-duty',
  '/ops/courts',
  '/ops/disputes',
  '/ops/reviews',
  '/ops/payments',
  '/ops/audit',
  '/ops/base-calculation-amounts',
];
const checked: HtmlDocument[] = [];

const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const visibleText = (html: string) => decode(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

const page = (path: string, who?: SignedInVisitor) =>
  request(seeded.app)
    .get(path)
    .set('Cookie', who ? `${RETURNING}; act=${who.token}` : RETURNING);

function postForm(path: string, fields: Record<string, string>, who: SignedInVisitor) {
  return request(seeded.app)
    .post(path)
    .set('Origin', TEST_ORIGIN)
    .set('Cookie', `${RETURNING}; act=${who.token}`)
    .type('form')
    .send({ ...fields, _csrf: csrfTokenFor(who.token) });
}

let operator: SignedInVisitor;
let citizen: SignedInVisitor;

beforeAll(async () => {
  await grantRole(seeded.db, DEMO_CITIZENS[0]!.pin, 'operator', 'command line (test@host)');
  operator = await signedInVisitor(seeded.app, 0);
  citizen = await signedInVisitor(seeded.app, 1);
});

describe(`the console's pages (${engineName})`, () => {
  test('a guest and a citizen without a role get the site’s 404 on every page, in every language', async () => {
    for (const path of PAGES) {
      for (const prefix of ['', '/ru', '/en']) {
        const guest = await page(`${prefix}${path}`);
        expect([`${prefix}${path}`, guest.status]).toEqual([`${prefix}${path}`, 404]);
        const asCitizen = await page(`${prefix}${path}`, citizen);
        expect([`${prefix}${path}`, asCitizen.status]).toEqual([`${prefix}${path}`, 404]);
        expect(asCitizen.text).not.toContain('data-testid="ops-nav"');
      }
    }
    const form = await postForm(
      '/ops/base-calculation-amounts',
      { intent: 'save', validFrom: '2031-01-01', amount: '500 000', actUz: 'a', actRu: 'b', actEn: 'c' },
      citizen,
    );
    expect(form.status).toBe(404);
    expect((await seeded.db.query("SELECT 1 FROM base_calculation_amounts WHERE valid_from = '2031-01-01'")).rows).toHaveLength(0);
  });

  test('an operator reads each page in three languages, kept out of search engines and caches; the menu links the console', async () => {
    for (const [prefix, heading] of [
      ['', 'Operatorlar paneli'],
      ['/ru', 'Консоль операторов'],
      ['/en', 'Operators’ console'],
    ] as const) {
      const res = await page(`${prefix}/ops`, operator).expect(200);
      expect(res.text).toMatch(/<meta name="robots" content="noindex/);
      expect(res.headers['cache-control']).toMatch(/no-store|private/);
      expect(visibleText(res.text)).toContain(heading);
      expect(res.text).toContain('data-testid="account-menu-ops"');
      checked.push({ name: `${prefix || '/uz'}/ops`, html: res.text });
    }
    const amounts = await page('/en/ops/base-calculation-amounts', operator).expect(200);
    expect(visibleText(amounts.text)).toContain('412,000 UZS');
    checked.push({ name: '/en/ops/base-calculation-amounts', html: amounts.text });
    const audit = await page('/ru/ops/audit', operator).expect(200);
    checked.push({ name: '/ru/ops/audit', html: audit.text });
    expect((await page('/', citizen).expect(200)).text).not.toContain('data-testid="account-menu-ops"');
  });

  test('the courts without JavaScript: a region chosen, a court’s form, a district’s court previewed and set', async () => {
    const { rows } = await seeded.db.query<{ id: number; district_id: string }>(
      `SELECT c.id, dc.district_id FROM courts c JOIN regions r ON r.id = c.region_id JOIN district_courts dc ON dc.court_id = c.id
        WHERE r.slug = 'tashkent-city' AND c.type = 'civil' AND dc.court_type = 'civil' AND NOT c.retired ORDER BY c.id LIMIT 1`,
    );
    const court = rows[0]!;
    const list = await page(`/en/ops/courts?region=tashkent-city&court=${court.id}`, operator).expect(200);
    expect(list.text).toContain('data-testid="court-form"');
    checked.push({ name: 'courts', html: list.text });
    const fields = { region: 'tashkent-city', districtId: court.district_id, courtType: 'civil', courtId: String(court.id) };
    const preview = await postForm('/en/ops/courts', { ...fields, intent: 'district-preview' }, operator).expect(200);
    expect(preview.text).toContain('data-testid="district-preview"');
    checked.push({ name: 'district preview', html: preview.text });
    const refused = await postForm('/en/ops/courts', { ...fields, courtType: '', intent: 'district-save' }, operator).expect(400);
    checked.push({ name: 'district refused', html: refused.text });
    const saved = await postForm('/en/ops/courts', { ...fields, intent: 'district-save' }, operator).expect(303);
    expect(saved.headers.location).toBe('/en/ops/courts?region=tashkent-city');
  });

  test('a state-duty rate corrected without JavaScript: the form, a preview, a refusal as typed, a save audited', async () => {
    const { rows } = await seeded.db.query<{ slug: string; percent: string; min_bca: string | null; valid_from: string; source: { title: string } }>(
      'SELECT slug, percent::text, min_bca::text, valid_from::text, source FROM state_duty_rules WHERE percent IS NOT NULL AND valid_to IS NULL ORDER BY id LIMIT 1',
    );
    const rule = rows[0]!;
    const form = await page(`/en/ops/state-duty?rule=${rule.slug}`, operator).expect(200);
    expect(form.text).toContain('data-testid="rule-form"');
    checked.push({ name: 'duty form', html: form.text });
    const fields = {
      target: 'rule',
      slug: rule.slug,
      percent: rule.percent.replace('.', ','),
      minBca: String(Number(rule.min_bca ?? 0) + 1),
      maxBca: '',
      fixedBca: '',
      smallBusinessPercent: '',
      validFrom: rule.valid_from,
      validTo: '',
      act: rule.source.title,
      sourceUrl: '',
      note: 'Annex amended',
    };
    const preview = await postForm('/en/ops/state-duty', { ...fields, intent: 'preview' }, operator).expect(200);
    expect(preview.text).toContain('data-testid="duty-preview"');
    checked.push({ name: 'duty preview', html: preview.text });
    const refused = await postForm('/en/ops/state-duty', { ...fields, fixedBca: '3', intent: 'save' }, operator).expect(400);
    expect(refused.text).toContain('Annex amended');
    checked.push({ name: 'duty refused', html: refused.text });
    await postForm('/en/ops/state-duty', { ...fields, intent: 'save' }, operator).expect(303);
    const saved = await seeded.db.query<{ min_bca: string; operator_edited_at: Date | null }>(
      'SELECT min_bca::text, operator_edited_at FROM state_duty_rules WHERE slug = $1',
      [rule.slug],
    );
    expect(Number(saved.rows[0]!.min_bca)).toBe(Number(rule.min_bca ?? 0) + 1);
    expect(saved.rows[0]!.operator_edited_at).not.toBeNull();
  });

  test('the amount form without JavaScript: preview keeps nothing, a refusal keeps what was typed, a save is audited', async () => {
    const day = tashkentToday().replace(/^\d{4}/, (year) => String(Number(year) + 3));
    const fields = {
      mode: 'add',
      validFrom: day,
      amount: '450 000',
      actUz: 'Prezident farmoni (sinov)',
      actRu: 'Указ Президента (проверка)',
      actEn: 'Presidential decree (test)',
      sourceUrl: 'https://lex.uz/docs/0000001',
      note: 'Decree published',
    };
    const preview = await postForm('/en/ops/base-calculation-amounts', { ...fields, intent: 'preview' }, operator).expect(200);
    expect(preview.text).toContain('data-testid="amount-preview"');
    expect(visibleText(preview.text)).toContain('412,000 UZS → 450,000 UZS');
    checked.push({ name: 'preview', html: preview.text });
    expect((await seeded.db.query('SELECT 1 FROM base_calculation_amounts WHERE valid_from = $1::date', [day])).rows).toHaveLength(0);

    const refused = await postForm('/en/ops/base-calculation-amounts', { ...fields, amount: 'a lot', intent: 'save' }, operator).expect(400);
    expect(visibleText(refused.text)).toContain('Enter the amount in UZS');
    expect(refused.text).toContain('Prezident farmoni (sinov)');
    const badUrl = await postForm('/en/ops/base-calculation-amounts', { ...fields, sourceUrl: 'http://insecure.example', intent: 'save' }, operator).expect(
      400,
    );
    expect(badUrl.text).toMatch(/aria-invalid="true"[^>]*name="sourceUrl"|name="sourceUrl"[^>]*aria-invalid="true"/);
    checked.push({ name: 'refused', html: refused.text });

    const saved = await postForm('/en/ops/base-calculation-amounts', { ...fields, intent: 'save' }, operator).expect(303);
    expect(saved.headers.location).toBe('/en/ops/base-calculation-amounts');
    const { rows } = await seeded.db.query<{ amount: string }>('SELECT amount::text FROM base_calculation_amounts WHERE valid_from = $1::date', [day]);
    expect(rows[0]?.amount).toBe('45000000');
    const again = await postForm('/en/ops/base-calculation-amounts', { ...fields, intent: 'save' }, operator).expect(409);
    expect(visibleText(again.text)).toContain('already has a base calculation amount');

    const list = await page('/en/ops/base-calculation-amounts', operator).expect(200);
    expect(visibleText(list.text)).toContain('Decreed ahead');
    const correcting = await page(`/en/ops/base-calculation-amounts?correct=${day}`, operator).expect(200);
    expect(correcting.text).toContain('value="450000"');
    const corrected = await postForm(
      `/en/ops/base-calculation-amounts?correct=${day}`,
      { ...fields, mode: 'correct', amount: '455000', intent: 'save' },
      operator,
    ).expect(303);
    expect(corrected.headers.location).toBe('/en/ops/base-calculation-amounts');

    const audit = visibleText((await page('/en/ops/audit', operator).expect(200)).text);
    expect(audit).toContain(`base-amount.correct · base calculation amount ${day}`);
    expect(audit).toContain(`base-amount.add · base calculation amount ${day}`);
    expect(audit).toContain('Note: Decree published');
    await seeded.db.query('DELETE FROM base_calculation_amounts WHERE valid_from = $1::date', [day]);
  });

  test('the reported reviews’ queue without JavaScript: hide with a note, and the review leaves the queue', async () => {
    const { rows } = await seeded.db.query<{ id: number }>('SELECT id FROM reviews WHERE hidden_at IS NULL ORDER BY id DESC LIMIT 1');
    const id = rows[0]!.id;
    await seeded.db.query("INSERT INTO review_reports (review_id, reporter_user_id, reason) VALUES ($1, NULL, 'Реклама <script>')", [id]);
    const queue = await page('/ru/ops/reviews', operator).expect(200);
    expect(queue.text).toContain(`data-review="${id}"`);
    expect(queue.text).toContain('Реклама &lt;script&gt;');
    checked.push({ name: '/ru/ops/reviews', html: queue.text });
    const tooLong = await postForm('/ru/ops/reviews', { id: String(id), intent: 'hide', note: 'x'.repeat(501) }, operator).expect(400);
    expect(tooLong.text).toContain('role="alert"');
    const done = await postForm('/ru/ops/reviews', { id: String(id), intent: 'hide', note: 'Реклама' }, operator).expect(303);
    expect(done.headers.location).toBe('/ru/ops/reviews');
    expect((await page('/ru/ops/reviews', operator).expect(200)).text).not.toContain(`data-review="${id}"`);
    const gone = await postForm('/ru/ops/reviews', { id: '2147483000', intent: 'keep', note: '' }, operator).expect(404);
    expect(visibleText(gone.text)).toContain('По этому отзыву уже приняли решение');
  });

  test('disputes without JavaScript: the queue in Russian, a short reason refused as typed, a decision settles it', async () => {
    const client = Number((await seeded.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [DEMO_CITIZENS[1]!.pin])).rows[0]!.id);
    const { rows } = await seeded.db.query<{ id: number }>(
      `INSERT INTO orders (user_id, status, total, paid_at, provider, fulfilment, started_at, done_at, disputed_at)
       VALUES ($1, 'paid', 15000000, now(), 'click', 'done', now(), now(), now()) RETURNING id`,
      [client],
    );
    const orderId = rows[0]!.id;
    const ticket = await openAccountTicket(seeded.db, client, { subject: 'Спор', locale: 'ru', body: 'Юрист не ответил <b>ни разу</b>' });
    await seeded.db.query('UPDATE orders SET dispute_ticket_id = $2 WHERE id = $1', [orderId, ticket]);
    const queue = await page('/ru/ops/disputes', operator).expect(200);
    expect(queue.text).toContain(`data-order="${orderId}"`);
    expect(queue.text).toContain('Юрист не ответил &lt;b&gt;ни разу&lt;/b&gt;');
    expect(visibleText(queue.text)).toContain('Вернуть через Click');
    checked.push({ name: '/ru/ops/disputes', html: queue.text });
    const short = await postForm('/ru/ops/disputes', { id: String(orderId), intent: 'refunded_by_hand', reason: 'мало' }, operator).expect(400);
    expect(short.text).toContain('мало');
    expect(visibleText(short.text)).toContain('Укажите причину');
    checked.push({ name: 'refused dispute', html: short.text });
    const done = await postForm(
      '/ru/ops/disputes',
      { id: String(orderId), intent: 'refunded_by_hand', reason: 'Вернули переводом 30 ноября' },
      operator,
    ).expect(303);
    expect(done.headers.location).toBe('/ru/ops/disputes');
    expect((await page('/ru/ops/disputes', operator).expect(200)).text).not.toContain(`data-order="${orderId}"`);
    const again = await postForm('/ru/ops/disputes', { id: String(orderId), intent: 'completed', reason: 'Работа выполнена вовремя' }, operator).expect(409);
    expect(visibleText(again.text)).toContain('Этот спор уже решён');
  });

  test('flagged payments: the list in the page’s language, “Reconcile now” without JavaScript', async () => {
    const { rows } = await seeded.db.query<{ id: number }>(
      "INSERT INTO orders (user_id, status, total, paid_at, provider) SELECT id, 'paid', 9900000, now(), 'click' FROM users WHERE pinfl = $1 RETURNING id",
      [DEMO_CITIZENS[1]!.pin],
    );
    const orderId = rows[0]!.id;
    const list = await page('/ops/payments', operator).expect(200);
    expect(list.text).toContain('data-kind="paid_without_payment"');
    expect(visibleText(list.text)).toContain('Buyurtma toʻlangan, lekin uning birorta toʻlovi oʻtmagan.');
    checked.push({ name: '/ops/payments', html: list.text });
    const run = await postForm('/en/ops/payments', {}, operator).expect(303);
    expect(run.headers.location).toBe('/en/ops/payments');
    // The flash for the next page, and the run in the audit log.
    expect(String(run.headers['set-cookie'])).toMatch(/(^|,)\s*flash=/);
    expect((await seeded.db.query("SELECT 1 FROM ops_audit WHERE action = 'payments.reconcile'")).rows).toHaveLength(1);
    await seeded.db.query("UPDATE orders SET status = 'cancelled', cancelled_at = now(), paid_at = NULL WHERE id = $1", [orderId]);
  });

  (javaAvailable() || process.env.CI ? test : test.skip)('the pages are valid HTML (the Nu Html Checker)', async () => {
    const errors = await htmlErrors(checked);
    expect(formatHtmlErrors(errors)).toBe('');
  });
});
