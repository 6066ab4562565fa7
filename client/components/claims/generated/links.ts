/** Where a generated claim is downloaded and printed (server/api/claims/exports.ts, /mc-rnders?claim=). */
import type { Locale } from '../../../../shared/locales.js';

export function claimExportHref(id: number, format: 'docx' | 'pdf', lang: Locale, version?: number): string {
  return `/api/v1/me/claims/${id}/export.${format}?lang=${lang}${version !== undefined ? `&version=${version}` : ''}`;
}

/** The print view's path inside the site (prefix it with the locale through useHref). */
export function claimPrintPath(id: number): string {
  return `/mc-rnders?claim=${id}`;
}
