/**
 * The public statement-of-claim pages (issue 11): the builder's front page with the categories,
 * their templates and a signed-in visitor's claims in progress; one category's templates with the
 * court, the talabnoma and the duty rule in words; one template with what it needs, the court and
 * why, a duty example (an estimate, my.sud.uz named) and "Start" — posted without JavaScript it
 * sends a guest to sign in and back, and makes a signed-in visitor's claim; /home's claims with
 * their state. In uz, ru and en; unknown or malformed ids are the 404 page.
 */
import request from 'supertest';
import { hashSessionToken, newSessionToken } from '../../../server/auth/sessions';
import { csrfTokenFor } from '../../../server/security/csrf';
import type { OwnClaim } from '../../../shared/api/claims/contract';
import type { ClaimCategory, ClaimTemplateCard, ClaimTemplateDetail, ListResult } from '../../../shared/api/types';
import { RETURNING, TEST_ORIGIN, createTestApp } from '../../support/app';
import { TEST_ENV, engineName, idOf, useSeededApi } from '../api/support';

jest.setTimeout(60_000);

const seeded = useSeededApi();

const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const text = (html: string) => decode(html.replace(/<!-- -->/g, ''));
const LANGS = ['uz', 'ru', 'en'] as const;
const prefix = (lang: string) => (lang === 'uz' ? '' : `/${lang}`);
/** The page's visible part (the boot payload after it carries every text of the namespaces). */
const main = (html: string) => text(/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '');
const h1 = (html: string) => text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
const testIds = (html: string, id: string) => html.match(new RegExp(`data-testid="${id}"`, 'g'))?.length ?? 0;
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const metaDescription = (html: string) => decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');

