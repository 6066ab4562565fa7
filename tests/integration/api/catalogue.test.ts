/** GET /api/v1 services, specialists, specializations, regions and law firms, on the seeded content. */
import request from 'supertest';
import { totalExperienceMonths } from '../../../shared/format';
import type { LawFirmCard, ListResult, ServiceCard, SpecialistCard } from '../../../shared/api/types';
import type { SeedService, SeedSpecialist } from '../../../server/db/seed/content/types';
import { ratingOfStars } from '../../../shared/reviews/rules';
import { engineName, idOf, useSeededApi } from './support';

jest.setTimeout(60_000);

const api = useSeededApi();

async function get<T>(path: string, status = 200, headers: Record<string, string> = {}): Promise<T> {
  const res = await request(api.app).get(path).set(headers);
  if (res.status !== status) throw new Error(`${path}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

const nicknames = (list: ListResult<SpecialistCard>) => list.items.map((item) => item.nickname);

/** The rating the seeded reviews give whoever provides the services `provides` picks (ratings are computed from reviews, migration 0013). */
function ratingFromReviews(provides: (provider: SeedService['provider']) => boolean): { average: number; count: number } | null {
  const services = new Set(api.content.services.filter((s) => provides(s.provider)).map((s) => s.id));
  return ratingOfStars(api.content.reviews.filter((r) => services.has(r.serviceId)).map((r) => r.stars));
}
const ratingOf = (nickname: string) => ratingFromReviews((p) => p.kind === 'specialist' && p.nickname === nickname);
const firmRatingOf = (slug: string) => ratingFromReviews((p) => p.kind === 'lawfirm' && p.lawFirmId === slug);

/** The content's specialists in the API's default order: rating, then reviews, then as seeded. */
function byRating(people: readonly SeedSpecialist[]): string[] {
  return people
    .map((person, index) => ({ person, index, rating: ratingOf(person.nickname) }))
    .sort((a, b) => {
      const ra = a.rating?.average ?? -1;
      const rb = b.rating?.average ?? -1;
      return rb - ra || (b.rating?.count ?? 0) - (a.rating?.count ?? 0) || a.index - b.index;
    })
    .map(({ person }) => person.nickname);
}

function monthsOf(person: SeedSpecialist): number {
  return totalExperienceMonths(
    person.experience.map((entry) => ({ from: `${entry.from}-01`, to: entry.to === null ? null : `${entry.to}-01` })),
    new Date(),
  );
}

describe(`GET /api/v1/specialists on ${engineName}`, () => {
  test('the first page: twelve cards by rating, with the total of all specialists', async () => {
    const list = await get<ListResult<SpecialistCard>>('/api/v1/specialists');
    expect(list).toMatchObject({ total: api.content.specialists.length, page: 1, pageSize: 12 });
    expect(nicknames(list)).toEqual(byRating(api.content.specialists).slice(0, 12));
    expect(list.items[0]).toMatchObject({
      nickname: 'aziza.hamidova',
      firstName: 'Aziza',
      lastName: 'Hamidova',
      profession: 'lawyer',
      verified: true,
      languages: ['uz', 'ru', 'en'],
      rating: { average: 5, count: 6 },
      region: { slug: 'tashkent-city', name: 'Toshkent shahri' },
    });
    expect(list.items[0]!.rating).toEqual(ratingOf('aziza.hamidova'));
  });

  test('pages through every specialist once; a page past the end is empty and keeps the total', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 5; page += 1) {
      seen.push(...nicknames(await get<ListResult<SpecialistCard>>(`/api/v1/specialists?page=${page}&pageSize=12`)));
    }
    expect(seen).toEqual(byRating(api.content.specialists));
    const past = await get<ListResult<SpecialistCard>>('/api/v1/specialists?page=6');
    expect(past).toEqual({ items: [], total: 60, page: 6, pageSize: 12 });
  });

  test('a page holds at most 48: a larger size is lowered to it', async () => {
    const list = await get<ListResult<SpecialistCard>>('/api/v1/specialists?pageSize=500');
    expect(list.pageSize).toBe(48);
    expect(list.items).toHaveLength(48);
  });

  test.each([
    ['page=0', { page: 'page must be at least 1.' }],
    ['page=-3', { page: 'page must be at least 1.' }],
    ['page=two', { page: 'page is not valid.' }],
    ['page=1.5', { page: 'page is not valid.' }],
    ['page=10001', { page: 'page is not valid.' }],
    ['pageSize=0', { pageSize: 'pageSize must be at least 1.' }],
    ['page=1&page=2', { page: 'page is not valid.' }],
    ['sort=cheapest', { sort: 'sort is not valid.' }],
    ['language=de', { language: 'language is not valid.' }],
    ['experience=-1', { experience: 'experience must be at least 0.' }],
    ['region=Tashkent%20City', { region: 'region is not valid.' }],
    ['verified=maybe&rating=9', { verified: 'verified is not valid.', rating: 'rating is not valid.' }],
  ])('?%s is a 400 naming the parameter', async (query, fields) => {
    const body = await get(`/api/v1/specialists?${query}&lang=en`, 400);
    expect(body).toEqual({ error: { code: 'invalid_request', message: 'Some parameters are not valid.', fields } });
  });

  test('field errors speak the language of the call', async () => {
    const ru = await get('/api/v1/specialists?page=0&lang=ru', 400);
    expect(ru).toEqual({
      error: { code: 'invalid_request', message: 'Некоторые параметры заданы неверно.', fields: { page: 'Значение поля «page» должно быть не меньше 1.' } },
    });
    const uz = await get('/api/v1/specialists?pageSize=x', 400, { 'Accept-Language': 'uz' });
    expect(uz).toEqual({
      error: { code: 'invalid_request', message: 'Baʼzi parametrlar notoʻgʻri.', fields: { pageSize: '«pageSize» maydoni notoʻgʻri toʻldirilgan.' } },
    });
  });

  test('by parent specialization: every specialist with a specialization of the group', async () => {
    const family = new Set(api.content.specializations.filter((s) => s.parentId === 'family').map((s) => s.id));
    const expected = api.content.specialists.filter((s) => s.specializationIds.some((id) => family.has(id))).map((s) => s.nickname);
    const list = await get<ListResult<SpecialistCard>>('/api/v1/specialists?parent=family&pageSize=48');
    expect(list.total).toBe(expected.length);
    expect(nicknames(list).sort()).toEqual([...expected].sort());
  });

  test('by child specialization', async () => {
    const list = await get<ListResult<SpecialistCard>>('/api/v1/specialists?specialization=divorce&pageSize=48');
    expect(nicknames(list).sort()).toEqual(
      [
        'dilnoza.yusupova',
        'sevara.umarova',
        'feruza.ganiyeva',
        'aysulu.tleumuratova',
        'laylo.valiyeva',
        'munisa.xudoyberdiyeva',
        'gulchehra.b',
        'sayyora.eshonqulova',
        'xurshida.n',
      ].sort(),
    );
    for (const item of list.items) expect(item.specializations.map((s) => s.slug)).toContain('divorce');
  });

  test('an unknown specialization is a valid filter that matches nobody', async () => {
    expect(await get('/api/v1/specialists?specialization=astrology')).toEqual({ items: [], total: 0, page: 1, pageSize: 12 });
  });

  test('by language, experience, rating, region, profession and verification', async () => {
    const english = await get<ListResult<SpecialistCard>>('/api/v1/specialists?language=en&pageSize=48');
    expect(english.total).toBe(api.content.specialists.filter((s) => s.languages.includes('en')).length);
    for (const item of english.items) expect(item.languages).toContain('en');

    const veterans = await get<ListResult<SpecialistCard>>('/api/v1/specialists?experience=15&pageSize=48');
    expect(nicknames(veterans).sort()).toEqual(
      api.content.specialists
        .filter((s) => monthsOf(s) >= 180)
        .map((s) => s.nickname)
        .sort(),
    );

    const rated = await get<ListResult<SpecialistCard>>('/api/v1/specialists?rating=4.8&pageSize=48');
    expect(rated.total).toBe(api.content.specialists.filter((s) => (ratingOf(s.nickname)?.average ?? 0) >= 4.8).length);
    expect(rated.total).toBeGreaterThan(0);
    for (const item of rated.items) expect(item.rating!.average).toBeGreaterThanOrEqual(4.8);

    const samarkandId = await idOf(api.db, 'regions', 'samarkand');
    const bySlug = await get<ListResult<SpecialistCard>>('/api/v1/specialists?region=samarkand');
    const byId = await get<ListResult<SpecialistCard>>(`/api/v1/specialists?region=${samarkandId}`);
    expect(nicknames(bySlug).sort()).toEqual(['gulnora.rahimova', 'temur.sharipov', 'yulduz.ortiqova', 'jasur.qambarov'].sort());
    expect(byId).toEqual(bySlug);

    const notaries = await get<ListResult<SpecialistCard>>('/api/v1/specialists?profession=notary&verified=true');
    expect(nicknames(notaries)).toEqual(['notarius.malika', 'notarius.shahnoza']);
  });

  test('experience is counted as shared/format counts it, each month once', async () => {
    const list = await get<ListResult<SpecialistCard>>('/api/v1/specialists?pageSize=48&page=1');
    const rest = await get<ListResult<SpecialistCard>>('/api/v1/specialists?pageSize=48&page=2');
    const byNickname = new Map(api.content.specialists.map((s) => [s.nickname, s]));
    for (const item of [...list.items, ...rest.items])
      expect([item.nickname, item.experienceMonths]).toEqual([item.nickname, monthsOf(byNickname.get(item.nickname)!)]);
  });

  test('sorts by experience, by reviews and by name', async () => {
    const experienced = await get<ListResult<SpecialistCard>>('/api/v1/specialists?sort=experience&pageSize=48');
    const months = experienced.items.map((item) => item.experienceMonths);
    expect(months).toEqual([...months].sort((a, b) => b - a));

    const reviewed = await get<ListResult<SpecialistCard>>('/api/v1/specialists?sort=reviews&pageSize=3');
    const byCount = api.content.specialists
      .map((person, index) => ({ nickname: person.nickname, index, rating: ratingOf(person.nickname) }))
      .sort((a, b) => (b.rating?.count ?? 0) - (a.rating?.count ?? 0) || (b.rating?.average ?? -1) - (a.rating?.average ?? -1) || a.index - b.index)
      .map((person) => person.nickname);
    expect(nicknames(reviewed)).toEqual(byCount.slice(0, 3));
    expect(nicknames(reviewed)).toEqual(['dilnoza.yusupova', 'notarius.malika', 'zarina.consumer']);

    const named = await get<ListResult<SpecialistCard>>('/api/v1/specialists?sort=name&lang=ru&pageSize=5');
    expect(named.items.map((item) => item.lastName)).toEqual(['Абдуллаева', 'Абдурахмонов', 'Азимова', 'Алиев', 'Ахмедова']);
  });

  test('searches Cyrillic with a Cyrillic query and Latin with a Latin one', async () => {
    const cyrillic = await get<ListResult<SpecialistCard>>(`/api/v1/specialists?q=${encodeURIComponent('Каримов')}&lang=ru`);
    // Equally good matches come by rating: Umida Karimova's reviews rate her above Aziz Karimov.
    expect(nicknames(cyrillic).slice(0, 2)).toEqual(['umida.hr', 'aziz.karimov']);
    expect(cyrillic.items[0]).toMatchObject({ firstName: 'Умида', lastName: 'Каримова' });
    expect(cyrillic.items[1]).toMatchObject({ firstName: 'Азиз', lastName: 'Каримов' });

    const latin = await get<ListResult<SpecialistCard>>('/api/v1/specialists?q=karimov&lang=en');
    // The nickname aziz.karimov holds the Latin word itself: a better match than the rating.
    expect(nicknames(latin).slice(0, 2)).toEqual(['aziz.karimov', 'umida.hr']);

    const uzbek = await get<ListResult<SpecialistCard>>(`/api/v1/specialists?q=${encodeURIComponent('Yusupova')}`);
    expect(nicknames(uzbek)[0]).toBe('dilnoza.yusupova');
  });

  test('search and filters combine', async () => {
    const list = await get<ListResult<SpecialistCard>>(`/api/v1/specialists?q=${encodeURIComponent('Каримов')}&specialization=commercial-disputes`);
    expect(nicknames(list)).toEqual(['aziz.karimov']);
  });
});

describe(`GET /api/v1/specialists/{nickname} on ${engineName}`, () => {
  test('the profile in the asked language, with links, experience and services', async () => {
    const profile = await get<Record<string, unknown>>('/api/v1/specialists/aziz.karimov?lang=en');
    const seeded = api.content.specialists.find((s) => s.nickname === 'aziz.karimov')!;
    expect(profile).toMatchObject({
      nickname: 'aziz.karimov',
      firstName: 'Aziz',
      lastName: 'Karimov',
      patronymic: 'Bakhtiyorovich',
      gender: 'male',
      bio: seeded.bio.en,
      phone: '+998 90 318 42 17',
      lawFirm: { name: 'Mezon Law Firm' },
      experienceMonths: monthsOf(seeded),
      socialLinks: [
        { network: 'telegram', value: '@aziz_karimov_law', url: 'https://t.me/aziz_karimov_law' },
        { network: 'linkedin', value: 'linkedin.com/in/aziz-karimov-mezon', url: 'https://linkedin.com/in/aziz-karimov-mezon' },
      ],
      experience: [
        { organization: 'Mezon Law Firm', from: '2015-03', to: null },
        { organization: 'Mezon Law Firm', from: '2009-06', to: '2015-02' },
        { from: '2007-09', to: '2009-05' },
      ],
    });
    const titles = api.content.services.filter((s) => s.provider.kind === 'specialist' && s.provider.nickname === 'aziz.karimov').map((s) => s.title.en);
    expect((profile.services as { title: string }[]).map((s) => s.title).sort()).toEqual(titles.sort());
  });

  test('Russian text, Uzbek text when nothing is asked', async () => {
    expect(await get('/api/v1/specialists/aziz.karimov', 200, { 'Accept-Language': 'ru-RU,ru;q=0.9' })).toMatchObject({ firstName: 'Азиз' });
    expect(await get('/api/v1/specialists/aziz.karimov')).toMatchObject({ firstName: 'Aziz', lawFirm: { name: '«Mezon» advokatlik firmasi' } });
  });

  test('an unknown nickname is a 404, a malformed or reserved one a 400', async () => {
    expect(await get('/api/v1/specialists/no.such.person?lang=en', 404)).toEqual({
      error: { code: 'not_found', message: 'Nothing was found at this address.' },
    });
    for (const bad of ['Aziz', 'a!', 'ab', 'api']) {
      expect(await get(`/api/v1/specialists/${bad}?lang=en`, 400)).toEqual({
        error: { code: 'invalid_request', message: 'Some parameters are not valid.', fields: { nickname: 'nickname is not valid.' } },
      });
    }
  });
});

describe(`GET /api/v1/services on ${engineName}`, () => {
  const slugs = (list: ListResult<ServiceCard>) => list.items.map((item) => item.slug);

  test('most popular first, with provider and category', async () => {
    const list = await get<ListResult<ServiceCard>>('/api/v1/services?lang=en');
    const expected = [...api.content.services].sort((a, b) => b.popularity - a.popularity).map((s) => s.id);
    expect(list.total).toBe(api.content.services.length);
    expect(slugs(list)).toEqual(expected.slice(0, 12));
    expect(list.items[0]).toEqual({
      id: expect.any(Number),
      slug: 'divorce-consultation',
      title: 'Divorce consultation',
      description: expect.stringContaining('registry office'),
      price: 30_000_000,
      priceKind: 'fixed',
      // An hour of consultation is sold by the hour (migration 0029).
      countable: true,
      duration: { value: 1, unit: 'hour' },
      format: 'online-or-office',
      popularity: 412,
      group: { id: expect.any(Number), slug: 'family', name: 'Family law' },
      provider: { kind: 'specialist', nickname: 'dilnoza.yusupova', name: 'Dilnoza Yusupova', avatarHue: 330, photoUrl: null, verified: true },
      createdAt: '2024-02-05',
    });
  });

  test('by group, by specialization, by provider, by format and by price', async () => {
    expect(slugs(await get('/api/v1/services?parent=family')).sort()).toEqual(
      ['divorce-consultation', 'alimony-claim', 'divorce-court-representation', 'family-mediation', 'inheritance-support'].sort(),
    );
    const divorce = await get<ListResult<ServiceCard>>('/api/v1/services?specialization=divorce');
    expect(slugs(divorce).sort()).toEqual(
      api.content.services
        .filter((s) => s.specializationIds.includes('divorce'))
        .map((s) => s.id)
        .sort(),
    );
    expect(slugs(await get('/api/v1/services?specialist=dilnoza.yusupova'))).toEqual(
      api.content.services.filter((s) => s.provider.kind === 'specialist' && s.provider.nickname === 'dilnoza.yusupova').map((s) => s.id),
    );
    const mezon = await idOf(api.db, 'law_firms', 'mezon');
    expect(slugs(await get(`/api/v1/services?lawfirm=${mezon}`))).toEqual(
      api.content.services.filter((s) => s.provider.kind === 'lawfirm' && s.provider.lawFirmId === 'mezon').map((s) => s.id),
    );
    const online = await get<ListResult<ServiceCard>>('/api/v1/services?format=online&pageSize=48');
    expect(online.total).toBe(api.content.services.filter((s) => s.format === 'online').length);
    const band = await get<ListResult<ServiceCard>>('/api/v1/services?priceMin=20000000&priceMax=30000000&sort=price');
    expect(band.items.map((item) => item.price)).toEqual(
      api.content.services
        .map((s) => s.price)
        .filter((p) => p >= 20_000_000 && p <= 30_000_000)
        .sort((a, b) => a - b),
    );
  });

  test('sorts by price both ways and by newest', async () => {
    const cheap = await get<ListResult<ServiceCard>>('/api/v1/services?sort=price&pageSize=48');
    const prices = cheap.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await get<ListResult<ServiceCard>>('/api/v1/services?sort=-price&pageSize=1');
    expect(dear.items[0]).toMatchObject({ slug: 'commercial-litigation', price: 1_500_000_000 });
    const newest = await get<ListResult<ServiceCard>>('/api/v1/services?sort=newest&pageSize=48');
    const dates = newest.items.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test.each([
    ['uz', 'ajralish', 'divorce-consultation'],
    ['ru', 'расторжению брака', 'divorce-consultation'],
    ['en', 'trademark', 'trademark-registration'],
  ])('search in %s: "%s" finds %s', async (lang, q, slug) => {
    const list = await get<ListResult<ServiceCard>>(`/api/v1/services?q=${encodeURIComponent(q)}&lang=${lang}`);
    expect(slugs(list)).toContain(slug);
    expect(slugs(list)[0]).toBe(slug);
  });

  test('a Cyrillic query finds the Russian text whatever the page language, and answers in that language', async () => {
    const list = await get<ListResult<ServiceCard>>(`/api/v1/services?q=${encodeURIComponent('товарный знак')}&lang=en`);
    expect(list.items[0]).toMatchObject({ slug: 'trademark-registration', title: expect.stringMatching(/trademark/i) });
  });

  test('one service with its deliverables and specializations, in the asked language', async () => {
    const id = await idOf(api.db, 'services', 'alimony-claim');
    const seeded = api.content.services.find((s) => s.id === 'alimony-claim')!;
    expect(await get(`/api/v1/services/${id}?lang=ru`)).toMatchObject({
      id,
      slug: 'alimony-claim',
      title: seeded.title.ru,
      deliverables: seeded.deliverables.map((d) => d.ru),
      specializations: [{ slug: 'alimony', name: api.content.specializations.find((s) => s.id === 'alimony')!.name.ru }],
      priceKind: 'from',
    });
  });

  test('unknown ids are 404, malformed ids 400', async () => {
    expect(await get('/api/v1/services/999999?lang=en', 404)).toEqual({ error: { code: 'not_found', message: 'Nothing was found at this address.' } });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(await get(`/api/v1/services/${bad}?lang=en`, 400)).toMatchObject({ error: { code: 'invalid_request', fields: { id: expect.any(String) } } });
    }
  });
});

describe(`GET /api/v1/specializations and /regions on ${engineName}`, () => {
  test('the groups of docs/product.md §3, each with its specializations, in order', async () => {
    const groups =
      await get<ListResult<{ slug: string; parent_specialization: string; specializations: { slug: string; name: string }[] }>>(
        '/api/v1/specializations?lang=ru',
      );
    expect(groups.total).toBe(api.content.parentSpecializations.length);
    expect(groups.items.map((g) => g.slug)).toEqual([...api.content.parentSpecializations].sort((a, b) => a.order - b.order).map((g) => g.id));
    expect(groups.items[0]).toMatchObject({ slug: 'family', parent_specialization: 'Семейное право', icon: 'tabler:heart-handshake' });
    expect(groups.items[0]?.specializations.map((s) => s.slug)).toEqual(
      api.content.specializations
        .filter((s) => s.parentId === 'family')
        .sort((a, b) => a.order - b.order)
        .map((s) => s.id),
    );
    expect(groups.items.flatMap((g) => g.specializations)).toHaveLength(api.content.specializations.length);
  });

  test('the regions, Karakalpakstan first and Tashkent city last', async () => {
    const regions = await get<ListResult<{ slug: string; name: string; center: string }>>('/api/v1/regions?lang=en');
    expect(regions.total).toBe(14);
    expect(regions.items[0]).toMatchObject({ slug: 'karakalpakstan', name: 'Republic of Karakalpakstan', center: 'Nukus' });
    expect(regions.items.at(-1)).toMatchObject({ slug: 'tashkent-city' });
  });
});

describe(`GET /api/v1/lawfirms on ${engineName}`, () => {
  const slugs = (list: ListResult<LawFirmCard>) => list.items.map((item) => item.slug);

  test('by rating, with the count of their specialists', async () => {
    const list = await get<ListResult<LawFirmCard>>('/api/v1/lawfirms?lang=en&pageSize=48');
    expect(list.total).toBe(api.content.lawFirms.length);
    expect(list.items[0]).toMatchObject({
      slug: 'oila-maslahat',
      name: 'Oila Maslahat Legal Centre',
      rating: { average: 4.8, count: 8 },
      specialistCount: api.content.specialists.filter((s) => s.lawFirmId === 'oila-maslahat').length,
    });
    expect(list.items[0]!.rating).toEqual(firmRatingOf('oila-maslahat'));
    for (const firm of list.items) expect({ slug: firm.slug, rating: firm.rating }).toEqual({ slug: firm.slug, rating: firmRatingOf(firm.slug) });
    const unrated = api.content.lawFirms.filter((f) => firmRatingOf(f.id) === null).map((f) => f.id);
    expect(unrated.length).toBeGreaterThan(0);
    expect(slugs(list).slice(-unrated.length).sort()).toEqual([...unrated].sort()); // no reviews yet: last
  });

  test('by region, by group and by search in each script', async () => {
    expect(slugs(await get('/api/v1/lawfirms?region=samarkand'))).toEqual(['registon-huquq']);
    const family = await get<ListResult<LawFirmCard>>('/api/v1/lawfirms?parent=family');
    expect(slugs(family)).toContain('oila-maslahat');
    expect(slugs(await get(`/api/v1/lawfirms?q=${encodeURIComponent('Мезон')}`))).toEqual(['mezon']);
    expect(slugs(await get('/api/v1/lawfirms?q=mezon'))).toEqual(['mezon']);
    expect(slugs(await get('/api/v1/lawfirms?sort=founded&pageSize=1'))).toEqual(['mezon']);
  });

  test('one firm with its address, website link, people and services', async () => {
    const id = await idOf(api.db, 'law_firms', 'mezon');
    const firm = await get<Record<string, unknown> & { specialists: SpecialistCard[]; services: { slug: string }[] }>(`/api/v1/lawfirms/${id}?lang=en`);
    expect(firm).toMatchObject({
      slug: 'mezon',
      website: 'https://mezon-law.uz',
      email: 'info@mezon-law.uz',
      foundedYear: 2009,
      address: expect.stringContaining('Nukus Street'),
    });
    expect(firm.specialists.map((s) => s.nickname).sort()).toEqual(
      api.content.specialists
        .filter((s) => s.lawFirmId === 'mezon')
        .map((s) => s.nickname)
        .sort(),
    );
    expect(await get('/api/v1/lawfirms/424242', 404)).toMatchObject({ error: { code: 'not_found' } });
  });
});
