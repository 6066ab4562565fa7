/**
 * Signed papers (issue 33, ADR 026): a generated claim or a document frozen as the PDF its
 * signers sign. The file is rendered once, when the first signer starts, and kept as bytes: what
 * a key signed is never rendered again, so its SHA-256 holds. A paper belongs to the version it
 * was made from; editing the claim or the document makes a new, unsigned version and this paper
 * stays as it was. Its owner and everyone who signed it may read it; the public check reads only
 * what ./check.ts shows.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '../../../shared/locales.js';
import { documentMacros } from '../../../shared/documents/fields.js';
import type { FieldValues } from '../../../shared/documents/fields.js';
import type { TemplateField } from '../../../shared/api/types.js';
import type { RichTextDocument } from '../../../shared/richtext/types.js';
import type { ClaimAnswers } from '../../../shared/claims/types.js';
import { maskPinfl, maskTin, type OwnPaper, type PaperSignature, type PaperSource } from '../../../shared/signing/papers.js';
import type { Queryable } from '../../db/adapter.js';
import { EXPORT_FORMATS, type ExportInput } from '../../documents/exports.js';
import { getOwnDocument } from '../documents/own-documents.js';

/** What a paper's file was rendered from, kept to render the copy with the signature page. */
export interface PaperRender {
  body: RichTextDocument;
  fields?: TemplateField[];
  fieldValues?: FieldValues;
}

interface PaperRow {
  id: number;
  user_id: number;
  claim_id: number | null;
  document_id: number | null;
  source_version: number;
  title: string;
  locale: Locale;
  sha256: string;
  size: number;
  verify_code: string;
  public_file: boolean;
  created_at: Date;
  party_tins: string[];
}

export interface SignatureRow {
  id: number;
  user_id: number | null;
  signer_name: string;
  pinfl: string;
  tin: string | null;
  organisation: string | null;
  position: string | null;
  certificate_serial: string;
  issuer: string;
  certificate_valid_to: Date;
  signed_at: Date | null;
  timestamped_at: Date | null;
  verified_at: Date;
}

const PAPER_COLUMNS = `p.id::int, p.user_id::int, p.claim_id::int, p.document_id::int, p.source_version, p.title, p.locale, p.sha256,
  octet_length(p.file) AS size, p.verify_code, p.public_file, p.created_at, p.party_tins`;
export const SIGNATURE_COLUMNS = `id::int, user_id::int, signer_name, pinfl, tin, organisation, position, certificate_serial, issuer,
  certificate_valid_to, signed_at, timestamped_at, verified_at`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A signature as anyone allowed to see it reads it: the PINFL and the TIN masked. */
export function signatureView(row: SignatureRow): PaperSignature {
  return {
    id: row.id,
    signerName: row.signer_name,
    pinfl: maskPinfl(row.pinfl),
    tin: row.tin ? maskTin(row.tin) : null,
    organisation: row.organisation,
    position: row.position,
    certificateSerial: row.certificate_serial,
    issuer: row.issuer,
    certificateValidTo: row.certificate_valid_to.toISOString(),
    signedAt: iso(row.signed_at),
    timestampedAt: iso(row.timestamped_at),
    verifiedAt: row.verified_at.toISOString(),
  };
}

export async function signaturesOf(db: Queryable, paperId: number): Promise<SignatureRow[]> {
  const { rows } = await db.query<SignatureRow>(`SELECT ${SIGNATURE_COLUMNS} FROM paper_signatures WHERE paper_id = $1 ORDER BY id`, [paperId]);
  return rows;
}

async function paperView(db: Queryable, row: PaperRow, userId: number): Promise<OwnPaper> {
  const signatures = await signaturesOf(db, row.id);
  return {
    id: row.id,
    source: row.claim_id !== null ? 'claim' : 'document',
    sourceId: (row.claim_id ?? row.document_id) as number,
    sourceVersion: row.source_version,
    title: row.title,
    locale: row.locale,
    sha256: row.sha256,
    size: row.size,
    verifyCode: row.verify_code,
    publicFile: row.public_file,
    createdAt: row.created_at.toISOString(),
    signatures: signatures.map(signatureView),
    signedByMe: signatures.some((signature) => signature.user_id === userId),
    owner: row.user_id === userId,
  };
}

