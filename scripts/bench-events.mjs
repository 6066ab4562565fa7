// npm run bench:events: the live stream (GET /api/v1/me/events, ADR 020 "The live stream") holding
// 1 000 open connections on one production process, one per person (1 000 people, one tab each):
// the process's resident memory before and after, and how long one event takes to reach all of them.
//
// A production build of the server (built first, as npm run bench does) on a scratch PostgreSQL
// database with a Redis of its own (the doorbell between replicas; without redis-server on PATH the
// server runs without Redis and the bench rings nothing: every delivery is the poll's). The people
// and their sessions are written straight into the database; the bench is a second replica to the
// server: it records events by SQL and rings through Redis, as a write on another replica would.
// Measured, in order:
//   1. RSS of the idle server (after a stream was opened and closed once, so its code is loaded);
//   2. RSS with BENCH_EVENTS_STREAMS (1 000) streams open, and the time they took to open;
//   3. one event for each of the 1 000 people, written in one statement and rung once: time from the
//      ring, and from the write, until every stream has it;
//   4. the same without a ring (as a payment's SQL trigger writes): until the safety poll brings it;
//   5. one event for one person among the 1 000 open streams, rung: p50 and max over 20;
//   6. RSS after the deliveries, and SIGTERM with every stream open: time until the process exited.
//
//   BENCH_EVENTS_STREAMS (1000) · BENCH_DATABASE_URL (else postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_EVENTS_NO_BUILD=1: use dist/ as it is.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildAll } from './build.mjs';
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from './production-process.mjs';

const STREAMS = Number(process.env.BENCH_EVENTS_STREAMS ?? 1000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
// server/cache/changes.ts CHANGES_CHANNEL: the bench rings as another replica would.
const CHANGES_CHANNEL = 'huquq:data-changes';
const EVENTS = '/api/v1/me/events';

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMiB = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round((Number(line.split(/\s+/)[1]) / 1024) * 10) / 10;
};

/** The server's JavaScript heap in use (MiB), from its /metrics. */
async function heapMiB(origin) {
  const text = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text());
  const line = text.split('\n').find((l) => l.startsWith('nodejs_heap_size_used_bytes'));
  return line ? Math.round((Number(line.slice(line.lastIndexOf(' ') + 1)) / 1024 / 1024) * 10) / 10 : Number.NaN;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const answers = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function admin(sql) {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A Redis server of the bench's own on a free port, or null when redis-server is not installed. */
async function ownRedis() {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'huquq-bench-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  while (!(await answers(port))) await settle(50);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One stream: counts the events it got and remembers when each seq arrived. */
function openStream(origin, token) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${origin}${EVENTS}`, { headers: { cookie: `act=${token}`, accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`the stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      const stream = { req, res, seqs: [], arrived: new Map(), ready: false, ended: false, onEvent: null };
      let pending = '';
      res.on('data', (chunk) => {
        pending += chunk;
        let cut = pending.indexOf('\n\n');
        while (cut >= 0) {
          const block = pending.slice(0, cut);
          pending = pending.slice(cut + 2);
          cut = pending.indexOf('\n\n');
          if (block.includes('event: ready')) {
            stream.ready = true;
            resolve(stream);
            continue;
          }
          const id = /^id: (\d+)$/m.exec(block);
          if (!id || !block.includes('\ndata: ')) continue;
          const seq = Number(id[1]);
          stream.seqs.push(seq);
          stream.arrived.set(seq, performance.now());
          stream.onEvent?.();
        }
      });
      res.on('close', () => {
        stream.ended = true;
      });
    });
    req.on('error', reject);
  });
}

/** Resolves when every stream has an event with its person's `seq` (a Map of stream → seq); the time of the last arrival. */
function allArrived(streams, expected, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const missing = streams.filter((s) => !s.arrived.has(expected.get(s))).length;
      reject(new Error(`${missing} streams without their event after ${timeoutMs} ms`));
    }, timeoutMs);
    let waiting = streams.filter((s) => !s.arrived.has(expected.get(s))).length;
    const done = () => {
      clearTimeout(timer);
      for (const s of streams) s.onEvent = null;
      resolve(Math.max(...streams.map((s) => s.arrived.get(expected.get(s)))));
    };
    if (waiting === 0) return done();
    for (const s of streams) {
      if (s.arrived.has(expected.get(s))) continue;
      s.onEvent = () => {
        if (!s.arrived.has(expected.get(s))) return;
        s.onEvent = null;
        waiting -= 1;
        if (waiting === 0) done();
      };
    }
  });
}

if (!process.env.BENCH_EVENTS_NO_BUILD) await buildAll({ quiet: true });

