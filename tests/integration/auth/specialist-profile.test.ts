import request from 'supertest';
import type { Database } from '../../../server/db/adapter';
import type { TestDatabase } from '../db/test-database';
import { CookieJar, authApp, engineName, migratedDatabase, signIn } from './support';

jest.setTimeout(60_000);

let handle: TestDatabase;
let db: Database;
beforeAll(async () => {
  handle = await migratedDatabase();
  db = handle.db;
  await db.query(
    `INSERT INTO specialization_groups (slug, name, description) VALUES ('family', '{"uz":"Oila huquqi","ru":"Семейное право","en":"Family law"}', '{"uz":"a","ru":"a","en":"a"}')`,
  );
  await db.query(
    `INSERT INTO specializations (slug, group_id, name) SELECT s.slug, g.id, s.name::jsonb FROM specialization_groups g,
       (VALUES ('divorce', '{"uz":"Ajrim","ru":"Развод","en":"Divorce"}'), ('alimony', '{"uz":"Aliment","ru":"Алименты","en":"Alimony"}')) AS s(slug, name)`,
  );
});
afterAll(() => handle.dispose());

const ORIGIN = 'https://huquq.test';
const XRW = ['X-Requested-With', 'huquq'] as const;

async function signedIn(citizen: number) {
  const app = authApp(db);
  const jar = new CookieJar();
  await signIn(app, jar, { citizen, returnTo: '/home' });
  return { app, jar, token: jar.get('act')! };
}

const profile = (nickname: string) => ({
  nickname,
  profession: 'advocate',
  specializations: ['divorce', 'alimony'],
  bio: { uz: 'Oilaviy nizolar boʻyicha advokat.', en: 'An advocate for family disputes.' },
  phone: '+998 90 123 45 67',
  languages: ['uz', 'en'],
  socialLinks: [
    { network: 'telegram', url: '@dilnoza_law' },
    { network: 'website', url: 'dilnoza.example.uz' },
  ],
  experience: [
    { organization: 'Toshkent advokatlar hay’ati', position: 'Advokat', from: '2015-03', to: null },
    { organization: 'Adliya vazirligi', position: 'Yurist', from: '2012-09', to: '2015-02' },
  ],
});

function put(app: Parameters<typeof request>[0], token: string, body: unknown, lang = 'en') {
  return request(app)
    .put(`/api/v1/me/specialist?lang=${lang}`)
    .set('act', token)
    .set(...XRW)
    .set('Origin', ORIGIN)
    .send(body as object);
}

