import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { openDatabase } from '../../../server/db/adapter.js';
import { Metrics, listenMetrics, metricsApp } from '../../../server/ops/metrics.js';
import { createTestApp } from '../../support/app.js';

describe('liveness, readiness and metrics', () => {
  test('/healthz answers 200 {"status":"ok"} while the process runs', async () => {
    const { app } = createTestApp({}, { ready: false });
    const res = await request(app).get('/healthz').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('/readyz is 503 while starting, 200 when ready, 503 again while draining', async () => {
    const composed = createTestApp({}, { ready: false });
    await request(composed.app).get('/readyz').expect(503);
    composed.health.markStarted();
    await request(composed.app).get('/readyz').expect(200);
    composed.health.startDraining();
    const res = await request(composed.app).get('/readyz').expect(503);
    expect(res.body).toEqual({ status: 'unavailable', reason: 'draining' });
  });

  test('/readyz is 503 when a dependency does not answer', async () => {
    const composed = createTestApp();
    // A readiness check that fails stands for a database that does not answer.
    (composed.health as unknown as { checks: Array<() => Promise<boolean>> }).checks.push(async () => false);
    const res = await request(composed.app).get('/readyz').expect(503);
    expect(res.body.reason).toBe('dependency');
  });

  test('/metrics speaks Prometheus text and counts requests by route', async () => {
    const { app } = createTestApp({ INSTANCE_ID: 'replica-7' });
    await request(app).get('/ru/services').set('Cookie', 'lang=ru');
    const res = await request(app).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('process_cpu_user_seconds_total');
    // Every series names the replica (INSTANCE_ID, else the host name), so replicas stay apart.
    expect(res.text).toMatch(/http_request_duration_seconds_count\{instance="replica-7",route="services",method="GET",status="200"\} 1/);
    expect(res.text).toMatch(/process_cpu_user_seconds_total\{instance="replica-7"\}/);
  });

  test("/metrics tells the embedded database's memory apart", async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      const res = await request(createTestApp({}, { db }).app).get('/metrics').expect(200);
      const bytes = Number(/^database_engine_memory_bytes\{[^}]*\} (\d+)$/m.exec(res.text)?.[1]);
      // PGlite's WebAssembly memory: tens of MiB at least, never more than wasm32 can address.
      expect(bytes).toBeGreaterThan(16 * 1024 * 1024);
      expect(bytes).toBeLessThanOrEqual(4 * 1024 * 1024 * 1024);
      expect(res.text).toContain('nodejs_heap_size_total_bytes');
    } finally {
      await db.close();
    }
  });

  test('/metrics requires the bearer token when one is set', async () => {
    const token = 'a-long-metrics-token-123';
    const { app } = createTestApp({ METRICS_TOKEN: token });
    await request(app).get('/metrics').expect(401);
    await request(app).get('/metrics').set('Authorization', 'Bearer wrong-token-of-same-size').expect(401);
    await request(app).get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
  });

  test('with METRICS_PORT, /metrics leaves the site and answers on a listener of its own (token still applies)', async () => {
    const { app, metrics } = createTestApp({ METRICS_PORT: '9464' });
    const onSite = await request(app).get('/metrics');
    expect(onSite.status).toBe(404);
    expect(onSite.text).not.toContain('nodejs_version_info');
    const own = await request(metricsApp(metrics, undefined)).get('/metrics').expect(200);
    expect(own.text).toContain('nodejs_version_info');
    await request(metricsApp(metrics, undefined)).get('/').expect(404);
    const guarded = metricsApp(metrics, 'a-long-metrics-token-123');
    await request(guarded).get('/metrics').expect(401);
    await request(guarded).get('/metrics').set('Authorization', 'Bearer a-long-metrics-token-123').expect(200);
  });

  test('the metrics listener listens where it is told, and closes', async () => {
    const server = await listenMetrics(new Metrics(), { port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('process_cpu_user_seconds_total');
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    }
  });

  test('every response carries a request id; a well-formed incoming one is kept', async () => {
    const { app } = createTestApp();
    const fresh = await request(app).get('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await request(app).get('/healthz').set('X-Request-Id', 'lb-7f3a9c2e11');
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c2e11');
  });
});
