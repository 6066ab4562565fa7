/**
 * Shapes of the seed content (docs/design.md §4, docs/product.md §3). Every text a visitor sees is `Text3`:
 * LocalizedText with all three languages filled. Ids are stable lowercase slugs
 * (`/^[a-z0-9]+(?:-[a-z0-9]+)*$/`) that never change once seeded, so the database can keep them
 * as natural keys or map them to surrogate keys; references between kinds are by these ids
 * (a specialist is referred to by its nickname). Money is integer tiyin (1 so'm = 100 tiyin).
 * Dates are ISO strings: `IsoDate` 'YYYY-MM-DD', `YearMonth` 'YYYY-MM'.
 */
import type { Locale, LocalizedText } from '../../../../shared/locales';
import type { RichTextDocument } from '../../../../shared/richtext/types';
import type { CourtCertainty, CourtLevel, CourtLinkBasis, DistrictCourtType, DistrictType, FieldLimitRule } from '../../../../shared/api/types';

/** LocalizedText with uz (Latin script), ru and en all present and non-empty. */
export type Text3 = Required<LocalizedText>;
/** One rich-text document per language (the same structure, translated). */
export type LocalizedRichText = Record<Locale, RichTextDocument>;

/** A stable lowercase slug id. */
export type Slug = string;
/** 'YYYY-MM-DD'. */
export type IsoDate = string;
/** 'YYYY-MM'. */
export type YearMonth = string;
/** Integer amount in tiyin (1 so'm = 100 tiyin). */
export type Tiyin = number;
/** Specialist nickname: 3–32 of a-z 0-9 _ . and never a reserved first path segment. */
export type Nickname = string;

// ───────────────────────────── regions ─────────────────────────────

/** The 14 first-level units: Republic of Karakalpakstan, 12 viloyats, Tashkent city. */
export type RegionId =
  | 'karakalpakstan'
  | 'andijan'
  | 'bukhara'
  | 'fergana'
  | 'jizzakh'
  | 'kashkadarya'
  | 'khorezm'
  | 'namangan'
  | 'navoi'
  | 'samarkand'
  | 'surkhandarya'
  | 'syrdarya'
  | 'tashkent-region'
  | 'tashkent-city';

export interface SeedRegion {
  id: RegionId;
  name: Text3;
  /** Administrative centre (city). */
  center: Text3;
  /** Display order (Karakalpakstan first, Tashkent city last, as official lists do). */
  order: number;
}

// ───────────────────────── specializations ─────────────────────────

/** A specialization group (docs/product.md §3 "parent_specialization"). */
export interface SeedParentSpecialization {
  id: Slug;
  name: Text3;
  description: Text3;
  /** Iconify name, e.g. 'tabler:scale'. */
  icon: string;
  order: number;
}

export interface SeedSpecialization {
  id: Slug;
  /** → SeedParentSpecialization.id */
  parentId: Slug;
  name: Text3;
  order: number;
}

// ─────────────────────────── specialists ───────────────────────────

export type Gender = 'male' | 'female';
export type Profession = 'advocate' | 'lawyer' | 'notary' | 'mediator' | 'patent-attorney';
export type SocialNetwork = 'telegram' | 'instagram' | 'facebook' | 'linkedin' | 'website';

/** As a specialist typed it: '@name', 't.me/name', 'instagram.com/x', 'site.uz', a full URL. The app normalizes (docs/product.md §5). */
export interface SeedSocialLink {
  network: SocialNetwork;
  value: string;
}

export interface SeedExperience {
  organization: Text3;
  position: Text3;
  from: YearMonth;
  /** null = present. */
  to: YearMonth | null;
}

export interface SeedSpecialist {
  /** Unique, the profile path `/{nickname}` and the key other content refers to. */
  nickname: Nickname;
  firstName: Text3;
  lastName: Text3;
  /** Uzbek 'Karimovich' / 'Karim qizi', Russian 'Каримович'; optional. */
  patronymic?: Text3;
  gender: Gender;
  profession: Profession;
  bio: Text3;
  /** '+998 XX XXX XX XX' (fictional numbers). */
  phone: string;
  /** Languages the specialist works in. */
  languages: Locale[];
  socialLinks: SeedSocialLink[];
  /** Newest first. */
  experience: SeedExperience[];
  /** 1–4 → SeedSpecialization.id; the first is the main one. */
  specializationIds: Slug[];
  verified: boolean;
  /** → SeedLawFirm.id, or null for a sole practitioner. */
  lawFirmId: Slug | null;
  regionId: RegionId;
  /** Hue 0–359 for the generated initials avatar (no external images). */
  avatarHue: number;
  memberSince: IsoDate;
}

