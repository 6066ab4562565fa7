import request from 'supertest';
import type { Database } from '../../../server/db/adapter';
import { findSession, hashSessionToken } from '../../../server/auth/sessions';
import type { TestDatabase } from '../db/test-database';
import { CookieJar, authApp, engineName, migratedDatabase, reachCallback, setCookieLines } from './support';

jest.setTimeout(60_000);

let handle: TestDatabase;
let db: Database;
beforeAll(async () => {
  handle = await migratedDatabase();
  db = handle.db;
});
afterAll(() => handle.dispose());

interface SessionItem {
  id: number;
  current: boolean;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  userAgent: string | null;
  ipAddress: string | null;
}

const XRW = ['X-Requested-With', 'huquq'] as const;

async function signedIn(citizen: number, userAgent = 'TestBrowser/1.0') {
  const app = authApp(db);
  const jar = new CookieJar();
  const { callback } = await reachCallback(app, jar, { citizen });
  jar.store(await request(app).get(callback).set('User-Agent', userAgent).set('Cookie', jar.header(callback)).expect(302));
  return { app, jar, token: jar.get('act')! };
}

async function list(app: Parameters<typeof request>[0], token: string): Promise<SessionItem[]> {
  const res = await request(app).get('/api/v1/me/sessions').set('act', token).expect(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return (res.body as { items: SessionItem[] }).items;
}

describe(`the visitor's sessions, /api/v1/me/sessions (${engineName})`, () => {
  test('lists the signed-in user’s own sessions, the current one marked, with no token or full address', async () => {
    const phone = await signedIn(3, 'Phone/1');
    const laptop = await signedIn(3, 'Laptop/2');
    const items = await list(laptop.app, laptop.token);
    expect(items.length).toBeGreaterThanOrEqual(2);
    const current = items.filter((item) => item.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.userAgent).toBe('Laptop/2');
    expect(items.some((item) => item.userAgent === 'Phone/1' && !item.current)).toBe(true);
    const text = JSON.stringify(items);
    expect(text).not.toContain(phone.token);
    expect(text).not.toContain(hashSessionToken(phone.token));
    for (const item of items) expect(item.ipAddress ?? '').not.toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    // By cookie as well as by the act header.
    const byCookie = await request(laptop.app).get('/api/v1/me/sessions').set('Cookie', `act=${laptop.token}`).expect(200);
    expect((byCookie.body as { total: number }).total).toBe(items.length);
  });

  test('without a session, or with an unknown one: 401 in the API error shape', async () => {
    const app = authApp(db);
    const none = await request(app).get('/api/v1/me/sessions').expect(401);
    expect(none.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    await request(app).get('/api/v1/me/sessions').set('act', 'x'.repeat(43)).expect(401);
    await request(app)
      .delete('/api/v1/me/sessions/1')
      .set(...XRW)
      .expect(401);
  });

  test('another user’s session can be neither seen nor revoked', async () => {
    const alice = await signedIn(0);
    const bob = await signedIn(1);
    const bobsIds = (await list(bob.app, bob.token)).map((item) => item.id);
    const alicesIds = (await list(alice.app, alice.token)).map((item) => item.id);
    expect(alicesIds.some((id) => bobsIds.includes(id))).toBe(false);

    const bobsCurrent = (await list(bob.app, bob.token)).find((item) => item.current)!.id;
    const attempt = await request(alice.app)
      .delete(`/api/v1/me/sessions/${bobsCurrent}`)
      .set('act', alice.token)
      .set(...XRW)
      .expect(404);
    expect(attempt.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    // Bob is still signed in.
    expect((await list(bob.app, bob.token)).some((item) => item.id === bobsCurrent)).toBe(true);
  });

  test('revoking another of one’s own sessions signs that browser out; revoking the current one clears the cookies', async () => {
    const first = await signedIn(2, 'Old/1');
    const second = await signedIn(2, 'New/2');
    const firstId = (await list(first.app, first.token)).find((item) => item.current)!.id;
    await request(second.app)
      .delete(`/api/v1/me/sessions/${firstId}`)
      .set('act', second.token)
      .set(...XRW)
      .expect(204);
    await request(first.app).get('/api/v1/me/sessions').set('act', first.token).expect(401);

    const secondId = (await list(second.app, second.token)).find((item) => item.current)!.id;
    const self = await request(second.app)
      .delete(`/api/v1/me/sessions/${secondId}`)
      .set('Cookie', `act=${second.token}`)
      .set(...XRW)
      .expect(204);
    expect(setCookieLines(self, 'act')[0]).toMatch(/^act=;.*Expires=Thu, 01 Jan 1970/);
    await request(second.app).get('/api/v1/me/sessions').set('act', second.token).expect(401);
  });

  test('malformed ids answer 404; a DELETE without proof of a same-site request is refused', async () => {
    const { app, token } = await signedIn(0);
    await request(app)
      .delete('/api/v1/me/sessions/abc')
      .set('act', token)
      .set(...XRW)
      .expect(404);
    await request(app)
      .delete('/api/v1/me/sessions/0')
      .set('act', token)
      .set(...XRW)
      .expect(404);
    await request(app)
      .delete('/api/v1/me/sessions/99999999999999999999')
      .set('act', token)
      .set(...XRW)
      .expect(404);
    const id = (await list(app, token))[0]!.id;
    const csrf = await request(app).delete(`/api/v1/me/sessions/${id}`).set('Cookie', `act=${token}`).expect(403);
    expect((csrf.body as { error: { code: string } }).error.code).toBe('csrf');
  });

  test('expiry slides with use, and last use is written at most once a minute', async () => {
    const { token } = await signedIn(1);
    const hash = hashSessionToken(token);
    await db.query("UPDATE sessions SET last_used_at = now() - interval '10 minutes', expires_at = now() + interval '1 day' WHERE token_hash = $1", [hash]);
    const touched = await findSession(db, token, { ttlDays: 30 });
    expect(touched?.touched).toBe(true);
    expect(touched!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    const again = await findSession(db, token, { ttlDays: 30 });
    expect(again?.touched).toBe(false);
    expect(again!.lastUsedAt.getTime()).toBe(touched!.lastUsedAt.getTime());
    // An expired session is no session.
    await db.query("UPDATE sessions SET created_at = now() - interval '2 days', expires_at = now() - interval '1 second' WHERE token_hash = $1", [hash]);
    expect(await findSession(db, token, { ttlDays: 30 })).toBeNull();
  });

  test('when a session slides, the browser’s cookie slides with it (not for the act header)', async () => {
    const { app, token } = await signedIn(0);
    const age = "UPDATE sessions SET last_used_at = now() - interval '5 minutes' WHERE token_hash = $1";
    await db.query(age, [hashSessionToken(token)]);
    const byCookie = await request(app).get('/api/v1/me/sessions').set('Cookie', `act=${token}`).expect(200);
    const [line] = setCookieLines(byCookie, 'act');
    expect(line).toMatch(new RegExp(`^act=${token}; Max-Age=2592000; Path=/; Expires=.*; HttpOnly; Secure; SameSite=Lax$`));
    // Within the minute nothing is written again.
    expect(setCookieLines(await request(app).get('/api/v1/me/sessions').set('Cookie', `act=${token}`).expect(200), 'act')).toEqual([]);
    await db.query(age, [hashSessionToken(token)]);
    expect(setCookieLines(await request(app).get('/api/v1/me/sessions').set('act', token).expect(200), 'act')).toEqual([]);
  });
});
