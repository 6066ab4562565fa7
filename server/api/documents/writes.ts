/**
 * The visitor's documents' writes and downloads under /api/v1/me/documents (issue 10, ADR 008);
 * the reads (list, one, versions) are operations of shared/api (`auth: 'user'`):
 *
 * - POST   /me/documents                          {templateId, locale, fieldValues, title?} → 201
 * - PUT    /me/documents/{id}                     {version, title?, locale?, fieldValues?, body?} → 200,
 *                                                 409 with error.current when `version` is stale
 * - DELETE /me/documents/{id}                     → 204
 * - POST   /me/documents/{id}/copy                → 201, the copy
 * - POST   /me/documents/{id}/versions/{n}/restore {version?} → 200, restoring is a new version
 * - GET    /me/documents/{id}/export.docx | .pdf   an attachment named after the title; keeps a version
 *
 * Bodies are checked with the document's own schema (shared/api/documents/contract: its template's fields
 * and macros, the rich-text schema, 1 MB of text): a failure is 422 `invalid_document` naming
 * every bad part ("fieldValues.principal_pinfl", "body.3.children.0.strike"), in the caller's
 * language. Other writes answer a bad body with 400; the documents answer 422 as issue 10 asks,
 * since the request is well formed and its content is what fails. Nothing is half saved: each
 * change is one transaction. Another visitor's document is 404, never 403. CSRF, the write rate
 * limit and JSON bodies (2 MB here) come from app.ts and the API's middleware.
 */
import type { Response, Router } from 'express';
import { createTranslator, type Resources } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { ApiError } from '../../../shared/api/errors.js';
import { idParams } from '../../../shared/api/queries.js';
import {
  DOCUMENT_BODY_FIELDS,
  DOCUMENTS_PATH,
  documentCreateSchema,
  documentRestoreSchema,
  documentUpdateSchema,
  documentVersionParams,
  templateIdOf,
  type DocumentConflict,
  type DocumentLabels,
  type OwnDocument,
} from '../../../shared/api/documents/contract.js';
import { documentMacros } from '../../../shared/documents/fields.js';
import { messageFor } from '../../../shared/validation/index.js';
import { exportOwnDocument, restoreOwnDocumentVersion } from '../../domain/documents/actions.js';
import { localizeFields } from '../../sql/l10n.js';
import {
  copyOwnDocument,
  createOwnDocument,
  deleteOwnDocument,
  documentTemplateSource,
  ownDocumentFields,
  updateOwnDocument,
} from '../../domain/documents/own-documents.js';
import { EXPORT_FORMATS } from '../../documents/exports.js';
import { attachmentDisposition } from '../../documents/filename.js';
import { apiLanguageOf } from '../context.js';
import { methodNotAllowed } from '../errors.js';
import { fieldErrors } from '../field-errors.js';
import type { ApiKit } from '../index.js';

const DOCUMENTS_NS = 'documents';

/** The labels of a document body's parts (locales/{lng}/documents.json fields). */
export function documentLabels(resources: Resources, lang: Locale): DocumentLabels {
  const { t } = createTranslator(lang, resources);
  return Object.fromEntries(DOCUMENT_BODY_FIELDS.map((field) => [field, t(`${DOCUMENTS_NS}:fields.${field}`)])) as DocumentLabels;
}

