/**
 * One page of a template shelf, the documents' (/document-templates) and the claims'
 * (/claim-templates) alike: by category and text, sorted by use (by default; by relevance when
 * searched), title or date, each row as its card.
 */
import type { Queryable } from '../db/adapter.js';
import type { DocumentTemplateListQuery } from '../../shared/api/queries.js';
import type { ListResult } from '../../shared/api/types.js';
import type { Locale } from '../../shared/locales.js';
import { idOrSlugLookup } from './fragments.js';
import { Params, cardsOf, pageOfIds, trigramMatch, type CardSql, type OrderKey } from './lists.js';

/** The shelves' common query (a claim's adds its court type). */
export type ShelfQuery = DocumentTemplateListQuery;

export interface Shelf<Row extends { id: number }, Card> {
  /** The templates' table and its alias in the card's FROM, e.g. 'document_templates', 'd'. */
  table: string;
  alias: string;
  /** The table of their categories (category_id). */
  categories: string;
  card: CardSql<Row, Card>;
}

/** `where`: the shelf's own conditions (a claim's court type), given the list's parameters first. */
export async function listShelf<Row extends { id: number }, Card>(
  db: Queryable,
  shelf: Shelf<Row, Card>,
  query: ShelfQuery,
  lang: Locale,
  where: (params: Params) => string[] = () => [],
): Promise<ListResult<Card>> {
  const a = shelf.alias;
  const params = new Params();
  const conditions: string[] = [];
  if (query.category) conditions.push(`${a}.category_id = ${idOrSlugLookup(shelf.categories, query.category, (v) => params.add(v))}`);
  conditions.push(...where(params));
  const search = query.q ? trigramMatch(params, `${a}.search_text`, query.q) : null;
  if (search) conditions.push(search.where);
  const popular: OrderKey[] = [{ expr: `${a}.popularity`, direction: 'DESC' }];
  const sort = query.sort ?? (search ? 'relevance' : 'popular');
  const { ids, total } = await pageOfIds(db, params, {
    count: query.q ? 'window' : 'statement',
    from: `${shelf.table} ${a}`,
    alias: a,
    where: conditions,
    page: query.page,
    pageSize: query.pageSize,
    order: (p) => {
      if (sort === 'title') return [{ expr: `l10n_text(${a}.title, ${p.add(lang)})`, direction: 'ASC' }];
      if (sort === 'newest') return [{ expr: `${a}.updated_at`, direction: 'DESC' }];
      if (sort === 'relevance' && search) return [{ expr: search.rank(p), direction: 'ASC', nullsLast: true }, ...popular];
      return popular;
    },
  });
  return { items: await cardsOf(db, shelf.card, ids, lang), total, page: query.page, pageSize: query.pageSize };
}
