import LOCAL_SETS from './icon-sets.json';

/**
 * Icon names and queries (docs/design.md §3: GET /api/_icons/{prefix}.json?icons=a,b, Iconify JSON).
 * A full name is "prefix:name"; both parts are lower-case words joined by hyphens.
 */
export const ICON_PART = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Icon sets shipped as packages (@iconify-json/{prefix}); other prefixes go to ICONS_UPSTREAM. */
export const LOCAL_ICON_SETS: readonly string[] = LOCAL_SETS;

/** docs/product.md §9: no icon request URL is longer than this. */
export const ICON_URL_MAX = 500;

/** The most names one request to our endpoint may ask for. */
export const ICON_QUERY_MAX = 200;

export interface IconName {
  prefix: string;
  name: string;
}

export function parseIconName(full: string): IconName | null {
  const colon = full.indexOf(':');
  if (colon <= 0) return null;
  const prefix = full.slice(0, colon);
  const name = full.slice(colon + 1);
  return ICON_PART.test(prefix) && ICON_PART.test(name) ? { prefix, name } : null;
}

/** An icon ready to render: the SVG's inner markup and its viewBox. */
export interface RenderedIcon {
  body: string;
  viewBox: string;
}

/** `{base}?icons=a,b` */
export function iconQueryUrl(base: string, names: readonly string[]): string {
  return `${base}?icons=${names.map(encodeURIComponent).join(',')}`;
}

/**
 * Splits names into groups whose query URL stays within `max` characters (docs/product.md §9), keeping
 * their order. A single name too long on its own still gets a request of its own.
 */
export function splitIconQuery(base: string, names: readonly string[], max = ICON_URL_MAX): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  for (const name of names) {
    const next = [...current, name];
    if (current.length > 0 && iconQueryUrl(base, next).length > max) {
      groups.push(current);
      current = [name];
    } else {
      current = next;
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
