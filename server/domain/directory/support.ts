/** Support questions: the list (full text and trigrams) and one question with its answer. */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { RichTextDocument } from '../../../shared/richtext/types.js';
import type { SupportQuestionListQuery } from '../../../shared/api/queries.js';
import type { ListResult, SupportCategory, SupportQuestionCard, SupportQuestionDetail } from '../../../shared/api/types.js';
import { idOrSlugLookup } from '../../sql/fragments.js';
import { pickRichText } from '../../sql/l10n.js';
import { wholeList } from '../catalogue/taxonomy.js';
import { Params, fullTextQuery, cardsOf, pageOfIds, trigramMatch, type OrderKey, type CardSql } from '../../sql/lists.js';

interface CardRow {
  id: number;
  slug: string;
  question: string;
  category_id: number;
  category_slug: string;
  category_name: string;
  category_icon: string;
  featured: boolean;
}

const cardColumns = (lang: string) => `
  q.id, q.slug, l10n_text(q.question, ${lang}) AS question,
  c.id AS category_id, c.slug AS category_slug, l10n_text(c.name, ${lang}) AS category_name, c.icon AS category_icon, q.featured`;

const cardFrom = 'support_questions q JOIN support_categories c ON c.id = q.category_id';

function toCard(row: CardRow): SupportQuestionCard {
  return {
    id: row.id,
    slug: row.slug,
    question: row.question,
    category: { id: row.category_id, slug: row.category_slug, name: row.category_name, icon: row.category_icon },
    featured: row.featured,
  };
}

/** How a SupportQuestionCard's row is read (search.ts reads it in the statement that finds it). */
export const supportQuestionCardSql: CardSql<CardRow, SupportQuestionCard> = { columns: cardColumns, from: cardFrom, id: 'q.id', toCard };

export function supportQuestionCards(db: Queryable, ids: readonly number[], lang: Locale): Promise<SupportQuestionCard[]> {
  return cardsOf(db, supportQuestionCardSql, ids, lang);
}

export async function listSupportQuestions(db: Queryable, query: SupportQuestionListQuery, lang: Locale): Promise<ListResult<SupportQuestionCard>> {
  const params = new Params();
  const where: string[] = [];
  if (query.category) where.push(`q.category_id = ${idOrSlugLookup('support_categories', query.category, (v) => params.add(v))}`);
  if (query.featured !== undefined) where.push(`q.featured = ${params.add(query.featured)}`);
  let rank: ((p: Params) => OrderKey[]) | null = null;
  if (query.q) {
    const tsquery = fullTextQuery(params, query.q);
    const trigram = trigramMatch(params, 'q.search_text', query.q);
    where.push(`(q.search_vector @@ ${tsquery} OR ${trigram.where})`);
    rank = (p) => [
      { expr: `ts_rank(q.search_vector, ${tsquery})`, direction: 'DESC' },
      { expr: trigram.rank(p), direction: 'ASC', nullsLast: true },
    ];
  }
  const inOrder: OrderKey[] = [
    { expr: 'c.sort_order', direction: 'ASC' },
    { expr: 'q.sort_order', direction: 'ASC' },
  ];
  const sort = query.sort ?? (rank ? 'relevance' : 'order');
  const { ids, total } = await pageOfIds(db, params, {
    count: query.q ? 'window' : 'statement',
    from: cardFrom,
    alias: 'q',
    where,
    page: query.page,
    pageSize: query.pageSize,
    order: (p) => (sort === 'relevance' && rank ? [...rank(p), ...inOrder] : inOrder),
  });
  return { items: await supportQuestionCards(db, ids, lang), total, page: query.page, pageSize: query.pageSize };
}

export async function getSupportQuestion(db: Queryable, id: number, lang: Locale): Promise<SupportQuestionDetail | null> {
  const { rows } = await db.query<CardRow & { answer: Partial<Record<Locale, RichTextDocument>> }>(
    `SELECT ${cardColumns('$1')}, q.answer FROM ${cardFrom} WHERE q.id = $2`,
    [lang, id],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...toCard(row), answer: pickRichText(row.answer, lang) };
}

/** The topics of the support questions in display order, each with its number of questions. */
export async function listSupportCategories(db: Queryable, lang: Locale): Promise<ListResult<SupportCategory>> {
  const { rows } = await db.query<SupportCategory>(
    `SELECT c.id, c.slug, l10n_text(c.name, $1) AS name, c.icon,
       (SELECT count(*)::int FROM support_questions q WHERE q.category_id = c.id) AS "questionCount"
     FROM support_categories c ORDER BY c.sort_order, c.id`,
    [lang],
  );
  return wholeList(rows);
}
