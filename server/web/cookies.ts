import type { CookieOptions, Request } from 'express';
import { LANG_COOKIE_MAX_AGE_SECONDS } from '../../shared/locales.js';

/** Secure cookies whenever the visitor's connection is https (directly or at the balancer). */
export function baseCookie(req: Request): CookieOptions {
  return { path: '/', sameSite: 'lax', secure: req.secure };
}

/** The language cookies of docs/product.md §4: 365 days, path /, SameSite=Lax; readable by the page. */
export function langCookie(req: Request): CookieOptions {
  return { ...baseCookie(req), maxAge: LANG_COOKIE_MAX_AGE_SECONDS * 1000, httpOnly: false };
}
