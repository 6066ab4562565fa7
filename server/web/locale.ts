import type { RequestHandler } from 'express';
import { isbot } from 'isbot';
import {
  LANG_COOKIE,
  REDIRECTED_COOKIE,
  SUGGESTION_COOKIE,
  isLocale,
  preferredLocale,
  splitLocalePath,
  DEFAULT_LOCALE,
  type Locale,
} from '../../shared/locales.js';
import { safeLocalPath } from '../../shared/local-path.js';
import { langCookie } from './cookies.js';
import { rawSearch } from './guards.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      locale: Locale;
      /** The path without its locale prefix. */
      localeRest: string;
      suggestedLocale: Locale | null;
    }
  }
}

/**
 * The page's language comes from its path: no prefix is Uzbek, /ru and /en the others
 * (SPEC §2). The first-visit rule of SPEC §4 sends a visitor without a `lang` cookie who lands
 * on /ru or /en to /; crawlers are exempt so the alternate-language pages stay indexable.
 */
export function pageLocale({ firstVisitRedirect }: { firstVisitRedirect: boolean }): RequestHandler {
  return (req, res, next) => {
    // Uzbek has no prefix: /uz/… is the same page without it.
    const uz = /^\/uz(?=\/|$)/.exec(req.path);
    if (uz) {
      // '/uz//evil.example' must not become '//evil.example': safeLocalPath collapses the run.
      res.redirect(301, safeLocalPath(`${req.path.slice(uz[0].length) || '/'}${rawSearch(req)}`));
      return;
    }
    const { locale, rest, prefixed } = splitLocalePath(req.path);
    res.locals.locale = locale;
    res.locals.localeRest = rest;
    res.vary('Cookie');

    const cookieLang = req.cookies?.[LANG_COOKIE] as unknown;
    const crawler = isbot(req.get('user-agent') ?? '');
    if (!isLocale(cookieLang) && !crawler) {
      res.cookie(LANG_COOKIE, DEFAULT_LOCALE, langCookie(req));
      res.cookie(REDIRECTED_COOKIE, DEFAULT_LOCALE, langCookie(req));
      if (firstVisitRedirect && prefixed) {
        res.set('Cache-Control', 'no-store').redirect(302, safeLocalPath('/'));
        return;
      }
    } else if (isLocale(cookieLang) && cookieLang !== locale) {
      // Visiting a language is choosing it.
      res.cookie(LANG_COOKIE, locale, langCookie(req));
      res.cookie(REDIRECTED_COOKIE, locale, langCookie(req));
    }

    const browser = preferredLocale(req.get('accept-language'));
    res.locals.suggestedLocale =
      browser && browser !== locale && req.cookies?.[SUGGESTION_COOKIE] !== 'dismissed' && !crawler ? browser : null;
    if (res.locals.suggestedLocale) res.vary('Accept-Language');
    next();
  };
}
