/**
 * The "which court?" helper (reference §2.2, ADR 010): proposes the court of the template's type
 * from an address by the territorial rule — the defendant's residence or seat as a rule, the
 * plaintiff's for alimony (the plaintiff may choose; the helper proposes the plaintiff's), where
 * the property lies for eviction and ownership. An address names a town or district a court
 * serves (courts.serves); failing that, its region, whose court of that type at the regional centre
 * is proposed. Always a proposal: the visitor overrides it, and nothing is blocked without one.
 */
import type { ClaimCourtRule, CourtType } from '../api/types';

export interface HelperCourt {
  id: number;
  type: CourtType;
  regionId: number;
  /** Towns, districts or region names it serves, lower case. */
  serves: readonly string[];
}

export interface CourtProposalInput {
  courts: readonly HelperCourt[];
  courtType: CourtType;
  rule: ClaimCourtRule;
  plaintiffAddress?: string;
  defendantAddress?: string;
  propertyAddress?: string;
}

export type CourtProposalBasis = 'defendant' | 'plaintiff' | 'property';

export interface CourtProposal {
  courtId: number;
  /** Whose address it came from. */
  basis: CourtProposalBasis;
  /** 'place': a town or district the court serves; 'region': the region's court at its centre. */
  match: 'place' | 'region';
}

/** Lower case, without the apostrophes Uzbek spellings vary in, ё as е. */
export function normalizePlace(text: string): string {
  return text.toLowerCase().replace(/[ʻʼ'`‘’]/g, '').replace(/ё/g, 'е').replace(/\s+/g, ' ');
}

function longestServed(court: HelperCourt, address: string): number {
  let best = 0;
  for (const place of court.serves) {
    const p = normalizePlace(place);
    if (p.length > best && address.includes(p)) best = p.length;
  }
  return best;
}

/** Courts of a town or district (civil and criminal); the others serve a whole region. */
const isLocal = (court: HelperCourt) => court.type === 'civil' || court.type === 'criminal';

function longestOver(courts: readonly HelperCourt[], address: string): { court: HelperCourt; length: number } | null {
  let best: { court: HelperCourt; length: number } | null = null;
  for (const court of courts) {
    const length = longestServed(court, address);
    if (length > 0 && (!best || length > best.length)) best = { court, length };
  }
  return best;
}

function fromAddress(courts: readonly HelperCourt[], type: CourtType, raw: string): { courtId: number; match: 'place' | 'region' } | null {
  const address = normalizePlace(raw);
  // A town or district named wins over a region named: "Andijon viloyati, Asaka shahri" is Asaka,
  // and "Fargʻona viloyati, Qoʻqon shahri" is Qoʻqon (the region's name is set aside first).
  let withoutRegions = address;
  for (const court of courts) {
    if (isLocal(court)) continue;
    for (const name of court.serves) if (name.includes(' ')) withoutRegions = withoutRegions.split(normalizePlace(name)).join(' | ');
  }
  const place = longestOver(courts.filter(isLocal), withoutRegions);
  const found = place ?? longestOver(courts.filter((c) => !isLocal(c)), address);
  if (!found) return null;
  const regionId = found.court.regionId;
  const here = courts.filter((c) => c.type === type && c.regionId === regionId);
  if (here.length === 0) return null;
  if (place) {
    const direct = here.find((c) => longestServed(c, withoutRegions) === place.length);
    if (direct) return { courtId: direct.id, match: 'place' };
  }
  if (here.length === 1) return { courtId: here[0]!.id, match: 'region' };
  // Else the court of that type at the regional centre (a place the regional court serves).
  const regional = courts.find((c) => c.regionId === regionId && c.type === 'regional');
  const centre = new Set((regional?.serves ?? []).map(normalizePlace));
  const atCentre = here.find((c) => c.serves.some((p) => centre.has(normalizePlace(p))));
  return { courtId: (atCentre ?? here[0]!).id, match: 'region' };
}

/** The proposed court, or null when no address names a place the courts serve. */
export function proposeCourt(input: CourtProposalInput): CourtProposal | null {
  const order: [CourtProposalBasis, string | undefined][] =
    input.rule === 'plaintiff-or-defendant'
      ? [['plaintiff', input.plaintiffAddress], ['defendant', input.defendantAddress]]
      : input.rule === 'property'
        ? [['property', input.propertyAddress], ['defendant', input.defendantAddress]]
        : [['defendant', input.defendantAddress]];
  for (const [basis, address] of order) {
    if (!address || !address.trim()) continue;
    const found = fromAddress(input.courts, input.courtType, address);
    if (found) return { ...found, basis };
  }
  return null;
}
