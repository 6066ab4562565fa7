/**
 * What the catalogue pages' loaders send and their components render: the API's cards cut down
 * to what a card shows (docs/design.md §6: the payload is most of a page's cost), plus the filters as
 * the URL holds them. The server loaders import these types; nothing here is server code. Page
 * data are type aliases, not interfaces, so they fit the loaders' PageData (an index signature).
 */
import type { PageMeta } from '../meta.js';
import type { Locale } from '../../locales.js';
import type { Profession, Rating, ServiceCard } from '../../api/types.js';
import type { Named } from '../../specializations.js';
import type { ReviewList } from '../../api/reviews/contract.js';

export type { Named };

/** Who offers a service: a specialist (their profile) or a law firm. */
export type ProviderView =
  | { kind: 'specialist'; nickname: string; name: string; hue: number; verified: boolean }
  | { kind: 'lawfirm'; id: number; name: string; hue: number; verified: boolean };

export interface ServiceCardView {
  id: number;
  title: string;
  /** The description's first sentence or so, never the whole text. */
  excerpt: string;
  /** Tiyin. */
  price: number;
  priceKind: ServiceCard['priceKind'];
  countable: boolean;
  format: ServiceCard['format'];
  duration: ServiceCard['duration'];
  group: Named;
  provider: ProviderView;
}

export interface SpecialistCardView {
  /** The favourite's id (links use the nickname). */
  id: number;
  nickname: string;
  name: string;
  profession: Profession;
  hue: number;
  photo: string | null;
  verified: boolean;
  languages: Locale[];
  rating: Rating | null;
  experienceMonths: number;
  region: string | null;
  lawFirm: string | null;
  /** The main specializations (at most three), the main one first. */
  specializations: Named[];
  /** How many more the specialist has. */
  moreSpecializations: number;
}

/** A specialization group as the filters offer it. */
export interface GroupOption extends Named {
  specializations: Named[];
}

/** One page of a list (or, for a growing list, pages `first…page`) and where it stands. */
export interface ListPage<T> {
  items: T[];
  total: number;
  /** The first page the items start at, when it is not `page` itself. */
  first?: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** The word searched instead of the visitor's mistyped one, which found nothing (ListResult.corrected). */
  corrected?: string;
}

/** Filters as the URL holds them; '' means "not set". */
export type ServiceFilters = {
  q: string;
  parent: string;
  /** So'm, as typed. */
  priceMin: string;
  priceMax: string;
  sort: string;
};

export type SpecialistFilters = {
  q: string;
  parent: string;
  specialization: string;
  language: string;
  experience: string;
  sort: string;
};

export type ServicesPageData = {
  list: ListPage<ServiceCardView>;
  filters: ServiceFilters;
  groups: Named[];
  meta: PageMeta;
};

export type SpecialistsPageData = {
  list: ListPage<SpecialistCardView>;
  filters: SpecialistFilters;
  groups: GroupOption[];
  meta: PageMeta;
};

export type ServicePageData = {
  service: {
    id: number;
    title: string;
    description: string;
    price: number;
    priceKind: ServiceCard['priceKind'];
    countable: boolean;
    format: ServiceCard['format'];
    duration: ServiceCard['duration'];
    group: Named;
    provider: ProviderView;
    deliverables: string[];
    specializations: Named[];
  };
  related: ServiceCardView[];
  /** The first page of the service's visible reviews (PAGE_REVIEWS), with its rating and stars. */
  reviews: ReviewList;
  meta: PageMeta;
};

export type ProfilePageData = {
  profile: {
    id: number;
    nickname: string;
    firstName: string;
    lastName: string;
    patronymic: string | null;
    profession: Profession;
    hue: number;
    /** The verified specialist's photo (kept by the site), or null for the initials. */
    photo: string | null;
    verified: boolean;
    /** 'YYYY-MM-DD' */
    verifiedOn: string | null;
    bio: string;
    education: string | null;
    experienceYears: number | null;
    languages: Locale[];
    rating: Rating | null;
    region: string | null;
    lawFirm: { id: number; name: string } | null;
    phone: string | null;
    /** As typed; the page normalizes them (shared/social normalizeSocialLink). */
    socialLinks: { network: string; value: string }[];
    experience: { organization: string; position: string; from: string; to: string | null }[];
    specializations: { parent: Named; specializations: Named[] }[];
    services: { id: number; title: string; price: number; priceKind: ServiceCard['priceKind'] }[];
    memberSince: string;
  };
  /** The month experience is counted to ('YYYY-MM'), the same on the server and in the browser. */
  asOf: string;
  /** The first page of the specialist's visible reviews (PAGE_REVIEWS), with its rating and stars. */
  reviews: ReviewList;
  meta: PageMeta;
};

export type LandingPageData = {
  groups: (Named & { description: string })[];
  specialists: SpecialistCardView[];
  services: ServiceCardView[];
  /** How many of each the catalogue holds. */
  counts: { specialists: number; services: number; lawFirms: number };
  meta: PageMeta;
};
