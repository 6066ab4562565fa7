/**
 * Many replicas for real (docs/design.md §3; issue: "Many replicas for real"): two production processes
 * of the built site (dist/), on one real PostgreSQL database created empty for this run and one
 * Redis of the suite's own, behind a small round-robin balancer (./support/balancer.ts). OneID is
 * the stand-in, served by this test on loopback as a real OneID would be by itself.
 *
 * The replicas are started once for the file (they are the expensive part); each test uses its
 * own client address, citizen and nickname, and the tests that stop something (Redis, a replica)
 * come last and put back what the next one needs.
 */
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { Redis } from 'ioredis';
import { DEMO_CITIZENS, createOneIdStandin } from '../../../server/auth/oneid-standin';
import { CHANGES_CHANNEL } from '../../../server/cache/changes';
import { loadLocaleResources } from '../../../server/web/i18n';
import { freePort, startServerProcess, type RunningServer } from '../../support/process';
import { openEventStream, seqsOf, type StreamBlock } from '../../support/event-stream';
import { CookieJar } from '../auth/support';
import { startBalancer, type Balancer } from './support/balancer';
import { freshDatabase, postgresAnswers, type FreshDatabase } from './support/fresh-database';
import { ownRedis, redisServerAvailable, type OwnRedis } from './support/redis-server';

jest.setTimeout(120_000);

/** The built site's folder (dist/ inside it); REPLICAS_ROOT runs the suite against another build. */
const ROOT = process.env.REPLICAS_ROOT ?? process.cwd();
const CLIENT = { ONEID_CLIENT_ID: 'huquq-replicas', ONEID_CLIENT_SECRET: 'replicas-loopback-secret' };
const AUTH_LIMIT = 12;
// Production requires a guard on /metrics: a token here.
const METRICS_TOKEN = 'replicas-metrics-token-0123456789';
const REDIS_DOWN = 'redis unavailable: rate limits are counted in the database and caches are refreshed by time until it is back';
const REDIS_BACK = 'redis is back: rate limits and cache changes go through it again';
/** The live stream (server/events/route.ts); its tests sign in as a client of their own (the sign-in limit is per client). */
const EVENTS = '/api/v1/me/events';
const STREAMS_CLIENT = '203.0.113.40';
/** Signed in by the stream tests, and listening again while its replica stops. */
let streamer: CookieJar | undefined;

interface Started {
  /** The settings a replica of this suite starts with. */
  replicaEnv: (instance: string) => Record<string, string>;
  database: FreshDatabase;
  redis: OwnRedis;
  oneid: Server;
  replicas: Record<'replica-a' | 'replica-b', RunningServer>;
  balancer: Balancer;
  startupMs: number;
}
let env: Started | undefined;
const started = (): Started => {
  if (!env) throw new Error('the replicas did not start (see beforeAll)');
  return env;
};

/** The log entries of a replica whose message is `msg`. */
const logged = (server: RunningServer, msg: string) =>
  server.lines.filter((line) => {
    try {
      return (JSON.parse(line) as { msg?: string }).msg === msg;
    } catch {
      return false;
    }
  });

async function eventually(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
}

const readyz = async (server: RunningServer, timeoutMs?: number) =>
  (await fetch(`${server.origin}/readyz`, timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) })).status;

interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Pin to one replica. */
  replica?: string;
  /** Be this client (X-Forwarded-For). */
  client?: string;
}

/** A request through the balancer, redirects not followed. */
async function call(pathname: string, { method = 'GET', headers = {}, body, replica, client }: Call = {}) {
  const res = await fetch(`${started().balancer.origin}${pathname}`, {
    method,
    redirect: 'manual',
    headers: { ...headers, ...(replica ? { 'x-test-replica': replica } : {}), ...(client ? { 'x-test-client': client } : {}) },
    ...(body === undefined ? {} : { body }),
  });
  return {
    status: res.status,
    servedBy: res.headers.get('x-served-by'),
    location: res.headers.get('location'),
    setCookie: res.headers.getSetCookie(),
    text: await res.text(),
  };
}

const keep = (jar: CookieJar, answer: { setCookie: string[] }) => jar.store({ headers: { 'set-cookie': answer.setCookie } });

