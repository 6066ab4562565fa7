/**
 * What every API call shares: the language, the error body of docs/design.md §3, 404/405, the body
 * limit, sessions (`act` header or cookie) and idempotent POSTs. The write mechanism is tried on
 * routes this file adds through `extend`, as the write endpoints of later issues will.
 */
import request from 'supertest';
import { z } from 'zod';
import { hashSessionToken, newSessionToken } from '../../../server/auth/sessions';
import type { Database } from '../../../server/db/adapter';
import { ruleSchema } from '../../../shared/validation';
import { makeUser } from '../db/factories';
import { engineName, useSeededApi } from './support';

jest.setTimeout(60_000);

/** How often the test routes ran, and a gate that holds the slow one. */
const calls = { notes: 0, slow: 0, failing: 0 };
let releaseSlow: () => void = () => {};
let slowStarted: () => void = () => {};

const noteBody = z.object({
  title: ruleSchema(['required'], 'title').pipe(z.string().max(70_000)),
  copies: ruleSchema(['min_value:1'], 'copies').pipe(z.number().int()).optional(),
});

const api = useSeededApi({
  extend(router, kit) {
    router.get('/_test/me', kit.requireUser, async (req, res) => {
      res.json({ session: await kit.sessionOf(req, res) });
    });
    router.post('/_test/notes', kit.validateBody(noteBody), (req, res) => {
      calls.notes += 1;
      const body = req.body as z.output<typeof noteBody>;
      res.status(201).json({ n: calls.notes, title: body.title.slice(0, 20) });
    });
    router.post('/_test/slow', async (_req, res) => {
      calls.slow += 1;
      slowStarted();
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      res.status(201).json({ slow: calls.slow });
    });
    router.post('/_test/failing', (_req, res) => {
      calls.failing += 1;
      if (calls.failing === 1) throw new Error('database went away');
      res.status(201).json({ failing: calls.failing });
    });
  },
});

