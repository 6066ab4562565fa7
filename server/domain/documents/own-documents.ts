/**
 * The visitor's own documents (issue 10, ADR 008): made from a template, listed, read, saved with
 * optimistic concurrency (a save names the version it started from), copied and deleted. Every
 * statement names the owner, so another visitor's document is simply not there (the API answers
 * 404). Kept versions are ./document-versions.ts's.
 */
import type { Queryable } from '../../db/adapter.js';
import { inTransaction } from '../../sql/transaction.js';
import type { Locale, LocalizedText } from '../../../shared/locales.js';
import type { RichTextDocument } from '../../../shared/richtext/types.js';
import { isComplete, type FieldValues } from '../../../shared/documents/fields.js';
import type {
  DocumentConflict,
  DocumentUpdateInput,
  OwnDocument,
  OwnDocumentCard,
  OwnDocumentList,
  OwnDocumentStatus,
} from '../../../shared/api/documents/contract.js';
import { keepVersion, keepVersionIfDue } from './versions.js';
import { everyText, localizeFields, pickRichText, type StoredField } from '../../sql/l10n.js';
import { listResult } from '../../sql/lists.js';

/** What a new document needs of its template. */
export interface TemplateSource {
  id: number;
  title: LocalizedText;
  body: Partial<Record<Locale, RichTextDocument>>;
  fields: StoredField[];
}

export async function documentTemplateSource(db: Queryable, templateId: number): Promise<TemplateSource | null> {
  const { rows } = await db.query<TemplateSource>('SELECT id, title, body, fields FROM document_templates WHERE id = $1', [templateId]);
  return rows[0] ?? null;
}

interface DocumentRow {
  id: number;
  title: string;
  locale: Locale;
  status: OwnDocumentStatus;
  version: number;
  template_id: number | null;
  template_slug: string | null;
  template_title: string | null;
  created_at: Date;
  updated_at: Date;
}

interface FullRow extends DocumentRow {
  field_values: FieldValues;
  body: RichTextDocument;
  fields: StoredField[];
}

/** The columns of a document with its template's name; `$lang` names the language parameter. */
const columns = (lang: string) => `
  d.id, d.title, d.locale, d.status, d.version, d.created_at, d.updated_at,
  t.id AS template_id, t.slug AS template_slug, l10n_text(t.title, ${lang}) AS template_title`;

/** A document saved before it had a body of its own shows its template's in its language. */
const fullColumns = (lang: string) => `${columns(lang)}, d.field_values, d.fields,
  COALESCE(d.body, t.body -> d.locale, t.body -> 'uz', t.body -> 'ru', t.body -> 'en', '[]'::jsonb) AS body`;

const from = 'user_documents d LEFT JOIN document_templates t ON t.id = d.template_id';

