import request from 'supertest';
import type { Database } from '../../../server/db/adapter';
import { hashSessionToken } from '../../../server/auth/sessions';
import { csrfTokenFor } from '../../../server/security/csrf';
import type { TestDatabase } from '../db/test-database';
import { CookieJar, authApp, engineName, migratedDatabase, reachCallback, setCookieLines, signIn } from './support';

jest.setTimeout(60_000);

let handle: TestDatabase;
let db: Database;
beforeAll(async () => {
  handle = await migratedDatabase();
  db = handle.db;
});
afterAll(() => handle.dispose());

async function sessionExists(token: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [hashSessionToken(token)]);
  return rows.length === 1;
}

describe(`sign-out (${engineName})`, () => {
  test('from the site’s script: 204, both act cookies removed, the server session gone', async () => {
    const app = authApp(db, { COOKIE_DOMAIN: '.huquq.test' });
    const jar = new CookieJar();
    await signIn(app, jar);
    const token = jar.get('act')!;
    expect(await sessionExists(token)).toBe(true);

    const res = await request(app)
      .post('/auth/sign-out')
      .set('Host', 'huquq.test')
      .set('Origin', 'https://huquq.test')
      .set('X-Requested-With', 'huquq')
      .set('Cookie', jar.header('/auth/sign-out'))
      .expect(204);
    const cleared = setCookieLines(res, 'act');
    expect(cleared).toHaveLength(2);
    for (const line of cleared) {
      expect(line).toMatch(/^act=;/);
      expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
    expect(cleared.filter((line) => /Domain=huquq\.test/.test(line))).toHaveLength(1);
    expect(await sessionExists(token)).toBe(false);
    // The old token no longer opens anything.
    await request(app).get('/api/v1/me/sessions').set('Cookie', `act=${token}`).expect(401);
  });

  test('also ends the OneID session, so the next person at this computer must choose who they are', async () => {
    const app = authApp(db);
    const jar = new CookieJar();
    await signIn(app, jar, { citizen: 2 });
    // Before sign-out OneID remembers the browser: sign-in goes straight through.
    const remembered = await reachCallback(app, jar, { citizen: 0 });
    expect(remembered.page.status).toBe(302);
    jar.store(await request(app).get(remembered.callback).set('Cookie', jar.header(remembered.callback)).expect(302));
    expect(await sessionExists(jar.get('act')!)).toBe(true);

    jar.store(await request(app).post('/auth/sign-out').set('X-Requested-With', 'huquq').set('Cookie', jar.header('/auth/sign-out')).expect(204));
    expect(jar.get('act')).toBeUndefined();
    const next = await reachCallback(app, jar, { citizen: 0 });
    expect(next.page.status).toBe(200); // the list of citizens again
  });

  test('a plain HTML form signs out with the session’s form token and is sent back with 303', async () => {
    const app = authApp(db);
    const jar = new CookieJar();
    await signIn(app, jar);
    const token = jar.get('act')!;
    const res = await request(app)
      .post('/auth/sign-out')
      .type('form')
      .set('Origin', 'https://huquq.test')
      .set('Accept', 'text/html')
      .set('Cookie', jar.header('/auth/sign-out'))
      .send({ _csrf: csrfTokenFor(token), returnTo: '/ru/services' })
      .expect(303);
    expect(res.headers.location).toBe('/ru/services');
    expect(await sessionExists(token)).toBe(false);
  });

  test('a form post from another site, or without the token, is refused and the visitor stays signed in', async () => {
    const app = authApp(db);
    const jar = new CookieJar();
    await signIn(app, jar);
    const token = jar.get('act')!;
    const foreign = await request(app)
      .post('/auth/sign-out')
      .type('form')
      .set('Origin', 'https://evil.example')
      .set('Accept', 'text/html')
      .set('Cookie', jar.header('/auth/sign-out'))
      .send({ _csrf: csrfTokenFor(token) })
      .expect(403);
    expect(foreign.text).toContain('Soʻrov rad etildi');
    const tokenless = await request(app).post('/auth/sign-out').type('form').set('Cookie', jar.header('/auth/sign-out')).send({ returnTo: '/' }).expect(403);
    expect(tokenless.body).toEqual({ error: { code: 'csrf', message: expect.any(String) } });
    const wrong = await request(app)
      .post('/auth/sign-out')
      .type('form')
      .set('Cookie', jar.header('/auth/sign-out'))
      .send({ _csrf: csrfTokenFor('another') })
      .expect(403);
    expect(setCookieLines(wrong, 'act')).toEqual([]);
    expect(await sessionExists(token)).toBe(true);
  });

  test('signing out without a session is harmless', async () => {
    await request(authApp(db)).post('/auth/sign-out').set('X-Requested-With', 'huquq').expect(204);
    await request(authApp(db)).post('/auth/sign-out').set('X-Requested-With', 'huquq').set('Cookie', 'act=not-a-token').expect(204);
  });
});
