/**
 * Issue 29's security findings, each as the probe that found it: a body that is not what its
 * Content-Encoding says, a lone UTF-16 surrogate in free text, refusals in English whatever the
 * language asked for, invisible controls in export file names, nicknames that are the site's
 * own paths, and /metrics open in production. (The payment stand-ins' findings are
 * tests/integration/api's.)
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { Express } from 'express';
import request from 'supertest';
import * as entry from '../../../client/entry-server.js';
import { composeApp } from '../../../server/compose.js';
import { ConfigError, loadConfig } from '../../../server/config.js';
import { createLogger } from '../../../server/ops/logger.js';
import { loadLocaleResources } from '../../../server/web/i18n.js';
import { createPageHandlers } from '../../../server/web/routing.js';
import { SERVER_LOADERS } from '../../../server/loaders/index.js';
import { RESERVED_SEGMENTS, ROOT_FILE_SEGMENTS, isValidNickname } from '../../../shared/routes.js';
import { createTestApp, TEST_ASSETS } from '../../support/app.js';
import { idOf, signedInVisitor, TEST_ENV, TEST_ORIGIN, useSeededApi } from '../api/support.js';

jest.setTimeout(120_000);

const api = useSeededApi();
const resources = loadLocaleResources(path.resolve('locales'));
const apiText = (lang: 'uz' | 'ru' | 'en', key: string) => (resources[lang]!.api as Record<string, string>)[key]!;

/** A write as the site's own fetches send it (same origin, X-Requested-With), without a session. */
const guestWrite = (app: Express, url: string) => request(app).post(url).set('Origin', TEST_ORIGIN).set('X-Requested-With', 'huquq');

const TICKET = { contact: '+998 90 123 45 67', subject: 'Ishonchnoma', message: 'Ishonchnomani qanday rasmiylashtiraman?' };

describe('a body that is not what its Content-Encoding says', () => {
  test.each(['gzip', 'deflate', 'br'])('%s over plain JSON: 400 in the visitor’s language, not 500, without a session', async (encoding) => {
    const json = JSON.stringify(TICKET);
    for (const [lang, header] of [
      ['ru', 'ru-RU,ru;q=0.9'],
      ['en', 'en-US'],
      ['uz', undefined],
    ] as const) {
      const req = guestWrite(api.app, '/api/v1/support/tickets').set('Content-Type', 'application/json').set('Content-Encoding', encoding);
      if (header) req.set('Accept-Language', header);
      const res = await req.send(json).expect(400);
      expect(res.body).toEqual({ error: { code: 'body_encoding_mismatch', message: apiText(lang, 'body_encoding_mismatch') } });
      expect(res.headers['content-language']).toBe(lang);
    }
    // A truncated stream is the same mistake.
    const truncated = gzipSync(json).subarray(0, 12);
    const cut = await guestWrite(api.app, '/api/v1/support/tickets?lang=en')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send(truncated)
      .expect(400);
    expect(cut.body.error.code).toBe('body_encoding_mismatch');
  });

  test('a form post to the API with such a body: the same 400 (the CSRF guard reads forms first)', async () => {
    const res = await request(api.app)
      .post('/api/v1/support/tickets')
      .set('Origin', TEST_ORIGIN)
      .set('Accept-Language', 'ru')
      .type('form')
      .set('Content-Encoding', 'gzip')
      .send('subject=x')
      .expect(400);
    expect(res.body).toEqual({ error: { code: 'body_encoding_mismatch', message: apiText('ru', 'body_encoding_mismatch') } });
  });

  test('a body encoded as it says is read: a guest’s ticket from gzip, deflate and br', async () => {
    const json = Buffer.from(JSON.stringify(TICKET));
    for (const [encoding, body] of [
      ['gzip', gzipSync(json)],
      ['deflate', deflateSync(json)],
      ['br', brotliCompressSync(json)],
    ] as const) {
      // serialize: the bytes as they are (superagent would write a Buffer as JSON).
      await guestWrite(api.app, '/api/v1/support/tickets')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .serialize((bytes: unknown) => bytes as string)
        .send(body)
        .expect(201);
    }
  });

  test('an encoding the server does not know stays 415', async () => {
    const res = await guestWrite(api.app, '/api/v1/support/tickets?lang=en')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'x-unknown')
      .send(JSON.stringify(TICKET))
      .expect(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });
});

