/**
 * Reviews from paid clients (issue 12; contract in shared/api/reviews.ts): the public list of a
 * specialist's, a firm's and a service's visible reviews with the rating they give, and the
 * ratings the triggers keep on specialists and firms following the reviews.
 */
import request from 'supertest';
import type { ReviewList } from '../../../shared/api/reviews';
import type { SpecialistProfile, LawFirmDetail } from '../../../shared/api/types';
import { makeGroup, makeOrder, makeReview, makeService, makeSpecialist, makeUser } from '../db/factories';
import { engineName, useSeededApi } from './support';

jest.setTimeout(120_000);

const api = useSeededApi();

/** A specialist of their own with one service, and a law firm with one service. */
let nickname: string;
let specialistId: number;
let serviceId: number;
let firmId: number;
let firmServiceId: number;
let clientId: number;

beforeAll(async () => {
  const group = await makeGroup(api.db);
  nickname = `reviewed_${Date.now() % 100000}`;
  specialistId = await makeSpecialist(api.db, { nickname });
  serviceId = await makeService(api.db, group, { specialistId });
  const { rows } = await api.db.query<{ id: number }>('SELECT id FROM law_firms ORDER BY id LIMIT 1');
  firmId = Number(rows[0]!.id);
  firmServiceId = await makeService(api.db, group, { lawFirmId: firmId });
  clientId = await makeUser(api.db);
  await api.db.query("UPDATE users SET first_name = 'DILNOZA', last_name = 'YUSUPOVA' WHERE id = $1", [clientId]);
});

const list = async (query: string) => (await request(api.app).get(`/api/v1/reviews?${query}`).expect(200)).body as ReviewList;

/** A paid, done order of one service by the client, reviewed with these stars. */
async function reviewed(service: number, stars: number, body?: string): Promise<number> {
  const order = await makeOrder(api.db, clientId, [service]);
  return makeReview(api.db, order.itemIds[0]!, { stars, ...(body ? { body } : {}) });
}

describe(`GET /api/v1/reviews (${engineName})`, () => {
  test('lists a specialist’s visible reviews newest first, with the rating, the stars and the author as “Dilnoza Y.”', async () => {
    const first = await reviewed(serviceId, 5, 'The first review of this specialist, clear and on time.');
    const second = await reviewed(serviceId, 4, 'The second review: good work, a little slow to answer.');
    await api.db.query("UPDATE reviews SET created_at = created_at - interval '1 day' WHERE id = $1", [first]);
    const answer = await request(api.app).get(`/api/v1/reviews?specialist=${nickname}&lang=en`).expect(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    const page = answer.body as ReviewList;
    expect(page.items.map((review) => review.id)).toEqual([second, first]);
    expect(page).toMatchObject({ total: 2, page: 1, rating: { average: 4.5, count: 2 }, stars: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } });
    expect(page.items[0]).toMatchObject({
      stars: 4,
      text: 'The second review: good work, a little slow to answer.',
      lang: 'en',
      author: 'Dilnoza Y.',
      verifiedClient: true,
      service: { id: serviceId, title: 'Service en' },
      subject: { kind: 'specialist', nickname },
      editedAt: null,
      answer: null,
    });
    expect(page.items[0]!.month).toMatch(/^\d{4}-\d{2}$/);
    expect(page.items[0]).not.toHaveProperty('viewer');

    // The same numbers as the profile's (the triggers keep them).
    const profile = (await request(api.app).get(`/api/v1/specialists/${nickname}`).expect(200)).body as SpecialistProfile;
    expect(profile.rating).toEqual({ average: 4.5, count: 2 });
    // And the service's own list.
    expect((await list(`service=${serviceId}`)).total).toBe(2);
    expect((await list(`specialist=${nickname}&page=2&pageSize=1`)).items.map((review) => review.id)).toEqual([first]);
  });

  test('a law firm’s reviews are those of its own services, and its rating follows them', async () => {
    await reviewed(firmServiceId, 3);
    await reviewed(firmServiceId, 4);
    const page = await list(`lawFirm=${firmId}`);
    expect(page.total).toBe(2);
    expect(page.items[0]!.subject).toMatchObject({ kind: 'lawfirm', id: firmId });
    expect(page.rating).toEqual({ average: 3.5, count: 2 });
    const firm = (await request(api.app).get(`/api/v1/lawfirms/${firmId}`).expect(200)).body as LawFirmDetail;
    expect(firm.rating).toEqual({ average: 3.5, count: 2 });
  });

  test('the rating and the count follow the reviews: an average of three, a hidden one left out, edited stars', async () => {
    const group = await makeGroup(api.db);
    const lonely = `rated_${Date.now() % 100000}`;
    const specialist = await makeSpecialist(api.db, { nickname: lonely });
    const service = await makeService(api.db, group, { specialistId: specialist });
    const rating = async () => ((await request(api.app).get(`/api/v1/specialists/${lonely}`).expect(200)).body as SpecialistProfile).rating;
    expect(await rating()).toBeNull();
    const [a, , c] = [await reviewed(service, 5), await reviewed(service, 4), await reviewed(service, 2)];
    expect(await rating()).toEqual({ average: 3.7, count: 3 });
    await api.db.query('UPDATE reviews SET hidden_at = now(), moderated_at = now() WHERE id = $1', [c]);
    expect(await rating()).toEqual({ average: 4.5, count: 2 });
    expect((await list(`specialist=${lonely}`)).items.map((review) => review.id)).not.toContain(c);
    await api.db.query('UPDATE reviews SET stars = 1 WHERE id = $1', [a]);
    expect(await rating()).toEqual({ average: 2.5, count: 2 });
    expect((await list(`specialist=${lonely}`)).stars).toEqual({ '1': 1, '2': 0, '3': 0, '4': 1, '5': 0 });
  });

  test('an unknown subject is 404; none or two subjects, bad ids and bad pages are 400', async () => {
    await request(api.app).get('/api/v1/reviews?specialist=nobody_here').expect(404);
    await request(api.app).get('/api/v1/reviews?lawFirm=99999999').expect(404);
    await request(api.app).get('/api/v1/reviews?service=99999999').expect(404);
    for (const query of ['', `specialist=${nickname}&service=1`, 'service=abc', 'service=-1', 'lawFirm=1e3', 'specialist=%3Cscript%3E', `specialist=${nickname}&page=0`, `specialist=${'a'.repeat(200)}`]) {
      const answer = await request(api.app).get(`/api/v1/reviews?${query}`).expect(400);
      expect(answer.body.error.code).toBe('invalid_request');
    }
    // A huge query is refused before the API (Node's header limit).
    expect((await request(api.app).get(`/api/v1/reviews?specialist=${'a'.repeat(20_000)}`)).status).toBeGreaterThanOrEqual(400);
    // A write without the site's origin is refused by the CSRF guard before anything else.
    await request(api.app).post('/api/v1/reviews').expect(403);
  });
});
