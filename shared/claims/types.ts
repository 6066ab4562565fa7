/**
 * A statement of claim as the builder keeps it (issue 11, ADR 010): the answers of each step, as
 * stored in `user_claims.answers` and sent by the pages. Money is integer tiyin (1 soʻm = 100
 * tiyin), dates 'YYYY-MM-DD'. Every part is optional in a draft (answers are saved as they are
 * given); what a complete claim needs is ./review.ts's business.
 */
import type { Locale } from '../locales';
import type { PartyPlace } from './address';
import type { RichTextDocument } from '../richtext/types';
import type { ClaimCourtRule, ClaimValueRule, CourtType, DutyClaimKind } from '../api/types';

/** The builder's steps, in order; review (8) has no answers of its own. */
export const CLAIM_STEPS = ['court', 'parties', 'value', 'circumstances', 'evidence', 'demands', 'pretrial', 'review'] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];

/**
 * The step an address names (`?step=parties`), the court step when it names none or a wrong
 * one: the server renders it and the browser shows it, so each step is a history entry.
 */
export function claimStepOf(value: string | null | undefined): ClaimStep {
  return (CLAIM_STEPS as readonly string[]).includes(value ?? '') ? (value as ClaimStep) : 'court';
}

/**
 * The steps a guest answers on the template's page before signing in (issue 29): the court and
 * the parties. The claim made after signing in starts with those answers.
 */
export const GUEST_CLAIM_STEPS = ['court', 'parties'] as const satisfies readonly ClaimStep[];
export type GuestClaimStep = (typeof GUEST_CLAIM_STEPS)[number];

/** A guest step an address names (`?step=parties` on a template's page), else null: the template page itself. */
export function guestClaimStepOf(value: string | null | undefined): GuestClaimStep | null {
  return (GUEST_CLAIM_STEPS as readonly string[]).includes(value ?? '') ? (value as GuestClaimStep) : null;
}

export interface PersonParty {
  kind: 'person';
  name: string;
  /** 14 digits. */
  pinfl?: string;
  /** 'AA1234567'. */
  passport?: string;
  /** Street, house, flat: as typed. */
  address: string;
  /** The region and district or city picked from the lists (./address.ts): the court helper decides from it. */
  place?: PartyPlace;
  /** '+998' and nine digits. */
  phone?: string;
}

export interface EntityParty {
  kind: 'entity';
  name: string;
  /** 9 digits. */
  tin?: string;
  address: string;
  place?: PartyPlace;
  /** Account, bank, MFO, as one text. */
  bank?: string;
  phone?: string;
  /** Who signs for it and on what basis (a legal entity acts through its head or an attorney). */
  signatory?: Signatory;
}

/** The basis a person acts on for an organisation: its charter, or a power of attorney. */
export const SIGNATORY_BASES = ['charter', 'power-of-attorney'] as const;
export type SignatoryBasis = (typeof SIGNATORY_BASES)[number];

/** A power of attorney as a paper names it: "ishonchnoma № 12, 01.03.2026". */
export interface PowerOfAttorney {
  number?: string;
  /** 'YYYY-MM-DD'. */
  date?: string;
}

export interface Signatory {
  /** "direktor", "директор": as it goes before the name. */
  position: string;
  /** "Aliyev Sardor Akmalovich": family name first. */
  name: string;
  basis: SignatoryBasis;
  /** When the basis is a power of attorney. */
  powerOfAttorney?: PowerOfAttorney;
}

export type Party = PersonParty | EntityParty;

export interface ClaimCourtAnswer {
  courtId?: number;
  /** Where the property lies, for templates whose court is the property's (eviction, ownership). */
  propertyAddress?: string;
  /** Its region and district or city, picked from the lists. */
  propertyPlace?: PartyPlace;
}

export interface ClaimPartiesAnswer {
  plaintiff?: Party;
  /** Which plaintiff values came from OneID (the page marks them). */
  prefilled?: string[];
  /** Who files for the plaintiff, when a representative does (a power of attorney is attached). */
  representative?: PersonParty;
  /** The representative's power of attorney, named at the signature. */
  representativePowerOfAttorney?: PowerOfAttorney;
  defendants?: Party[];
  thirdParties?: Party[];
}