/** Signs a citizen in through the balancer: the sign-in starts on one replica and the callback lands on the other. */
async function signIn(citizen: number, client?: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const begin = await call('/auth/sign-in?returnTo=/home', {
    headers: { cookie: jar.header('/auth/sign-in') },
    replica: 'replica-a',
    ...(client ? { client } : {}),
  });
  expect(begin.status).toBe(302);
  keep(jar, begin);
  const authorize = new URL(String(begin.location));
  const chosen = await fetch(`${authorize.origin}${authorize.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), citizen: String(citizen) }).toString(),
  });
  expect(chosen.status).toBe(302);
  const callback = new URL(String(chosen.headers.get('location')));
  expect(callback.origin).toBe(started().balancer.origin);
  const done = await call(`${callback.pathname}${callback.search}`, {
    headers: { cookie: jar.header(callback.pathname) },
    replica: 'replica-b',
    ...(client ? { client } : {}),
  });
  expect(done.status).toBe(302);
  keep(jar, done);
  expect(jar.get('act')).toBeTruthy();
  return jar;
}

const writeHeaders = (jar: CookieJar, url: string) => ({
  cookie: jar.header(url),
  origin: started().balancer.origin,
  'x-requested-with': 'huquq',
  'content-type': 'application/json',
});

beforeAll(async () => {
  if (!redisServerAvailable()) throw new Error('redis-server is not on PATH (apt-get install -y redis-server; .ci/run installs it)');
  if (!(await postgresAnswers())) throw new Error('no PostgreSQL server answers (CI_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432; .ci/run starts one)');
  const t0 = performance.now();
  const [database, redisPort, balancerPort] = await Promise.all([freshDatabase(), freePort(), freePort()]);
  const redis = await ownRedis(redisPort);

  const publicOrigin = `http://127.0.0.1:${balancerPort}`;
  const standin = createOneIdStandin({
    clients: [{ clientId: CLIENT.ONEID_CLIENT_ID, clientSecret: CLIENT.ONEID_CLIENT_SECRET, redirectUris: [`${publicOrigin}/auth/oneid/callback`] }],
    resources: loadLocaleResources(path.resolve('locales')),
  });
  const oneidApp = express();
  oneidApp.use(standin.router);
  const oneid = createServer(oneidApp);
  oneid.listen(0, '127.0.0.1');
  await once(oneid, 'listening');
  const oneidOrigin = `http://127.0.0.1:${(oneid.address() as AddressInfo).port}`;

  const replicaEnv = (instance: string) => ({
    NODE_ENV: 'production',
    METRICS_TOKEN,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    SEED_CONTENT: 'on',
    PUBLIC_ORIGIN: publicOrigin,
    TRUST_PROXY: '1',
    COMPRESSION: 'off',
    INSTANCE_ID: instance,
    RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_LIMIT),
    // Long enough that a probe sent during a burst on two busy cores still finds the drain window.
    SHUTDOWN_DRAIN_MS: '3000',
    ONEID_BASE_URL: oneidOrigin,
    ...CLIENT,
  });
  // Both at once, on the empty database.
  const [a, b] = await Promise.all(
    (['replica-a', 'replica-b'] as const).map((name) =>
      startServerProcess(process.execPath, ['dist/server/main.js'], replicaEnv(name), { cwd: ROOT, startTimeoutMs: 90_000 }),
    ),
  );
  const replicas = { 'replica-a': a!, 'replica-b': b! };
  const balancer = await startBalancer(
    Object.entries(replicas).map(([name, server]) => ({ name, port: server.port })),
    { port: balancerPort },
  );
  env = { replicaEnv, database, redis, oneid, replicas, balancer, startupMs: 0 };
  await eventually('both replicas are ready', async () => (await readyz(a!)) === 200 && (await readyz(b!)) === 200, 30_000);
  env.startupMs = Math.round(performance.now() - t0);
  console.log(`replicas: both ready ${env.startupMs} ms after the start of an empty database`);
}, 150_000);

afterAll(async () => {
  if (!env) return;
  await env.balancer.close();
  await Promise.all(Object.values(env.replicas).map((server) => server.stop()));
  await env.redis.stop();
  await new Promise((resolve) => env!.oneid.close(resolve));
  await env.database.drop();
});

