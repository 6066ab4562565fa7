/**
 * /documents/my/{idx} as a browser without JavaScript receives it (issue 10): a guest is sent to
 * sign in and back; another visitor's document and an unknown id are the 404 page (never 403);
 * the owner gets the document rendered read-only by the one renderer (filled macros, the signature
 * blanks, the title), never cached, with the editor's texts and no other visitor's data.
 */
import request from 'supertest';
import type { OwnDocument } from '../../../shared/api/documents/contract';
import { CookieJar, signIn } from '../auth/support';
import { engineName, idOf, useSeededApi } from '../api/support';

jest.setTimeout(120_000);

const api = useSeededApi();
const ORIGIN = 'https://huquq.test';

const POA_VALUES = {
  city: 'Ташкент',
  doc_date: '2025-03-06',
  principal_name: 'Иванов Иван Иванович',
  principal_pinfl: '31234567890123',
  principal_passport: 'AA1234567',
  principal_address: 'г. Ташкент, ул. Навои, 12',
  agent_name: 'Qodirova Oʻgʻiloy Gʻaniyevna',
  agent_pinfl: '41234567890123',
  agent_passport: 'AB7654321',
  agent_address: 'Toshkent sh., Chilonzor t., 5-uy',
  powers: 'получать мою пенсию',
  valid_until: '2027-12-31',
};

async function visitor(citizen: number) {
  const jar = new CookieJar();
  await signIn(api.app, jar, { citizen });
  return {
    jar,
    get: (url: string) => request(api.app).get(url).set('Cookie', jar.header(url)),
    create: async (): Promise<OwnDocument> => {
      const url = '/api/v1/me/documents?lang=ru';
      const templateId = await idOf(api.db, 'document_templates', 'power-of-attorney');
      const res = await request(api.app)
        .post(url)
        .set('Cookie', jar.header(url))
        .set('Origin', ORIGIN)
        .set('X-Requested-With', 'huquq')
        .send({ templateId, locale: 'ru', fieldValues: POA_VALUES })
        .expect(201);
      return res.body as OwnDocument;
    },
  };
}

describe(`/documents/my/{idx} (${engineName})`, () => {
  test('a guest is sent to sign in and comes back to the document, in the language of the path', async () => {
    const res = await request(api.app).get('/ru/documents/my/5').set('Cookie', 'lang=ru; i18n_redirected=ru').expect(302);
    expect(res.headers.location).toBe(`${ORIGIN}/auth/sign-in?returnTo=${encodeURIComponent('/ru/documents/my/5')}`);
    const payload = await request(api.app).get('/en/documents/my/5/_payload.json').expect(200);
    expect(payload.body).toEqual({ redirect: `${ORIGIN}/auth/sign-in?returnTo=${encodeURIComponent('/en/documents/my/5')}` });
  });

  test('another visitor’s document and an unknown id are the 404 page, never 403', async () => {
    const owner = await visitor(0);
    const other = await visitor(1);
    const document = await owner.create();
    const theirs = await other.get(`/en/documents/my/${document.id}`).expect(404);
    expect(theirs.text).not.toContain('Иванов');
    expect(theirs.text).not.toContain(document.title);
    await other.get('/en/documents/my/999999').expect(404);
    const payload = await other.get(`/en/documents/my/${document.id}/_payload.json`);
    expect(payload.status).toBe(404);
    expect(JSON.stringify(payload.body)).not.toContain('Иванов');
  });

  test('the owner gets the document rendered on the server: title, filled macros, signature blanks, the document’s language', async () => {
    const owner = await visitor(2);
    const document = await owner.create();
    const res = await owner.get(`/en/documents/my/${document.id}`).expect(200);
    expect(res.headers['cache-control']).toMatch(/private/);
    expect(res.text).toContain(`<title>${document.title}`);
    expect(res.text).toContain('data-testid="page-heading"');
    expect(res.text).toContain('aria-label="Breadcrumbs"');
    expect(res.text).toContain('ДОВЕРЕННОСТЬ');
    expect(res.text).toContain('Иванов Иван Иванович');
    expect(res.text).toContain('Qodirova Oʻgʻiloy Gʻaniyevna');
    expect(res.text).toMatch(/data-macro="principal_name"[^>]*>Иванов Иван Иванович/);
    expect(res.text).toContain('data-signature=""');
    expect(res.text).toContain('lang="ru" data-testid="document-sheet"');
    // Downloads and print work without JavaScript.
    expect(res.text).toContain(`href="/api/v1/me/documents/${document.id}/export.docx?lang=en"`);
    expect(res.text).toContain(`href="/api/v1/me/documents/${document.id}/export.pdf?lang=en"`);
    expect(res.text).toContain(`href="/en/mc-rnders?document=${document.id}"`);
    expect(res.text).toContain('Without JavaScript you can still read, download and print the document.');

    const uz = await owner
      .get(`/documents/my/${document.id}`)
      .set('Cookie', `${owner.jar.header('/documents/my')}; lang=uz`)
      .expect(200);
    expect(uz.text).toContain('DOCX yuklab olish');
    const ru = await owner.get(`/ru/documents/my/${document.id}`).expect(200);
    expect(ru.text).toContain('Скачать PDF');
  });
});
