import { localizedPath } from '../../../shared/locales.js';
import { useAppState } from '../../app-state.js';

/** Absolute URLs of site paths in the page's language (structured data wants full links). */
export function useAbsoluteUrl(): (path: string) => string {
  const { origin, locale } = useAppState();
  return (path) => {
    const [pathname = '/', search = ''] = path.split(/(?=\?)/);
    return origin + localizedPath(locale, pathname, search);
  };
}
