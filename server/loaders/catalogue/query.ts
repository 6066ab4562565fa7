import type { z } from 'zod';
import { correctedOf } from '../corrected.js';

/**
 * Reads the named URL search parameters through a list schema of shared/api, one parameter at a
 * time: a value that fails its schema is dropped (the page shows its default), so a mangled or
 * stale link still gives a page, never a 400 or a 500. Repeated parameters count once (the first).
 */
export function readQuery<Shape extends z.ZodRawShape, K extends keyof Shape & string>(
  schema: z.ZodObject<Shape>,
  params: URLSearchParams,
  keys: readonly K[],
): { [P in K]?: Exclude<z.output<Shape[P]>, undefined> } {
  const out: Partial<Record<K, unknown>> = {};
  for (const key of keys) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = (schema.shape[key] as z.ZodType).safeParse(raw);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as { [P in K]?: Exclude<z.output<Shape[P]>, undefined> };
}

/** Largest price a filter takes, in so'm (a billion: beyond any service, far from overflow). */
const MAX_SOM = 1_000_000_000;

/** A price bound typed in so'm ("150000", "150 000"), or undefined when it is not a whole number. */
export function readSom(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key)?.replace(/[\s\u00A0\u202F]/g, '');
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const som = Number(raw);
  return som <= MAX_SOM ? som : undefined;
}

/** Pages in a list of `total` items shown `pageSize` at a time (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The API's largest page (shared/api MAX_PAGE_SIZE). */
const API_MAX_PAGE_SIZE = 48;

/** Most pages one answer rebuilds (a reload deep into a growing list); further ones load on scroll. */
export const MAX_PAGES_AT_ONCE = 20;

/**
 * The pages an answer of a growing list holds (/specialists, /reference, /support). `?page=n` is
 * the list grown to page n (infinite scroll replaces the address as it grows), so it holds pages
 * 1…n; the browser asks for its next page alone with `from=n` (client/components/lists/useGrowingList.ts).
 */
export function pageRange(params: URLSearchParams, page: number): { first: number; last: number } {
  const from = /^\d{1,5}$/.test(params.get('from') ?? '') ? Number(params.get('from')) : 1;
  const first = Math.min(Math.max(from, 1), page);
  return { first, last: Math.min(page, first + MAX_PAGES_AT_ONCE - 1) };
}

/**
 * Pages `first…last` of a list of `pageSize` items a page, in as few API calls as its page-size
 * cap allows: one call while they fit in one answer at an aligned offset, else one call per page,
 * all at once. The total is the list's own.
 */
export async function pagesOf<T>(
  first: number,
  last: number,
  fetchWindow: (window: { page: number; pageSize: number }) => Promise<{ items: T[]; total: number; corrected?: string }>,
  pageSize = 12,
): Promise<{ items: T[]; total: number; corrected?: string }> {
  const count = (last - first + 1) * pageSize;
  const offset = (first - 1) * pageSize;
  if (count <= API_MAX_PAGE_SIZE && offset % count === 0) return fetchWindow({ page: offset / count + 1, pageSize: count });
  const pages = await Promise.all(Array.from({ length: last - first + 1 }, (_, i) => fetchWindow({ page: first + i, pageSize })));
  return { items: pages.flatMap((p) => p.items), total: pages[0]?.total ?? 0, ...correctedOf(pages[0]) };
}

/** A slug a filter may hold, or '' (the API's schema decides which exist). */
export function slugOrEmpty(value: { slug: string } | { id: number } | undefined): string {
  return value && 'slug' in value ? value.slug : '';
}
