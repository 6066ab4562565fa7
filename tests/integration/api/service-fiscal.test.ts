/**
 * A specialist gives their service its fiscal data (issue 29, ADR 016): GET
 * /api/v1/me/specialist/services lists their own services with the code, package code and VAT of
 * each, as /home shows them from the server; PUT /api/v1/me/specialist/services/{id}/fiscal sets them for the owner alone (another
 * specialist's service is 404, a guest 401, a write without the CSRF proof 403, a bad body 422
 * naming the fields in the caller's language), stores them, announces the change to the caches,
 * and the service that a basket refused (409 service_not_sellable) goes into one at once.
 */
import request from 'supertest';
import type { OwnService, OwnServiceList } from '../../../shared/account/service-fiscal';
import { onDataChange, type DataChange } from '../../../server/cache/changes';
import { engineName, signedInVisitor, TEST_ORIGIN, useSeededApi, type SignedInVisitor } from './support';

jest.setTimeout(120_000);

const api = useSeededApi();

/** The stand-in's demo citizens (server/auth/oneid-standin.ts). */
const PINS = ['42306851234567', '30512901234561', '52211030012345', '31007750054328'] as const;

let buyer: SignedInVisitor;
let specialist: SignedInVisitor;
let otherSpecialist: SignedInVisitor;
/** A fixed-price service of the specialist, its code taken away for the test; one of the other specialist. */
let mine: { id: number; nickname: string };
let theirs: { id: number; code: string };

const path = (id: number | string) => `/api/v1/me/specialist/services/${id}/fiscal`;
const CODE = { ikpuCode: '10305008001000000', packageCode: '1500523', vatPercent: 12 };

async function userId(pin: string): Promise<number> {
  const { rows } = await api.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [pin]);
  return Number(rows[0]!.id);
}

async function stored(id: number) {
  const { rows } = await api.db.query<{ ikpu_code: string | null; package_code: string | null; vat_percent: number | null }>(
    'SELECT ikpu_code, package_code, vat_percent FROM services WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

beforeAll(async () => {
  buyer = await signedInVisitor(api.app, 0);
  specialist = await signedInVisitor(api.app, 1);
  otherSpecialist = await signedInVisitor(api.app, 3);
  const { rows } = await api.db.query<{ id: number; specialist_id: number; nickname: string; ikpu_code: string }>(
    `SELECT DISTINCT ON (sv.specialist_id) sv.id, sv.specialist_id, sp.nickname, sv.ikpu_code FROM services sv JOIN specialists sp ON sp.id = sv.specialist_id
      WHERE sv.published AND sv.price > 0 AND sv.price_kind = 'fixed' ORDER BY sv.specialist_id, sv.id LIMIT 2`,
  );
  const [a, b] = rows;
  mine = { id: Number(a!.id), nickname: a!.nickname };
  theirs = { id: Number(b!.id), code: b!.ikpu_code };
  await api.db.query('UPDATE specialists SET user_id = NULL WHERE user_id IN ($1, $2)', [await userId(PINS[1]), await userId(PINS[3])]);
  await api.db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [a!.specialist_id, await userId(PINS[1])]);
  await api.db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [b!.specialist_id, await userId(PINS[3])]);
  // A new service of theirs, as the specialist would have it before giving its code.
  await api.db.query('UPDATE services SET ikpu_code = NULL, package_code = NULL, vat_percent = NULL WHERE id = $1', [mine.id]);
});

