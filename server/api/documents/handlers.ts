/**
 * The documents' operations: templates and the visitor's own documents (server/domain/documents;
 * issue 10, ADR 008). The visitor's, under /me/documents (`auth: 'user'`):
 *
 * - GET    /me/documents                          their documents, the last changed first
 * - GET    /me/documents/{id}                     one, whole
 * - GET    /me/documents/{id}/versions[/{n}]      the kept versions, newest first; one of them
 * - POST   /me/documents                          {templateId, locale, fieldValues, title?} → 201
 * - PUT    /me/documents/{id}                     {version, title?, locale?, fieldValues?, body?} → 200,
 *                                                 409 with error.current when `version` is stale
 * - DELETE /me/documents/{id}                     → 204
 * - POST   /me/documents/{id}/copy                → 201, the copy
 * - POST   /me/documents/{id}/versions/{n}/restore {version?} → 200, restoring is a new version
 * - GET    /me/documents/{id}/export.docx | .pdf   an attachment named after the title; keeps a version (./exports.ts)
 *
 * Bodies are checked here with the document's own schema (shared/api/documents/contract: its
 * template's fields and macros, the rich-text schema, 1 MB of text), so the table only names
 * their type: a failure is 422 `invalid_document` naming every bad part
 * ("fieldValues.principal_pinfl", "body.3.children.0.strike"), in the caller's language. Other
 * writes answer a bad body with 400; the documents answer 422 as issue 10 asks, since the request
 * is well formed and its content is what fails. Nothing is half saved: each change is one
 * transaction. Another visitor's document is 404, never 403, whatever the body holds. CSRF, the
 * write rate limit and JSON bodies (2 MB here) come from app.ts and the API's middleware.
 */
import { createTranslator, type TFunction } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { ApiError } from '../../../shared/api/errors.js';
import {
  documentCreateSchema,
  documentRestoreSchema,
  documentUpdateSchema,
  templateIdOf,
  type DocumentConflict,
  type DocumentLabels,
} from '../../../shared/api/documents/contract.js';
import { messageFor } from '../../../shared/validation/index.js';
import { restoreOwnDocumentVersion } from '../../domain/documents/actions.js';
import { getDocumentTemplate, listDocumentTemplates } from '../../domain/documents/templates.js';
import {
  copyOwnDocument,
  createOwnDocument,
  deleteOwnDocument,
  documentTemplateSource,
  getOwnDocument,
  listOwnDocuments,
  ownDocumentFields,
  updateOwnDocument,
} from '../../domain/documents/own-documents.js';
import { getOwnDocumentVersion, listOwnDocumentVersions } from '../../domain/documents/versions.js';
import { correctingSearch } from '../../domain/search/list-correction.js';
import { localizeFields } from '../../sql/l10n.js';
import { fieldErrors } from '../field-errors.js';
import type { AreaHandlers, HandlerContext, HandlerSetup } from '../handler.js';
import { DOCUMENTS_NS, documentLabels } from './labels.js';

/** A body that fails its schema: 422 naming each bad part. */
function invalid(ctx: HandlerContext, issues: Parameters<typeof fieldErrors>[0], body: unknown): ApiError {
  return ctx.fail(422, 'invalid_document', fieldErrors(issues, body, ctx.messages.validation(ctx.lang)));
}

/** A stale `version`: 409 with the document as it now is. */
function conflict(ctx: HandlerContext, current: DocumentConflict): ApiError {
  return new ApiError(409, 'version_conflict', ctx.messages.error(ctx.lang, 'version_conflict', { version: current.version }), undefined, { current });
}

