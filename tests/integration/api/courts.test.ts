/**
 * The courts, the districts and the court helper over HTTP (issue 28, ADR 015): every district of
 * the data gets, for every court type a template needs, a court of that type in its region with a
 * certainty; the corrected links (Sergeli, Mirzo Ulugʻbek, Urgut); the rules (alimony at the
 * plaintiff's, property where it lies, exclusively); medium and low links with their alternatives
 * and where to confirm; no invented address; hostile parameters are 400/404, never 500.
 */
import request from 'supertest';
import type { Court, District, ListResult } from '../../../shared/api/types';
import type { CourtProposalResult } from '../../../shared/api/claims/contract';
import { districts } from '../../../server/db/seed/content/courts';
import { idOf, useSeededApi } from './support';

jest.setTimeout(180_000);

const api = useSeededApi();

let loan: number;
let supply: number;
let alimony: number;
let eviction: number;
let administrative: number;

beforeAll(async () => {
  loan = await idOf(api.db, 'claim_templates', 'loan-debt');
  supply = await idOf(api.db, 'claim_templates', 'supply-contract-debt');
  alimony = await idOf(api.db, 'claim_templates', 'alimony-for-children');
  eviction = await idOf(api.db, 'claim_templates', 'eviction');
  // No seeded template goes to an administrative court yet: a copy of one that does stands in for it.
  const { rows: columns } = await api.db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'claim_templates'
       AND column_name NOT IN ('id', 'slug', 'court_type') AND is_generated = 'NEVER' AND identity_generation IS NULL`,
  );
  const list = columns.map((c) => c.column_name).join(', ');
  const { rows } = await api.db.query<{ id: number }>(
    `INSERT INTO claim_templates (slug, court_type, ${list}) SELECT 'administrative-test', 'administrative', ${list} FROM claim_templates WHERE slug = 'loan-debt' RETURNING id`,
  );
  administrative = rows[0]!.id;
});

const errorOf = (res: { body: unknown }) => (res.body as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const propose = async (query: string) => (await request(api.app).get(`/api/v1/court-proposal?${query}`).expect(200)).body as CourtProposalResult;

describe('GET /districts', () => {
  test('a region’s districts and cities, by name in the asked language', async () => {
    const uz = (await request(api.app).get('/api/v1/districts?region=tashkent-city&lang=uz').expect(200)).body as ListResult<District>;
    expect(uz.items).toHaveLength(13);
    expect(uz.items.map((d) => d.name)).toContain('Sirgʻali tumani');
    expect(uz.items[0]).toMatchObject({ id: expect.any(String), type: 'shahar_tumani', region: { slug: 'tashkent-city', name: 'Toshkent shahri' } });
    const names = uz.items.map((d) => d.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('uz-Latn').compare));
    const ru = (await request(api.app).get(`/api/v1/districts?region=${uz.items[0]!.region.id}&lang=ru`).expect(200)).body as ListResult<District>;
    expect(ru.items.map((d) => d.name)).toContain('Сергелийский район');
    const all = (await request(api.app).get('/api/v1/districts').expect(200)).body as ListResult<District>;
    expect(all.total).toBe(210);
  });

  test('an unknown region lists nothing; a malformed one is a 400', async () => {
    expect(((await request(api.app).get('/api/v1/districts?region=atlantis').expect(200)).body as ListResult<District>).items).toEqual([]);
    expect(errorOf(await request(api.app).get('/api/v1/districts?region=%27%3B%20DROP%20TABLE%20districts%3B--&lang=ru').expect(400))).toMatchObject({
      code: 'invalid_request',
      fields: { region: expect.any(String) },
    });
  });
});

describe('GET /courts', () => {
  test('the current courts of a type and region, an address only where a source gives one', async () => {
    const civil = (await request(api.app).get('/api/v1/courts?type=civil&region=tashkent-city&lang=uz&pageSize=48').expect(200)).body as ListResult<Court>;
    expect(civil.items.map((c) => c.slug).sort()).toEqual([
      'tashkent-city-civil-mirobod',
      'tashkent-city-civil-mirzo-ulugbek',
      'tashkent-city-civil-shayxontohur',
      'tashkent-city-civil-uchtepa',
      'tashkent-city-civil-yakkasaroy',
    ]);
    for (const court of civil.items) expect(court).toMatchObject({ address: null, level: 'first_instance', type: 'civil' });
    expect(civil.items.find((c) => c.slug === 'tashkent-city-civil-yakkasaroy')!.serves).toContain('Sirgʻali tumani');
    const administrative = (await request(api.app).get('/api/v1/courts?type=administrative&region=tashkent-city&lang=uz').expect(200))
      .body as ListResult<Court>;
    expect(administrative.items.every((c) => typeof c.address === 'string' && c.address.length > 0)).toBe(true);
    const all = (await request(api.app).get('/api/v1/courts?pageSize=48').expect(200)).body as ListResult<Court>;
    expect(all.total).toBe(341);
  });
});

describe('GET /court-proposal', () => {
  test('every district, every court type a template needs: a court of that type in the district’s region, with a certainty', async () => {
    const templates: [number, 'civil' | 'economic' | 'administrative'][] = [
      [loan, 'civil'],
      [supply, 'economic'],
      [administrative, 'administrative'],
    ];
    const bad: string[] = [];
    for (const district of districts) {
      for (const [template, type] of templates) {
        const res = await request(api.app).get(`/api/v1/court-proposal?template=${template}&defendantDistrict=${district.id}`);
        const body = res.body as CourtProposalResult;
        if (res.status !== 200 || !body.court) bad.push(`${district.id} ${type}: ${res.status} ${body.reason}`);
        else if (body.court.type !== type || body.court.slug !== district.courts[type]!.court || body.district?.region.slug !== district.regionId)
          bad.push(`${district.id} ${type}: ${body.court.slug}`);
        else if (!['high', 'medium', 'low'].includes(body.certainty ?? '')) bad.push(`${district.id} ${type}: no certainty`);
        else if (body.certainty !== 'high' && (body.alternatives.length === 0 || !body.checkAt))
          bad.push(`${district.id} ${type}: ${body.certainty} without alternatives or checkAt`);
        else if (body.alternatives.some((c) => c.type !== type || c.region.slug !== district.regionId || c.id === body.court!.id))
          bad.push(`${district.id} ${type}: alternatives`);
      }
    }
    expect(bad).toEqual([]);
  });

  test('Sergeli → Yakkasaroy (not Mirobod), medium, with the other Tashkent courts and where to confirm', async () => {
    const sergeli = await propose(`template=${loan}&defendantDistrict=1726283&lang=uz`);
    expect(sergeli).toMatchObject({
      court: { slug: 'tashkent-city-civil-yakkasaroy', name: 'Fuqarolik ishlari boʻyicha Yakkasaroy tumanlararo sudi', address: null },
      basis: 'defendant',
      district: { id: '1726283', name: 'Sirgʻali tumani' },
      certainty: 'medium',
      linkBasis: 'third_party_map',
      checkAt: { name: 'toshkent.sud.uz', url: 'https://toshkent.sud.uz/' },
      rule: { kind: 'defendant', code: 'civil', verified: false },
      reason: null,
    });
    expect(sergeli.alternatives.map((c) => c.slug)).toEqual(expect.arrayContaining(['tashkent-city-civil-mirobod', 'tashkent-city-civil-uchtepa']));
  });

  test('Mirzo Ulugʻbek → its own court, Urgut → Urgut tuman sudi: high, nothing to confirm', async () => {
    expect(await propose(`template=${loan}&defendantDistrict=1726269&lang=ru`)).toMatchObject({
      court: { slug: 'tashkent-city-civil-mirzo-ulugbek' },
      certainty: 'high',
      alternatives: [],
      checkAt: null,
    });
    expect(await propose(`template=${loan}&defendantDistrict=1718236&lang=uz`)).toMatchObject({
      court: { slug: 'samarkand-civil-urgut', name: 'Fuqarolik ishlari boʻyicha Urgut tuman sudi' },
      certainty: 'high',
    });
  });

  test('alimony at the plaintiff’s district (FPK art. 241), the defendant’s when the plaintiff’s is not given', async () => {
    expect(await propose(`template=${alimony}&plaintiffDistrict=1718236&defendantDistrict=1706401`)).toMatchObject({
      court: { slug: 'samarkand-civil-urgut' },
      basis: 'plaintiff',
      rule: { kind: 'plaintiff-or-defendant', article: '241', verified: true },
    });
    expect(await propose(`template=${alimony}&defendantDistrict=1706401`)).toMatchObject({ court: { slug: 'bukhara-civil-buxoro' }, basis: 'defendant' });
  });

  test('real property: where it lies, exclusively (the article to verify)', async () => {
    expect(await propose(`template=${eviction}&propertyDistrict=1703224&defendantDistrict=1726266`)).toMatchObject({
      court: { slug: 'andijan-civil-asaka' },
      basis: 'property',
      rule: { kind: 'property', verified: false },
    });
    expect(await propose(`template=${eviction}&defendantDistrict=1726266`)).toMatchObject({ court: null, reason: 'no_district', rule: { kind: 'property' } });
  });

  test('economic: the region’s economic court', async () => {
    expect(await propose(`template=${supply}&defendantDistrict=1722210&lang=uz`)).toMatchObject({
      court: { slug: 'surkhandarya-economic', name: 'Termiz tumanlararo iqtisodiy sudi' },
      certainty: 'high',
    });
  });

  test('no district or an unknown one: no court, with the reason', async () => {
    expect(await propose(`template=${loan}`)).toMatchObject({ court: null, reason: 'no_district', basis: null, alternatives: [] });
    expect(await propose(`template=${loan}&defendantDistrict=9999999`)).toMatchObject({ court: null, reason: 'unknown_district', basis: 'defendant' });
  });

  test('hostile parameters: 400 naming the parameter in the asked language, 404 for an unknown template, never 500', async () => {
    const bad = async (query: string, field: string) => {
      const res = await request(api.app).get(`/api/v1/court-proposal?${query}`);
      expect([res.status, errorOf(res)]).toMatchObject([400, { code: 'invalid_request', fields: { [field]: expect.any(String) } }]);
      return errorOf(res);
    };
    const ru = await bad(`template=${loan}&defendantDistrict=${encodeURIComponent("1' OR '1'='1")}&lang=ru`, 'defendantDistrict');
    expect(ru.message).toMatch(/[а-я]/);
    await bad(`template=${loan}&defendantDistrict=${'1'.repeat(300)}`, 'defendantDistrict');
    // A URL past the server's limits is refused before the API reads it: a 4xx all the same.
    for (const length of [5_000, 20_000]) {
      const status = (await request(api.app).get(`/api/v1/court-proposal?template=${loan}&defendantDistrict=${'1'.repeat(length)}`)).status;
      expect(status >= 400 && status < 500).toBe(true);
    }
    await bad(`template=${loan}&defendantDistrict=1726283&defendantDistrict=1726269`, 'defendantDistrict');
    await bad(`template=${loan}&plaintiffDistrict=${encodeURIComponent('<script>alert(1)</script>')}`, 'plaintiffDistrict');
    await bad(`template=${loan}&propertyDistrict=${encodeURIComponent('Toshkent shahri, Sergeli')}`, 'propertyDistrict');
    await bad('template=abc', 'template');
    await bad('template=1e400', 'template');
    expect(errorOf(await request(api.app).get('/api/v1/court-proposal?template=999999&defendantDistrict=1726283&lang=uz').expect(404)).code).toBe('not_found');
  });
});
