import type { RequestHandler } from 'express';
import { isbot } from 'isbot';
import {
  ASKED_LOCALE_COOKIE,
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
import { baseCookie, langCookie } from './cookies.js';
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
 * (docs/product.md §2). The first-visit rule of docs/product.md §4 sends a visitor without a `lang` cookie who lands
 * on /ru or /en to the same page in Uzbek, its query kept (docs/design.md §5: a shared link is not
 * lost), and remembers the language the link asked for, for the visit, so that the language
 * offer leads back to the page as asked; crawlers are exempt so the alternate-language pages
 * stay indexable.
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
        // A session cookie: the offer stands for this visit, not for a year.
        res.cookie(ASKED_LOCALE_COOKIE, locale, { ...baseCookie(req), httpOnly: false });
        // '/ru//evil.example' must not become '//evil.example': safeLocalPath collapses the run.
        res.set('Cache-Control', 'no-store').redirect(302, safeLocalPath(`${rest}${rawSearch(req)}`));
        return;
      }
    } else if (isLocale(cookieLang) && cookieLang !== locale) {
      // Visiting a language is choosing it.
      res.cookie(LANG_COOKIE, locale, langCookie(req));
      res.cookie(REDIRECTED_COOKIE, locale, langCookie(req));
    }

    // The language a shared link asked for comes before the browser's; once its page is reached
    // (the offer taken, or the visitor switched), it has done its work.
    const asked = req.cookies?.[ASKED_LOCALE_COOKIE] as unknown;
    const askedLocale = isLocale(asked) && asked !== locale ? asked : null;
    if (asked !== undefined && !askedLocale) res.clearCookie(ASKED_LOCALE_COOKIE, { ...baseCookie(req), httpOnly: false });
    const browser = askedLocale ? null : preferredLocale(req.get('accept-language'));
    const offered = askedLocale ?? (browser !== locale ? browser : null);
    res.locals.suggestedLocale = offered && req.cookies?.[SUGGESTION_COOKIE] !== 'dismissed' && !crawler ? offered : null;
    if (browser && res.locals.suggestedLocale) res.vary('Accept-Language');
    next();
  };
}