export const VALUE_ROW_KINDS = ['principal', 'penalty', 'interest', 'damages', 'other'] as const;
export type ValueRowKind = (typeof VALUE_ROW_KINDS)[number];

export interface ValueRow {
  kind: ValueRowKind;
  /** Tiyin. */
  amount: number;
  /** What the sum rests on: "contract No. 12 of 3 March 2025, clause 4.2". */
  basis: string;
}

export interface ClaimValueAnswer {
  rows?: ValueRow[];
  /** The value of the property claimed (property-value rule), tiyin. */
  propertyValue?: number;
  /** One month's payment (alimony, periodic payments), tiyin. */
  monthly?: number;
  /** Months the periodic payments run; absent for indefinite ones (capped at 36). */
  months?: number;
  /** The plaintiff is a small business acting within its trade (the duty is halved where the rule allows it). */
  smallBusiness?: boolean;
  /** The exemption the plaintiff claims (a state_duty_exemptions slug). */
  exemption?: string;
}

export interface ClaimDemand {
  text: string;
  /** Index into parties.defendants when the demand is against one defendant. */
  defendant?: number;
  /** The law relied on: "FK 732-modda". */
  law?: string;
}

/** What came of the talabnoma: the claim states the one that happened. */
export const PRETRIAL_OUTCOMES = ['no-answer', 'refused', 'partly-paid'] as const;
export type PretrialOutcome = (typeof PRETRIAL_OUTCOMES)[number];

export interface ClaimPretrialAnswer {
  sent?: boolean;
  date?: string;
  reference?: string;
  outcome?: PretrialOutcome;
}

/** A child a maintenance claim is for. */
export interface ClaimChild {
  name: string;
  /** 'YYYY-MM-DD'. */
  birthDate?: string;
}

/** The shares of income child maintenance is ordered in (Family Code). */
export const ALIMONY_SHARES = ['1/4', '1/3', '1/2'] as const;
export type AlimonyShare = (typeof ALIMONY_SHARES)[number];

/** Child maintenance: the children and the share claimed. */
export interface ClaimMaintenanceAnswer {
  children?: ClaimChild[];
  share?: AlimonyShare;
}

export interface ClaimAttachmentsAnswer {
  /** Ids of generated attachments the visitor took off the list. */
  removed?: string[];
  /** Attachments the visitor added. */
  extra?: string[];
}

export interface ClaimAnswers {
  court?: ClaimCourtAnswer;
  parties?: ClaimPartiesAnswer;
  value?: ClaimValueAnswer;
  circumstances?: RichTextDocument;
  evidence?: string[];
  attachments?: ClaimAttachmentsAnswer;
  demands?: ClaimDemand[];
  pretrial?: ClaimPretrialAnswer;
  maintenance?: ClaimMaintenanceAnswer;
}

/**
 * An amount the template names (a money field of its body) and where it comes from: a row of the
 * value step of that kind, or the maintenance share. Its label names the row in the calculation
 * ("Стоимость товара") and is the "[label]" its proposed demands hold until it is filled.
 */
export interface ClaimTemplateItem {
  source: ValueRowKind | 'share';
  labels: Record<Locale, string>;
}

/** What a claim keeps of its template (a later change of the template never breaks it). */
export interface ClaimTemplateSnapshot {
  id: number;
  slug: string;
  titles: Record<Locale, string>;
  /** The claim's subject under its heading, from the template's body ("qarzni undirish toʻgʻrisida", "о взыскании долга"). */
  subjects?: Record<Locale, string>;
  courtType: CourtType;
  claimValueRule: ClaimValueRule;
  dutyKind: DutyClaimKind;
  exemptions: string[];
  courtRule: ClaimCourtRule;
  pretrialRequired: boolean;
  /**
   * The template's legal-grounds paragraph before "SOʻRAYMAN / ПРОШУ" ("Oʻzbekiston Respublikasi
   * Fuqarolik kodeksiga koʻra …, asoslanib,"): an economic claim must cite the law it rests on.
   */
  grounds?: Record<Locale, string>;
  /** The amounts the template names (the calculation's row labels, the demands' "[label]"). */
  items?: ClaimTemplateItem[];
}
