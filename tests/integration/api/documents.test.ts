/**
 * The visitor's documents, /api/v1/me/documents (issue 10): made from a template with its values,
 * listed, read, saved with optimistic concurrency, versions kept and restored, copied, deleted and
 * downloaded as DOCX and PDF; every body checked by the template's schema (422 naming the bad
 * part); only ever the owner's (404 for anyone else, 401 for a guest); CSRF as for every write.
 * The templates' detail carries what the form and the live preview need.
 */
import { spawnSync } from 'node:child_process';
import JSZip from 'jszip';
import request from 'supertest';
import type { DocumentTemplateDetail } from '../../../shared/api/types';
import type { OwnDocument, OwnDocumentList, OwnDocumentVersion, OwnDocumentVersionList } from '../../../shared/api/documents/contract';
import type { RichTextDocument } from '../../../shared/richtext/types';
import { engineName, idOf, signedInVisitor, TEST_ORIGIN, useSeededApi, type SignedInVisitor } from './support';

jest.setTimeout(120_000);

const api = useSeededApi();
const ORIGIN = TEST_ORIGIN;

let poa: number;
let employment: number;
let consent: number;
let pretrial: number;

beforeAll(async () => {
  poa = await idOf(api.db, 'document_templates', 'power-of-attorney');
  employment = await idOf(api.db, 'document_templates', 'employment-contract');
  consent = await idOf(api.db, 'document_templates', 'spouse-consent');
  pretrial = await idOf(api.db, 'document_templates', 'pretrial-claim-letter');
});

/** A signed-in visitor and helpers that send what the site's fetches send (Origin and the proof). */
const visitor = (citizen: number) => signedInVisitor(api.app, citizen);
type Visitor = SignedInVisitor;

/** A complete power of attorney in Russian (every required field), as the form would send it. */
const POA_VALUES = {
  city: 'Ташкент',
  doc_date: '2025-03-06',
  principal_name: 'Иванов Иван Иванович',
  principal_pinfl: '3 1234 5678 90123',
  principal_passport: 'aa 1234567',
  principal_address: 'г. Ташкент, ул. Навои, 12',
  agent_name: 'Qodirova Oʻgʻiloy Gʻaniyevna',
  agent_pinfl: '41234567890123',
  agent_passport: 'AB7654321',
  agent_address: 'Toshkent sh., Chilonzor t., 5-uy',
  powers: 'получать мою пенсию;\nподавать и получать документы в центре госуслуг',
  valid_until: '2027-12-31',
};

async function createPoa(who: Visitor, overrides: Record<string, unknown> = {}): Promise<OwnDocument> {
  const res = await who.post('/api/v1/me/documents?lang=ru', { templateId: poa, locale: 'ru', fieldValues: POA_VALUES, ...overrides }).expect(201);
  return res.body as OwnDocument;
}

/** The error body (a download's arrives as bytes). */
const errorOf = (res: { body: unknown }) => {
  const body: unknown = Buffer.isBuffer(res.body) ? JSON.parse(res.body.toString('utf8')) : res.body;
  return (body as { error: { code: string; message: string; fields?: Record<string, string>; current?: { version: number } } }).error;
};

