/** Document templates: the list and one template with its body and fields. */
import type { Queryable } from '../../db/adapter.js';
import type { Locale, LocalizedText } from '../../../shared/locales.js';
import type { RichTextDocument } from '../../../shared/richtext/types.js';
import type { DocumentTemplateListQuery } from '../../../shared/api/queries.js';
import type { DocumentTemplateCard, DocumentTemplateDetail, ListResult } from '../../../shared/api/types.js';
import { tashkentDate } from '../../sql/fragments.js';
import { everyRichText, everyText, localizeFields, pickRichText, type StoredField } from '../../sql/l10n.js';
import { cardsOf, type CardSql } from '../../sql/lists.js';
import { listShelf } from '../../sql/template-shelf.js';

interface CardRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  category_id: number;
  category_slug: string;
  category_name: string;
  notarization: DocumentTemplateCard['notarization'];
  popularity: number;
  updated_at: string;
}

const cardColumns = (lang: string) => `
  d.id, d.slug, l10n_text(d.title, ${lang}) AS title, l10n_text(d.description, ${lang}) AS description,
  c.id AS category_id, c.slug AS category_slug, l10n_text(c.name, ${lang}) AS category_name,
  d.notarization, d.popularity, ${tashkentDate('d.updated_at')} AS updated_at`;

const cardFrom = 'document_templates d JOIN document_categories c ON c.id = d.category_id';

function toCard(row: CardRow): DocumentTemplateCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
    notarization: row.notarization,
    popularity: row.popularity,
    updatedAt: row.updated_at,
  };
}

/** How a DocumentTemplateCard's row is read (search.ts reads it in the statement that finds it). */
export const documentTemplateCardSql: CardSql<CardRow, DocumentTemplateCard> = { columns: cardColumns, from: cardFrom, id: 'd.id', toCard };

export function documentTemplateCards(db: Queryable, ids: readonly number[], lang: Locale): Promise<DocumentTemplateCard[]> {
  return cardsOf(db, documentTemplateCardSql, ids, lang);
}

export function listDocumentTemplates(db: Queryable, query: DocumentTemplateListQuery, lang: Locale): Promise<ListResult<DocumentTemplateCard>> {
  return listShelf(db, { table: 'document_templates', alias: 'd', categories: 'document_categories', card: documentTemplateCardSql }, query, lang);
}

export async function getDocumentTemplate(db: Queryable, id: number, lang: Locale): Promise<DocumentTemplateDetail | null> {
  const { rows } = await db.query<CardRow & { note: string; body: Partial<Record<Locale, RichTextDocument>>; fields: StoredField[]; titles: LocalizedText }>(
    `SELECT ${cardColumns('$1')}, l10n_text(d.note, $1) AS note, d.body, d.fields, d.title AS titles FROM ${cardFrom} WHERE d.id = $2`,
    [lang, id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...toCard(row),
    note: row.note,
    body: pickRichText(row.body, lang),
    bodies: everyRichText(row.body),
    titles: everyText(row.titles),
    fields: localizeFields(row.fields, lang),
  };
}
