/**
 * Kept versions of a visitor's document (ADR 008, migration 0008). A kept version is a copy of the
 * document's state at one of its versions (`n`), so each state is kept once. A state is kept when
 * the document is made, when an edit arrives and the newest kept one is ten minutes old or more
 * (the state before the edit: the end of an editing session is never lost), on each export,
 * before a restore and as a restore's result. At most DOCUMENT_LIMITS.versions are kept per
 * document, the oldest going first. Restoring and exporting are ./document-actions.ts's.
 */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { RichTextDocument } from '../../../shared/richtext/types.js';
import type { FieldValues } from '../../../shared/documents/fields.js';
import {
  DOCUMENT_LIMITS,
  type DocumentVersionReason,
  type OwnDocumentVersion,
  type OwnDocumentVersionCard,
  type OwnDocumentVersionList,
} from '../../../shared/api/documents/contract.js';
import { listResult } from '../../sql/lists.js';

const KEEP_EVERY_SECONDS = DOCUMENT_LIMITS.keepEveryMs / 1000;

/** The body a document shows: its own, or (saved before it had one) its template's in its language. */
const BODY = `COALESCE(d.body, t.body -> d.locale, t.body -> 'uz', t.body -> 'ru', t.body -> 'en', '[]'::jsonb)`;

/**
 * Keeps the document's current state as its current version (nothing when that one is kept
 * already), then drops the oldest beyond the limit. The caller has checked the owner.
 */
export async function keepVersion(tx: Queryable, documentId: number, reason: DocumentVersionReason, restoredFrom: number | null = null): Promise<void> {
  await tx.query(
    `INSERT INTO user_document_versions (document_id, n, title, locale, field_values, body, reason, restored_from)
     SELECT d.id, d.version, d.title, d.locale, d.field_values, ${BODY}, $2, $3
       FROM user_documents d LEFT JOIN document_templates t ON t.id = d.template_id
      WHERE d.id = $1
     ON CONFLICT (document_id, n) DO NOTHING`,
    [documentId, reason, restoredFrom],
  );
  await tx.query(
    `DELETE FROM user_document_versions
      WHERE document_id = $1
        AND n <= (SELECT n FROM user_document_versions WHERE document_id = $1 ORDER BY n DESC OFFSET $2 LIMIT 1)`,
    [documentId, DOCUMENT_LIMITS.versions],
  );
}

/**
 * Before an edit of version `current`: keeps that state when no version is kept yet or the newest
 * kept one is ten minutes old or more.
 */
export async function keepVersionIfDue(tx: Queryable, documentId: number, current: number): Promise<void> {
  const { rows } = await tx.query<{ n: number; due: boolean }>(
    `SELECT n, created_at <= now() - make_interval(secs => $2) AS due
       FROM user_document_versions WHERE document_id = $1 ORDER BY n DESC LIMIT 1`,
    [documentId, KEEP_EVERY_SECONDS],
  );
  const newest = rows[0];
  if (!newest || (newest.due && newest.n < current)) await keepVersion(tx, documentId, 'autosave');
}

interface VersionRow {
  n: number;
  reason: DocumentVersionReason;
  restored_from: number | null;
  title: string;
  locale: Locale;
  created_at: Date;
}

function toCard(row: VersionRow): OwnDocumentVersionCard {
  return { n: row.n, reason: row.reason, restoredFrom: row.restored_from, title: row.title, locale: row.locale, createdAt: row.created_at.toISOString() };
}

async function ownsDocument(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM user_documents WHERE id = $1 AND user_id = $2', [id, userId]);
  return rowCount > 0;
}

/** The kept versions of the owner's document, newest first; null: no such document. */
export async function listOwnDocumentVersions(
  db: Queryable,
  userId: number,
  id: number,
  query: { page: number; pageSize: number },
): Promise<OwnDocumentVersionList | null> {
  if (!(await ownsDocument(db, userId, id))) return null;
  const [{ rows }, counted] = await Promise.all([
    db.query<VersionRow>(
      `SELECT n, reason, restored_from, title, locale, created_at FROM user_document_versions
        WHERE document_id = $1 ORDER BY n DESC LIMIT $2 OFFSET $3`,
      [id, query.pageSize, (query.page - 1) * query.pageSize],
    ),
    db.query<{ total: number }>('SELECT count(*) AS total FROM user_document_versions WHERE document_id = $1', [id]),
  ]);
  return listResult(rows.map(toCard), Number(counted.rows[0]?.total ?? 0), query.page, query.pageSize);
}

/** One kept version of the owner's document, whole; null: no such document or version. */
export async function getOwnDocumentVersion(db: Queryable, userId: number, id: number, n: number): Promise<OwnDocumentVersion | null> {
  const { rows } = await db.query<VersionRow & { field_values: FieldValues; body: RichTextDocument }>(
    `SELECT v.n, v.reason, v.restored_from, v.title, v.locale, v.created_at, v.field_values, v.body
       FROM user_document_versions v JOIN user_documents d ON d.id = v.document_id
      WHERE v.document_id = $1 AND d.user_id = $2 AND v.n = $3`,
    [id, userId, n],
  );
  const row = rows[0];
  return row ? { ...toCard(row), fieldValues: row.field_values, body: row.body } : null;
}
