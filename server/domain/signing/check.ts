/**
 * The public check of a signed paper (issue 33, ADR 026): /verify/{code}, the address its QR code
 * carries. Anyone with the code sees the paper's title, its SHA-256, when it was made, and each
 * signature (the signer, their PINFL or TIN masked, the certificate, the times, verified by
 * E-IMZO-SERVER); whoever holds the file may compare its hash. Nothing else of the paper unless its
 * owner chose to show the file.
 */
import type { PaperCheck } from '../../../shared/signing/papers.js';
import type { Queryable } from '../../db/adapter.js';
import { paperFileWhere, signatureView, signaturesOf, type PaperFile } from './papers.js';

export async function paperCheck(db: Queryable, code: string, sha256: string | undefined): Promise<PaperCheck | null> {
  const { rows } = await db.query<{ id: number; title: string; sha256: string; created_at: Date; public_file: boolean }>(
    'SELECT id::int, title, sha256, created_at, public_file FROM signed_papers WHERE verify_code = $1',
    [code],
  );
  const row = rows[0];
  if (!row) return null;
  const signatures = await signaturesOf(db, row.id);
  return {
    title: row.title,
    sha256: row.sha256,
    createdAt: row.created_at.toISOString(),
    signatures: signatures.map(signatureView),
    publicFile: row.public_file,
    matches: sha256 === undefined ? null : sha256.toLowerCase() === row.sha256,
  };
}

/** The file of a paper whose owner shows it on the public check. */
export function publicPaperFile(db: Queryable, code: string): Promise<PaperFile | null> {
  return paperFileWhere(db, 'p.verify_code = $1 AND p.public_file', [code]);
}