describe(`a specialist gives their service its fiscal data (${engineName})`, () => {
  test('the list holds their own services only, the one without a code first and not sellable; a guest is 401', async () => {
    const list = (await specialist.get('/api/v1/me/specialist/services?lang=en').expect(200)).body as OwnServiceList;
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items[0]).toMatchObject({ id: mine.id, ikpuCode: null, packageCode: null, vatPercent: null, sellable: false, priceKind: 'fixed' });
    expect(typeof list.items[0]!.title).toBe('string');
    expect(list.items[0]!.price).toBeGreaterThan(0);
    expect(list.items.slice(1).every((item) => item.sellable && /^[0-9]{17}$/.test(item.ikpuCode ?? ''))).toBe(true);
    const { rows } = await api.db.query<{ id: number }>(
      'SELECT id FROM services sv WHERE published AND specialist_id = (SELECT specialist_id FROM services WHERE id = $1) ORDER BY id',
      [mine.id],
    );
    expect(list.items.map((item) => item.id).sort((x, y) => x - y)).toEqual(rows.map((row) => Number(row.id)));
    expect(list.items.map((item) => item.id)).not.toContain(theirs.id);

    // /home renders it on the server: the warning and the way to the code list, before any script.
    const home = await specialist.get('/en/home').expect(200);
    expect(home.text).toContain('data-testid="home-own-services"');
    expect(home.text).toContain('Cannot be sold until it has its IKPU code');
    expect(home.text).toContain('href="https://tasnif.soliq.uz/" target="_blank" rel="noopener noreferrer"');

    // A visitor without a profile has none; a guest is not let in.
    expect(((await buyer.get('/api/v1/me/specialist/services').expect(200)).body as OwnServiceList).items).toEqual([]);
    await request(api.app).get('/api/v1/me/specialist/services').expect(401);
  });

  test('a service without a code stays out of the basket until its owner gives one; then it goes in at once', async () => {
    const refused = await buyer.post('/api/v1/me/basket/items?lang=ru', { serviceId: mine.id, quantity: 1 }).expect(409);
    expect(refused.body.error.code).toBe('service_not_sellable');

    const changes: DataChange[] = [];
    const stop = onDataChange((change) => changes.push(change));
    try {
      // Copied as the classifier groups it: saved as bare digits.
      const saved = (await specialist.put(`${path(mine.id)}?lang=en`, { ikpuCode: '10305 008 001 000 000', packageCode: '1500523', vatPercent: 0 }).expect(200))
        .body as OwnService;
      expect(saved).toMatchObject({ id: mine.id, ikpuCode: '10305008001000000', packageCode: '1500523', vatPercent: 0, sellable: true });
    } finally {
      stop();
    }
    expect(await stored(mine.id)).toEqual({ ikpu_code: '10305008001000000', package_code: '1500523', vat_percent: 0 });
    // The profile's cached pages are dropped, as a profile save drops them.
    expect(changes).toContainEqual({ kind: 'specialist', nicknames: [mine.nickname] });

    await buyer.post('/api/v1/me/basket/items', { serviceId: mine.id, quantity: 1 }).expect(200);
    await buyer.del(`/api/v1/me/basket/items/${mine.id}`).expect(200);
    const listed = ((await specialist.get('/api/v1/me/specialist/services').expect(200)).body as OwnServiceList).items.find((item) => item.id === mine.id);
    expect(listed).toMatchObject({ sellable: true, vatPercent: 0 });

    // Changed again: the new values replace the old.
    await specialist.put(path(mine.id), CODE).expect(200);
    expect(await stored(mine.id)).toEqual({ ikpu_code: CODE.ikpuCode, package_code: CODE.packageCode, vat_percent: 12 });
  });

  test('another specialist’s service is 404 and keeps its data, whatever the body; an unknown one 404, a bad id 400', async () => {
    const before = await stored(theirs.id);
    const res = await specialist.put(`${path(theirs.id)}?lang=ru`, { ikpuCode: '99999999999999999', packageCode: '1', vatPercent: 0 }).expect(404);
    expect(res.body.error.code).toBe('not_found');
    await specialist.put(path(theirs.id), { ikpuCode: 'bad' }).expect(404);
    expect(await stored(theirs.id)).toEqual(before);
    expect(before.ikpu_code).toBe(theirs.code);
    // Their owner may.
    await otherSpecialist.put(path(theirs.id), { ...CODE, packageCode: '1500524' }).expect(200);
    expect((await stored(theirs.id)).package_code).toBe('1500524');

    await specialist.put(path(2_000_000_000), CODE).expect(404);
    await specialist.put(path('abc'), CODE).expect(400);
    // A visitor without a profile owns no service.
    await buyer.put(path(mine.id), CODE).expect(404);
  });

  test('a guest is 401; a write without the CSRF proof is 403; neither changes anything', async () => {
    const before = await stored(mine.id);
    await request(api.app)
      .put(path(mine.id))
      .set('Origin', TEST_ORIGIN)
      .set('X-Requested-With', 'huquq')
      .send({ ...CODE, vatPercent: 0 })
      .expect(401);
    // What a cross-site form can send: no X-Requested-With, no JSON type, no form token.
    await request(api.app)
      .put(path(mine.id))
      .set('Cookie', `act=${specialist.token}`)
      .type('form')
      .send({ ...CODE, vatPercent: 0 })
      .expect(403);
    await request(api.app)
      .put(path(mine.id))
      .set('Cookie', `act=${specialist.token}`)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ ...CODE, vatPercent: 0 }))
      .expect(403);
    await request(api.app)
      .put(path(mine.id))
      .set('Cookie', `act=${specialist.token}`)
      .set('Origin', 'https://evil.test')
      .set('X-Requested-With', 'huquq')
      .send({ ...CODE, vatPercent: 0 })
      .expect(403);
    expect(await stored(mine.id)).toEqual(before);
  });

  test('a bad body is 422 naming each field in the caller’s language, and changes nothing', async () => {
    const before = await stored(mine.id);
    const ru = await specialist.put(`${path(mine.id)}?lang=ru`, { ikpuCode: '1030500800100', packageCode: '', vatPercent: 150 }).expect(422);
    expect(ru.body.error).toEqual({
      code: 'invalid_service_fiscal',
      message: 'Фискальные данные услуги заполнены неверно: см. поля.',
      fields: {
        ikpuCode: 'Количество символов в поле «Код ИКПУ» должно быть равно 17.',
        packageCode: 'Поле «Код упаковки» обязательно для заполнения.',
        vatPercent: 'Выберите один из вариантов в поле «НДС».',
      },
    });
    const uz = await specialist.put(`${path(mine.id)}?lang=uz`, { ...CODE, ikpuCode: 'MXIK-kod' }).expect(422);
    expect(uz.body.error.fields).toEqual({ ikpuCode: '«MXIK kodi» maydoni notoʻgʻri toʻldirilgan.' });
    const en = await specialist.put(`${path(mine.id)}?lang=en`, {}).expect(422);
    expect(en.body.error.fields).toEqual({ ikpuCode: 'IKPU code is required.', packageCode: 'Package code is required.', vatPercent: 'VAT is required.' });
    expect(await stored(mine.id)).toEqual(before);
  });

  test('other methods are 405', async () => {
    await specialist.get(path(mine.id)).expect(405);
    await specialist.post('/api/v1/me/specialist/services', CODE).expect(405);
  });
});
