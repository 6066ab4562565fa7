/**
 * The signing pages' data (issue 33, ADR 026): a paper its owner or signer reads and signs
 * (/home/papers/{id}), a paper another party is invited to sign (/home/papers/invite?token=), and
 * the public check (/verify/{code}).
 */
import type { OwnPaper, PaperCheck } from '../signing/papers';
import type { PageMeta } from './meta';

export interface PaperPageData {
  paper: OwnPaper;
  meta: PageMeta;
}

export interface PaperInvitePageData {
  paper: OwnPaper;
  token: string;
  meta: PageMeta;
}

export interface VerifyPageData {
  code: string;
  check: PaperCheck;
  /** The SHA-256 asked about (?sha256=), as typed; null when none was. */
  sha256: string | null;
  meta: PageMeta;
}