describe('a lone UTF-16 surrogate in free text', () => {
  const LONE = 'Oilaviy nizolar \ud800 boʻyicha advokat.';
  const profile = (overrides: Record<string, unknown> = {}) => ({
    nickname: 'surrogate.probe',
    profession: 'advocate',
    specializations: ['divorce'],
    bio: { uz: 'Oilaviy nizolar boʻyicha advokat.' },
    phone: '',
    languages: ['uz'],
    socialLinks: [],
    experience: [],
    ...overrides,
  });

  test('a specialist’s bio or experience: 422 naming the field, in the caller’s language; nothing saved', async () => {
    const me = await signedInVisitor(api.app, 0);
    const bio = await me.put('/api/v1/me/specialist?lang=en', profile({ bio: { uz: 'Advokat.', ru: `Адвокат ${'\udc00'}по семейным спорам.` } })).expect(422);
    expect(bio.body.error).toEqual({ code: 'unstorable_text', message: apiText('en', 'unstorable_text'), fields: { 'bio.ru': 'About you is not valid.' } });
    const job = { organization: `Advokatlik ${'\ud83d'}byurosi`, position: 'Advokat', from: '2015-01', to: null };
    const experience = await me.put('/api/v1/me/specialist?lang=ru', profile({ experience: [job] })).expect(422);
    expect(experience.body.error.code).toBe('unstorable_text');
    expect(experience.body.error.message).toBe(apiText('ru', 'unstorable_text'));
    expect(Object.keys(experience.body.error.fields)).toEqual(['experience.0.organization']);
    const { rows } = await api.db.query('SELECT 1 FROM specialists WHERE nickname = $1', ['surrogate.probe']);
    expect(rows).toHaveLength(0);
    // The same profile written well is saved (the 422 was the surrogate alone).
    expect([200, 201]).toContain((await me.put('/api/v1/me/specialist?lang=en', profile())).status);
  });

  test('a support ticket: 422 naming the field instead of storing U+FFFD', async () => {
    const res = await guestWrite(api.app, '/api/v1/support/tickets?lang=en')
      .send({ ...TICKET, message: LONE })
      .expect(422);
    expect(res.body.error.code).toBe('unstorable_text');
    expect(res.body.error.fields).toEqual({ message: 'Message is not valid.' });
    const { rows } = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM support_ticket_messages WHERE body LIKE '%\uFFFD%'");
    expect(rows[0]!.count).toBe(0);
  });

  test('a review, an answer and a report: 422 naming the field', async () => {
    const me = await signedInVisitor(api.app, 1);
    const review = await me
      .post('/api/v1/me/orders/1/items/1/review?lang=en', { stars: 5, text: `Juda yaxshi maslahat berdi, rahmat! ${'\ud800'}` })
      .expect(422);
    expect(review.body.error).toMatchObject({ code: 'unstorable_text', fields: { text: expect.any(String) } });
    const answer = await me.post('/api/v1/me/reviews/1/answer?lang=en', { text: `Rahmat ${'\ud800'}` }).expect(422);
    expect(Object.keys(answer.body.error.fields)).toEqual(['text']);
    const report = await me.post('/api/v1/reviews/1/report?lang=en', { reason: `Spam ${'\ud800'}` }).expect(422);
    expect(Object.keys(report.body.error.fields)).toEqual(['reason']);
  });

  test('any other write: the API refuses it with 422, naming the field by its path', async () => {
    const me = await signedInVisitor(api.app, 1);
    const dispute = await me.post('/api/v1/me/orders/999999/dispute?lang=en', { text: `The contract was not reviewed at all ${'\ud800'}.` }).expect(422);
    expect(dispute.body.error).toMatchObject({ code: 'unstorable_text', fields: { text: 'text is not valid.' } });
  });

  test('a well-formed pair (an emoji) is text like any other', async () => {
    await guestWrite(api.app, '/api/v1/support/tickets')
      .send({ ...TICKET, message: 'Rahmat! 😀 Ishonchnoma haqida savol.' })
      .expect(201);
  });
});

