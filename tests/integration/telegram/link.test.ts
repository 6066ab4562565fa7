/**
 * Linking a Telegram chat (issue 31, ADR 021) through the whole application on a database of the
 * file's own, with the local Bot API stand-in (no token: outside production, /_telegram):
 * the webhook's secret (401 without it, never a stack), `/start <token>` linking once within 15
 * minutes (an expired or used token does not; a chat linked to someone else moves), `/stop`, the
 * help; the operations of /me/telegram (the link's URL, the kinds, unlinking, the Web App's
 * initData: a wrong hash is 422); the stand-in's page and its "Start" button running it all.
 */
import { createHmac } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import type { TelegramLink } from '../../../shared/api/notifications/contract';
import { NOTIFICATION_KINDS } from '../../../shared/api/notifications/contract';
import { DEMO_CITIZENS } from '../../../server/auth/oneid-standin';
import type { Database } from '../../../server/db/adapter';
import { linkTokenHash } from '../../../server/telegram/link-token';
import { STANDIN_BOT } from '../../../server/telegram/settings';
import { STANDIN_CHAT_ID } from '../../../server/telegram/standin';
import { createTestApp } from '../../support/app';
import { migratedDatabase } from '../auth/support';
import { signedInVisitor, TEST_ENV, type SignedInVisitor } from '../api/support';
import type { TestDatabase } from '../db/test-database';

jest.setTimeout(120_000);

const SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';
let handle: TestDatabase;
let db: Database;
let app: Express;
let dilnoza: SignedInVisitor;
let aziz: SignedInVisitor;
let dilnozaId: number;
let azizId: number;
let updateId = 1;

const userIdOf = async (citizen: number) =>
  Number((await db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [DEMO_CITIZENS[citizen]!.pin])).rows[0]!.id);

beforeAll(async () => {
  handle = await migratedDatabase();
  db = handle.db;
  app = createTestApp(TEST_ENV, { db }).app;
  dilnoza = await signedInVisitor(app, 0);
  aziz = await signedInVisitor(app, 1);
  dilnozaId = await userIdOf(0);
  azizId = await userIdOf(1);
  // Dilnoza reads the site in Russian (her links are made on Russian pages): the bot answers her in it.
  await db.query("UPDATE users SET locale = 'ru' WHERE id = $1", [dilnozaId]);
});

afterAll(async () => {
  await handle?.dispose();
});

/** An Update as Telegram posts it: a private chat's message. */
function update(chatId: number, text: string, extra: Record<string, unknown> = {}) {
  return {
    update_id: updateId++,
    message: {
      message_id: updateId,
      date: 1_764_000_000,
      chat: { id: chatId, type: 'private' },
      from: { id: chatId, is_bot: false, first_name: 'A', username: 'someone' },
      text,
      ...extra,
    },
  };
}

const webhook = (body: unknown, secret: string | null = STANDIN_BOT.secret) => {
  const req = request(app).post('/api/telegram/webhook').set('Content-Type', 'application/json');
  return (secret === null ? req : req.set(SECRET_HEADER, secret)).send(JSON.stringify(body));
};

/** A new link token of the visitor, from the URL the API answers. */
async function linkToken(visitor: SignedInVisitor): Promise<string> {
  // A link made on a page keeps that page's language as the one the bot writes in.
  const res = await visitor.post(`/api/v1/me/telegram/link?lang=${visitor === dilnoza ? 'ru' : 'uz'}`);
  expect(res.status).toBe(201);
  const url = new URL(res.body.url as string);
  return url.searchParams.get('start')!;
}

const linkOf = async (userId: number) =>
  (await db.query<{ chat_id: number; username: string | null }>('SELECT chat_id, username FROM telegram_links WHERE user_id = $1', [userId])).rows[0];

