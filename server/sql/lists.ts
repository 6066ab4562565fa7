/**
 * Building blocks of the catalogue queries: numbered parameters (values never enter the SQL
 * text), one page of a list with its total, and text search that finds Latin and Cyrillic alike.
 */
import type { Queryable } from '../db/adapter.js';
import type { ListResult } from '../../shared/api/types.js';
import type { Locale } from '../../shared/locales.js';

/** Collects parameter values and hands out their placeholders: `p.add(value)` → '$3'. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface OrderKey {
  /** An SQL expression over the list's FROM. */
  expr: string;
  direction: 'ASC' | 'DESC';
  /** NULLS LAST is what every sort here wants (no rating yet sorts last). */
  nullsLast?: boolean;
}

export interface PageSpec {
  /** FROM clause of the list, e.g. 'specialists s'; `alias.id` is the row's id. */
  from: string;
  alias: string;
  /** Conditions over `from`; every parameter added so far must be used here (the count reuses them). */
  where: string[];
  /** The sort; parameters it needs (a language) are added after the conditions'. */
  order: (params: Params) => OrderKey[];
  page: number;
  pageSize: number;
  /**
   * 'window': the total comes with the page (count(*) OVER ()), for a searched list, whose few
   * matches are all found and sorted anyway: one pass over them instead of two.
   * 'statement' (default): a count of its own beside the page, for a browsed list, whose page an
   * index hands over in order without reading the rest.
   */
  count?: 'window' | 'statement';
}

/**
 * One page of a list: the page's ids in order and the total of matching rows. The caller then
 * turns the ids into cards in one more statement, so per-row subqueries (specializations,
 * experience) run for the page's rows only, never once per matching row, and nothing is fetched
 * row by row.
 */
export async function pageOfIds(db: Queryable, params: Params, spec: PageSpec): Promise<{ ids: number[]; total: number }> {
  const where = spec.where.length > 0 ? `WHERE ${spec.where.join(' AND ')}` : '';
  const countValues = [...params.values];
  const countSql = `SELECT count(*)::int AS total FROM ${spec.from} ${where}`;
  const keys = spec.order(params);
  const order = [...keys.map((key) => `${key.expr} ${key.direction}${key.nullsLast ? ' NULLS LAST' : ''}`), `${spec.alias}.id ASC`].join(', ');
  const limit = params.add(spec.pageSize);
  const offset = params.add((spec.page - 1) * spec.pageSize);
  const pageSql = (extra: string) => `SELECT ${spec.alias}.id${extra} FROM ${spec.from} ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;

  if (spec.count === 'window') {
    const { rows } = await db.query<{ id: number; total: number }>(pageSql(', count(*) OVER ()::int AS total'), params.values);
    const total = rows[0]?.total ?? (spec.page > 1 ? ((await db.query<{ total: number }>(countSql, countValues)).rows[0]?.total ?? 0) : 0);
    return { ids: rows.map((row) => row.id), total };
  }
  const [ids, count] = await Promise.all([db.query<{ id: number }>(pageSql(''), params.values), db.query<{ total: number }>(countSql, countValues)]);
  return { ids: ids.rows.map((row) => row.id), total: count.rows[0]?.total ?? 0 };
}

/** Reorders rows to follow `ids` (the decoration query joins by id and need not keep order). */
export function inIdOrder<Row extends { id: number }>(ids: readonly number[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
}

/**
 * How one kind's cards are read: its columns, its FROM and its id column. A list reads a page's
 * cards in one statement (cardsOf); the search as you type reads every kind's few cards in the
 * statement that finds them (server/domain/search/search.ts), one subquery per card.
 */
export interface CardSql<Row, Card> {
  /** The card's columns; `lang` is the placeholder of the language its texts are read in. */
  columns(lang: string): string;
  /** The card's row and what it joins. */
  from: string;
  /** The row's id, e.g. 'sv.id'. */
  id: string;
  toCard(row: Row): Card;
}

/** The cards of `ids`, in that order (the statement is prepared: its text never changes). */
export async function cardsOf<Row extends { id: number }, Card>(
  db: Queryable,
  card: CardSql<Row, Card>,
  ids: readonly number[],
  lang: Locale,
): Promise<Card[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<Row>(`SELECT ${card.columns('$1')} FROM ${card.from} WHERE ${card.id} = ANY($2::bigint[])`, [lang, ids], { prepared: true });
  return inIdOrder(ids, rows).map((row) => card.toCard(row));
}

export function listResult<T>(items: T[], total: number, page: number, pageSize: number): ListResult<T> {
  return { items, total, page, pageSize };
}

// ─────────────────────────────── search ───────────────────────────────

/** LIKE treats % _ and \ as wildcards and escape: typed by a visitor they are plain characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Words of a query (at most eight: a pasted paragraph is not a search). */
export function searchWords(q: string): string[] {
  return q.split(' ').filter(Boolean).slice(0, 8);
}

/**
 * Rows whose `search_text` (all three languages in search_norm form: lower case, ё → е, no
 * apostrophes) holds every word of the query: as typed (a substring), or as a near form by
 * pg_trgm word similarity, which lets "товарный знак" meet "товарного знака" and forgives a
 * typo. Both forms are served by the trigram GIN index of the table (migration 0007 tells the
 * planner what the similarity test costs, so it takes the index); a row that holds the word as
 * typed never pays for the similarity test.
 *
 * `rank` orders matches cheaply: the whole query found early in the text (search_text begins
 * with the title or the name) before found late, before matched only as near forms. A trigram
 * distance would rank more finely but costs a similarity computation per matching row.
 */
export function trigramMatch(params: Params, column: string, q: string): { where: string; rank: (order: Params) => string } {
  const words = searchWords(q).map((word) => {
    const like = params.add(escapeLike(word));
    const near = params.add(word);
    return `(${column} LIKE '%' || search_norm(${like}) || '%' OR search_norm(${near}) <% ${column})`;
  });
  // The rank's parameter is added by the sort, after the conditions' (the count reuses only those).
  return { where: `(${words.join(' AND ')})`, rank: (order) => `nullif(strpos(${column}, search_norm(${order.add(q)})), 0)` };
}

/**
 * Full text over a `search_vector` that holds each language with its own configuration (Uzbek
 * 'simple', Russian 'russian', English 'english'): the query is read with all three, so "алименты"
 * meets the stemmed Russian text, "award" the English and "undirish" the Uzbek. The Uzbek text is
 * search_norm'd in the vector (migration 0023), and so is its reading of the query: "to'lov" meets
 * "toʻlov".
 */
export function fullTextQuery(params: Params, q: string): string {
  const text = params.add(q);
  return `(websearch_to_tsquery('simple', search_norm(${text})) || websearch_to_tsquery('russian', ${text}) || websearch_to_tsquery('english', ${text}))`;
}
