import path from 'node:path';
import request from 'supertest';
import { loadLocaleResources } from '../../../server/web/i18n.js';
import { LOCALES, localizedPath, type Locale } from '../../../shared/locales.js';
import { ROUTES } from '../../../shared/routes.js';
import { RETURNING, TEST_ORIGIN, createTestApp, testApiDatabase } from '../../support/app.js';
import en from '../../../locales/en/pages.json';
import ru from '../../../locales/ru/pages.json';
import uz from '../../../locales/uz/pages.json';

const PAGES: Record<Locale, Record<string, unknown>> = { uz, ru, en };
/** Every namespace, for a page titled from its own (signing:signIn.title). */
const RESOURCES = loadLocaleResources(path.resolve('locales')) as Record<string, Record<string, Record<string, unknown>>>;
const SAMPLE_PARAMS: Record<string, string> = { idx: '3', referenceId: '12', serviceId: '7', questionId: '5', nickname: 'dilnoza.yusupova' };

/** A page that shows nothing without its query: the print view prints a blank template. */
const SAMPLE_QUERY: Record<string, string> = { '/mc-rnders': '?template=1&lang=ru' };

function samplePath(path: string): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? '1') + (SAMPLE_QUERY[path] ?? '');
}

function textAt(bundle: Record<string, unknown>, key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle) as string;
}

/** Routes whose loader titles the page with the item it shows (a service's title, a person's name, an article, a question). */
/** Pages of an item that only a real one's address shows. */
const ONLY_REAL = new Set(['verify']);

const ITEM_TITLED = new Set(['service', 'profile', 'reference-item', 'support-question', 'documents-template', 'mc-rnders', 'claims-list', 'claims-template']);
/** Routes a guest is sent from to sign in. */
const SIGN_IN_FIRST = new Set([
  'home',
  'home-application',
  'home-firm',
  'documents-my',
  'claims-my',
  'home-order',
  'home-sale',
  'account-notifications',
  'messages',
  'messages-thread',
  'paper',
  'paper-invite',
]);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

afterAll(() => testApiDatabase().close());

describe('every route in every language', () => {
  const { app } = createTestApp();
  const cases = ROUTES.flatMap((route) => LOCALES.map((locale) => [route.id, locale, route] as const));

  // The signed-in visitor's own pages send a guest to sign in (tests/integration/auth/home.test.ts);
  // the operators' console is the 404 to a guest (tests/integration/pages/ops-pages.test.ts).
  const guestCases = cases.filter(([id, , route]) => !SIGN_IN_FIRST.has(id) && !route.operators && !ONLY_REAL.has(id));

  // A signed paper's public check exists for a real paper's code only (tests/integration/api/signing.test.ts shows one).
  test.each(cases.filter(([id]) => ONLY_REAL.has(id)))('%s in %s is the site’s 404 for a code that names nothing', async (_id, locale, route) => {
    const res = await request(app)
      .get(localizedPath(locale, route.path.replace(':code', 'AAAAAAAAAAAAAAAAAAAAAA')))
      .set('Cookie', RETURNING)
      .expect(404);
    expect(res.text).toContain(`<html lang="${locale}"`);
  });

  test.each(cases.filter(([, , route]) => route.operators))('%s in %s is the site’s 404 to a guest, in its language', async (_id, locale, route) => {
    const res = await request(app)
      .get(localizedPath(locale, samplePath(route.path)))
      .set('Cookie', RETURNING)
      .expect(404);
    expect(res.text).toContain(`<html lang="${locale}"`);
    expect(res.text).not.toContain('data-testid="ops-nav"');
  });

  test.each(cases.filter(([id]) => SIGN_IN_FIRST.has(id)))('%s in %s sends a guest to sign in and back', async (_id, locale, route) => {
    const path = localizedPath(locale, samplePath(route.path));
    const res = await request(app).get(path).set('Cookie', RETURNING).expect(302);
    expect(new URL(String(res.headers.location), TEST_ORIGIN).pathname + new URL(String(res.headers.location), TEST_ORIGIN).search).toBe(
      `/auth/sign-in?returnTo=${encodeURIComponent(path)}`,
    );
  });

  test.each(guestCases)('%s in %s renders with its title, language and links', async (_id, locale, route) => {
    const path = localizedPath(locale, samplePath(route.path));
    const res = await request(app).get(path).set('Cookie', RETURNING).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(res.text).toContain(`<html lang="${locale}"`);
    if (ITEM_TITLED.has(route.id)) {
      // An item's page is titled with the item's own name.
      expect(res.text).toMatch(/<title>[^<]+ · Huquq<\/title>/);
    } else {
      const [ns, titleKey] = route.titleKey.includes(':') ? (route.titleKey.split(':') as [string, string]) : ['pages', route.titleKey];
      const pageTitle = escapeHtml(textAt(ns === 'pages' ? PAGES[locale] : (RESOURCES[locale]?.[ns] ?? {}), titleKey));
      expect(res.text).toMatch(new RegExp(`<title>[^<]*${pageTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^<]*</title>`));
    }
    if (route.noindex) {
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
      expect(res.text).not.toContain('rel="canonical"');
    } else {
      expect(res.text).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${path}"/>`);
      for (const lng of LOCALES) {
        expect(res.text).toContain(`<link rel="alternate" hrefLang="${lng}" href="${TEST_ORIGIN}${localizedPath(lng, samplePath(route.path))}"/>`);
      }
      expect(res.text).toContain(`<link rel="alternate" hrefLang="x-default" href="${TEST_ORIGIN}${localizedPath('uz', samplePath(route.path))}"/>`);
    }
    expect(res.text).toContain('data-testid="page-heading"');
  });

  test('the soon layout renders the coming-soon page without the site header', async () => {
    const res = await request(app).get('/en/soon').set('Cookie', RETURNING).expect(200);
    expect(res.text).toContain('Coming soon');
    expect(res.text).not.toContain('data-testid="site-header"');
  });

  test('the empty layout has neither header nor footer', async () => {
    const res = await request(app).get('/mc-rnders?template=1').set('Cookie', RETURNING).expect(200);
    expect(res.text).not.toContain('data-testid="site-header"');
    expect(res.text).not.toContain('data-testid="site-footer"');
  });

  test('the default layout has header and footer with the sections in the page language', async () => {
    const res = await request(app).get('/ru/services').set('Cookie', RETURNING).expect(200);
    expect(res.text).toContain('data-testid="site-header"');
    expect(res.text).toContain('data-testid="footer-top"');
    expect(res.text).toContain('href="/ru/specialists"');
  });

  test('HEAD answers the headers of the page and no body', async () => {
    const res = await request(app).head('/en/services').set('Cookie', RETURNING).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text ?? '').toBe('');
  });

  test('a crawler receives the complete document', async () => {
    const res = await request(app).get('/ru').set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').expect(200);
    expect(res.text).toContain('</html>');
    expect(res.text).toContain('lang="ru"');
  });

  test('the page carries one boot payload with the route data and its translations', async () => {
    const res = await request(app).get('/en/documents').set('Cookie', RETURNING).expect(200);
    const scripts = res.text.match(/window\.__HUQUQ__=/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(res.text).toContain('"loaderData":{"documents":{"filters":{"q":"","category":""}');
    expect(res.text).toContain('"colorPreference":"system"');
  });
});
