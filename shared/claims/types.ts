/**
 * A statement of claim as the builder keeps it (issue 11, ADR 010): the answers of each step, as
 * stored in `user_claims.answers` and sent by the pages. Money is integer tiyin (1 soʻm = 100
 * tiyin), dates 'YYYY-MM-DD'. Every part is optional in a draft (answers are saved as they are
 * given); what a complete claim needs is ./review.ts's business.
 */
import type { Locale } from '../locales';
import type { RichTextDocument } from '../richtext/types';
import type { ClaimCourtRule, ClaimValueRule, CourtType, DutyClaimKind } from '../api/types';

/** The builder's steps, in order; review (8) has no answers of its own. */
export const CLAIM_STEPS = ['court', 'parties', 'value', 'circumstances', 'evidence', 'demands', 'pretrial', 'review'] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];

export interface PersonParty {
  kind: 'person';
  name: string;
  /** 14 digits. */
  pinfl?: string;
  /** 'AA1234567'. */
  passport?: string;
  address: string;
  /** '+998' and nine digits. */
  phone?: string;
}

export interface EntityParty {
  kind: 'entity';
  name: string;
  /** 9 digits. */
  tin?: string;
  address: string;
  /** Account, bank, MFO, as one text. */
  bank?: string;
  phone?: string;
}

export type Party = PersonParty | EntityParty;

export interface ClaimCourtAnswer {
  courtId?: number;
  /** Where the property lies, for templates whose court is the property's (eviction, ownership). */
  propertyAddress?: string;
}

export interface ClaimPartiesAnswer {
  plaintiff?: Party;
  /** Which plaintiff values came from OneID (the page marks them). */
  prefilled?: string[];
  /** Who files for the plaintiff, when a representative does (a power of attorney is attached). */
  representative?: PersonParty;
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

export interface ClaimPretrialAnswer {
  sent?: boolean;
  date?: string;
  reference?: string;
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
}