async function api<T>(path: string, lang: string): Promise<T> {
  const res = await request(seeded.app)
    .get(`/api/v1${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
    .expect(200);
  return res.body as T;
}

let seq = 0;
/** A citizen with a session: their cookie, form token, and API writes as the site's pages send them. */
async function citizen() {
  const pinfl = String(41_000_000_000_000 + ++seq * 7919);
  const { rows } = await seeded.db.query<{ id: number }>(
    'INSERT INTO users (pinfl, first_name, last_name, middle_name, phone) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [pinfl, 'AZIZ', 'KARIMOV', 'RUSTAM OʻGʻLI', '+998901234567'],
  );
  const token = newSessionToken();
  await seeded.db.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
    rows[0]!.id,
    hashSessionToken(token),
  ]);
  const cookie = `${RETURNING}; act=${token}`;
  return {
    userId: rows[0]!.id,
    cookie,
    csrf: csrfTokenFor(token),
    startClaim: async (templateId: number, locale: string): Promise<OwnClaim> =>
      (
        await request(seeded.app)
          .post('/api/v1/me/claims')
          .set('Cookie', cookie)
          .set('Origin', TEST_ORIGIN)
          .set('X-Requested-With', 'huquq')
          .send({ templateId, locale })
          .expect(201)
      ).body as OwnClaim,
  };
}

describe(`/statement-of-claim on ${engineName}`, () => {
  test.each(LANGS)('in %s: what the builder does, every category with its templates linked, and the steps', async (lang) => {
    const categories = await api<ListResult<ClaimCategory>>('/claim-categories', lang);
    const templates = await api<ListResult<ClaimTemplateCard>>('/claim-templates?pageSize=48', lang);
    const res = await request(seeded.app)
      .get(`${prefix(lang)}/statement-of-claim`)
      .set('Cookie', RETURNING)
      .expect(200);
    expect(res.text).toContain(`<html lang="${lang}"`);
    const heading = { uz: 'Daʼvo arizasi konstruktori', ru: 'Конструктор искового заявления', en: 'Statement-of-claim builder' }[lang];
    expect(h1(res.text)).toBe(heading);
    expect(text(res.text)).toContain(`<title>${{ uz: 'Daʼvo arizasi', ru: 'Исковое заявление', en: 'Statement of claim' }[lang]} · Huquq</title>`);
    expect(metaDescription(res.text).length).toBeGreaterThan(50);
    expect(testIds(res.text, 'claim-category')).toBe(categories.items.length);
    for (const category of categories.items) {
      expect(res.text).toContain(`href="${prefix(lang)}/statement-of-claim/list/${category.id}"`);
      expect(text(res.text)).toContain(category.name);
    }
    expect(testIds(res.text, 'claim-template-link')).toBe(templates.total);
    for (const card of templates.items) {
      expect(res.text).toContain(`href="${prefix(lang)}/statement-of-claim/templates/${card.id}"`);
      expect(text(res.text)).toContain(card.title);
    }
    // The eight steps, named as the builder names them.
    const steps = { uz: 'Sud', ru: 'Сторон', en: 'Review and generate' }[lang];
    expect(text(res.text)).toContain(steps);
    // A guest learns where claims are kept and may sign in, back to this page.
    expect(res.text).toContain('data-testid="claims-guest"');
    expect(res.text).toContain(`href="/auth/sign-in?returnTo=${encodeURIComponent(`${prefix(lang)}/statement-of-claim`)}"`);
    expect(res.text).not.toContain('data-testid="claims-mine"');
    const list = jsonLd(res.text).find((thing) => thing['@type'] === 'ItemList') as { itemListElement: unknown[] };
    expect(list.itemListElement).toHaveLength(templates.total);
  });

  test('a signed-in visitor sees their claims in progress with their state and “continue”, not anyone else’s', async () => {
    const me = await citizen();
    const other = await citizen();
    const loan = await idOf(seeded.db, 'claim_templates', 'loan-debt');
    const divorce = await idOf(seeded.db, 'claim_templates', 'divorce');
    const draft = await me.startClaim(loan, 'ru');
    const dropped = await me.startClaim(divorce, 'uz');
    await request(seeded.app)
      .post(`/api/v1/me/claims/${dropped.id}/status`)
      .set('Cookie', me.cookie)
      .set('Origin', TEST_ORIGIN)
      .set('X-Requested-With', 'huquq')
      .send({ status: 'cancelled' })
      .expect(200);
    const theirs = await other.startClaim(loan, 'ru');

    const res = await request(seeded.app).get('/ru/statement-of-claim').set('Cookie', me.cookie).expect(200);
    expect(res.text).toContain('data-testid="claims-mine"');
    expect(res.text).not.toContain('data-testid="claims-guest"');
    expect(testIds(res.text, 'claim-in-progress')).toBe(1);
    expect(res.text).toContain(`href="/ru/statement-of-claim/my/${draft.id}"`);
    expect(text(res.text)).toContain(draft.title);
    expect(text(res.text)).toContain('Черновик');
    expect(text(res.text)).toContain('Продолжить');
    // A cancelled claim is no longer in progress; another visitor's is never shown.
    expect(res.text).not.toContain(`/statement-of-claim/my/${dropped.id}"`);
    expect(res.text).not.toContain(`/statement-of-claim/my/${theirs.id}"`);

    const en = await request(seeded.app).get('/en/statement-of-claim').set('Cookie', me.cookie).expect(200);
    expect(text(en.text)).toContain('Draft');
    expect(text(en.text)).toContain('Continue');
    // Nothing in progress yet: the list says how to start.
    const fresh = await citizen();
    const empty = await request(seeded.app).get('/statement-of-claim').set('Cookie', fresh.cookie).expect(200);
    expect(empty.text).toContain('data-testid="claims-mine"');
    expect(text(empty.text)).toContain('Ishlanayotgan daʼvolaringiz yoʻq');
  });

  test('the page’s payload answers the same data as JSON', async () => {
    const res = await request(seeded.app).get('/en/statement-of-claim/_payload.json').set('Cookie', RETURNING).expect(200);
    const body = JSON.stringify(res.body);
    expect(body).toContain('Debt recovery');
    expect(body).toContain('"mine":null');
  });
});

