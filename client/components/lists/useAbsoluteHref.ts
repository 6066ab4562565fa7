import { useCallback } from 'react';
import { useAppState } from '../../app-state.js';
import { localizedHref } from './hrefs.js';

/** Absolute addresses in the page's language (structured data names pages by full URL). */
export function useAbsoluteHref(): (href: string) => string {
  const { origin, locale } = useAppState();
  return useCallback((href: string) => (/^https?:\/\//.test(href) ? href : origin + localizedHref(locale, href)), [origin, locale]);
}
