/**
 * GET /api/v1/me/events, the live stream (ADR 020, "The live stream"): read as a browser's
 * EventSource reads it, through the whole pipeline (compression on, as by default) and through a
 * bare API router with a hub of small limits and short timers.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { createApiRouter } from '../../../server/api/index';
import { createSession } from '../../../server/auth/sessions';
import { localChangeFeed } from '../../../server/cache/changes';
import type { Database } from '../../../server/db/adapter';
import { createEventHub, type EventHub, type EventHubOptions } from '../../../server/events/hub';
import { ringUsers } from '../../../server/events/ring';
import { Health } from '../../../server/ops/health';
import { createLogger } from '../../../server/ops/logger';
import { gracefulShutdown } from '../../../server/ops/shutdown';
import { loadLocaleResources } from '../../../server/web/i18n';
import { createTestApp } from '../../support/app';
import { openEventStream, seqsOf, type OpenedStream } from '../../support/event-stream';
import { migratedDatabase } from '../auth/support';
import type { TestDatabase } from '../db/test-database';

const PATH = '/api/v1/me/events';
const logger = createLogger('silent');
const resources = loadLocaleResources(path.resolve('locales'));

let handle: TestDatabase;
let db: Database;
const servers: Server[] = [];
const streams: OpenedStream[] = [];

beforeAll(async () => {
  handle = await migratedDatabase();
  db = handle.db;
}, 120_000);

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await handle?.dispose();
});

let citizens = 0;
/** A person with a live session: their id and the session's token. */
async function person(): Promise<{ userId: number; token: string; sessionId: number }> {
  citizens += 1;
  const { rows } = await db.query<{ id: number }>('INSERT INTO users (pinfl, first_name) VALUES ($1, $2) RETURNING id', [
    String(31_000_000_000_000 + citizens),
    `Person ${citizens}`,
  ]);
  const userId = rows[0]!.id;
  const session = await createSession(db, { userId, ttlDays: 30, oneid: null });
  return { userId, token: session.token, sessionId: session.id };
}

async function record(userId: number, kind: string, data: Record<string, unknown>): Promise<number> {
  const { rows } = await db.query<{ seq: number }>('SELECT record_user_event($1, $2, $3::jsonb) AS seq', [userId, kind, JSON.stringify(data)]);
  return Number(rows[0]!.seq);
}

async function listen(app: Express): Promise<string> {
  const server = createServer(app);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stream(
  origin: string,
  token: string | null,
  { lastEventId, query = '', headers = {} }: { lastEventId?: string; query?: string; headers?: Record<string, string> } = {},
) {
  const opened = await openEventStream(`${origin}${PATH}${query}`, {
    headers: { ...(token ? { cookie: `act=${token}` } : {}), ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }), ...headers },
  });
  streams.push(opened);
  return opened;
}

const ready = (opened: OpenedStream) => opened.until('the stream is ready', (s) => s.blocks.some((b) => b.event === 'ready'));
const readyAt = (opened: OpenedStream) => Number(opened.blocks.find((b) => b.event === 'ready')?.id);

/** The API alone on a hub of the test's choosing. */
function bareApi(hub: Partial<EventHubOptions> = {}): { app: Express; hub: EventHub } {
  const events = createEventHub({ db, logger, changes: localChangeFeed, ...hub });
  const app = express();
  app.set('query parser', 'simple');
  app.use(cookieParser());
  app.use('/api/v1', createApiRouter({ db, logger, resources, sessionTtlDays: 30, events }));
  return { app, hub: events };
}

