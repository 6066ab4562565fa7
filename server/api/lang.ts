import type { Request } from 'express';
import { DEFAULT_LOCALE, isLocale, preferredLocale, type Locale } from '../../shared/locales.js';

/**
 * The language of an API call: `?lang=` when given, else the best of Accept-Language, else
 * Uzbek. Null when `?lang=` names no language of the site (the caller answers 400).
 */
export function requestLanguage(req: Request): Locale | null {
  const asked = req.query.lang;
  if (asked !== undefined) return isLocale(asked) ? asked : null;
  return preferredLocale(req.get('accept-language')) ?? DEFAULT_LOCALE;
}
