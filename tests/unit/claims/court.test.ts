/**
 * The court data (server/db/seed/content/courts.json, districts.json; docs/courts.md) and the
 * helper's rules (shared/claims/court): every district of the 14 regions has, for every court type
 * a template needs, a court of that type in its own region with a certainty; the links the issue
 * corrected (Sergeli, Mirzo Ulugʻbek, Urgut); no placeholder address; whose district the rule takes.
 */
import { courts, districts } from '../../../server/db/seed/content/courts';
import { regions } from '../../../server/db/seed/content/regions';
import { claimTemplates } from '../../../server/db/seed/content/claims';
import { courtRuleSource, courtSiteOf, decidingDistrict, proposalOrder } from '../../../shared/claims/court';
import { isDistrictId, placeLine } from '../../../shared/claims/address';
import { DISTRICT_COURT_TYPES } from '../../../shared/api/types';

const courtById = new Map(courts.map((c) => [c.id, c]));
const districtNamed = (uz: string) => districts.find((d) => d.name.uz === uz)!;
const templateTypes = [...new Set(claimTemplates.map((t) => t.courtType))];

describe('the court data', () => {
  test('341 courts and 210 districts and cities of the 14 regions, each id once', () => {
    expect(courts).toHaveLength(341);
    expect(districts).toHaveLength(210);
    expect(new Set(courts.map((c) => c.id)).size).toBe(341);
    expect(new Set(districts.map((d) => d.id)).size).toBe(210);
    const regionIds = new Set(regions.map((r) => r.id));
    expect(new Set(districts.map((d) => d.regionId))).toEqual(regionIds);
    for (const c of courts) expect(regionIds.has(c.regionId)).toBe(true);
    for (const d of districts) expect(isDistrictId(d.id)).toBe(true);
  });

  test('the templates need civil, economic and administrative courts at most', () => {
    expect(templateTypes.length).toBeGreaterThan(0);
    for (const type of templateTypes) expect(['civil', 'economic', 'administrative']).toContain(type);
  });

  test('every district has, for every court type a template needs, a court of that type in its region, with a certainty and a basis', () => {
    const bad: string[] = [];
    for (const district of districts) {
      for (const type of ['civil', 'economic', 'administrative'] as const) {
        const link = district.courts[type];
        const court = link && courtById.get(link.court);
        if (!link || !court) bad.push(`${district.id} ${type}: no court`);
        else if (court.type !== type || court.regionId !== district.regionId || court.level !== 'first_instance')
          bad.push(`${district.id} ${type}: ${court.id}`);
        else if (!['high', 'medium', 'low'].includes(link.certainty) || !link.basis) bad.push(`${district.id} ${type}: certainty ${link.certainty}`);
        else if (!court.serves.includes(district.name.uz)) bad.push(`${district.id} ${type}: ${court.id} does not list it`);
        for (const alternative of link?.alternatives ?? []) {
          const other = courtById.get(alternative);
          if (!other || other.type !== type || other.regionId !== district.regionId) bad.push(`${district.id} ${type}: alternative ${alternative}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  test('a high link names no alternatives (a medium or low one may: the API adds the region’s other courts when it names none)', () => {
    for (const district of districts) {
      for (const type of DISTRICT_COURT_TYPES) {
        const link = district.courts[type];
        if (link?.certainty === 'high') expect(link.alternatives).toEqual([]);
      }
    }
  });

  test('Tashkent: 13 districts over 5 civil courts; Sergeli goes to Yakkasaroy (not Mirobod), Mirzo Ulugʻbek to its own court', () => {
    const tashkent = districts.filter((d) => d.regionId === 'tashkent-city');
    expect(tashkent).toHaveLength(13);
    expect(new Set(tashkent.map((d) => d.courts.civil!.court))).toEqual(
      new Set([
        'tashkent-city-civil-mirobod',
        'tashkent-city-civil-mirzo-ulugbek',
        'tashkent-city-civil-uchtepa',
        'tashkent-city-civil-shayxontohur',
        'tashkent-city-civil-yakkasaroy',
      ]),
    );
    expect(districtNamed('Sirgʻali tumani').courts.civil).toMatchObject({
      court: 'tashkent-city-civil-yakkasaroy',
      certainty: 'medium',
      basis: 'third_party_map',
    });
    expect(districtNamed('Mirzo Ulugʻbek tumani').courts.civil).toMatchObject({ court: 'tashkent-city-civil-mirzo-ulugbek', certainty: 'high' });
    expect(courtById.get('tashkent-city-civil-mirzo-ulugbek')!.name.uz).toBe('Fuqarolik ishlari boʻyicha Mirzo Ulugʻbek tumanlararo sudi');
    for (const [district, court] of [
      ['Yakkasaroy tumani', 'yakkasaroy'],
      ['Mirobod tumani', 'mirobod'],
      ['Uchtepa tumani', 'uchtepa'],
      ['Shayxontohur tumani', 'shayxontohur'],
    ]) {
      expect(districtNamed(district!).courts.civil).toMatchObject({ court: `tashkent-city-civil-${court}`, certainty: 'high' });
    }
    expect(districtNamed('Yangi Toshkent tumani').courts.civil).toMatchObject({
      certainty: 'low',
      alternatives: ['tashkent-city-civil-mirobod', 'tashkent-city-civil-yakkasaroy'],
    });
  });

  test('Urgut has its own civil court, Urgut tuman sudi', () => {
    expect(districtNamed('Urgut tumani').courts.civil).toMatchObject({ court: 'samarkand-civil-urgut', certainty: 'high' });
    expect(courtById.get('samarkand-civil-urgut')!.name.uz).toBe('Fuqarolik ishlari boʻyicha Urgut tuman sudi');
  });

  test('an address only where a source gives one: the 28 administrative courts and the Tashkent City Court', () => {
    const withAddress = courts.filter((c) => c.address !== null);
    expect(withAddress).toHaveLength(29);
    for (const c of withAddress) expect(c.type === 'administrative' || c.id === 'tashkent-city-regional').toBe(true);
    for (const c of courts) expect(c.sources.length).toBeGreaterThan(0);
  });

  test('names in three languages, Uzbek with ʻ and ʼ', () => {
    for (const c of courts) for (const text of Object.values(c.name)) expect(text.trim()).not.toBe('');
    for (const d of districts) for (const text of Object.values(d.name)) expect(text.trim()).not.toBe('');
    const uz = [...courts.map((c) => c.name.uz), ...districts.map((d) => d.name.uz)].join(' ');
    expect(uz).not.toMatch(/[‘’'`]/);
  });
});

describe('the helper’s rules', () => {
  test('whose district: the defendant’s; the plaintiff’s first for alimony; only the property’s for real property', () => {
    expect(proposalOrder('defendant')).toEqual(['defendant']);
    expect(decidingDistrict('plaintiff-or-defendant', { plaintiff: '1718236', defendant: '1706401' })).toEqual({ basis: 'plaintiff', district: '1718236' });
    expect(decidingDistrict('plaintiff-or-defendant', { defendant: '1706401' })).toEqual({ basis: 'defendant', district: '1706401' });
    expect(decidingDistrict('property', { property: '1703224', defendant: '1726266' })).toEqual({ basis: 'property', district: '1703224' });
    // Exclusive: the defendant's district never stands in for the property's.
    expect(decidingDistrict('property', { defendant: '1726266' })).toBeNull();
    expect(decidingDistrict('defendant', {})).toBeNull();
  });

  test('the rule’s article only where it was read: FPK art. 241 for alimony; the property rule is to verify', () => {
    expect(courtRuleSource('civil', 'plaintiff-or-defendant')).toMatchObject({ code: 'civil', article: '241', verified: true });
    expect(courtRuleSource('civil', 'property')).toMatchObject({ code: 'civil', verified: false });
    expect(courtRuleSource('civil', 'property').article).toBeUndefined();
    expect(courtRuleSource('economic', 'defendant')).toMatchObject({ code: 'economic', verified: false });
  });

  test('where to confirm: a regional court’s own site among its sources', () => {
    expect(courtSiteOf(courts.find((c) => c.id === 'tashkent-city-regional')!.sources)).toEqual({ name: 'toshkent.sud.uz', url: 'https://toshkent.sud.uz/' });
    expect(courtSiteOf(['https://github.com/x/y'])).toBeNull();
  });

  test('a party’s place prints region, district, street', () => {
    expect(placeLine({ region: 'Toshkent shahri', district: 'Sirgʻali tumani' }, 'Yangi Sergeli koʻchasi, 5-uy')).toBe(
      'Toshkent shahri, Sirgʻali tumani, Yangi Sergeli koʻchasi, 5-uy',
    );
    expect(placeLine(null, ' Navoiy koʻchasi, 1 ')).toBe('Navoiy koʻchasi, 1');
  });
});
