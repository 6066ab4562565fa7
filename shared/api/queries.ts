/**
 * The query of every list and the path parameters of every item (docs/design.md §3): each list takes
 * ?page=&pageSize=&q=&sort= (the language comes apart, from ?lang= or Accept-Language) and its
 * own filters. Unknown parameters are ignored; a bad value is a 400 naming the parameter.
 */
import { z } from 'zod';
import { isValidNickname } from '../routes';
import { LOCALES } from '../locales';
import { SEARCH_KINDS, type SearchKind } from './types';
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  boolParam,
  idOrSlugParam,
  type IdOrSlug,
  idParam,
  intParam,
  pagination,
  searchParam,
  slugParam,
  sortParam,
} from './params';

const isSearchKind = (kind: string): kind is SearchKind => (SEARCH_KINDS as readonly string[]).includes(kind);

const listBase = { ...pagination, q: searchParam };

export const SERVICE_SORTS = ['popular', 'price', '-price', 'newest', 'relevance'] as const;
export const SERVICE_FORMATS = ['online', 'office', 'online-or-office'] as const;
export const serviceListQuery = z.object({
  ...listBase,
  sort: sortParam(SERVICE_SORTS),
  /** Category: a specialization group's slug (docs/product.md §3 parent_specialization). */
  parent: slugParam.optional(),
  /** A specialization's slug (a child of a group). */
  specialization: slugParam.optional(),
  /** Offered by this specialist. */
  specialist: z.string().refine(isValidNickname).optional(),
  /** Offered by this law firm (id). */
  lawfirm: idParam.optional(),
  format: z.enum(SERVICE_FORMATS).optional(),
  /** Price bounds in tiyin, inclusive. */
  priceMin: intParam().pipe(z.number().min(0)).optional(),
  priceMax: intParam().pipe(z.number().min(0)).optional(),
});

export const SPECIALIST_SORTS = ['rating', 'reviews', 'experience', 'newest', 'name', 'relevance'] as const;
export const PROFESSIONS = ['advocate', 'lawyer', 'notary', 'mediator', 'patent-attorney'] as const;
export const specialistListQuery = z.object({
  ...listBase,
  sort: sortParam(SPECIALIST_SORTS),
  parent: slugParam.optional(),
  specialization: slugParam.optional(),
  /** Works in this language. */
  language: z.enum(LOCALES).optional(),
  /** At least this many whole years of experience (months counted once, docs/product.md §5). */
  experience: intParam().pipe(z.number().min(0).max(80)).optional(),
  /** Rating average at least this (1–5). */
  rating: z.preprocess((value) => (typeof value === 'string' && /^\d(?:\.\d)?$/.test(value) ? Number(value) : value), z.number().min(1).max(5)).optional(),
  region: idOrSlugParam.optional(),
  lawfirm: idParam.optional(),
  profession: z.enum(PROFESSIONS).optional(),
  verified: boolParam().optional(),
});

export const LAW_FIRM_SORTS = ['rating', 'name', 'founded', 'relevance'] as const;
export const lawFirmListQuery = z.object({
  ...listBase,
  sort: sortParam(LAW_FIRM_SORTS),
  parent: slugParam.optional(),
  specialization: slugParam.optional(),
  region: idOrSlugParam.optional(),
  verified: boolParam().optional(),
});

export const REFERENCE_SORTS = ['newest', 'title', 'relevance'] as const;
export const referenceListQuery = z.object({
  ...listBase,
  sort: sortParam(REFERENCE_SORTS),
  category: idOrSlugParam.optional(),
  /** The practice area (specialization group slug). */
  parent: slugParam.optional(),
});

export const TEMPLATE_SORTS = ['popular', 'title', 'newest', 'relevance'] as const;
export const documentTemplateListQuery = z.object({
  ...listBase,
  sort: sortParam(TEMPLATE_SORTS),
  category: idOrSlugParam.optional(),
});

export const COURT_TYPES = ['civil', 'criminal', 'economic', 'administrative', 'regional'] as const;
export const claimTemplateListQuery = z.object({
  ...listBase,
  sort: sortParam(TEMPLATE_SORTS),
  category: idOrSlugParam.optional(),
  courtType: z.enum(COURT_TYPES).optional(),
});

export const COURT_SORTS = ['region', 'name', 'relevance'] as const;
export const courtListQuery = z.object({
  ...listBase,
  sort: sortParam(COURT_SORTS),
  region: idOrSlugParam.optional(),
  type: z.enum(COURT_TYPES).optional(),
});

/** GET /districts?region=: a region's districts and cities (all of them without a region), for the address selects. */
export const districtListQuery = z.object({
  region: idOrSlugParam.optional(),
});

export const SUPPORT_SORTS = ['order', 'relevance'] as const;
export const supportQuestionListQuery = z.object({
  ...listBase,
  sort: sortParam(SUPPORT_SORTS),
  category: idOrSlugParam.optional(),
  featured: boolParam().optional(),
});

/** Small fixed lists (groups, claim categories, regions): the whole list, no paging. */
export const wholeListQuery = z.object({});

export const searchQuery = z.object({
  q: z
    .string()
    .max(200)
    .transform((text) => text.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1)),
  /** Items per kind (1–10, default 3). */
  limit: intParam().pipe(z.number().min(1).max(MAX_SEARCH_LIMIT)).optional().default(DEFAULT_SEARCH_LIMIT),
  /** The kinds to search, comma-separated (default every kind); the others come back empty. */
  kinds: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',') : value),
      z
        .array(z.string())
        .min(1)
        .max(SEARCH_KINDS.length)
        .refine((kinds) => kinds.every(isSearchKind))
        .transform((kinds) => kinds.filter(isSearchKind)),
    )
    .optional(),
});

export const idParams = z.object({ id: idParam });
export const nicknameParams = z.object({ nickname: z.string().refine(isValidNickname) });

export type ServiceListQuery = z.output<typeof serviceListQuery>;
export type SpecialistListQuery = z.output<typeof specialistListQuery>;
export type LawFirmListQuery = z.output<typeof lawFirmListQuery>;
export type ReferenceListQuery = z.output<typeof referenceListQuery>;
export type DocumentTemplateListQuery = z.output<typeof documentTemplateListQuery>;
export type ClaimTemplateListQuery = z.output<typeof claimTemplateListQuery>;
export type CourtListQuery = z.output<typeof courtListQuery>;
export type DistrictListQuery = z.output<typeof districtListQuery>;
export type SupportQuestionListQuery = z.output<typeof supportQuestionListQuery>;
export type SearchQuery = z.output<typeof searchQuery>;

/**
 * What a caller may pass: the parsed shapes with every field optional, values typed (the HTTP
 * transport writes them into the URL, the in-process one hands them to the same schema).
 */
type Input<T> = { [K in keyof T]?: NonNullable<T[K]> extends IdOrSlug ? number | string : NonNullable<T[K]> };
export type ServiceListInput = Input<ServiceListQuery>;
export type SpecialistListInput = Input<SpecialistListQuery>;
export type LawFirmListInput = Input<LawFirmListQuery>;
export type ReferenceListInput = Input<ReferenceListQuery>;
export type DocumentTemplateListInput = Input<DocumentTemplateListQuery>;
export type ClaimTemplateListInput = Input<ClaimTemplateListQuery>;
export type CourtListInput = Input<CourtListQuery>;
export type DistrictListInput = Input<DistrictListQuery>;
export type SupportQuestionListInput = Input<SupportQuestionListQuery>;
export type SearchInput = { q: string; limit?: number };
