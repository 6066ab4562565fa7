import request from 'supertest';
import { createTestApp } from '../../support/app.js';

describe('GET {path}/_payload.json', () => {
  const { app } = createTestApp();

  test('the main page payload is at /_payload.json', async () => {
    const res = await request(app).get('/_payload.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toHaveProperty('data');
    expect(typeof res.body.data).toBe('object');
  });

  test.each([
    '/ru/_payload.json',
    '/en/services/_payload.json',
    '/services/12/_payload.json',
    '/aziz.karimov/_payload.json',
    '/ru/specialists/_payload.json?page=2',
  ])('%s answers the page data', async (path) => {
    const res = await request(app).get(path).expect(200);
    expect(res.body).toHaveProperty('data');
  });

  test('an unknown page answers 404 with the full path in the message, in the page language', async () => {
    const res = await request(app).get('/ru/no/where/_payload.json?x=1').expect(404);
    expect(res.body).toEqual({ error: { status: 404, message: 'Страница не найдена: /ru/no/where?x=1' } });
    const uz = await request(app).get('/no/where/_payload.json').expect(404);
    expect(uz.body).toEqual({ error: { status: 404, message: 'Sahifa topilmadi: /no/where' } });
    const en = await request(app).get('/en/no/where/_payload.json').expect(404);
    expect(en.body).toEqual({ error: { status: 404, message: 'Page Not Found: /en/no/where' } });
  });

  test('invalid parameters answer 404', async () => {
    const res = await request(app).get('/services/abc/_payload.json').expect(404);
    expect(res.body.error.status).toBe(404);
  });

  test('payload requests are never redirected by the first-visit rule', async () => {
    await request(app).get('/en/_payload.json').expect(200);
  });
});
