/**
 * What the product API answers (docs/design.md §3). Every text is already in the asked language,
 * resolved with the fallback uz → ru → en (docs/design.md §4); money is integer tiyin; dates are
 * ISO strings ('YYYY-MM-DD', or 'YYYY-MM' for months of work experience). Only JSON values, so
 * the in-process and the HTTP transport hand loaders identical objects.
 */
import type { Locale } from '../locales';
import type { RichTextDocument } from '../richtext/types';

/** One page of a list. */
export interface ListResult<T> {
  items: T[];
  /** Items matching the filters, on every page. */
  total: number;
  page: number;
  pageSize: number;
  /**
   * A list searched for one mistyped word that found nothing: the catalogue's word nearest to it,
   * which was searched instead ("ajrlish" → "ajralish"; server/domain/search/list-correction.ts).
   */
  corrected?: string;
}

export interface Rating {
  /** 1.0–5.0 */
  average: number;
  count: number;
}

/** A named thing a card links to. */
export interface Ref {
  id: number;
  slug: string;
  name: string;
}

// ───────────────────────────── taxonomy ─────────────────────────────

export interface Region extends Ref {
  /** Administrative centre. */
  center: string;
}

/** docs/product.md §3 "Specialization group": parent_specialization and its specializations. */
export interface SpecializationGroup {
  id: number;
  slug: string;
  /** The group's name. */
  parent_specialization: string;
  description: string;
  /** Iconify name ('tabler:scale'), or ''. */
  icon: string;
  specializations: Ref[];
}

// ───────────────────────────── catalogue ────────────────────────────

export type Profession = 'advocate' | 'lawyer' | 'notary' | 'mediator' | 'patent-attorney';

export interface SpecialistCard {
  id: number;
  nickname: string;
  firstName: string;
  lastName: string;
  profession: Profession;
  photoUrl: string | null;
  /** Hue of the initials avatar when there is no photo. */
  avatarHue: number;
  verified: boolean;
  languages: Locale[];
  rating: Rating | null;
  /** Months of work experience, each calendar month once (shared/format totalExperienceMonths). */
  experienceMonths: number;
  region: Ref | null;
  lawFirm: { id: number; name: string } | null;
  /** Main specialization first. */
  specializations: Ref[];
  memberSince: string;
}

export interface SocialLink {
  network: 'telegram' | 'instagram' | 'facebook' | 'linkedin' | 'website';
  /** As the specialist typed it. */
  value: string;
  /** The link to open (docs/product.md §5 normalization), or null when the value is no valid link. */
  url: string | null;
}

export interface ExperienceEntry {
  organization: string;
  position: string;
  /** 'YYYY-MM' */
  from: string;
  /** 'YYYY-MM', or null: to the present. */
  to: string | null;
}

export interface ServiceSummary {
  id: number;
  slug: string;
  title: string;
  price: number;
  priceKind: 'fixed' | 'from';
}

export interface SpecialistProfile extends SpecialistCard {
  /** The day an operator verified the profile ('YYYY-MM-DD', Tashkent), or null (unverified, or verified before the console kept it). */
  verifiedOn: string | null;
  /** As written in the application, in its language. */
  education: string | null;
  /** Years of experience stated in the application (the jobs listed count too). */
  experienceYears: number | null;
  patronymic: string | null;
  gender: 'male' | 'female' | null;
  bio: string;
  phone: string | null;
  socialLinks: SocialLink[];
  /** Newest first. */
  experience: ExperienceEntry[];
  services: ServiceSummary[];
}

export type ServiceProvider =
  | { kind: 'specialist'; nickname: string; name: string; avatarHue: number; photoUrl: string | null; verified: boolean }
  | { kind: 'lawfirm'; id: number; name: string; logoHue: number; logoUrl: string | null; verified: boolean };

export interface ServiceCard {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** Tiyin. */
  price: number;
  /** 'from': the price is a lower bound. */
  priceKind: 'fixed' | 'from';
  /** Sold by the unit (an hour, a contract): only then may the basket hold more than one. */
  countable: boolean;
  duration: { value: number; unit: 'minute' | 'hour' | 'day' | 'week' | 'month' } | null;
  format: 'online' | 'office' | 'online-or-office';
  popularity: number;
  /** The category (a specialization group). */
  group: Ref;
  provider: ServiceProvider;
  createdAt: string;
}

export interface ServiceDetail extends ServiceCard {
  deliverables: string[];
  specializations: Ref[];
}

export interface LawFirmCard {
  id: number;
  slug: string;
  name: string;
  description: string;
  region: Ref;
  city: string;
  verified: boolean;
  rating: Rating | null;
  logoUrl: string | null;
  logoHue: number;
  foundedYear: number | null;
  specialistCount: number;
  specializations: Ref[];
}

