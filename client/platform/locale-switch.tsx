import { createContext, useContext } from 'react';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE_SECONDS, REDIRECTED_COOKIE, SUGGESTION_COOKIE, type Locale } from '../../shared/locales.js';

/** The one set-locale action (docs/product.md §4): sets the cookies and shows the same page in `next`. */
export type SetLocale = (next: Locale) => void;

const SetLocaleContext = createContext<SetLocale | null>(null);
export const SetLocaleProvider = SetLocaleContext.Provider;

export function useSetLocale(): SetLocale | null {
  return useContext(SetLocaleContext);
}

function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads these cookies to pick the page's language; the Cookie Store API is missing from some browsers the site serves (Firefox, older Safari)
  document.cookie = `${name}=${value}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** Records the visitor's language choice; a chosen language also ends the suggestion. */
export function writeLocaleCookies(locale: Locale): void {
  writeCookie(LANG_COOKIE, locale);
  writeCookie(REDIRECTED_COOKIE, locale);
  writeCookie(SUGGESTION_COOKIE, 'dismissed');
}

export function dismissSuggestion(): void {
  writeCookie(SUGGESTION_COOKIE, 'dismissed');
}
