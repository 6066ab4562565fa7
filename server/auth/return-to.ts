import { splitLocalePath, type Locale } from '../../shared/locales.js';

export const RETURN_TO_MAX = 512;
const BASE = 'http://return-to.invalid';

/**
 * Where to send the visitor after signing in or out: a path on this site, never elsewhere (no
 * open redirect). It must start with one '/', not '//' or '/\' (which browsers read as another
 * host), hold no control characters, stay within RETURN_TO_MAX, and resolve on this origin.
 * The sign-in routes themselves are not a destination. Anything else gives '/'.
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes: browsers strip or rewrite them before resolving.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  // '/.//evil.example' normalizes to '//evil.example': check what would be sent, too.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback;
  if (/^\/(auth|_oneid)(\/|$)/.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The language of a destination path: /ru/… → ru, /en/… → en, otherwise uz. */
export function localeOfPath(path: string): Locale {
  return splitLocalePath(path.split(/[?#]/)[0] ?? '/').locale;
}

/** A same-origin Referer as a destination (a sign-in link without returnTo). */
export function returnToFromReferer(referer: string | undefined, publicOrigin: string): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(publicOrigin).origin) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}
