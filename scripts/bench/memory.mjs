// The server's memory, as an operator sees it: the resident set (VmRSS) of a production server
// process on each database, read from /proc while it works. For each engine: started fresh on the
// bench's data, idle after a few views; after 300 page views of /ru/specialists, one at a time;
// the peak during, and the value after, a load of `seconds` at `connections` connections.
// PGlite is the embedded default (the bench's data folder); PostgreSQL is measured when
// BENCH_DATABASE_URL is set or a local server answers at postgres://postgres@127.0.0.1:5432/postgres,
// on a scratch database seeded at the same scale and dropped afterwards.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';

const PAGE = { path: '/ru/specialists', cookie: 'lang=ru' };
// Production requires METRICS_TOKEN (or METRICS_PORT); the breakdown reads /metrics with it.
const METRICS_TOKEN = process.env.METRICS_TOKEN ?? 'bench-metrics-token-0123456789';
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A field of /proc/<pid>/status in MiB: VmRSS, the resident set; RssFile, its pages mapped from files. */
function statusMiB(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : NaN;
}

const rssMiB = (pid) => statusMiB(pid, 'VmRSS');

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const MiB = 1024 * 1024;

/**
 * The resident part of the embedded engine's WebAssembly memory: V8 commits the memory's current
 * size (`bytes`, from /metrics) as one mapping and reserves the room it may grow into right after
 * it, so it is the mapping of exactly that size followed by a reservation of a GiB or more.
 */
function wasmResidentMiB(pid, bytes) {
  if (!bytes) return 0;
  const maps = [];
  let current = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (range) {
      current = { start: BigInt(`0x${range[1]}`), end: BigInt(`0x${range[2]}`), rss: 0 };
      maps.push(current);
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rss = Number(rss[1]) * 1024;
  }
  const wasm = maps.find((m, i) => m.end - m.start === BigInt(bytes) && maps[i + 1]?.start === m.end && maps[i + 1].end - maps[i + 1].start >= 1n << 30n);
  return wasm ? Math.round(wasm.rss / MiB) : NaN;
}

/**
 * Where the resident set goes: the embedded engine's WebAssembly memory (its resident pages, and
 * its size, which only grows), the JavaScript heap V8 holds (from the server's /metrics), the
 * program's files mapped in (the node binary's code, 53-55 MiB already when idle; clean pages
 * the kernel can drop and read again) and the rest (compiled code, native
 * buffers, compilers' scratch, the allocator's free lists).
 */
async function breakdown(pid, origin) {
  const metrics = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => (r.ok ? r.text() : ''));
  const bytes = (name) => {
    const line = metrics.split('\n').find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
  };
  const rss = rssMiB(pid);
  const wasmSize = bytes('database_engine_memory_bytes');
  const wasm = wasmResidentMiB(pid, wasmSize);
  const heap = Math.round(bytes('nodejs_heap_size_total_bytes') / MiB);
  const files = statusMiB(pid, 'RssFile');
  return {
    'RSS MiB': rss,
    'engine wasm MiB': wasm,
    'of wasm size MiB': Math.round(wasmSize / MiB),
    'JS heap MiB': heap,
    'code files MiB': files,
    'other MiB': rss - (Number.isNaN(wasm) ? 0 : wasm) - heap - files,
  };
}

/** The breakdowns of every measure, printed after the table. */
const parts = [];

async function views(origin, count) {
  for (let i = 0; i < count; i += 1) {
    await fetch(origin + PAGE.path, { headers: { cookie: PAGE.cookie } }).then((r) => r.arrayBuffer());
  }
}

function hammer(origin, seconds, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: origin + PAGE.path, connections, duration: seconds, headers: { cookie: PAGE.cookie, 'user-agent': 'Mozilla/5.0 bench' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function admin(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 1_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function serverAnswers(url) {
  try {
    await admin(url, 'SELECT 1');
    return true;
  } catch {
    return false;
  }
}

async function measure(start, engine, env, seconds, connections) {
  const app = await start('dist/server/main.js', { NODE_ENV: 'production', COMPRESSION: 'off', LOG_LEVEL: 'warn', METRICS_TOKEN, ...env });
  const pid = app.child.pid;
  try {
    await views(app.origin, 10);
    await settle(2_000);
    const idle = rssMiB(pid);
    parts.push({ database: engine, when: 'idle', ...(await breakdown(pid, app.origin)) });
    await views(app.origin, 300);
    await settle(2_000);
    const afterViews = rssMiB(pid);
    parts.push({ database: engine, when: 'after 300 views', ...(await breakdown(pid, app.origin)) });
    let peak = afterViews;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 500);
    const result = await hammer(app.origin, seconds, connections);
    clearInterval(sampler);
    await settle(2_000);
    const after = rssMiB(pid);
    parts.push({ database: engine, when: `after ${seconds} s`, ...(await breakdown(pid, app.origin)) });
    // V8 gives back the heap the load grew when the process has been idle a while (its memory reducer).
    await settle(30_000);
    const rested = rssMiB(pid);
    parts.push({ database: engine, when: '30 s later, idle', ...(await breakdown(pid, app.origin)) });
    return {
      database: engine,
      'idle MiB': idle,
      'after 300 views MiB': afterViews,
      [`peak in ${seconds} s MiB`]: Math.max(peak, after),
      'after MiB': after,
      '30 s later MiB': rested,
      'req/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    const exited = new Promise((resolve) => app.child.once('exit', resolve));
    app.child.kill('SIGTERM');
    await exited;
  }
}

export async function measureMemory({ start, dataDir, scale, seconds, connections }) {
  const rows = [await measure(start, 'PGlite (embedded)', { DATA_DIR: dataDir }, seconds, connections)];

  const serverUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER;
  if (await serverAnswers(serverUrl)) {
    const name = `huquq_bench_memory_${process.pid}`;
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const seeded = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/bench/seed.ts', url.toString(), String(scale)], {
        stdio: 'inherit',
      });
      // A failure here still prints PGlite's figures below.
      if (seeded.status !== 0) console.error(`\nseeding ×${scale} on PostgreSQL failed: memory on PGlite only`);
      else rows.push(await measure(start, 'PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: dataDir }, seconds, connections));
    } finally {
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } else {
    console.log(`\n(no PostgreSQL at ${serverUrl.replace(/\/\/[^@]*@/, '//')}: memory on PGlite only)`);
  }
  console.log(`\nmemory: resident set of the server process, ${PAGE.path}, ${connections} connections for ${seconds} s, catalogue ×${scale}\n`);
  console.table(rows);
  console.log(
    "\nwhere it goes: engine wasm = PGlite's WebAssembly memory (resident, of its size), JS heap = V8's heap, code files = the program's files mapped in (node's code), other = compiled code, native buffers, compilers, allocator",
  );
  console.table(parts);
}