async function sessionFor(db: Database, { expired = false } = {}): Promise<{ token: string; userId: number }> {
  const userId = await makeUser(db);
  const token = newSessionToken();
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, now() - interval '2 days', now() + make_interval(days => $3))`,
    [userId, hashSessionToken(token), expired ? -1 : 30],
  );
  return { token, userId };
}

describe(`the language of a call on ${engineName}`, () => {
  test('?lang= wins over Accept-Language, which wins over the default Uzbek', async () => {
    const path = '/api/v1/specializations';
    const first = (res: request.Response) => (res.body as { items: { parent_specialization: string }[] }).items[0]?.parent_specialization;
    const explicit = await request(api.app).get(`${path}?lang=en`).set('Accept-Language', 'ru').expect(200);
    expect(first(explicit)).toBe('Family law');
    expect(explicit.headers['content-language']).toBe('en');
    expect(explicit.headers.vary).toMatch(/Accept-Language/);
    const header = await request(api.app).get(path).set('Accept-Language', 'de-DE, ru;q=0.8, en;q=0.5').expect(200);
    expect(first(header)).toBe('Семейное право');
    expect(first(await request(api.app).get(path).expect(200))).toBe('Oila huquqi');
  });

  test('a language the site does not have is a 400', async () => {
    const res = await request(api.app).get('/api/v1/services?lang=de').expect(400);
    expect(res.body).toEqual({
      error: { code: 'invalid_request', message: 'Baʼzi parametrlar notoʻgʻri.', fields: { lang: '«lang» maydoni notoʻgʻri toʻldirilgan.' } },
    });
  });
});

describe(`answers and errors on ${engineName}`, () => {
  test('reads are JSON, briefly cacheable; HEAD answers without a body', async () => {
    const res = await request(api.app).get('/api/v1/regions').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const head = await request(api.app).head('/api/v1/regions').expect(200);
    expect(head.text ?? '').toBe('');
  });

  test('an unknown path is a 404 naming it, in the language of the call', async () => {
    expect((await request(api.app).get('/api/v1/lawyers?lang=en').expect(404)).body).toEqual({
      error: { code: 'not_found', message: 'There is no API resource at GET /api/v1/lawyers.' },
    });
    expect((await request(api.app).get('/api/v1/lawyers?lang=ru').expect(404)).body.error.message).toBe('В API нет ресурса GET /api/v1/lawyers.');
  });

  test('another method on a read resource is a 405 with Allow', async () => {
    const res = await request(api.app).post('/api/v1/services?lang=en').send({ title: 'x' }).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toEqual({ error: { code: 'method_not_allowed', message: 'This method is not allowed here.' } });
  });

  test('a body over 64 KB is a 413 before any route reads it', async () => {
    const big = { title: 'x'.repeat(70 * 1024) };
    for (const path of ['/api/v1/_test/notes', '/api/v1/services']) {
      const res = await request(api.app).post(`${path}?lang=en`).send(big).expect(413);
      expect(res.body).toEqual({ error: { code: 'payload_too_large', message: 'The request body is larger than 64 KB.' } });
    }
    const before = calls.notes;
    await request(api.app)
      .post('/api/v1/_test/notes')
      .send({ title: 'x'.repeat(60 * 1024) })
      .expect(201);
    expect(calls.notes).toBe(before + 1);
  });

  test('a body that is not JSON is a 415; broken JSON a 400', async () => {
    const plain = await request(api.app)
      .post('/api/v1/_test/notes?lang=en')
      .set('X-Requested-With', 'huquq')
      .set('Content-Type', 'text/plain')
      .send('title=x')
      .expect(415);
    expect(plain.body).toEqual({ error: { code: 'unsupported_media_type', message: 'Send the request body as JSON.' } });
    const broken = await request(api.app).post('/api/v1/_test/notes?lang=en').set('Content-Type', 'application/json').send('{"title": ').expect(400);
    expect(broken.body).toEqual({ error: { code: 'malformed_json', message: 'The request body is not valid JSON.' } });
  });

  test('a body nested tens of thousands deep is a 400, with or without an Idempotency-Key, and the route never runs', async () => {
    const before = calls.notes;
    const deep = `{"title":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
    for (const key of [null, 'key-deep-1']) {
      const req = request(api.app).post('/api/v1/_test/notes?lang=en').set('Content-Type', 'application/json');
      if (key) req.set('Idempotency-Key', key);
      const res = await req.send(deep).expect(400);
      expect(res.body).toEqual({ error: { code: 'body_too_deep', message: 'The request body is nested too deeply.' } });
    }
    // A rich-text body's dozen levels pass the guard (the schema answers it).
    const nested = { title: 'x', copies: 1, extra: [[[[[[[[[[{ a: [{ b: 1 }] }]]]]]]]]]] };
    await request(api.app).post('/api/v1/_test/notes').send(nested).expect(201);
    expect(calls.notes).toBe(before + 1);
  });

  test('a NUL character in what the schema lets through is a 400 in the caller’s language, before the handler, never a 500 at the database', async () => {
    const before = calls.notes;
    for (const body of [
      { title: 'a\u0000b', copies: 1 },
      { title: '\u0000', copies: 2 },
    ]) {
      const res = await request(api.app).post('/api/v1/_test/notes?lang=en').send(body).expect(400);
      expect(res.body).toEqual({ error: { code: 'body_has_nul', message: 'The request contains a NUL character, which text cannot hold.' } });
    }
    expect(calls.notes).toBe(before);
    // The escaped text "\\u0000" is six ordinary characters, and passes.
    await request(api.app).post('/api/v1/_test/notes').send({ title: 'a\\u0000b', copies: 1 }).expect(201);
  });

  test('a body that fails its schema is a 400 with the messages of shared/validation', async () => {
    const res = await request(api.app).post('/api/v1/_test/notes?lang=ru').send({ title: '   ', copies: 0 }).expect(400);
    expect(res.body).toEqual({
      error: {
        code: 'invalid_request',
        message: 'Некоторые параметры заданы неверно.',
        fields: { title: 'Поле «title» обязательно для заполнения.', copies: 'Значение поля «copies» должно быть не меньше 1.' },
      },
    });
  });

  test('SQL and LIKE wildcards in a parameter are only text', async () => {
    for (const text of ["'; DROP TABLE specialists; --", "1' OR '1'='1", '%', '\\', 'a%b_c']) {
      const res = await request(api.app)
        .get(`/api/v1/specialists?q=${encodeURIComponent(text)}`)
        .expect(200);
      expect(res.body).toEqual({ items: [], total: 0, page: 1, pageSize: 12 });
    }
    // "_" is no wildcard: it finds the nicknames that hold one, not everybody.
    const underscore = await request(api.app).get('/api/v1/specialists?q=_&pageSize=48').expect(200);
    const holders = api.content.specialists.filter((s) => s.nickname.includes('_')).map((s) => s.nickname);
    expect(underscore.body.items.map((item: { nickname: string }) => item.nickname).sort()).toEqual(holders.sort());
    expect((await request(api.app).get("/api/v1/specialists/x'or'1").expect(400)).body.error.fields).toEqual({ nickname: expect.any(String) });
    expect((await request(api.app).get('/api/v1/specialists').expect(200)).body.total).toBe(api.content.specialists.length);
  });
});

