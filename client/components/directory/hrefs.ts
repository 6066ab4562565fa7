import { localizedPath, type Locale } from '../../../shared/locales.js';

/**
 * Links of a directory list: its path with the filters and the page in the query, empty values
 * and page 1 left out, so every state of a list has one URL (a reload or a shared link shows it).
 */
export type ListParams = Readonly<Record<string, string | number | null | undefined>>;

export function listHref(path: string, params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** True when any filter (not the page) is set. */
export function hasFilters(params: ListParams): boolean {
  return Object.entries(params).some(([key, value]) => key !== 'page' && value !== undefined && value !== null && value !== '');
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
