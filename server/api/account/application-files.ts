/**
 * The files of specialists' applications (issue 32, ADR 023), routes of their own beside the
 * table's operations (ADR 019) because they answer bytes:
 *
 * - GET /api/v1/me/specialist-application/files/{fileId}: the applicant's own current photo or scan;
 * - GET /api/v1/ops/applications/{id}/files/{fileId}: an application's file, to an operator (404 to
 *   anyone else, a guest included, as every /ops operation);
 * - GET /api/v1/specialist-photos/{fileId}: a verified specialist's photo, to anyone (the profile shows it).
 *
 * Served as a conversation's files are: never sniffed (helmet's nosniff), sandboxed, an image
 * inline and a PDF as an attachment with its cleaned name, revalidated by the SHA-256. The private
 * ones are `private, no-cache`; a public photo is cached a day (its address changes with a new photo).
 */
import type { Request, Response, Router } from 'express';
import { applicationFileParams, opsApplicationFileParams } from '../../../shared/api/account/application.js';
import {
  OWN_APPLICATION_FILE_PATH,
  PROFILE_PHOTO_PATH,
  readApplicationFileForOperator,
  readOwnApplicationFile,
  readProfilePhoto,
  type StoredApplicationFile,
} from '../../domain/account/application.js';
import { rolesOfUser } from '../../domain/ops/roles.js';
import { attachmentDisposition } from '../../documents/filename.js';
import { methodNotAllowed } from '../errors.js';
import type { ApiKit } from '../kit.js';

const API_PREFIX = '/api/v1';
const OWN_PATH = `${OWN_APPLICATION_FILE_PATH.slice(API_PREFIX.length)}/:fileId`;
const OPS_PATH = '/ops/applications/:id/files/:fileId';
const PHOTO_PATH = `${PROFILE_PHOTO_PATH.slice(API_PREFIX.length)}/:fileId`;

function send(req: Request, res: Response, file: StoredApplicationFile, cache: string): void {
  const dot = file.name.lastIndexOf('.');
  const disposition = attachmentDisposition(file.name.slice(0, dot), file.name.slice(dot + 1));
  const etag = `"${file.sha256}"`;
  res.set({
    'Content-Type': file.mediaType,
    'Content-Disposition': file.mediaType.startsWith('image/') ? disposition.replace(/^attachment/, 'inline') : disposition,
    'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'",
    'Cache-Control': cache,
    ETag: etag,
  });
  if (req.get('if-none-match') === etag) {
    res.status(304).end();
    return;
  }
  res.set('Content-Length', String(file.size));
  res.end(Buffer.from(file.content));
}

export function applicationFileRoutes(router: Router, kit: ApiKit): void {
  router.get(OWN_PATH, kit.requireUser, async (req, res) => {
    const { fileId } = kit.paramsOf(applicationFileParams, req, res);
    const file = await readOwnApplicationFile(kit.db, await kit.userOf(req, res), fileId);
    if (!file) throw kit.notFound(res);
    send(req, res, file, 'private, no-cache');
  });
  router.all(OWN_PATH, methodNotAllowed(kit.messages, 'GET, HEAD'));

  router.get(OPS_PATH, async (req, res) => {
    const session = await kit.sessionOf(req, res);
    // No role, or no session: the same 404 as an unknown path, the console's existence untold.
    if (!session || (await rolesOfUser(kit.db, session.userId)).length === 0) throw kit.notFound(res);
    const { id, fileId } = kit.paramsOf(opsApplicationFileParams, req, res);
    const file = await readApplicationFileForOperator(kit.db, id, fileId);
    if (!file) throw kit.notFound(res);
    res.set('X-Robots-Tag', 'noindex');
    send(req, res, file, 'private, no-store');
  });

  router.get(PHOTO_PATH, async (req, res) => {
    const { fileId } = kit.paramsOf(applicationFileParams, req, res);
    const file = await readProfilePhoto(kit.db, fileId);
    if (!file) throw kit.notFound(res);
    send(req, res, file, 'public, max-age=86400');
  });
  router.all(PHOTO_PATH, methodNotAllowed(kit.messages, 'GET, HEAD'));
}
