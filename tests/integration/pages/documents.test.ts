/**
 * The template pages (issue 10): the catalogue at /documents with its filters in the URL, one
 * template's form with its live preview, the form posted without JavaScript (refused: 422 with
 * the values and messages; accepted: the document and a 303 to it; a guest: sign-in, and the
 * values back afterwards), OneID's prefill, and the print view /mc-rnders (owner only, 404
 * otherwise; the blank template).
 */
import request from 'supertest';
import { hashSessionToken, newSessionToken } from '../../../server/auth/sessions';
import { csrfTokenFor } from '../../../server/security/csrf';
import type { DocumentTemplateCard, ListResult } from '../../../shared/api/types';
import { RETURNING, TEST_ORIGIN, cookiesOf, createTestApp } from '../../support/app';
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
const cardIds = (html: string) => [...html.matchAll(/data-testid="template-card"[\s\S]*?href="[^"]*\/documents\/templates\/(\d+)"/g)].map((m) => Number(m[1]));
const inputTag = (html: string, name: string) =>
  [...html.matchAll(/<(?:input|select|textarea)[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(` name="${name}"`));
const inputValue = (html: string, name: string) => {
  const tag = inputTag(html, name);
  return tag === undefined ? undefined : decode(/ value="([^"]*)"/.exec(tag)?.[1] ?? '');
};
const textareaValue = (html: string, name: string) => decode(new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1] ?? '');
const checkedLang = (html: string) => /<input[^>]*name="_lang" checked="" value="(\w+)"/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

async function api<T>(path: string, lang: string): Promise<T> {
  const res = await request(seeded.app)
    .get(`/api/v1${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
    .expect(200);
  return res.body as T;
}

/** A citizen with a session: their cookie and form token. */
async function citizen(fields: { pinfl: string; first: string; last: string; middle: string; phone: string | null }) {
  const { rows } = await seeded.db.query<{ id: number }>(
    'INSERT INTO users (pinfl, first_name, last_name, middle_name, phone) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [fields.pinfl, fields.first, fields.last, fields.middle, fields.phone],
  );
  const userId = rows[0]!.id;
  const token = newSessionToken();
  await seeded.db.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [userId, hashSessionToken(token)]);
  return { userId, cookie: `${RETURNING}; act=${token}`, csrf: csrfTokenFor(token) };
}

let seq = 0;
const nextPinfl = () => String(40_000_000_000_000 + ++seq * 7919);

/** A complete power of attorney as a form posts it (money-free; dates ISO). */
const POA = {
  city: 'Toshkent',
  doc_date: '2026-03-12',
  principal_name: 'Karimov Aziz Rustam oʻgʻli',
  principal_pinfl: '3051 2901 2345 61',
  principal_passport: 'aa 1234567',
  principal_address: 'Toshkent, Chilonzor 5',
  agent_name: 'Karimova Malika',
  agent_pinfl: '42306851234567',
  agent_passport: 'AB7654321',
  agent_address: 'Toshkent, Yunusobod 7',
  powers: 'Pensiyani olish\r\nHujjatlarni topshirish',
  valid_until: '2027-03-12',
};

describe(`/documents on ${engineName}`, () => {
  test('the catalogue lists every template, the most used first, with category chips and structured data', async () => {
    const expected = await api<ListResult<DocumentTemplateCard>>('/document-templates?pageSize=24', 'ru');
    const res = await request(seeded.app).get('/ru/documents').set('Cookie', RETURNING).expect(200);
    expect(cardIds(res.text)).toEqual(expected.items.map((c) => c.id));
    expect(expected.items.length).toBe(12);
    for (const card of expected.items) {
      expect(decode(res.text)).toContain(card.title);
      expect(decode(res.text)).toContain(card.description);
    }
    expect(res.text).toContain('data-notarization="required"');
    expect(res.text).toContain('Нужен нотариус');
    expect(res.text).toMatch(/href="\/ru\/documents\?category=family"/);
    expect(res.text).toContain('Семейные документы');
    const list = jsonLd(res.text).find((thing) => thing['@type'] === 'ItemList') as { itemListElement: Array<{ url: string }> };
    expect(list.itemListElement).toHaveLength(12);
    expect(list.itemListElement[0]!.url).toBe(`${TEST_ORIGIN}/ru/documents/templates/${expected.items[0]!.id}`);
  });

  test('a category chip narrows the list and is kept in the URL; an unknown one is dropped', async () => {
    const family = await api<ListResult<DocumentTemplateCard>>('/document-templates?category=family', 'en');
    const res = await request(seeded.app).get('/en/documents?category=family').set('Cookie', RETURNING).expect(200);
    expect(cardIds(res.text)).toEqual(family.items.map((c) => c.id));
    expect(family.items.length).toBeGreaterThan(0);
    expect(res.text).toMatch(/<a [^>]*aria-current="page"[^>]*>Family documents/);
    // The search form keeps the category.
    expect(res.text).toContain('<input type="hidden" name="category" value="family"/>');
    const unknown = await request(seeded.app).get('/en/documents?category=astrology').set('Cookie', RETURNING).expect(200);
    expect(cardIds(unknown.text)).toHaveLength(12);
  });

  test('search finds templates by Latin and Cyrillic words through the API’s query', async () => {
    const poa = await idOf(seeded.db, 'document_templates', 'power-of-attorney');
    const latin = await request(seeded.app).get('/documents?q=ishonchnoma').set('Cookie', RETURNING).expect(200);
    expect(cardIds(latin.text)[0]).toBe(poa);
    expect(inputValue(latin.text, 'q')).toBe('ishonchnoma');
    const cyrillic = await request(seeded.app)
      .get(`/ru/documents?q=${encodeURIComponent('доверенность')}`)
      .set('Cookie', RETURNING)
      .expect(200);
    expect(cardIds(cyrillic.text)[0]).toBe(poa);
    const none = await request(seeded.app).get('/en/documents?q=zzzzqqqq').set('Cookie', RETURNING).expect(200);
    expect(none.text).toContain('data-testid="no-results"');
  });
});

describe(`/documents/templates/{idx} on ${engineName}`, () => {
  test('the form names each control by its field’s key, typed, and the preview shows [label]s marked empty', async () => {
    const id = await idOf(seeded.db, 'document_templates', 'power-of-attorney');
    const res = await request(seeded.app).get(`/ru/documents/templates/${id}`).set('Cookie', RETURNING).expect(200);
    expect(inputTag(res.text, 'principal_name')).toMatch(/type="text"/);
    expect(inputTag(res.text, 'doc_date')).toMatch(/type="date"/);
    expect(inputTag(res.text, 'principal_pinfl')).toMatch(/inputMode="numeric"/);
    expect(res.text).toMatch(/<textarea[^>]*name="powers"/);
    expect(res.text).toMatch(/<form[^>]*action="\/ru\/documents\/templates\/\d+" method="post"/);
    expect(res.text).toContain('Доверенность (общее представительство)');
    expect(res.text).toContain('Когда нужен нотариус');
    expect(res.text).toMatch(/<span[^>]*data-macro="principal_name" data-empty=""[^>]*>\[Ф\.И\.О\. доверителя\]<\/span>/);
    expect(res.text).toContain('data-signature=""');
    expect(checkedLang(res.text)).toBe('ru');
    // The document's language apart from the page's.
    const uz = await request(seeded.app).get(`/ru/documents/templates/${id}?lang=uz`).set('Cookie', RETURNING).expect(200);
    expect(uz.text).toContain('ISHONCHNOMA');
    expect(checkedLang(uz.text)).toBe('uz');
  });

  test('an unknown template is the 404 page', async () => {
    await request(seeded.app).get('/ru/documents/templates/999999').set('Cookie', RETURNING).expect(404);
  });

  test('a signed-in citizen’s name, PINFL and phone from OneID fill the first party, marked', async () => {
    const me = await citizen({ pinfl: '52211030012345', first: 'NODIRA', last: 'RAHIMOVA', middle: 'BAXTIYOR QIZI', phone: '+998 90 555-12-34' });
    const lease = await idOf(seeded.db, 'document_templates', 'residential-lease');
    const res = await request(seeded.app).get(`/en/documents/templates/${lease}`).set('Cookie', me.cookie).expect(200);
    expect(inputValue(res.text, 'landlord_name')).toBe('Rahimova Nodira Baxtiyor qizi');
    expect(inputValue(res.text, 'landlord_pinfl')).toBe('52211030012345');
    expect(inputValue(res.text, 'landlord_phone')).toBe('90 555 12 34');
    expect(inputValue(res.text, 'tenant_name')).toBe('');
    expect(res.text.match(/data-testid="from-oneid"/g)).toHaveLength(3);
    expect(res.text).toContain('From your OneID profile');
    expect(res.text).toContain(`<input type="hidden" name="_csrf" value="${me.csrf}"/>`);
  });
});

describe(`the template form without JavaScript on ${engineName}`, () => {
  const post = (path: string, fields: Record<string, string>, cookie = RETURNING) =>
    request(seeded.app).post(path).set('Origin', TEST_ORIGIN).set('Cookie', cookie).type('form').send(fields);

  test('refused values come back in the page: 422, every value kept, each field’s message in the page’s language', async () => {
    const me = await citizen({ pinfl: nextPinfl(), first: 'A', last: 'B', middle: '', phone: null });
    const id = await idOf(seeded.db, 'document_templates', 'power-of-attorney');
    const res = await post(
      `/ru/documents/templates/${id}`,
      { ...POA, principal_pinfl: '12345', agent_passport: 'A1', city: '', _lang: 'en', _csrf: me.csrf },
      me.cookie,
    ).expect(422);
    expect(inputValue(res.text, 'principal_pinfl')).toBe('12345');
    expect(inputValue(res.text, 'agent_passport')).toBe('A1');
    expect(inputValue(res.text, 'principal_name')).toBe(POA.principal_name);
    expect(textareaValue(res.text, 'powers')).toContain('Pensiyani olish');
    expect(res.text).toContain('ПИНФЛ доверителя');
    expect(res.text.match(/data-testid="field-error"/g)?.length).toBe(3);
    expect(res.text).toMatch(/aria-invalid="true"[^>]*name="principal_pinfl"|name="principal_pinfl"[^>]*aria-invalid="true"/);
    expect(res.text).toContain('Проверьте выделенные поля.');
    // The chosen document language is kept too.
    expect(checkedLang(res.text)).toBe('en');
    const { rows } = await seeded.db.query('SELECT id FROM user_documents WHERE user_id = $1', [me.userId]);
    expect(rows).toEqual([]);
  });

  test('accepted values make the document and send the visitor to it (303)', async () => {
    const me = await citizen({ pinfl: nextPinfl(), first: 'A', last: 'B', middle: '', phone: null });
    const id = await idOf(seeded.db, 'document_templates', 'loan-receipt');
    const detail = await api<{ fields: Array<{ key: string; kind: string; required: boolean; options: Array<{ value: string }> | null }> }>(
      `/document-templates/${id}`,
      'uz',
    );
    const values: Record<string, string> = {};
    for (const field of detail.fields) {
      values[field.key] =
        field.kind === 'date'
          ? '2026-04-01'
          : field.kind === 'money'
            ? '3 200 000'
            : field.kind === 'pinfl'
              ? '42306851234567'
              : field.kind === 'passport'
                ? 'AA1234567'
                : field.kind === 'phone'
                  ? '90 123 45 67'
                  : field.kind === 'number'
                    ? '3'
                    : field.kind === 'select'
                      ? field.options![0]!.value
                      : `Value of ${field.key}`;
    }
    const res = await post(`/documents/templates/${id}`, { ...values, _lang: 'ru', _csrf: me.csrf }, me.cookie).expect(303);
    const { rows } = await seeded.db.query<{ id: number; locale: string; field_values: Record<string, unknown> }>(
      'SELECT id, locale, field_values FROM user_documents WHERE user_id = $1',
      [me.userId],
    );
    expect(rows).toHaveLength(1);
    expect(res.headers.location).toBe(`/documents/my/${rows[0]!.id}`);
    // The document's page says it was saved, in words every page has (common).
    const flash = cookiesOf(res).find((c) => c.startsWith('flash='))!;
    expect(JSON.parse(Buffer.from(flash.split(';')[0]!.slice('flash='.length), 'base64url').toString('utf8'))).toEqual([
      { type: 'success', text: 'common:flash.saved' },
    ]);
    expect(rows[0]!.locale).toBe('ru');
    expect(rows[0]!.field_values.loan_amount).toBe(320_000_000);
  });

  test('a guest is sent to sign in and back; the values wait for them in the page', async () => {
    const id = await idOf(seeded.db, 'document_templates', 'power-of-attorney');
    const res = await post(`/en/documents/templates/${id}`, { ...POA, _lang: 'uz' }).expect(303);
    expect(res.headers.location).toBe(`/auth/sign-in?returnTo=${encodeURIComponent(`/en/documents/templates/${id}`)}`);
    const draft = cookiesOf(res).find((c) => c.startsWith('template_draft='));
    expect(draft).toMatch(new RegExp(`Path=/en/documents/templates/${id}`));
    expect(draft).toMatch(/HttpOnly/);
    const back = await request(seeded.app)
      .get(`/en/documents/templates/${id}`)
      .set('Cookie', `${RETURNING}; ${draft!.split(';')[0]}`)
      .expect(200);
    expect(inputValue(back.text, 'principal_name')).toBe(POA.principal_name);
    expect(inputValue(back.text, 'agent_passport')).toBe(POA.agent_passport);
    expect(checkedLang(back.text)).toBe('uz');
    expect(back.text).not.toContain('data-testid="field-error"');
  });

  test('"Update the preview" shows the values in the chosen language (200), saving nothing, judging nothing', async () => {
    const id = await idOf(seeded.db, 'document_templates', 'power-of-attorney');
    const res = await post(`/en/documents/templates/${id}`, { principal_name: 'Karimov Aziz', agent_pinfl: '123', _lang: 'ru', _action: 'preview' }).expect(
      200,
    );
    expect(res.text).toContain('ДОВЕРЕННОСТЬ');
    expect(res.text).toMatch(/<span[^>]*data-macro="principal_name"[^>]*>Karimov Aziz<\/span>/);
    expect(res.text).toMatch(/data-macro="agent_pinfl" data-empty=""[^>]*>\[ПИНФЛ представителя\]/);
    expect(inputValue(res.text, 'agent_pinfl')).toBe('123');
    expect(checkedLang(res.text)).toBe('ru');
    expect(res.text).not.toContain('data-testid="field-error"');
    expect(res.text).toContain('data-testid="update-preview"');
    expect(cookiesOf(res).some((c) => c.startsWith('template_draft='))).toBe(false);
  });

  test('a post to a template that does not exist is the 404 page', async () => {
    await post('/ru/documents/templates/999999', POA).expect(404);
  });

  test('over the write limit the page comes back with 429, the wait and the values', async () => {
    const limited = createTestApp({ ...TEST_ENV, RATE_LIMIT_WRITE_PER_MINUTE: '1' }, { db: seeded.db }).app;
    const id = await idOf(seeded.db, 'document_templates', 'power-of-attorney');
    const send = () =>
      request(limited)
        .post(`/en/documents/templates/${id}`)
        .set('Origin', TEST_ORIGIN)
        .set('Cookie', RETURNING)
        .type('form')
        .send({ ...POA, principal_name: '' });
    await send();
    const res = await send().expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.text).toMatch(/Too many attempts\. Try again in \d+\u00a0s\./);
    expect(inputValue(res.text, 'agent_name')).toBe(POA.agent_name);
  });

  test('a guest’s invalid post is shown again (422) before any sign-in; a foreign origin is refused', async () => {
    const id = await idOf(seeded.db, 'document_templates', 'power-of-attorney');
    const res = await post(`/documents/templates/${id}`, { ...POA, principal_name: '' }).expect(422);
    expect(res.text).toContain('maydonini toʻldirish majburiy');
    await request(seeded.app).post(`/documents/templates/${id}`).set('Origin', 'https://evil.example').type('form').send(POA).expect(403);
  });
});

describe(`/mc-rnders on ${engineName}`, () => {
  test('the owner’s document prints with its values on A4; anyone else, or a guest, gets 404', async () => {
    const owner = await citizen({ pinfl: nextPinfl(), first: 'O', last: 'W', middle: '', phone: null });
    const other = await citizen({ pinfl: nextPinfl(), first: 'X', last: 'Y', middle: '', phone: null });
    const id = await idOf(seeded.db, 'document_templates', 'power-of-attorney');
    await request(seeded.app)
      .post(`/ru/documents/templates/${id}`)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', owner.cookie)
      .type('form')
      .send({ ...POA, _lang: 'ru', _csrf: owner.csrf })
      .expect(303);
    const { rows } = await seeded.db.query<{ id: number }>('SELECT id FROM user_documents WHERE user_id = $1', [owner.userId]);
    const docId = rows[0]!.id;

    const res = await request(seeded.app).get(`/ru/mc-rnders?document=${docId}`).set('Cookie', owner.cookie).expect(200);
    expect(res.text).toContain('ДОВЕРЕННОСТЬ');
    expect(res.text).toContain('Karimov Aziz Rustam oʻgʻli');
    expect(res.text).toContain('12\u00a0марта 2026\u00a0г.'); // a date keeps together on paper
    expect(res.text).toContain('@page { size: A4; margin: 20mm 15mm 20mm 30mm; }');
    expect(res.text).toContain('data-testid="print-button"');
    expect(res.text).not.toContain('data-testid="sign-in"');
    expect(res.text).toMatch(/<html[^>]*class="[^"]*light/);

    await request(seeded.app).get(`/ru/mc-rnders?document=${docId}`).set('Cookie', other.cookie).expect(404);
    await request(seeded.app).get(`/ru/mc-rnders?document=${docId}`).set('Cookie', RETURNING).expect(404);
    await request(seeded.app).get('/ru/mc-rnders?document=999999').set('Cookie', owner.cookie).expect(404);
    await request(seeded.app).get('/ru/mc-rnders?document=abc').set('Cookie', owner.cookie).expect(404);
  });

  test('the blank template prints in the language asked, each field a line to write on with its label beneath', async () => {
    const id = await idOf(seeded.db, 'document_templates', 'power-of-attorney');
    const res = await request(seeded.app).get(`/mc-rnders?template=${id}&lang=ru`).set('Cookie', RETURNING).expect(200);
    expect(res.text).toContain('ДОВЕРЕННОСТЬ');
    expect(res.text).toMatch(
      /<span data-macro="principal_name" data-empty="" data-blank=""><span data-blank-line="">\u00a0<\/span><span data-blank-label="">Ф\.И\.О\. доверителя<\/span><\/span>/,
    );
    const sheet = res.text.slice(res.text.indexOf('data-testid="print-sheet"'), res.text.indexOf('</article>'));
    expect(sheet.replace(/<[^>]*>/g, '')).not.toMatch(/\[[^\]]+\]/);
    expect(res.text).toContain('.print-sheet [data-blank-line] { display: block; border-bottom: 1px solid #000; }');
    expect(res.text).toContain('data-signature=""');
    await request(seeded.app).get('/mc-rnders?template=999999').set('Cookie', RETURNING).expect(404);
    await request(seeded.app).get('/mc-rnders?template=abc').set('Cookie', RETURNING).expect(404);
  });

  test('without a document it answers 200: what the view prints and how to reach it, alone, noindex', async () => {
    const res = await request(seeded.app).get('/ru/mc-rnders').set('Cookie', RETURNING).expect(200);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).toContain('<title>Версия для печати · Huquq</title>');
    expect(res.text).toMatch(/data-testid="page-heading">Версия для печати</);
    expect(res.text).toContain('Эта страница печатает один документ на листе A4');
    expect(res.text).toContain('«Открыть пустой бланк для печати» на странице шаблона');
    expect(res.text).toMatch(/<a[^>]*href="\/ru\/documents"[^>]*>Шаблоны документов</);
    expect(res.text).toMatch(/<a[^>]*href="\/ru\/statement-of-claim"[^>]*>Исковое заявление</);
    // The empty layout: no header, no footer, no print button for a sheet that is not there.
    expect(res.text).not.toContain('data-testid="site-header"');
    expect(res.text).not.toContain('data-testid="print-button"');
    const uz = await request(seeded.app).get('/mc-rnders').set('Cookie', RETURNING).expect(200);
    expect(uz.text).toMatch(/data-testid="page-heading">Chop etish koʻrinishi</);
    const payload = await request(seeded.app).get('/en/mc-rnders/_payload.json').set('Cookie', RETURNING).expect(200);
    expect(payload.body).toEqual({ data: { about: true, meta: { title: 'Print view' } } });
  });
});

describe(`GET /api/v1/me/identity on ${engineName}`, () => {
  test('answers the caller’s own OneID name, PINFL and phone, privately; a guest gets 401', async () => {
    const me = await citizen({ pinfl: '31007750054328', first: 'TIMUR', last: 'SAIDOV', middle: "ANVAR O'G'LI", phone: '977771122' });
    const res = await request(seeded.app).get('/api/v1/me/identity').set('Cookie', me.cookie).expect(200);
    expect(res.body).toEqual({ fullName: 'Saidov Timur Anvar oʻgʻli', pinfl: '31007750054328', phone: '+998977771122' });
    expect(res.headers['cache-control']).toMatch(/no-store/);
    await request(seeded.app).get('/api/v1/me/identity').expect(401);
  });
});
