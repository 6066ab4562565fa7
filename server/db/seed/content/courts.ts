/**
 * The courts of Uzbekistan and the districts they serve, for the court list and the "which court?"
 * helper of the statement-of-claim builder (ADR 015, docs/courts.md).
 *
 * The data are two JSON files kept as data, not code, so a lawyer corrects a row without touching
 * the program:
 * - courts.json: the 341 courts of the 2026 lists (80 civil, 14 economic, 28 administrative, 205
 *   criminal, 14 regional), each with its names, type, level, the address, phone and e-mail only
 *   where a source gives them (null otherwise: never a placeholder), its sources and a note;
 * - districts.json: the 210 districts, cities and city districts of the 14 regions by SOATO code,
 *   each with the civil, economic, administrative and criminal court that serves it, how sure that
 *   link is (high / medium / low), why (basis), the other plausible courts and the sources.
 * No official district→court table was found: every link is inferred and says so.
 */
import courtRows from './courts.json';
import districtRows from './districts.json';
import { DISTRICT_COURT_TYPES } from '../../../../shared/api/types';
import type { RegionId, SeedCourt, SeedDistrict, Text3 } from './types';

interface CourtRow extends Omit<SeedCourt, 'regionId' | 'serves' | 'address' | 'phone' | 'email'> {
  region: RegionId;
  address: SeedCourt['address'];
  phone?: string;
  email?: string;
}
interface DistrictRow extends Omit<SeedDistrict, 'regionId'> {
  region: RegionId;
}

// JSON's inferred types are wider than the rows' (strings for the unions): the shape is checked by
// tests/unit/claims/districts.test.ts and the database's constraints.
export const districts: SeedDistrict[] = (districtRows as unknown as DistrictRow[]).map(({ region, ...row }) => ({ regionId: region, ...row }));

/** The district names each court serves, uz and ru. */
function servedNames(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const district of districts) {
    for (const type of DISTRICT_COURT_TYPES) {
      const link = district.courts[type];
      if (!link) continue;
      const list = names.get(link.court) ?? [];
      list.push(district.name.uz, district.name.ru);
      names.set(link.court, list);
    }
  }
  return names;
}

const served = servedNames();

export const courts: SeedCourt[] = (courtRows as unknown as CourtRow[]).map(({ region, phone, email, ...row }) => ({
  ...row,
  regionId: region,
  phone: phone ?? null,
  email: email ?? null,
  serves: served.get(row.id) ?? [],
}));

/** Labels of the court types, for the picker. */
export const courtTypeLabels: Record<SeedCourt['type'], Text3> = {
  civil: { uz: 'Fuqarolik ishlari boʻyicha sud', ru: 'Суд по гражданским делам', en: 'Civil court' },
  criminal: { uz: 'Jinoyat ishlari boʻyicha sud', ru: 'Суд по уголовным делам', en: 'Criminal court' },
  economic: { uz: 'Iqtisodiy sud', ru: 'Экономический суд', en: 'Economic court' },
  administrative: { uz: 'Maʼmuriy sud', ru: 'Административный суд', en: 'Administrative court' },
  regional: { uz: 'Viloyat (shahar) sudi', ru: 'Областной (городской) суд', en: 'Regional (city) court' },
};
