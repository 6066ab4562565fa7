import request from 'supertest';
import { RETURNING, cookiesOf, createTestApp } from '../../support/app.js';

const YEAR = 'Max-Age=31536000';

describe('language cookies and the first-visit rule (docs/product.md §4)', () => {
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

  test.each([
    ['/ru', '/', 'ru'],
    ['/ru/services', '/services', 'ru'],
    ['/ru/documents/templates/1', '/documents/templates/1', 'ru'],
    ['/en/specialists?q=x&page=2', '/specialists?q=x&page=2', 'en'],
  ])('a first visit to %s is shown in Uzbek at %s, the link kept (docs/design.md §5)', async (path, uzbek, asked) => {
    const res = await request(app).get(path).expect(302);
    expect(res.headers.location).toBe(uzbek);
    expect(res.headers['cache-control']).toBe('no-store');
    const cookies = cookiesOf(res);
    expect(cookies.some((c) => c.startsWith('lang=uz'))).toBe(true);
    // The language the link asked for is remembered for the visit only (no Max-Age).
    const remembered = cookies.find((c) => c.startsWith('lang_asked='));
    expect(remembered).toContain(`lang_asked=${asked}`);
    expect(remembered).toContain('Path=/');
    expect(remembered).not.toContain('Max-Age');
  });

  test('the first-visit redirect never leaves the site', async () => {
    const res = await request(app).get('/ru//evil.example/x').expect(302);
    expect(res.headers.location).toBe('/evil.example/x');
  });

  test('the Uzbek page a shared link lands on offers the language asked for, leading back to that page', async () => {
    const first = await request(app).get('/ru/documents/templates/1').expect(302);
    const cookie = cookiesOf(first)
      .map((c) => c.split(';')[0])
      .join('; ');
    // An English browser: the link's Russian still comes first.
    const res = await request(app).get(first.headers.location!).set('Cookie', cookie).set('Accept-Language', 'en-US,en;q=0.9').expect(200);
    expect(res.text).toContain('lang="uz"');
    expect(res.text).toContain('data-testid="language-suggestion"');
    expect(res.text).toContain('Перейти на русский');
    expect(res.text).toContain('href="/ru/documents/templates/1"');
  });

  test('once the asked language is reached, the remembered one is cleared', async () => {
    const res = await request(app).get('/ru/services').set('Cookie', `${RETURNING}; lang_asked=ru`).expect(200);
    expect(cookiesOf(res).find((c) => c.startsWith('lang_asked='))).toMatch(/^lang_asked=;.*Expires=Thu, 01 Jan 1970/);
    expect(res.text).not.toContain('data-testid="language-suggestion"');
  });

  test('a dismissed offer is not made again for the asked language', async () => {
    const res = await request(app).get('/services').set('Cookie', `${RETURNING}; lang_asked=ru; lang_offer=dismissed`).expect(200);
    expect(res.text).not.toContain('data-testid="language-suggestion"');
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
    const res = await request(app)
      .get('/ru/documents/templates/1')
      .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
      .expect(200);
    expect(res.text).toContain('lang="ru"');
    expect(cookiesOf(res).some((c) => c.startsWith('lang_asked='))).toBe(false);
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
