/**
 * schema.org descriptions of lists and paths for search engines, built from what the page
 * already renders (nothing is sent twice): ItemList for a list's items, BreadcrumbList for where
 * a page sits. The areas' own things (a Service, a LegalService, an Article…) are theirs.
 */

export type Thing = Record<string, unknown>;

export const CONTEXT = 'https://schema.org';

/**
 * A list's entries by URL and name, or with the thing itself (a LegalService, an Article), from
 * `firstPosition` on. The directory's lists also say how many entries they hold (`counted`).
 */
export function itemListLd(
  name: string,
  items: readonly { url: string; name: string; item?: Thing }[],
  firstPosition = 1,
  { counted = true }: { counted?: boolean } = {},
): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    ...(counted ? { numberOfItems: items.length } : {}),
    itemListElement: items.map((entry, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      ...(entry.item ? { item: entry.item } : { url: entry.url, name: entry.name }),
    })),
  };
}

export function breadcrumbLd(items: readonly { url: string; name: string }[]): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}