function toCard(row: DocumentRow): OwnDocumentCard {
  return {
    id: row.id,
    title: row.title,
    locale: row.locale,
    status: row.status,
    version: row.version,
    template: row.template_id === null ? null : { id: row.template_id, slug: row.template_slug ?? '', title: row.template_title ?? '' },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function toDocument(row: FullRow, lang: Locale): OwnDocument {
  return { ...toCard(row), fieldValues: row.field_values, body: row.body, fields: localizeFields(row.fields, lang) };
}

async function readDocument(db: Queryable, userId: number, id: number, lang: Locale): Promise<OwnDocument | null> {
  const { rows } = await db.query<FullRow>(`SELECT ${fullColumns('$3')} FROM ${from} WHERE d.id = $1 AND d.user_id = $2`, [id, userId, lang]);
  return rows[0] ? toDocument(rows[0], lang) : null;
}

export function getOwnDocument(db: Queryable, userId: number, id: number, lang: Locale): Promise<OwnDocument | null> {
  return readDocument(db, userId, id, lang);
}

/** The visitor's documents, the last changed first. */
export async function listOwnDocuments(db: Queryable, userId: number, query: { page: number; pageSize: number }, lang: Locale): Promise<OwnDocumentList> {
  const offset = (query.page - 1) * query.pageSize;
  const [{ rows }, counted] = await Promise.all([
    db.query<DocumentRow>(`SELECT ${columns('$2')} FROM ${from} WHERE d.user_id = $1 ORDER BY d.updated_at DESC, d.id DESC LIMIT $3 OFFSET $4`, [
      userId,
      lang,
      query.pageSize,
      offset,
    ]),
    db.query<{ total: number }>('SELECT count(*) AS total FROM user_documents WHERE user_id = $1', [userId]),
  ]);
  return listResult(rows.map(toCard), Number(counted.rows[0]?.total ?? 0), query.page, query.pageSize);
}

/** draft ↔ complete follow the required fields; a document further along (paid, generated …) keeps its state. */
function statusAfter(current: OwnDocumentStatus | null, fields: readonly StoredField[], values: FieldValues, lang: Locale): OwnDocumentStatus {
  if (current !== null && current !== 'draft' && current !== 'complete') return current;
  return isComplete(localizeFields(fields, lang), values) ? 'complete' : 'draft';
}

export interface NewDocument {
  template: TemplateSource;
  locale: Locale;
  /** Default: the template's title in the document's language. */
  title?: string;
  fieldValues: FieldValues;
}

async function insertDocument(
  tx: Queryable,
  userId: number,
  doc: { templateId: number | null; title: string; locale: Locale; fieldValues: FieldValues; body: RichTextDocument; fields: StoredField[] },
): Promise<number> {
  const status = statusAfter(null, doc.fields, doc.fieldValues, doc.locale);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO user_documents (user_id, template_id, title, locale, field_values, body, fields, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [userId, doc.templateId, doc.title, doc.locale, JSON.stringify(doc.fieldValues), JSON.stringify(doc.body), JSON.stringify(doc.fields), status],
  );
  const id = rows[0]!.id;
  await keepVersion(tx, id, 'created');
  return id;
}

/** A new document from a template: its body in the language (macros kept, values fill them), its fields, version 1. */
export async function createOwnDocument(db: Queryable, userId: number, input: NewDocument, lang: Locale): Promise<OwnDocument> {
  const title = input.title ?? (everyText(input.template.title)[input.locale] || 'Document');
  const body = pickRichText(input.template.body, input.locale);
  const id = await inTransaction(db, (tx) =>
    insertDocument(tx, userId, {
      templateId: input.template.id,
      title,
      locale: input.locale,
      fieldValues: input.fieldValues,
      body,
      fields: input.template.fields,
    }),
  );
  return (await readDocument(db, userId, id, lang))!;
}

/** The owner's document row, locked for a change. */
interface LockedRow {
  id: number;
  version: number;
  status: OwnDocumentStatus;
  title: string;
  locale: Locale;
  field_values: FieldValues;
  body: RichTextDocument;
  fields: StoredField[];
  updated_at: Date;
}

export async function lockOwnDocument(tx: Queryable, userId: number, id: number): Promise<LockedRow | null> {
  const { rows } = await tx.query<LockedRow>(
    `SELECT d.id, d.version, d.status, d.title, d.locale, d.field_values, d.fields, d.updated_at,
            COALESCE(d.body, t.body -> d.locale, t.body -> 'uz', t.body -> 'ru', t.body -> 'en', '[]'::jsonb) AS body
       FROM user_documents d LEFT JOIN document_templates t ON t.id = d.template_id
      WHERE d.id = $1 AND d.user_id = $2
      FOR UPDATE OF d`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** The fields a document was made with (to build its schema before a change). */
export async function ownDocumentFields(db: Queryable, userId: number, id: number): Promise<StoredField[] | null> {
  const { rows } = await db.query<{ fields: StoredField[] }>('SELECT fields FROM user_documents WHERE id = $1 AND user_id = $2', [id, userId]);
  return rows[0]?.fields ?? null;
}

export const conflictOf = (row: Pick<LockedRow, 'version' | 'updated_at'>): DocumentConflict => ({
  version: row.version,
  updatedAt: row.updated_at.toISOString(),
});

export type SaveResult = { ok: true; document: OwnDocument } | { ok: false; conflict: DocumentConflict } | null;

/** Writes a new state over a locked row: the next version, the status its values give. */
export async function writeState(
  tx: Queryable,
  row: LockedRow,
  next: { title: string; locale: Locale; fieldValues: FieldValues; body: RichTextDocument },
): Promise<number> {
  const status = statusAfter(row.status, row.fields, next.fieldValues, next.locale);
  const { rows } = await tx.query<{ version: number }>(
    `UPDATE user_documents SET title = $2, locale = $3, field_values = $4, body = $5, status = $6, version = version + 1
      WHERE id = $1 RETURNING version`,
    [row.id, next.title, next.locale, JSON.stringify(next.fieldValues), JSON.stringify(next.body), status],
  );
  return rows[0]!.version;
}

/**
 * A save: refused (the current version named) when the document changed since `version`; else
 * the state before it is kept when the newest kept version is ten minutes old or more, and the
 * change is written as the next version. A save that changes nothing writes nothing. null: no
 * such document of this owner.
 */
export async function updateOwnDocument(db: Queryable, userId: number, id: number, update: DocumentUpdateInput, lang: Locale): Promise<SaveResult> {
  const outcome = await inTransaction(db, async (tx): Promise<'missing' | DocumentConflict | 'saved'> => {
    const row = await lockOwnDocument(tx, userId, id);
    if (!row) return 'missing';
    if (row.version !== update.version) return conflictOf(row);
    const next = {
      title: update.title ?? row.title,
      locale: update.locale ?? row.locale,
      fieldValues: update.fieldValues ?? row.field_values,
      body: update.body ?? row.body,
    };
    const changed =
      next.title !== row.title ||
      next.locale !== row.locale ||
      JSON.stringify(next.fieldValues) !== JSON.stringify(row.field_values) ||
      JSON.stringify(next.body) !== JSON.stringify(row.body);
    if (!changed) return 'saved';
    await keepVersionIfDue(tx, row.id, row.version);
    await writeState(tx, row, next);
    return 'saved';
  });
  if (outcome === 'missing') return null;
  if (outcome !== 'saved') return { ok: false, conflict: outcome };
  return { ok: true, document: (await readDocument(db, userId, id, lang))! };
}

export async function deleteOwnDocument(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM user_documents WHERE id = $1 AND user_id = $2', [id, userId]);
  return rowCount > 0;
}

/** A copy of the owner's document as a new one (version 1); `titleOf` names it. null: no such document. */
export async function copyOwnDocument(
  db: Queryable,
  userId: number,
  id: number,
  titleOf: (title: string, locale: Locale) => string,
  lang: Locale,
): Promise<OwnDocument | null> {
  const copyId = await inTransaction(db, async (tx) => {
    const { rows } = await tx.query<LockedRow & { template_id: number | null }>(
      `SELECT d.template_id, d.title, d.locale, d.field_values, d.fields,
              COALESCE(d.body, t.body -> d.locale, t.body -> 'uz', t.body -> 'ru', t.body -> 'en', '[]'::jsonb) AS body
         FROM user_documents d LEFT JOIN document_templates t ON t.id = d.template_id
        WHERE d.id = $1 AND d.user_id = $2`,
      [id, userId],
    );
    const source = rows[0];
    if (!source) return null;
    return insertDocument(tx, userId, {
      templateId: source.template_id,
      title: titleOf(source.title, source.locale),
      locale: source.locale,
      fieldValues: source.field_values,
      body: source.body,
      fields: source.fields,
    });
  });
  return copyId === null ? null : readDocument(db, userId, copyId, lang);
}