describe(`sessions on ${engineName}`, () => {
  test('the act header or cookie finds the session by the hash of its token', async () => {
    const { token, userId } = await sessionFor(api.db);
    const byHeader = await request(api.app).get('/api/v1/_test/me').set('act', token).expect(200);
    expect(byHeader.body).toEqual({ session: { id: expect.any(Number), userId } });
    expect(byHeader.headers['cache-control']).toBe('private, no-store');
    const byCookie = await request(api.app).get('/api/v1/_test/me').set('Cookie', `act=${token}`).expect(200);
    expect(byCookie.body.session.userId).toBe(userId);
  });

  test('no token, an unknown one or an expired session is a 401 in the error shape', async () => {
    const expired = await sessionFor(api.db, { expired: true });
    for (const headers of [{}, { act: newSessionToken() }, { act: expired.token }, { act: "' OR 1=1 --" }]) {
      const res = await request(api.app).get('/api/v1/_test/me?lang=en').set(headers).expect(401);
      expect(res.body).toEqual({ error: { code: 'unauthorized', message: 'Sign in to continue.' } });
    }
  });
});

describe(`idempotent POSTs on ${engineName}`, () => {
  const post = (path: string, key: string | null, body: object, token?: string) => {
    const req = request(api.app).post(path);
    if (key !== null) req.set('Idempotency-Key', key);
    if (token) req.set('act', token);
    return req.send(body);
  };

  test('a repeat with the same key and body gets the first answer, and the route runs once', async () => {
    const before = calls.notes;
    const first = await post('/api/v1/_test/notes', 'key-same-1', { title: 'Ariza' }).expect(201);
    const again = await post('/api/v1/_test/notes', 'key-same-1', { title: 'Ariza' }).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(calls.notes).toBe(before + 1);
  });

  test('without a key every POST runs', async () => {
    const before = calls.notes;
    await post('/api/v1/_test/notes', null, { title: 'A' }).expect(201);
    await post('/api/v1/_test/notes', null, { title: 'A' }).expect(201);
    expect(calls.notes).toBe(before + 2);
  });

  test('the same key with another body is a 422; a malformed key a 400', async () => {
    await post('/api/v1/_test/notes', 'key-reused-1', { title: 'One' }).expect(201);
    const other = await post('/api/v1/_test/notes?lang=en', 'key-reused-1', { title: 'Two' }).expect(422);
    expect(other.body).toEqual({ error: { code: 'idempotency_key_reused', message: 'This Idempotency-Key was already used for a different request.' } });
    const bad = await post('/api/v1/_test/notes?lang=en', 'has space', { title: 'One' }).expect(400);
    expect(bad.body.error.fields).toEqual({ 'Idempotency-Key': 'Idempotency-Key is not valid.' });
  });

  test('a repeat while the first is still running is a 409 with Retry-After', async () => {
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const first = post('/api/v1/_test/slow', 'key-slow-1', {}).then((res) => res);
    await started;
    const during = await post('/api/v1/_test/slow?lang=en', 'key-slow-1', {}).expect(409);
    expect(during.body).toEqual({ error: { code: 'idempotency_in_progress', message: 'A request with this Idempotency-Key is still being processed.' } });
    expect(during.headers['retry-after']).toBe('1');
    releaseSlow();
    expect((await first).status).toBe(201);
    const after = await post('/api/v1/_test/slow', 'key-slow-1', {}).expect(201);
    expect(after.body).toEqual({ slow: 1 });
    expect(calls.slow).toBe(1);
  });

  test('a 5xx is not kept: the same request may be tried again', async () => {
    await post('/api/v1/_test/failing?lang=en', 'key-fail-1', {}).expect(500);
    const retried = await post('/api/v1/_test/failing', 'key-fail-1', {}).expect(201);
    expect(retried.body).toEqual({ failing: 2 });
  });

  test('keys belong to their caller: two users may use the same one', async () => {
    const a = await sessionFor(api.db);
    const b = await sessionFor(api.db);
    const before = calls.notes;
    await post('/api/v1/_test/notes', 'key-shared-1', { title: 'Mine' }, a.token).expect(201);
    const other = await post('/api/v1/_test/notes', 'key-shared-1', { title: 'Mine' }, b.token).expect(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(calls.notes).toBe(before + 2);
    const { rows } = await api.db.query<{ scope: string }>(`SELECT scope FROM idempotency_keys WHERE key = 'key-shared-1' ORDER BY scope`);
    expect(rows.map((row) => row.scope)).toEqual([`user:${a.userId}`, `user:${b.userId}`].sort());
  });
});
