// npm run bench:api: the product API's main list and search endpoints on the 100× data set, on
// PGlite and on PostgreSQL. For each engine: a scratch database seeded with
// seedDatabase(db, { scale: 100 }) and analyzed (as autovacuum would leave it), the API router
// mounted on a bare express listening on loopback, then autocannon per endpoint. Prints requests
// per second, p50 and p99 latency.
//
//   BENCH_SECONDS (8) · BENCH_CONNECTIONS (16) · BENCH_API_SCALE (100)
//   BENCH_API_ONLY: run only the endpoints whose name matches this regular expression (e.g. "search,|as you type").
//   BENCH_API_ENGINES: "pglite", "postgres" or both (default).
//
// "search as you type" cycles every connection through the realistic list of what visitors type
// into the landing search (scripts/bench/search-queries.mjs), with the box's limit of 4 per kind.
//   DATABASE_POOL_MAX: the API's connections to PostgreSQL, as the server reads it (default 10).
//   DATABASE_URL: a PostgreSQL server whose role may create databases; a scratch database is
//   made there and dropped afterwards. Unset: PostgreSQL at postgres://postgres@127.0.0.1:5432/postgres
//   when it answers, else PGlite only.
//
// Runs under tsx (the npm script), which loads the server's TypeScript.
import { once } from 'node:events';
import { createServer } from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import express from 'express';
import pg from 'pg';
import { createApiRouter } from '../server/api/index.ts';
import { loadConfig } from '../server/config.ts';
import { searchingEveryTime } from '../server/cache/search-answers.ts';
import { openDatabase } from '../server/db/adapter.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedDatabase } from '../server/db/seed/index.ts';
import { createLogger } from '../server/ops/logger.ts';
import { loadLocaleResources } from '../server/web/i18n.ts';
import { SEARCH_AS_YOU_TYPE } from './bench/search-queries.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SCALE = Number(process.env.BENCH_API_SCALE ?? 100);
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const ONLY = new RegExp(process.env.BENCH_API_ONLY ?? '');
const ENGINES = (process.env.BENCH_API_ENGINES ?? 'pglite,postgres').split(',');
const POOL_MAX = loadConfig().DATABASE_POOL_MAX;

// The rows marked "database" ask a second mount of the API, on the same database through
// searchingEveryTime, which searches the database on every call: what a question nobody asked in the last minute costs. The others go
// through the API as deployed, which keeps search answers a minute (server/cache/search-answers.ts).
const FRESH = '/fresh';
const typed = SEARCH_AS_YOU_TYPE.map(([q, lang]) => `/api/v1/search?q=${encodeURIComponent(q)}&lang=${lang}&limit=4&kinds=services,specialists,reference`);

const ENDPOINTS = [
  { name: 'specialists, first page', path: '/api/v1/specialists' },
  { name: 'specialists by group, ru, rating', path: '/api/v1/specialists?parent=family&lang=ru&sort=rating' },
  { name: 'specialists, page 200', path: '/api/v1/specialists?page=200&lang=en' },
  { name: 'services, first page', path: '/api/v1/services' },
  { name: 'services search uz', path: '/api/v1/services?q=ajralish' },
  { name: 'services search ru', path: `/api/v1/services?q=${encodeURIComponent('расторжение брака')}&lang=ru` },
  { name: 'reference search ru', path: `/api/v1/reference?q=${encodeURIComponent('алименты')}&lang=ru` },
  { name: 'search, all kinds, ru, database', path: `${FRESH}/api/v1/search?q=${encodeURIComponent('развод')}&lang=ru` },
  { name: 'search, all kinds, uz, database', path: `${FRESH}/api/v1/search?q=ishonchnoma` },
  { name: 'specialist profile', path: '/api/v1/specialists/aziz.karimov?lang=en' },
  { name: `search as you type (${typed.length} queries)`, path: typed[0], paths: typed },
  { name: `search as you type, database (${typed.length} queries)`, path: FRESH + typed[0], paths: typed.map((path) => FRESH + path) },
].filter((endpoint) => ONLY.test(endpoint.name));

const logger = createLogger(process.env.LOG_LEVEL ?? 'silent');
const resources = loadLocaleResources(path.resolve('locales'));

async function serverAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A scratch database on the server: its URL and how to drop it. */
async function scratchDatabase(serverUrl) {
  const name = `huquq_bench_${process.pid}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function load(url, paths) {
  const requests = paths?.map((path) => ({ method: 'GET', path }));
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function benchEngine(label, db) {
  const started = performance.now();
  await migrate(db);
  const seeded = await seedDatabase(db, { scale: SCALE });
  await db.exec('VACUUM ANALYZE');
  console.error(
    `${label}: seeded ×${SCALE} in ${Math.round((performance.now() - started) / 1000)} s ` +
      `(${seeded.counts.specialists} specialists, ${seeded.counts.services} services, ${seeded.counts.lawFirms} law firms, ${seeded.counts.referenceArticles} articles)`,
  );
  const app = express();
  app.set('query parser', 'simple');
  app.use('/api/v1', createApiRouter({ db, logger, resources, sessionTtlDays: 30 }));
  app.use(`${FRESH}/api/v1`, createApiRouter({ db: searchingEveryTime(db), logger, resources, sessionTtlDays: 30 }));
  const server = createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${server.address().port}`;
  const rows = [];
  try {
    for (const endpoint of ENDPOINTS) {
      const warm = await fetch(origin + endpoint.path);
      if (warm.status !== 200) throw new Error(`${endpoint.path} answered ${warm.status}: ${await warm.text()}`);
      for (const warmPath of endpoint.paths ?? Array.from({ length: 50 }, () => endpoint.path)) {
        const answer = await fetch(origin + warmPath);
        if (answer.status !== 200) throw new Error(`${warmPath} answered ${answer.status}: ${await answer.text()}`);
        await answer.arrayBuffer();
      }
      const result = await load(origin + endpoint.path, endpoint.paths);
      rows.push({
        engine: label,
        endpoint: endpoint.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx + result.errors,
      });
      console.error(`  ${endpoint.name}: ${Math.round(result.requests.average)} req/s`);
    }
  } finally {
    // autocannon stops with requests still in flight: let them finish before the caller closes
    // the database, or they fail on a closed pool and log errors that are not the endpoint's.
    const closed = once(server, 'close');
    server.close();
    server.closeIdleConnections();
    await closed;
  }
  return rows;
}

const rows = [];
if (ENGINES.includes('pglite')) {
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    rows.push(...(await benchEngine('pglite', db)));
  } finally {
    await db.close();
  }
}

const serverUrl = !ENGINES.includes('postgres') ? null : process.env.DATABASE_URL || ((await serverAnswers(DEFAULT_SERVER)) ? DEFAULT_SERVER : null);
if (serverUrl) {
  const scratch = await scratchDatabase(serverUrl);
  const db = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://', pool: { max: POOL_MAX } });
  try {
    rows.push(...(await benchEngine('postgres', db)));
  } finally {
    await db.close();
    await scratch.drop();
  }
} else if (ENGINES.includes('postgres')) {
  console.error('No PostgreSQL server answers (set DATABASE_URL): PGlite only.');
}

console.log(`\nProduct API, ×${SCALE} data, ${CONNECTIONS} connections, ${DURATION} s per endpoint, ${POOL_MAX} to PostgreSQL (node ${process.version})`);
console.table(rows);