export interface LawFirmDetail extends LawFirmCard {
  address: string;
  phone: string;
  email: string | null;
  /** With its scheme (docs/product.md §5: an address without one gets https://). */
  website: string | null;
  specialists: SpecialistCard[];
  services: ServiceSummary[];
}

// ───────────────────────────── content ──────────────────────────────

/** A section of the reference material (the list's filter). */
export interface ReferenceCategory extends Ref {
  description: string;
  articleCount: number;
}

export interface ReferenceArticleCard {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: Ref;
  group: Ref | null;
  publishedAt: string;
  hasVideo: boolean;
}

export interface ReferenceArticleDetail extends ReferenceArticleCard {
  body: RichTextDocument;
  video: { src: string; poster: string | null } | null;
  reviewedBy: { nickname: string; name: string } | null;
}

export type FieldKind = 'text' | 'date' | 'number' | 'year' | 'money' | 'pinfl' | 'passport' | 'phone' | 'textarea' | 'select';

/** A choice of a select field: its label in the asked language, and in each language. */
export interface TemplateFieldOption {
  value: string;
  label: string;
  /** The label in every language: a document is written in its own language (ADR 008). */
  labels: Record<Locale, string>;
}

/** A span of time added to a date: years and months end on the same day of the month, or its last day. */
export interface DatePeriod {
  years?: number;
  months?: number;
  days?: number;
}

/**
 * A limit a template states for a field's value (issue 28), checked by the one schema of field
 * values (shared/documents/field-values.ts) whenever the value is given:
 * - `range`: a number within bounds (a day of the month 1 to 31, probation of at most 3 months);
 * - `date`: a date measured from another date field of the template: from + min ≤ value ≤ from + max
 *   (a power of attorney runs at most three years from its date, and not before it);
 * - `sum`: an amount equal to the sum of other amounts (a total); an empty optional one counts as 0.
 * The check waits while a field it measures from is empty (a draft).
 */
export type FieldLimitRule =
  | { kind: 'range'; min?: number; max?: number; integer?: boolean }
  | { kind: 'date'; from: string; min?: DatePeriod; max?: DatePeriod }
  | { kind: 'sum'; of: string[] };

/** A limit with the message a refusal shows: the rule named, in the asked language. */
export type TemplateFieldLimit = FieldLimitRule & { message: string };

/** One input of a template, in the asked language; `key` is the key of its macros in the body. */
export interface TemplateField {
  key: string;
  label: string;
  /**
   * The label in every language: an empty macro shows "[label]" in the document's language,
   * which may differ from the page's (ADR 008).
   */
  labels: Record<Locale, string>;
  kind: FieldKind;
  required: boolean;
  section: string | null;
  hint: string | null;
  options: TemplateFieldOption[] | null;
  /** What the template allows for the value (absent when it states no limit). */
  limits?: TemplateFieldLimit[];
}

export interface DocumentTemplateCard {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: Ref;
  notarization: 'none' | 'recommended' | 'required';
  popularity: number;
  updatedAt: string;
}

export interface DocumentTemplateDetail extends DocumentTemplateCard {
  note: string;
  /** The body in the asked language (with the fallback). */
  body: RichTextDocument;
  /** The body in every language: the document's language is chosen apart from the page's (ADR 008). */
  bodies: Record<Locale, RichTextDocument>;
  /** The title in every language: a new document is named in its own language. */
  titles: Record<Locale, string>;
  fields: TemplateField[];
}

export interface ClaimCategory extends Ref {
  description: string;
  templateCount: number;
}

export type CourtType = 'civil' | 'criminal' | 'economic' | 'administrative' | 'regional';

export interface ClaimTemplateCard {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: Ref;
  courtType: CourtType;
  pretrialRequired: boolean;
  popularity: number;
  updatedAt: string;
}

/** A legal source as cited, with what a lawyer must still confirm. */
export interface LegalSourceRef {
  title: string;
  url?: string;
  verify?: string;
}

export type DutyClaimKind = 'property' | 'non-property' | 'divorce';

/** A state duty rule as data (migration 0009, ADR 010): amounts in BCA, a percentage of the claim value. */
export interface StateDutyRule {
  slug: string;
  courtType: CourtType;
  claimKind: DutyClaimKind;
  /** A percentage of the claim value with an optional floor and ceiling in BCA… */
  percent: number | null;
  minBca: number | null;
  maxBca: number | null;
  /** …or a fixed number of BCA. */
  fixedBca: number | null;
  /** The share a small business pays (50), or null when the rule has no reduction. */
  smallBusinessPercent: number | null;
  explanation: string;
  /** What could not be confirmed about the rule, said to the visitor with the estimate; null when nothing is open. */
  unconfirmed: string | null;
  source: LegalSourceRef;
  /** The day the rule was last checked against its source ('YYYY-MM-DD'). */
  checkedOn: string | null;
  validFrom: string;
  validTo: string | null;
}

