/**
 * One contract, two transports: the same calls through the in-process transport and through
 * HTTP to the API listening on loopback give the same values and the same ApiError. Also: the
 * page loaders reach the API through LoaderContext.api with the page's language.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { ApiError } from '../../../shared/api/errors';
import type { Database } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import type { SeedContent } from '../../../server/db/seed/content/types';
import { loadSeedContent, seedDatabase } from '../../../server/db/seed/index';
import { createApiClient, httpTransport, inProcessTransport, type ApiClient, type HttpTransport } from '../../../server/api-client/index';
import { loadLocaleResources } from '../../../server/web/i18n';
import { createTestApp } from '../../support/app';
import { createTestDatabase, engineName, type TestDatabase } from '../db/test-database';
import { TEST_ENV, signedInVisitor } from '../api/support';

jest.setTimeout(60_000);

let handle: TestDatabase;
let db: Database;
let content: SeedContent;
let server: Server;
let http: HttpTransport;
let app: ReturnType<typeof createTestApp>['app'];
const clients: Record<'in-process' | 'http', ApiClient> = {} as Record<'in-process' | 'http', ApiClient>;
const resources = loadLocaleResources(path.resolve('locales'));

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await migrate(db);
  await seedDatabase(db);
  content = await loadSeedContent();
  app = createTestApp(TEST_ENV, { db }).app;
  server = createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  http = httpTransport({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  clients['in-process'] = createApiClient(inProcessTransport({ db, resources }));
  clients.http = createApiClient(http);
}, 120_000);

afterAll(async () => {
  await http?.close();
  server?.close();
  await handle?.dispose();
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

const plain = (error: ApiError) => ({ status: error.status, code: error.code, message: error.message, fields: error.fields });

describe.each(['in-process', 'http'] as const)(`the API client, %s, on ${engineName}`, (transport) => {
  const client = () => clients[transport];

  test('lists with filters, in the asked language', async () => {
    const family = await client().listSpecialists({ parent: 'family', pageSize: 5, sort: 'rating' }, { lang: 'ru' });
    expect(family).toMatchObject({ total: 14, page: 1, pageSize: 5 });
    // The best rated by the seeded reviews (4.8 from six).
    expect(family.items[0]).toMatchObject({ nickname: 'gulnora.rahimova', firstName: 'Гульнора', rating: { average: 4.8, count: 6 } });
    const services = await client().listServices({ specialization: 'divorce', priceMax: 40_000_000 }, { lang: 'en' });
    expect(services.items.map((s) => s.slug)).toEqual(['divorce-consultation']);
    const courts = await client().listCourts({ region: 'samarkand', type: 'regional' }, { lang: 'uz' });
    expect(courts.items.map((c) => c.slug)).toEqual(['samarkand-regional']);
    const questions = await client().listSupportQuestions({ featured: true }, { lang: 'en' });
    expect(questions.total).toBe(content.supportQuestions.filter((q) => q.featured).length);
  });

  test('whole lists', async () => {
    expect((await client().listSpecializationGroups({}, { lang: 'en' })).items[0]).toMatchObject({ slug: 'family', parent_specialization: 'Family law' });
    expect((await client().listRegions({}, { lang: 'ru' })).total).toBe(14);
    expect((await client().listClaimCategories({}, { lang: 'uz' })).items.map((c) => c.slug)).toEqual(
      [...content.claimCategories].sort((a, b) => a.order - b.order).map((c) => c.id),
    );
    const sections = await client().listReferenceCategories({}, { lang: 'en' });
    expect(sections.items[0]).toMatchObject({ slug: 'family', name: 'Family and inheritance' });
    expect(sections.items.reduce((sum, c) => sum + c.articleCount, 0)).toBe(content.referenceArticles.length);
    const topics = await client().listSupportCategories({}, { lang: 'ru' });
    expect(topics.items.map((c) => c.slug)).toEqual(content.supportCategories.map((c) => c.id));
    expect(topics.items[0]).toMatchObject({ name: 'Аккаунт и вход через OneID', icon: 'tabler:user-circle' });
    expect(topics.items.reduce((sum, c) => sum + c.questionCount, 0)).toBe(content.supportQuestions.length);
  });

  test('items by id and by nickname', async () => {
    const profile = await client().getSpecialist({ nickname: 'aziz.karimov' }, { lang: 'en' });
    expect(profile).toMatchObject({ firstName: 'Aziz', lawFirm: { name: 'Mezon Law Firm' } });
    const firm = await client().getLawFirm({ id: profile.lawFirm!.id }, { lang: 'en' });
    expect(firm.specialists.map((s) => s.nickname)).toContain('aziz.karimov');
    const firstArticle = (await client().listReferenceArticles({ category: 'family', sort: 'title' }, { lang: 'en' })).items[0]!;
    expect((await client().getReferenceArticle({ id: firstArticle.id }, { lang: 'en' })).title).toBe(firstArticle.title);
    const template = (await client().listClaimTemplates({ courtType: 'economic' }, { lang: 'ru' })).items[0]!;
    expect((await client().getClaimTemplate({ id: template.id }, { lang: 'ru' })).fields.length).toBeGreaterThan(0);
    const economicDetail = await client().getClaimTemplate({ id: template.id }, { lang: 'ru' });
    const duty = await client().getStateDuty({ template: template.id, claimValue: 10_000_000_000, smallBusiness: true }, { lang: 'ru' });
    expect(duty).toMatchObject({ duty: 100_000_000, reduced: true, rule: { slug: economicDetail.stateDuty.rule!.slug }, estimate: true });
    expect(plain(await failure(client().getStateDuty({ template: 2_000_000_000 }, { lang: 'en' })))).toMatchObject({ status: 404, code: 'not_found' });
    const proposal = await client().proposeCourt({ template: template.id, defendantDistrict: '1733406' }, { lang: 'ru' });
    expect(proposal).toMatchObject({ court: { slug: 'khorezm-economic', name: 'Ургенчский межрайонный экономический суд' }, basis: 'defendant' });
    const doc = (await client().listDocumentTemplates({ q: 'ishonchnoma' }, { lang: 'uz' })).items[0]!;
    expect((await client().getDocumentTemplate({ id: doc.id }, { lang: 'uz' })).slug).toBe('power-of-attorney');
    const question = (await client().listSupportQuestions({ category: 'privacy' }, { lang: 'en' })).items[0]!;
    expect((await client().getSupportQuestion({ id: question.id }, { lang: 'en' })).answer.length).toBeGreaterThan(0);
    const service = (await client().listServices({ q: 'trademark' }, { lang: 'en' })).items[0]!;
    expect((await client().getService({ id: service.id }, { lang: 'en' })).deliverables.length).toBeGreaterThan(0);
  });

  test('search', async () => {
    const result = await client().search({ q: 'развод', limit: 2 }, { lang: 'ru' });
    expect(result.groups.services.items.length).toBeLessThanOrEqual(2);
    expect(result.groups.reference.items.map((a) => a.slug)).toContain('divorce-procedure');
  });

  test('not found is ApiError 404 in the call language', async () => {
    expect(plain(await failure(client().getService({ id: 999_999 }, { lang: 'ru' })))).toEqual({
      status: 404,
      code: 'not_found',
      message: 'По этому адресу ничего не найдено.',
      fields: undefined,
    });
    expect(plain(await failure(client().getSpecialist({ nickname: 'no.one.here' }, { lang: 'en' })))).toMatchObject({ status: 404, code: 'not_found' });
  });

  test('bad parameters are ApiError 400 with localized fields', async () => {
    expect(plain(await failure(client().listServices({ page: 0, format: 'by-post' as never }, { lang: 'en' })))).toEqual({
      status: 400,
      code: 'invalid_request',
      message: 'Some parameters are not valid.',
      fields: { page: 'page must be at least 1.', format: 'format is not valid.' },
    });
    expect(plain(await failure(client().getSpecialist({ nickname: 'Not A Nickname' }, { lang: 'uz' })))).toMatchObject({
      status: 400,
      fields: { nickname: '«nickname» maydoni notoʻgʻri toʻldirilgan.' },
    });
    expect(plain(await failure(client().search({ q: ' ' }, { lang: 'en' })))).toMatchObject({ status: 400, fields: { q: 'q is not valid.' } });
  });

  test('an aborted call does not complete', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().listRegions({}, { lang: 'en', signal: controller.signal })).rejects.toBeTruthy();
  });
});

describe(`both transports agree on ${engineName}`, () => {
  test.each([
    ['listSpecialists', (c: ApiClient) => c.listSpecialists({ q: 'Каримов', language: 'ru' }, { lang: 'ru' })],
    ['listServices', (c: ApiClient) => c.listServices({ sort: '-price', pageSize: 48 }, { lang: 'en' })],
    ['listLawFirms', (c: ApiClient) => c.listLawFirms({ region: 'tashkent-city' }, { lang: 'uz' })],
    ['getSpecialist', (c: ApiClient) => c.getSpecialist({ nickname: 'elena.petrova' }, { lang: 'ru' })],
    ['listReferenceArticles', (c: ApiClient) => c.listReferenceArticles({ q: 'алименты' }, { lang: 'ru' })],
    ['listCourts', (c: ApiClient) => c.listCourts({ page: 2 }, { lang: 'en' })],
    ['search', (c: ApiClient) => c.search({ q: 'aliment' }, { lang: 'uz' })],
  ])('%s', async (_name, call) => {
    expect(await call(clients.http)).toEqual(await call(clients['in-process']));
  });
});

describe.each(['in-process', 'http'] as const)(`writes through the API client, %s, on ${engineName}`, (transport) => {
  const client = () => clients[transport];

  test('the basket: add, change, remove; each answers the basket', async () => {
    const { token } = await signedInVisitor(app, transport === 'http' ? 0 : 1);
    const ctx = { lang: 'en', session: token } as const;
    const { rows } = await db.query<{ id: number }>("SELECT id FROM services WHERE published AND price_kind = 'fixed' AND countable ORDER BY id LIMIT 1");
    const service = { id: rows[0]!.id };
    const added = await client().addBasketItem({}, { serviceId: service.id }, ctx);
    expect(added.items.map((item) => item.serviceId)).toEqual([service.id]);
    expect(await client().getBasket({}, ctx)).toEqual(added);
    expect((await client().removeBasketItem({ serviceId: service.id }, ctx)).items).toEqual([]);
    expect(plain(await failure(client().setBasketQuantity({ serviceId: service.id }, { quantity: 2 }, ctx)))).toMatchObject({ status: 404, code: 'not_found' });
  });

  test('favourites: 204 answers undefined; a bad body is the same 400', async () => {
    const { token } = await signedInVisitor(app, transport === 'http' ? 2 : 3);
    const ctx = { lang: 'ru', session: token } as const;
    const firm = (await client().listLawFirms({}, ctx)).items[0]!;
    expect(await client().addFavorite({ kind: 'law_firm', id: firm.id }, ctx)).toBeUndefined();
    expect((await client().listFavoriteRefs({}, ctx)).items).toEqual([{ kind: 'law_firm', id: firm.id }]);
    expect(await client().removeFavorite({ kind: 'law_firm', id: firm.id }, ctx)).toBeUndefined();
    expect(plain(await failure(client().mergeFavorites({}, { items: 'none' as never }, ctx)))).toMatchObject({ status: 400, code: 'invalid_request' });
  });

  test('without a session a write is 401, with the same message', async () => {
    expect(plain(await failure(client().addFavorite({ kind: 'service', id: 1 }, { lang: 'uz' })))).toMatchObject({ status: 401, code: 'unauthorized' });
  });
});

describe(`page loaders read the API through LoaderContext on ${engineName}`, () => {
  test.each(['in-process', 'http'] as const)('%s: a loader lists services in the page language', async (transport) => {
    const app = createTestApp(TEST_ENV, {
      db,
      apiClient: clients[transport],
      loaders: {
        services: async (_args, ctx) => {
          const list = await ctx.api.listServices({ pageSize: 1 }, ctx.apiContext);
          return { total: list.total, first: list.items[0]?.title, lang: ctx.apiContext.lang };
        },
      },
    }).app;
    const res = await request(app).get('/ru/services/_payload.json').expect(200);
    expect(res.body).toEqual({ data: { total: content.services.length, first: 'Консультация по расторжению брака', lang: 'ru' } });
  });
});