// ──────────────────────────── law firms ────────────────────────────

export interface SeedLawFirm {
  id: Slug;
  name: Text3;
  description: Text3;
  regionId: RegionId;
  city: Text3;
  address: Text3;
  phone: string;
  email: string;
  /** Without scheme, as typed (e.g. 'adolat-huquq.uz'); the app prepends https://. */
  website: string;
  foundedYear: number;
  /** → SeedSpecialization.id */
  specializationIds: Slug[];
  verified: boolean;
  /** Hue 0–359 for the generated monogram logo. */
  logoHue: number;
}

// ───────────────────────────── services ────────────────────────────

export type DurationUnit = 'minute' | 'hour' | 'day' | 'week' | 'month';
export interface SeedDuration {
  value: number;
  unit: DurationUnit;
}

export type ServiceProvider = { kind: 'specialist'; nickname: Nickname } | { kind: 'lawfirm'; lawFirmId: Slug };

export type ServiceFormat = 'online' | 'office' | 'online-or-office';

export interface SeedService {
  id: Slug;
  /** The category: → SeedParentSpecialization.id */
  parentSpecializationId: Slug;
  /** Narrower tags: → SeedSpecialization.id (children of the parent above). */
  specializationIds: Slug[];
  title: Text3;
  description: Text3;
  /** What the client gets: 3–5 points. */
  deliverables: Text3[];
  /** Positive integer tiyin. */
  price: Tiyin;
  /** 'from': the price is the lower bound ("from 2 000 000 so'm"). */
  priceKind: 'fixed' | 'from';
  /** Sold by the unit (an hour, a contract): the basket offers a quantity (migration 0029). */
  countable?: true;
  duration: SeedDuration;
  format: ServiceFormat;
  provider: ServiceProvider;
  /** Orders/views score used for "popular" sorting. */
  popularity: number;
  createdAt: IsoDate;
}

// ───────────────────── clients and their reviews ───────────────────

/**
 * A client the seed signs up (a `users` row, as OneID would have created it): the author of seeded
 * reviews. Ratings are never seeded as numbers: they are computed from the reviews (migration 0013),
 * and each review comes through a paid, completed order of its client (write-reviews.ts).
 */
export interface SeedClient {
  id: Slug;
  /**
   * 14 digits starting `699`: birth day 99 makes it no real citizen's PINFL, and neither the OneID
   * stand-in nor the tests use the range.
   */
  pinfl: string;
  /** As OneID gives names: Latin capitals. */
  firstName: string;
  lastName: string;
  middleName: string;
  /** The language the client uses the site in. */
  locale: Locale;
}

export type PaymentProviderName = 'payme' | 'click';

/** The specialist's (or firm's) one public answer. */
export interface SeedReviewAnswer {
  text: string;
  lang: Locale;
  /** Hours after the review it was written. */
  afterHours: number;
}

export interface SeedReview {
  /** Stable: the seed finds the order it made for the review again by it (its payment's transaction id). */
  id: Slug;
  /** Who bought and wrote it: → SeedClient.id */
  clientId: Slug;
  /** What was bought: → SeedService.id; the specialist or firm is the service's. */
  serviceId: Slug;
  /** How the order was paid. */
  provider: PaymentProviderName;
  stars: 1 | 2 | 3 | 4 | 5;
  /** The language it is written in (one language; shown as written, never translated). */
  lang: Locale;
  /** 20–2 000 characters. */
  body: string;
  /** When it was written, Tashkent time: 'YYYY-MM-DD HH:MM'. The order was paid and done before it. */
  writtenAt: string;
  answer?: SeedReviewAnswer;
}

// ───────────────────────── reference articles ──────────────────────

export interface SeedReferenceCategory {
  id: Slug;
  name: Text3;
  description: Text3;
  order: number;
}

