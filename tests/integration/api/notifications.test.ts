/**
 * Notifications in the site (issue 31): the two operations (a page newest first with the unread
 * count; marking read, the person's own only, with the live stream's event in the same
 * transaction), the viewer's unread counts that come with every page, /home/notifications (the
 * owner's list, a guest sent to sign in, "Mark all as read" without JavaScript) and /home's card.
 */
import request from 'supertest';
import type { Express } from 'express';
import type { Database } from '../../../server/db/adapter';
import { csrfTokenFor } from '../../../server/security/csrf';
import type { TestDatabase } from '../db/test-database';
import { makeSpecialist } from '../db/factories';
import { CookieJar, authApp, engineName, migratedDatabase, signIn } from '../auth/support';

jest.setTimeout(90_000);

let handle: TestDatabase;
let db: Database;
beforeAll(async () => {
  handle = await migratedDatabase();
  db = handle.db;
});
afterAll(() => handle.dispose());

const XRW = ['X-Requested-With', 'huquq'] as const;

interface Person {
  app: Express;
  jar: CookieJar;
  token: string;
  userId: number;
  cookie(path: string): string;
}

async function signedIn(citizen: number, lang = 'en'): Promise<Person> {
  const app = authApp(db);
  const jar = new CookieJar();
  await signIn(app, jar, { citizen, returnTo: '/home' });
  const token = jar.get('act')!;
  const { rows } = await db.query<{ user_id: number }>('SELECT user_id FROM sessions ORDER BY id DESC LIMIT 1');
  return { app, jar, token, userId: Number(rows[0]!.user_id), cookie: (path) => `${jar.header(path)}; lang=${lang}` };
}

/** As the site's code writes them (migration 0031 notify_user): returns the new id. */
async function notify(userId: number, kind: string, data: Record<string, unknown>, path: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT notify_user($1, $2, $3, $4) AS id', [userId, kind, JSON.stringify(data), path]);
  return Number(rows[0]!.id);
}

async function events(userId: number): Promise<{ seq: number; kind: string; data: Record<string, unknown> }[]> {
  const { rows } = await db.query<{ seq: number; kind: string; data: Record<string, unknown> }>(
    'SELECT seq, kind, data FROM user_events WHERE user_id = $1 ORDER BY seq',
    [userId],
  );
  return rows;
}

