import request from 'supertest';
import { RETURNING, createTestApp } from '../../support/app.js';

function cspOf(res: request.Response): Record<string, string> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...rest] = part.split(/\s+/);
        return [name, rest.join(' ')];
      }),
  );
}

describe('security headers', () => {
  const { app } = createTestApp();

  test('scripts run only with the per-request nonce, and every script carries it', async () => {
    const res = await request(app).get('/?fromTelegram=1').set('Cookie', RETURNING).expect(200);
    const csp = cspOf(res);
    const nonce = /'nonce-([^']+)'/.exec(csp['script-src'] ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(csp['script-src']).toContain("'strict-dynamic'");
    expect(csp['script-src']).not.toContain('unsafe-inline');
    expect(csp['script-src']).toContain('https://telegram.org');
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'self'");
    const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const preloads = res.text.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(0);
  });

  test('each request gets a new nonce', async () => {
    const a = cspOf(await request(app).get('/').set('Cookie', RETURNING));
    const b = cspOf(await request(app).get('/').set('Cookie', RETURNING));
    expect(a['script-src']).not.toBe(b['script-src']);
  });

  test('only Telegram may frame the site', async () => {
    const res = await request(app).get('/').set('Cookie', RETURNING);
    expect(cspOf(res)['frame-ancestors']).toBe('https://web.telegram.org https://*.web.telegram.org');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  test("forms post to this site and to Payme's checkout (its button posts there), nowhere else", async () => {
    expect(cspOf(await request(app).get('/'))['form-action']).toBe("'self' https://checkout.paycom.uz");
    const sandbox = createTestApp({ PAYME_CHECKOUT_URL: 'https://test.paycom.uz' }).app;
    expect(cspOf(await request(sandbox).get('/'))['form-action']).toBe("'self' https://test.paycom.uz");
  });

  test('no X-Powered-By; nosniff and a referrer policy', async () => {
    const res = await request(app).get('/').set('Cookie', RETURNING);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('HSTS is sent when PUBLIC_ORIGIN is https, not otherwise', async () => {
    const https = await request(createTestApp().app).get('/healthz');
    expect(https.headers['strict-transport-security']).toBeUndefined(); // probes come before security headers
    const page = await request(createTestApp().app).get('/').set('Cookie', RETURNING);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await request(createTestApp({ PUBLIC_ORIGIN: 'http://localhost:3000' }).app)
      .get('/')
      .set('Cookie', RETURNING);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  test('compression applies when the client accepts it, and is a setting', async () => {
    const on = await request(createTestApp().app).get('/').set('Cookie', RETURNING).set('Accept-Encoding', 'gzip');
    expect(on.headers['content-encoding']).toBe('gzip');
    const off = await request(createTestApp({ COMPRESSION: 'off' }).app)
      .get('/')
      .set('Cookie', RETURNING)
      .set('Accept-Encoding', 'gzip');
    expect(off.headers['content-encoding']).toBeUndefined();
  });
});

describe('Telegram view (fromTelegram)', () => {
  const { app } = createTestApp();

  test('hides the header and the top of the footer and loads the web-app script', async () => {
    const res = await request(app).get('/services?fromTelegram=1').set('Cookie', RETURNING).expect(200);
    expect(res.text).not.toContain('data-testid="site-header"');
    expect(res.text).not.toContain('data-testid="footer-top"');
    expect(res.text).toContain('data-testid="site-footer"');
    expect(res.text).toMatch(/<script src="https:\/\/telegram\.org\/js\/telegram-web-app\.js" async="" nonce="[^"]+"><\/script>/);
    expect(res.text).toContain('"telegram":true');
  });

  test('the view survives a full reload through its session cookie', async () => {
    const first = await request(app).get('/?fromTelegram').set('Cookie', RETURNING);
    const tg = (first.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('tg_view='));
    expect(tg).toContain('HttpOnly');
    expect(tg).not.toContain('Max-Age');
    const again = await request(app).get('/specialists').set('Cookie', `${RETURNING}; tg_view=1`);
    expect(again.text).not.toContain('data-testid="site-header"');
  });

  test('without it the header is there and no Telegram script loads', async () => {
    const res = await request(app).get('/services').set('Cookie', RETURNING).expect(200);
    expect(res.text).toContain('data-testid="site-header"');
    expect(res.text).not.toContain('telegram-web-app.js');
  });
});

describe('the boot payload', () => {
  test('loader data with markup cannot end the script element or inject', async () => {
    const hostile = '</script><script>alert(1)</script><!--\u2028';
    const { app } = createTestApp({}, { loaders: { testc: () => ({ meta: { title: hostile }, note: hostile }) } });
    const res = await request(app).get('/en/testc').set('Cookie', RETURNING).expect(200);
    const boot = /<script nonce="[^"]+" id="_R_">([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '';
    expect(boot).toContain('window.__HUQUQ__=');
    expect(boot).not.toMatch(/[<>\u2028]/);
    expect(res.text).not.toContain('<script>alert(1)');
    // The title is the text itself, escaped by React.
    expect(res.text).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
  });
});
