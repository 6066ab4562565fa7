// npm run bench: production build, then autocannon against the real server and against the
// ceiling of docs/design.md §6 (same element tree and data on bare node:http), page by page.
// Prints requests per second, p50/p99 latency, the ratio to the ceiling and first-load JS.
//
//   BENCH_PAGES: only the pages whose name or path holds it ("documents"); every page by default.
//   BENCH_SECONDS (8) · BENCH_CONNECTIONS (16) · BENCH_SCALE (1): copies of the catalogue in the
//   server's database (100 gives 6 000 specialists, 3 200 services), seeded before it starts.
//   BENCH_MEMORY_SECONDS (60; 0 skips): the server's resident set on each database (embedded
//   PGlite, and PostgreSQL when BENCH_DATABASE_URL or the local server answers): idle, after 300
//   page views, at the peak of and after that many seconds of /ru/specialists (scripts/bench/memory.mjs).
//   BENCH_FIRST_LOAD_ONLY=1: only build, start the server and print each page's first-load JS (no
//   load, no ceiling, no memory runs); BENCH_FIRST_LOAD_FILES=1 also lists each page's chunks.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect, createServer } from 'node:net';
import autocannon from 'autocannon';
import { build } from 'vite';
import { buildAll } from './build.mjs';
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from './production-process.mjs';
import { firstLoad, readStaticImports } from './bench/first-load.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
// Production refuses to start without a way to guard /metrics (METRICS_TOKEN or METRICS_PORT).
const BENCH_METRICS_TOKEN = process.env.METRICS_TOKEN ?? 'bench-metrics-token-0123456789';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
/** The signed-in pages' session token: well-formed as the site makes them, 43 characters of base64url (server/auth/sessions.ts). */
const BENCH_SESSION = 'benchSessionToken0123456789abcdefghijklmnop';
const ALL_PAGES = [
  { name: 'landing /', path: '/', cookie: 'lang=uz' },
  { name: 'catalogue /ru/specialists', path: '/ru/specialists', cookie: 'lang=ru' },
  { name: 'specialists, 3 filters', path: '/en/specialists?parent=family&language=en&experience=5', cookie: 'lang=en' },
  { name: 'catalogue /services', path: '/services', cookie: 'lang=uz' },
  { name: 'services, category + price', path: '/ru/services?parent=family&priceMax=5000000&sort=price', cookie: 'lang=ru' },
  { name: 'service /services/7', path: '/services/7', cookie: 'lang=uz' },
  { name: 'profile /dilnoza.yusupova', path: '/en/dilnoza.yusupova', cookie: 'lang=en' },
  { name: 'templates /ru/documents', path: '/ru/documents', cookie: 'lang=ru' },
  { name: 'template /ru/documents/templates/1', path: '/ru/documents/templates/1', cookie: 'lang=ru' },
  { name: 'catalogue /ru/services', path: '/ru/services', cookie: 'lang=ru' },
  { name: 'law firms /ru/lawfirms', path: '/ru/lawfirms', cookie: 'lang=ru' },
  { name: 'law firm /ru/lawfirms?firm=1', path: '/ru/lawfirms?firm=1', cookie: 'lang=ru' },
  { name: 'reference /ru/reference', path: '/ru/reference', cookie: 'lang=ru' },
  { name: 'article /ru/reference/12', path: '/ru/reference/12', cookie: 'lang=ru' },
  { name: 'support /ru/support', path: '/ru/support', cookie: 'lang=ru' },
  { name: 'question /ru/support/questions/5', path: '/ru/support/questions/5', cookie: 'lang=ru' },
  { name: 'claims /ru/statement-of-claim', path: '/ru/statement-of-claim', cookie: 'lang=ru' },
  { name: 'claim list /ru/statement-of-claim/list/3', path: '/ru/statement-of-claim/list/3', cookie: 'lang=ru' },
  { name: 'claim template /ru/statement-of-claim/templates/1', path: '/ru/statement-of-claim/templates/1', cookie: 'lang=ru' },
  { name: 'basket /ru/basket', path: '/ru/basket', cookie: 'lang=ru' },
  { name: 'favourites /ru/favorites', path: '/ru/favorites', cookie: 'lang=ru' },
  { name: '404 /ru/no/such/page', path: '/ru/no/such/page', cookie: 'lang=ru' },
  // Signing in with an E-IMZO key (issue 33): the key list is the page's script's.
  { name: 'E-IMZO sign-in /ru/sign-in/eimzo', path: '/ru/sign-in/eimzo', cookie: 'lang=ru' },
  // Signed in (issue 31): a session and a conversation of 61 messages made by scripts/bench/conversation.ts.
  { name: 'messages /ru/home/messages', path: '/ru/home/messages', cookie: `lang=ru; act=${BENCH_SESSION}`, signedIn: true },
  { name: 'conversation /ru/home/messages/{id}', path: '/ru/home/messages/{id}', cookie: `lang=ru; act=${BENCH_SESSION}`, signedIn: true },
];

const PAGES = ALL_PAGES.filter(
  (page) => !process.env.BENCH_PAGES || page.name.includes(process.env.BENCH_PAGES) || page.path.includes(process.env.BENCH_PAGES),
);