/** Who may read a paper: its owner, and whoever signed it. */
const READER = `(p.user_id = $2 OR EXISTS (SELECT 1 FROM paper_signatures s WHERE s.paper_id = p.id AND s.user_id = $2))`;

/** The paper's row if the caller may read it. */
export async function readablePaperRow(db: Queryable, userId: number, paperId: number): Promise<PaperRow | null> {
  const { rows } = await db.query<PaperRow>(`SELECT ${PAPER_COLUMNS} FROM signed_papers p WHERE p.id = $1 AND ${READER}`, [paperId, userId]);
  return rows[0] ?? null;
}

/** The paper as the caller would see it, for one entitled otherwise (an invitation to sign it). */
export async function paperViewOf(db: Queryable, userId: number, paperId: number): Promise<OwnPaper | null> {
  const { rows } = await db.query<PaperRow>(`SELECT ${PAPER_COLUMNS} FROM signed_papers p WHERE p.id = $1`, [paperId]);
  return rows[0] ? paperView(db, rows[0], userId) : null;
}

export async function getPaper(db: Queryable, userId: number, paperId: number): Promise<OwnPaper | null> {
  const row = await readablePaperRow(db, userId, paperId);
  return row ? paperView(db, row, userId) : null;
}

/** The papers of one of the caller's claims or documents, newest first; null: not theirs. */
export async function listPapers(db: Queryable, userId: number, source: PaperSource, sourceId: number): Promise<OwnPaper[] | null> {
  const table = source === 'claim' ? 'user_claims' : 'user_documents';
  const column = source === 'claim' ? 'claim_id' : 'document_id';
  const owned = await db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND user_id = $2`, [sourceId, userId]);
  if (owned.rows.length === 0) return null;
  const { rows } = await db.query<PaperRow>(`SELECT ${PAPER_COLUMNS} FROM signed_papers p WHERE p.${column} = $1 ORDER BY p.id DESC LIMIT 50`, [sourceId]);
  return Promise.all(rows.map((row) => paperView(db, row, userId)));
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface PaperSourceState {
  version: number;
  title: string;
  locale: Locale;
  render: PaperRender;
  partyTins: string[];
}

/** A claim's current generated document, with the plaintiff's TIN when an organisation claims. */
async function claimSource(db: Queryable, userId: number, claimId: number): Promise<PaperSourceState | 'not_generated' | null> {
  const { rows } = await db.query<{
    generated_version: number | null;
    title: string;
    locale: Locale;
    body: RichTextDocument | null;
    answers: ClaimAnswers | null;
  }>(
    `SELECT c.generated_version, v.title, v.locale, v.body, v.answers FROM user_claims c
       LEFT JOIN user_claim_versions v ON v.claim_id = c.id AND v.n = c.generated_version AND v.reason = 'generated'
      WHERE c.id = $1 AND c.user_id = $2`,
    [claimId, userId],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.generated_version === null || !row.body) return 'not_generated';
  const plaintiff = row.answers?.parties?.plaintiff;
  const tin = plaintiff?.kind === 'entity' && plaintiff.tin ? [plaintiff.tin] : [];
  return { version: row.generated_version, title: row.title, locale: row.locale, render: { body: row.body }, partyTins: tin };
}

async function documentSource(db: Queryable, userId: number, documentId: number, lang: Locale): Promise<PaperSourceState | null> {
  const document = await getOwnDocument(db, userId, documentId, lang);
  if (!document) return null;
  return {
    version: document.version,
    title: document.title,
    locale: document.locale,
    render: { body: document.body, fields: document.fields, fieldValues: document.fieldValues },
    partyTins: [],
  };
}

/** The export's input from what a paper keeps. */
export function exportInputOf(title: string, locale: Locale, render: PaperRender): ExportInput {
  return {
    title,
    locale,
    body: render.body,
    ...(render.fields && render.fieldValues ? { macros: documentMacros(render.fields, render.fieldValues, locale) } : {}),
  };
}

export type StartedPaper = { paper: OwnPaper; created: boolean } | 'not_generated' | null;

/**
 * The paper of the claim's or the document's current version: the one made already, or a new one
 * with the PDF rendered now. null: not the caller's; 'not_generated': a claim with nothing generated.
 */
export async function startPaper(db: Queryable, userId: number, source: PaperSource, sourceId: number, lang: Locale): Promise<StartedPaper> {
  const state = source === 'claim' ? await claimSource(db, userId, sourceId) : await documentSource(db, userId, sourceId, lang);
  if (state === null || state === 'not_generated') return state;
  const column = source === 'claim' ? 'claim_id' : 'document_id';
  const existing = await db.query<PaperRow>(`SELECT ${PAPER_COLUMNS} FROM signed_papers p WHERE p.${column} = $1 AND p.source_version = $2`, [
    sourceId,
    state.version,
  ]);
  if (existing.rows[0]) return { paper: await paperView(db, existing.rows[0], userId), created: false };
  const file = await EXPORT_FORMATS.pdf.render(exportInputOf(state.title, state.locale, state.render));
  // Two first clicks at once make one paper: the second insert finds the first's row.
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO signed_papers (user_id, ${column}, source_version, title, locale, file, render, party_tins, sha256, verify_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT DO NOTHING RETURNING id::int`,
    [
      userId,
      sourceId,
      state.version,
      state.title,
      state.locale,
      file,
      JSON.stringify(state.render),
      state.partyTins,
      sha256Hex(file),
      randomBytes(16).toString('base64url'),
    ],
  );
  const again = await db.query<PaperRow>(`SELECT ${PAPER_COLUMNS} FROM signed_papers p WHERE p.${column} = $1 AND p.source_version = $2`, [
    sourceId,
    state.version,
  ]);
  const row = again.rows[0];
  if (!row) throw new Error('the paper was neither made nor found');
  return { paper: await paperView(db, row, userId), created: inserted.rows.length > 0 };
}

