/**
 * Reviews from paid clients (issue 12; contract in shared/api/reviews/contract.ts): the public list of a
 * specialist's, a firm's and a service's visible reviews with the rating they give, and the
 * ratings the triggers keep on specialists and firms following the reviews; who may write, edit,
 * answer and report one, and the hostile inputs of docs/design.md §6 on each write.
 */
import request from 'supertest';
import type { OwnOrder } from '../../../shared/api/orders/contract';
import type { PublicReview, ReviewList } from '../../../shared/api/reviews/contract';
import type { SpecialistProfile, LawFirmDetail } from '../../../shared/api/types';
import { makeGroup, makeOrder, makeReview, makeService, makeSpecialist, makeUser, type OrderFields } from '../db/factories';
import { TEST_ORIGIN, engineName, signedInVisitor, useSeededApi } from './support';

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
  // A firm the seed gave no reviews, so its list and rating are this test's alone.
  const { rows } = await api.db.query<{ id: number }>(
    'SELECT f.id FROM law_firms f WHERE NOT EXISTS (SELECT FROM reviews r WHERE r.law_firm_id = f.id) ORDER BY f.id LIMIT 1',
  );
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
    for (const query of [
      '',
      `specialist=${nickname}&service=1`,
      'service=abc',
      'service=-1',
      'lawFirm=1e3',
      'specialist=%3Cscript%3E',
      `specialist=${nickname}&page=0`,
      `specialist=${'a'.repeat(200)}`,
    ]) {
      const answer = await request(api.app).get(`/api/v1/reviews?${query}`).expect(400);
      expect(answer.body.error.code).toBe('invalid_request');
    }
    // A huge query is refused before the API (Node's header limit).
    expect((await request(api.app).get(`/api/v1/reviews?specialist=${'a'.repeat(20_000)}`)).status).toBeGreaterThanOrEqual(400);
    // A write without the site's origin is refused by the CSRF guard before anything else.
    await request(api.app).post('/api/v1/reviews').expect(403);
  });
});

/** The stand-in's demo citizens (server/auth/oneid-standin.ts): 0 the client, 1 the specialist, 2 a stranger, 3 another specialist. */
const PINS = ['42306851234567', '30512901234561', '52211030012345', '31007750054328'] as const;

async function visitor(citizen: number) {
  const me = await signedInVisitor(api.app, citizen);
  const write = (req: request.Test) => req.set('Cookie', `act=${me.token}`).set('Origin', TEST_ORIGIN).set('X-Requested-With', 'huquq');
  const { rows } = await api.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [PINS[citizen]]);
  return {
    ...me,
    id: Number(rows[0]!.id),
    patch: (url: string, body: unknown) => write(request(api.app).patch(url)).send(body as object),
    raw: (url: string, body: string, type = 'application/json') => write(request(api.app).post(url)).set('Content-Type', type).send(body),
  };
}
type Visitor = Awaited<ReturnType<typeof visitor>>;

