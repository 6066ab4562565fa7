/**
 * The visitor's own documents under /api/v1/me/documents (issue 10, ADR 008): what the API answers,
 * and the schemas of what it takes. The bodies are checked against the document's template: its
 * fields (./documents' field values) and its macros (shared/richtext/schema), so the schemas are
 * built per request, once the template is known; the form and the editor build the same ones.
 */
import { z } from 'zod';
import type { Locale } from '../../locales';
import { fieldValuesSchema, type LimitedField } from '../../documents/field-values';
import type { FieldValues } from '../../documents/fields';
import { isStorableText, richTextSchema } from '../../richtext/schema';
import type { RichTextDocument } from '../../richtext/types';
import { idParam, pagination } from '../params';
import { fail, locale, part, record, unknownKeys, version, type Ctx } from '../body-parts';
import type { ListResult, TemplateField } from '../types';

/** Why a version was kept. */
export const DOCUMENT_VERSION_REASONS = ['created', 'autosave', 'export', 'before-restore', 'restore'] as const;
export type DocumentVersionReason = (typeof DOCUMENT_VERSION_REASONS)[number];

/**
 * A document's state (migration 0004's paper states): a save moves it between draft and complete
 * as its required fields are filled; the later states belong to paid services and stay as they are.
 */
export type OwnDocumentStatus = 'draft' | 'complete' | 'paid' | 'generated' | 'review_requested' | 'reviewed' | 'closed' | 'cancelled';

export const DOCUMENT_LIMITS = {
  /** Characters of a title (the table's check). */
  title: 200,
  /** A version is kept when an edit arrives and the newest kept one is at least this old. */
  keepEveryMs: 10 * 60 * 1000,
  /** Versions kept of one document; the oldest go first. */
  versions: 100,
} as const;

/** The template a document was made from, in the asked language. */
export interface OwnDocumentTemplateRef {
  id: number;
  slug: string;
  title: string;
}

/** A document in the visitor's list. Times are ISO instants. */
export interface OwnDocumentCard {
  id: number;
  title: string;
  /** The language the document is written in (apart from the page's). */
  locale: Locale;
  status: OwnDocumentStatus;
  /** Grows with every save; a save names the version it started from (409 when stale). */
  version: number;
  template: OwnDocumentTemplateRef | null;
  createdAt: string;
  updatedAt: string;
}

/** One document, whole: what the editor loads. */
export interface OwnDocument extends OwnDocumentCard {
  fieldValues: FieldValues;
  body: RichTextDocument;
  /** The fields it was made with: labels in the asked language and in every language. */
  fields: TemplateField[];
}

export type OwnDocumentList = ListResult<OwnDocumentCard>;

/** A kept version in the list. */
export interface OwnDocumentVersionCard {
  n: number;
  reason: DocumentVersionReason;
  /** For a restore: the version it brought back. */
  restoredFrom: number | null;
  title: string;
  locale: Locale;
  createdAt: string;
}

/** A kept version, whole (to look at before restoring it). */
export interface OwnDocumentVersion extends OwnDocumentVersionCard {
  fieldValues: FieldValues;
  body: RichTextDocument;
}

export type OwnDocumentVersionList = ListResult<OwnDocumentVersionCard>;

/** The 409 of a stale save: error.current names the version the document is at now. */
export interface DocumentConflict {
  version: number;
  updatedAt: string;
}

/** GET /me/documents?page=&pageSize= */
export const ownDocumentListQuery = z.object({ ...pagination });
export type OwnDocumentListInput = { page?: number; pageSize?: number };

/** /me/documents/{id}/versions/{n} */
export const documentVersionParams = z.object({ id: idParam, n: idParam });

/** The labels of the bodies' own parts, in the caller's language (locales/{lng}/documents.json fields). */
export const DOCUMENT_BODY_FIELDS = ['templateId', 'title', 'locale', 'version', 'body', 'fieldValues'] as const;
export type DocumentBodyField = (typeof DOCUMENT_BODY_FIELDS)[number];
export type DocumentLabels = Readonly<Record<DocumentBodyField, string>>;

/** POST /me/documents, checked: a template's document in a language, its values complete. */
export interface DocumentCreateInput {
  templateId: number;
  locale: Locale;
  title?: string;
  fieldValues: FieldValues;
}

