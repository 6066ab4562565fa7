/**
 * The notifications' delivery worker (server/notifications/worker.ts, ADR 021) on a database of the
 * file's own, sending to the Bot API stand-in listening on a port of its own (the real undici
 * client, the real HTTP): a notification delivered once, in the person's language with the page's
 * button; a kind turned off or an unlinked person dropped unsent; Telegram's 429 honoured
 * (next_attempt_at, the process pausing); a blocked chat unlinked and its delivery dropped; other
 * failures retried with back-off, then given up; two workers on one database never sending one
 * delivery twice; a worker dying after its claim leaving the delivery to the other once the lease
 * runs out; the quotes' day-before reminder, once.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import type { Database } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import { claimDeliveries, markSent } from '../../../server/notifications/queue';
import { createNotificationWorker, type NotificationWorkerOptions } from '../../../server/notifications/worker';
import { createLogger } from '../../../server/ops/logger';
import type { BotApi } from '../../../server/telegram/bot-api';
import { STANDIN_BOT, type TelegramSettings } from '../../../server/telegram/settings';
import { createTelegramStandin, type TelegramStandin } from '../../../server/telegram/standin';
import { loadLocaleResources } from '../../../server/web/i18n';
import { makeSpecialist, makeUser } from '../db/factories';
import { createTestDatabase, type TestDatabase } from '../db/test-database';

jest.setTimeout(120_000);

const resources = loadLocaleResources(path.resolve('locales'));
const ORIGIN = 'https://huquq.test';
let handle: TestDatabase;
let db: Database;
let standin: TelegramStandin;
let server: Server;
let telegram: TelegramSettings;
let chatSeq = 10_000;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await migrate(db);
  standin = createTelegramStandin({ ...STANDIN_BOT, resources });
  const bot = express();
  bot.use('/_telegram', standin.router);
  server = createServer(bot).listen(0, '127.0.0.1');
  await once(server, 'listening');
  telegram = {
    ...STANDIN_BOT,
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/_telegram`,
    standin: true,
    publicOrigin: ORIGIN,
    timeoutMs: 5_000,
  };
});

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  await handle?.dispose();
});

beforeEach(async () => {
  standin.clear();
  // Each test starts with an empty outbox.
  await db.query("UPDATE notification_deliveries SET state = 'dropped' WHERE state = 'pending'");
});

const worker = (options: Partial<NotificationWorkerOptions> = {}) =>
  createNotificationWorker({ db, logger: createLogger('silent'), resources, telegram, random: () => 0.5, ...options });

/** A person with a linked chat, receiving `kinds` (default all). */
async function linkedPerson(locale: 'uz' | 'ru' | 'en' = 'uz', kinds?: string[]): Promise<{ userId: number; chatId: number }> {
  const userId = await makeUser(db);
  const chatId = ++chatSeq;
  await db.query('UPDATE users SET locale = $2 WHERE id = $1', [userId, locale]);
  await db.query('INSERT INTO telegram_links (user_id, chat_id) VALUES ($1, $2)', [userId, chatId]);
  if (kinds) await db.query('UPDATE telegram_links SET kinds = $2 WHERE user_id = $1', [userId, kinds]);
  return { userId, chatId };
}

async function notify(userId: number, kind: string, data: Record<string, unknown>, path: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT notify_user($1, $2, $3::jsonb, $4) AS id', [userId, kind, JSON.stringify(data), path]);
  return Number(rows[0]!.id);
}

interface DeliveryRow {
  state: string;
  attempts: number;
  next_attempt_at: Date;
  locked_until: Date | null;
  last_error: string | null;
}
const deliveryOf = async (notificationId: number) =>
  (
    await db.query<DeliveryRow>('SELECT state, attempts, next_attempt_at, locked_until, last_error FROM notification_deliveries WHERE notification_id = $1', [
      notificationId,
    ])
  ).rows[0]!;

const sentTo = (chatId: number) => standin.messages.filter((m) => m.chatId === chatId);

