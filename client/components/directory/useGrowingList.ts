import { useCallback, useRef, useState } from 'react';
import { useAppState } from '../../app-state.js';
import { replaceAddress } from './hrefs.js';
import type { GrowingList } from '../../../shared/pages/directory/types.js';

export type GrowingStatus = 'idle' | 'loading' | 'error';

interface State<T> {
  /** The loader data the list started from: new data (other filters) starts it again. */
  source: GrowingList<T>;
  items: T[];
  total: number;
  pages: number;
  status: GrowingStatus;
}

const start = <T>(list: GrowingList<T>): State<T> => ({ source: list, items: list.items, total: list.total, pages: list.pages, status: 'idle' });

export interface Growing<T> {
  items: T[];
  total: number;
  pages: number;
  status: GrowingStatus;
  hasMore: boolean;
  loadMore(): void;
}

/**
 * A list that grows as the visitor scrolls (docs/product.md §9). The next page comes from the product API
 * and is appended (an item seen twice is dropped); the address then names the pages shown
 * (`?page=3`, replaced in place), so a reload or a shared link rebuilds the same list on the
 * server. Without JavaScript the "show more" link loads that address.
 */
export function useGrowingList<T extends { id: number }>(
  list: GrowingList<T>,
  fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
  hrefFor: (pages: number) => string,
): Growing<T> {
  const { locale } = useAppState();
  const [state, setState] = useState(() => start(list));
  let current = state;
  if (state.source !== list) {
    current = start(list);
    setState(current); // adjusting state while rendering: React renders again before painting
  }
  const busy = useRef(false);
  const latest = useRef(current);
  latest.current = current;

  const loadMore = useCallback(() => {
    const now = latest.current;
    if (busy.current || now.items.length >= now.total) return;
    busy.current = true;
    setState((s) => ({ ...s, status: 'loading' }));
    const next = now.pages + 1;
    fetchPage(next, now.source.pageSize)
      .then((page) => {
        setState((s) => {
          if (s.source !== now.source) return s; // the filters changed meanwhile
          const seen = new Set(s.items.map((item) => item.id));
          return { ...s, items: [...s.items, ...page.items.filter((item) => !seen.has(item.id))], total: page.total, pages: next, status: 'idle' };
        });
        replaceAddress(locale, hrefFor(next));
      })
      .catch(() => setState((s) => (s.source === now.source ? { ...s, status: 'error' } : s)))
      .finally(() => {
        busy.current = false;
      });
  }, [fetchPage, hrefFor, locale]);

  return { items: current.items, total: current.total, pages: current.pages, status: current.status, hasMore: current.items.length < current.total, loadMore };
}
