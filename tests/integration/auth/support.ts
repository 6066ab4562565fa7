/**
 * Helpers for the sign-in tests: a migrated database of the file's own (PGlite in memory, or a
 * database on the server at DATABASE_URL), the app built on it, a small cookie jar that keeps
 * what a browser would, and the whole OneID dance against the stand-in.
 */
import type { Express } from 'express';
import request from 'supertest';
import type { Database } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import { createTestApp, RETURNING } from '../../support/app';
import { createTestDatabase, type TestDatabase } from '../db/test-database';

export { engineName } from '../db/test-database';

export async function migratedDatabase(): Promise<TestDatabase> {
  const handle = await createTestDatabase();
  await migrate(handle.db);
  return handle;
}

/** Generous limits unless a test is about them. */
export const TEST_ENV = { RATE_LIMIT_AUTH_PER_MINUTE: '10000', RATE_LIMIT_WRITE_PER_MINUTE: '10000' };

export function authApp(db: Database, env: Record<string, string> = {}): Express {
  return createTestApp({ ...TEST_ENV, ...env }, { db }).app;
}

export interface StoredCookie {
  value: string;
  path: string;
}

/** What a browser keeps: cookies by name and path, removed when a response expires them. */
export class CookieJar {
  readonly cookies = new Map<string, StoredCookie>();

  store(res: { headers: Record<string, unknown> }): this {
    const raw = res.headers['set-cookie'];
    const lines = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
    for (const line of lines) {
      const [pair = '', ...attrs] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) => attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      const path = attr('path') ?? '/';
      const expires = attr('expires');
      const gone = attr('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now()) || value === '';
      const key = `${name}\u0000${path}`;
      if (gone) this.cookies.delete(key);
      else this.cookies.set(key, { value: decodeURIComponent(value), path });
    }
    return this;
  }

  get(name: string): string | undefined {
    for (const [key, cookie] of this.cookies) if (key.split('\u0000')[0] === name) return cookie.value;
    return undefined;
  }

  set(name: string, value: string, path = '/'): this {
    this.cookies.set(`${name}\u0000${path}`, { value, path });
    return this;
  }

  /** The Cookie header a browser would send to `url` (path rules only). */
  header(url: string): string {
    const path = url.split('?')[0] ?? '/';
    const sent = [RETURNING];
    for (const [key, cookie] of this.cookies) {
      if (path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
        sent.push(`${key.split('\u0000')[0]}=${cookie.value}`);
    }
    return sent.join('; ');
  }
}

/** Path and query of an absolute or relative URL. */
export const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://x.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

export interface FlowOptions {
  citizen?: number;
  returnTo?: string;
  deny?: boolean;
}

/** GET /auth/sign-in → the stand-in's authorize page → a citizen chosen → the redirect to our callback (not followed). */
export async function reachCallback(app: Express, jar: CookieJar, { citizen = 0, returnTo = '/services', deny = false }: FlowOptions = {}) {
  const start = await request(app)
    .get(`/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`)
    .set('Cookie', jar.header('/auth/sign-in'));
  jar.store(start);
  if (start.status !== 302) throw new Error(`sign-in answered ${start.status}`);
  const authorize = String(start.headers.location);
  const page = await request(app).get(authorize).set('Cookie', jar.header(authorize));
  jar.store(page);
  let callback: string;
  if (page.status === 302) {
    callback = String(page.headers.location); // OneID remembered this browser
  } else {
    const params = Object.fromEntries(new URL(authorize, 'http://x.invalid').searchParams);
    const chosen = await request(app)
      .post(authorize.split('?')[0]!)
      .type('form')
      .set('Cookie', jar.header(authorize))
      .send(deny ? { ...params, deny: '1' } : { ...params, citizen: String(citizen) });
    jar.store(chosen);
    if (chosen.status !== 302) throw new Error(`stand-in answered ${chosen.status}`);
    callback = String(chosen.headers.location);
  }
  return { start, authorize, page, callback: pathOf(callback) };
}

/** The whole flow; returns the callback's response. */
export async function signIn(app: Express, jar: CookieJar, options: FlowOptions = {}) {
  const { callback } = await reachCallback(app, jar, options);
  const done = await request(app).get(callback).set('Cookie', jar.header(callback));
  jar.store(done);
  return done;
}

export function setCookieLines(res: { headers: Record<string, unknown> }, name: string): string[] {
  const raw = res.headers['set-cookie'];
  const lines = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return lines.filter((line) => line.startsWith(`${name}=`));
}