export interface SeedVideo {
  /** Site-relative path, e.g. '/media/reference/claim-filing.mp4'. */
  src: string;
  poster?: string;
}

export interface SeedReferenceArticle {
  id: Slug;
  /** → SeedReferenceCategory.id */
  categoryId: Slug;
  /** Optional link to the practice area: → SeedParentSpecialization.id */
  parentSpecializationId?: Slug;
  title: Text3;
  summary: Text3;
  /** Body per language; the last block is the "general information, not legal advice" note. */
  body: LocalizedRichText;
  publishedAt: IsoDate;
  video?: SeedVideo;
  /** Specialist who reviewed the article: → SeedSpecialist.nickname */
  reviewedBy?: Nickname;
}

// ───────────────────── templates (documents, claims) ───────────────

export type FieldKind = 'text' | 'date' | 'number' | 'year' | 'money' | 'pinfl' | 'passport' | 'phone' | 'textarea' | 'select';

export interface SeedSelectOption {
  value: string;
  label: Text3;
}

/** Form sections, in the order a builder shows them. */
export type FieldSection = 'court' | 'plaintiff' | 'defendant' | 'parties' | 'subject' | 'terms' | 'claim' | 'signature';

/**
 * One input of a template. Its `key` is the `key` of the macros in the body
 * (`{type:'macros', key, children:[{text:'[Label]'}]}`); each macro key has exactly one field and
 * each field appears in the body at least once (a key may appear several times).
 */
export interface SeedTemplateField {
  /** snake_case. */
  key: string;
  label: Text3;
  kind: FieldKind;
  required: boolean;
  section: FieldSection;
  hint?: Text3;
  /** Only for kind 'select'. */
  options?: SeedSelectOption[];
  /** The limits the template states for the value, each naming its rule (issue 28). */
  limits?: SeedFieldLimit[];
}

/** A limit of a field's value with the message a refusal shows (shared/api/types.ts FieldLimitRule). */
export type SeedFieldLimit = FieldLimitRule & { message: Text3 };

export type Notarization = 'none' | 'recommended' | 'required';

export interface SeedDocumentCategory {
  id: Slug;
  name: Text3;
  order: number;
}

export interface SeedDocumentTemplate {
  id: Slug;
  /** → SeedDocumentCategory.id */
  categoryId: Slug;
  title: Text3;
  description: Text3;
  /** Shown beside the template in the UI (not part of the document): general information, not legal advice, plus any notary warning. */
  note: Text3;
  notarization: Notarization;
  body: LocalizedRichText;
  fields: SeedTemplateField[];
  popularity: number;
  updatedAt: IsoDate;
}

// ─────────────────────────────── courts ────────────────────────────

/**
 * civil: inter-district / district (city) court for civil cases; criminal: district (city) court
 * for criminal cases; economic: inter-district / regional economic court; administrative:
 * inter-district / regional administrative court; regional: the court of the region
 * (Republic of Karakalpakstan court, viloyat court, Tashkent city court), appeal instance.
 */
export type CourtType = 'civil' | 'criminal' | 'economic' | 'administrative' | 'regional';

export interface SeedCourt {
  id: Slug;
  regionId: RegionId;
  type: CourtType;
  level: CourtLevel;
  /** The court's full name in each language, as it goes into a claim's header (never assembled). */
  name: Text3;
  /** In Uzbek as the source writes it (no Russian one was found), or null: no source gives it (never a placeholder). */
  address: string | null;
  phone: string | null;
  email: string | null;
  sources: string[];
  /** What each source says and what is unconfirmed. */
  note: string;
  /** The names of the districts it serves, uz and ru (from the districts' links; the court list shows them). */
  serves: string[];
}

/** The court of one type that serves a district, and how sure that is (docs/courts.md). */
export interface SeedCourtLink {
  court: Slug;
  certainty: CourtCertainty;
  basis: CourtLinkBasis;
  /** Other plausible courts of the region (medium and low links). */
  alternatives: Slug[];
  sources?: string[];
  note?: string;
}