function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  if (run.error) throw new Error(`pdftotext (Debian's poppler-utils) is needed for this test: ${run.error.message}`);
  expect(run.status).toBe(0);
  return run.stdout;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe(`the templates' detail, /api/v1/document-templates/{id} (${engineName})`, () => {
  test('carries typed fields with sections, hints, options and labels in every language, and the body and title in every language', async () => {
    const res = await request(api.app).get(`/api/v1/document-templates/${poa}?lang=en`).expect(200);
    const detail = res.body as DocumentTemplateDetail;
    const pinfl = detail.fields.find((field) => field.key === 'principal_pinfl')!;
    expect(pinfl).toEqual({
      key: 'principal_pinfl',
      label: 'Principal: PINFL',
      labels: { uz: 'Ishonch bildiruvchining JShShIR', ru: 'ПИНФЛ доверителя', en: 'Principal: PINFL' },
      kind: 'pinfl',
      required: true,
      section: 'parties',
      hint: '14-digit personal identification number',
      options: null,
    });
    expect(detail.titles).toEqual({
      uz: 'Ishonchnoma (umumiy vakillik)',
      ru: 'Доверенность (общее представительство)',
      en: 'Power of attorney (general representation)',
    });
    expect(Object.keys(detail.bodies)).toEqual(['uz', 'ru', 'en']);
    expect(JSON.stringify(detail.bodies.ru)).toContain('ДОВЕРЕННОСТЬ');
    expect(detail.body).toEqual(detail.bodies.en);
    // The signature blank survives the seed, in every language.
    for (const body of Object.values(detail.bodies)) expect(JSON.stringify(body)).toContain('{"type":"signature","children":[{"text":""}]}');
  });

  test('spouse consent no longer offers "buy", and reads "umumiy mulkimizni … {{transaction_type|ga}}" (sotishga); the demand letter says neustoyka', async () => {
    const consentDetail = (await request(api.app).get(`/api/v1/document-templates/${consent}?lang=uz`).expect(200)).body as DocumentTemplateDetail;
    const type = consentDetail.fields.find((field) => field.key === 'transaction_type')!;
    expect(type.options!.map((option) => option.value)).toEqual(['sale', 'gift', 'pledge']);
    expect(type.options![0]).toEqual({ value: 'sale', label: 'sotish', labels: { uz: 'sotish', ru: 'продажу', en: 'sale' } });
    expect(squeeze(JSON.stringify(consentDetail.bodies.uz))).toMatch(/umumiy mulkimizni [^"]*shartlarda "\},\{[^}]*"key":"transaction_type","form":"ga"/);
    const letter = (await request(api.app).get(`/api/v1/document-templates/${pretrial}?lang=uz`).expect(200)).body as DocumentTemplateDetail;
    expect(letter.title).toBe('Qarz boʻyicha talabnoma (pretenziya)');
    expect(letter.fields.find((field) => field.key === 'penalty_amount')!.labels).toEqual({ uz: 'Penya (neustoyka)', ru: 'Пеня (неустойка)', en: 'Penalty' });
  });
});

