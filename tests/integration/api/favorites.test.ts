/**
 * The visitor's favourites, /api/v1/me/favorites: kept, listed with cards and counts, removed,
 * merged from a guest's browser list; only ever the caller's own; CSRF and validation as for
 * every write; the guest cards endpoint; and the page loaders' client reading them with the session.
 */
import path from 'node:path';
import request from 'supertest';
import type { Express } from 'express';
import type { FavoriteCardList, FavoriteList, FavoriteRefList } from '../../../shared/api/account/favorites';
import { createApiClient, inProcessTransport } from '../../../server/api-client/index';
import { loadLocaleResources } from '../../../server/web/i18n';
import { CookieJar, signIn } from '../auth/support';
import { engineName, useSeededApi } from './support';

jest.setTimeout(60_000);

const api = useSeededApi();
const ORIGIN = 'https://huquq.test';

interface Ids {
  services: number[];
  specialists: number[];
  firms: number[];
  articles: number[];
}
let ids: Ids;
let unpublished: number | undefined;

beforeAll(async () => {
  const first = async (table: string, where = 'true') =>
    (await api.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${where} ORDER BY id LIMIT 3`)).rows.map((r) => r.id);
  ids = {
    services: await first('services', 'published'),
    specialists: await first('specialists'),
    firms: await first('law_firms'),
    articles: await first('reference_articles'),
  };
  unpublished = (await first('services', 'NOT published'))[0];
});

/** A signed-in visitor: the app, their cookies, and helpers that send what the site's fetches send. */
async function visitor(citizen: number) {
  const app: Express = api.app;
  const jar = new CookieJar();
  await signIn(app, jar, { citizen });
  const cookie = (url: string) => jar.header(url);
  return {
    token: jar.get('act')!,
    get: (url: string) => request(app).get(url).set('Cookie', cookie(url)),
    put: (url: string) => request(app).put(url).set('Cookie', cookie(url)).set('Origin', ORIGIN).set('X-Requested-With', 'huquq'),
    del: (url: string) => request(app).delete(url).set('Cookie', cookie(url)).set('Origin', ORIGIN).set('X-Requested-With', 'huquq'),
    post: (url: string, body: unknown) =>
      request(app)
        .post(url)
        .set('Cookie', cookie(url))
        .set('Origin', ORIGIN)
        .set('X-Requested-With', 'huquq')
        .send(body as object),
  };
}
type Visitor = Awaited<ReturnType<typeof visitor>>;

const refsOf = async (who: Visitor) => ((await who.get('/api/v1/me/favorites/refs').expect(200)).body as FavoriteRefList).items;

describe(`favourites, /api/v1/me/favorites (${engineName})`, () => {
  test('keeps, lists with cards and counts by kind, newest first, and removes', async () => {
    const me = await visitor(0);
    await me.put(`/api/v1/me/favorites/service/${ids.services[0]}`).expect(204);
    await me.put(`/api/v1/me/favorites/specialist/${ids.specialists[0]}`).expect(204);
    await me.put(`/api/v1/me/favorites/law_firm/${ids.firms[0]}`).expect(204);
    await me.put(`/api/v1/me/favorites/reference_article/${ids.articles[0]}`).expect(204);
    // Again is fine, and changes nothing.
    await me.put(`/api/v1/me/favorites/service/${ids.services[0]}`).expect(204);

    const all = await me.get('/api/v1/me/favorites?lang=en').expect(200);
    expect(all.headers['cache-control']).toBe('private, no-store');
    const list = all.body as FavoriteList;
    expect(list.counts).toEqual({ service: 1, specialist: 1, law_firm: 1, reference_article: 1 });
    expect(list.total).toBe(4);
    expect(list.items.map((item) => item.kind)).toEqual(['reference_article', 'law_firm', 'specialist', 'service']);
    const service = list.items.find((item) => item.kind === 'service');
    expect(service).toMatchObject({ id: ids.services[0], card: { id: ids.services[0], title: expect.any(String), price: expect.any(Number) } });
    const person = list.items.find((item) => item.kind === 'specialist');
    expect(person).toMatchObject({ card: { nickname: expect.any(String), firstName: expect.any(String) } });

    const firms = (await me.get('/api/v1/me/favorites?kind=law_firm').expect(200)).body as FavoriteList;
    expect(firms.items.map((item) => item.id)).toEqual([ids.firms[0]]);
    expect(firms.total).toBe(1);

    expect(await refsOf(me)).toHaveLength(4);
    await me.del(`/api/v1/me/favorites/law_firm/${ids.firms[0]}`).expect(204);
    // Removing one that is not kept is fine too.
    await me.del(`/api/v1/me/favorites/law_firm/${ids.firms[0]}`).expect(204);
    expect(await refsOf(me)).not.toContainEqual({ kind: 'law_firm', id: ids.firms[0] });
    expect(((await me.get('/api/v1/me/favorites').expect(200)).body as FavoriteList).counts.law_firm).toBe(0);
  });

  test('an id that does not exist, or a service no longer published, cannot be kept (404)', async () => {
    const me = await visitor(0);
    const res = await me.put('/api/v1/me/favorites/service/2147483000').expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    if (unpublished !== undefined) await me.put(`/api/v1/me/favorites/service/${unpublished}`).expect(404);
  });

  test('/home counts what the list shows: a service kept before it was unpublished is not counted (issue 29)', async () => {
    const me = await visitor(3);
    const service = ids.services[2]!;
    const total = async () => ((await me.get('/api/v1/me/account').expect(200)).body as { favorites: { total: number } }).favorites.total;
    const shown = async () => (await refsOf(me)).length;
    await me.put(`/api/v1/me/favorites/service/${service}`).expect(204);
    expect(await total()).toBe(await shown());
    const before = await total();
    await api.db.query('UPDATE services SET published = false WHERE id = $1', [service]);
    try {
      expect(await total()).toBe(before - 1);
      expect(await total()).toBe(await shown());
    } finally {
      await api.db.query('UPDATE services SET published = true WHERE id = $1', [service]);
      await me.del(`/api/v1/me/favorites/service/${service}`).expect(204);
    }
  });

  test('merges a guest’s browser list: duplicates and unknown ids are skipped, the guest’s order kept', async () => {
    const me = await visitor(2);
    await me.put(`/api/v1/me/favorites/service/${ids.services[1]}`).expect(204);
    const res = await me
      .post('/api/v1/me/favorites/merge', {
        items: [
          { kind: 'specialist', id: ids.specialists[1] },
          { kind: 'service', id: ids.services[1] },
          { kind: 'reference_article', id: ids.articles[1] },
          { kind: 'specialist', id: ids.specialists[1] },
          { kind: 'law_firm', id: 2147483000 },
        ],
      })
      .expect(200);
    expect(res.body).toEqual({ added: 2 });
    expect(await refsOf(me)).toEqual([
      { kind: 'specialist', id: ids.specialists[1] },
      { kind: 'reference_article', id: ids.articles[1] },
      { kind: 'service', id: ids.services[1] },
    ]);
    // The same merge again (another tab, a retry) adds nothing.
    expect((await me.post('/api/v1/me/favorites/merge', { items: [{ kind: 'specialist', id: ids.specialists[1] }] }).expect(200)).body).toEqual({ added: 0 });
  });

  test('a guest gets 401 in the API error shape, for reading and for changing', async () => {
    const guest = request(api.app);
    for (const res of [
      await guest.get('/api/v1/me/favorites'),
      await guest.get('/api/v1/me/favorites/refs'),
      await guest.put(`/api/v1/me/favorites/service/${ids.services[0]}`).set('X-Requested-With', 'huquq'),
      await guest.delete(`/api/v1/me/favorites/service/${ids.services[0]}`).set('X-Requested-With', 'huquq'),
      await guest.post('/api/v1/me/favorites/merge').set('X-Requested-With', 'huquq').send({ items: [] }),
    ]) {
      expect(res.status).toBe(401);
      expect((res.body as { error: { code: string } }).error.code).toBe('unauthorized');
    }
  });

  test('another user’s session never reads or removes your favourites', async () => {
    const owner = await visitor(1);
    const other = await visitor(3);
    await owner.put(`/api/v1/me/favorites/law_firm/${ids.firms[2]}`).expect(204);
    expect(await refsOf(other)).not.toContainEqual({ kind: 'law_firm', id: ids.firms[2] });
    expect(((await other.get('/api/v1/me/favorites?kind=law_firm').expect(200)).body as FavoriteList).items.map((i) => i.id)).not.toContain(ids.firms[2]);
    // The other user's DELETE names their own rows only: the owner's favourite stays.
    await other.del(`/api/v1/me/favorites/law_firm/${ids.firms[2]}`).expect(204);
    expect(await refsOf(owner)).toContainEqual({ kind: 'law_firm', id: ids.firms[2] });
  });

  test('cross-site writes are refused with 403 and change nothing', async () => {
    const me = await visitor(3);
    const url = `/api/v1/me/favorites/service/${ids.services[2]}`;
    const noProof = await request(api.app).put(url).set('Cookie', `act=${me.token}`).set('Origin', ORIGIN).expect(403);
    expect((noProof.body as { error: { code: string } }).error.code).toBe('csrf');
    await request(api.app).put(url).set('Cookie', `act=${me.token}`).set('Origin', 'https://evil.example').set('X-Requested-With', 'huquq').expect(403);
    await request(api.app)
      .post('/api/v1/me/favorites/merge')
      .set('Cookie', `act=${me.token}`)
      .set('Origin', 'https://evil.example')
      .send({ items: [{ kind: 'service', id: ids.services[2] }] })
      .expect(403);
    expect(await refsOf(me)).not.toContainEqual({ kind: 'service', id: ids.services[2] });
    await me.put(url).expect(204);
    await request(api.app).delete(url).set('Cookie', `act=${me.token}`).expect(403);
    expect(await refsOf(me)).toContainEqual({ kind: 'service', id: ids.services[2] });
  });

  test('bad input is a 400 naming each field, in the caller’s language', async () => {
    const me = await visitor(0);
    const badKind = await me.put('/api/v1/me/favorites/document/1?lang=en').expect(400);
    expect(badKind.body).toMatchObject({ error: { code: 'invalid_request', fields: { kind: expect.any(String) } } });
    const badId = await me.put('/api/v1/me/favorites/service/0?lang=ru').expect(400);
    expect(Object.keys((badId.body as { error: { fields: object } }).error.fields)).toEqual(['id']);
    const badQuery = await me.get('/api/v1/me/favorites?kind=everything&page=0').expect(400);
    expect(Object.keys((badQuery.body as { error: { fields: object } }).error.fields).sort()).toEqual(['kind', 'page']);
    const badMerge = await me
      .post('/api/v1/me/favorites/merge?lang=en', {
        items: [
          { kind: 'service', id: 'x' },
          { kind: 'cat', id: 1 },
        ],
      })
      .expect(400);
    expect(Object.keys((badMerge.body as { error: { fields: object } }).error.fields).sort()).toEqual(['items.0.id', 'items.1.kind']);
    const tooMany = await me
      .post('/api/v1/me/favorites/merge', { items: Array.from({ length: 201 }, (_v, i) => ({ kind: 'service', id: i + 1 })) })
      .expect(400);
    expect((tooMany.body as { error: { fields: object } }).error.fields).toHaveProperty('items');
    await me.post('/api/v1/me/favorites/merge', { nothing: true }).expect(400);
  });

  test('a guest’s list gets its cards from the public endpoint, in the asked order, unknown ones left out', async () => {
    const items = `law_firm:${ids.firms[1]},service:${ids.services[0]},specialist:2147483000,reference_article:${ids.articles[2]}`;
    const res = await request(api.app).get(`/api/v1/favorites/cards?items=${items}&lang=ru`).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const list = res.body as FavoriteCardList;
    expect(list.items.map((item) => `${item.kind}:${item.id}`)).toEqual([
      `law_firm:${ids.firms[1]}`,
      `service:${ids.services[0]}`,
      `reference_article:${ids.articles[2]}`,
    ]);
    await request(api.app).get('/api/v1/favorites/cards?items=service:abc').expect(400);
  });

  test('the page loaders’ client reads the list with the visitor’s session, and refuses without one', async () => {
    const me = await visitor(1);
    await me.put(`/api/v1/me/favorites/specialist/${ids.specialists[2]}`).expect(204);
    const client = createApiClient(inProcessTransport({ db: api.db, resources: loadLocaleResources(path.resolve('locales')) }));
    const list = await client.listFavorites({ kind: 'specialist' }, { lang: 'uz', session: me.token });
    expect(list.items.map((item) => item.id)).toEqual([ids.specialists[2]]);
    await expect(client.listFavorites({}, { lang: 'uz', session: null })).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
  });

  test('/favorites renders a signed-in visitor’s list on the server, with the tab and counts; a guest gets the browser’s page', async () => {
    const me = await visitor(2);
    const { rows } = await api.db.query<{ title: string }>("SELECT l10n_text(title, 'en') AS title FROM reference_articles WHERE id = $1", [ids.articles[1]]);
    const page = await me.get('/en/favorites?kind=reference_article').expect(200);
    expect(page.text).toContain(rows[0]!.title);
    expect(page.text).toMatch(/<meta name="robots" content="noindex/);
    expect(page.text).toContain('aria-current="page" class="');
    expect(page.text).not.toContain('data-testid="favorites-sign-in"');
    const guest = await request(api.app).get('/en/favorites').set('Cookie', 'lang=en; i18n_redirected=en').expect(200);
    expect(guest.text).toContain('kept in this browser only');
    expect(guest.text).toContain('href="/auth/sign-in?returnTo=%2Fen%2Ffavorites"');
  });
});
