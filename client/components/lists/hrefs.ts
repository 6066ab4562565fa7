import { localizedPath, type Locale } from '../../../shared/locales.js';

/**
 * The addresses of a list: its path with the filters and the page in the query, in the order
 * given, trimmed, empty values and page 1 left out, so every state of a list has one URL (the
 * same results always have the same shareable address; a reload or a shared link shows them).
 */
export type ListParams = Readonly<Record<string, string | number | null | undefined>>;

/** '?q=divorce&page=3', or '' when nothing is set; `page` (when above 1) comes last. */
export function listSearch(params: ListParams, page = 1): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value);
    if (text === '' || (key === 'page' && Number(text) <= 1)) continue;
    search.set(key, text);
  }
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** '/lawfirms?region=x': the list's path with its search. */
export function listHref(path: string, params: ListParams, page = 1): string {
  return `${path}${listSearch(params, page)}`;
}

/** True when any filter (not the page) is set. */
export function hasFilters(params: ListParams): boolean {
  return Object.entries(params).some(([key, value]) => key !== 'page' && value !== undefined && value !== null && value !== '');
}

/** How many filters are set, the sort and the search text aside (they open a phone's filter panel). */
export function activeFilterCount(filters: Readonly<Record<string, string>>): number {
  return Object.entries(filters).filter(([key, value]) => key !== 'sort' && key !== 'q' && value !== '').length;
}

/** An app path with its query ('/lawfirms?region=x') under the locale's prefix ('/ru/lawfirms?region=x'). */
export function localizedHref(locale: Locale, href: string): string {
  const query = href.indexOf('?');
  return query < 0 ? localizedPath(locale, href) : localizedPath(locale, href.slice(0, query), href.slice(query));
}

/**
 * Names a new state of the page in the address bar without a navigation (more items loaded, a
 * panel opened): the router's history entry and its state stay; a reload or a shared link then
 * asks the server for exactly this state.
 */
export function replaceAddress(locale: Locale, href: string): void {
  window.history.replaceState(window.history.state, '', localizedHref(locale, href));
}