describe('refusals in the language asked for', () => {
  test('the CSRF 403', async () => {
    for (const [lang, header] of [
      ['ru', 'ru'],
      ['en', 'en-GB'],
      ['uz', 'uz'],
    ] as const) {
      const res = await request(api.app).post('/api/v1/support/tickets').set('Accept-Language', header).type('form').send('subject=x').expect(403);
      expect(res.body).toEqual({ error: { code: 'csrf', message: apiText(lang, 'csrf') } });
      expect(res.headers['content-language']).toBe(lang);
    }
    const asked = await request(api.app).post('/api/v1/support/tickets?lang=ru').set('Origin', 'https://evil.example').send(TICKET).expect(403);
    expect(asked.body.error.message).toBe(apiText('ru', 'csrf'));
  });

  test('the rate limit’s 429', async () => {
    const app = createTestApp({ ...TEST_ENV, RATE_LIMIT_WRITE_PER_MINUTE: '1' }, { db: api.db }).app;
    let refused: request.Response | undefined;
    for (let i = 0; i < 3 && !refused; i += 1) {
      const res = await guestWrite(app, '/api/v1/nothing').set('Accept-Language', 'ru');
      if (res.status === 429) refused = res;
    }
    expect(refused).toBeDefined();
    const seconds = Number(refused!.headers['retry-after']);
    expect(refused!.body).toEqual({ error: { code: 'rate_limited', message: apiText('ru', 'rate_limited').replace('{{seconds}}', String(seconds)) } });
  });

  test('/api/v1/me 401', async () => {
    for (const lang of ['uz', 'ru', 'en'] as const) {
      const res = await request(api.app).get(`/api/v1/me?lang=${lang}`).expect(401);
      expect(res.body).toEqual({ error: { code: 'unauthorized', message: apiText(lang, 'unauthorized') } });
    }
    expect((await request(api.app).get('/api/v1/me').set('Accept-Language', 'en').expect(401)).body.error.message).toBe(apiText('en', 'unauthorized'));
  });

  test('/api/v1/me/sessions 401 and 404', async () => {
    const list = await request(api.app).get('/api/v1/me/sessions').set('Accept-Language', 'ru').expect(401);
    expect(list.body).toEqual({ error: { code: 'unauthorized', message: apiText('ru', 'sessions_unauthorized') } });
    const revoke = await guestWrite(api.app, '/api/v1/me/sessions/1?lang=en').expect(404); // POST is no route…
    expect(revoke.body.error.message).toBe(apiText('en', 'no_route').replace('{{method}}', 'POST').replace('{{path}}', '/api/v1/me/sessions/1'));
    const del = await request(api.app).delete('/api/v1/me/sessions/1?lang=en').set('Origin', TEST_ORIGIN).set('X-Requested-With', 'huquq').expect(401);
    expect(del.body.error.message).toBe(apiText('en', 'sessions_unauthorized'));
    const me = await signedInVisitor(api.app, 2);
    for (const id of ['999999', 'x']) {
      const missing = await me.del(`/api/v1/me/sessions/${id}?lang=ru`).expect(404);
      expect(missing.body).toEqual({ error: { code: 'not_found', message: apiText('ru', 'session_not_found') } });
    }
  });

  test('404s under /api outside /api/v1', async () => {
    const res = await request(api.app).get('/api/v2/services').set('Accept-Language', 'ru').expect(404);
    expect(res.body).toEqual({
      error: { code: 'not_found', message: apiText('ru', 'no_route').replace('{{method}}', 'GET').replace('{{path}}', '/api/v2/services') },
    });
    expect(res.headers['content-language']).toBe('ru');
    const uz = await request(api.app).get('/api/nothing').expect(404);
    expect(uz.body.error.message).toBe(apiText('uz', 'no_route').replace('{{method}}', 'GET').replace('{{path}}', '/api/nothing'));
  });
});