test('a notification is delivered once, in the person’s language, with a button to its page in that language', async () => {
  const ru = await linkedPerson('ru');
  const uz = await linkedPerson('uz');
  const n1 = await notify(ru.userId, 'message', { conversationId: 12, from: 'Aziz Karimov', excerpt: 'Добрый день!' }, '/home/messages/12');
  const n2 = await notify(uz.userId, 'order_paid', { orderId: 7, number: 'HQ-000007' }, '/home/sales/7');
  const w = worker();
  const round = await w.runOnce();
  expect(round).toMatchObject({ claimed: 2, sent: 2 });
  expect(sentTo(ru.chatId)).toEqual([
    expect.objectContaining({ text: expect.stringContaining('Aziz Karimov'), button: { text: 'Открыть на Huquq', url: `${ORIGIN}/ru/home/messages/12` } }),
  ]);
  expect(sentTo(ru.chatId)[0]!.text).toContain('Добрый день!');
  expect(sentTo(uz.chatId)).toEqual([
    expect.objectContaining({ text: expect.stringContaining('HQ-000007'), button: { text: 'Huquqda ochish', url: `${ORIGIN}/home/sales/7` } }),
  ]);
  expect(await deliveryOf(n1)).toMatchObject({ state: 'sent', attempts: 1, locked_until: null, last_error: null });
  expect((await deliveryOf(n2)).state).toBe('sent');
  // Nothing twice.
  expect((await w.runOnce()).claimed).toBe(0);
  expect(standin.messages).toHaveLength(2);
});

test('a kind turned off after the notification, or a person who unlinked, is dropped unsent', async () => {
  const a = await linkedPerson('en');
  const b = await linkedPerson('en');
  const off = await notify(a.userId, 'review_written', { stars: 5, from: 'Nodira' }, '/home');
  const gone = await notify(b.userId, 'message', {}, '/home/messages/1');
  await db.query("UPDATE telegram_links SET kinds = ARRAY['message'] WHERE user_id = $1", [a.userId]);
  await db.query('DELETE FROM telegram_links WHERE user_id = $1', [b.userId]);
  expect(await worker().runOnce()).toMatchObject({ claimed: 2, dropped: 2, sent: 0 });
  expect(await deliveryOf(off)).toMatchObject({ state: 'dropped', last_error: 'kind review_written turned off' });
  expect(await deliveryOf(gone)).toMatchObject({ state: 'dropped', last_error: 'unlinked' });
  expect(standin.messages).toHaveLength(0);
});

test('Telegram’s 429 retry_after is honoured: the delivery waits that long, unattempted, and the process pauses', async () => {
  const p = await linkedPerson();
  const first = await notify(p.userId, 'order_done', { orderId: 1, number: 'HQ-000001' }, '/home/orders/1');
  const second = await notify(p.userId, 'order_done', { orderId: 2, number: 'HQ-000002' }, '/home/orders/2');
  standin.failNext({ status: 429, retryAfter: 7 });
  let now = Date.now();
  const w = worker({ clock: () => now });
  const before = Date.now();
  expect(await w.runOnce()).toMatchObject({ claimed: 2, sent: 0, retried: 2 });
  for (const id of [first, second]) {
    const row = await deliveryOf(id);
    expect(row).toMatchObject({ state: 'pending', attempts: 0, locked_until: null });
    expect(row.next_attempt_at.getTime() - before).toBeGreaterThanOrEqual(6_000);
    expect(row.next_attempt_at.getTime() - before).toBeLessThanOrEqual(9_000);
  }
  expect((await deliveryOf(first)).last_error).toBe('Too Many Requests: retry after 7');
  // Paused: made due again at once, nothing is claimed until the 7 seconds are over.
  await db.query('UPDATE notification_deliveries SET next_attempt_at = now() WHERE notification_id = ANY($1)', [[first, second]]);
  expect((await w.runOnce()).claimed).toBe(0);
  now += 7_001;
  expect(await w.runOnce()).toMatchObject({ claimed: 2, sent: 2 });
  expect(sentTo(p.chatId)).toHaveLength(2);
});

test('a chat that blocked the bot is unlinked and its delivery dropped', async () => {
  const p = await linkedPerson();
  const n = await notify(p.userId, 'quote_sent', { from: 'Aziz', title: 'Divorce', price: 150_000_000 }, '/home/messages/3');
  standin.failNext({ status: 403 });
  expect(await worker().runOnce()).toMatchObject({ claimed: 1, dropped: 1 });
  expect(await deliveryOf(n)).toMatchObject({ state: 'dropped', last_error: 'Forbidden: bot was blocked by the user' });
  expect((await db.query('SELECT 1 FROM telegram_links WHERE user_id = $1', [p.userId])).rows).toHaveLength(0);
  // Later notifications write no delivery at all.
  await notify(p.userId, 'message', {}, '/home');
  expect(
    (await db.query('SELECT 1 FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE n.user_id = $1', [p.userId])).rows,
  ).toHaveLength(1);
});