const name = `huquq_bench_events_${process.pid}`;
await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin(`CREATE DATABASE ${name}`);
const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
const redis = await ownRedis();
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, 'dist/server/main.js'], {
  env: {
    ...process.env,
    ...PRODUCTION_ENV,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    ...(redis ? { REDIS_URL: redis.url } : {}),
    SEED_CONTENT: 'off',
    NOTIFY_WORKER: 'off',
    COMPRESSION: 'off',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN,
    SHUTDOWN_DRAIN_MS: '0',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const streams = [];
try {
  while (
    (await fetch(`${origin}/readyz`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  )
    await settle(100);

  // The people and their sessions, as sign-in writes them (only the token's SHA-256 is kept).
  const tokens = Array.from({ length: STREAMS }, () => randomBytes(32).toString('base64url'));
  const { rows: people } = await db.query(
    `INSERT INTO users (pinfl, first_name) SELECT lpad((40000000000000 + n)::text, 14, '0'), 'Bench ' || n FROM generate_series(1, $1::int) n RETURNING id`,
    [STREAMS],
  );
  const userIds = people.map((row) => Number(row.id));
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) SELECT u, h, now() + interval '1 day' FROM unnest($1::bigint[], $2::text[]) AS s (u, h)`,
    [userIds, tokens.map((token) => createHash('sha256').update(token).digest('hex'))],
  );

  // 1. Idle, with the stream's code loaded.
  const warm = await openStream(origin, tokens[0]);
  warm.req.destroy();
  await settle(2_000);
  const idle = rssMiB(child.pid);
  const idleHeap = await heapMiB(origin);

  // 2. Every person's stream, fifty opening at a time.
  const t0 = performance.now();
  for (let i = 0; i < STREAMS; i += 50) {
    streams.push(...(await Promise.all(tokens.slice(i, i + 50).map((token) => openStream(origin, token)))));
  }
  const openMs = performance.now() - t0;
  await settle(3_000);
  const open = rssMiB(child.pid);
  const openHeap = await heapMiB(origin);

  const ringer = redis ? new Redis(redis.url) : null;
  // As server/events/ring.ts does: at most USER_EVENTS_RING_MAX (1 000) people a ring.
  const ring = async (ids) => {
    for (let i = 0; i < ids.length; i += 1000) {
      await ringer?.publish(CHANGES_CHANNEL, JSON.stringify({ from: 'bench', change: { kind: 'user-events', userIds: ids.slice(i, i + 1000) } }));
    }
  };
  const recordAll = async (kind) => {
    const { rows } = await db.query(`SELECT u AS user_id, record_user_event(u, $2, '{"id": 1, "kind": "order_paid"}') AS seq FROM unnest($1::bigint[]) AS u`, [
      userIds,
      kind,
    ]);
    const seqOf = new Map(rows.map((row) => [Number(row.user_id), Number(row.seq)]));
    return new Map(streams.map((s, i) => [s, seqOf.get(userIds[i])]));
  };

  // 3. One event each, one statement, one ring.
  const w0 = performance.now();
  const first = await recordAll('notification');
  const r0 = performance.now();
  await ring(userIds);
  const rung = await allArrived(streams, first);

  // 4. One event each, no ring: the poll.
  await settle(500);
  const p0 = performance.now();
  const second = await recordAll('notification');
  const p1 = performance.now();
  const polled = await allArrived(streams, second);

  // 5. One person among the thousand, twenty times.
  const single = [];
  for (let i = 0; i < 20; i += 1) {
    const index = (i * 37) % STREAMS;
    const { rows } = await db.query(`SELECT record_user_event($1, 'message', '{"conversationId": 1, "messageId": 1}') AS seq`, [userIds[index]]);
    const s0 = performance.now();
    await ring([userIds[index]]);
    const arrived = await allArrived([streams[index]], new Map([[streams[index], Number(rows[0].seq)]]));
    single.push(arrived - s0);
  }
  single.sort((a, b) => a - b);
  await settle(2_000);
  const after = rssMiB(child.pid);

  const twice = streams.filter((s) => new Set(s.seqs).size !== s.seqs.length).length;

  // 6. SIGTERM with every stream open.
  const e0 = performance.now();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const code = await exited;
  const exitMs = performance.now() - e0;
  await settle(200);
  const ended = streams.filter((s) => s.ended).length;
  ringer?.disconnect();

  const ms = (value) => Math.round(value);
  console.log(
    `\nLive stream, ${STREAMS} people with one stream each, on one production process (PostgreSQL${redis ? ' and Redis' : ', no Redis: rings unheard, the poll every second'}; node ${process.version})\n`,
  );
  console.table([
    { measure: 'RSS idle (MiB)', value: idle },
    { measure: `RSS with ${STREAMS} streams open (MiB)`, value: open },
    { measure: 'of it per stream (KiB)', value: Math.round(((open - idle) * 1024) / STREAMS) },
    { measure: 'JS heap in use idle → with the streams (MiB)', value: `${idleHeap} → ${openHeap}` },
    { measure: `time to open the ${STREAMS} streams, 50 at a time (ms)`, value: ms(openMs) },
    { measure: `one event each, rung once: ring → all ${STREAMS} have it (ms)`, value: ms(rung - r0) },
    { measure: '… of which the one INSERT statement before it (ms)', value: ms(r0 - w0) },
    { measure: `one event each, not rung: write → all have it by the poll (ms)`, value: ms(polled - p1) },
    { measure: '… the write itself (ms)', value: ms(p1 - p0) },
    { measure: 'one person among them, rung: p50 (ms)', value: Math.round(single[Math.floor(single.length / 2)] * 10) / 10 },
    { measure: 'one person among them, rung: max of 20 (ms)', value: Math.round(single[single.length - 1] * 10) / 10 },
    { measure: 'RSS after the deliveries (MiB)', value: after },
    { measure: 'streams with an event twice', value: twice },
    { measure: 'SIGTERM with every stream open → exit (ms, exit code)', value: `${ms(exitMs)} (${code})` },
    { measure: 'streams ended by the shutdown', value: ended },
  ]);
} finally {
  for (const s of streams) s.req.destroy();
  if (child.exitCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await db.end();
  await redis?.stop();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