describe('export file names', () => {
  test('right-to-left overrides and other invisible controls of the title are left out of the download’s name', async () => {
    const me = await signedInVisitor(api.app, 3);
    const poa = await idOf(api.db, 'document_templates', 'power-of-attorney');
    const fieldValues = {
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
    // "Invoice", a right-to-left override, then "xcod.pdf": shown as "Invoice" + "fdp.docx" reversed.
    const title = 'Invoice\u202Excod.pdf\u2066\u200B\u200F\u061C\uFEFF';
    const created = await me.post('/api/v1/me/documents?lang=ru', { templateId: poa, locale: 'ru', fieldValues, title }).expect(201);
    const id = (created.body as { id: number }).id;
    for (const extension of ['docx', 'pdf']) {
      const res = await me.download(`/api/v1/me/documents/${id}/export.${extension}`).expect(200);
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toBe(`attachment; filename="Invoicexcod.pdf.${extension}"; filename*=UTF-8''Invoicexcod.pdf.${extension}`);
      expect(decodeURIComponent(disposition.split("''")[1]!)).not.toMatch(/[\p{Cf}\p{Cc}]/u);
    }
  });
});

describe('reserved nicknames', () => {
  test.each(['_payme', '_click', '_oneid', 'locales', 'metrics', 'healthz', 'readyz', 'favicon.svg', 'robots.txt', 'api', 'builds', 'assets', 'auth'])(
    '%s cannot be a nickname: the check says reserved, saving refuses it',
    async (nickname) => {
      expect(isValidNickname(nickname)).toBe(false);
      const me = await signedInVisitor(api.app, 1);
      const check = await me.get(`/api/v1/me/nickname?nickname=${encodeURIComponent(nickname)}`).expect(200);
      expect(check.body).toEqual({ nickname, available: false, problem: nickname.length < 3 ? 'invalid' : 'reserved' });
      const save = await me
        .put('/api/v1/me/specialist?lang=en', { nickname, profession: 'lawyer', specializations: ['family'], bio: { en: 'A lawyer.' }, languages: ['en'] })
        .expect(400);
      expect(save.body.error.fields).toEqual({ nickname: 'Nickname is not valid.' });
    },
  );

  /** The first path segment of every route and mount of an Express app, nested routers mounted at '/' included. */
  function mountedSegments(stack: unknown[], into = new Set<string>()): Set<string> {
    for (const layer of stack as Array<{ rawPath?: unknown; route?: { path?: unknown }; handle?: { stack?: unknown[] } }>) {
      const paths = [layer.rawPath, layer.route?.path].flat().filter((p): p is string => typeof p === 'string');
      for (const p of paths) {
        const segment = p.split('/')[1];
        if (segment) into.add(segment);
      }
      if (paths.every((p) => p === '/') && Array.isArray(layer.handle?.stack)) mountedSegments(layer.handle.stack, into);
    }
    return into;
  }

  test('every prefix server/app.ts mounts is reserved (production build folders, stand-ins, probes included)', () => {
    const config = loadConfig({ ...TEST_ENV, NODE_ENV: 'test', PUBLIC_ORIGIN: TEST_ORIGIN, LOG_LEVEL: 'silent' });
    const { app } = composeApp({
      config,
      logger: createLogger('silent'),
      assets: TEST_ASSETS,
      clientDir: path.resolve('dist/client'),
      load: async () => ({ renderer: entry, handlers: createPageHandlers(entry, SERVER_LOADERS) }),
      resources,
      db: api.db,
    });
    const segments = mountedSegments((app as unknown as { router: { stack: unknown[] } }).router.stack);
    for (const expected of ['api', 'auth', 'assets', 'builds', 'locales', 'healthz', 'readyz', 'metrics', '_oneid', '_payme', '_click'])
      expect(segments).toContain(expected);
    const unreserved = [...segments].filter((segment) => !RESERVED_SEGMENTS.has(segment));
    expect(unreserved).toEqual([]);
  });

  test('every file and folder at the top of public/ and of the client build is reserved', () => {
    // Dot entries (Vite's .vite manifest folder) are never served: express.static ignores them.
    const names = ['public', 'dist/client'].flatMap((dir) => (existsSync(dir) ? readdirSync(dir) : [])).filter((name) => !name.startsWith('.'));
    expect(names).toContain('robots.txt');
    for (const name of names) expect(RESERVED_SEGMENTS.has(name)).toBe(true);
    for (const name of ROOT_FILE_SEGMENTS) expect(isValidNickname(name)).toBe(false);
  });
});

describe('/metrics in production', () => {
  test('production does not start with /metrics open: METRICS_TOKEN or METRICS_PORT is required, the message names it', () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://huquq.uz' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/METRICS_TOKEN: required in production unless METRICS_PORT/);
    expect(() => loadConfig({ ...production, METRICS_TOKEN: 'a-long-metrics-token-123' })).not.toThrow();
    expect(() => loadConfig({ ...production, METRICS_PORT: '9464' })).not.toThrow();
  });

  test('with a token, the site’s /metrics answers only the bearer; with METRICS_PORT, the site does not answer it', async () => {
    const guarded = createTestApp({ METRICS_TOKEN: 'a-long-metrics-token-123' }).app;
    const open = await request(guarded).get('/metrics').expect(401);
    expect(open.text).not.toContain('nodejs_version_info');
    const apart = createTestApp({ METRICS_PORT: '9464' }).app;
    const res = await request(apart).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('nodejs_version_info');
  });
});