/** A district, city or city district, by its SOATO code. */
export interface SeedDistrict {
  id: string;
  regionId: RegionId;
  type: DistrictType;
  name: Text3;
  /** The name before a renaming (Boʻz → Boʻston). */
  formerName?: Text3;
  /** Null: no court of the type is known for it (Yangi Toshkent's criminal court). */
  courts: Record<DistrictCourtType, SeedCourtLink | null>;
  sources: string[];
  note?: string;
}

// ─────────────────────────── statements of claim ───────────────────

export interface SeedClaimCategory {
  id: Slug;
  name: Text3;
  description: Text3;
  order: number;
}

/**
 * State duty as rules in data (ADR 010). BCA = base calculation amount (BHM / БРВ), whose
 * value in so'm changes by decree and is stored elsewhere with validity dates.
 */
export type StateDutyRule = { kind: 'percent'; percent: number; minBca?: number; maxBca?: number } | { kind: 'fixed'; bca: number } | { kind: 'exempt' };

/** How the claim value (da'vo bahosi) is computed (ADR 010, "The computation"). */
export type ClaimValueRule = 'amount-sought' | 'property-value' | 'alimony-one-year' | 'periodic-three-years' | 'non-property';

export interface SeedClaimTemplate {
  id: Slug;
  /** → SeedClaimCategory.id */
  categoryId: Slug;
  title: Text3;
  description: Text3;
  /** The court type the claim goes to (court picker filter). */
  courtType: CourtType;
  /** Which court territorially, in plain words. */
  jurisdictionNote: Text3;
  /**
   * The kind of claim its duty rule is looked up by (state-duty.ts, by court type and kind) and the
   * exemptions that usually apply (their ids); the note says it in words.
   */
  stateDuty: { kind: 'property' | 'non-property' | 'divorce'; exemptions: string[]; note: Text3 };
  /** Which court territorially: the defendant's, the plaintiff's or the defendant's, or where the property lies. */
  courtRule: 'defendant' | 'plaintiff-or-defendant' | 'property';
  /** Demands the builder proposes; `optional` ones are offered unticked. */
  demands: { text: Text3; optional?: boolean }[];
  claimValue: ClaimValueRule;
  /** A pre-trial claim (talabnoma) is required before filing. */
  pretrialRequired: boolean;
  /** Usual attachments (also listed in the body). */
  attachments: Text3[];
  /** Shown beside the template: general information, not legal advice; verify duty on my.sud.uz. */
  note: Text3;
  /** Header (court, plaintiff, defendant, claim value), circumstances, demands, attachments, signature. */
  body: LocalizedRichText;
  fields: SeedTemplateField[];
  popularity: number;
  updatedAt: IsoDate;
}

// ─────────────────────────────── support ───────────────────────────

export interface SeedSupportCategory {
  id: Slug;
  name: Text3;
  /** Iconify name. */
  icon: string;
  order: number;
}

export interface SeedSupportQuestion {
  id: Slug;
  /** → SeedSupportCategory.id */
  categoryId: Slug;
  question: Text3;
  /** Answers are rich text (the same renderer as articles), one document per language. */
  answer: LocalizedRichText;
  order: number;
  /** Shown on the support landing page. */
  featured: boolean;
}

import type { SeedBaseCalculationAmount, SeedStateDutyExemption, SeedStateDutyRule } from './state-duty';

// ─────────────────────────────── bundle ────────────────────────────

export interface SeedContent {
  regions: SeedRegion[];
  parentSpecializations: SeedParentSpecialization[];
  specializations: SeedSpecialization[];
  lawFirms: SeedLawFirm[];
  specialists: SeedSpecialist[];
  services: SeedService[];
  referenceCategories: SeedReferenceCategory[];
  referenceArticles: SeedReferenceArticle[];
  documentCategories: SeedDocumentCategory[];
  documentTemplates: SeedDocumentTemplate[];
  claimCategories: SeedClaimCategory[];
  claimTemplates: SeedClaimTemplate[];
  courts: SeedCourt[];
  districts: SeedDistrict[];
  baseCalculationAmounts: SeedBaseCalculationAmount[];
  stateDutyRules: SeedStateDutyRule[];
  stateDutyExemptions: SeedStateDutyExemption[];
  supportCategories: SeedSupportCategory[];
  supportQuestions: SeedSupportQuestion[];
  clients: SeedClient[];
  reviews: SeedReview[];
}
