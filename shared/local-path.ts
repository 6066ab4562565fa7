/**
 * The one rule for where a redirect of this site may point (no open redirect): every Location the
 * server sends goes through here, whatever the request path or a query parameter held.
 *
 * A browser reads a Location that starts with '//' as another host, and it reads '\' as '/'
 * ('/\evil.example' is '//evil.example'), after stripping leading spaces and C0 controls and
 * removing every tab, CR and LF. So a path is safe when, read the way a browser reads it, it
 * starts with exactly one '/'. Percent-encoded '%2F', '%5C' and controls are not separators to a
 * browser, but a proxy or a later hop that decodes them would make them one; at the start of a
 * path they mean nothing on this site, so they count as part of the leading run too.
 *
 * A path with such a leading run is repaired, not refused: '//x' and '/\x' become '/x', the
 * page of that name on this site (a 404 as a rule). That is what a site that merges slashes
 * does, it keeps a typo like '//services/' working, and the visitor never leaves the site.
 * Destinations someone else wrote (a sign-in's returnTo) use localPathOf's `repaired` to refuse
 * instead (server/auth/return-to.ts).
 */

/** Parses paths only; never seen outside this module. */
const BASE = 'http://local-path.invalid';

/**
 * What a browser may read as the start of an authority: '/', '\', spaces and C0 controls, and
 * their percent-encoded forms.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: C0 controls are among what this pattern strips.
const LEADING_RUN = /^(?:[\u0000-\u0020/\\]|%(?:[01][0-9a-f]|20|2f|5c))+/i;

/** Dot segments ('/./', '%2e%2e') may bring a new leading run to light: a few rounds settle any path. */
const MAX_ROUNDS = 4;

export interface LocalPath {
  /** Path, query and fragment, starting with exactly one '/', only printable ASCII (header-safe). */
  path: string;
  /** The leading run had to be collapsed to one '/' (the target was not already in this form). */
  repaired: boolean;
}

/**
 * The same-site path `target` names, as a browser would resolve it against this site, with its
 * leading run of slashes, backslashes and controls collapsed to one '/'. Null when `target` is
 * not a path at all: an absolute URL ('https://…', 'javascript:…') or a relative one ('x').
 */
export function localPathOf(target: string): LocalPath | null {
  const run = LEADING_RUN.exec(target)?.[0] ?? '';
  // Only a target that starts with a slash (after what a browser strips) is a path.
  if (!/[/\\]/.test(run)) return null;
  let repaired = run !== '/';
  let url: URL;
  try {
    url = new URL(`/${target.slice(run.length)}`, BASE);
  } catch {
    return null;
  }
  // One '/' and then no separator: the parser cannot see a host here. Checked all the same.
  if (url.origin !== BASE) return null;
  let pathname = url.pathname;
  for (let round = 0; ; round += 1) {
    const collapsed = pathname.replace(LEADING_RUN, '/');
    if (collapsed === pathname) break;
    if (round === MAX_ROUNDS) return null;
    repaired = true;
    pathname = new URL(collapsed, BASE).pathname;
  }
  // The URL parser percent-encodes controls, spaces and non-ASCII and drops tabs, CR and LF, so
  // what comes back is printable ASCII: nothing can break out of the Location header.
  return { path: `${pathname}${url.search}${url.hash}`, repaired };
}

/**
 * A Location for a path on this site: `target` with an unsafe leading run collapsed to one '/'
 * (see the module comment), or `fallback` when `target` is not a path.
 */
export function safeLocalPath(target: string, fallback = '/'): string {
  return localPathOf(target)?.path ?? fallback;
}

/**
 * A Location from code that may name a full address (a router loader's redirect): an address on
 * `origin` stays absolute with its path made safe, a path goes through safeLocalPath, and an
 * address anywhere else gives `fallback`: this site's pages never send a visitor to another host.
 */
export function safeSiteLocation(location: string, origin: string, fallback = '/'): string {
  const local = localPathOf(location);
  if (local) return local.path;
  try {
    const url = new URL(location);
    const site = new URL(origin).origin;
    if (url.origin === site) return `${site}${safeLocalPath(`${url.pathname}${url.search}${url.hash}`)}`;
  } catch {
    // not an address at all
  }
  return fallback;
}