export function documentRoutes(router: Router, kit: ApiKit): void {
  const labels = Object.fromEntries(LOCALES.map((lang) => [lang, documentLabels(kit.resources, lang)])) as Record<Locale, DocumentLabels>;
  const texts = Object.fromEntries(LOCALES.map((lang) => [lang, createTranslator(lang, kit.resources).t])) as Record<
    Locale,
    ReturnType<typeof createTranslator>['t']
  >;
  const db = kit.db;

  /** A body that fails its schema: 422 naming each bad part. */
  const invalid = (res: Response, issues: Parameters<typeof fieldErrors>[0], body: unknown): ApiError => {
    const lang = apiLanguageOf(res);
    return kit.messages.fail(lang, 422, 'invalid_document', fieldErrors(issues, body, kit.messages.validation(lang)));
  };

  const conflict = (res: Response, current: DocumentConflict) =>
    new ApiError(409, 'version_conflict', kit.messages.error(apiLanguageOf(res), 'version_conflict', { version: current.version }), undefined, { current });

  const one = `${DOCUMENTS_PATH}/:id`;
  const copyPath = `${one}/copy`;
  const restorePath = `${one}/versions/:n/restore`;

  router.post(DOCUMENTS_PATH, kit.requireUser, async (req, res) => {
    const lang = apiLanguageOf(res);
    const userId = await kit.userOf(req, res);
    const body: unknown = req.body ?? {};
    const templateId = templateIdOf(body);
    const template = templateId === null ? null : await documentTemplateSource(kit.db, templateId);
    if (!template) {
      const raw = typeof body === 'object' && body !== null ? (body as { templateId?: unknown }).templateId : undefined;
      const failure = raw === undefined || raw === null || raw === '' ? ({ key: 'required', params: {} } as const) : ({ key: 'invalid', params: {} } as const);
      throw kit.messages.fail(lang, 422, 'invalid_document', { templateId: messageFor(failure, labels[lang].templateId, kit.messages.validation(lang)) });
    }
    const parsed = documentCreateSchema(localizeFields(template.fields, lang), labels[lang]).safeParse(body);
    if (!parsed.success) throw invalid(res, parsed.error.issues, body);
    const { locale, fieldValues, title } = parsed.data;
    const created: OwnDocument = await createOwnDocument(db, userId, { template, locale, fieldValues, ...(title ? { title } : {}) }, lang);
    res.status(201).json(created);
  });

  router.put(one, kit.requireUser, async (req, res) => {
    const lang = apiLanguageOf(res);
    const { id } = kit.paramsOf(idParams, req, res);
    const userId = await kit.userOf(req, res);
    // The owner first: another visitor's document is 404 whatever the body holds.
    const fields = await ownDocumentFields(kit.db, userId, id);
    if (!fields) throw kit.notFound(res);
    const body: unknown = req.body ?? {};
    const parsed = documentUpdateSchema(localizeFields(fields, lang), labels[lang]).safeParse(body);
    if (!parsed.success) throw invalid(res, parsed.error.issues, body);
    const saved = await updateOwnDocument(db, userId, id, parsed.data, lang);
    if (!saved) throw kit.notFound(res);
    if (!saved.ok) throw conflict(res, saved.conflict);
    res.json(saved.document);
  });

  router.delete(one, kit.requireUser, async (req, res) => {
    const { id } = kit.paramsOf(idParams, req, res);
    if (!(await deleteOwnDocument(kit.db, await kit.userOf(req, res), id))) throw kit.notFound(res);
    res.status(204).end();
  });

  router.post(copyPath, kit.requireUser, async (req, res) => {
    const lang = apiLanguageOf(res);
    const { id } = kit.paramsOf(idParams, req, res);
    // The "(copy)" mark is the interface's word, in the visitor's language (issue 29: "(копия)" showed
    // in the Uzbek interface for a Russian document); the document's own title stays as written.
    const titleOf = (title: string) =>
      Array.from(texts[lang](`${DOCUMENTS_NS}:copyTitle`, { title }))
        .slice(0, 200)
        .join('')
        .trim();
    const copy = await copyOwnDocument(db, await kit.userOf(req, res), id, titleOf, lang);
    if (!copy) throw kit.notFound(res);
    res.status(201).json(copy);
  });

  router.post(restorePath, kit.requireUser, async (req, res) => {
    const lang = apiLanguageOf(res);
    const { id, n } = kit.paramsOf(documentVersionParams, req, res);
    const userId = await kit.userOf(req, res);
    const body: unknown = req.body;
    const parsed = documentRestoreSchema(labels[lang]).safeParse(body);
    if (!parsed.success) {
      // The owner first, here too.
      if (!(await ownDocumentFields(kit.db, userId, id))) throw kit.notFound(res);
      throw invalid(res, parsed.error.issues, body);
    }
    const restored = await restoreOwnDocumentVersion(db, userId, id, n, parsed.data.version, lang);
    if (!restored) throw kit.notFound(res);
    if (!restored.ok) throw conflict(res, restored.conflict);
    res.json(restored.document);
  });

  for (const [extension, format] of Object.entries(EXPORT_FORMATS)) {
    const exportPath = `${one}/export.${extension}`;
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

  router.all(DOCUMENTS_PATH, methodNotAllowed(kit.messages, 'GET, HEAD, POST'));
  router.all(one, methodNotAllowed(kit.messages, 'GET, HEAD, PUT, DELETE'));
  router.all(copyPath, methodNotAllowed(kit.messages, 'POST'));
  router.all(restorePath, methodNotAllowed(kit.messages, 'POST'));
}
