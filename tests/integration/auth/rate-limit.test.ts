import { Socket } from 'node:net';
import express from 'express';
import { Redis } from 'ioredis';
import request from 'supertest';
import type { Database } from '../../../server/db/adapter';
import { rateLimit } from '../../../server/security/rate-limit';
import { databaseRateLimitStore, redisOrDatabaseRateLimitStore, redisRateLimitStore, type RateLimitStore } from '../../../server/security/rate-limit-store';
import type { TestDatabase } from '../db/test-database';
import { authApp, engineName, migratedDatabase } from './support';

jest.setTimeout(60_000);

let handle: TestDatabase;
let db: Database;
beforeAll(async () => {
  handle = await migratedDatabase();
  db = handle.db;
});
afterAll(() => handle.dispose());

const REDIS_URL = process.env.CI_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(Number(port || 6379), hostname);
  });
}

/** Two "replicas": separate apps, one shared store. */
function limitedApp(store: RateLimitStore, name: string, limit = 3) {
  const app = express();
  app.set('trust proxy', 1);
  app.use(rateLimit({ name, limit, windowMs: 60_000, store }));
  app.post('/write', (_req, res) => void res.json({ ok: true }));
  return app;
}

async function exhaust(store: RateLimitStore, name: string) {
  const [a, b] = [limitedApp(store, name), limitedApp(store, name)];
  const ip = '203.0.113.7';
  const statuses: number[] = [];
  for (const app of [a, b, a, b]) statuses.push((await request(app).post('/write').set('X-Forwarded-For', ip)).status);
  const refused = await request(b).post('/write').set('X-Forwarded-For', ip).expect(429);
  return { statuses, refused };
}

describe(`rate limits (${engineName})`, () => {
  test('sign-in is limited per client: over the limit a browser gets 429, Retry-After and a localized page', async () => {
    const app = authApp(db, { RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: '1' });
    const from = (ip: string) => request(app).get('/auth/sign-in').set('X-Forwarded-For', ip).set('Accept', 'text/html').set('Cookie', 'lang=en');
    for (let i = 0; i < 3; i += 1) await from('198.51.100.1').expect(302);
    const refused = await from('198.51.100.1').expect(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.text).toContain('Too many attempts');
    expect(refused.text).toContain(`${retryAfter}\u00a0s`);
    // Another client is not affected.
    await from('198.51.100.2').expect(302);
  });

  test('API writes over the limit answer 429 with Retry-After in the API error shape; reads are not counted', async () => {
    const app = authApp(db, { RATE_LIMIT_WRITE_PER_MINUTE: '2' });
    for (let i = 0; i < 5; i += 1) await request(app).get('/api/v1/me/sessions').expect(401);
    for (let i = 0; i < 2; i += 1) await request(app).post('/api/v1/nothing').set('X-Requested-With', 'huquq').expect(404);
    const refused = await request(app).post('/api/v1/nothing?lang=en').set('X-Requested-With', 'huquq').expect(429);
    expect(refused.body).toEqual({ error: { code: 'rate_limited', message: expect.stringContaining('try again') } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  test('without TRUST_PROXY a forged X-Forwarded-For does not give a fresh count', async () => {
    const app = authApp(db, { RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    for (let i = 0; i < 2; i += 1) await request(app).get('/auth/sign-in').set('X-Forwarded-For', `192.0.2.${i}`).expect(302);
    await request(app).get('/auth/sign-in').set('X-Forwarded-For', '192.0.2.99').expect(429);
  });

  test('the counters live in the database, so the limit holds across replicas', async () => {
    const { statuses, refused } = await exhaust(databaseRateLimitStore(db), `replicas-${Date.now()}`);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    const { rows } = await db.query<{ count: number }>("SELECT count FROM rate_limits WHERE key LIKE 'replicas-%'");
    expect(rows.map((row) => row.count)).toEqual([5]);
  });

  test('concurrent hits are counted atomically', async () => {
    const store = databaseRateLimitStore(db);
    const key = `burst-${Date.now()}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit(key, 60_000).then((hit) => hit.count)));
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  test('with Redis the limit holds across replicas too (skipped when no Redis answers)', async () => {
    if (!(await redisAnswers())) {
      console.warn(`No Redis at ${REDIS_URL}: the Redis store was not exercised`);
      return;
    }
    const redis = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    await redis.connect();
    try {
      const prefix = `huquq:test:${process.pid}:${Date.now()}:`;
      const { statuses, refused } = await exhaust(redisRateLimitStore(redis, prefix), 'write');
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(59);
      const ttl = await redis.pttl(`${prefix}write:203.0.113.7`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      await redis.del(`${prefix}write:203.0.113.7`);
    } finally {
      await redis.quit();
    }
  });

  test('Redis away: the counters fall back to the database, so the limit still holds across replicas', async () => {
    // A client of a Redis that is not there (port 1): not ready, and every command fails at once.
    const away = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      const known = `outage-${Date.now()}`;
      const notReady = await exhaust(
        redisOrDatabaseRateLimitStore(away, db, () => false),
        known,
      );
      expect(notReady.statuses).toEqual([200, 200, 200, 429]);
      // Reported ready but failing (the outage began between the check and the command).
      const failing = await exhaust(
        redisOrDatabaseRateLimitStore(away, db, () => true),
        `${known}-late`,
      );
      expect(failing.statuses).toEqual([200, 200, 200, 429]);
      const { rows } = await db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key LIKE $1 ORDER BY key', [`${known}%`]);
      expect(rows.map((row) => row.count)).toEqual([5, 5]);
    } finally {
      away.disconnect();
    }
  });

  test('a failing store lets requests through (and logs), rather than taking sign-in down', async () => {
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error('database down')) };
    await request(limitedApp(broken, 'broken', 0))
      .post('/write')
      .expect(200);
  });
});
