/**
 * The "which court?" helper (shared/claims/court) on the seeded courts: the defendant's town or
 * district as a rule, the plaintiff's for alimony, the property's for eviction, the region's court
 * at its centre when only the region is named, none when nothing matches; and the court names the
 * issue corrected, as data.
 */
import { courts } from '../../../server/db/seed/content/courts';
import { regions } from '../../../server/db/seed/content/regions';
import { proposeCourt, type HelperCourt } from '../../../shared/claims/court';

const helperCourts: HelperCourt[] = courts.map((c, i) => ({ id: i + 1, type: c.type, regionId: regions.findIndex((r) => r.id === c.regionId) + 1, serves: c.serves }));
const slugOf = (id: number | undefined) => (id === undefined ? undefined : courts[id - 1]!.id);

function propose(input: Omit<Parameters<typeof proposeCourt>[0], 'courts'>) {
  const found = proposeCourt({ courts: helperCourts, ...input });
  return found && { court: slugOf(found.courtId), basis: found.basis, match: found.match };
}

describe('the court helper', () => {
  test('proposes the civil court of the defendant’s town', () => {
    expect(propose({ courtType: 'civil', rule: 'defendant', defendantAddress: 'Fargʻona viloyati, Qoʻqon shahri, Turkiston koʻchasi, 5-uy' })).toEqual({ court: 'fergana-kokand-civil', basis: 'defendant', match: 'place' });
    expect(propose({ courtType: 'civil', rule: 'defendant', defendantAddress: 'Ферганская область, г. Коканд, ул. Истиклол, 3' })).toMatchObject({ court: 'fergana-kokand-civil' });
    expect(propose({ courtType: 'civil', rule: 'defendant', defendantAddress: 'Toshkent shahri, Chilonzor tumani, Bunyodkor shoh koʻchasi, 1' })).toMatchObject({ court: 'tashkent-city-chilonzor-civil', match: 'place' });
  });

  test('falls back to the court at the regional centre when only the region is named', () => {
    expect(propose({ courtType: 'civil', rule: 'defendant', defendantAddress: 'Qashqadaryo viloyati, Kasbi tumani, Mustaqillik MFY' })).toEqual({ court: 'kashkadarya-karshi-civil', basis: 'defendant', match: 'region' });
  });

  test('economic courts: the region’s inter-district court, named after its seat', () => {
    expect(propose({ courtType: 'economic', rule: 'defendant', defendantAddress: 'Shahrisabz shahri, Ipak yoʻli koʻchasi, 27' })).toMatchObject({ court: 'kashkadarya-economic' });
    expect(courts.find((c) => c.id === 'kashkadarya-economic')!.name).toEqual({ uz: 'Qarshi tumanlararo iqtisodiy sudi', ru: 'Каршинский межрайонный экономический суд', en: 'Karshi Inter-District Economic Court' });
    expect(courts.find((c) => c.id === 'surkhandarya-administrative')!.name.uz).toBe('Termiz tumanlararo maʼmuriy sudi');
    expect(courts.find((c) => c.id === 'khorezm-economic')!.name.ru).toBe('Ургенчский межрайонный экономический суд');
  });

  test('Qoʻqon, Chirchiq, Zarafshon and Yangiyer are cities', () => {
    for (const [slug, uz, ru] of [
      ['fergana-kokand-civil', 'Fuqarolik ishlari boʻyicha Qoʻqon shahar sudi', 'Кокандский городской суд по гражданским делам'],
      ['tashkent-region-chirchiq-civil', 'Fuqarolik ishlari boʻyicha Chirchiq shahar sudi', 'Чирчикский городской суд по гражданским делам'],
      ['navoi-zarafshan-criminal', 'Jinoyat ishlari boʻyicha Zarafshon shahar sudi', 'Зарафшанский городской суд по уголовным делам'],
      ['syrdarya-yangiyer-civil', 'Fuqarolik ishlari boʻyicha Yangiyer shahar sudi', 'Янгиерский городской суд по гражданским делам'],
    ]) expect(courts.find((c) => c.id === slug)!.name).toMatchObject({ uz, ru });
  });

  test('alimony: the plaintiff’s court is proposed, the defendant’s when the plaintiff’s address names none', () => {
    const input = { courtType: 'civil' as const, rule: 'plaintiff-or-defendant' as const, plaintiffAddress: 'Samarqand viloyati, Kattaqoʻrgʻon shahri', defendantAddress: 'Buxoro shahri, Piridastgir koʻchasi' };
    expect(propose(input)).toMatchObject({ court: 'samarkand-kattakurgan-civil', basis: 'plaintiff' });
    expect(propose({ ...input, plaintiffAddress: 'somewhere abroad' })).toMatchObject({ court: 'bukhara-bukhara-civil', basis: 'defendant' });
  });

  test('eviction: where the property lies', () => {
    expect(propose({ courtType: 'civil', rule: 'property', propertyAddress: 'Andijon viloyati, Asaka shahri, 7-uy', defendantAddress: 'Toshkent shahri, Yunusobod tumani' })).toMatchObject({ court: 'andijan-asaka-civil', basis: 'property' });
  });

  test('nothing named: no proposal (the visitor picks the court)', () => {
    expect(propose({ courtType: 'civil', rule: 'defendant', defendantAddress: 'Moscow, Tverskaya 1' })).toBeNull();
    expect(propose({ courtType: 'civil', rule: 'defendant' })).toBeNull();
  });

  test('every court serves at least one place, and every court name is a whole name in each language', () => {
    for (const c of courts) {
      expect(c.serves.length).toBeGreaterThan(0);
      for (const s of c.serves) expect(s).toBe(s.toLowerCase());
      for (const l of ['uz', 'ru', 'en'] as const) expect(c.name[l]).toMatch(/(sudi|суд|суд по \S+ делам|Court|^(Суд|Court of) .+)$/);
    }
  });
});