describe(`notifications (${engineName})`, () => {
  let owner: Person;
  let other: Person;
  let mine: number[];
  let theirs: number;

  beforeAll(async () => {
    owner = await signedIn(0);
    other = await signedIn(2);
    await db.query('DELETE FROM notifications WHERE user_id IN ($1, $2)', [owner.userId, other.userId]);
    mine = [];
    for (let n = 1; n <= 5; n += 1) mine.push(await notify(owner.userId, 'order_paid', { orderId: n, number: `HQ-00000${n}` }, `/home/sales/${n}`));
    mine.push(await notify(owner.userId, 'quote_sent', { quoteId: 1, from: 'Aziz Karimov', title: 'Daʼvo arizasi', price: 150_000_000 }, '/home/messages/1'));
    theirs = await notify(other.userId, 'order_done', { orderId: 9, number: 'HQ-000009' }, '/home/orders/9');
  });

  test('the list: the person’s own, newest first, with the unread count; paged', async () => {
    const res = await request(owner.app)
      .get('/api/v1/me/notifications')
      .set('Cookie', owner.cookie('/api'))
      .set(...XRW)
      .expect(200);
    expect(res.body.total).toBe(6);
    expect(res.body.unread).toBe(6);
    expect(res.body.items.map((n: { id: number }) => n.id)).toEqual([...mine].reverse());
    expect(res.body.items[0]).toEqual({
      id: mine[5],
      kind: 'quote_sent',
      data: { quoteId: 1, from: 'Aziz Karimov', title: 'Daʼvo arizasi', price: 150_000_000 },
      path: '/home/messages/1',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      readAt: null,
    });
    expect(res.body.items.some((n: { id: number }) => n.id === theirs)).toBe(false);

    const page2 = await request(owner.app)
      .get('/api/v1/me/notifications?page=2&pageSize=4')
      .set('Cookie', owner.cookie('/api'))
      .set(...XRW)
      .expect(200);
    expect(page2.body).toMatchObject({ total: 6, unread: 6, page: 2, pageSize: 4 });
    expect(page2.body.items.map((n: { id: number }) => n.id)).toEqual([mine[1], mine[0]]);
    // Past the end: no items, the counts still.
    const past = await request(owner.app)
      .get('/api/v1/me/notifications?page=9')
      .set('Cookie', owner.cookie('/api'))
      .set(...XRW)
      .expect(200);
    expect(past.body).toMatchObject({ items: [], total: 6, unread: 6 });
  });

  test('a guest gets 401; a bad query or body 400', async () => {
    await request(owner.app)
      .get('/api/v1/me/notifications')
      .set(...XRW)
      .expect(401);
    await request(owner.app)
      .post('/api/v1/me/notifications/read')
      .set(...XRW)
      .send({ all: true })
      .expect(401);
    await request(owner.app)
      .get('/api/v1/me/notifications?pageSize=x')
      .set('Cookie', owner.cookie('/api'))
      .set(...XRW)
      .expect(400);
    for (const body of [{}, { ids: [] }, { ids: ['a'] }, { all: false }, { ids: [1], all: true }]) {
      await request(owner.app)
        .post('/api/v1/me/notifications/read')
        .set('Cookie', owner.cookie('/api'))
        .set(...XRW)
        .send(body)
        .expect(400);
    }
  });

  test('reading marks the person’s own only: another person’s id is left unread; the count comes back and goes to the live stream', async () => {
    const before = (await events(owner.userId)).length;
    const res = await request(owner.app)
      .post('/api/v1/me/notifications/read')
      .set('Cookie', owner.cookie('/api'))
      .set(...XRW)
      .send({ ids: [mine[0], theirs, 999_999] })
      .expect(200);
    expect(res.body).toEqual({ unread: 5 });
    const { rows } = await db.query<{ id: number; read: boolean }>(
      'SELECT id, read_at IS NOT NULL AS read FROM notifications WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[mine[0], theirs]],
    );
    expect(rows.map((row) => [Number(row.id), row.read])).toEqual([
      [mine[0], true],
      [theirs, false],
    ]);
    const after = await events(owner.userId);
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ kind: 'notification', data: { unread: 5 } });
    // Nothing of the other person's changed, and nothing told them.
    expect((await events(other.userId)).filter((event) => 'unread' in event.data)).toEqual([]);

    // Reading again what is read changes nothing and tells nobody.
    const again = await request(owner.app)
      .post('/api/v1/me/notifications/read')
      .set('Cookie', owner.cookie('/api'))
      .set(...XRW)
      .send({ ids: [mine[0]] })
      .expect(200);
    expect(again.body).toEqual({ unread: 5 });
    expect((await events(owner.userId)).length).toBe(before + 1);

    // The other person cannot mark the owner's.
    const theirTry = await request(other.app)
      .post('/api/v1/me/notifications/read')
      .set('Cookie', other.cookie('/api'))
      .set(...XRW)
      .send({ ids: [mine[1]] })
      .expect(200);
    expect(theirTry.body).toEqual({ unread: 1 });
    const list = await request(owner.app)
      .get('/api/v1/me/notifications')
      .set('Cookie', owner.cookie('/api'))
      .set(...XRW)
      .expect(200);
    expect(list.body.unread).toBe(5);
    expect(list.body.items.find((n: { id: number }) => n.id === mine[1]).readAt).toBeNull();
    expect(list.body.items.find((n: { id: number }) => n.id === mine[0]).readAt).not.toBeNull();
  });

  test('the viewer comes with its unread notifications and messages (GET /api/v1/me, and every page)', async () => {
    const me = await request(owner.app)
      .get('/api/v1/me')
      .set('Cookie', owner.cookie('/api'))
      .set(...XRW)
      .expect(200);
    expect(me.body.unread).toEqual({ notifications: 5, messages: 0 });

    // Messages: the other side's after the person's read receipt, as client and as the specialist they answer for.
    const specialistId = await makeSpecialist(db, { nickname: 'notif.tester' });
    await db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [specialistId, owner.userId]);
    const asSpecialist = await makeSpecialist(db, { nickname: 'notif.other' });
    const { rows: convs } = await db.query<{ id: number }>(`INSERT INTO conversations (client_user_id, specialist_id) VALUES ($1, $2), ($3, $4) RETURNING id`, [
      other.userId,
      specialistId,
      owner.userId,
      asSpecialist,
    ]);
    const [toOwnerAsSpecialist, ownerAsClient] = convs.map((row) => Number(row.id));
    const say = async (conversation: number, side: 'client' | 'specialist', body: string) =>
      Number(
        (
          await db.query<{ id: number }>('INSERT INTO conversation_messages (conversation_id, side, body) VALUES ($1, $2, $3) RETURNING id', [
            conversation,
            side,
            body,
          ])
        ).rows[0]!.id,
      );
    await say(toOwnerAsSpecialist!, 'client', 'Salom');
    const second = await say(toOwnerAsSpecialist!, 'client', 'Savolim bor');
    await say(toOwnerAsSpecialist!, 'specialist', 'Eshitaman'); // the owner's own: never unread to them
    await say(ownerAsClient!, 'specialist', 'Hello');
    await say(ownerAsClient!, 'client', 'Hi'); // own

    const counted = await request(owner.app)
      .get('/api/v1/me')
      .set('Cookie', owner.cookie('/api'))
      .set(...XRW)
      .expect(200);
    expect(counted.body.unread).toEqual({ notifications: 5, messages: 3 });
    // The client's side: the owner's one answer is unread to them.
    const client = await request(other.app)
      .get('/api/v1/me')
      .set('Cookie', other.cookie('/api'))
      .set(...XRW)
      .expect(200);
    expect(client.body.unread).toEqual({ notifications: 1, messages: 1 });

    await db.query('UPDATE conversations SET specialist_read_id = $2 WHERE id = $1', [toOwnerAsSpecialist, second]);
    const read = await request(owner.app)
      .get('/api/v1/me')
      .set('Cookie', owner.cookie('/api'))
      .set(...XRW)
      .expect(200);
    expect(read.body.unread).toEqual({ notifications: 5, messages: 1 });

    // The page's boot payload carries them too.
    const page = await request(owner.app).get('/en/services').set('Cookie', owner.cookie('/en/services')).expect(200);
    expect(page.text).toContain('"unread":{"notifications":5,"messages":1}');
    expect(page.text).toContain('aria-label="Notifications, 5 unread"');
    expect(page.text).toContain('href="/en/home/notifications"');
    // A guest's page has no bell.
    const guest = await request(owner.app).get('/en/services').set('Cookie', 'lang=en; i18n_redirected=en').expect(200);
    expect(guest.text).not.toContain('data-testid="notification-bell"');
  });

  test('/home/notifications: the owner’s list in three languages; a guest is sent to sign in', async () => {
    const pages = {
      en: {
        path: '/en/home/notifications',
        texts: ['Notifications', 'Aziz Karimov sent you a quote', 'Daʼvo arizasi: 1,500,000 UZS', 'Order HQ-000005 is paid', 'Mark all as read'],
      },
      ru: {
        path: '/ru/home/notifications',
        texts: ['Уведомления', 'Новое предложение цены: Aziz Karimov', 'Daʼvo arizasi: 1 500 000 сум', 'Заказ HQ-000005 оплачен'],
      },
      uz: {
        path: '/home/notifications',
        texts: ['Bildirishnomalar', 'Yangi narx taklifi: Aziz Karimov', 'Daʼvo arizasi: 1 500 000 soʻm', 'HQ-000005 buyurtma toʻlandi'],
      },
    };
    for (const [lang, page] of Object.entries(pages)) {
      const res = await request(owner.app)
        .get(page.path)
        .set('Cookie', `${owner.jar.header(page.path)}; lang=${lang}`)
        .expect(200);
      expect(res.headers['cache-control']).toMatch(/private|no-store|no-cache/);
      expect(res.text).toContain('<meta name="robots" content="noindex');
      for (const text of page.texts) expect(res.text.replaceAll('&#x27;', "'")).toContain(text);
      expect(res.text).not.toContain('HQ-000009');
      expect(res.text).toContain(`href="${lang === 'uz' ? '' : `/${lang}`}/home/sales/5"`);
    }
    const guest = await request(owner.app).get('/ru/home/notifications').set('Cookie', 'lang=ru; i18n_redirected=ru').expect(302);
    expect(guest.headers.location).toBe(`https://huquq.test/auth/sign-in?returnTo=${encodeURIComponent('/ru/home/notifications')}`);
    const payload = await request(owner.app).get('/en/home/notifications/_payload.json').set('Cookie', owner.cookie('/en/home/notifications')).expect(200);
    expect(payload.body.data.unread).toBe(5);
    expect(payload.body.data.list).toMatchObject({ total: 6, pages: 1, pageSize: 20 });
  });

  test('/home shows the notifications card and the Telegram section', async () => {
    const res = await request(owner.app).get('/en/home').set('Cookie', owner.cookie('/en/home')).expect(200);
    expect(res.text).toContain('data-testid="home-notifications"');
    expect(res.text).toContain('5 unread');
    expect(res.text).toContain('data-testid="home-telegram"');
  });

  test('“Mark all as read” without JavaScript: the form posts to the page, which marks them and comes back with a flash', async () => {
    const path = '/en/home/notifications';
    // Without the form token (a forged post) nothing happens.
    await request(owner.app).post(path).set('Cookie', owner.cookie(path)).type('form').send({}).expect(403);
    await request(owner.app)
      .post(path)
      .set('Cookie', owner.cookie(path))
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ _csrf: csrfTokenFor(owner.token) })
      .expect(403);
    expect(
      (
        await request(owner.app)
          .get('/api/v1/me')
          .set('Cookie', owner.cookie('/api'))
          .set(...XRW)
      ).body.unread.notifications,
    ).toBe(5);

    const res = await request(owner.app)
      .post(path)
      .set('Cookie', owner.cookie(path))
      .set('Origin', 'https://huquq.test')
      .type('form')
      .send({ _csrf: csrfTokenFor(owner.token) })
      .expect(303);
    expect(res.headers.location).toBe(path);
    expect(String(res.headers['set-cookie'])).toContain('flash=');
    const { rows } = await db.query<{ unread: number }>('SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL', [
      owner.userId,
    ]);
    expect(rows[0]!.unread).toBe(0);
    // The other person's are as they were.
    const theirs = await db.query<{ unread: number }>('SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL', [
      other.userId,
    ]);
    expect(theirs.rows[0]!.unread).toBe(1);
    expect((await events(owner.userId)).at(-1)).toMatchObject({ kind: 'notification', data: { unread: 0 } });

    const after = await request(owner.app).get(path).set('Cookie', owner.cookie(path)).expect(200);
    expect(after.text).toContain('Everything is read.');
    expect(after.text).not.toContain('data-testid="mark-all"');

    // A guest's post is sent to sign in.
    const guest = await request(owner.app)
      .post(path)
      .set('Cookie', 'lang=en; i18n_redirected=en')
      .set('Origin', 'https://huquq.test')
      .type('form')
      .send({})
      .expect(303);
    expect(guest.headers.location).toBe(`/auth/sign-in?returnTo=${encodeURIComponent(path)}`);
  });

  test('an empty list says so', async () => {
    const fresh = await signedIn(3);
    await db.query('DELETE FROM notifications WHERE user_id = $1', [fresh.userId]);
    const res = await request(fresh.app).get('/en/home/notifications').set('Cookie', fresh.cookie('/en/home/notifications')).expect(200);
    expect(res.text).toContain('No notifications yet');
    expect(res.text).toContain('Everything is read.');
  });
});