describe(`the visitor's documents, /api/v1/me/documents (${engineName})`, () => {
  test('a template’s document is made with its values, named and written in its language, and read back', async () => {
    const me = await visitor(0);
    const created = await createPoa(me);
    expect(created).toMatchObject({
      id: expect.any(Number),
      version: 1,
      title: 'Доверенность (общее представительство)',
      locale: 'ru',
      status: 'complete',
      template: { id: poa, slug: 'power-of-attorney', title: 'Доверенность (общее представительство)' },
    });
    // Normalized as stored: spaces out of the PINFL, the passport in capitals.
    expect(created.fieldValues).toMatchObject({ principal_pinfl: '31234567890123', principal_passport: 'AA1234567', doc_date: '2025-03-06' });
    // The template's Russian body, macros kept as macros (values fill them when shown).
    const template = (await request(api.app).get(`/api/v1/document-templates/${poa}?lang=ru`).expect(200)).body as DocumentTemplateDetail;
    expect(created.body).toEqual(template.bodies.ru);
    expect(created.fields.map((field) => field.key)).toEqual(template.fields.map((field) => field.key));

    const one = await me.get(`/api/v1/me/documents/${created.id}?lang=ru`).expect(200);
    expect(one.headers['cache-control']).toBe('private, no-store');
    expect(one.body).toEqual(created);
    const list = (await me.get('/api/v1/me/documents').expect(200)).body as OwnDocumentList;
    expect(list.items[0]).toMatchObject({ id: created.id, title: created.title, version: 1, locale: 'ru' });
    expect(list.items[0]).not.toHaveProperty('body');
    expect(list).toMatchObject({ total: expect.any(Number), page: 1, pageSize: 12 });
    // The title may be given; an incomplete document is refused by the form's schema.
    const named = await createPoa(me, { title: '  Доверенность   на пенсию ' });
    expect(named.title).toBe('Доверенность на пенсию');
  });

  test('a save names the version it started from: the next version comes back; a stale one is 409 with the current version', async () => {
    const me = await visitor(0);
    const doc = await createPoa(me);
    const saved = await me
      .put(`/api/v1/me/documents/${doc.id}`, { version: 1, title: 'Доверенность на маму', fieldValues: { ...POA_VALUES, agent_name: 'Петрова Анна' } })
      .expect(200);
    expect(saved.body).toMatchObject({ id: doc.id, version: 2, title: 'Доверенность на маму', fieldValues: { agent_name: 'Петрова Анна' } });

    // Another tab still holds version 1.
    const stale = await me.put(`/api/v1/me/documents/${doc.id}?lang=en`, { version: 1, title: 'Other tab' }).expect(409);
    expect(errorOf(stale)).toEqual({
      code: 'version_conflict',
      message: 'This document was changed elsewhere: it is at version 2 now.',
      current: { version: 2, updatedAt: expect.any(String) },
    });
    expect(((await me.get(`/api/v1/me/documents/${doc.id}`).expect(200)).body as OwnDocument).title).toBe('Доверенность на маму');

    // Two saves from version 2 at once (two tabs): one wins, the other is told; neither is lost silently.
    const [a, b] = await Promise.all([
      me.put(`/api/v1/me/documents/${doc.id}`, { version: 2, title: 'Вкладка А' }),
      me.put(`/api/v1/me/documents/${doc.id}`, { version: 2, title: 'Вкладка Б' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect(winner.body).toMatchObject({ version: 3 });
    await me.put(`/api/v1/me/documents/${doc.id}`, { version: 3, title: 'Доверенность на маму' }).expect(200);

    // A save that changes nothing writes nothing.
    expect((await me.put(`/api/v1/me/documents/${doc.id}`, { version: 4, title: 'Доверенность на маму' }).expect(200)).body).toMatchObject({ version: 4 });

    // A draft may leave a required field empty (an autosave while the visitor types): it is a draft again.
    const draft = await me.put(`/api/v1/me/documents/${doc.id}`, { version: 4, fieldValues: { ...POA_VALUES, agent_name: '' } }).expect(200);
    expect(draft.body).toMatchObject({ version: 5, status: 'draft' });
    expect((draft.body as OwnDocument).fieldValues).not.toHaveProperty('agent_name');

    // The body and the language change too; the body is the editor's.
    const body: RichTextDocument = [
      { type: 'paragraph', heading: 2, children: [{ text: 'ДОВЕРЕННОСТЬ' }] },
      {
        type: 'paragraph',
        align: 'justify',
        children: [{ text: 'Я, ' }, { type: 'macros', key: 'principal_name', children: [{ text: '[ФИО]', bold: true }] }, { text: ', доверяю.' }],
      },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'пенсия', italic: true }] }] },
      { type: 'justify-right', children: [{ text: 'Доверитель: ' }, { type: 'signature', children: [{ text: '' }] }] },
    ];
    const edited = await me.put(`/api/v1/me/documents/${doc.id}`, { version: 5, body, locale: 'uz' }).expect(200);
    expect(edited.body).toMatchObject({ version: 6, locale: 'uz', body });
  });

  test('every 422: an unknown block, mark or property, a macro that is no field, a wrong value, a missing one, a document over 1 MB; nothing half saved', async () => {
    const me = await visitor(1);
    const doc = await createPoa(me);
    const url = `/api/v1/me/documents/${doc.id}`;
    const put = async (body: unknown, lang = 'en') => {
      const res = await me.put(`${url}?lang=${lang}`, body).expect(422);
      expect(errorOf(res).code).toBe('invalid_document');
      return errorOf(res).fields!;
    };
    const p = (children: unknown[]) => [{ type: 'paragraph', children }];

    expect(await put({ version: 1, body: [{ type: 'table', children: [{ text: 'x' }] }] })).toEqual({ 'body.0.type': 'Document text is not valid.' });
    expect(await put({ version: 1, body: p([{ text: 'x', strike: true }]) })).toEqual({ 'body.0.children.0.strike': 'Document text is not valid.' });
    expect(await put({ version: 1, body: [{ type: 'paragraph', color: 'red', children: [{ text: 'x' }] }] })).toEqual({
      'body.0.color': 'Document text is not valid.',
    });
    expect(await put({ version: 1, body: [{ type: 'paragraph', align: 'center', children: [{ text: 'x' }] }] })).toEqual({
      'body.0.align': 'Document text is not valid.',
    });
    expect(await put({ version: 1, body: [{ type: 'numbered-list', children: [{ type: 'paragraph', children: [{ text: 'x' }] }] }] })).toEqual({
      'body.0.children.0.type': 'Document text is not valid.',
    });
    expect(await put({ version: 1, body: p([{ type: 'macros', key: 'salary', children: [{ text: '[Salary]' }] }]) })).toEqual({
      'body.0.children.0.key': '“salary” is not a field of this template.',
    });
    expect(await put({ version: 1, body: p([{ type: 'signature', children: [{ text: 'Ivanov' }] }]) })).toEqual({
      'body.0.children.0.children': 'Document text is not valid.',
    });
    expect(await put({ version: 1, body: p([{ text: 'nul \u0000' }]) })).toEqual({ 'body.0.children.0.text': 'Document text is not valid.' });
    expect(await put({ version: 1, body: [] })).toEqual({ body: 'Document text is required.' });

    // Wrong values, named by their field, in the caller's language with the field's label.
    expect(await put({ version: 1, fieldValues: { ...POA_VALUES, principal_pinfl: '1234' } }, 'ru')).toEqual({
      'fieldValues.principal_pinfl': 'Поле «ПИНФЛ доверителя» должно состоять из 14 цифр.',
    });
    expect(await put({ version: 1, fieldValues: { ...POA_VALUES, principal_passport: 'A1234567', doc_date: '2025-02-30', salary: 5 } })).toEqual({
      'fieldValues.principal_passport': 'Principal: passport (series, number) must be two Latin letters and seven digits, such as AA1234567.',
      'fieldValues.doc_date': 'Date must be a date.',
      'fieldValues.salary': '“salary” is not a field of this template.',
    });
    expect(await put({ version: 1, fieldValues: { ...POA_VALUES, city: 42 } })).toEqual({ 'fieldValues.city': 'Place (city, district) is not valid.' });
    expect(await put({ version: 1, fieldValues: [] })).toEqual({ fieldValues: 'Field values is not valid.' });
    expect(await put({ version: 1, title: '   ' })).toEqual({ title: 'Title is required.' });
    expect(await put({ version: 1, locale: 'de' })).toEqual({ locale: 'Choose one of the options for Document language.' });
    expect(await put({ title: 'x' })).toEqual({ version: 'Version is required.' });
    expect(await put({ version: 1, owner: 2 })).toEqual({ owner: '“owner” is not a field of this template.' });

    // Over 1 MB of text: 422 naming the body (not 413: document routes take bodies up to 2 MB).
    const big = Array.from({ length: 1100 }, () => ({ type: 'paragraph', children: [{ text: 'я'.repeat(500) }] }));
    expect(await put({ version: 1, body: big }, 'ru')).toEqual({ body: 'Размер поля «Текст документа» больше 1\u00a0МБ.' });
    // Under it, a long document is fine (more than the API's usual 64 KB).
    const long = Array.from({ length: 300 }, () => ({ type: 'paragraph', children: [{ text: 'я'.repeat(500) }] }));
    expect((await me.put(url, { version: 1, body: long }).expect(200)).body).toMatchObject({ version: 2 });
    const huge = Array.from({ length: 2200 }, () => ({ type: 'paragraph', children: [{ text: 'я'.repeat(500) }] }));
    expect(errorOf(await me.put(url, { version: 2, body: huge }).expect(413)).code).toBe('payload_too_large');

    // A good title with a bad body: nothing of it is saved.
    await put({ version: 2, title: 'Half', body: p([{ text: 'x', strike: true }]) });
    const now = (await me.get(url).expect(200)).body as OwnDocument;
    expect(now).toMatchObject({ version: 2, title: doc.title });

    // Creating: every required field, a real template.
    const missing = await me
      .post('/api/v1/me/documents?lang=uz', { templateId: poa, locale: 'ru', fieldValues: { ...POA_VALUES, principal_name: '   ', agent_pinfl: undefined } })
      .expect(422);
    expect(errorOf(missing).fields).toEqual({
      'fieldValues.principal_name': '«Ishonch bildiruvchining F.I.Sh.» maydonini toʻldirish majburiy.',
      'fieldValues.agent_pinfl': '«Ishonchli vakilning JShShIR» maydonini toʻldirish majburiy.',
    });
    expect(errorOf(await me.post('/api/v1/me/documents?lang=en', { templateId: 2147483000, locale: 'ru', fieldValues: {} }).expect(422)).fields).toEqual({
      templateId: 'Template is not valid.',
    });
    expect(errorOf(await me.post('/api/v1/me/documents?lang=en', { locale: 'ru', fieldValues: {} }).expect(422)).fields).toEqual({
      templateId: 'Template is required.',
    });
    expect(
      errorOf(await me.post('/api/v1/me/documents?lang=en', { templateId: poa, locale: 'xx', fieldValues: POA_VALUES, body: [] }).expect(422)).fields,
    ).toEqual({
      locale: 'Choose one of the options for Document language.',
      body: '“body” is not a field of this template.',
    });
    const select = await me
      .post('/api/v1/me/documents?lang=en', { templateId: consent, locale: 'uz', fieldValues: { transaction_type: 'purchase' } })
      .expect(422);
    expect(errorOf(select).fields!['fieldValues.transaction_type']).toBe('Choose one of the options for Type of transaction.');
  });

  test('versions: kept on creation, when an edit comes ten minutes after the last one kept, on export, around a restore; a restore is a new version', async () => {
    const me = await visitor(2);
    const doc = await createPoa(me);
    const url = `/api/v1/me/documents/${doc.id}`;
    const versions = async () => ((await me.get(`${url}/versions`).expect(200)).body as OwnDocumentVersionList).items;
    expect(await versions()).toEqual([{ n: 1, reason: 'created', restoredFrom: null, title: doc.title, locale: 'ru', createdAt: expect.any(String) }]);

    // Edits within ten minutes keep nothing more.
    await me.put(url, { version: 1, title: 'Два' }).expect(200);
    await me.put(url, { version: 2, title: 'Три' }).expect(200);
    expect((await versions()).map((v) => v.n)).toEqual([1]);

    // Ten minutes later, the next edit keeps the state before it.
    await api.db.query(`UPDATE user_document_versions SET created_at = created_at - interval '11 minutes' WHERE document_id = $1`, [doc.id]);
    await me.put(url, { version: 3, title: 'Четыре' }).expect(200);
    expect((await versions()).map((v) => [v.n, v.reason, v.title])).toEqual([
      [3, 'autosave', 'Три'],
      [1, 'created', doc.title],
    ]);

    // An export keeps what was downloaded.
    await me.download(`${url}/export.docx`).expect(200);
    expect((await versions()).map((v) => [v.n, v.reason])).toEqual([
      [4, 'export'],
      [3, 'autosave'],
      [1, 'created'],
    ]);

    const kept = (await me.get(`${url}/versions/3`).expect(200)).body as OwnDocumentVersion;
    expect(kept).toMatchObject({ n: 3, title: 'Три', fieldValues: { principal_name: POA_VALUES.principal_name }, body: doc.body });
    await me.get(`${url}/versions/99`).expect(404);

    // Restoring version 1: a new version 5 with its state; the state it replaced is kept first.
    const stale = await me.post(`${url}/versions/1/restore`, { version: 3 }).expect(409);
    expect(errorOf(stale).current).toMatchObject({ version: 4 });
    await me.put(url, { version: 4, title: 'Пять' }).expect(200);
    const restored = await me.post(`${url}/versions/1/restore`, { version: 5 }).expect(200);
    expect(restored.body).toMatchObject({ version: 6, title: doc.title });
    expect((await versions()).map((v) => [v.n, v.reason, v.restoredFrom])).toEqual([
      [6, 'restore', 1],
      [5, 'before-restore', null],
      [4, 'export', null],
      [3, 'autosave', null],
      [1, 'created', null],
    ]);
    // Without the version held, a restore still goes (nothing is lost: the state before it is kept).
    expect((await me.post(`${url}/versions/5/restore`).expect(200)).body).toMatchObject({ version: 7, title: 'Пять' });
    await me.post(`${url}/versions/99/restore`).expect(404);
    expect(errorOf(await me.post(`${url}/versions/1/restore?lang=en`, { version: 'x' }).expect(422)).fields).toEqual({ version: 'Version is not valid.' });
  });

  test('at most 100 versions are kept of a document, the oldest going first', async () => {
    const me = await visitor(3);
    const doc = await createPoa(me);
    // 119 more kept versions, as if saved over many sessions, all older than ten minutes.
    await api.db.query(
      `INSERT INTO user_document_versions (document_id, n, title, locale, field_values, body, reason, created_at)
       SELECT $1, n, 'Old ' || n, 'ru', '{}', '[]', 'autosave', now() - interval '1 day' + n * interval '1 second' FROM generate_series(2, 120) AS n`,
      [doc.id],
    );
    await api.db.query('UPDATE user_documents SET version = 121 WHERE id = $1', [doc.id]);
    await api.db.query(`UPDATE user_document_versions SET created_at = now() - interval '2 days' WHERE document_id = $1 AND n = 1`, [doc.id]);
    // The next save keeps version 121 (the state before it): one over the hundred, so 1 and 2 … 21 go.
    await me.put(`/api/v1/me/documents/${doc.id}`, { version: 121, title: 'Yangi' }).expect(200);
    const list = (await me.get(`/api/v1/me/documents/${doc.id}/versions?pageSize=48&page=3`).expect(200)).body as OwnDocumentVersionList;
    expect(list.total).toBe(100);
    expect(list.items.at(-1)!.n).toBe(22);
    expect(((await me.get(`/api/v1/me/documents/${doc.id}/versions?pageSize=1`).expect(200)).body as OwnDocumentVersionList).items[0]!.n).toBe(121);
  });

  test('a copy is a new document, version 1, its "(copy)" in the visitor’s language; a deleted document and its versions are gone', async () => {
    const me = await visitor(2);
    const doc = await createPoa(me);
    await me.put(`/api/v1/me/documents/${doc.id}`, { version: 1, title: 'Доверенность на маму' }).expect(200);
    const copy = (await me.post(`/api/v1/me/documents/${doc.id}/copy?lang=uz`).expect(201)).body as OwnDocument;
    expect(copy).toMatchObject({
      version: 1,
      title: 'Доверенность на маму (nusxa)',
      locale: 'ru',
      fieldValues: (await me.get(`/api/v1/me/documents/${doc.id}`)).body.fieldValues,
      body: doc.body,
    });
    expect(copy.id).not.toBe(doc.id);
    const inRussian = (await me.post(`/api/v1/me/documents/${doc.id}/copy?lang=ru`).expect(201)).body as OwnDocument;
    expect(inRussian.title).toBe('Доверенность на маму (копия)');

    await me.del(`/api/v1/me/documents/${doc.id}`).expect(204);
    await me.get(`/api/v1/me/documents/${doc.id}`).expect(404);
    await me.del(`/api/v1/me/documents/${doc.id}`).expect(404);
    const { rows } = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM user_document_versions WHERE document_id = $1', [doc.id]);
    expect(rows[0]!.count).toBe(0);
    await me.get(`/api/v1/me/documents/${copy.id}`).expect(200);
  });

  test('DOCX: an attachment named after the title; its document.xml holds the filled values, bold runs, real list items and the signature line', async () => {
    const me = await visitor(3);
    const doc = await createPoa(me, { title: 'Доверенность: Иванов / 2025' });
    const res = await me.download(`/api/v1/me/documents/${doc.id}/export.docx`).expect(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Doverennost Ivanov 2025.docx"; filename*=UTF-8''${encodeURIComponent('Доверенность Иванов 2025.docx')}`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const zip = await JSZip.loadAsync(res.body as Buffer);
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain('Иванов Иван Иванович');
    expect(xml).toContain('Qodirova Oʻgʻiloy Gʻaniyevna');
    // A date keeps together on paper: no-break spaces between its parts.
    expect(xml).toContain('6\u00a0марта 2025\u00a0г.');
    // The validity date is bold in the template: its run carries <w:b/>.
    expect(xml).toMatch(/<w:r><w:rPr><w:b\/>(?:<w:bCs\/>)?<\/w:rPr><w:t xml:space="preserve">31\u00a0декабря 2027\u00a0г\.<\/w:t><\/w:r>/);
    expect(xml).toMatch(/<w:t xml:space="preserve">_{15,}<\/w:t>/);
    // The textarea's two lines: a line break between them.
    expect(xml).toMatch(/получать мою пенсию;<\/w:t><\/w:r><w:r><w:br\/><w:t xml:space="preserve">подавать/);
    const styles = await zip.file('word/styles.xml')!.async('string');
    expect(styles).toContain('<w:lang w:val="ru-RU"/>');

    // A document with lists: each item a numbered paragraph; a bold run.
    const body: RichTextDocument = [
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'Birinchi ' }, { text: 'band', bold: true }] },
          { type: 'list-item', children: [{ text: 'Ikkinchi' }] },
        ],
      },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Belgi', underline: true }] }] },
    ];
    await me.put(`/api/v1/me/documents/${doc.id}`, { version: 1, body, locale: 'uz' }).expect(200);
    const lists = await JSZip.loadAsync((await me.download(`/api/v1/me/documents/${doc.id}/export.docx`).expect(200)).body as Buffer);
    const listXml = await lists.file('word/document.xml')!.async('string');
    expect(listXml.match(/<w:numPr>/g)).toHaveLength(3);
    expect(listXml).toMatch(/<w:b\/>(?:<w:bCs\/>)?<\/w:rPr><w:t xml:space="preserve">band<\/w:t>/);
    expect(listXml).toMatch(/<w:u w:val="single"\/><\/w:rPr><w:t xml:space="preserve">Belgi<\/w:t>/);
    expect(await lists.file('word/styles.xml')!.async('string')).toContain('<w:lang w:val="uz-Latn-UZ"/>');
  });

  test('PDF: an attachment whose text holds the filled values in Cyrillic and Uzbek Latin (oʻ, gʻ), with its signature line', async () => {
    const me = await visitor(3);
    const doc = await createPoa(me);
    const res = await me.download(`/api/v1/me/documents/${doc.id}/export.pdf`).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // RFC 8187: parentheses are percent-encoded in filename*.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Doverennost (obshchee predstavitelstvo).pdf"; filename*=UTF-8''${encodeURIComponent('Доверенность (общее представительство).pdf').replace('(', '%28').replace(')', '%29')}`,
    );
    const text = squeeze(pdfText(res.body as Buffer));
    expect(text).toContain('Иванов Иван Иванович');
    expect(text).toContain('Qodirova Oʻgʻiloy Gʻaniyevna');
    expect(text).toContain('Toshkent sh., Chilonzor t., 5-uy');
    expect(text).toContain('31 декабря 2027 г.');
    expect(text).toMatch(/Доверитель: _{15,} \/ Иванов Иван Иванович/);

    // In Uzbek: the labels of empty macros in Uzbek, the values as written.
    const uz = (
      await me.post('/api/v1/me/documents', { templateId: poa, locale: 'uz', fieldValues: { ...POA_VALUES, principal_name: 'Gʻulomov Oʻtkir' } }).expect(201)
    ).body as OwnDocument;
    const uzText = squeeze(pdfText((await me.download(`/api/v1/me/documents/${uz.id}/export.pdf`).expect(200)).body as Buffer));
    expect(uzText).toContain('ISHONCHNOMA');
    expect(uzText).toContain('Gʻulomov Oʻtkir');
    expect(uzText).toContain('2025-yil 6-mart');
    expect(uzText).toMatch(/Ishonch bildiruvchi: _{15,} \/ Gʻulomov Oʻtkir/);
  });

  test('the employment contract exports as a whole document: numbered sections and every party line', async () => {
    const me = await visitor(1);
    const template = (await request(api.app).get(`/api/v1/document-templates/${employment}?lang=ru`).expect(200)).body as DocumentTemplateDetail;
    const values = Object.fromEntries(
      template.fields.map((field) => {
        switch (field.kind) {
          case 'date':
            return [field.key, '2025-09-01'];
          case 'number':
            // Annual leave is at least 21 days (the Labour Code, a limit the template states).
            return [field.key, field.key === 'leave_days' ? 21 : 3];
          case 'money':
            return [field.key, 650_000_000];
          case 'pinfl':
            return [field.key, '31234567890123'];
          case 'passport':
            return [field.key, 'AD1234567'];
          case 'phone':
            return [field.key, '+998 90 123 45 67'];
          case 'select':
            return [field.key, field.options![0]!.value];
          default:
            return [field.key, `значение ${field.key}`];
        }
      }),
    );
    const doc = (await me.post('/api/v1/me/documents', { templateId: employment, locale: 'ru', fieldValues: values }).expect(201)).body as OwnDocument;
    expect(doc.status).toBe('complete');
    const text = squeeze(pdfText((await me.download(`/api/v1/me/documents/${doc.id}/export.pdf`).expect(200)).body as Buffer));
    expect(text).toContain('6 500 000 сум');
    // The employer signs through its head: the position before the line, the name after it.
    expect(text).toMatch(/Работодатель: значение employer_name значение director_position: _{15,} \/ значение employer_director/);
    expect(text).toMatch(/Работник: _{15,} \//);
    expect(text).not.toContain('[');
  });
});