test('other failures are retried with back-off, and given up after the eighth attempt', async () => {
  const p = await linkedPerson();
  const n = await notify(p.userId, 'order_started', { orderId: 4, number: 'HQ-000004' }, '/home/orders/4');
  standin.failNext({ status: 500 });
  const before = Date.now();
  expect(await worker().runOnce()).toMatchObject({ claimed: 1, retried: 1 });
  const row = await deliveryOf(n);
  expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: 'Internal Server Error' });
  expect(row.next_attempt_at.getTime() - before).toBeGreaterThanOrEqual(29_000);
  expect(row.next_attempt_at.getTime() - before).toBeLessThanOrEqual(32_000);

  await db.query('UPDATE notification_deliveries SET attempts = 7, next_attempt_at = now() WHERE notification_id = $1', [n]);
  standin.failNext({ status: 500 });
  expect(await worker().runOnce()).toMatchObject({ claimed: 1, failed: 1 });
  expect(await deliveryOf(n)).toMatchObject({ state: 'failed', attempts: 8, last_error: 'Internal Server Error' });
  expect(sentTo(p.chatId)).toHaveLength(0);
});

test('two workers on one database never send one delivery twice', async () => {
  const people = await Promise.all(Array.from({ length: 6 }, () => linkedPerson()));
  const ids: number[] = [];
  for (let i = 0; i < 30; i++)
    ids.push(await notify(people[i % 6]!.userId, 'order_paid', { orderId: 1000 + i, number: `HQ-00${1000 + i}` }, `/home/sales/${1000 + i}`));
  // On a PostgreSQL server the second worker has its own connections, as a second replica does.
  const otherDb = handle.url ? await handle.openAnother() : db;
  const a = worker({ batch: 4 });
  const b = worker({ batch: 4, db: otherDb });
  const claimed = { a: 0, b: 0 };
  for (let round = 0; round < 20; round++) {
    const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
    claimed.a += ra.claimed;
    claimed.b += rb.claimed;
    if (ra.claimed + rb.claimed === 0) break;
  }
  // Both took a share, and together each delivery once.
  expect(claimed.a).toBeGreaterThan(0);
  expect(claimed.b).toBeGreaterThan(0);
  expect(claimed.a + claimed.b).toBe(30);
  const numbers = standin.messages.map((m) => /HQ-00(\d{4})/.exec(m.text)?.[1]);
  expect(numbers).toHaveLength(30);
  expect(new Set(numbers).size).toBe(30);
  const states = await db.query<{ state: string; n: number }>(
    'SELECT state, count(*)::int AS n FROM notification_deliveries WHERE notification_id = ANY($1) GROUP BY state',
    [ids],
  );
  expect(states.rows).toEqual([{ state: 'sent', n: 30 }]);
  if (otherDb !== db) await otherDb.close();
});