describe('the webhook', () => {
  test('a missing or wrong secret is 401, before the body is read, without a stack', async () => {
    for (const secret of [null, 'wrong', `${STANDIN_BOT.secret}x`, '']) {
      const res = await webhook(update(1, '/stop'), secret);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'unauthorized', message: 'Unknown webhook secret' } });
    }
    // Even a body that is not JSON: the secret is checked first.
    const garbage = await request(app).post('/api/telegram/webhook').set('Content-Type', 'application/json').send('{not json');
    expect(garbage.status).toBe(401);
    const malformed = await request(app)
      .post('/api/telegram/webhook')
      .set('Content-Type', 'application/json')
      .set(SECRET_HEADER, STANDIN_BOT.secret)
      .send('{not json');
    expect(malformed.status).toBe(400);
    expect(malformed.text).not.toMatch(/at .*\.ts|SyntaxError/);
    expect((await request(app).get('/api/telegram/webhook')).status).not.toBe(200);
  });

  test('/start <token> links the chat to the token’s person and answers in their site language', async () => {
    const token = await linkToken(dilnoza);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's SHA-256 is kept.
    const kept = await db.query('SELECT 1 FROM telegram_link_tokens WHERE token_hash = $1 AND user_id = $2', [linkTokenHash(token), dilnozaId]);
    expect(kept.rows).toHaveLength(1);
    expect((await db.query('SELECT 1 FROM telegram_link_tokens WHERE token_hash = $1', [token])).rows).toHaveLength(0);

    const res = await webhook(
      update(5001, `/start ${token}`, { from: { id: 5001, is_bot: false, first_name: 'D', username: 'dilnoza_y', language_code: 'en' } }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ method: 'sendMessage', chat_id: 5001, text: expect.stringMatching(/^Готово: этот чат привязан/) });
    expect(await linkOf(dilnozaId)).toEqual({ chat_id: 5001, username: 'dilnoza_y' });
  });

  test('a used token links nothing again, and an expired one neither', async () => {
    const token = await linkToken(aziz);
    expect((await webhook(update(6001, `/start ${token}`))).body.text).toMatch(/^Tayyor:/);
    // Used: another chat cannot take it.
    const again = await webhook(update(6002, `/start ${token}`, { from: { id: 6002, is_bot: false, first_name: 'X', language_code: 'en' } }));
    expect(again.status).toBe(200);
    expect(again.body.text).toMatch(/^This link has expired or was already used/);
    expect((await linkOf(azizId))?.chat_id).toBe(6001);

    const late = await linkToken(aziz);
    await db.query("UPDATE telegram_link_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [linkTokenHash(late)]);
    const expired = await webhook(update(6003, `/start ${late}`));
    expect(expired.status).toBe(200);
    expect(expired.body.text).toMatch(/muddati oʻtgan/);
    expect((await linkOf(azizId))?.chat_id).toBe(6001);
    // Not a token of ours at all.
    expect((await webhook(update(6003, '/start nonsense'))).body.text).toMatch(/muddati oʻtgan/);
  });

  test('a chat linked to someone else moves to the new person', async () => {
    const token = await linkToken(aziz);
    expect((await webhook(update(5001, `/start ${token}`))).status).toBe(200);
    expect((await linkOf(azizId))?.chat_id).toBe(5001);
    expect(await linkOf(dilnozaId)).toBeUndefined();
  });

  test('/stop unlinks; anything else gets the help; other chats and updates are ignored with 200', async () => {
    const stop = await webhook(update(5001, '/stop'));
    expect(stop.body.text).toMatch(/^Bu chat Huquq hisobingizdan uzildi/);
    expect(await linkOf(azizId)).toBeUndefined();
    expect((await webhook(update(5001, '/stop'))).body.text).toMatch(/^Bu chat Huquq hisobiga ulanmagan/);
    const help = await webhook(update(5001, 'salom', { from: { id: 5001, is_bot: false, first_name: 'A', language_code: 'ru' } }));
    expect(help.body).toEqual({ method: 'sendMessage', chat_id: 5001, text: expect.stringContaining('/stop') });
    expect(help.body.text).toMatch(/^Этот бот/);
    const group = await webhook({ update_id: updateId++, message: { message_id: 1, date: 1, chat: { id: -100123, type: 'group' }, text: '/stop' } });
    expect(group.status).toBe(200);
    expect(group.body).toEqual({});
    const edited = await webhook({ update_id: updateId++, edited_message: { message_id: 1, date: 1, chat: { id: 5001, type: 'private' }, text: 'x' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({});
  });
});

describe('the operations of /me/telegram', () => {
  test('read: the stand-in bot is available, nothing linked, every kind offered', async () => {
    await dilnoza.del('/api/v1/me/telegram');
    const res = await dilnoza.get('/api/v1/me/telegram');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      available: true,
      bot: STANDIN_BOT.username,
      linked: false,
      username: null,
      kinds: [...NOTIFICATION_KINDS],
    } satisfies TelegramLink);
    expect((await request(app).get('/api/v1/me/telegram')).status).toBe(401);
  });

  test('the link: a one-time token for 15 minutes, on the stand-in’s page', async () => {
    const before = Date.now();
    const res = await dilnoza.post('/api/v1/me/telegram/link?lang=ru');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^https:\/\/huquq\.test\/_telegram\?start=[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(res.body.expiresAt as string);
    expect(expires - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(15 * 60_000 + 5000);
  });

  test('kinds: 404 while unlinked; once linked, chosen, kept in the table’s order; unlink is 204', async () => {
    expect((await dilnoza.put('/api/v1/me/telegram', { kinds: ['message'] })).status).toBe(404);
    const token = await linkToken(dilnoza);
    await webhook(update(7001, `/start ${token}`));
    const set = await dilnoza.put('/api/v1/me/telegram', { kinds: ['order_paid', 'message', 'message'] });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ available: true, bot: STANDIN_BOT.username, linked: true, username: 'someone', kinds: ['message', 'order_paid'] });
    expect((await dilnoza.put('/api/v1/me/telegram', { kinds: ['nonsense'] })).status).toBe(400);
    expect((await dilnoza.put('/api/v1/me/telegram', { kinds: [] })).body.kinds).toEqual([]);
    // notify_user now writes no delivery for her.
    await db.query("SELECT notify_user($1, 'message', '{}'::jsonb, '/home')", [dilnozaId]);
    expect(
      (await db.query('SELECT 1 FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE n.user_id = $1', [dilnozaId])).rows,
    ).toHaveLength(0);
    const gone = await dilnoza.del('/api/v1/me/telegram');
    expect(gone.status).toBe(204);
    expect((await dilnoza.get('/api/v1/me/telegram')).body.linked).toBe(false);
    expect((await dilnoza.del('/api/v1/me/telegram')).status).toBe(204);
  });

  /** initData as Telegram signs it with `token`. */
  function initData(token: string, user: Record<string, unknown>, authDate = Math.floor(Date.now() / 1000) - 30): string {
    const fields: Record<string, string> = { query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', user: JSON.stringify(user), auth_date: String(authDate) };
    const checkString = Object.keys(fields)
      .sort()
      .map((key) => `${key}=${fields[key]}`)
      .join('\n');
    const secret = createHmac('sha256', 'WebAppData').update(token).digest();
    return new URLSearchParams({ ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') }).toString();
  }

  test('the Web App: a wrong hash or stale initData is 422 telegram_init_data; the right one links user.id', async () => {
    const wrong = await dilnoza.post('/api/v1/me/telegram/webapp', { initData: initData('42:another-bot-token-aaaaaaaaaaaaaaaaaaa', { id: 8001 }) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('telegram_init_data');
    expect(wrong.body.error.message).toBeTruthy();
    const stale = await dilnoza.post('/api/v1/me/telegram/webapp', {
      initData: initData(STANDIN_BOT.token, { id: 8001 }, Math.floor(Date.now() / 1000) - 2 * 86_400),
    });
    expect(stale.status).toBe(422);
    expect((await dilnoza.post('/api/v1/me/telegram/webapp', {})).status).toBe(400);
    expect(await linkOf(dilnozaId)).toBeUndefined();

    const right = await dilnoza.post('/api/v1/me/telegram/webapp', {
      initData: initData(STANDIN_BOT.token, { id: 8001, first_name: 'Dilnoza', username: 'dilnoza_y' }),
    });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ linked: true, username: 'dilnoza_y' });
    expect(await linkOf(dilnozaId)).toEqual({ chat_id: 8001, username: 'dilnoza_y' });
  });

  test('without a bot (the stand-in off): reading says unavailable, linking is 503 telegram_unavailable, unlinking works', async () => {
    const noBot = createTestApp({ ...TEST_ENV, TELEGRAM_STANDIN: 'off' }, { db }).app;
    const visitor = await signedInVisitor(noBot, 2);
    expect((await visitor.get('/api/v1/me/telegram')).body).toMatchObject({ available: false, bot: null, linked: false });
    for (const res of [
      await visitor.post('/api/v1/me/telegram/link'),
      await visitor.post('/api/v1/me/telegram/webapp', { initData: 'hash=00' }),
      await visitor.put('/api/v1/me/telegram', { kinds: [] }),
    ]) {
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('telegram_unavailable');
    }
    expect((await visitor.del('/api/v1/me/telegram')).status).toBe(204);
    // No webhook and no stand-in either.
    expect((await request(noBot).post('/api/telegram/webhook').set(SECRET_HEADER, STANDIN_BOT.secret).send({})).status).not.toBe(200);
    expect((await request(noBot).get('/_telegram/messages.json')).status).not.toBe(200);
  });
});

describe('the stand-in', () => {
  /** A form post from the stand-in's own page (its Origin). */
  const fromPage = (path: string) => request(app).post(path).set('Host', 'huquq.test').set('Origin', 'http://huquq.test').type('form');

  test('pressing Start with a link token calls our webhook, links the chat and keeps the bot’s answer', async () => {
    await dilnoza.del('/api/v1/me/telegram');
    const token = await linkToken(dilnoza);
    const page = await request(app).get(`/_telegram?start=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`value="${token}"`);
    expect(page.text).not.toContain('<script');

    const start = await fromPage('/_telegram/start').send({ token, chat_id: '9001', username: 'from_standin' });
    expect(start.status).toBe(303);
    expect(start.headers.location).toBe('/_telegram');
    expect(await linkOf(dilnozaId)).toEqual({ chat_id: 9001, username: 'from_standin' });
    const { messages } = (await request(app).get('/_telegram/messages.json')).body as { messages: Array<{ chatId: number; text: string; via: string }> };
    expect(messages.at(-1)).toMatchObject({ chatId: 9001, via: 'webhook', text: expect.stringMatching(/^Готово/) });
    const shown = await request(app).get('/_telegram').set('Cookie', 'lang=en');
    expect(shown.text).toContain('Messages the bot sent');
    expect(shown.text).toContain('Готово: этот чат привязан');

    // /stop from the page's second form.
    expect((await fromPage('/_telegram/send').send({ text: '/stop', chat_id: '9001' })).status).toBe(303);
    expect(await linkOf(dilnozaId)).toBeUndefined();
  });

  test('answers as the Bot API does, and as it is told to: 429 with retry_after, 403 blocked', async () => {
    const bot = `/_telegram/bot${STANDIN_BOT.token}`;
    const me = await request(app).post(`${bot}/getMe`).send({});
    expect(me.body).toMatchObject({ ok: true, result: { is_bot: true, username: STANDIN_BOT.username } });
    expect((await request(app).post('/_telegram/bot1:wrong/getMe').send({})).body).toEqual({ ok: false, error_code: 401, description: 'Unauthorized' });
    const sent = await request(app)
      .post(`${bot}/sendMessage`)
      .send({ chat_id: STANDIN_CHAT_ID, text: 'Hello', reply_markup: { inline_keyboard: [[{ text: 'Open', url: 'https://huquq.test/home' }]] } });
    expect(sent.body).toMatchObject({ ok: true, result: { message_id: expect.any(Number), chat: { id: STANDIN_CHAT_ID }, text: 'Hello' } });

    expect((await fromPage('/_telegram/answers').send({ answer: '429', retry_after: '7', count: '1' })).status).toBe(303);
    expect((await fromPage('/_telegram/answers').send({ answer: '403', count: '1' })).status).toBe(303);
    const limited = await request(app).post(`${bot}/sendMessage`).send({ chat_id: 1, text: 'x' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ ok: false, error_code: 429, description: 'Too Many Requests: retry after 7', parameters: { retry_after: 7 } });
    const blocked = await request(app).post(`${bot}/sendMessage`).send({ chat_id: 1, text: 'x' });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' });
    expect((await request(app).post(`${bot}/sendMessage`).send({ chat_id: 1, text: 'x' })).status).toBe(200);

    const { messages } = (await request(app).get('/_telegram/messages.json')).body as { messages: Array<{ text: string; button: unknown }> };
    expect(messages.find((m) => m.text === 'Hello')?.button).toEqual({ text: 'Open', url: 'https://huquq.test/home' });
  });

  test('its forms are refused from another site', async () => {
    const res = await request(app).post('/_telegram/answers').set('Origin', 'https://evil.example').type('form').send({ answer: '403' });
    expect(res.status).toBe(403);
    expect((await request(app).post('/_telegram/start').type('form').send({ token: 'x' })).status).toBe(403);
  });
});
