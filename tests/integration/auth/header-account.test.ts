import request from 'supertest';
import type { Database } from '../../../server/db/adapter';
import { displayName } from '../../../server/auth/viewer';
import { csrfTokenFor } from '../../../server/security/csrf';
import type { TestDatabase } from '../db/test-database';
import { CookieJar, authApp, engineName, migratedDatabase, signIn } from './support';

jest.setTimeout(60_000);

let handle: TestDatabase;
let db: Database;
beforeAll(async () => {
  handle = await migratedDatabase();
  db = handle.db;
});
afterAll(() => handle.dispose());

/** The header's account corner in a page's HTML. */
const accountCorner = (html: string) => html.slice(html.indexOf('data-testid="site-header"'), html.indexOf('</header>'));

describe(`the header's account corner (${engineName})`, () => {
  test('a guest gets a sign-in link that comes back to the page, with its language and query', async () => {
    const app = authApp(db);
    const res = await request(app).get('/ru/services?sort=price').set('Cookie', 'lang=ru').expect(200);
    const corner = accountCorner(res.text);
    expect(corner).toContain(`href="/auth/sign-in?returnTo=${encodeURIComponent('/ru/services?sort=price')}"`);
    expect(corner).toContain('Войти');
    expect(corner).not.toContain('/auth/sign-out');
  });

  test('a signed-in visitor sees their name and a sign-out form carrying the session’s form token', async () => {
    const app = authApp(db);
    const jar = new CookieJar();
    const done = await signIn(app, jar, { returnTo: '/en/services' });
    expect(done.status).toBe(302);
    const { rows } = await db.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM users ORDER BY id DESC LIMIT 1');
    const name = displayName(rows[0]!.first_name, rows[0]!.last_name);
    expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);

    const res = await request(app).get('/en/services').set('Cookie', jar.header('/en/services')).expect(200);
    const corner = accountCorner(res.text);
    expect(corner).toContain(`data-testid="viewer-name">${name}<`);
    expect(corner).toContain('action="/auth/sign-out"');
    expect(corner).toContain(`name="_csrf" value="${csrfTokenFor(jar.get('act')!)}"`);
    expect(corner).toContain('href="/en/home"');
    expect(corner).not.toContain('/auth/sign-in');
    // The page is the visitor's own: never kept by a shared cache.
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  test('an unknown or expired session cookie renders the page as a guest', async () => {
    const app = authApp(db);
    const res = await request(app)
      .get('/en/services')
      .set('Cookie', `lang=en; act=${'x'.repeat(43)}`)
      .expect(200);
    expect(accountCorner(res.text)).toContain('/auth/sign-in?returnTo=');
  });
});
