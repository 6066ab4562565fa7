/**
 * The "which court?" helper (ADR 015, docs/courts.md): the court is decided from a district, never
 * from free text. The template names the court type and the territorial rule; the rule names whose
 * district counts: the defendant's as a rule; for child maintenance the plaintiff's (the Civil
 * Procedural Code, art. 241, lets the plaintiff choose), the defendant's failing it; where the
 * property lies for claims about real property (exclusive: no other district stands in for it).
 * The district's link to a court of that type gives the court, how sure that is and the other
 * plausible courts. Always a proposal: the visitor overrides it, and nothing is blocked without one.
 */
import type { ClaimCourtRule, CourtType } from '../api/types';

export type CourtProposalBasis = 'defendant' | 'plaintiff' | 'property';

/** The districts given, by whose they are (SOATO codes / district ids). */
export interface ProposalDistricts {
  defendant?: string;
  plaintiff?: string;
  property?: string;
}

/** Whose district decides, in order: the first one given is taken. */
export function proposalOrder(rule: ClaimCourtRule): CourtProposalBasis[] {
  if (rule === 'plaintiff-or-defendant') return ['plaintiff', 'defendant'];
  if (rule === 'property') return ['property'];
  return ['defendant'];
}

/** The district the rule points at, or null when none of the districts it needs is given. */
export function decidingDistrict(rule: ClaimCourtRule, given: ProposalDistricts): { basis: CourtProposalBasis; district: string } | null {
  for (const basis of proposalOrder(rule)) {
    const district = given[basis];
    if (district) return { basis, district };
  }
  return null;
}

/** Which procedural code a court type's claims follow (locales: claim-builder helper.codes.*). */
export type ProcedureCode = 'civil' | 'economic' | 'administrative';

/**
 * The rule as a source gives it. `verified`: its text was read (in a copy of the code); false: the
 * rule is the standard one but its article was not read, so the page says "to verify".
 */
export interface CourtRuleSource {
  kind: ClaimCourtRule;
  code: ProcedureCode;
  article?: string;
  source?: string;
  verified: boolean;
}

const CIVIL_GENERAL = 'https://gendermadad.uz/ru/document/1556';
const CIVIL_ART_241 = 'http://hozir.org/zbekiston-respublikasi-adliya-vazirligi-toshkent-davlat-yuridi-v24.html?page=240';
const CIVIL_CODE = 'https://lex.uz/docs/3517337';
const ECONOMIC_CODE = 'https://cis-legislation.com/document.fwx?rgn=103823';
const ADMINISTRATIVE_CODE = 'http://kompy.info/i-bolim-umumiy-qoidalar-1-bob-asosiy-qoidalar.html?page=11';

/** The rule of a template, with its article and source where one was read (docs/courts.md §rules). */
export function courtRuleSource(courtType: CourtType, rule: ClaimCourtRule): CourtRuleSource {
  if (courtType === 'economic') return { kind: rule, code: 'economic', source: ECONOMIC_CODE, verified: false };
  if (courtType === 'administrative') return { kind: rule, code: 'administrative', source: ADMINISTRATIVE_CODE, verified: false };
  if (rule === 'plaintiff-or-defendant') return { kind: rule, code: 'civil', article: '241', source: CIVIL_ART_241, verified: true };
  if (rule === 'property') return { kind: rule, code: 'civil', source: CIVIL_CODE, verified: false };
  return { kind: rule, code: 'civil', source: CIVIL_GENERAL, verified: false };
}

/** Where a visitor confirms a court the data are not sure of: the filing site, unless the regional court's own site is known. */
export const MY_SUD = { name: 'my.sud.uz', url: 'https://my.sud.uz/' } as const;

/** The regional court's own site among its sources (https://toshkent.sud.uz/), or null. */
export function courtSiteOf(sources: readonly string[]): { name: string; url: string } | null {
  for (const source of sources) {
    const match = /^https?:\/\/([a-z0-9-]+\.sud\.uz)\/?$/.exec(source);
    if (match && match[1] !== 'my.sud.uz') return { name: match[1]!, url: `https://${match[1]}/` };
  }
  return null;
}
