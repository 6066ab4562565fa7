/** Per-request values the API's middleware share through res.locals. */
import type { RequestHandler, Response } from 'express';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales.js';
import { messageFor } from '../../shared/validation/index.js';
import { requestLanguage } from './lang.js';
import type { ApiMessages } from './messages.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The language of an API call (?lang=, Accept-Language, uz). */
      apiLang?: Locale;
    }
  }
}

export function apiLanguageOf(res: Response): Locale {
  return res.locals.apiLang ?? DEFAULT_LOCALE;
}

/** Resolves the call's language first, so even a 400 speaks it; a bad ?lang= is that 400. */
export function apiLanguage(messages: ApiMessages): RequestHandler {
  return (req, res, next) => {
    const lang = requestLanguage(req);
    res.vary('Accept-Language');
    if (lang === null) {
      const fields = { lang: messageFor({ key: 'invalid', params: {} }, 'lang', messages.validation(DEFAULT_LOCALE)) };
      next(messages.fail(DEFAULT_LOCALE, 400, 'invalid_request', fields));
      return;
    }
    res.locals.apiLang = lang;
    res.set('Content-Language', lang);
    next();
  };
}
