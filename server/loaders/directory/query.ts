/**
 * URL search parameters of the directory pages, read through the list schemas of shared/api one
 * parameter at a time: a value that fails its schema is dropped and the page shows its default,
 * so a mangled or stale link still gives a page, never a 400.
 */
import type { z } from 'zod';

export function readParams<Shape extends z.ZodRawShape, K extends keyof Shape & string>(
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

/** Pages of `total` items shown `pageSize` at a time (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A slug a filter may hold, or '' (the API's schema decides which exist). */
export function slugOrEmpty(value: { slug: string } | { id: number } | undefined): string {
  return value && 'slug' in value ? value.slug : '';
}
