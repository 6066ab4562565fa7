/**
 * GET /api/v1/me/documents/{id}/export.docx | .pdf: one of the visitor's documents as a file,
 * an attachment named after its title; exporting keeps a version (ADR 008). A route of its own
 * beside the table's operations (ADR 019): it answers a file, not JSON. Another visitor's
 * document is 404; any other method is 405.
 */
import type { Router } from 'express';
import { API_OPERATIONS } from '../../../shared/api/operations.js';
import { idParams } from '../../../shared/api/queries.js';
import { documentMacros } from '../../../shared/documents/fields.js';
import { exportOwnDocument } from '../../domain/documents/actions.js';
import { EXPORT_FORMATS } from '../../documents/exports.js';
import { attachmentDisposition } from '../../documents/filename.js';
import { apiLanguageOf } from '../context.js';
import { methodNotAllowed } from '../errors.js';
import type { ApiKit } from '../kit.js';

export function documentExportRoutes(router: Router, kit: ApiKit): void {
  const { db } = kit;
  for (const [extension, format] of Object.entries(EXPORT_FORMATS)) {
    const exportPath = `${API_OPERATIONS.getOwnDocument.path}/export.${extension}`;
    router.get(exportPath, kit.requireUser, async (req, res) => {
      const lang = apiLanguageOf(res);
      const { id } = kit.paramsOf(idParams, req, res);
      const document = await exportOwnDocument(db, await kit.userOf(req, res), id, lang);
      if (!document) throw kit.notFound(res);
      const file = await format.render({
        title: document.title,
        locale: document.locale,
        body: document.body,
        macros: documentMacros(document.fields, document.fieldValues, document.locale),
      });
      res.set({ 'Content-Type': format.mime, 'Content-Disposition': attachmentDisposition(document.title, extension), 'Content-Length': String(file.length) });
      res.end(file);
    });
    router.all(exportPath, methodNotAllowed(kit.messages, 'GET, HEAD'));
  }
}
