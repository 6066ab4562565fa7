import request from 'supertest';
import type { Database } from '../../../server/db/adapter';
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

async function signedIn(citizen: number) {
  const app = authApp(db);
  const jar = new CookieJar();
  await signIn(app, jar, { citizen, returnTo: '/home' });
  const { rows } = await db.query<{ id: number }>('SELECT user_id AS id FROM sessions ORDER BY id DESC LIMIT 1');
  return { app, jar, token: jar.get('act')!, userId: rows[0]!.id };
}

const XRW = ['X-Requested-With', 'huquq'] as const;

describe(`the dashboard, /home (${engineName})`, () => {
  test('a guest is sent to sign in and back to /home in the language of the path', async () => {
    const app = authApp(db);
    const uz = await request(app).get('/home').set('Cookie', 'lang=uz; i18n_redirected=uz').expect(302);
    expect(uz.headers.location).toBe(`https://huquq.test/auth/sign-in?returnTo=${encodeURIComponent('/home')}`);
    const ru = await request(app).get('/ru/home').set('Cookie', 'lang=ru; i18n_redirected=ru').expect(302);
    expect(ru.headers.location).toBe(`https://huquq.test/auth/sign-in?returnTo=${encodeURIComponent('/ru/home')}`);
    // A client navigation gets the same redirect in its payload.
    const payload = await request(app).get('/en/home/_payload.json').expect(200);
    expect(payload.body).toEqual({ redirect: `https://huquq.test/auth/sign-in?returnTo=${encodeURIComponent('/en/home')}` });
  });

  test('a session that has ended counts as a guest', async () => {
    const app = authApp(db);
    const res = await request(app)
      .get('/home')
      .set('Cookie', `lang=uz; i18n_redirected=uz; act=${'x'.repeat(43)}`)
      .expect(302);
    expect(res.headers.location).toContain('/auth/sign-in?returnTo=');
  });

  test('shows the signed-in user’s name, masked PINFL, phone, empty sections with a way to start, and sessions, in three languages', async () => {
    const { app, jar } = await signedIn(0);
    const pages = {
      uz: { path: '/home', texts: ['Assalomu alaykum, Dilnoza Yusupova', 'Hali hujjatlar yoʻq', 'Mutaxassis boʻlish', 'Bu seansdan chiqish'] },
      ru: { path: '/ru/home', texts: ['Здравствуйте, Dilnoza Yusupova', 'Документов пока нет', 'Стать специалистом', 'Завершить этот сеанс'] },
      en: { path: '/en/home', texts: ['Hello, Dilnoza Yusupova', 'No documents yet', 'Become a specialist', 'Sign out that session'] },
    };
    for (const [lang, page] of Object.entries(pages)) {
      const res = await request(app)
        .get(page.path)
        .set('Cookie', `${jar.header(page.path)}; lang=${lang}`)
        .expect(200);
      expect(res.headers['cache-control']).toMatch(/private|no-store|no-cache/);
      for (const text of page.texts) expect(res.text).toContain(text);
      expect(res.text).toContain('42**********67');
      expect(res.text).not.toContain('42306851234567');
      expect(res.text).toContain('+998 90 123 45 67');
      expect(res.text).toContain(lang === 'uz' ? 'href="/documents"' : `href="/${lang}/documents"`);
      expect(res.text).toContain(lang === 'uz' ? 'href="/statement-of-claim"' : `href="/${lang}/statement-of-claim"`);
    }
  });

  test('lists the visitor’s own documents, claims, orders and favourites count, and nobody else’s', async () => {
    const mine = await signedIn(1);
    const other = await signedIn(2);
    await db.query(`INSERT INTO user_documents (user_id, title, locale) VALUES ($1, 'Ishonchnoma Karimov', 'uz'), ($2, 'Secret power of attorney', 'en')`, [
      mine.userId,
      other.userId,
    ]);
    await db.query(`INSERT INTO user_claims (user_id, title, locale, status) VALUES ($1, 'Qarz undirish haqida', 'uz', 'complete')`, [mine.userId]);
    await db.query(`INSERT INTO orders (user_id, total, status) VALUES ($1, 25000000, 'pending'), ($2, 990000, 'pending')`, [mine.userId, other.userId]);

    const res = await request(mine.app)
      .get('/en/home')
      .set('Cookie', `${mine.jar.header('/en/home')}; lang=en`)
      .expect(200);
    expect(res.text).toContain('Ishonchnoma Karimov');
    expect(res.text).toContain('Qarz undirish haqida');
    expect(res.text).toContain('Complete');
    expect(res.text).toMatch(/250[\s\u00a0,]000/);
    expect(res.text).not.toContain('Secret power of attorney');

    const api = await request(other.app).get('/api/v1/me/account?lang=en').set('act', other.token).expect(200);
    expect(api.headers['cache-control']).toBe('private, no-store');
    const body = api.body as {
      documents: { items: { title: string }[]; total: number };
      claims: { total: number };
      orders: { total: number };
      favorites: { total: number };
      user: { pinflMasked: string };
    };
    expect(body.documents.items.map((d) => d.title)).toEqual(['Secret power of attorney']);
    expect(body.claims.total).toBe(0);
    expect(body.orders.total).toBe(1);
    expect(body.favorites.total).toBe(0);
    expect(body.user.pinflMasked).toBe('52**********45');
  });

  test('the account API answers 401 without a session', async () => {
    const app = authApp(db);
    const res = await request(app).get('/api/v1/me/account').expect(401);
    expect((res.body as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  test('another user’s session cannot revoke your session; your own can, and /home then sends you to sign in', async () => {
    const mine = await signedIn(3);
    const other = await signedIn(0);
    const account = await request(mine.app).get('/api/v1/me/account').set('act', mine.token).expect(200);
    const current = (account.body as { sessions: { id: number; current: boolean }[] }).sessions.find((s) => s.current)!;
    expect(current).toBeDefined();
    await request(other.app)
      .delete(`/api/v1/me/sessions/${current.id}`)
      .set('act', other.token)
      .set(...XRW)
      .set('Origin', 'https://huquq.test')
      .expect(404);
    await request(mine.app).get('/home').set('Cookie', mine.jar.header('/home')).expect(200);
    // Without the CSRF proof, even the owner is refused.
    await request(mine.app).delete(`/api/v1/me/sessions/${current.id}`).set('Cookie', mine.jar.header('/api')).set('Origin', 'https://huquq.test').expect(403);
    await request(mine.app)
      .delete(`/api/v1/me/sessions/${current.id}`)
      .set('Cookie', mine.jar.header('/api'))
      .set(...XRW)
      .set('Origin', 'https://huquq.test')
      .expect(204);
    await request(mine.app).get('/home').set('Cookie', `lang=uz; i18n_redirected=uz; act=${mine.token}`).expect(302);
  });
});
