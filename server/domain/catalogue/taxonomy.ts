/** The fixed lists filters are built from: specialization groups with their specializations, and regions. */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { ListResult, Ref, Region, SpecializationGroup } from '../../../shared/api/types.js';

/** A whole list answered in the list shape: one page holding everything. */
export function wholeList<T>(items: T[]): ListResult<T> {
  return { items, total: items.length, page: 1, pageSize: items.length };
}

/** docs/product.md §3: each group (parent_specialization) with its specializations, both in display order. */
export async function listSpecializationGroups(db: Queryable, lang: Locale): Promise<ListResult<SpecializationGroup>> {
  const { rows } = await db.query<{ id: number; slug: string; name: string; description: string; icon: string; specializations: Ref[] }>(
    `SELECT g.id, g.slug, l10n_text(g.name, $1) AS name, l10n_text(g.description, $1) AS description, g.icon,
       (SELECT coalesce(json_agg(json_build_object('id', sp.id, 'slug', sp.slug, 'name', l10n_text(sp.name, $1)) ORDER BY sp.sort_order, sp.id), '[]'::json)
          FROM specializations sp WHERE sp.group_id = g.id) AS specializations
     FROM specialization_groups g ORDER BY g.sort_order, g.id`,
    [lang],
  );
  return wholeList(
    rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      parent_specialization: row.name,
      description: row.description,
      icon: row.icon,
      specializations: row.specializations,
    })),
  );
}

export async function listRegions(db: Queryable, lang: Locale): Promise<ListResult<Region>> {
  const { rows } = await db.query<Region>(
    `SELECT id, slug, l10n_text(name, $1) AS name, l10n_text(center, $1) AS center FROM regions ORDER BY sort_order, id`,
    [lang],
  );
  return wholeList(rows);
}
