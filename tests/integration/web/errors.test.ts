import request from 'supertest';
import { RETURNING, createTestApp } from '../../support/app.js';

describe('not found and invalid parameters', () => {
  const { app } = createTestApp();

  // docs/product.md §8's 'Page Not Found: {path}' stays English in English and is written in the visitor's language in uz and ru.
  test.each([
    ['/nowhere/at/all', 'Sahifa topilmadi: /nowhere/at/all'],
    ['/ru/no-such-page?x=1', 'Страница не найдена: /ru/no-such-page?x=1'],
    ['/en/services/abc', 'Page Not Found: /en/services/abc'],
    ['/services/0', 'Sahifa topilmadi: /services/0'],
    ['/services/-4', 'Sahifa topilmadi: /services/-4'],
    ['/services/99999999999', 'Sahifa topilmadi: /services/99999999999'],
    ['/reference/1.5', 'Sahifa topilmadi: /reference/1.5'],
    ['/documents/my/x', 'Sahifa topilmadi: /documents/my/x'],
    ['/ab', 'Sahifa topilmadi: /ab'],
    ['/Capital', 'Sahifa topilmadi: /Capital'],
    ['/ru/has-dash', 'Страница не найдена: /ru/has-dash'],
    ['/en/support/questions/007', 'Page Not Found: /en/support/questions/007'],
  ])('%s answers 404 with "Page Not Found: {full path}" in the page language', async (path, message) => {
    const res = await request(app).get(path).set('Cookie', RETURNING).expect(404);
    expect(res.text).toContain(`data-testid="error-message">${message.replace(/&/g, '&amp;')}<`);
    expect(res.text).toContain('data-testid="error-status">404<');
    expect(res.text).toContain('data-testid="error-back"');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  test('the error page is in the page language with a link back to its main page', async () => {
    const res = await request(app).get('/ru/no-such/page').set('Cookie', RETURNING).expect(404);
    expect(res.text).toContain('lang="ru"');
    expect(res.text).toMatch(/<a[^>]*data-testid="error-back"[^>]*href="\/ru"/);
  });

  test('a reserved first segment is never a profile', async () => {
    await request(app).get('/api').set('Cookie', RETURNING).expect(404);
    const res = await request(app).get('/builds').set('Cookie', RETURNING).expect(404);
    expect(res.text).toContain('Sahifa topilmadi: /builds');
  });

  test('the 404 path is escaped, never markup', async () => {
    const res = await request(app).get('/no/page?q=%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E').set('Cookie', RETURNING).expect(404);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toMatch(/<\/script><script>alert/);
  });

  test('an unknown /api path answers 404 in the API error shape', async () => {
    const res = await request(app).get('/api/v1/nothing').expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: expect.stringContaining('/v1/nothing') } });
  });

  test('other methods on pages answer 405 with Allow', async () => {
    // X-Requested-With: a same-site request, past the CSRF check every write meets first.
    const res = await request(app).put('/services').set('Cookie', RETURNING).set('X-Requested-With', 'huquq').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('trailing slashes', () => {
  const { app } = createTestApp();

  test.each([
    ['/services/', '/services'],
    ['/ru/', '/ru'],
    ['/en/specialists/?page=2&q=ali', '/en/specialists?page=2&q=ali'],
    ['/reference///', '/reference'],
  ])('%s redirects permanently to %s keeping the query', async (from, to) => {
    const res = await request(app).get(from).expect(301);
    expect(res.headers.location).toBe(to);
  });

  test('a double slash never becomes a redirect to another host', async () => {
    const res = await request(app).get('//evil.example/').expect(301);
    expect(res.headers.location).toBe('/evil.example');
  });

  test('/uz/… is the unprefixed Uzbek page', async () => {
    const res = await request(app).get('/uz/services?x=1').expect(301);
    expect(res.headers.location).toBe('/services?x=1');
  });
});
