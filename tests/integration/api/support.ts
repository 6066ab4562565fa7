/**
 * The product API suites' fixture: a database of the file's own (in-memory PGlite, or a database
 * on the server at DATABASE_URL), migrated and seeded with the site's content once per file, and
 * the whole application on it (the API behind the same pipeline as in production).
 */
import type { Express, Router } from 'express';
import request from 'supertest';
import type { ApiKit } from '../../../server/api/index';
import type { Database } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import type { SeedContent } from '../../../server/db/seed/content/types';
import { loadSeedContent, seedDatabase } from '../../../server/db/seed/index';
import { createTestApp } from '../../support/app';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { CookieJar, signIn } from '../auth/support';

export { engineName } from '../db/test-database';

/** Generous rate limits: the suites send many requests. */
export const TEST_ENV = { RATE_LIMIT_AUTH_PER_MINUTE: '100000', RATE_LIMIT_WRITE_PER_MINUTE: '100000' };

export interface SeededApi {
  app: Express;
  db: Database;
  content: SeedContent;
}

export interface SeededApiOptions {
  /** Extra API routes (the write mechanism's tests). */
  extend?: (router: Router, kit: ApiKit) => void;
  /** More settings (payment providers' keys) on top of TEST_ENV. */
  env?: Record<string, string>;
}

/**
 * Registers beforeAll/afterAll for the file and returns an object whose fields are set once
 * they ran.
 */
export function useSeededApi(options: SeededApiOptions = {}): SeededApi {
  const fixture = {} as SeededApi;
  let handle: TestDatabase | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await migrate(handle.db);
    await seedDatabase(handle.db);
    fixture.db = handle.db;
    fixture.content = await loadSeedContent();
    fixture.app = createTestApp({ ...TEST_ENV, ...options.env }, { db: handle.db, ...(options.extend ? { apiExtend: options.extend } : {}) }).app;
  }, 120_000);
  afterAll(async () => {
    await handle?.dispose();
  });
  return fixture;
}

/** The id of a seeded row by its slug (ids are the database's; slugs are the content's). */
export async function idOf(db: Database, table: string, slug: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE slug = $1`, [slug]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no ${table} row with slug ${slug}`);
  return id;
}

/** The origin the test requests claim (CSRF's same-origin check). */
export const TEST_ORIGIN = 'https://huquq.test';

/**
 * A visitor signed in as demo citizen `citizen`: reads carry the session cookie, writes also
 * the origin and X-Requested-With of the site's own pages, and downloads arrive as a Buffer.
 */
export async function signedInVisitor(app: Express, citizen: number) {
  const jar = new CookieJar();
  await signIn(app, jar, { citizen });
  const cookie = (url: string) => jar.header(url);
  const write = (req: request.Test, url: string) => req.set('Cookie', cookie(url)).set('Origin', TEST_ORIGIN).set('X-Requested-With', 'huquq');
  return {
    token: jar.get('act')!,
    get: (url: string) => request(app).get(url).set('Cookie', cookie(url)),
    download: (url: string) =>
      request(app)
        .get(url)
        .set('Cookie', cookie(url))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        }),
    post: (url: string, body?: unknown) => write(request(app).post(url), url).send(body as object),
    put: (url: string, body: unknown) => write(request(app).put(url), url).send(body as object),
    del: (url: string) => write(request(app).delete(url), url),
  };
}
export type SignedInVisitor = Awaited<ReturnType<typeof signedInVisitor>>;
