/**
 * What the public statement-of-claim pages' loaders send (issue 11): the builder's front page
 * (/statement-of-claim), one category's templates (/statement-of-claim/list/{idx}) and one
 * template before a claim exists (/statement-of-claim/templates/{idx}). Kept to what the pages
 * show; amounts are tiyin as decimal text (they may pass 2^53), formatted on the page.
 */
import type { ClaimCourtRule, ClaimTemplateDetail, ClaimValueRule, CourtType, Region } from '../../api/types.js';
import type { GuestClaimStep } from '../../claims/types.js';
import type { ClaimStatus } from '../../claims/status.js';
import type { Locale } from '../../locales.js';

/** A duty rule in numbers, for the page to say in words (percent of the value, floor, ceiling, fixed, in BCA). */
export interface DutyRuleView {
  percent: number | null;
  minBca: number | null;
  maxBca: number | null;
  fixedBca: number | null;
  smallBusinessPercent: number | null;
}

/** A template as the front page links it. */
export interface ClaimTemplateLink {
  id: number;
  title: string;
  courtType: CourtType;
  pretrialRequired: boolean;
}

export interface ClaimCategoryView {
  id: number;
  slug: string;
  name: string;
  description: string;
  templates: ClaimTemplateLink[];
}

/** One of the visitor's claims still being prepared. */
export interface ClaimInProgress {
  id: number;
  title: string;
  status: ClaimStatus;
  updatedAt: string;
}

export interface ClaimsPageData {
  categories: ClaimCategoryView[];
  /** The signed-in visitor's claims in progress (the newest first); null for a guest. */
  mine: { items: ClaimInProgress[]; total: number } | null;
  [key: string]: unknown;
}

/** A template of a category's list: what it is for, its court, talabnoma and duty. */
export interface ClaimTemplateSummary extends ClaimTemplateLink {
  description: string;
  /** null: no rule in force is known (the page says to check my.sud.uz). */
  duty: DutyRuleView | null;
  /** The names of the usual exemptions from the duty. */
  exemptions: string[];
}

export interface ClaimsListPageData {
  category: { id: number; slug: string; name: string; description: string };
  templates: ClaimTemplateSummary[];
  /** Every other category (id, name, count) to move on to. */
  others: Array<{ id: number; name: string; count: number }>;
  [key: string]: unknown;
}

/** The state-duty example of a template page, from GET /state-duty (always an estimate). */
export interface DutyExampleView {
  /** The claim value counted (tiyin), or null for a non-property claim. */
  claimValue: string | null;
  /** The monthly payment the value was counted from (alimony, periodic payments), or null. */
  monthly: string | null;
  duty: string;
  /** What a small business would pay, where the rule halves it. */
  smallBusinessDuty: string | null;
  baseAmount: string;
  baseAmountDate: string;
  /** The exemption by law a new claim starts with (the duty is then 0), or null. */
  exemption: { name: string; ground: string } | null;
  /** With an exemption: what the court recovers from the defendant on a win (tiyin), else null. */
  recoverable: string | null;
  /** What could not be confirmed about the rule, said with the example; null when nothing is open. */
  unconfirmed: string | null;
  /** The day the rule was checked. */
  checkedOn: string | null;
  calculatorUrl: string;
}

export interface ClaimTemplateView extends ClaimTemplateSummary {
  category: { id: number; name: string };
  jurisdictionNote: string;
  courtRule: ClaimCourtRule;
  claimValueRule: ClaimValueRule;
  /** The usual exemptions with what they mean. */
  exemptionDetails: Array<{ name: string; explanation: string; ground: string }>;
  dutyNote: string;
  demands: Array<{ text: string; optional: boolean }>;
  attachments: string[];
  note: string;
}

/** What the template page adds for a guest's first steps (?step=court|parties; GuestClaimBuilder). */
export interface GuestBuilderData {
  step: GuestClaimStep;
  /** The template in the page's language, without its body (the steps read its court type and rules). */
  template: ClaimTemplateDetail;
  regions: Region[];
}

/** "Start" posted without JavaScript and refused over the write limit: the seconds to wait. */
export interface ClaimStartRefusal {
  retryAfter: number;
}

export interface ClaimTemplatePageData {
  template: ClaimTemplateView;
  /** A guest's first steps of the builder, when the address names one; null: the template's page. */
  guest: GuestBuilderData | null;
  duty: DutyExampleView | null;
  /** The claim's language chosen at first: ?lang=, else the page's (English pages: Uzbek). */
  claimLocale: Locale;
  [key: string]: unknown;
}
