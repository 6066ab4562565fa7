/**
 * A list that grows as the visitor scrolls keeps its length in the URL (`?page=3`: pages 1–3),
 * so a reload or a shared link shows what the visitor saw. The loader fetches those pages in as
 * few API calls as the API's largest page allows.
 */
import { MAX_PAGE_SIZE } from '../../../shared/api/params.js';
import type { ListResult } from '../../../shared/api/types.js';
import { correctedOf } from '../corrected.js';

/** The deepest a reload rebuilds: a longer link shows this many pages (the rest load on scroll). */
export const MAX_GROWN_PAGES = 20;

export async function loadGrowingList<T>(
  pages: number,
  pageSize: number,
  fetchPage: (page: number, size: number) => Promise<ListResult<T>>,
): Promise<{ items: T[]; total: number; pages: number; corrected?: string }> {
  const wanted = Math.min(Math.max(1, pages), MAX_GROWN_PAGES) * pageSize;
  // Whole API pages of the largest size that is a multiple of ours, so the offsets line up.
  const size = Math.min(wanted, Math.floor(MAX_PAGE_SIZE / pageSize) * pageSize);
  const first = await fetchPage(1, size);
  const calls = Math.min(Math.ceil(wanted / size), Math.ceil(first.total / size));
  const rest = await Promise.all(Array.from({ length: Math.max(0, calls - 1) }, (_, i) => fetchPage(i + 2, size)));
  const items = [first, ...rest].flatMap((page) => page.items).slice(0, wanted);
  // Pages beyond the end show what exists: the URL's page says no more than that.
  const shown = Math.max(1, Math.min(Math.ceil(wanted / pageSize), Math.ceil(first.total / pageSize)));
  return { items, total: first.total, pages: shown, ...correctedOf(first) };
}
