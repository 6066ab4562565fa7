/** Reference articles: the list (full text in each language's own configuration, and trigrams) and one article. */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { RichTextDocument } from '../../../shared/richtext/types.js';
import type { ReferenceListQuery } from '../../../shared/api/queries.js';
import type { ListResult, ReferenceArticleCard, ReferenceArticleDetail, ReferenceCategory } from '../../../shared/api/types.js';
import { idOrSlugLookup } from '../../sql/fragments.js';
import { pickRichText } from '../../sql/l10n.js';
import { wholeList } from '../catalogue/taxonomy.js';
import { Params, fullTextQuery, cardsOf, pageOfIds, trigramMatch, type OrderKey, type CardSql } from '../../sql/lists.js';

interface CardRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category_id: number;
  category_slug: string;
  category_name: string;
  group_id: number | null;
  group_slug: string | null;
  group_name: string | null;
  published_at: string;
  video_src: string | null;
}

const cardColumns = (lang: string) => `
  a.id, a.slug, l10n_text(a.title, ${lang}) AS title, l10n_text(a.summary, ${lang}) AS summary,
  c.id AS category_id, c.slug AS category_slug, l10n_text(c.name, ${lang}) AS category_name,
  g.id AS group_id, g.slug AS group_slug, CASE WHEN g.id IS NULL THEN NULL ELSE l10n_text(g.name, ${lang}) END AS group_name,
  a.published_at, a.video_src`;

const cardFrom = `reference_articles a
  JOIN reference_categories c ON c.id = a.category_id
  LEFT JOIN specialization_groups g ON g.id = a.group_id`;

function toCard(row: CardRow): ReferenceArticleCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
    group: row.group_id === null ? null : { id: row.group_id, slug: row.group_slug ?? '', name: row.group_name ?? '' },
    publishedAt: row.published_at,
    hasVideo: row.video_src !== null,
  };
}

/** How a ReferenceArticleCard's row is read (search.ts reads it in the statement that finds it). */
export const referenceCardSql: CardSql<CardRow, ReferenceArticleCard> = { columns: cardColumns, from: cardFrom, id: 'a.id', toCard };

export function referenceCards(db: Queryable, ids: readonly number[], lang: Locale): Promise<ReferenceArticleCard[]> {
  return cardsOf(db, referenceCardSql, ids, lang);
}

export async function listReferenceArticles(db: Queryable, query: ReferenceListQuery, lang: Locale): Promise<ListResult<ReferenceArticleCard>> {
  const params = new Params();
  const where: string[] = [];
  if (query.category) where.push(`a.category_id = ${idOrSlugLookup('reference_categories', query.category, (v) => params.add(v))}`);
  if (query.parent) where.push(`a.group_id = (SELECT id FROM specialization_groups WHERE slug = ${params.add(query.parent)})`);
  let rank: ((p: Params) => OrderKey[]) | null = null;
  if (query.q) {
    const tsquery = fullTextQuery(params, query.q);
    const trigram = trigramMatch(params, 'a.search_text', query.q);
    where.push(`(a.search_vector @@ ${tsquery} OR ${trigram.where})`);
    rank = (p) => [
      { expr: `ts_rank(a.search_vector, ${tsquery})`, direction: 'DESC' },
      { expr: trigram.rank(p), direction: 'ASC', nullsLast: true },
    ];
  }
  const newest: OrderKey[] = [{ expr: 'a.published_at', direction: 'DESC' }];
  const sort = query.sort ?? (rank ? 'relevance' : 'newest');
  const { ids, total } = await pageOfIds(db, params, {
    count: query.q ? 'window' : 'statement',
    from: 'reference_articles a',
    alias: 'a',
    where,
    page: query.page,
    pageSize: query.pageSize,
    order: (p) => {
      if (sort === 'title') return [{ expr: `l10n_text(a.title, ${p.add(lang)})`, direction: 'ASC' }];
      if (sort === 'relevance' && rank) return [...rank(p), ...newest];
      return newest;
    },
  });
  return { items: await referenceCards(db, ids, lang), total, page: query.page, pageSize: query.pageSize };
}

export async function getReferenceArticle(db: Queryable, id: number, lang: Locale): Promise<ReferenceArticleDetail | null> {
  const { rows } = await db.query<
    CardRow & { body: Partial<Record<Locale, RichTextDocument>>; video_poster: string | null; reviewer_nickname: string | null; reviewer_name: string | null }
  >(
    `SELECT ${cardColumns('$1')}, a.body, a.video_poster,
       s.nickname AS reviewer_nickname,
       CASE WHEN s.id IS NULL THEN NULL ELSE l10n_text(s.first_name, $1) || ' ' || l10n_text(s.last_name, $1) END AS reviewer_name
     FROM ${cardFrom} LEFT JOIN specialists s ON s.id = a.reviewed_by_specialist_id
     WHERE a.id = $2`,
    [lang, id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...toCard(row),
    body: pickRichText(row.body, lang),
    video: row.video_src === null ? null : { src: row.video_src, poster: row.video_poster },
    reviewedBy: row.reviewer_nickname === null ? null : { nickname: row.reviewer_nickname, name: row.reviewer_name ?? '' },
  };
}

/** The sections of the reference material in display order, each with its number of articles. */
export async function listReferenceCategories(db: Queryable, lang: Locale): Promise<ListResult<ReferenceCategory>> {
  const { rows } = await db.query<ReferenceCategory>(
    `SELECT c.id, c.slug, l10n_text(c.name, $1) AS name, l10n_text(c.description, $1) AS description,
       (SELECT count(*)::int FROM reference_articles a WHERE a.category_id = c.id) AS "articleCount"
     FROM reference_categories c ORDER BY c.sort_order, c.id`,
    [lang],
  );
  return wholeList(rows);
}
