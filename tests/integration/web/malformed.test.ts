import request from 'supertest';
import { RETURNING, createTestApp } from '../../support/app.js';

describe('malformed input never produces a 5xx', () => {
  const { app } = createTestApp();

  test.each([
    ['/%E0%A4%A', 400],
    ['/services/%', 400],
    ['/%00', 400],
    ['/ru/%zz', 400],
    [`/${'a'.repeat(3000)}`, 400],
    ['/..%2f..%2fetc%2fpasswd', 404],
    ['/services/1%20OR%201=1', 404],
    ['/services/_payload.jsonx', 404],
  ])('%s answers %i', async (path, status) => {
    const res = await request(app).get(path).set('Cookie', RETURNING);
    expect(res.status).toBe(status);
  });

  test.each([
    ['lang=%E0%A4%A; nuxt-color-mode=%%%'],
    ['nuxt-color-mode=<script>alert(1)</script>; lang=xx'],
    ['=; ;;; lang'],
    ['tg_view=1; tg_view=0; lang=ru; lang=en'],
    [`lang=uz; junk=${'x'.repeat(3000)}`],
  ])('cookie header %p renders the page', async (cookie) => {
    const res = await request(app).get('/services').set('Cookie', cookie);
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toContain('<script>alert(1)');
  });

  test.each([
    ['Accept-Language', 'ru-RU,ru;q=abc,en;q=0.5,*;q=0.1'],
    ['Accept-Language', ';;;,,,q=,'],
    ['User-Agent', '\u0000'.replace('\u0000', '') + 'x'.repeat(2000)],
    ['X-Request-Id', '../../etc/passwd'],
    ['X-Forwarded-For', 'not-an-ip, 999.999.1.1'],
    ['Accept', 'application/json'],
  ])('header %s: %p is harmless', async (name, value) => {
    const res = await request(app).get('/en/support').set('Cookie', RETURNING).set(name, value);
    expect(res.status).toBe(200);
  });

  test('a malformed request id is replaced by a fresh one', async () => {
    const res = await request(app).get('/healthz').set('X-Request-Id', '<bad id>');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('query strings of any shape are harmless', async () => {
    const res = await request(app).get('/services?a[b][c]=1&a=2&%E0=1&fromTelegram').set('Cookie', RETURNING);
    expect(res.status).toBe(200);
  });
});