/** PUT /me/documents/{id}, checked: the version it started from and what changed. */
export interface DocumentUpdateInput {
  version: number;
  title?: string;
  locale?: Locale;
  fieldValues?: FieldValues;
  body?: RichTextDocument;
}

function title(ctx: Ctx, value: unknown, label: string): string | undefined {
  if (typeof value !== 'string' || !isStorableText(value)) {
    fail(ctx, ['title'], label);
    return undefined;
  }
  const trimmed = value.replace(/\s+/g, ' ').trim();
  if (!trimmed) {
    fail(ctx, ['title'], label, { key: 'required', params: {} });
    return undefined;
  }
  if (Array.from(trimmed).length > DOCUMENT_LIMITS.title) {
    fail(ctx, ['title'], label, { key: 'max_length', params: { max: DOCUMENT_LIMITS.title } });
    return undefined;
  }
  return trimmed;
}

export function templateIdOf(body: unknown): number | null {
  const raw = typeof body === 'object' && body !== null ? (body as { templateId?: unknown }).templateId : undefined;
  const parsed = idParam.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * POST /me/documents for a template with these fields: `{templateId, locale, fieldValues, title?}`.
 * Every required field must have a value (the form demands them before saving).
 */
export function documentCreateSchema(fields: readonly LimitedField[], labels: DocumentLabels) {
  const values = fieldValuesSchema(fields, { complete: true, label: labels.fieldValues });
  return z.unknown().transform((raw, ctx): DocumentCreateInput => {
    const body = record(raw, ctx, labels.body);
    if (!body) return z.NEVER;
    unknownKeys(body, ['templateId', 'locale', 'title', 'fieldValues'], ctx);
    const templateId = templateIdOf(body);
    if (templateId === null)
      fail(ctx, ['templateId'], labels.templateId, body.templateId === undefined ? { key: 'required', params: {} } : { key: 'invalid', params: {} });
    const lang = locale(ctx, body.locale, labels.locale);
    // No title, or an empty one: the template's in the document's language.
    const untitled = body.title === undefined || body.title === null || (typeof body.title === 'string' && body.title.trim() === '');
    const named = untitled ? undefined : title(ctx, body.title, labels.title);
    const fieldValues = part(values, body.fieldValues, 'fieldValues', ctx);
    if (templateId === null || !lang || !fieldValues) return z.NEVER;
    return { templateId, locale: lang, fieldValues, ...(named ? { title: named } : {}) };
  });
}

/**
 * PUT /me/documents/{id}: `{version, title?, locale?, fieldValues?, body?}`. Field values are
 * checked by kind; a draft may leave required ones empty (an autosave while the visitor types).
 */
export function documentUpdateSchema(fields: readonly LimitedField[], labels: DocumentLabels) {
  const values = fieldValuesSchema(fields, { complete: false, label: labels.fieldValues });
  const text = richTextSchema({ label: labels.body, macroKeys: fields.map((field) => field.key) });
  return z.unknown().transform((raw, ctx): DocumentUpdateInput => {
    const body = record(raw, ctx, labels.body);
    if (!body) return z.NEVER;
    unknownKeys(body, ['version', 'title', 'locale', 'fieldValues', 'body'], ctx);
    const from = version(ctx, body.version, labels.version, false);
    const update: DocumentUpdateInput = { version: from ?? 0 };
    if (body.title !== undefined) {
      const named = title(ctx, body.title, labels.title);
      if (named) update.title = named;
    }
    if (body.locale !== undefined) {
      const lang = locale(ctx, body.locale, labels.locale);
      if (lang) update.locale = lang;
    }
    if (body.fieldValues !== undefined) {
      const parsed = part(values, body.fieldValues, 'fieldValues', ctx);
      if (parsed) update.fieldValues = parsed;
    }
    if (body.body !== undefined) {
      const parsed = part(text, body.body, 'body', ctx);
      if (parsed) update.body = parsed;
    }
    return from === undefined ? z.NEVER : update;
  });
}

/** POST /me/documents/{id}/versions/{n}/restore: `{version?}`, the version the editor holds (409 when stale). */
export function documentRestoreSchema(labels: DocumentLabels) {
  return z.unknown().transform((raw, ctx): { version?: number } => {
    if (raw === undefined || raw === null) return {};
    const body = record(raw, ctx, labels.body);
    if (!body) return z.NEVER;
    unknownKeys(body, ['version'], ctx);
    const from = version(ctx, body.version, labels.version, true);
    return from === undefined ? {} : { version: from };
  });
}
