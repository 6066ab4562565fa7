/**
 * GET /api/v1/me/claims/{id}/export.docx | .pdf [?version=n]: a claim's generated document as a
 * file, an attachment named after its title; the current one, or the one kept with version n
 * (ADR 010). 404 before generating, and for another visitor's claim; a bad ?version= is 400. A
 * route of its own beside the table's operations (ADR 019): it answers a file, not JSON; any other
 * method is 405.
 */
import type { Router } from 'express';
import { z } from 'zod';
import { API_OPERATIONS } from '../../../shared/api/operations.js';
import { idParam } from '../../../shared/api/params.js';
import { idParams } from '../../../shared/api/queries.js';
import { generatedClaimFile } from '../../domain/claims/own-claims.js';
import { EXPORT_FORMATS } from '../../documents/exports.js';
import { attachmentDisposition } from '../../documents/filename.js';
import { apiLanguageOf } from '../context.js';
import { methodNotAllowed } from '../errors.js';
import { fieldErrors } from '../field-errors.js';
import type { ApiKit } from '../kit.js';

const exportQuery = z.object({ version: idParam.optional() });

export function claimExportRoutes(router: Router, kit: ApiKit): void {
  const { db } = kit;
  for (const [extension, format] of Object.entries(EXPORT_FORMATS)) {
    const exportPath = `${API_OPERATIONS.getOwnClaim.path}/export.${extension}`;
    router.get(exportPath, kit.requireUser, async (req, res) => {
      const { id } = kit.paramsOf(idParams, req, res);
      const query = exportQuery.safeParse(req.query);
      if (!query.success) {
        const lang = apiLanguageOf(res);
        throw kit.messages.fail(lang, 400, 'invalid_request', fieldErrors(query.error.issues, req.query, kit.messages.validation(lang)));
      }
      const file = await generatedClaimFile(db, await kit.userOf(req, res), id, query.data.version);
      if (!file) throw kit.notFound(res);
      const bytes = await format.render({ title: file.title, locale: file.locale, body: file.body });
      res.set({ 'Content-Type': format.mime, 'Content-Disposition': attachmentDisposition(file.title, extension), 'Content-Length': String(bytes.length) });
      res.end(bytes);
    });
    router.all(exportPath, methodNotAllowed(kit.messages, 'GET, HEAD'));
  }
}
