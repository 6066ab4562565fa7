import request from 'supertest';
import { RETURNING, cookiesOf, createTestApp } from '../../support/app.js';

const YEAR = 'Max-Age=31536000';

describe('language cookies and the first-visit rule (SPEC §4)', () => {
  const { app } = createTestApp();

  test('a first visit to an Uzbek page sets lang and i18n_redirected to uz for 365 days', async () => {
    const res = await request(app).get('/services').expect(200);
    const cookies = cookiesOf(res);
    for (const name of ['lang', 'i18n_redirected']) {
      const cookie = cookies.find((c) => c.startsWith(`${name}=`));
      expect(cookie).toBeDefined();
      expect(cookie).toContain(`${name}=uz`);
      expect(cookie).toContain(YEAR);
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('HttpOnly');
    }
  });

  test.each(['/ru', '/ru/services', '/en/specialists?q=x'])('a first visit to %s is redirected to /', async (path) => {
    const res = await request(app).get(path).expect(302);
    expect(res.headers.location).toBe('/');
    expect(cookiesOf(res).some((c) => c.startsWith('lang=uz'))).toBe(true);
  });

  test('with a lang cookie, /ru is served in Russian and the cookie follows the visit', async () => {
    const res = await request(app).get('/ru/services').set('Cookie', RETURNING).expect(200);
    expect(res.text).toContain('lang="ru"');
    expect(res.headers['content-language']).toBe('ru');
    expect(cookiesOf(res).find((c) => c.startsWith('lang='))).toContain('lang=ru');
  });

  test('a returning visitor in the same language gets no cookie churn', async () => {
    const res = await request(app).get('/services').set('Cookie', RETURNING).expect(200);
    expect(cookiesOf(res).filter((c) => c.startsWith('lang='))).toHaveLength(0);
  });

  test('crawlers are not redirected, so every language stays indexable', async () => {
    await request(app).get('/en/services').set('User-Agent', 'Mozilla/5.0 (compatible; bingbot/2.0)').expect(200);
  });

  test('the rule is a setting: off, /ru is served on a first visit', async () => {
    const { app: relaxed } = createTestApp({ FIRST_VISIT_REDIRECT: 'off' });
    const res = await request(relaxed).get('/ru').expect(200);
    expect(res.text).toContain('lang="ru"');
  });

  test('behind a trusted proxy on https the cookies are Secure', async () => {
    const { app: proxied } = createTestApp({ TRUST_PROXY: '1' });
    const res = await request(proxied).get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(cookiesOf(res).find((c) => c.startsWith('lang='))).toContain('Secure');
  });

  test('without a trusted proxy X-Forwarded-Proto is ignored', async () => {
    const res = await request(app).get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(cookiesOf(res).find((c) => c.startsWith('lang='))).not.toContain('Secure');
  });
});

describe('browser-language suggestion', () => {
  const { app } = createTestApp();

  test('a Russian browser on an Uzbek page is offered Russian, in Russian', async () => {
    const res = await request(app).get('/').set('Cookie', RETURNING).set('Accept-Language', 'ru-RU,ru;q=0.9,en;q=0.8').expect(200);
    expect(res.text).toContain('data-testid="language-suggestion"');
    expect(res.text).toContain('Этот сайт доступен и на русском языке.');
    expect(res.headers.vary).toContain('Accept-Language');
  });

  test('no offer when the browser language is the page language', async () => {
    const res = await request(app).get('/ru').set('Cookie', RETURNING).set('Accept-Language', 'ru').expect(200);
    expect(res.text).not.toContain('data-testid="language-suggestion"');
  });

  test('no offer once dismissed', async () => {
    const res = await request(app).get('/').set('Cookie', `${RETURNING}; lang_offer=dismissed`).set('Accept-Language', 'en').expect(200);
    expect(res.text).not.toContain('data-testid="language-suggestion"');
  });

  test('an unsupported browser language is not offered', async () => {
    const res = await request(app).get('/').set('Cookie', RETURNING).set('Accept-Language', 'de-DE,fr;q=0.5').expect(200);
    expect(res.text).not.toContain('data-testid="language-suggestion"');
  });
});

describe('colour mode from the cookie', () => {
  const { app } = createTestApp();

  test.each(['light', 'dark', 'system'])('nuxt-color-mode=%s is written on <html>', async (mode) => {
    const res = await request(app).get('/').set('Cookie', `${RETURNING}; nuxt-color-mode=${mode}`).expect(200);
    expect(res.text).toContain(`<html lang="uz" class="${mode}"`);
  });

  test('an unknown value falls back to system', async () => {
    const res = await request(app).get('/').set('Cookie', `${RETURNING}; nuxt-color-mode=purple`).expect(200);
    expect(res.text).toContain('<html lang="uz" class="system"');
  });

  test('a page that forces a mode wins over the cookie', async () => {
    const res = await request(app).get('/mc-rnders?template=1&lang=ru').set('Cookie', `${RETURNING}; nuxt-color-mode=dark`).expect(200);
    expect(res.text).toContain('<html lang="uz" class="light"');
  });
});