describe(`only the owner (${engineName})`, () => {
  test('another visitor gets 404 for every read and write of your document, which stays as it was', async () => {
    const owner = await visitor(0);
    const other = await visitor(1);
    const doc = await createPoa(owner);
    const url = `/api/v1/me/documents/${doc.id}`;
    const answers = [
      await other.get(url),
      await other.put(url, { version: 1, title: 'Mine now' }),
      await other.put(url, { version: 1, body: [{ type: 'table' }] }),
      await other.del(url),
      await other.post(`${url}/copy`),
      await other.get(`${url}/versions`),
      await other.get(`${url}/versions/1`),
      await other.post(`${url}/versions/1/restore`),
      await other.post(`${url}/versions/1/restore`, { version: 'x' }),
      await other.download(`${url}/export.docx`),
      await other.download(`${url}/export.pdf`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(errorOf(res).code).toBe('not_found');
    }
    const list = (await other.get('/api/v1/me/documents').expect(200)).body as OwnDocumentList;
    expect(list.items.map((item) => item.id)).not.toContain(doc.id);
    const still = (await owner.get(url).expect(200)).body as OwnDocument;
    expect(still).toMatchObject({ version: 1, title: doc.title });
    expect(((await owner.get(`${url}/versions`).expect(200)).body as OwnDocumentVersionList).total).toBe(1);
  });

  test('a guest gets 401 in the API error shape, for every read and write', async () => {
    const owner = await visitor(0);
    const doc = await createPoa(owner);
    const url = `/api/v1/me/documents/${doc.id}`;
    const guest = request(api.app);
    const proof = (req: request.Test) => req.set('Origin', ORIGIN).set('X-Requested-With', 'huquq');
    for (const res of [
      await guest.get('/api/v1/me/documents'),
      await proof(guest.post('/api/v1/me/documents')).send({ templateId: poa, locale: 'ru', fieldValues: POA_VALUES }),
      await guest.get(url),
      await proof(guest.put(url)).send({ version: 1, title: 'x' }),
      await proof(guest.delete(url)),
      await proof(guest.post(`${url}/copy`)),
      await guest.get(`${url}/versions`),
      await guest.get(`${url}/versions/1`),
      await proof(guest.post(`${url}/versions/1/restore`)),
      await guest.get(`${url}/export.docx`),
      await guest.get(`${url}/export.pdf`),
    ]) {
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('unauthorized');
    }
  });

  test('cross-site writes are refused with 403 and change nothing', async () => {
    const me = await visitor(2);
    const doc = await createPoa(me);
    const url = `/api/v1/me/documents/${doc.id}`;
    // What a form on another site can send: no JSON type, no X-Requested-With.
    const noProof = await request(api.app)
      .put(url)
      .set('Cookie', `act=${me.token}`)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'text/plain')
      .send('{"version":1,"title":"Forged"}')
      .expect(403);
    expect(errorOf(noProof).code).toBe('csrf');
    await request(api.app)
      .put(url)
      .set('Cookie', `act=${me.token}`)
      .set('Origin', 'https://evil.example')
      .set('X-Requested-With', 'huquq')
      .send({ version: 1, title: 'Forged' })
      .expect(403);
    await request(api.app)
      .post('/api/v1/me/documents')
      .set('Cookie', `act=${me.token}`)
      .set('Origin', 'https://evil.example')
      .send({ templateId: poa, locale: 'ru', fieldValues: POA_VALUES })
      .expect(403);
    await request(api.app).delete(url).set('Cookie', `act=${me.token}`).expect(403);
    await request(api.app).post(`${url}/versions/1/restore`).set('Cookie', `act=${me.token}`).expect(403);
    await request(api.app).post(`${url}/copy`).set('Cookie', `act=${me.token}`).expect(403);
    expect((await me.get(url).expect(200)).body).toMatchObject({ version: 1, title: doc.title });
  });

  test('a bad id is 400, another method 405 with Allow', async () => {
    const me = await visitor(2);
    expect(errorOf(await me.get('/api/v1/me/documents/abc').expect(400)).fields).toHaveProperty('id');
    expect(errorOf(await me.put('/api/v1/me/documents/0', { version: 1 }).expect(400)).fields).toHaveProperty('id');
    await me.download('/api/v1/me/documents/abc/export.pdf').expect(400);
    const patch = await request(api.app)
      .patch('/api/v1/me/documents/1')
      .set('Cookie', `act=${me.token}`)
      .set('Origin', ORIGIN)
      .set('X-Requested-With', 'huquq')
      .expect(405);
    expect(patch.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expect((await me.put('/api/v1/me/documents', {}).expect(405)).headers.allow).toBe('GET, HEAD, POST');
    expect((await me.post('/api/v1/me/documents/1/export.pdf').expect(405)).headers.allow).toBe('GET, HEAD');
  });
});
