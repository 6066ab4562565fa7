import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { createLogger } from '../../../server/ops/logger';
import { iconsRouter } from '../../../server/proxy/icons';
import { createTestApp } from '../../support/app';

/** A fake Iconify API: answers after `delayMs`, records every URL it was asked. */
async function fakeUpstream(delayMs: number, answer: (prefix: string, names: string[]) => unknown = defaultAnswer) {
  const urls: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    urls.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://upstream');
    const prefix = /^\/([a-z0-9-]+)\.json$/.exec(url.pathname)?.[1] ?? '';
    const names = (url.searchParams.get('icons') ?? '').split(',');
    const timer = setTimeout(() => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer(prefix, names)));
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    urls,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function defaultAnswer(prefix: string, names: string[]) {
  return { prefix, icons: Object.fromEntries(names.map((n) => [n, { body: `<path d="M0 0h${n.length}"/>` }])), width: 24, height: 24 };
}

function logLines() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

function appWith(options: Partial<Parameters<typeof iconsRouter>[0]> & { upstream: string | undefined }) {
  const { logger, lines } = logLines();
  const app = express();
  app.set('query parser', 'simple');
  app.use('/api/_icons', iconsRouter({ logger, ...options }));
  return { app, lines };
}

describe('GET /api/_icons/{prefix}.json from the local sets', () => {
  const { app } = createTestApp();

  test('answers Iconify JSON with the icons asked for, cacheable', async () => {
    const res = await request(app).get('/api/_icons/lucide.json?icons=sun,moon');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body.prefix).toBe('lucide');
    expect(Object.keys(res.body.icons).sort()).toEqual(['moon', 'sun']);
    expect(res.body.icons.sun.body).toContain('<circle');
    expect(res.body.width).toBe(24);
    expect(res.body.not_found).toBeUndefined();
  });

  test('lists unknown icons in not_found and keeps the known ones', async () => {
    const res = await request(app).get('/api/_icons/lucide.json?icons=sun,no-such-icon');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.icons)).toEqual(['sun']);
    expect(res.body.not_found).toEqual(['no-such-icon']);
  });

  test('an alias comes with its parent', async () => {
    const res = await request(app).get('/api/_icons/lucide.json?icons=alarm-check');
    expect(res.status).toBe(200);
    expect(res.body.aliases['alarm-check'].parent).toBeDefined();
    expect(res.body.icons[res.body.aliases['alarm-check'].parent]).toBeDefined();
  });

  test('missing icons or set: 404; malformed names: 400; an unknown set without upstream: 404', async () => {
    expect((await request(app).get('/api/_icons/lucide.json')).status).toBe(404);
    expect((await request(app).get('/api/_icons/lucide.json?icons=')).status).toBe(404);
    const bad = await request(app).get('/api/_icons/lucide.json?icons=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('bad_request');
    expect((await request(app).get(`/api/_icons/lucide.json?icons=${Array.from({ length: 201 }, (_, i) => `i${i}`).join(',')}`)).status).toBe(400);
    const unknown = await request(app).get('/api/_icons/mdi.json?icons=home');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
  });
});

describe('GET /api/_icons/{prefix}.json through ICONS_UPSTREAM', () => {
  test('an upstream that answers: its JSON comes back, and a second request is served from the cache', async () => {
    const upstream = await fakeUpstream(0);
    try {
      const { app } = appWith({ upstream: upstream.origin });
      const res = await request(app).get('/api/_icons/mdi.json?icons=home,account');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(defaultAnswer('mdi', ['account', 'home']));
      expect(upstream.urls).toEqual(['/mdi.json?icons=account,home']);
      await request(app).get('/api/_icons/mdi.json?icons=account,home').expect(200);
      expect(upstream.urls).toHaveLength(1);
    } finally {
      await upstream.close();
    }
  });

  test('the whole application mounts the endpoint with ICONS_UPSTREAM', async () => {
    const upstream = await fakeUpstream(0);
    try {
      const { app } = createTestApp({ ICONS_UPSTREAM: upstream.origin });
      const res = await request(app).get('/api/_icons/simple-icons.json?icons=telegram');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.icons)).toEqual(['telegram']);
    } finally {
      await upstream.close();
    }
  });

  test('a slow upstream times out: logged, answered 504 without caching', async () => {
    const upstream = await fakeUpstream(1500);
    try {
      const { app, lines } = appWith({ upstream: upstream.origin, timeoutMs: 300, rotateMs: 100 });
      const started = Date.now();
      const res = await request(app).get('/api/_icons/mdi.json?icons=home');
      expect(Date.now() - started).toBeLessThan(1200);
      expect(res.status).toBe(504);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.error.code).toBe('upstream_unavailable');
      const warning = lines.find((l) => l.msg === 'icon upstream failed');
      expect(warning).toMatchObject({ level: 'warn', prefix: 'mdi' });
      expect(String((warning?.err as { message?: string })?.message)).toContain('within 300 ms');
      // Not cached: the next request asks again.
      await request(app).get('/api/_icons/mdi.json?icons=home');
      expect(upstream.urls).toHaveLength(2);
    } finally {
      await upstream.close();
    }
  });

  test('rotation: a host that has not answered in time is joined by the next, whose answer wins', async () => {
    const slow = await fakeUpstream(2000);
    const fast = await fakeUpstream(0);
    try {
      const { app } = appWith({ upstream: `${slow.origin},${fast.origin}`, timeoutMs: 1500, rotateMs: 150 });
      const started = Date.now();
      const res = await request(app).get('/api/_icons/mdi.json?icons=home');
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(slow.urls).toHaveLength(1);
      expect(fast.urls).toHaveLength(1);
    } finally {
      await slow.close();
      await fast.close();
    }
  });

  test('a malformed upstream answer is a failure, not passed on', async () => {
    const upstream = await fakeUpstream(0, () => ({ hello: 'world' }));
    try {
      const { app, lines } = appWith({ upstream: upstream.origin });
      expect((await request(app).get('/api/_icons/mdi.json?icons=home')).status).toBe(504);
      expect(lines.some((l) => l.msg === 'icon upstream failed')).toBe(true);
    } finally {
      await upstream.close();
    }
  });

  test('many icons are split so that no upstream URL exceeds 500 characters, and merged', async () => {
    const upstream = await fakeUpstream(0);
    try {
      const { app } = appWith({ upstream: upstream.origin });
      const names = Array.from({ length: 120 }, (_, i) => `icon-number-${String(i).padStart(3, '0')}`);
      const res = await request(app).get(`/api/_icons/mdi.json?icons=${names.join(',')}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.icons).sort()).toEqual(names);
      expect(upstream.urls.length).toBeGreaterThan(3);
      for (const url of upstream.urls) expect((upstream.origin + url).length).toBeLessThanOrEqual(500);
      const asked = upstream.urls.flatMap((url) => new URL(url, 'http://x').searchParams.get('icons')!.split(','));
      expect(asked.sort()).toEqual(names);
    } finally {
      await upstream.close();
    }
  });
});
