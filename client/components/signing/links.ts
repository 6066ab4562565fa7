/** Where a signed paper's files are downloaded (server/api/signing/files.ts) and where its pages are. */
import type { Locale } from '../../../shared/locales.js';
import type { OwnPaper } from '../../../shared/signing/papers.js';

const base = (id: number) => `/api/v1/me/papers/${id}`;

export const paperFileHref = (id: number, lang: Locale) => `${base(id)}/file.pdf?lang=${lang}`;
export const paperSignedHref = (id: number, lang: Locale) => `${base(id)}/signed.pdf?lang=${lang}`;
export const paperBundleHref = (id: number, lang: Locale) => `${base(id)}/bundle.zip?lang=${lang}`;
export const signatureP7sHref = (id: number, signatureId: number, lang: Locale) => `${base(id)}/signatures/${signatureId}/signature.p7s?lang=${lang}`;
/** The exact file an invited party reads before signing. */
export const invitedFileHref = (token: string, lang: Locale) => `/api/v1/me/paper-invites/${token}/file.pdf?lang=${lang}`;
export const publicFileHref = (code: string, lang: Locale) => `/api/v1/verify/${code}/file.pdf?lang=${lang}`;

/** The page of a paper inside the site (prefix it with the locale through useHref). */
export const paperPath = (id: number) => `/home/papers/${id}`;

/** The claim's or the document's page the paper was made from. */
export function paperSourcePath(paper: Pick<OwnPaper, 'source' | 'sourceId'>): string {
  return paper.source === 'claim' ? `/statement-of-claim/my/${paper.sourceId}?step=review` : `/documents/my/${paper.sourceId}`;
}
