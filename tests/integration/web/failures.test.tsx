import { Writable } from 'node:stream';
import { use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import request from 'supertest';
import { createLogger } from '../../../server/ops/logger.js';
import { RETURNING, createTestApp } from '../../support/app.js';

const failing = {
  services: () => {
    throw new Error('connection to 10.0.0.5 refused: secret detail');
  },
};

describe('failures answer 500 with the error page and nothing internal', () => {
  test('a loader that throws gives the error page with the generic message', async () => {
    const { app } = createTestApp({}, { loaders: failing });
    const res = await request(app).get('/en/services').set('Cookie', RETURNING).expect(500);
    expect(res.text).toContain('data-testid="error-status">500<');
    expect(res.text).toContain('Something went wrong');
    expect(res.text).toContain('data-testid="error-back"');
    expect(res.text).not.toContain('secret detail');
    expect(res.text).not.toContain('10.0.0.5');
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
  });

  test('its payload answers 500 with no message', async () => {
    const { app } = createTestApp({}, { loaders: failing });
    const res = await request(app).get('/en/services/_payload.json').expect(500);
    expect(res.body).toEqual({ error: { status: 500, message: null } });
  });

  test('a render that never finishes is aborted after RENDER_TIMEOUT_MS', async () => {
    const never = new Promise<never>(() => {});
    // biome-ignore lint/correctness/noComponentHookFactories: a page of this one test's renderer; no component renders it, so nothing re-creates it.
    function Hangs(): never {
      return use(never);
    }
    const composed = createTestApp(
      { RENDER_TIMEOUT_MS: '150' },
      {
        renderer: {
          renderDocument: (args) => renderToPipeableStream(<Hangs />, { nonce: args.nonce, ...args.callbacks }),
        },
      },
    );
    const started = Date.now();
    const res = await request(composed.app).get('/en/testc').set('Cookie', RETURNING).expect(500);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.text).toContain('Something went wrong');
    expect(res.text).toContain('lang="en"');
    const metrics = await request(composed.app).get('/metrics');
    expect(metrics.text).toMatch(/ssr_render_aborts_total\{instance="[^"]+"\} 1/);
  });
});

describe('behind a load balancer', () => {
  test('with TRUST_PROXY the log line carries the client address from X-Forwarded-For', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { app } = createTestApp({ TRUST_PROXY: '1' }, { logger: createLogger('info', sink) });
    await request(app).get('/en/support').set('Cookie', RETURNING).set('X-Forwarded-For', '203.0.113.7').set('X-Request-Id', 'balancer-req-0001');
    const line = lines.map((l) => JSON.parse(l) as { msg: string; ip?: string; reqId?: string; status?: number }).find((l) => l.msg === 'request');
    expect(line).toMatchObject({ ip: '203.0.113.7', reqId: 'balancer-req-0001', status: 200 });
  });

  test('without it the forwarded address is not believed', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { app } = createTestApp({}, { logger: createLogger('info', sink) });
    await request(app).get('/en/support').set('Cookie', RETURNING).set('X-Forwarded-For', '203.0.113.7');
    const line = lines.map((l) => JSON.parse(l) as { msg: string; ip?: string }).find((l) => l.msg === 'request');
    expect(line?.ip).not.toBe('203.0.113.7');
  });
});
