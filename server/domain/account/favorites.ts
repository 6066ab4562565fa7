/**
 * A user's favourites (table `favorites`, migration 0005): kept, removed, merged from a guest's
 * browser list, and listed with the cards of what they keep. Every statement names the user, so
 * one user never reads or changes another's rows. A service that is no longer published is kept
 * but not shown; a deleted target takes its favourites with it (ON DELETE CASCADE).
 */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import {
  FAVORITE_KINDS,
  emptyCounts,
  favoriteKey,
  uniqueFavorites,
  type FavoriteCounts,
  type FavoriteEntry,
  type FavoriteKind,
  type FavoriteList,
  type FavoriteRef,
} from '../../../shared/api/account/favorite-kinds.js';
import type { FavoriteListQuery } from '../../../shared/api/account/favorites.js';
import { lawFirmCards } from '../directory/lawfirms.js';
import { referenceCards } from '../directory/reference.js';
import { serviceCards } from '../catalogue/services.js';
import { specialistCards } from '../catalogue/specialists.js';

/** The refs answer for the hearts stops here (nobody keeps more; the list pages on). */
export const MAX_REFS = 1_000;

/** Rows shown (of a user's favorites aliased `fv`): the four kinds of the site, a service only while it is published. */
export const VISIBLE_FAVORITES = `fv.kind = ANY('{service,specialist,law_firm,reference_article}'::text[])
  AND (fv.service_id IS NULL OR EXISTS (SELECT 1 FROM services s WHERE s.id = fv.service_id AND s.published))`;

interface RefRow {
  kind: FavoriteKind;
  target_id: number;
}

/**
 * Keeps each of `refs` that exists (newest first in `refs`, so the first ends up newest);
 * answers how many were new. Unknown ids and favourites already kept are skipped.
 */
export async function addFavorites(db: Queryable, userId: number, refs: readonly FavoriteRef[]): Promise<number> {
  const unique = uniqueFavorites(refs);
  if (unique.length === 0) return 0;
  const { rows } = await db.query(
    `INSERT INTO favorites (user_id, kind, service_id, specialist_id, law_firm_id, reference_article_id)
     SELECT $1, u.kind, s.id, sp.id, f.id, a.id
       FROM unnest($2::text[], $3::bigint[]) WITH ORDINALITY AS u(kind, target, ord)
       LEFT JOIN services s ON u.kind = 'service' AND s.id = u.target AND s.published
       LEFT JOIN specialists sp ON u.kind = 'specialist' AND sp.id = u.target
       LEFT JOIN law_firms f ON u.kind = 'law_firm' AND f.id = u.target
       LEFT JOIN reference_articles a ON u.kind = 'reference_article' AND a.id = u.target
      WHERE coalesce(s.id, sp.id, f.id, a.id) IS NOT NULL
      ORDER BY u.ord DESC
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [userId, unique.map((ref) => ref.kind), unique.map((ref) => ref.id)],
  );
  return rows.length;
}

/** Whether the user keeps `ref` (and can see it). */
export async function isFavorite(db: Queryable, userId: number, ref: FavoriteRef): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM favorites fv WHERE fv.user_id = $1 AND fv.kind = $2 AND fv.target_id = $3 AND ${VISIBLE_FAVORITES}`, [
    userId,
    ref.kind,
    ref.id,
  ]);
  return rows.length > 0;
}

/** Removes one favourite of this user; false when they did not keep it. */
export async function removeFavorite(db: Queryable, userId: number, ref: FavoriteRef): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM favorites WHERE user_id = $1 AND kind = $2 AND target_id = $3 RETURNING id', [userId, ref.kind, ref.id]);
  return rows.length > 0;
}

/** Every favourite of the user (at most MAX_REFS), newest first, without cards. */
export async function favoriteRefs(db: Queryable, userId: number): Promise<FavoriteRef[]> {
  const { rows } = await db.query<RefRow>(
    `SELECT fv.kind, fv.target_id FROM favorites fv WHERE fv.user_id = $1 AND ${VISIBLE_FAVORITES}
     ORDER BY fv.created_at DESC, fv.id DESC LIMIT ${MAX_REFS}`,
    [userId],
  );
  return rows.map((row) => ({ kind: row.kind, id: row.target_id }));
}

async function countsOf(db: Queryable, userId: number): Promise<FavoriteCounts> {
  const { rows } = await db.query<{ kind: FavoriteKind; count: number }>(
    `SELECT fv.kind, count(*)::int AS count FROM favorites fv WHERE fv.user_id = $1 AND ${VISIBLE_FAVORITES} GROUP BY fv.kind`,
    [userId],
  );
  const counts = emptyCounts();
  for (const row of rows) counts[row.kind] = row.count;
  return counts;
}

/** One page of the user's favourites (of one kind, or all), newest first, with their cards. */
export async function listFavorites(db: Queryable, userId: number, query: FavoriteListQuery, lang: Locale): Promise<FavoriteList> {
  const kindFilter = query.kind ? 'AND fv.kind = $4' : '';
  const [counts, page] = await Promise.all([
    countsOf(db, userId),
    db.query<RefRow>(
      `SELECT fv.kind, fv.target_id FROM favorites fv WHERE fv.user_id = $1 AND ${VISIBLE_FAVORITES} ${kindFilter}
       ORDER BY fv.created_at DESC, fv.id DESC LIMIT $2 OFFSET $3`,
      [userId, query.pageSize, (query.page - 1) * query.pageSize, ...(query.kind ? [query.kind] : [])],
    ),
  ]);
  const items = await favoriteCards(
    db,
    page.rows.map((row) => ({ kind: row.kind, id: row.target_id })),
    lang,
  );
  const total = query.kind ? counts[query.kind] : FAVORITE_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  return { items, total, page: query.page, pageSize: query.pageSize, counts };
}

/** The cards of `refs` in their order; what does not exist (or is unpublished) is left out. */
export async function favoriteCards(db: Queryable, refs: readonly FavoriteRef[], lang: Locale): Promise<FavoriteEntry[]> {
  const idsOf = (kind: FavoriteKind) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const publishedServices = async (ids: number[]) =>
    ids.length === 0 ? [] : (await db.query<{ id: number }>('SELECT id FROM services WHERE id = ANY($1::bigint[]) AND published', [ids])).rows.map((r) => r.id);
  const [services, specialists, firms, articles] = await Promise.all([
    publishedServices(idsOf('service')).then((ids) => serviceCards(db, ids, lang)),
    specialistCards(db, idsOf('specialist'), lang),
    lawFirmCards(db, idsOf('law_firm'), lang),
    referenceCards(db, idsOf('reference_article'), lang),
  ]);
  const found = new Map<string, FavoriteEntry>();
  for (const card of services) found.set(`service:${card.id}`, { kind: 'service', id: card.id, card });
  for (const card of specialists) found.set(`specialist:${card.id}`, { kind: 'specialist', id: card.id, card });
  for (const card of firms) found.set(`law_firm:${card.id}`, { kind: 'law_firm', id: card.id, card });
  for (const card of articles) found.set(`reference_article:${card.id}`, { kind: 'reference_article', id: card.id, card });
  return refs.flatMap((ref) => {
    const entry = found.get(favoriteKey(ref));
    return entry ? [entry] : [];
  });
}
