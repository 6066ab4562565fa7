/**
 * A directory list that grows as the visitor scrolls (/reference, /support) answers as the
 * catalogue's does (catalogue/query.ts): `?page=n` holds pages 1…n, so a reload or a shared link
 * shows what the visitor saw, and `from=n` page n alone, the browser's next page.
 */
import type { ListResult } from '../../../shared/api/types.js';
import { pageCountOf, pageRange, pagesOf } from '../catalogue/query.js';

export async function loadGrowingList<T>(
  params: URLSearchParams,
  page: number,
  pageSize: number,
  fetchWindow: (window: { page: number; pageSize: number }) => Promise<ListResult<T>>,
): Promise<{ items: T[]; total: number; pages: number; corrected?: string }> {
  const { first, last } = pageRange(params, page);
  const list = await pagesOf(first, last, fetchWindow, pageSize);
  // Pages beyond the end show what exists: the list's `pages` says no more than that.
  return { ...list, pages: Math.max(first, Math.min(last, pageCountOf(list.total, pageSize))) };
}
