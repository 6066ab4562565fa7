/**
 * A signed paper's files (issue 33, ADR 026), routes of their own beside the table's operations
 * (ADR 019), for its owner and its signers:
 *
 * - GET /me/papers/{id}/file.pdf                          the PDF exactly as signed (its SHA-256 is the paper's)
 * - GET /me/papers/{id}/signed.pdf                        the same pages and a last one listing the signatures with a QR code
 * - GET /me/papers/{id}/signatures/{signatureId}/signature.p7s   one signature, detached, timestamped
 * - GET /me/papers/{id}/bundle.zip                        the PDF and each .p7s, for e-filing
 * - GET /me/paper-invites/{token}/file.pdf               the PDF to the party invited to sign it
 * - GET /verify/{code}/file.pdf                           the PDF to anyone, when its owner shows it
 *
 * The .p7s are named after the PDF (`<title>.pdf.p7s`, then `.2.p7s`…), as e-filing expects the
 * signature beside its file. Another visitor's paper is 404; any other method is 405.
 */
import type { Request, Response, Router } from 'express';
import { createTranslator } from '../../../shared/i18n/index.js';
import { idParams } from '../../../shared/api/queries.js';
import { inviteParams, signatureParams, verifyCodeParams } from '../../../shared/api/signing/contract.js';
import { invitedPaperId } from '../../domain/signing/invites.js';
import { paperVerifyPath } from '../../../shared/signing/papers.js';
import { publicPaperFile } from '../../domain/signing/check.js';
import {
  exportInputOf,
  paperFileWhere,
  paperPkcs7s,
  readablePaperFile,
  signatureView,
  signaturesOf,
  signaturePkcs7,
  type PaperFile,
} from '../../domain/signing/papers.js';
import { EXPORT_FORMATS, PDF_MIME } from '../../documents/exports.js';
import { attachmentDisposition, fileBaseName } from '../../documents/filename.js';
import { methodNotAllowed } from '../errors.js';
import type { ApiKit } from '../kit.js';

export const P7S_MIME = 'application/pkcs7-signature';
const ZIP_MIME = 'application/zip';

/** `<title>.pdf.p7s` for the first signature, `<title>.pdf.2.p7s` for the second… */
function p7sName(title: string, index: number): string {
  return `${fileBaseName(title)}.pdf${index === 0 ? '' : `.${index + 1}`}.p7s`;
}

function send(res: Response, bytes: Uint8Array, mime: string, disposition: string): void {
  res.set({ 'Content-Type': mime, 'Content-Disposition': disposition, 'Content-Length': String(bytes.length), 'Cache-Control': 'private, no-store' });
  res.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

export function signedPaperFileRoutes(router: Router, kit: ApiKit): void {
  const { db } = kit;
  const base = '/me/papers/:id';

  async function readable(req: Request, res: Response): Promise<PaperFile> {
    const { id } = kit.paramsOf(idParams, req, res);
    const paper = await readablePaperFile(db, await kit.userOf(req, res), id);
    if (!paper) throw kit.notFound(res);
    return paper;
  }

  router.get(`${base}/file.pdf`, kit.requireUser, async (req, res) => {
    const paper = await readable(req, res);
    send(res, paper.file, PDF_MIME, attachmentDisposition(paper.title, 'pdf'));
  });

  router.get(`${base}/signed.pdf`, kit.requireUser, async (req, res) => {
    const paper = await readable(req, res);
    const signatures = (await signaturesOf(db, paper.id)).map(signatureView);
    const t = createTranslator(paper.locale, kit.resources).getFixedT(paper.locale, 'signing');
    // The QR code's library loads with the first copy asked for, as the exports' libraries do.
    const { signaturePage } = await import('../../documents/signature-page.js');
    const appendix = signaturePage({
      title: paper.title,
      sha256: paper.sha256,
      locale: paper.locale,
      signatures,
      verifyUrl: `${kit.publicOrigin}${paperVerifyPath(paper.verifyCode)}`,
      t,
    });
    const bytes = await EXPORT_FORMATS.pdf.render({ ...exportInputOf(paper.title, paper.locale, paper.render), appendix });
    send(res, bytes, PDF_MIME, attachmentDisposition(`${paper.title} (${t('file.withSignatures')})`, 'pdf'));
  });

  router.get(`${base}/signatures/:signatureId/signature.p7s`, kit.requireUser, async (req, res) => {
    const { id, signatureId } = kit.paramsOf(signatureParams, req, res);
    const userId = await kit.userOf(req, res);
    const found = await signaturePkcs7(db, userId, id, signatureId);
    const paper = found ? await readablePaperFile(db, userId, id) : null;
    if (!found || !paper) throw kit.notFound(res);
    const index = (await paperPkcs7s(db, id)).findIndex((signature) => signature.id === signatureId);
    const name = p7sName(paper.title, Math.max(0, index));
    send(res, found.pkcs7, P7S_MIME, attachmentDisposition(name.slice(0, -'.p7s'.length), 'p7s'));
  });

  router.get(`${base}/bundle.zip`, kit.requireUser, async (req, res) => {
    const paper = await readable(req, res);
    const signatures = await paperPkcs7s(db, paper.id);
    const files: Record<string, Uint8Array> = { [`${fileBaseName(paper.title)}.pdf`]: paper.file };
    signatures.forEach((signature, index) => {
      files[p7sName(paper.title, index)] = signature.pkcs7;
    });
    // A PDF and signatures do not shrink: stored, not deflated; a fixed time keeps the archive the same bytes each time.
    const { zipSync } = await import('fflate');
    const zip = zipSync(files, { level: 0, mtime: new Date('2026-01-01T00:00:00Z') });
    send(res, zip, ZIP_MIME, attachmentDisposition(paper.title, 'zip'));
  });

  for (const path of ['file.pdf', 'signed.pdf', 'signatures/:signatureId/signature.p7s', 'bundle.zip']) {
    router.all(`${base}/${path}`, methodNotAllowed(kit.messages, 'GET, HEAD'));
  }

  // The exact file an invited party reads before signing it (their link is their right to it).
  const invitedPath = '/me/paper-invites/:token/file.pdf';
  router.get(invitedPath, kit.requireUser, async (req, res) => {
    const { token } = kit.paramsOf(inviteParams, req, res);
    const paperId = await invitedPaperId(db, token);
    const paper = paperId === null ? null : await paperFileWhere(db, 'p.id = $1', [paperId]);
    if (!paper) throw kit.notFound(res);
    send(res, paper.file, PDF_MIME, attachmentDisposition(paper.title, 'pdf'));
  });
  router.all(invitedPath, methodNotAllowed(kit.messages, 'GET, HEAD'));

  // The public check's file, when the owner shows it: no session, and nothing but the code.
  const publicPath = '/verify/:code/file.pdf';
  router.get(publicPath, async (req, res) => {
    const { code } = kit.paramsOf(verifyCodeParams, req, res);
    const paper = await publicPaperFile(db, code);
    if (!paper) throw kit.notFound(res);
    send(res, paper.file, PDF_MIME, attachmentDisposition(paper.title, 'pdf'));
  });
  router.all(publicPath, methodNotAllowed(kit.messages, 'GET, HEAD'));
}