describe(`a citizen becomes a specialist (${engineName})`, () => {
  test('creates the profile, normalizes it, shows it at /{nickname} at once, and updates it', async () => {
    const { app, jar, token } = await signedIn(0);
    const created = await put(app, token, profile('dilnoza.law')).expect(201);
    expect(created.body).toEqual({ nickname: 'dilnoza.law' });

    const own = await request(app).get('/api/v1/me/specialist').set('act', token).expect(200);
    const values = (own.body as { profile: { phone: string; socialLinks: { url: string }[] } }).profile;
    expect(values.phone).toBe('+998901234567');
    expect(values.socialLinks.map((l) => l.url)).toEqual(['https://t.me/dilnoza_law', 'https://dilnoza.example.uz']);

    const page = await request(app).get('/en/dilnoza.law').set('Cookie', jar.header('/en/dilnoza.law')).expect(200);
    expect(page.text).toContain('Dilnoza Yusupova');
    expect(page.text).toContain('An advocate for family disputes.');
    expect(page.text).toContain('+998 901 234 567');
    expect(page.text).toContain('https://t.me/dilnoza_law');
    expect(page.text).toContain('Divorce');
    expect(page.text).toContain('Adliya vazirligi');
    // The header knows the viewer's nickname now.
    const me = await request(app).get('/api/v1/me').set('act', token).expect(200);
    expect((me.body as { nickname: string }).nickname).toBe('dilnoza.law');

    const changed = { ...profile('dilnoza.family'), bio: { ru: 'Адвокат по семейным спорам.' }, experience: [] };
    await put(app, token, changed).expect(200);
    const after = await request(app).get('/ru/dilnoza.family').set('Cookie', jar.header('/ru/dilnoza.family')).expect(200);
    expect(after.text).toContain('Адвокат по семейным спорам.');
    expect(after.text).not.toContain('Adliya vazirligi');
    await request(app).get('/ru/dilnoza.law').set('Cookie', jar.header('/ru/dilnoza.law')).expect(404);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM specialists WHERE user_id IS NOT NULL');
    expect(rows[0]!.n).toBe(1);
    // The list finds the new name through the search column.
    const found = await request(app).get('/api/v1/specialists?q=dilnoza.family').expect(200);
    expect((found.body as { total: number }).total).toBe(1);
  });

  test('checks nicknames: free, taken by someone else, reserved, invalid, and one’s own', async () => {
    const owner = await signedIn(1);
    await put(owner.app, owner.token, profile('aziz.lawyer')).expect(201);
    const other = await signedIn(2);
    const check = async (session: { app: Parameters<typeof request>[0]; token: string }, nickname: string) =>
      (
        await request(session.app)
          .get(`/api/v1/me/nickname?nickname=${encodeURIComponent(nickname)}`)
          .set('act', session.token)
          .expect(200)
      ).body as { available: boolean; problem: string | null };
    expect(await check(other, 'nodira.r')).toEqual({ nickname: 'nodira.r', available: true, problem: null });
    expect(await check(other, 'Aziz.Lawyer')).toMatchObject({ available: false, problem: 'taken' });
    expect(await check(other, 'services')).toMatchObject({ available: false, problem: 'reserved' });
    expect(await check(other, 'home')).toMatchObject({ available: false, problem: 'reserved' });
    expect(await check(other, 'ab')).toMatchObject({ available: false, problem: 'invalid' });
    expect(await check(other, 'bad-name!')).toMatchObject({ available: false, problem: 'invalid' });
    expect(await check(owner, 'aziz.lawyer')).toMatchObject({ available: true, problem: null });
    await request(other.app).get('/api/v1/me/nickname?nickname=abc').expect(401);

    const taken = await put(other.app, other.token, profile('aziz.lawyer'), 'ru').expect(400);
    expect((taken.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({ nickname: 'Этот никнейм уже занят.' });
  });

  test('refuses invalid values field by field, with messages in the caller’s language', async () => {
    const { app, token } = await signedIn(3);
    const bad = {
      nickname: 'api',
      profession: '',
      specializations: [],
      bio: { uz: '   ' },
      phone: '12',
      languages: [],
      socialLinks: [{ network: 'telegram', url: 'javascript:alert(1)' }],
      experience: [{ organization: '', position: 'Yurist', from: '2030-01', to: '2010-01' }],
    };
    const messages = {
      en: {
        nickname: 'Nickname is not valid.',
        profession: 'Profession is required.',
        bio: 'About you is required.',
        'socialLinks.0.url': 'Link or username is not valid.',
        'experience.0.organization': 'Organisation is required.',
      },
      ru: { nickname: 'Никнейм', profession: 'Профессия', bio: 'О себе' },
      uz: { nickname: 'Taxallus', profession: 'Kasb', bio: 'Oʻzingiz haqingizda' },
    } as const;
    for (const [lang, expected] of Object.entries(messages)) {
      const res = await put(app, token, bad, lang).expect(400);
      const fields = (res.body as { error: { code: string; fields: Record<string, string> } }).error.fields;
      expect(Object.keys(fields).sort()).toEqual(
        [
          'bio',
          'experience.0.from',
          'experience.0.organization',
          'languages',
          'nickname',
          'phone',
          'profession',
          'socialLinks.0.url',
          'specializations',
        ].sort(),
      );
      for (const [field, text] of Object.entries(expected)) expect(fields[field]).toContain(text);
    }
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM specialists WHERE nickname = 'api'");
    expect(rows[0]!.n).toBe(0);
  });

  test('another user’s session changes only its own profile; no session is 401; no CSRF proof is 403', async () => {
    const owner = await signedIn(0);
    const intruder = await signedIn(2);
    const before = (await request(owner.app).get('/api/v1/me/specialist').set('act', owner.token).expect(200)).body as { profile: { nickname: string } };
    await put(intruder.app, intruder.token, { ...profile(before.profile.nickname), bio: { en: 'Taken over' } }).expect(400);
    const after = (await request(owner.app).get('/api/v1/me/specialist').set('act', owner.token).expect(200)).body as {
      profile: { nickname: string; bio: Record<string, string> };
    };
    expect(after.profile.bio.en).not.toBe('Taken over');
    const intruders = (await request(intruder.app).get('/api/v1/me/specialist').set('act', intruder.token).expect(200)).body as { profile: unknown };
    expect(intruders.profile).toBeNull();

    await request(owner.app)
      .put('/api/v1/me/specialist')
      .set(...XRW)
      .set('Origin', ORIGIN)
      .send(profile('nobody.here'))
      .expect(401);
    await request(owner.app)
      .put('/api/v1/me/specialist')
      .set('Cookie', owner.jar.header('/api'))
      .set('Origin', ORIGIN)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify(profile('csrf.attempt')))
      .expect(403);
    await request(owner.app)
      .put('/api/v1/me/specialist')
      .set('Cookie', owner.jar.header('/api'))
      .set(...XRW)
      .set('Origin', 'https://evil.example')
      .send(profile('csrf.attempt'))
      .expect(403);
  });
});