/** A ground on which the law frees the plaintiff from the duty (no petition: the claim cites `ground`). */
export interface StateDutyExemption {
  slug: string;
  name: string;
  explanation: string;
  /** The legal ground as a claim cites it ("…(asos: <ground>)"). */
  ground: string;
  source: LegalSourceRef;
  checkedOn: string | null;
}

/** A base calculation amount (BHM / БРВ) over the days it held: GET /base-calculation-amounts. */
export interface BaseCalculationAmount {
  /** Tiyin, as decimal text. */
  amount: string;
  validFrom: string;
  /** The day before the next amount took effect; null for the amount in force. */
  validTo: string | null;
  /** The act that set it, or the words saying it is not confirmed. */
  act: string;
  source: LegalSourceRef;
  checkedOn: string | null;
}

export type ClaimValueRule = 'amount-sought' | 'property-value' | 'alimony-one-year' | 'periodic-three-years' | 'non-property';
export type ClaimCourtRule = 'defendant' | 'plaintiff-or-defendant' | 'property';

/** A demand the builder proposes, in the asked language and in every language. */
export interface ClaimDemandSuggestion {
  text: string;
  texts: Record<Locale, string>;
  optional: boolean;
}

export interface ClaimTemplateDetail extends ClaimTemplateCard {
  jurisdictionNote: string;
  /** The kind of claim the duty rule is looked up by, the rule in force today, the exemptions that usually apply. */
  stateDuty: { kind: DutyClaimKind; rule: StateDutyRule | null; exemptions: StateDutyExemption[]; note: string };
  claimValueRule: ClaimValueRule;
  courtRule: ClaimCourtRule;
  demands: ClaimDemandSuggestion[];
  attachments: string[];
  note: string;
  body: RichTextDocument;
  /** The title in every language: a claim is written in its own language. */
  titles: Record<Locale, string>;
  fields: TemplateField[];
}

export type CourtLevel = 'first_instance' | 'appeal_cassation';

export interface Court {
  id: number;
  slug: string;
  name: string;
  /** As a source gives it, or null: no source gives this court's address (never a placeholder; docs/courts.md). */
  address: string | null;
  type: CourtType;
  level: CourtLevel;
  phone: string | null;
  email: string | null;
  /** Where its name (and address, phone) come from. */
  sources: string[];
  /** The names of the districts and cities it serves (districts' court links). */
  serves: string[];
  region: Ref;
}

/** How sure a district→court link is (docs/courts.md): no official table was found, each link is inferred. */
export type CourtCertainty = 'high' | 'medium' | 'low';
/** Why a district goes to a court: seat, seat_city, district_court, region_single_court, third_party_map, proximity. */
export type CourtLinkBasis = string;
export type DistrictType = 'tuman' | 'shahar' | 'shahar_tumani';
/** The court types a district links to (regional courts hear appeals: no district links). */
export const DISTRICT_COURT_TYPES = ['civil', 'economic', 'administrative', 'criminal'] as const;
export type DistrictCourtType = (typeof DISTRICT_COURT_TYPES)[number];

/** A district, city or city district of a region (GET /districts?region=), by its SOATO code. */
export interface District {
  id: string;
  name: string;
  type: DistrictType;
  region: Ref;
}

/** A topic of the support questions (the list's filter and the contact form's topic). */
export interface SupportCategory extends Ref {
  /** Iconify name ('tabler:lock'), or ''. */
  icon: string;
  questionCount: number;
}

export interface SupportQuestionCard {
  id: number;
  slug: string;
  question: string;
  category: Ref & { icon: string };
  featured: boolean;
}

export interface SupportQuestionDetail extends SupportQuestionCard {
  answer: RichTextDocument;
}

// ───────────────────────────── search ───────────────────────────────

export const SEARCH_KINDS = ['services', 'specialists', 'lawfirms', 'reference', 'documentTemplates', 'claimTemplates', 'supportQuestions'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchGroup<T> {
  items: T[];
  /**
   * Matches of the kind, counted up to SEARCH_CANDIDATES (shared/api/search/candidates: a total that high
   * means "that many or more"); the list endpoint with the same q pages through them all.
   */
  total: number;
}

/** GET /api/v1/search: a few of each kind, best first. */
export interface SearchResult {
  q: string;
  /**
   * Present when the query was one mistyped word that found nothing: the catalogue's word nearest
   * to it, which was searched instead ("ajrlish" → "ajralish").
   */
  corrected?: string;
  groups: {
    services: SearchGroup<ServiceCard>;
    specialists: SearchGroup<SpecialistCard>;
    lawfirms: SearchGroup<LawFirmCard>;
    reference: SearchGroup<ReferenceArticleCard>;
    documentTemplates: SearchGroup<DocumentTemplateCard>;
    claimTemplates: SearchGroup<ClaimTemplateCard>;
    supportQuestions: SearchGroup<SupportQuestionCard>;
  };
}