describe('two production replicas on one PostgreSQL and one Redis, behind a balancer', () => {
  test('start together on an empty database: one migrates, one seeds, both become ready', async () => {
    const { replicas, database } = started();
    const all = Object.values(replicas);
    expect(all.flatMap((server) => logged(server, 'migrations applied'))).toHaveLength(1);
    expect(all.flatMap((server) => logged(server, 'empty database seeded'))).toHaveLength(1);
    const migrations = readdirSync(path.join(ROOT, 'dist/server/migrations')).filter((name) => name.endsWith('.sql'));
    const [applied] = await database.query<{ n: string }>('SELECT count(*) AS n FROM schema_migrations');
    expect(Number(applied!.n)).toBe(migrations.length);
    // Seeded once: every seeded specialist is there once (nicknames are unique, so a second seed
    // would have failed or doubled nothing; the count matches one seed's).
    const [courts] = await database.query<{ n: string }>('SELECT count(*) AS n FROM courts');
    const courtsSeed = JSON.parse(readFileSync(path.join(process.cwd(), 'server/db/seed/content/courts.json'), 'utf8')) as unknown[];
    expect(Number(courts!.n)).toBe(courtsSeed.length);
    for (const server of all) expect(server.child.exitCode).toBeNull();
  });

  test('each replica listens for cache changes on the shared channel', async () => {
    const direct = new Redis(started().redis.url);
    try {
      await eventually('both subscribed', async () => {
        const [, count] = (await direct.pubsub('NUMSUB', CHANGES_CHANNEL)) as [string, number];
        return Number(count) === 2;
      });
    } finally {
      direct.disconnect();
    }
  });

  test('log lines and /metrics name the replica', async () => {
    for (const [name, server] of Object.entries(started().replicas)) {
      const line = JSON.parse(server.lines.find((l) => l.includes('"listening"'))!) as { instance?: string };
      expect(line.instance).toBe(name);
      const metrics = await (await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      expect(metrics).toContain(`instance="${name}"`);
    }
  });

  test('the balancer spreads pages over both replicas, and both serve them in full', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await call('/ru/specialists', { headers: { cookie: 'lang=ru; i18n_redirected=ru' } }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(['replica-a', 'replica-b']));
    for (const answer of answers) expect(answer.text).toContain('<html lang="ru"');
  });

  test('signed in on one replica is signed in on the other; signing out on one ends it on both', async () => {
    const jar = await signIn(0);
    for (const replica of ['replica-a', 'replica-b']) {
      const me = await call('/api/v1/me', { headers: { cookie: jar.header('/api/v1/me') }, replica });
      expect(me.status).toBe(200);
      expect(me.servedBy).toBe(replica);
    }
    const out = await call('/auth/sign-out', { method: 'POST', headers: writeHeaders(jar, '/auth/sign-out'), body: '{}', replica: 'replica-b' });
    expect(out.status).toBe(204);
    for (const replica of ['replica-a', 'replica-b']) {
      const me = await call('/api/v1/me', { headers: { cookie: jar.header('/api/v1/me') }, replica });
      expect(me.status).toBe(401);
    }
  });

  test('rate limits count across replicas: the request over the limit gets 429 whichever replica answers', async () => {
    const client = '203.0.113.10';
    const within = [];
    for (let i = 0; i < AUTH_LIMIT; i += 1) within.push(await call('/auth/sign-in?returnTo=/', { client }));
    expect(within.every((answer) => answer.status === 302)).toBe(true);
    expect(new Set(within.map((answer) => answer.servedBy))).toEqual(new Set(['replica-a', 'replica-b']));
    for (const replica of ['replica-a', 'replica-b']) {
      const over = await call('/auth/sign-in?returnTo=/', { client, replica });
      expect(over.status).toBe(429);
    }
    // Another client is not affected.
    expect((await call('/auth/sign-in?returnTo=/', { client: '203.0.113.11' })).status).toBe(302);
  });

  test('a profile saved through one replica shows at once on the other (the cache is dropped everywhere)', async () => {
    const jar = await signIn(1);
    const profile = (bio: string) =>
      JSON.stringify({
        nickname: 'replica.check',
        profession: 'advocate',
        specializations: ['divorce'],
        bio: { en: bio },
        phone: '',
        languages: ['en'],
        socialLinks: [],
        experience: [],
      });
    const bio = async () => {
      const answer = await call('/en/replica.check', { headers: { cookie: 'lang=en; i18n_redirected=en' }, replica: 'replica-b' });
      return { status: answer.status, bio: /data-testid="bio">([^<]*)</.exec(answer.text)?.[1] };
    };

    const created = await call('/api/v1/me/specialist?lang=en', {
      method: 'PUT',
      headers: writeHeaders(jar, '/api/v1/me/specialist'),
      body: profile('First version of the biography.'),
      replica: 'replica-a',
    });
    expect(created.status).toBe(201);
    expect(await bio()).toEqual({ status: 200, bio: 'First version of the biography.' });
    expect(await bio()).toEqual({ status: 200, bio: 'First version of the biography.' }); // now from replica-b's cache

    const saved = await call('/api/v1/me/specialist?lang=en', {
      method: 'PUT',
      headers: writeHeaders(jar, '/api/v1/me/specialist'),
      body: profile('Second version, saved elsewhere.'),
      replica: 'replica-a',
    });
    expect(saved.status).toBe(200);
    expect(await bio()).toEqual({ status: 200, bio: 'Second version, saved elsewhere.' });
  });

  test('a question asked through one replica reaches, within a second, the live stream of its specialist open on the other', async () => {
    const specialist = await signIn(2, STREAMS_CLIENT);
    const client = await signIn(3, STREAMS_CLIENT);
    streamer = client;
    const saved = await call('/api/v1/me/specialist?lang=en', {
      method: 'PUT',
      headers: writeHeaders(specialist, '/api/v1/me/specialist'),
      body: JSON.stringify({
        nickname: 'replica.stream',
        profession: 'advocate',
        specializations: ['divorce'],
        bio: { en: 'Answers questions on every replica.' },
        phone: '',
        languages: ['en'],
        socialLinks: [],
        experience: [],
      }),
      replica: 'replica-a',
    });
    expect(saved.status).toBe(201);
    const [profile] = await started().database.query<{ id: number }>("SELECT id FROM specialists WHERE nickname = 'replica.stream'");
    const stream = await openEventStream(`${started().balancer.origin}${EVENTS}`, {
      headers: { cookie: specialist.header(EVENTS), 'x-test-replica': 'replica-b' },
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['x-served-by']).toBe('replica-b');
      await stream.until('the stream is ready', (s) => s.blocks.some((b) => b.event === 'ready'));
      const t0 = performance.now();
      const asked = await call('/api/v1/me/conversations?lang=en', {
        method: 'POST',
        headers: writeHeaders(client, '/api/v1/me/conversations'),
        body: JSON.stringify({ specialistId: Number(profile!.id), message: 'Can you help with a divorce?' }),
        replica: 'replica-a',
      });
      expect(asked.status).toBe(201);
      const conversationId = (JSON.parse(asked.text) as { id: number }).id;
      const about = (block: StreamBlock) => block.event === 'message' && JSON.parse(block.data).data.conversationId === conversationId;
      await stream.until('an event of the new conversation', (s) => s.blocks.some(about), 1_000);
      console.log(`replicas: a question through replica-a reached the stream on replica-b in ${Math.round(performance.now() - t0)} ms`);
      // Numbered from the position the stream started at, each once.
      const seqs = seqsOf(stream);
      expect(seqs).toEqual(seqs.map((_, i) => Number(stream.blocks[0]!.id) + i + 1));
    } finally {
      stream.close();
    }
  });

  test('an event written by SQL alone (as a payment is) reaches a stream on either replica by the safety poll, and resumes on the other', async () => {
    streamer ??= await signIn(3, STREAMS_CLIENT);
    const jar = streamer;
    const [user] = await started().database.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [DEMO_CITIZENS[3]!.pin]);
    const onB = await openEventStream(`${started().balancer.origin}${EVENTS}`, { headers: { cookie: jar.header(EVENTS), 'x-test-replica': 'replica-b' } });
    try {
      await onB.until('ready', (s) => s.blocks.some((b) => b.event === 'ready'));
      const [recorded] = await started().database.query<{ seq: number }>(
        `SELECT record_user_event($1, 'notification', '{"id": 1, "kind": "order_paid"}') AS seq`,
        [user!.id],
      );
      await onB.until('the polled event', (s) => seqsOf(s).includes(Number(recorded!.seq)), 7_000);
    } finally {
      onB.close();
    }
    // Resumed on replica-a after it: nothing again, the next one only.
    await started().database.query(`SELECT record_user_event($1, 'notification', '{"id": 2, "kind": "order_paid"}')`, [user!.id]);
    const onA = await openEventStream(`${started().balancer.origin}${EVENTS}`, {
      headers: { cookie: jar.header(EVENTS), 'x-test-replica': 'replica-a', 'last-event-id': String(seqsOf(onB).at(-1)) },
    });
    try {
      await onA.until('the one after', (s) => seqsOf(s).length === 1);
      expect(seqsOf(onA)).toEqual([Math.max(...seqsOf(onB)) + 1]);
    } finally {
      onA.close();
    }
  });

  test('a Redis outage degrades, never breaks: pages answer, limits fall back to the database, one warning; then Redis is used again', async () => {
    const { redis, replicas } = started();
    const all = Object.values(replicas);
    await redis.stop();
    await eventually('both replicas notice the outage', () => all.every((server) => logged(server, REDIS_DOWN).length >= 1));

    for (let i = 0; i < 4; i += 1) expect((await call('/ru/services', { headers: { cookie: 'lang=ru; i18n_redirected=ru' } })).status).toBe(200);
    const client = '203.0.113.20';
    for (let i = 0; i < AUTH_LIMIT; i += 1) expect((await call('/auth/sign-in?returnTo=/', { client })).status).toBe(302);
    for (const replica of ['replica-a', 'replica-b']) expect((await call('/auth/sign-in?returnTo=/', { client, replica })).status).toBe(429);
    // Once per replica for the whole outage, however many requests and reconnection attempts.
    for (const server of all) expect(logged(server, REDIS_DOWN)).toHaveLength(1);

    await redis.start();
    await eventually('both replicas use Redis again', () => all.every((server) => logged(server, REDIS_BACK).length >= 1));
    const back = '203.0.113.30';
    for (let i = 0; i < AUTH_LIMIT; i += 1) expect((await call('/auth/sign-in?returnTo=/', { client: back })).status).toBe(302);
    expect((await call('/auth/sign-in?returnTo=/', { client: back })).status).toBe(429);
    const direct = new Redis(redis.url);
    try {
      expect(Number(await direct.get(`huquq:rl:auth:${back}`))).toBe(AUTH_LIMIT + 1);
    } finally {
      direct.disconnect();
    }
  });

  test('SIGTERM to one replica during a burst: readiness 503 at once, every request completes, the other takes the rest', async () => {
    const { replicas, balancer } = started();
    const leaving = replicas['replica-b'];
    const staying = replicas['replica-a'];
    let exitedAt = 0;
    const exited = (once(leaving.child, 'exit') as Promise<[number | null]>).then((args) => {
      exitedAt = performance.now();
      return args;
    });
    // A live stream on the leaving replica must not hold its exit until the deadline (SHUTDOWN_TIMEOUT_MS, 25 s).
    streamer ??= await signIn(3, STREAMS_CLIENT);
    const stream = await openEventStream(`${balancer.origin}${EVENTS}`, { headers: { cookie: streamer.header(EVENTS), 'x-test-replica': 'replica-b' } });
    await stream.until('the stream is ready', (s) => s.blocks.some((b) => b.event === 'ready'));
    let signalledAt = 0;
    const paths = ['/ru/specialists', '/ru/services', '/ru/lawfirms', '/ru/services/1'];
    const total = 240;
    const statuses: number[] = [];
    const servedAfterStop: string[] = [];
    let sent = 0;
    let stopping = false;
    let readinessWhileDraining: number | undefined;
    let livenessWhileDraining: number | undefined;

    const worker = async () => {
      while (sent < total) {
        const index = sent++;
        if (index === 40) {
          stopping = true;
          signalledAt = performance.now();
          leaving.child.kill('SIGTERM');
          // The first probe after the signal: not ready, yet still serving (the drain window).
          // A probe sent just before the signal may wait up to a second for the database check
          // behind the burst's queries; one a moment later is answered 503 at once: probe again.
          await eventually('readiness turns 503', async () => (await readyz(leaving, 200).catch(() => 0)) === 503, 2_000);
          readinessWhileDraining = 503;
          livenessWhileDraining = (await fetch(`${leaving.origin}/healthz`)).status;
        }
        // Sent once the balancer has seen replica-b's readiness turn: it must go to replica-a.
        const afterStop = stopping && !balancer.isRouting('replica-b');
        const answer = await call(paths[index % paths.length]!, { headers: { cookie: 'lang=ru; i18n_redirected=ru' } });
        statuses.push(answer.status);
        if (afterStop) servedAfterStop.push(String(answer.servedBy));
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: 8 }, worker));
    const [code] = await exited;
    console.log(`replicas: burst of ${total} requests with one replica stopping took ${Math.round(performance.now() - t0)} ms`);

    expect(readinessWhileDraining).toBe(503);
    expect(livenessWhileDraining).toBe(200);
    expect(statuses).toHaveLength(total);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(code).toBe(0);
    expect(servedAfterStop.length).toBeGreaterThan(0);
    expect(new Set(servedAfterStop)).toEqual(new Set(['replica-a']));
    expect(logged(leaving, 'shutdown: complete')).toHaveLength(1);
    expect(staying.child.exitCode).toBeNull();
    // The stream was ended as the listener closed (after the 3 s drain), told to come back within 3 s.
    expect(exitedAt - signalledAt).toBeLessThan(10_000);
    expect(stream.isEnded()).toBe(true);
    expect(stream.blocks.at(-1)!.retry).toBeLessThanOrEqual(3_000);
  });
});

