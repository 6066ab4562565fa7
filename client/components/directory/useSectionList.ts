import { useCallback } from 'react';
import type { ListResult } from '../../../shared/api/types.js';
import { useAppState } from '../../app-state.js';
import { apiGet } from '../../platform/api.js';
import { listHref } from './hrefs.js';
import type { CategoryCount, GrowingList } from '../../../shared/pages/directory/types.js';
import { useGrowingList, type Growing } from './useGrowingList.js';

/**
 * A directory list by section and search that grows as the visitor scrolls (/reference, /support):
 * its next pages from the product API (`apiPath`, with the same section and search), the address
 * of the pages shown, the count of every section and the section chosen.
 */
export function useSectionList<Card, T extends { id: number }>({
  path,
  apiPath,
  filters: { q, category },
  categories,
  list,
  view,
}: {
  /** The page's address. */
  path: string;
  apiPath: string;
  filters: { q: string; category: string };
  categories: CategoryCount[];
  list: GrowingList<T>;
  /** A card of the API as the page shows it. */
  view: (card: Card) => T;
}): { growing: Growing<T>; hrefFor: (pages: number) => string; total: number; chosen: CategoryCount | undefined } {
  const { locale } = useAppState();
  const hrefFor = useCallback((shown: number) => listHref(path, { q, category, page: shown }), [path, q, category]);
  const fetchPage = useCallback(
    async (page: number, pageSize: number) => {
      const result = await apiGet<ListResult<Card>>(apiPath, { lang: locale, query: { page, pageSize, q, category } });
      return { items: result.items.map(view), total: result.total };
    },
    [apiPath, locale, q, category, view],
  );
  const growing = useGrowingList(list, fetchPage, hrefFor);
  const total = categories.reduce((sum, c) => sum + c.count, 0);
  return { growing, hrefFor, total, chosen: categories.find((c) => c.slug === category) };
}