describe('the whole pipeline (compression on)', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await listen(createTestApp({}, { db }).app);
  });

  test('401 in the API error shape without a session, or with one that is not', async () => {
    for (const token of [null, 'A'.repeat(43)]) {
      const answer = await stream(origin, token);
      await answer.ended;
      expect(answer.status).toBe(401);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text())).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    }
  });

  test('a stream: its headers, unbuffered and uncompressed, the retry hint and the position first, then events in order as they ring', async () => {
    const { userId, token } = await person();
    await record(userId, 'notification', { id: 1, kind: 'order_paid' });
    const opened = await stream(origin, token, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('text/event-stream');
    expect(opened.headers['cache-control']).toMatch(/no-store/);
    expect(opened.headers['x-accel-buffering']).toBe('no');
    expect(opened.headers['content-encoding']).toBeUndefined();
    await ready(opened);
    // Without Last-Event-ID it starts after the newest event: the one before is not sent.
    expect(opened.blocks[0]).toEqual({ event: 'ready', id: '1', data: '{"seq":1}', retry: 3000 });

    const t0 = Date.now();
    await record(userId, 'message', { conversationId: 7, messageId: 70 });
    await record(userId, 'read', { conversationId: 7, upTo: 70, side: 'client' });
    await ringUsers(localChangeFeed, [userId]);
    await opened.until('two events', (s) => seqsOf(s).length === 2);
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect(seqsOf(opened)).toEqual([2, 3]);
    expect(JSON.parse(opened.blocks[1]!.data)).toEqual({ seq: 2, kind: 'message', data: { conversationId: 7, messageId: 70 } });
    expect(JSON.parse(opened.blocks[2]!.data)).toEqual({ seq: 3, kind: 'read', data: { conversationId: 7, upTo: 70, side: 'client' } });
  });

  test('Last-Event-ID (header, or ?lastEventId= on a first connection) resumes after it: the rest in order, then live ones', async () => {
    const { userId, token } = await person();
    for (let i = 1; i <= 5; i += 1) await record(userId, 'message', { conversationId: 1, messageId: i });
    const byHeader = await stream(origin, token, { lastEventId: '2' });
    const byQuery = await stream(origin, token, { query: '?lastEventId=4' });
    await byHeader.until('3 to 5', (s) => seqsOf(s).length === 3);
    await byQuery.until('5', (s) => seqsOf(s).length === 1);
    expect(readyAt(byHeader)).toBe(2);
    expect(seqsOf(byHeader)).toEqual([3, 4, 5]);
    expect(seqsOf(byQuery)).toEqual([5]);
    await record(userId, 'conversation', { conversationId: 2 });
    await ringUsers(localChangeFeed, [userId]);
    await byHeader.until('6', (s) => seqsOf(s).includes(6));
    await byQuery.until('6', (s) => seqsOf(s).includes(6));
    expect(seqsOf(byHeader)).toEqual([3, 4, 5, 6]);
    expect(seqsOf(byQuery)).toEqual([5, 6]);
  });

  test('across a reconnection nothing is missed and nothing comes twice, however the rings and writes interleave', async () => {
    const { userId, token } = await person();
    const first = await stream(origin, token);
    await ready(first);
    // Writes and rings racing each other, some rings early, some late, some twice.
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        await record(userId, 'message', { conversationId: 3, messageId: i });
        await ringUsers(localChangeFeed, i % 3 === 0 ? [userId, userId] : [userId]);
      }),
    );
    await first.until('12 events', (s) => seqsOf(s).length >= 12);
    first.close();
    const seen = seqsOf(first);
    // While away: three more, one rung, two not.
    await record(userId, 'message', { conversationId: 3, messageId: 100 });
    await ringUsers(localChangeFeed, [userId]);
    await record(userId, 'quote', { conversationId: 3, quoteId: 1 });
    await record(userId, 'notification', { id: 9, kind: 'quote_sent' });
    const again = await stream(origin, token, { lastEventId: String(seen[seen.length - 1]) });
    await again.until('the three', (s) => seqsOf(s).length === 3);
    await record(userId, 'read', { conversationId: 3, upTo: 100, side: 'specialist' });
    await ringUsers(localChangeFeed, [userId]);
    await again.until('one live', (s) => seqsOf(s).length === 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const all = [...seen, ...seqsOf(again)];
    expect(all).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  test("another person's events never reach a stream, rung or polled", async () => {
    const a = await person();
    const b = await person();
    const streamA = await stream(origin, a.token);
    const streamB = await stream(origin, b.token);
    await Promise.all([ready(streamA), ready(streamB)]);
    await record(b.userId, 'message', { conversationId: 5, messageId: 1 });
    await record(b.userId, 'notification', { id: 2, kind: 'message' });
    await ringUsers(localChangeFeed, [a.userId, b.userId]);
    await streamB.until("B's two", (s) => seqsOf(s).length === 2);
    await record(a.userId, 'message', { conversationId: 5, messageId: 2 });
    await ringUsers(localChangeFeed, [a.userId]);
    await streamA.until("A's one", (s) => seqsOf(s).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1_200)); // a poll too
    expect(streamA.blocks.filter((block) => block.event === 'message').map((block) => JSON.parse(block.data).data)).toEqual([
      { conversationId: 5, messageId: 2 },
    ]);
    expect(seqsOf(streamB)).toEqual([1, 2]);
  });

  test('an event nobody rang for (SQL alone: a payment) arrives by the poll within about a second', async () => {
    const { userId, token } = await person();
    const opened = await stream(origin, token);
    await ready(opened);
    const t0 = Date.now();
    await record(userId, 'notification', { id: 3, kind: 'order_paid' });
    await opened.until('the polled event', (s) => seqsOf(s).length === 1, 3_000);
    expect(Date.now() - t0).toBeLessThan(2_000);
  });

  test('a Last-Event-ID that is not a seq is a 400 naming it; one from the future starts from now', async () => {
    const { userId, token } = await person();
    const bad = await stream(origin, token, { lastEventId: 'abc' });
    await bad.ended;
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text()).error).toMatchObject({ code: 'invalid_request', fields: { lastEventId: expect.any(String) } });
    await record(userId, 'message', { conversationId: 1, messageId: 1 });
    const future = await stream(origin, token, { lastEventId: '99' });
    await ready(future);
    expect(readyAt(future)).toBe(1);
    await record(userId, 'message', { conversationId: 1, messageId: 2 });
    await ringUsers(localChangeFeed, [userId]);
    await future.until('2', (s) => seqsOf(s).length === 1);
    expect(seqsOf(future)).toEqual([2]);
  });

  test('other methods are 405 naming GET and HEAD', async () => {
    const { token } = await person();
    const answer = await fetch(`${origin}${PATH}`, {
      method: 'POST',
      headers: { cookie: `act=${token}`, origin: 'https://huquq.test', 'x-requested-with': 'huquq' },
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the hub: limits, heartbeats, sessions, shutdown', () => {
  test('streams per person and per process are limited: 429 and 503 with Retry-After; a closed one frees its place', async () => {
    const { app, hub } = bareApi({ maxStreamsPerUser: 2, maxStreams: 3 });
    const origin = await listen(app);
    const a = await person();
    const b = await person();
    const [one, two] = [await stream(origin, a.token), await stream(origin, a.token)];
    await Promise.all([ready(one), ready(two)]);
    const third = await stream(origin, a.token);
    await third.ended;
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('30');
    expect(JSON.parse(third.text()).error.code).toBe('too_many_streams');
    const ofB = await stream(origin, b.token);
    await ready(ofB);
    expect(hub.size).toBe(3);
    const full = await stream(origin, b.token);
    await full.ended;
    expect(full.status).toBe(503);
    expect(full.headers['retry-after']).toBeDefined();
    one.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hub.size).toBe(2);
    const again = await stream(origin, a.token);
    await ready(again);
    expect(again.status).toBe(200);
  });

  test('a comment keeps a quiet stream alive; a stream whose session ended is told so and closed', async () => {
    const { app } = bareApi({ heartbeatMs: 200, sessionCheckMs: 400 });
    const origin = await listen(app);
    const { token, sessionId } = await person();
    const opened = await stream(origin, token);
    await ready(opened);
    await opened.until('a heartbeat', (s) => s.comments.length > 0, 2_000);
    await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]); // signed out elsewhere
    await opened.until('the end', (s) => s.isEnded(), 3_000);
    expect(opened.blocks.at(-1)).toMatchObject({ event: 'end', data: '{"reason":"session"}' });
  });

  test('SIGTERM: once the listener closes, the streams end (with a short retry hint) and the process does not wait for them', async () => {
    const { app, hub } = bareApi();
    const server = createServer(app);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { token } = await person();
    const opened = [await stream(origin, token), await stream(origin, token)];
    await Promise.all(opened.map(ready));
    let exitCode: number | undefined;
    const shutdown = gracefulShutdown({
      server,
      health: new Health(),
      logger,
      drainMs: 0,
      timeoutMs: 20_000,
      onClosed: async () => {},
      beforeClose: () => hub.close(),
      exit: (code) => {
        exitCode = code;
      },
    });
    const t0 = Date.now();
    await shutdown('SIGTERM');
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(exitCode).toBe(0);
    for (const one of opened) {
      await one.ended;
      const hint = one.blocks.at(-1)!;
      expect(hint.retry).toBeGreaterThanOrEqual(500);
      expect(hint.retry).toBeLessThanOrEqual(3_000);
    }
    expect(hub.size).toBe(0);
  });
});
