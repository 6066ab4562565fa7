import request from 'supertest';
import type { Database } from '../../../server/db/adapter';
import { hashSessionToken } from '../../../server/auth/sessions';
import { DEMO_CITIZENS } from '../../../server/auth/oneid-standin';
import { createLogger } from '../../../server/ops/logger';
import { createTestApp } from '../../support/app';
import type { TestDatabase } from '../db/test-database';
import { CookieJar, TEST_ENV, authApp, engineName, migratedDatabase, reachCallback, setCookieLines, signIn } from './support';

jest.setTimeout(60_000);

let handle: TestDatabase;
let db: Database;
beforeAll(async () => {
  handle = await migratedDatabase();
  db = handle.db;
});
afterAll(() => handle.dispose());

describe(`OneID sign-in against the in-process stand-in (${engineName})`, () => {
  test('sign-in redirects to the authorize path with response_type, client_id, redirect_uri, scope and a state bound to a short-lived cookie', async () => {
    const res = await request(authApp(db)).get('/auth/sign-in?returnTo=/ru/services').expect(302);
    const location = new URL(String(res.headers.location), 'https://huquq.test');
    expect(location.pathname).toBe('/_oneid/sso/oauth/Authorization.do');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      response_type: 'one_code',
      client_id: 'huquq-standin',
      redirect_uri: 'https://huquq.test/auth/oneid/callback',
      scope: 'huquq-standin',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const [cookie] = setCookieLines(res, 'oneid_state');
    expect(cookie).toMatch(/Path=\/auth\/oneid/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(res.headers['cache-control']).toBe('no-store');
    // Each sign-in gets its own state.
    const again = await request(authApp(db)).get('/auth/sign-in').expect(302);
    expect(new URL(String(again.headers.location), 'https://x').searchParams.get('state')).not.toBe(location.searchParams.get('state'));
  });

  test('the stand-in lists demo citizens with 14-digit PINFLs, in the visitor’s language', async () => {
    const app = authApp(db);
    const start = await request(app).get('/auth/sign-in').expect(302);
    const html = await request(app).get(String(start.headers.location)).set('Cookie', 'lang=ru').expect(200);
    expect(html.text).toContain('<html lang="ru">');
    expect(html.text).toContain('Заглушка OneID');
    for (const citizen of DEMO_CITIZENS.filter((c) => c.pin)) expect(html.text).toContain(citizen.pin);
    expect(html.text.match(/name="citizen"/g)).toHaveLength(DEMO_CITIZENS.length);
  });

  test('the stand-in sends codes only to the redirect_uri its client registered (the site’s callback), as OneID does', async () => {
    const app = authApp(db);
    const start = await request(app).get('/auth/sign-in').expect(302);
    const authorize = new URL(String(start.headers.location), 'https://huquq.test');
    for (const elsewhere of [
      'https://evil.example/auth/oneid/callback',
      'https://huquq.test/auth/oneid/callback/../../x',
      'https://huquq.test.evil.example/auth/oneid/callback',
      'javascript:alert(1)',
      '',
    ]) {
      authorize.searchParams.set('redirect_uri', elsewhere);
      const page = await request(app).get(`${authorize.pathname}${authorize.search}`).expect(400);
      expect(page.headers.location).toBeUndefined();
      const choice = await request(app)
        .post(authorize.pathname)
        .type('form')
        .send({ ...Object.fromEntries(authorize.searchParams), citizen: '0' })
        .expect(400);
      expect(choice.headers.location).toBeUndefined();
    }
    // The registered one still gets its code.
    authorize.searchParams.set('redirect_uri', 'https://huquq.test/auth/oneid/callback');
    const chosen = await request(app)
      .post(authorize.pathname)
      .type('form')
      .send({ ...Object.fromEntries(authorize.searchParams), citizen: '0' })
      .expect(302);
    expect(String(chosen.headers.location)).toMatch(/^https:\/\/huquq\.test\/auth\/oneid\/callback\?code=/);
  });

  test('the full flow signs the citizen in, keeps name, PINFL and phone only, and returns to the page they came from', async () => {
    const app = authApp(db);
    const jar = new CookieJar();
    const done = await signIn(app, jar, { citizen: 1, returnTo: '/ru/services?page=2' });
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe('/ru/services?page=2');

    const token = jar.get('act');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows: sessions } = await db.query<{ token_hash: string; user_id: number; oneid_access_token: string | null; expires_at: Date; last_used_at: Date }>(
      'SELECT token_hash, user_id, oneid_access_token, expires_at, last_used_at FROM sessions WHERE token_hash = $1',
      [hashSessionToken(token!)],
    );
    expect(sessions).toHaveLength(1);
    const session = sessions[0]!;
    // Only the hash is stored; about 30 days of life.
    const { rows: raw } = await db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [token]);
    expect(raw).toHaveLength(0);
    expect(session.expires_at.getTime() - Date.now()).toBeGreaterThan(29.9 * 86_400_000);

    const { rows: users } = await db.query<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [session.user_id]);
    expect(users[0]).toMatchObject({
      pinfl: '30512901234561',
      first_name: 'AZIZ',
      last_name: 'KARIMOV',
      middle_name: "RUSTAM O'G'LI",
      phone: '+998935551234',
      email: null,
      oneid_login: null,
    });

    // OneID's token stays on the server: nowhere in what the browser received.
    expect(session.oneid_access_token).toBeTruthy();
    const seen = JSON.stringify({ headers: done.headers, body: done.text });
    expect(seen).not.toContain(session.oneid_access_token);
  });

  test('signing in again updates the same user and replaces this browser’s session', async () => {
    const app = authApp(db);
    const jar = new CookieJar();
    await signIn(app, jar, { citizen: 0 });
    const first = jar.get('act')!;
    await signIn(app, jar, { citizen: 0 });
    const second = jar.get('act')!;
    expect(second).not.toBe(first);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1', [hashSessionToken(first)]);
    expect(rows[0]!.n).toBe(0);
    const { rows: users } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE pinfl = '42306851234567'");
    expect(users[0]!.n).toBe(1);
  });

  test.each([
    ['another site', 'https://evil.example/x'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash', '/\\evil.example'],
    ['dot-segment to //', '/.//evil.example'],
    ['script', 'javascript:alert(1)'],
    ['overlong', `/${'a'.repeat(600)}`],
    ['the sign-in itself', '/auth/sign-in'],
  ])('a returnTo pointing elsewhere (%s) is ignored: the visitor lands on /', async (_label, returnTo) => {
    const done = await signIn(authApp(db), new CookieJar(), { returnTo });
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe('/');
  });

  test('without returnTo, a same-origin Referer is where the visitor returns; a foreign one is ignored', async () => {
    const app = authApp(db);
    for (const [referer, expected] of [
      ['https://huquq.test/en/reference/3', '/en/reference/3'],
      ['https://evil.example/en/reference/3', '/'],
    ] as const) {
      const jar = new CookieJar();
      const start = await request(app).get('/auth/sign-in').set('Referer', referer).expect(302);
      jar.store(start);
      const state = new URL(String(start.headers.location), 'https://x').searchParams.get('state')!;
      const cookie = jar.get('oneid_state')!;
      const decoded = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as { r: string; s: string };
      expect(decoded.s).toBe(state);
      expect(decoded.r).toBe(expected);
    }
  });

  test('a callback whose state does not match, or without the state cookie, is refused with a localized page and no session', async () => {
    const app = authApp(db);
    const jar = new CookieJar();
    const { callback } = await reachCallback(app, jar, { returnTo: '/ru' });
    const forged = callback.replace(/state=[^&]+/, 'state=forged');
    const bad = await request(app).get(forged).set('Cookie', jar.header(callback)).expect(400);
    expect(bad.headers['content-type']).toMatch(/text\/html/);
    expect(bad.text).toContain('<html lang="ru">');
    expect(bad.text).toContain('Срок входа истёк');
    expect(bad.text).toContain('href="/auth/sign-in?returnTo=%2Fru"');
    expect(setCookieLines(bad, 'act')).toEqual([]);
    // The state cookie was single-use: the genuine callback now fails too.
    jar.store(bad);
    const replay = await request(app).get(callback).set('Cookie', jar.header(callback)).expect(400);
    expect(replay.text).toContain('Kirish muddati oʻtdi');
    expect(setCookieLines(replay, 'act')).toEqual([]);
  });

  test('a replayed code is refused: OneID codes are single-use', async () => {
    const app = authApp(db);
    const jar = new CookieJar();
    const { callback } = await reachCallback(app, jar, { returnTo: '/en' });
    await request(app).get(callback).set('Cookie', jar.header(callback)).expect(302);
    const code = new URL(callback, 'https://x').searchParams.get('code')!;
    // An attacker (or a reload) presents the same code with a fresh, valid state.
    const other = new CookieJar();
    const start = await request(app).get('/auth/sign-in?returnTo=/en').expect(302);
    other.store(start);
    const state = new URL(String(start.headers.location), 'https://x').searchParams.get('state')!;
    const replay = await request(app)
      .get(`/auth/oneid/callback?code=${encodeURIComponent(code)}&state=${state}`)
      .set('Cookie', other.header('/auth/oneid/callback'))
      .expect(400);
    expect(replay.text).toContain('The sign-in code is not valid');
    expect(setCookieLines(replay, 'act')).toEqual([]);
  });

  test('a citizen who cancels on OneID gets the "sign-in cancelled" page', async () => {
    const app = authApp(db);
    const jar = new CookieJar();
    const { callback } = await reachCallback(app, jar, { deny: true, returnTo: '/en/services' });
    expect(callback).toMatch(/error=access_denied/);
    const res = await request(app).get(callback).set('Cookie', jar.header(callback)).expect(403);
    expect(res.text).toContain('Sign-in cancelled');
    expect(res.text).toContain('href="/en"');
  });

  test('a citizen without a PINFL is refused, and their OneID session is ended', async () => {
    const app = authApp(db);
    const jar = new CookieJar();
    const noPin = DEMO_CITIZENS.findIndex((c) => !c.pin);
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const res = await signIn(app, jar, { citizen: noPin, returnTo: '/en' });
    expect(res.status).toBe(403);
    expect(res.text).toContain('no personal identification number');
    expect(setCookieLines(res, 'act')).toEqual([]);
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    // OneID no longer remembers this browser: the next sign-in shows the list again.
    const { page } = await reachCallback(app, jar, { citizen: 0 });
    expect(page.status).toBe(200);
  });

  test('the session cookie is HttpOnly, SameSite=Lax, Secure under https, on the host and on COOKIE_DOMAIN', async () => {
    const app = authApp(db, { COOKIE_DOMAIN: '.huquq.test' });
    const jar = new CookieJar();
    const { callback } = await reachCallback(app, jar);
    const done = await request(app).get(callback).set('Host', 'www.huquq.test').set('Cookie', jar.header(callback)).expect(302);
    const lines = setCookieLines(done, 'act');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\//);
      expect(line).toMatch(/; Max-Age=2592000/);
    }
    expect(lines.filter((line) => /; Domain=huquq\.test/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => !/Domain=/.test(line))).toHaveLength(1);
    // The state cookie is gone after the callback.
    expect(setCookieLines(done, 'oneid_state')[0]).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  test('over plain http (PUBLIC_ORIGIN http://) the cookie is not Secure; on a host outside COOKIE_DOMAIN only the host cookie is set', async () => {
    const app = authApp(db, { PUBLIC_ORIGIN: 'http://localhost:3000', COOKIE_DOMAIN: '.huquq.uz' });
    const done = await signIn(app, new CookieJar());
    const lines = setCookieLines(done, 'act');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/Secure/);
    expect(lines[0]).not.toMatch(/Domain=/);
  });

  test('with OneID unconfigured (stand-in off) sign-in answers a clear 503 page', async () => {
    const res = await request(authApp(db, { ONEID_STANDIN: 'off' }))
      .get('/auth/sign-in?returnTo=/en')
      .expect(503);
    expect(res.text).toContain('Sign-in is not available');
    expect((await request(authApp(db, { ONEID_STANDIN: 'off' })).get('/_oneid/sso/oauth/Authorization.do')).status).toBe(404);
  });

  test('logs carry neither the code, the state, our token, OneID’s token nor a full PINFL', async () => {
    const lines: string[] = [];
    const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
    const app = createTestApp(TEST_ENV, { db, logger }).app;
    const jar = new CookieJar();
    const { callback } = await reachCallback(app, jar, { citizen: 0 });
    jar.store(await request(app).get(callback).set('Cookie', jar.header(callback)).expect(302));
    const act = jar.get('act')!;
    const { rows } = await db.query<{ oneid_access_token: string }>('SELECT oneid_access_token FROM sessions WHERE token_hash = $1', [hashSessionToken(act)]);
    await request(app).post('/auth/sign-out').set('X-Requested-With', 'huquq').set('Cookie', jar.header('/auth/sign-out')).expect(204);
    const query = new URL(callback, 'https://x').searchParams;
    const logged = lines.join('\n');
    expect(logged).toContain('signed in');
    expect(logged).toContain('42**********67');
    for (const secret of [query.get('code')!, query.get('state')!, act, rows[0]!.oneid_access_token, '42306851234567']) expect(logged).not.toContain(secret);
    expect(logged).toContain('/auth/oneid/callback?code=[redacted]&state=[redacted]');
  });
});
