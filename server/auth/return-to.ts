import { localPathOf } from '../../shared/local-path.js';
import { splitLocalePath, type Locale } from '../../shared/locales.js';

export const RETURN_TO_MAX = 512;

/**
 * Where to send the visitor after signing in or out: a path on this site, never elsewhere (no
 * open redirect). Someone else may have written it (a crafted link), so where safeLocalPath would
 * repair a redirect, a returnTo is refused instead: it must start with one '/', not '//', '/\'
 * or an encoded '%2F'/'%5C' (which a browser or a decoding hop reads as another host), hold no
 * control characters or backslashes, stay within RETURN_TO_MAX, and keep one leading '/' once
 * its dot segments are resolved ('/.//evil.example'). The sign-in routes themselves are not a
 * destination. Anything else gives `fallback`: the home page, not a half-repaired path.
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX) return fallback;
  // Control characters and backslashes: browsers strip or rewrite them before resolving.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a return path holding control characters is refused.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const local = localPathOf(value);
  if (!local || local.repaired) return fallback;
  if (/^\/(auth|_oneid)(\/|[?#]|$)/.test(local.path)) return fallback;
  return local.path;
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