describe('the notifications worker on two processes', () => {
  /** A Bot API of the test's own: each process calls it under its own prefix (/c, /d); /c never answers. */
  interface Received {
    who: string;
    chatId: number;
    answered: boolean;
  }
  const received: Received[] = [];
  let botApi: Server | undefined;
  const workers: RunningServer[] = [];

  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    if (botApi) await new Promise((resolve) => botApi!.close(resolve));
  });

  test('a worker killed while it sends leaves the notification to the other, which delivers it once', async () => {
    const app = express();
    app.post('/:who/bot:token/sendMessage', express.json(), (req, res) => {
      const entry: Received = { who: String(req.params.who), chatId: Number((req.body as { chat_id: number }).chat_id), answered: false };
      received.push(entry);
      // Worker c dies before Telegram answers it: the request stays open until its process is gone.
      if (entry.who === 'c') return;
      entry.answered = true;
      res.json({ ok: true, result: { message_id: received.length, chat: { id: entry.chatId }, date: Math.floor(Date.now() / 1000) } });
    });
    botApi = createServer(app);
    botApi.listen(0, '127.0.0.1');
    await once(botApi, 'listening');
    const base = `http://127.0.0.1:${(botApi.address() as AddressInfo).port}`;
    const { database, replicaEnv } = started();
    const workerEnv = (who: string) => ({
      ...replicaEnv(`worker-${who}`),
      TELEGRAM_BOT_TOKEN: '100000002:replicas-bot-token-not-a-secret',
      TELEGRAM_BOT_USERNAME: 'huquq_replicas_bot',
      TELEGRAM_WEBHOOK_SECRET: 'replicas-webhook-secret',
      TELEGRAM_API_BASE: `${base}/${who}`,
    });

    const chatId = 880_001;
    const [person] = await database.query<{ id: number }>(
      "INSERT INTO users (pinfl, first_name, last_name) VALUES ('39911122233344', 'LOLA', 'KARIMOVA') RETURNING id",
    );
    await database.query('INSERT INTO telegram_links (user_id, chat_id) VALUES ($1, $2)', [person!.id, chatId]);
    const [notice] = await database.query<{ id: number }>(
      `SELECT notify_user($1, 'order_paid', '{"orderId": 1, "number": "HQ-000001"}', '/home/sales/1') AS id`,
      [person!.id],
    );
    const delivery = async () =>
      (
        await database.query<{ state: string; locked: boolean }>(
          'SELECT state, locked_until > now() AS locked FROM notification_deliveries WHERE notification_id = $1',
          [notice!.id],
        )
      )[0]!;

    // Worker c claims it and is killed while Telegram has not answered.
    const c = await startServerProcess(process.execPath, ['dist/server/main.js'], workerEnv('c'), { cwd: ROOT, startTimeoutMs: 90_000 });
    workers.push(c);
    await eventually('worker c sends', () => received.some((entry) => entry.who === 'c' && entry.chatId === chatId));
    c.child.kill('SIGKILL');
    await once(c.child, 'exit');
    expect(await delivery()).toEqual({ state: 'pending', locked: true });

    // Its lease runs out (60 s, advanced here), and worker d takes the delivery and sends it, once.
    await database.query('UPDATE notification_deliveries SET locked_until = now() WHERE notification_id = $1', [notice!.id]);
    const d = await startServerProcess(process.execPath, ['dist/server/main.js'], workerEnv('d'), { cwd: ROOT, startTimeoutMs: 90_000 });
    workers.push(d);
    await eventually('worker d delivers it', async () => (await delivery()).state === 'sent');
    // A few more rounds of d: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(received.filter((entry) => entry.chatId === chatId && entry.answered)).toEqual([{ who: 'd', chatId, answered: true }]);
    await d.stop();
  });
});
