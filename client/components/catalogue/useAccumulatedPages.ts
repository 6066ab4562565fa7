import { useState } from 'react';
import type { ListPage } from './types.js';

interface Accumulated<T> {
  /** The filters the pages belong to. */
  key: string;
  /** The loader data last taken in. */
  source: ListPage<T>;
  first: number;
  last: number;
  items: T[];
}

export interface PagesShown<T> {
  items: T[];
  /** The first and last page on screen. */
  first: number;
  last: number;
}

function start<T>(key: string, list: ListPage<T>): Accumulated<T> {
  return { key, source: list, first: list.page, last: list.page, items: list.items };
}

/**
 * The pages of an infinitely scrolled list on screen: the next page loaded for the same filters
 * is appended (the previous one prepended), anything else starts again. The URL names one page,
 * so a reload or a shared link starts at that page; `idOf` drops an item seen twice (the list
 * changed between two pages).
 */
export function useAccumulatedPages<T>(list: ListPage<T>, key: string, idOf: (item: T) => string): PagesShown<T> {
  const [state, setState] = useState(() => start(key, list));
  let current = state;
  if (state.source !== list) {
    if (state.key === key && list.page === state.last + 1) {
      const seen = new Set(state.items.map(idOf));
      current = { ...state, source: list, last: list.page, items: [...state.items, ...list.items.filter((item) => !seen.has(idOf(item)))] };
    } else if (state.key === key && list.page === state.first - 1) {
      const seen = new Set(state.items.map(idOf));
      current = { ...state, source: list, first: list.page, items: [...list.items.filter((item) => !seen.has(idOf(item))), ...state.items] };
    } else {
      current = start(key, list);
    }
    setState(current); // adjusting state while rendering: React renders again at once, before painting
  }
  return { items: current.items, first: current.first, last: current.last };
}