/** A loopback port nobody listens on now. */
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

/**
 * Starts a server on a port of our choosing and resolves once it accepts connections. (Not by
 * its "listening" log line: LOG_LEVEL=warn hides that line, and the bench used to wait forever.)
 */
async function start(script, env = {}, nodeFlags = []) {
  const port = await freePort();
  // As production starts it (the Dockerfile, npm start): the same allocator and heap settings.
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, ...nodeFlags, script], {
    env: { ...process.env, ...PRODUCTION_ENV, HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume(); // logs are written and discarded, as a log shipper would take them
  let exited = null;
  child.once('exit', (code) => (exited = code ?? 'a signal'));
  while (exited === null) {
    if (await answers(port)) return { child, origin: `http://127.0.0.1:${port}` };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${script} exited with ${exited}`);
}

function load(url, cookie) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { cookie, 'user-agent': 'Mozilla/5.0 bench' } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** KB gz of the JavaScript fetched before the page runs: its scripts, preloads and their static imports. */
async function firstLoadKb(origin, page) {
  const html = await (await fetch(origin + page.path, { headers: { cookie: page.cookie } })).text();
  return firstLoad(html, readStaticImports());
}

await buildAll({ quiet: true });
if (process.env.BENCH_FIRST_LOAD_ONLY) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'huquq-bench-'));
  const app = await start('dist/server/main.js', { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', METRICS_TOKEN: BENCH_METRICS_TOKEN });
  const rows = [];
  for (const page of PAGES) {
    const { listed, total, files } = await firstLoadKb(app.origin, page);
    rows.push({ page: page.name, 'first-load JS KB gz': Number(total.toFixed(1)), 'of it in the HTML': Number(listed.toFixed(1)) });
    if (process.env.BENCH_FIRST_LOAD_FILES) {
      console.log(`\n${page.name}`);
      console.table(files.sort((a, b) => b.kb - a.kb).map(({ file, kb, listed: named }) => ({ file, 'KB gz': Number(kb.toFixed(1)), preloaded: named })));
    }
  }
  app.child.kill('SIGTERM');
  console.table(rows);
  process.exit(0);
}
await build({
  mode: 'production',
  logLevel: 'warn',
  build: { ssr: 'scripts/bench/ceiling.tsx', outDir: 'dist/bench', emptyOutDir: true, rollupOptions: { input: { ceiling: 'scripts/bench/ceiling.tsx' } } },
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'huquq-bench-'));
const signedIn = PAGES.some((page) => page.signedIn);
if (SCALE > 1 || signedIn) {
  const seeded = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/bench/seed.ts', dataDir, String(SCALE)], { stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error(`seeding ×${SCALE} failed`);
}
if (signedIn) {
  const made = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/bench/conversation.ts', dataDir, BENCH_SESSION], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`the bench's conversation failed: ${made.stderr}`);
  const id = made.stdout.trim().split('\n').at(-1);
  for (const page of PAGES) page.path = page.path.replace('{id}', id);
}
const app = await start('dist/server/main.js', {
  NODE_ENV: 'production',
  COMPRESSION: 'off',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  METRICS_TOKEN: BENCH_METRICS_TOKEN,
});
// The ceiling renders the same data: its loaders ask the server's API once per page, then keep it.
const ceiling = await start('dist/bench/ceiling.js', { NODE_ENV: 'production', API_BASE_URL: app.origin, BENCH_SESSION_TOKEN: BENCH_SESSION });

const rows = [];
for (const page of PAGES) {
  // Warm both (JIT, lazy route modules, prepared ceiling data).
  for (let i = 0; i < 200; i += 1) {
    await fetch(app.origin + page.path, { headers: { cookie: page.cookie } }).then((r) => r.arrayBuffer());
    await fetch(ceiling.origin + page.path).then((r) => r.arrayBuffer());
  }
  const ours = await load(app.origin + page.path, page.cookie);
  const bare = await load(ceiling.origin + page.path, page.cookie);
  rows.push({
    page: page.name,
    status: ours['2xx'] > 0 ? 200 : ours['4xx'] > 0 ? 404 : 'err',
    'req/s': Math.round(ours.requests.average),
    'p50 ms': ours.latency.p50,
    'p99 ms': ours.latency.p99,
    'ceiling req/s': Math.round(bare.requests.average),
    ratio: Number((ours.requests.average / bare.requests.average).toFixed(2)),
    'first-load JS KB gz': Number((await firstLoadKb(app.origin, page)).total.toFixed(1)),
    errors: ours.errors + ours.timeouts + ours.non2xx - (ours['4xx'] ?? 0),
  });
}
const exited = (child) => (child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));
app.child.kill('SIGTERM');
ceiling.child.kill('SIGTERM');
// The memory runs below open the same data folder, which the server holds until it has exited.
await Promise.all([exited(app.child), exited(ceiling.child)]);

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per run, compression off (as behind a compressing proxy), catalogue ×${SCALE}\n`);
console.table(rows);

const MEMORY_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
if (MEMORY_SECONDS > 0) {
  const { measureMemory } = await import('./bench/memory.mjs');
  await measureMemory({ start, dataDir, scale: SCALE, seconds: MEMORY_SECONDS, connections: CONNECTIONS });
}
