/**
 * The two actions around a document's kept versions (ADR 008): restoring one (itself a new
 * version, the state it replaces kept first) and exporting (the exported state kept, so what was
 * downloaded can always be found again). Each runs in one transaction on the owner's locked row.
 */
import type { Queryable } from '../../db/adapter.js';
import { inTransaction } from '../../sql/transaction.js';
import type { Locale } from '../../../shared/locales.js';
import type { RichTextDocument } from '../../../shared/richtext/types.js';
import type { FieldValues } from '../../../shared/documents/fields.js';
import type { DocumentConflict, OwnDocument } from '../../../shared/api/documents/contract.js';
import { keepVersion } from './versions.js';
import { conflictOf, getOwnDocument, lockOwnDocument, writeState } from './own-documents.js';

export type RestoreResult = { ok: true; document: OwnDocument } | { ok: false; conflict: DocumentConflict } | null;

/**
 * Brings version `n` back as the document's next version (restoring is itself a new version):
 * the state it replaces is kept first, so nothing is lost. `expected`, when given, is the version
 * the editor holds: a stale one is refused. null: no such document or version.
 */
export async function restoreOwnDocumentVersion(
  db: Queryable,
  userId: number,
  id: number,
  n: number,
  expected: number | undefined,
  lang: Locale,
): Promise<RestoreResult> {
  const outcome = await inTransaction(db, async (tx): Promise<'missing' | DocumentConflict | 'restored'> => {
    const row = await lockOwnDocument(tx, userId, id);
    if (!row) return 'missing';
    if (expected !== undefined && expected !== row.version) return conflictOf(row);
    const { rows } = await tx.query<{ title: string; locale: Locale; field_values: FieldValues; body: RichTextDocument }>(
      'SELECT title, locale, field_values, body FROM user_document_versions WHERE document_id = $1 AND n = $2',
      [id, n],
    );
    const kept = rows[0];
    if (!kept) return 'missing';
    await keepVersion(tx, id, 'before-restore');
    await writeState(tx, row, { title: kept.title, locale: kept.locale, fieldValues: kept.field_values, body: kept.body });
    await keepVersion(tx, id, 'restore', n);
    return 'restored';
  });
  if (outcome === 'missing') return null;
  if (outcome !== 'restored') return { ok: false, conflict: outcome };
  return { ok: true, document: (await getOwnDocument(db, userId, id, lang))! };
}

/**
 * The owner's document as an export shows it, its state kept (reason 'export') in the same
 * transaction, so what was downloaded can always be found again. null: no such document.
 */
export async function exportOwnDocument(db: Queryable, userId: number, id: number, lang: Locale): Promise<OwnDocument | null> {
  return inTransaction(db, async (tx) => {
    const row = await lockOwnDocument(tx, userId, id);
    if (!row) return null;
    await keepVersion(tx, id, 'export');
    return getOwnDocument(tx, userId, id, lang);
  });
}