describe(`/statement-of-claim/list/{idx} on ${engineName}`, () => {
  test.each(LANGS)('in %s: the category’s templates with what each is for, the court, the talabnoma and the duty rule in words', async (lang) => {
    const business = (await api<ListResult<ClaimCategory>>('/claim-categories', lang)).items.find((c) => c.slug === 'business')!;
    const cards = (await api<ListResult<ClaimTemplateCard>>(`/claim-templates?category=business&pageSize=48`, lang)).items;
    const res = await request(seeded.app)
      .get(`${prefix(lang)}/statement-of-claim/list/${business.id}`)
      .set('Cookie', RETURNING)
      .expect(200);
    expect(h1(res.text)).toBe(business.name);
    expect(text(res.text)).toContain(business.description);
    expect(testIds(res.text, 'claim-template-card')).toBe(cards.length);
    for (const card of cards) {
      expect(res.text).toContain(`href="${prefix(lang)}/statement-of-claim/templates/${card.id}"`);
      expect(text(res.text)).toContain(card.title);
      expect(text(res.text)).toContain(card.description);
    }
    const words = {
      uz: { court: 'Iqtisodiy sud', pretrial: 'Majburiy', duty: 'daʼvo bahosining 2 foizi; kamida 1 BHM; kichik tadbirkorlik subyekti 50 foizini toʻlaydi' },
      ru: {
        court: 'Экономический суд',
        pretrial: 'Обязательна',
        duty: '2\u00a0% от цены иска; не менее 1 БРВ; субъект малого предпринимательства платит 50\u00a0%',
      },
      en: { court: 'Economic court', pretrial: 'Required', duty: '2% of the claim value; at least 1 BCA; a small business pays 50%' },
    }[lang];
    expect(text(res.text)).toContain(words.court);
    expect(text(res.text)).toContain(words.pretrial);
    expect(text(res.text)).toContain(words.duty);
    expect(res.text).toContain('data-required="true"');
    expect(text(res.text)).toContain(`<title>${business.name} · `);
    expect(metaDescription(res.text)).toContain(business.name);
    const crumbs = jsonLd(res.text).find((thing) => thing['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ item: string }> };
    expect(crumbs.itemListElement.at(-1)!.item).toBe(`${TEST_ORIGIN}${prefix(lang)}/statement-of-claim/list/${business.id}`);
  });

  test('exemptions and a fixed duty are said in words: child maintenance and divorce', async () => {
    const family = (await api<ListResult<ClaimCategory>>('/claim-categories', 'en')).items.find((c) => c.slug === 'family')!;
    const res = await request(seeded.app).get(`/en/statement-of-claim/list/${family.id}`).set('Cookie', RETURNING).expect(200);
    expect(testIds(res.text, 'claim-template-card')).toBe(family.templateCount);
    expect(text(res.text)).toContain('exempt by law: Child maintenance');
    expect(text(res.text)).toContain('Not required');
    expect(text(res.text)).toContain('Civil court');
    // The other categories to move on to.
    expect(res.text).toContain('data-testid="other-categories"');
    expect(res.text).not.toContain(`data-testid="other-categories"[^]*href="/en/statement-of-claim/list/${family.id}"`);
  });

  test.each(['999999', '0', 'abc', '12abc', '99999999999'])('an unknown or malformed category (%s) is the 404 page', async (idx) => {
    const res = await request(seeded.app).get(`/ru/statement-of-claim/list/${idx}`).set('Cookie', RETURNING).expect(404);
    expect(res.text).toContain('<html lang="ru"');
  });
});

describe(`/statement-of-claim/templates/{idx} on ${engineName}`, () => {
  test.each(LANGS)('in %s: what it is for, what you need, the court and why, the talabnoma, a duty estimate and Start', async (lang) => {
    const id = await idOf(seeded.db, 'claim_templates', 'supply-contract-debt');
    const detail = await api<ClaimTemplateDetail>(`/claim-templates/${id}`, lang);
    const res = await request(seeded.app)
      .get(`${prefix(lang)}/statement-of-claim/templates/${id}`)
      .set('Cookie', RETURNING)
      .expect(200);
    const page = text(res.text);
    expect(h1(res.text)).toBe(detail.title);
    expect(page).toContain(detail.description);
    expect(page).toContain(detail.jurisdictionNote);
    for (const attachment of detail.attachments) expect(page).toContain(attachment);
    for (const demand of detail.demands) expect(page).toContain(demand.text);
    const words = {
      uz: {
        court: 'Iqtisodiy sud',
        rule: 'Daʼvo javobgar yashaydigan',
        tin: 'STIR (9 ta raqam)',
        pretrial: 'Majburiy. Sudga murojaat',
        example: 'Masalan, daʼvo bahosi 50 000 000 soʻm boʻlsa, boj taxminan 1 000 000 soʻm boʻladi.',
        small: 'taxminan 500 000 soʻm',
        estimate: 'Bu taxminiy hisob.',
      },
      ru: {
        court: 'Экономический суд',
        rule: 'Иск подаётся в суд по месту жительства ответчика',
        tin: 'ИНН (9 цифр)',
        pretrial: 'Обязательна. До обращения в суд',
        example: 'Например, при цене иска 50 000 000 сум пошлина составит около 1 000 000 сум.',
        small: 'около 500 000 сум',
        estimate: 'Это примерный расчёт.',
      },
      en: {
        court: 'Economic court',
        rule: 'The claim goes to the court where the defendant lives',
        tin: 'The TIN (9 digits)',
        pretrial: 'Required. Before going to court',
        example: 'For example, for a claim value of 50,000,000 UZS the duty would be about 1,000,000 UZS.',
        small: 'about 500,000 UZS',
        estimate: 'This is an estimate.',
      },
    }[lang];
    expect(page).toContain(words.court);
    expect(page).toContain(words.rule);
    expect(page).toContain(words.tin);
    expect(page).toContain(words.pretrial);
    expect(page).toContain(words.example);
    expect(page).toContain(words.small);
    expect(page).toContain(words.estimate);
    expect(res.text).toContain('href="https://my.sud.uz"');
    // Start: a form posting to the page itself, the claim's language as radios (an English page starts an Uzbek claim).
    expect(res.text).toMatch(new RegExp(`<form[^>]*action="${prefix(lang)}/statement-of-claim/templates/${id}" method="post"`));
    const checked = /<input[^>]*name="_lang" checked="" value="(\w+)"/.exec(res.text)?.[1];
    expect(checked).toBe(lang === 'en' ? 'uz' : lang);
    expect(res.text).toContain('data-testid="guest-note"');
    expect(res.text).not.toContain('name="_csrf"');
    expect(page).toContain(`<title>${detail.title} · `);
    expect(metaDescription(res.text)).toBe(detail.description);
    const crumbs = jsonLd(res.text).find((thing) => thing['@type'] === 'BreadcrumbList') as { itemListElement: unknown[] };
    expect(crumbs.itemListElement).toHaveLength(3);
  });

  test('child maintenance: the plaintiff’s court or the defendant’s, a year of payments as the value, the exemption explained', async () => {
    const id = await idOf(seeded.db, 'claim_templates', 'alimony-for-children');
    const res = await request(seeded.app).get(`/en/statement-of-claim/templates/${id}`).set('Cookie', RETURNING).expect(200);
    const page = text(res.text);
    expect(page).toContain('You may choose: the court where you live, or the court where the defendant lives.');
    // Exempt by law (issue 28): 0 with the ground and what the court recovers, never the duty next to "exempt".
    expect(page).toContain('You pay: 0 UZS.');
    expect(page).toMatch(
      /You are exempt from the state duty \(ground: the Law “On State Duty” No\.\s ?ZRU-600 of 6 January 2020, claims for maintenance\); if you win, the court recovers about 720,000 UZS from the defendant\./,
    );
    expect(main(res.text)).not.toContain('the duty would be about');
    expect(main(res.text)).not.toContain('You may pay nothing');
    // What a lawyer could not confirm about the rate is said, with the day it was checked.
    expect(res.text).toContain('data-testid="duty-unconfirmed"');
    expect(page).toContain('This rate and its floor have not been confirmed against the current annex of the 2020 Law');
    expect(page).toMatch(/Rate checked on 28\sNovember\s2026\./);
    expect(res.text).toContain('data-testid="duty-exemptions"');
    expect(page).toContain('A plaintiff claiming child maintenance pays no state duty');
    expect(page).toContain('Not required for this claim.');
    // What it needs follows the template: no organisation's TIN for a family claim.
    expect(main(res.text)).not.toContain('The TIN (9 digits)');
  });

  test('a claim without a money value: the fixed duty; eviction goes to the court where the home is', async () => {
    const eviction = await idOf(seeded.db, 'claim_templates', 'eviction');
    const res = await request(seeded.app).get(`/ru/statement-of-claim/templates/${eviction}`).set('Cookie', RETURNING).expect(200);
    const page = text(res.text);
    expect(page).toMatch(/Пошлина составит около [\d  ]+ сум независимо от требований\./);
    expect(page).toContain('Иск подаётся в суд по месту нахождения имущества');
    expect(page).toContain('Точный адрес имущества.');
    expect(page).toContain('Денежной суммы нет');
  });

  test('?lang= chooses the claim’s language; a signed-in visitor’s form carries their form token', async () => {
    const me = await citizen();
    const id = await idOf(seeded.db, 'claim_templates', 'loan-debt');
    const res = await request(seeded.app).get(`/statement-of-claim/templates/${id}?lang=ru`).set('Cookie', me.cookie).expect(200);
    expect(/<input[^>]*name="_lang" checked="" value="(\w+)"/.exec(res.text)?.[1]).toBe('ru');
    expect(res.text).toContain(`<input type="hidden" name="_csrf" value="${me.csrf}"/>`);
    expect(res.text).not.toContain('data-testid="guest-note"');
    expect(text(res.text)).toContain('Boshlash');
  });

  test('a guest’s ?step=court|parties is the builder’s first steps on the template’s page; a signed-in visitor gets the page itself (issue 29)', async () => {
    const id = await idOf(seeded.db, 'claim_templates', 'loan-debt');
    for (const [lang, step, heading, region] of [
      ['uz', 'court', 'Sud', 'Toshkent shahri'],
      ['ru', 'parties', 'Стороны', 'город Ташкент'],
    ] as const) {
      const res = await request(seeded.app)
        .get(`${prefix(lang)}/statement-of-claim/templates/${id}?step=${step}`)
        .set('Cookie', RETURNING)
        .expect(200);
      expect(res.text).toContain(`data-testid="guest-claim-builder" data-step="${step}"`);
      expect(res.text).not.toContain('<!--$?-->');
      expect(text(res.text)).toContain(heading);
      // The regions for the court step's lists come with the page; the answers never do (they stay in the tab).
      expect(res.text).toContain(`>${region}</option>`);
      expect(testIds(res.text, 'guest-sign-in')).toBe(1);
      // The steps' texts come with the page (its part's namespaces), so it hydrates in its language.
      expect(res.text).toMatch(/"claim-builder":\{/);
      // One address for search engines: the template's page.
      expect(res.text).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${prefix(lang)}/statement-of-claim/templates/${id}"/>`);
    }
    // Steps after the second, or a step a guest does not answer, are the template's page.
    for (const step of ['value', 'review', 'x']) {
      const res = await request(seeded.app).get(`/statement-of-claim/templates/${id}?step=${step}`).set('Cookie', RETURNING).expect(200);
      expect(testIds(res.text, 'guest-claim-builder')).toBe(0);
      expect(testIds(res.text, 'start-claim')).toBe(1);
    }
    // Without a step the page carries none of the builder's texts.
    expect((await request(seeded.app).get(`/statement-of-claim/templates/${id}`).set('Cookie', RETURNING).expect(200)).text).not.toMatch(/"claim-builder":\{/);
    const me = await citizen();
    const signedIn = await request(seeded.app).get(`/statement-of-claim/templates/${id}?step=court`).set('Cookie', me.cookie).expect(200);
    expect(testIds(signedIn.text, 'guest-claim-builder')).toBe(0);
    expect(testIds(signedIn.text, 'start-claim')).toBe(1);
  });

  test.each(['999999', '0', 'x', '1.5'])('an unknown or malformed template (%s) is the 404 page', async (idx) => {
    await request(seeded.app).get(`/en/statement-of-claim/templates/${idx}`).set('Cookie', RETURNING).expect(404);
  });
});

describe(`"Start" without JavaScript on ${engineName}`, () => {
  const post = (path: string, fields: Record<string, string>, cookie = RETURNING) =>
    request(seeded.app).post(path).set('Origin', TEST_ORIGIN).set('Cookie', cookie).type('form').send(fields);

  test('a guest is sent to sign in and back to the template’s page with the language chosen', async () => {
    const id = await idOf(seeded.db, 'claim_templates', 'loan-debt');
    const res = await post(`/ru/statement-of-claim/templates/${id}`, { _lang: 'uz' }).expect(303);
    expect(res.headers.location).toBe(`/auth/sign-in?returnTo=${encodeURIComponent(`/ru/statement-of-claim/templates/${id}?lang=uz`)}`);
    const { rows } = await seeded.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_claims WHERE template_id = $1 AND user_id IS NULL', [id]);
    expect(rows[0]!.n).toBe(0);
  });

  test('a signed-in visitor’s claim is made in the chosen language, the plaintiff from OneID, and opened', async () => {
    const me = await citizen();
    const id = await idOf(seeded.db, 'claim_templates', 'wage-arrears');
    const res = await post(`/en/statement-of-claim/templates/${id}`, { _lang: 'ru', _csrf: me.csrf }, me.cookie).expect(303);
    const newId = Number(/^\/en\/statement-of-claim\/my\/(\d+)$/.exec(res.headers.location ?? '')?.[1]);
    expect(newId).toBeGreaterThan(0);
    const { rows } = await seeded.db.query<{
      user_id: number;
      template_id: number;
      locale: string;
      status: string;
      answers: { parties?: { plaintiff?: { name?: string } } };
    }>('SELECT user_id, template_id, locale, status, answers FROM user_claims WHERE id = $1', [newId]);
    expect(rows[0]).toMatchObject({ user_id: me.userId, template_id: id, locale: 'ru', status: 'draft' });
    expect(rows[0]!.answers.parties?.plaintiff?.name).toBe('Karimov Aziz Rustam oʻgʻli');
  });

  test('without the form token a signed-in post is refused; a foreign origin too; an unknown template is the 404 page', async () => {
    const me = await citizen();
    const id = await idOf(seeded.db, 'claim_templates', 'loan-debt');
    await post(`/statement-of-claim/templates/${id}`, { _lang: 'uz' }, me.cookie).expect(403);
    await request(seeded.app).post(`/statement-of-claim/templates/${id}`).set('Origin', 'https://evil.example').type('form').send({ _lang: 'uz' }).expect(403);
    await post('/ru/statement-of-claim/templates/999999', { _lang: 'ru', _csrf: me.csrf }, me.cookie).expect(404);
  });

  test('over the write limit the page comes back with 429 and the wait', async () => {
    const limited = createTestApp({ ...TEST_ENV, RATE_LIMIT_WRITE_PER_MINUTE: '1' }, { db: seeded.db }).app;
    const id = await idOf(seeded.db, 'claim_templates', 'loan-debt');
    const send = () =>
      request(limited).post(`/en/statement-of-claim/templates/${id}`).set('Origin', TEST_ORIGIN).set('Cookie', RETURNING).type('form').send({ _lang: 'en' });
    await send();
    const res = await send().expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(text(res.text)).toMatch(/Too many attempts\. Try again in \d+\u00a0s\./);
  });
});

describe(`/home’s claims on ${engineName}`, () => {
  test('each claim with its state in the visitor’s language, linking to its builder', async () => {
    const me = await citizen();
    const loan = await idOf(seeded.db, 'claim_templates', 'loan-debt');
    const claim = await me.startClaim(loan, 'uz');
    const ru = await request(seeded.app).get('/ru/home').set('Cookie', me.cookie).expect(200);
    expect(ru.text).toContain(`href="/ru/statement-of-claim/my/${claim.id}"`);
    expect(text(ru.text)).toMatch(/data-testid="own-claim"[\s\S]*Черновик/);
    const uz = await request(seeded.app).get('/home').set('Cookie', me.cookie).expect(200);
    expect(text(uz.text)).toMatch(/data-testid="own-claim"[\s\S]*Qoralama/);
    expect(uz.text).toContain(`href="/statement-of-claim/my/${claim.id}"`);
  });
});