/** The paper's file, exactly the bytes signed, and what the copy with the signature page needs. */
export interface PaperFile {
  id: number;
  title: string;
  locale: Locale;
  file: Buffer;
  sha256: string;
  verifyCode: string;
  render: PaperRender;
}

export async function paperFileWhere(db: Queryable, where: string, values: unknown[]): Promise<PaperFile | null> {
  const { rows } = await db.query<{ id: number; title: string; locale: Locale; file: Buffer; sha256: string; verify_code: string; render: PaperRender }>(
    `SELECT p.id::int, p.title, p.locale, p.file, p.sha256, p.verify_code, p.render FROM signed_papers p WHERE ${where}`,
    values,
  );
  const row = rows[0];
  return row
    ? { id: row.id, title: row.title, locale: row.locale, file: Buffer.from(row.file), sha256: row.sha256, verifyCode: row.verify_code, render: row.render }
    : null;
}

export function readablePaperFile(db: Queryable, userId: number, paperId: number): Promise<PaperFile | null> {
  return paperFileWhere(db, `p.id = $1 AND ${READER}`, [paperId, userId]);
}

/** One signature's PKCS#7 (the .p7s) on a paper the caller may read. */
export async function signaturePkcs7(db: Queryable, userId: number, paperId: number, signatureId: number): Promise<{ pkcs7: Buffer; signer: string } | null> {
  if (!(await readablePaperRow(db, userId, paperId))) return null;
  const { rows } = await db.query<{ pkcs7: Buffer; signer_name: string }>('SELECT pkcs7, signer_name FROM paper_signatures WHERE id = $1 AND paper_id = $2', [
    signatureId,
    paperId,
  ]);
  return rows[0] ? { pkcs7: Buffer.from(rows[0].pkcs7), signer: rows[0].signer_name } : null;
}

/** Every signature's PKCS#7 of a paper, in the order they were given. */
export async function paperPkcs7s(db: Queryable, paperId: number): Promise<{ id: number; pkcs7: Buffer; signer: string }[]> {
  const { rows } = await db.query<{ id: number; pkcs7: Buffer; signer_name: string }>(
    'SELECT id::int, pkcs7, signer_name FROM paper_signatures WHERE paper_id = $1 ORDER BY id',
    [paperId],
  );
  return rows.map((row) => ({ id: row.id, pkcs7: Buffer.from(row.pkcs7), signer: row.signer_name }));
}

/** The owner shows (or hides) the file on the public check. */
export async function setPaperPublicFile(db: Queryable, userId: number, paperId: number, publicFile: boolean): Promise<OwnPaper | null> {
  const { rows } = await db.query<{ id: number }>('UPDATE signed_papers SET public_file = $3 WHERE id = $1 AND user_id = $2 RETURNING id::int', [
    paperId,
    userId,
    publicFile,
  ]);
  return rows[0] ? getPaper(db, userId, paperId) : null;
}
