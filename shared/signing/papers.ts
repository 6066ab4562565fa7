/**
 * Signed papers as pages show them (issue 33, ADR 026): a generated claim or document frozen as
 * the exact PDF its signers signed with E-IMZO, and the public check's code. Zod-free, so pages
 * import it without the schemas.
 */
import type { Locale } from '../locales';

export type PaperSource = 'claim' | 'document';

/** A signature as the paper's owner, its signers and the public check see it (PINFL and TIN masked). */
export interface PaperSignature {
  id: number;
  signerName: string;
  pinfl: string;
  tin: string | null;
  organisation: string | null;
  position: string | null;
  certificateSerial: string;
  issuer: string;
  certificateValidTo: string;
  /** The signer's computer's time when signing (the signature's own attribute). */
  signedAt: string | null;
  /** The timestamp token's time: when E-IMZO-SERVER's timestamp authority saw the signature. */
  timestampedAt: string | null;
  /** When E-IMZO-SERVER verified it for the site (the signature was accepted then). */
  verifiedAt: string;
}

export interface OwnPaper {
  id: number;
  source: PaperSource;
  /** The claim's or the document's id. */
  sourceId: number;
  /** The claim's or the document's version the file was made from. */
  sourceVersion: number;
  title: string;
  locale: Locale;
  sha256: string;
  size: number;
  /** /verify/{code}, the public check. */
  verifyCode: string;
  publicFile: boolean;
  createdAt: string;
  signatures: PaperSignature[];
  /** The caller signed it already. */
  signedByMe: boolean;
  /** The caller made it (may invite, may show the file on the public check). */
  owner: boolean;
}

export interface PaperList {
  items: OwnPaper[];
}

/** A one-time link for another signer, shown once. */
export interface PaperInvite {
  link: string;
  expiresAt: string;
}

/** GET /verify/{code}: what anyone holding the paper may see. */
export interface PaperCheck {
  title: string;
  sha256: string;
  createdAt: string;
  signatures: PaperSignature[];
  /** The owner lets the file be downloaded from the check. */
  publicFile: boolean;
  /** The SHA-256 asked about (?sha256=) is the paper's; null when none was asked. */
  matches: boolean | null;
}

/** A PINFL as others see it: the first three and last three digits. */
export function maskPinfl(pinfl: string): string {
  return pinfl.length === 14 ? `${pinfl.slice(0, 3)}${'•'.repeat(8)}${pinfl.slice(11)}` : '•'.repeat(pinfl.length);
}

/** A TIN as others see it: the first three and last two digits. */
export function maskTin(tin: string): string {
  return tin.length === 9 ? `${tin.slice(0, 3)}${'•'.repeat(4)}${tin.slice(7)}` : '•'.repeat(tin.length);
}

/** The public check's code: random, URL-safe. */
export const VERIFY_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function paperVerifyPath(code: string): string {
  return `/verify/${code}`;
}

/** The E-IMZO application's key list entry, from `pfx.list_all_certificates`'s alias (ADR 026). */
export interface EimzoKey {
  /** Which entry of the list (its index), to load. */
  index: number;
  /** The ID card in a reader: its owner is known once it signs. */
  idCard?: boolean;
  name: string;
  pinfl: string | null;
  tin: string | null;
  organisation: string | null;
  position: string | null;
  serialNumber: string;
  validFrom: Date | null;
  validTo: Date | null;
}
