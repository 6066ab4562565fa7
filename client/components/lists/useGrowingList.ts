import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { payloadUrl } from '../../../shared/routes.js';

export type GrowingStatus = 'idle' | 'loading' | 'error';

/** What the toolkit reads of a loader's growing list (both areas' lists have it). */
export interface GrowingSource<T> {
  items: T[];
  total: number;
  pageSize: number;
}

export interface Growing<T> {
  items: T[];
  /** The list's length as the last answer gave it. */
  total: number;
  /** The last page on screen (the address's `page`). */
  last: number;
  status: GrowingStatus;
  hasMore: boolean;
  /** Loads the page after `last` and appends it (once at a time; nothing past the end). */
  loadMore(): void;
  /** The list's end: the next page loads by itself once it is fully in view. */
  sentinel: RefObject<HTMLDivElement | null>;
}

/** docs/product.md §9: the next page loads when the sentinel is fully visible. */
export const SENTINEL_THRESHOLD = 1;

export interface GrowingOptions<T> {
  /** The last page the loader's list holds. */
  last: number;
  /** The list's search for pages 1…page ('?q=x&page=3'; '' for the first page alone). */
  searchFor(page: number): string;
  /** An item seen twice (the list moved between two pages) is shown once. */
  idOf(item: T): string | number;
}

interface State<T> {
  /** The loader's list these pages grew from: new data (other filters, Back) starts again. */
  source: GrowingSource<T>;
  items: T[];
  total: number;
  last: number;
  status: GrowingStatus;
}

const start = <T>(source: GrowingSource<T>, last: number): State<T> => ({ source, items: source.items, total: source.total, last, status: 'idle' });
const hasMore = (state: { total: number; last: number; source: { pageSize: number } }) => state.last * state.source.pageSize < state.total;

/**
 * A list that grows as the visitor scrolls (docs/product.md §9). The page's loader renders pages
 * 1…n of `?page=n`; the next page comes from the same loader (`_payload.json?…&page=n&from=n`:
 * that page alone, trimmed cards) and is appended, an item seen twice dropped; the address then
 * becomes `?page=n`, replaced in place, so a reload or a shared link shows every page the visitor
 * saw. The browser asks the page's own payload, never the product API. The router is not involved
 * in growing (it would fetch every page again): its history entry is kept, and any navigation (a
 * filter, Back) starts from the loader's data again, dropping a page still on its way.
 *
 * The next page also loads by itself once the list's end (`sentinel`) is fully in view, with a new
 * observer for each page and each new list, so an end still in view after a load reports again.
 * A failure stops the growing until the visitor asks again (ShowMoreLink, or a "try again").
 */
export function useGrowingList<T>(list: GrowingSource<T>, { last, searchFor, idOf }: GrowingOptions<T>): Growing<T> {
  const [state, setState] = useState(() => start(list, last));
  const pending = useRef<AbortController | null>(null);
  let current = state;
  if (state.source !== list) {
    pending.current?.abort();
    pending.current = null;
    current = start(list, last);
    setState(current); // adjusting state while rendering: React renders again before painting
  }
  // The latest of what loadMore reads, so the callback itself never changes.
  const latest = useRef({ state: current, searchFor, idOf });
  latest.current = { state: current, searchFor, idOf };

  const loadMore = useCallback(() => {
    const { state: now, searchFor: searchOf, idOf: id } = latest.current;
    if (pending.current || !hasMore(now)) return;
    const next = now.last + 1;
    const search = searchOf(next);
    const controller = new AbortController();
    pending.current = controller;
    setState((s) => ({ ...s, status: 'loading' }));
    fetch(payloadUrl(window.location.pathname, `${search}${search ? '&' : '?'}from=${next}`), {
      signal: controller.signal,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        const page = ((await response.json()) as { data?: { list?: GrowingSource<T> } }).data?.list;
        if (!page) throw new Error('no list');
        if (controller.signal.aborted) return;
        setState((s) => {
          if (s.source !== now.source) return s;
          const seen = new Set(s.items.map(id));
          return { ...s, items: [...s.items, ...page.items.filter((item) => !seen.has(id(item)))], total: page.total, last: next, status: 'idle' };
        });
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => (s.source === now.source ? { ...s, status: 'error' } : s));
      })
      .finally(() => {
        if (pending.current === controller) pending.current = null;
      });
  }, []);

  const sentinel = useRef<HTMLDivElement | null>(null);
  const watching = hasMore(current) && current.status === 'idle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: current.source and current.last are triggers: after a page is appended (or the list starts again) the sentinel has moved and is observed anew
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !watching || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SENTINEL_THRESHOLD)) loadMore();
      },
      { threshold: SENTINEL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching, current.source, current.last, loadMore]);

  return { items: current.items, total: current.total, last: current.last, status: current.status, hasMore: hasMore(current), loadMore, sentinel };
}
