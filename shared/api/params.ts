/**
 * Query and path parameters as the API reads them: from a URL (strings) or from the in-process
 * client (numbers and booleans), through the same schemas, so both transports validate alike.
 */
import { z } from 'zod';

/** Page size when none is asked for, and the most one page holds (a larger one is lowered to it). */
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;
/** Deeper pages are refused: nobody pages that far, and a huge OFFSET costs the database. */
export const MAX_PAGE = 10_000;
/** Longest search text. */
export const MAX_QUERY_LENGTH = 200;
/** Items per kind in the combined search. */
export const DEFAULT_SEARCH_LIMIT = 3;
export const MAX_SEARCH_LIMIT = 10;

const INTEGER_TEXT = /^[+-]?\d{1,15}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A whole number from "12" or 12; anything else fails as the schema's own type error. */
export function intParam(): z.ZodType<number, unknown> {
  return z.preprocess((value) => (typeof value === 'string' && INTEGER_TEXT.test(value.trim()) ? Number(value.trim()) : value), z.number().int());
}

/** true from true, "true", "1"; false from false, "false", "0". */
export function boolParam(): z.ZodType<boolean, unknown> {
  return z.preprocess((value) => {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return value;
  }, z.boolean());
}

/** A lowercase slug (seed ids: 'family', 'tashkent-city'). */
export const slugParam = z.string().max(64).regex(SLUG);

/** A row id: 1 … 2^31-1, as the routes allow (shared/routes.ts isValidId). */
export const idParam = intParam().pipe(z.number().min(1).max(2_147_483_647));

/** A category or region named by its id (routes use ids) or its slug (links and filters). */
export type IdOrSlug = { id: number } | { slug: string };
export const idOrSlugParam: z.ZodType<IdOrSlug, unknown> = z.union([
  idParam.transform((id): IdOrSlug => ({ id })),
  slugParam.transform((slug): IdOrSlug => ({ slug })),
]);

/** Search text: trimmed; empty means no search. */
export const searchParam = z
  .string()
  .max(MAX_QUERY_LENGTH)
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .optional()
  .transform((text) => (text ? text : undefined));

/** Pagination shared by every list: page from 1, page size 1…48 (larger sizes are lowered to 48). */
export const pagination = {
  page: intParam().pipe(z.number().min(1).max(MAX_PAGE)).optional().default(1),
  pageSize: intParam()
    .pipe(z.number().min(1))
    .optional()
    .default(DEFAULT_PAGE_SIZE)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
};

/** `sort` from a resource's own names; 'relevance' exists wherever there is text search. */
export function sortParam<const T extends readonly [string, ...string[]]>(names: T) {
  return z.enum(names).optional();
}