export function documentHandlers(setup: HandlerSetup) {
  const labels = Object.fromEntries(LOCALES.map((lang) => [lang, documentLabels(setup.resources, lang)])) as Record<Locale, DocumentLabels>;
  const texts = Object.fromEntries(LOCALES.map((lang) => [lang, createTranslator(lang, setup.resources).t])) as Record<Locale, TFunction>;

  return {
    listDocumentTemplates: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listDocumentTemplates(db, asked, lang)),
    getDocumentTemplate: ({ params }, { db, lang }) => getDocumentTemplate(db, params.id, lang),
    listOwnDocuments: ({ query }, { db, lang, userId }) => listOwnDocuments(db, userId, query, lang),
    getOwnDocument: ({ params }, { db, lang, userId }) => getOwnDocument(db, userId, params.id, lang),
    listOwnDocumentVersions: ({ params, query }, { db, userId }) => listOwnDocumentVersions(db, userId, params.id, query),
    getOwnDocumentVersion: ({ params }, { db, userId }) => getOwnDocumentVersion(db, userId, params.id, params.n),

    createDocument: async (input, ctx) => {
      const { db, lang, userId } = ctx;
      const body: unknown = input.body ?? {};
      const templateId = templateIdOf(body);
      const template = templateId === null ? null : await documentTemplateSource(db, templateId);
      if (!template) {
        const raw = typeof body === 'object' && body !== null ? (body as { templateId?: unknown }).templateId : undefined;
        const failure =
          raw === undefined || raw === null || raw === '' ? ({ key: 'required', params: {} } as const) : ({ key: 'invalid', params: {} } as const);
        throw ctx.fail(422, 'invalid_document', { templateId: messageFor(failure, labels[lang].templateId, ctx.messages.validation(lang)) });
      }
      const parsed = documentCreateSchema(localizeFields(template.fields, lang), labels[lang]).safeParse(body);
      if (!parsed.success) throw invalid(ctx, parsed.error.issues, body);
      const { locale, fieldValues, title } = parsed.data;
      return createOwnDocument(db, userId, { template, locale, fieldValues, ...(title ? { title } : {}) }, lang);
    },

    updateDocument: async ({ params, body: sent }, ctx) => {
      const { db, lang, userId } = ctx;
      // The owner first: another visitor's document is 404 whatever the body holds.
      const fields = await ownDocumentFields(db, userId, params.id);
      if (!fields) return null;
      const body: unknown = sent ?? {};
      const parsed = documentUpdateSchema(localizeFields(fields, lang), labels[lang]).safeParse(body);
      if (!parsed.success) throw invalid(ctx, parsed.error.issues, body);
      const saved = await updateOwnDocument(db, userId, params.id, parsed.data, lang);
      if (!saved) return null;
      if (!saved.ok) throw conflict(ctx, saved.conflict);
      return saved.document;
    },

    deleteDocument: async ({ params }, { db, userId }) => ((await deleteOwnDocument(db, userId, params.id)) ? undefined : null),

    copyDocument: ({ params }, { db, lang, userId }) => {
      // The "(copy)" mark is the interface's word, in the visitor's language (issue 29: "(копия)" showed
      // in the Uzbek interface for a Russian document); the document's own title stays as written.
      const titleOf = (title: string) =>
        Array.from(texts[lang](`${DOCUMENTS_NS}:copyTitle`, { title }))
          .slice(0, 200)
          .join('')
          .trim();
      return copyOwnDocument(db, userId, params.id, titleOf, lang);
    },

    restoreDocumentVersion: async ({ params, body }, ctx) => {
      const { db, lang, userId } = ctx;
      const parsed = documentRestoreSchema(labels[lang]).safeParse(body);
      if (!parsed.success) {
        // The owner first, here too.
        if (!(await ownDocumentFields(db, userId, params.id))) return null;
        throw invalid(ctx, parsed.error.issues, body);
      }
      const restored = await restoreOwnDocumentVersion(db, userId, params.id, params.n, parsed.data.version, lang);
      if (!restored) return null;
      if (!restored.ok) throw conflict(ctx, restored.conflict);
      return restored.document;
    },
  } satisfies AreaHandlers;
}
