/**
 * The catalogue page suites' fixture: the whole application on the site's seeded content (the
 * test app's lazily seeded in-memory database), page requests as a returning visitor, and the
 * HTML read the way a visitor or a search engine reads it.
 */
import type { Express } from 'express';
import request from 'supertest';
import { localizedPath, type Locale } from '../../../shared/locales.js';
import { RETURNING, createTestApp, testApiDatabase } from '../../support/app.js';

export const LOCALES: readonly Locale[] = ['uz', 'ru', 'en'];

let app: Express | undefined;

// The database is seeded once per test file, before its first test (seeding takes seconds),
// and closed after its last.
beforeAll(() => testApiDatabase().ping(5_000), 60_000);
afterAll(() => testApiDatabase().close());

/** One app per test file. */
export function catalogueApp(): Express {
  app ??= createTestApp().app;
  return app;
}

/** A page as a returning visitor gets it (no first-visit redirect). */
export function getPage(path: string, locale: Locale = 'uz') {
  return request(catalogueApp())
    .get(localizedPath(locale, ...splitSearch(path)))
    .set('Cookie', RETURNING);
}

/** The page's JSON payload, as a client navigation fetches it. */
export function getPayload(path: string, locale: Locale = 'uz') {
  const [pathname, search] = splitSearch(path);
  const base = localizedPath(locale, pathname);
  return request(catalogueApp())
    .get(`${base === '/' ? '' : base}/_payload.json${search}`)
    .set('Cookie', RETURNING)
    .set('Accept', 'application/json');
}

/** The product API's answer, for comparing pages with the data they show. */
export async function api<T>(path: string, lang: Locale): Promise<T> {
  const res = await request(catalogueApp())
    .get(`/api/v1${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
    .expect(200);
  return res.body as T;
}

function splitSearch(path: string): [string, string] {
  const at = path.indexOf('?');
  return at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

/** The text a visitor reads in the <main> of a page: no markup, no scripts, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? html;
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The schema.org objects in the page's ld+json scripts. */
export function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const value: unknown = JSON.parse(m[1] ?? 'null');
    return (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
  });
}

/** The href of every link in the page's <main>. */
export function linksIn(html: string): string[] {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? html;
  return [...main.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

/** The text of the page's <title>. */
export function titleOf(html: string): string {
  return (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
}

export function metaDescription(html: string): string {
  return (/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}