test('a worker that dies after claiming leaves the delivery to the other once its lease runs out, sent once', async () => {
  const p = await linkedPerson();
  const n = await notify(p.userId, 'order_completed', { orderId: 9, number: 'HQ-000009' }, '/home/sales/9');
  // The first worker claims with a short lease and dies before sending.
  const [dead] = await claimDeliveries(db, 10, 1_000);
  expect(dead).toMatchObject({ attempts: 1, chatId: p.chatId });
  const other = worker();
  expect((await other.runOnce()).claimed).toBe(0);
  expect(sentTo(p.chatId)).toHaveLength(0);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect(await other.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
  expect(sentTo(p.chatId)).toHaveLength(1);
  expect(await deliveryOf(n)).toMatchObject({ state: 'sent', attempts: 2 });
  // Had the first one come back to life, its lease is no longer the row's: it changes nothing.
  expect(await markSent(db, dead!)).toBe(false);
  expect((await other.runOnce()).claimed).toBe(0);
});

test('a send starts only while the claim’s lease will outlast it; the rest of the batch goes back unsent', async () => {
  const p = await linkedPerson();
  const ids = [];
  for (let i = 0; i < 3; i++) ids.push(await notify(p.userId, 'order_paid', { orderId: 20 + i, number: `HQ-0000${20 + i}` }, '/home/sales/20'));
  const sends: number[] = [];
  // A Bot API that answers slowly: 600 ms a message, with a lease of 1 s (half of it to start sends in).
  const slow: BotApi = {
    sendMessage: async (chatId) => {
      sends.push(chatId);
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { kind: 'sent', messageId: sends.length };
    },
    getMe: async () => ({ ok: true, username: 'x' }),
  };
  expect(await worker({ botApi: slow, leaseMs: 1000 }).runOnce()).toMatchObject({ claimed: 3, sent: 1, retried: 2 });
  expect(sends).toHaveLength(1);
  const rows = await Promise.all(ids.map(deliveryOf));
  expect(rows.map((row) => row.state)).toEqual(['sent', 'pending', 'pending']);
  expect(rows.slice(1)).toEqual([
    expect.objectContaining({ attempts: 0, locked_until: null, last_error: 'lease ran short' }),
    expect.objectContaining({ attempts: 0, locked_until: null }),
  ]);
});

test('a quote expiring within a day reminds its client once; a later one does not yet', async () => {
  const client = await linkedPerson('en');
  const specialistId = await makeSpecialist(db);
  const { rows } = await db.query<{ id: number }>('INSERT INTO conversations (client_user_id, specialist_id) VALUES ($1, $2) RETURNING id', [
    client.userId,
    specialistId,
  ]);
  const conversationId = Number(rows[0]!.id);
  const quote = (hours: number) =>
    db.query<{ id: number }>(
      `INSERT INTO quotes (conversation_id, title, description, price, days, valid_until)
       VALUES ($1, $2, 'The whole claim, written and filed.', 150000000, 5, now() + make_interval(hours => $3)) RETURNING id`,
      [conversationId, JSON.stringify({ uz: 'Ajrashish', ru: 'Развод', en: 'Divorce' }), hours],
    );
  const soon = Number((await quote(20)).rows[0]!.id);
  const later = Number((await quote(48)).rows[0]!.id);
  const w = worker();
  const round = await w.runOnce();
  expect(round).toMatchObject({ reminded: 1, sent: 1 });
  const notes = await db.query<{ kind: string; data: Record<string, unknown>; path: string }>(
    "SELECT kind, data, path FROM notifications WHERE user_id = $1 AND kind = 'quote_expiring'",
    [client.userId],
  );
  expect(notes.rows).toEqual([
    { kind: 'quote_expiring', data: { quoteId: soon, conversationId, title: 'Divorce', price: 150_000_000 }, path: `/home/messages/${conversationId}` },
  ]);
  expect(sentTo(client.chatId)).toEqual([
    expect.objectContaining({
      text: expect.stringContaining('Divorce'),
      button: expect.objectContaining({ url: `${ORIGIN}/en/home/messages/${conversationId}` }),
    }),
  ]);
  expect((await db.query('SELECT expiry_notified_at FROM quotes WHERE id = $1', [later])).rows[0]).toEqual({ expiry_notified_at: null });
  expect((await w.runOnce()).reminded).toBe(0);
});

test('the loop runs rounds every interval and stops cleanly', async () => {
  const p = await linkedPerson();
  const w = worker({ intervalMs: 50 });
  w.start();
  await notify(p.userId, 'order_disputed', { orderId: 5, number: 'HQ-000005' }, '/home/sales/5');
  for (let i = 0; i < 100 && sentTo(p.chatId).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  await w.stop();
  expect(sentTo(p.chatId)).toHaveLength(1);
});

test('without Telegram the worker only reminds: deliveries stay as they are', async () => {
  const p = await linkedPerson();
  const n = await notify(p.userId, 'order_paid', { orderId: 6, number: 'HQ-000006' }, '/home/sales/6');
  expect(await worker({ telegram: null }).runOnce()).toMatchObject({ claimed: 0 });
  expect((await deliveryOf(n)).state).toBe('pending');
});

test('a round removes the live stream’s events older than a week and spent link tokens, and keeps the rest', async () => {
  const p = await linkedPerson();
  const { rows } = await db.query<{ seq: number }>("SELECT record_user_event($1, 'read', '{}') AS seq", [p.userId]);
  const fresh = Number(rows[0]!.seq);
  const old = Number((await db.query<{ seq: number }>("SELECT record_user_event($1, 'read', '{}') AS seq", [p.userId])).rows[0]!.seq);
  await db.query("UPDATE user_events SET created_at = now() - interval '8 days' WHERE user_id = $1 AND seq = $2", [p.userId, old]);
  await db.query(
    `INSERT INTO telegram_link_tokens (token_hash, user_id, expires_at) VALUES (repeat('a', 64), $1, now() - interval '2 days'), (repeat('b', 64), $1, now() + interval '10 minutes')`,
    [p.userId],
  );
  await worker({ telegram: null }).runOnce();
  const events = await db.query<{ seq: number }>('SELECT seq FROM user_events WHERE user_id = $1 AND seq IN ($2, $3)', [p.userId, fresh, old]);
  expect(events.rows.map((row) => Number(row.seq))).toEqual([fresh]);
  const tokens = await db.query<{ token_hash: string }>('SELECT token_hash FROM telegram_link_tokens WHERE user_id = $1', [p.userId]);
  expect(tokens.rows.map((row) => row.token_hash)).toEqual(['b'.repeat(64)]);
});
