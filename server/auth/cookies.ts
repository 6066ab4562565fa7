import { createHash } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { SESSION_COOKIE } from './sessions.js';

/**
 * A cookie scripts may read, set and cleared with `act`: its value changes whenever the browser
 * signs in or out, so other tabs notice by polling document.cookie (docs/product.md §9) without ever seeing
 * the HttpOnly token. The value is derived from the token one way; it opens nothing.
 */
export const SIGNED_IN_COOKIE = 'act_seen';

export function signedInMarker(token: string): string {
  return createHash('sha256').update(`huquq-seen\u0000${token}`).digest('base64url').slice(0, 16);
}

export interface SessionCookieSettings {
  /** COOKIE_DOMAIN: the parent domain (e.g. .huquq.uz), or undefined. */
  domain: string | undefined;
  /** PUBLIC_ORIGIN is https: cookies are Secure even when a proxy hides the scheme. */
  httpsOrigin: boolean;
}

/** HttpOnly (never readable by scripts), SameSite=Lax (OneID returns by a cross-site redirect). */
function base(req: Request, settings: SessionCookieSettings): CookieOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure || settings.httpsOrigin };
}

/** The parent domain, when this request's host is that domain or under it (else a browser would drop it). */
function parentDomain(req: Request, settings: SessionCookieSettings): string | null {
  if (!settings.domain) return null;
  const domain = settings.domain.replace(/^\./, '').toLowerCase();
  const host = req.hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`) ? domain : null;
}

/**
 * The session cookie `act` on the current host and, with COOKIE_DOMAIN, on the parent domain
 * too (docs/product.md §6), so the site's other hosts share the session.
 */
export function setSessionCookies(req: Request, res: Response, token: string, maxAgeMs: number, settings: SessionCookieSettings): void {
  const options = { ...base(req, settings), maxAge: maxAgeMs };
  const marker = signedInMarker(token);
  res.cookie(SESSION_COOKIE, token, options);
  res.cookie(SIGNED_IN_COOKIE, marker, { ...options, httpOnly: false });
  const domain = parentDomain(req, settings);
  if (domain) {
    res.cookie(SESSION_COOKIE, token, { ...options, domain });
    res.cookie(SIGNED_IN_COOKIE, marker, { ...options, httpOnly: false, domain });
  }
}

/** Removes both cookies (sign-out, a revoked or unknown session). */
export function clearSessionCookies(req: Request, res: Response, settings: SessionCookieSettings): void {
  res.clearCookie(SESSION_COOKIE, base(req, settings));
  res.clearCookie(SIGNED_IN_COOKIE, { ...base(req, settings), httpOnly: false });
  const domain = parentDomain(req, settings);
  if (domain) {
    res.clearCookie(SESSION_COOKIE, { ...base(req, settings), domain });
    res.clearCookie(SIGNED_IN_COOKIE, { ...base(req, settings), httpOnly: false, domain });
  }
}

/** The raw session token of a request: the `act` header (API clients), else the cookie. */
export function sessionTokenOf(req: Request): string | undefined {
  const header = req.get(SESSION_COOKIE);
  if (header) return header;
  const cookie: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof cookie === 'string' ? cookie : undefined;
}
