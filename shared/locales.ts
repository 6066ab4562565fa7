/** The site's languages (docs/product.md §2, §4): Uzbek is the default and has no path prefix. */
export const LOCALES = ['uz', 'ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uz';

/** Translation fallback of the i18n layer (docs/product.md §4 gives en-US while routing defaults to uz). */
export const TRANSLATION_FALLBACK: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Router basename of a locale: '' for uz, '/ru', '/en'. */
export function basenameOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Formatting locale of docs/product.md §4: en → en_US, ru → ru_RU, otherwise uz_UZ. */
export function formattingLocale(locale: string): 'en_US' | 'ru_RU' | 'uz_UZ' {
  if (locale === 'en') return 'en_US';
  if (locale === 'ru') return 'ru_RU';
  return 'uz_UZ';
}

/** The same, as a BCP 47 tag for Intl APIs. */
export function intlLocale(locale: string): 'en-US' | 'ru-RU' | 'uz-UZ' {
  return formattingLocale(locale).replace('_', '-') as 'en-US' | 'ru-RU' | 'uz-UZ';
}

/** Text stored in all three languages (docs/design.md §4). */
export type LocalizedText = Partial<Record<Locale, string>>;

/** Resolves localized text: the locale asked for, then Uzbek, then Russian, then English. */
export function pickText(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text.uz || text.ru || text.en || '';
}

/** Cookies of docs/product.md §4: 365 days, path /, SameSite=Lax. */
export const LANG_COOKIE = 'lang';
export const REDIRECTED_COOKIE = 'i18n_redirected';
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Set when the visitor dismisses the browser-language suggestion. */
export const SUGGESTION_COOKIE = 'lang_offer';
/**
 * The language a first visit's link asked for (/ru/…, /en/…) before the first-visit rule showed
 * the page in Uzbek (docs/design.md §5): offered back for the rest of the visit (a session cookie).
 */
export const ASKED_LOCALE_COOKIE = 'lang_asked';

/** Splits a request path into its locale and the locale-free rest. */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string; prefixed: boolean } {
  const match = /^\/(ru|en)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, rest: pathname || '/', prefixed: false };
  const rest = pathname.slice(match[0].length) || '/';
  return { locale: match[1] as Locale, rest, prefixed: true };
}

/** The same page in another language: /services → /ru/services; / → /ru. */
export function localizedPath(locale: Locale, rest: string, search = ''): string {
  const base = basenameOf(locale);
  const path = rest === '/' && base ? base : `${base}${rest}`;
  return `${path}${search}`;
}

/** The best supported language of an Accept-Language header, or null. */
export function preferredLocale(acceptLanguage: string | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.lang).find(isLocale) ?? null;
}
