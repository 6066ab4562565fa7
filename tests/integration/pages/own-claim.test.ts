/**
 * /statement-of-claim/my/{idx} as a browser without JavaScript receives it (issue 11): a guest is
 * sent to sign in and back; another visitor's claim and an unknown id are the 404 page (never
 * 403); the owner gets the builder rendered on the server, at the step the URL names, with the
 * plaintiff prefilled from OneID and marked, in the page's language.
 */
import request from 'supertest';
import type { OwnClaim } from '../../../shared/api/claims/contract';
import { CookieJar, signIn } from '../auth/support';
import { engineName, idOf, useSeededApi } from '../api/support';

jest.setTimeout(120_000);

const api = useSeededApi();
const ORIGIN = 'https://huquq.test';

async function visitor(citizen: number) {
  const jar = new CookieJar();
  await signIn(api.app, jar, { citizen });
  return {
    jar,
    get: (url: string) => request(api.app).get(url).set('Cookie', jar.header(url)),
    create: async (answers: Record<string, unknown> = {}): Promise<OwnClaim> => {
      const url = '/api/v1/me/claims?lang=uz';
      const templateId = await idOf(api.db, 'claim_templates', 'loan-debt');
      const res = await request(api.app)
        .post(url)
        .set('Cookie', jar.header(url))
        .set('Origin', ORIGIN)
        .set('X-Requested-With', 'huquq')
        .send({ templateId, locale: 'uz', answers })
        .expect(201);
      return res.body as OwnClaim;
    },
  };
}

const DEFENDANT = { kind: 'person', name: 'Karimov Jasur Olimovich', address: 'Toshkent sh., Yunusobod t., 4-kvartal, 12-uy', pinfl: '31234567890123' };

describe(`/statement-of-claim/my/{idx} (${engineName})`, () => {
  test('a guest is sent to sign in and comes back to the claim, step kept', async () => {
    const res = await request(api.app).get('/ru/statement-of-claim/my/5?step=parties').set('Cookie', 'lang=ru; i18n_redirected=ru').expect(302);
    expect(res.headers.location).toBe(`${ORIGIN}/auth/sign-in?returnTo=${encodeURIComponent('/ru/statement-of-claim/my/5?step=parties')}`);
    const payload = await request(api.app).get('/en/statement-of-claim/my/5/_payload.json').expect(200);
    expect(payload.body).toEqual({ redirect: `${ORIGIN}/auth/sign-in?returnTo=${encodeURIComponent('/en/statement-of-claim/my/5')}` });
  });

  test('another visitor’s claim and an unknown id are the 404 page, never 403', async () => {
    const owner = await visitor(0);
    const other = await visitor(1);
    const claim = await owner.create({ parties: { defendants: [DEFENDANT] } });
    const theirs = await other.get(`/en/statement-of-claim/my/${claim.id}`).expect(404);
    expect(theirs.text).not.toContain('Karimov Jasur');
    expect(theirs.text).not.toContain(claim.title);
    await other.get('/en/statement-of-claim/my/999999').expect(404);
    const payload = await other.get(`/en/statement-of-claim/my/${claim.id}/_payload.json`);
    expect(payload.status).toBe(404);
    expect(JSON.stringify(payload.body)).not.toContain('Karimov Jasur');
  });

  test('the owner gets the builder rendered on the server in Uzbek and Russian, at the step of the URL', async () => {
    const owner = await visitor(2);
    const claim = await owner.create({
      parties: { defendants: [DEFENDANT] },
      value: { rows: [{ kind: 'principal', amount: 1_500_000_00, basis: '3-mart qarz tilxati' }] },
    });
    expect(claim.answers.parties?.prefilled?.length ?? 0).toBeGreaterThan(0);

    const uz = await owner
      .get(`/statement-of-claim/my/${claim.id}`)
      .set('Cookie', `${owner.jar.header('/statement-of-claim/my')}; lang=uz`)
      .expect(200);
    expect(uz.headers['cache-control']).toMatch(/private/);
    expect(uz.text).toContain(`<title>${claim.title}`);
    expect(uz.text).toContain('data-testid="claim-progress"');
    expect(uz.text).toContain('data-step="court"');
    expect(uz.text).toContain('Qaysi sudga?');
    expect(uz.text).toContain('Fuqarolik ishlari boʻyicha sud');
    // The eight steps, named, each a link that works without script.
    for (const step of ['court', 'parties', 'value', 'circumstances', 'evidence', 'demands', 'pretrial', 'review'])
      expect(uz.text).toContain(`href="?step=${step}"`);
    expect(uz.text).toContain('Dalillar va ilovalar');

    const parties = await owner
      .get(`/statement-of-claim/my/${claim.id}?step=parties`)
      .set('Cookie', `${owner.jar.header('/statement-of-claim/my')}; lang=uz`)
      .expect(200);
    expect(parties.text).toContain('data-step="parties"');
    expect(parties.text).toContain('Karimov Jasur Olimovich');
    expect(parties.text).toContain('data-testid="plaintiff-prefilled-name"');
    expect(parties.text).toContain(claim.answers.parties?.plaintiff?.name ?? 'missing plaintiff');

    const ru = await owner.get(`/ru/statement-of-claim/my/${claim.id}?step=value`).expect(200);
    expect(ru.text).toContain('data-step="value"');
    expect(ru.text).toContain('Взыскиваемая сумма');
    expect(ru.text).toContain('Основной долг');
    expect(ru.text).toContain('3-mart qarz tilxati');
    expect(ru.text).toContain('Государственная пошлина (оценка)');
    expect(ru.text).toContain('my.sud.uz');
    // A step the builder does not know is the first.
    const unknown = await owner.get(`/ru/statement-of-claim/my/${claim.id}?step=nowhere`).expect(200);
    expect(unknown.text).toContain('data-step="court"');
  });
});