describe(`writing, editing, answering and reporting reviews (${engineName})`, () => {
  let client: Visitor;
  let specialist: Visitor;
  let stranger: Visitor;
  let otherSpecialist: Visitor;
  /** The specialist's own: their nickname and a service of theirs. */
  let own: { nickname: string; service: number };

  beforeAll(async () => {
    [client, specialist, stranger, otherSpecialist] = [await visitor(0), await visitor(1), await visitor(2), await visitor(3)];
    const group = await makeGroup(api.db);
    const nick = `answering_${Date.now() % 100000}`;
    const id = await makeSpecialist(api.db, { nickname: nick });
    own = { nickname: nick, service: await makeService(api.db, group, { specialistId: id }) };
    await api.db.query('UPDATE specialists SET user_id = NULL WHERE user_id IN ($1, $2)', [specialist.id, otherSpecialist.id]);
    await api.db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [id, specialist.id]);
    const other = await makeSpecialist(api.db);
    await api.db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [other, otherSpecialist.id]);
  });

  const good = { stars: 5, text: 'Clear advice, the contract was ready in two days.' };
  const order = (fields?: OrderFields, services: number[] = [own.service]) => makeOrder(api.db, client.id, services, fields);
  const reviewPath = (orderId: number, itemId: number) => `/api/v1/me/orders/${orderId}/items/${itemId}/review`;
  const write = async (fields?: OrderFields) => {
    const placed = await order(fields);
    return (await client.post(reviewPath(placed.id, placed.itemIds[0]!), good).expect(201)).body as PublicReview;
  };
  const orderOf = async (id: number) => (await client.get(`/api/v1/me/orders/${id}`).expect(200)).body as OwnOrder;

  test('the client of a done item reviews it once; the order shows the review; a second one is 409', async () => {
    const placed = await order({}, [own.service, own.service]);
    const before = await orderOf(placed.id);
    expect(before.items.map((item) => item.id)).toEqual(placed.itemIds);
    expect(before.items[0]!.review).toEqual({ canReview: true, review: null });

    const created = await client.post(`${reviewPath(placed.id, placed.itemIds[0]!)}?lang=ru`, good).expect(201);
    const review = created.body as PublicReview;
    expect(review).toMatchObject({
      stars: 5,
      text: good.text,
      lang: 'ru',
      author: 'Dilnoza Y.',
      verifiedClient: true,
      subject: { kind: 'specialist', nickname: own.nickname },
    });
    expect(review.viewer).toEqual({ canAnswer: false, canEdit: true, canReport: false, reported: false });

    const after = await orderOf(placed.id);
    expect(after.items[0]!.review.canReview).toBe(false);
    expect(after.items[0]!.review.review).toMatchObject({ id: review.id, canEdit: true });
    expect(Date.parse(after.items[0]!.review.review!.editableUntil) - Date.parse(review.createdAt)).toBe(30 * 24 * 60 * 60 * 1000);
    // One review per item: the order's other item is still open.
    expect(after.items[1]!.review).toEqual({ canReview: true, review: null });

    const again = await client.post(`${reviewPath(placed.id, placed.itemIds[0]!)}?lang=en`, { ...good, stars: 1 }).expect(409);
    expect(again.body.error).toMatchObject({ code: 'review_exists', message: expect.stringContaining('already reviewed') });
    expect((await list(`specialist=${own.nickname}`)).items.filter((one) => one.id === review.id)).toHaveLength(1);
  });

  test('not before the work is done, nor on an unpaid or refunded order (409); a completed order can be reviewed', async () => {
    for (const fields of [
      { fulfilment: 'waiting' },
      { fulfilment: 'in_progress' },
      { status: 'pending' },
      { status: 'cancelled' },
      { status: 'refunded' },
    ] as const) {
      const placed = await order(fields);
      const answer = await client.post(`${reviewPath(placed.id, placed.itemIds[0]!)}?lang=uz`, good).expect(409);
      expect(answer.body.error.code).toBe('review_not_allowed');
      expect((await orderOf(placed.id)).items[0]!.review).toEqual({ canReview: false, review: null });
    }
    await write({ fulfilment: 'completed' });
  });

  test('another user’s order, an item of another order, an unknown order are 404; a guest 401', async () => {
    const placed = await order();
    const other = await order();
    await stranger.post(reviewPath(placed.id, placed.itemIds[0]!), good).expect(404);
    await specialist.post(reviewPath(placed.id, placed.itemIds[0]!), good).expect(404);
    await client.post(reviewPath(placed.id, other.itemIds[0]!), good).expect(404);
    await client.post(reviewPath(99_999_999, placed.itemIds[0]!), good).expect(404);
    await request(api.app).post(reviewPath(placed.id, placed.itemIds[0]!)).set('Origin', TEST_ORIGIN).set('X-Requested-With', 'huquq').send(good).expect(401);
    expect((await orderOf(placed.id)).items[0]!.review.canReview).toBe(true);
  });

  test('the author edits within 30 days (the rating follows, “edited” is shown), not after (409); nobody else (404)', async () => {
    const review = await write();
    const before = (await list(`specialist=${own.nickname}`)).rating!;
    const edited = (
      await client.patch(`/api/v1/me/reviews/${review.id}`, { stars: 1, text: 'Changed my mind: the contract had to be redone twice.' }).expect(200)
    ).body as PublicReview;
    expect(edited).toMatchObject({ id: review.id, stars: 1, text: 'Changed my mind: the contract had to be redone twice.' });
    expect(edited.editedAt).not.toBeNull();
    const after = (await list(`specialist=${own.nickname}`)).rating!;
    expect(after.count).toBe(before.count);
    expect(after.average).toBeLessThan(before.average);
    await stranger.patch(`/api/v1/me/reviews/${review.id}`, good).expect(404);
    await specialist.patch(`/api/v1/me/reviews/${review.id}`, good).expect(404);

    await api.db.query("UPDATE reviews SET created_at = now() - interval '31 days', edited_at = NULL WHERE id = $1", [review.id]);
    const closed = await client.patch(`/api/v1/me/reviews/${review.id}?lang=en`, good).expect(409);
    expect(closed.body.error).toMatchObject({ code: 'review_edit_closed', message: expect.stringContaining('30 days') });
    const viewed = (await list(`specialist=${own.nickname}&pageSize=48`)).items.find((one) => one.id === review.id)!;
    expect(viewed.stars).toBe(1);
  });

  test('the reviewed specialist answers once, publicly; nobody else can (404)', async () => {
    const review = await write();
    await otherSpecialist.post(`/api/v1/me/reviews/${review.id}/answer`, { text: 'Thank you!' }).expect(404);
    await client.post(`/api/v1/me/reviews/${review.id}/answer`, { text: 'Thank you!' }).expect(404);
    await stranger.post(`/api/v1/me/reviews/${review.id}/answer`, { text: 'Thank you!' }).expect(404);

    const viewerBefore = (await specialist.get(`/api/v1/reviews?specialist=${own.nickname}&pageSize=48`).expect(200)).body as ReviewList;
    expect(viewerBefore.items.find((one) => one.id === review.id)!.viewer).toMatchObject({ canAnswer: true, canEdit: false, canReport: true });

    const answered = (await specialist.post(`/api/v1/me/reviews/${review.id}/answer?lang=ru`, { text: 'Спасибо за отзыв!' }).expect(200)).body as PublicReview;
    expect(answered.answer).toMatchObject({ text: 'Спасибо за отзыв!', lang: 'ru' });
    expect(answered.viewer?.canAnswer).toBe(false);
    const second = await specialist.post(`/api/v1/me/reviews/${review.id}/answer?lang=en`, { text: 'And again.' }).expect(409);
    expect(second.body.error.code).toBe('review_answered');
    const publicView = (await list(`specialist=${own.nickname}&pageSize=48`)).items.find((one) => one.id === review.id)!;
    expect(publicView.answer?.text).toBe('Спасибо за отзыв!');

    // Issue 31: the specialist was told of the review, the client of the answer, once each.
    const told = await api.db.query<{ kind: string; path: string }>("SELECT kind, path FROM notifications WHERE data->>'reviewId' = $1 ORDER BY id", [
      String(review.id),
    ]);
    expect(told.rows).toEqual([
      { kind: 'review_written', path: `/${own.nickname}` },
      { kind: 'review_answered', path: expect.stringMatching(/^\/home\/orders\/\d+$/) },
    ]);
  });

  test('a signed-in reader reports a review once (202, a repeat answers the same); one’s own is 409; a guest 401; a hidden one 404', async () => {
    const review = await write();
    const first = await stranger.post(`/api/v1/reviews/${review.id}/report`, { reason: 'Advertising in the text.' }).expect(202);
    expect(first.body).toEqual({ reported: true });
    await stranger.post(`/api/v1/reviews/${review.id}/report`, {}).expect(202);
    await specialist.post(`/api/v1/reviews/${review.id}/report`).expect(202);
    const { rows } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_reports WHERE review_id = $1', [review.id]);
    expect(rows[0]!.n).toBe(2);
    expect((await client.post(`/api/v1/reviews/${review.id}/report?lang=en`, {}).expect(409)).body.error.code).toBe('review_own');
    await request(api.app).post(`/api/v1/reviews/${review.id}/report`).set('Origin', TEST_ORIGIN).set('X-Requested-With', 'huquq').send({}).expect(401);

    // The reader's own view: reported, so not offered again; it stays visible until moderated.
    const seen = await stranger.get(`/api/v1/reviews?specialist=${own.nickname}&pageSize=48`).expect(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect((seen.body as ReviewList).items.find((one) => one.id === review.id)!.viewer).toEqual({
      canAnswer: false,
      canEdit: false,
      canReport: false,
      reported: true,
    });

    await api.db.query('UPDATE reviews SET hidden_at = now(), moderated_at = now() WHERE id = $1', [review.id]);
    await otherSpecialist.post(`/api/v1/reviews/${review.id}/report`, {}).expect(404);
    await specialist.post(`/api/v1/me/reviews/${review.id}/answer`, { text: 'Thank you!' }).expect(404);
  });

  test('the profile page shows a new review’s rating at once (the cached profile is dropped)', async () => {
    const payload = async () => (await request(api.app).get(`/en/${own.nickname}/_payload.json`).expect(200)).body as { data?: unknown };
    const ratingIn = (body: unknown) => JSON.stringify(body).match(/"rating":(\{[^}]*\}|null)/)?.[1];
    const before = await payload();
    await write();
    const after = await payload();
    expect(ratingIn(after)).not.toEqual(ratingIn(before));
    const profile = (await request(api.app).get(`/api/v1/specialists/${own.nickname}`).expect(200)).body as SpecialistProfile;
    expect(ratingIn(after)).toBe(JSON.stringify(profile.rating));
  });

  test('hostile inputs: bad ids, wrong types, out-of-range values, extra fields, huge bodies, no CSRF', async () => {
    const placed = await order();
    const path = reviewPath(placed.id, placed.itemIds[0]!);
    for (const bad of ['0', '-1', 'abc', '99999999999', '1.5', '%00']) {
      await client.post(`/api/v1/me/orders/${placed.id}/items/${bad}/review`, good).expect(400);
      await client.post(`/api/v1/me/orders/${bad}/items/${placed.itemIds[0]}/review`, good).expect(400);
      await client.patch(`/api/v1/me/reviews/${bad}`, good).expect(400);
      await specialist.post(`/api/v1/me/reviews/${bad}/answer`, { text: 'Thanks' }).expect(400);
      await stranger.post(`/api/v1/reviews/${bad}/report`, {}).expect(400);
    }
    for (const body of [
      {},
      { stars: 0, text: good.text },
      { stars: 6, text: good.text },
      { stars: 4.5, text: good.text },
      { stars: 'five', text: good.text },
      { stars: null, text: good.text },
      { stars: 5, text: 'Too short.' },
      { stars: 5, text: `   ${'a'.repeat(10)}          ` },
      { stars: 5, text: 'x'.repeat(2001) },
      { stars: 5, text: 12345678901234567000 },
      { stars: 5, text: ['an array of text', 'is not text at all'] },
      { stars: 5, text: good.text, lang: 'de' },
      // 20 UTF-16 units but 10 characters; a NUL PostgreSQL cannot store.
      { stars: 5, text: '😀'.repeat(10) },
      { stars: 5, text: `${good.text}\u0000` },
      { stars: 5, text: good.text, authorUserId: 1 },
      [good],
    ]) {
      const answer = await client.post(`${path}?lang=en`, body).expect(400);
      expect(answer.body.error.code).toBe('invalid_request');
    }
    expect((await client.post(`${path}?lang=ru`, { stars: 5, text: 'Коротко.' }).expect(400)).body.error.fields).toHaveProperty('text');
    await specialist.post('/api/v1/me/reviews/1/answer', { text: 'x' }).expect(400);
    await specialist.post('/api/v1/me/reviews/1/answer', { text: 'x'.repeat(2001) }).expect(400);
    await specialist.post('/api/v1/me/reviews/1/answer', { text: '😀' }).expect(400);
    await specialist.post('/api/v1/me/reviews/1/answer', { text: 'Thanks\u0000' }).expect(400);
    await stranger.post('/api/v1/reviews/1/report', { reason: 'Spam\u0000' }).expect(400);
    await stranger.post('/api/v1/reviews/1/report', { reason: 'x'.repeat(501) }).expect(400);
    await stranger.post('/api/v1/reviews/1/report', { reason: 42 }).expect(400);
    expect((await client.raw(path, JSON.stringify({ ...good, text: 'x'.repeat(70_000) })).expect(413)).body.error.code).toBe('payload_too_large');
    expect((await client.raw(path, '{"stars":').expect(400)).body.error.code).toBe('malformed_json');
    await client.raw(path, 'stars=5', 'application/x-www-form-urlencoded').expect(415);
    // CSRF: a form another site posts with the visitor's cookie, or anything from a foreign origin, writes nothing.
    const form = `stars=5&text=${encodeURIComponent(good.text)}`;
    await request(api.app).post(path).set('Cookie', `act=${client.token}`).type('form').send(form).expect(403);
    await request(api.app)
      .post(path)
      .set('Cookie', `act=${client.token}`)
      .set('Origin', 'https://evil.example')
      .set('X-Requested-With', 'huquq')
      .send(good)
      .expect(403);
    await request(api.app).patch('/api/v1/me/reviews/1').set('Cookie', `act=${client.token}`).type('form').send(form).expect(403);
    await request(api.app).post('/api/v1/reviews/1/report').set('Cookie', `act=${stranger.token}`).set('Origin', 'https://evil.example').send({}).expect(403);
    await request(api.app).post('/api/v1/me/reviews/1/answer').set('Cookie', `act=${specialist.token}`).type('form').send('text=Thanks').expect(403);
    expect((await orderOf(placed.id)).items[0]!.review.canReview).toBe(true);
    // Other methods on the write paths.
    expect((await client.get(path).expect(405)).headers.allow).toBe('POST');
    expect((await client.get('/api/v1/me/reviews/1').expect(405)).headers.allow).toBe('PATCH');
  });
});
