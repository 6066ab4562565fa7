/**
 * A party's place (ADR 015): the region and the district or city picked from the lists, which the
 * court helper decides from; the street, house and flat stay the party's `address`, as typed.
 * A claim prints "<region>, <district>, <address>" with the names in the claim's language, which
 * the server passes to the generation (names of rows, never typed text).
 */

/** A district's id: its SOATO code (7 digits; 10 for a district of a city), or '<region code>-<slug>' for one without a code yet. */
export const DISTRICT_ID = /^(?:\d{7}(?:\d{3})?|\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*)$/;
export const DISTRICT_ID_MAX = 40;

export const isDistrictId = (value: unknown): value is string => typeof value === 'string' && value.length <= DISTRICT_ID_MAX && DISTRICT_ID.test(value);

export interface PartyPlace {
  /** The region's id (GET /regions). */
  region: number;
  /** The district's or city's id (GET /districts?region=). */
  district: string;
}

/** The names of a place in the claim's language. */
export interface PlaceNames {
  region: string;
  district: string;
}

/** "Toshkent shahri, Sirgʻali tumani, Yangi Sergeli koʻchasi, 5-uy": the parts that are there, in that order. */
export function placeLine(names: PlaceNames | null | undefined, address: string): string {
  return [names?.region, names?.district, address.trim()].filter((part): part is string => !!part && part.trim() !== '').join(', ');
}
