/** Services on sale: the list with its filters and sorts, cards, one service, and short summaries. */
import type { Queryable } from '../../db/adapter.js';
import type { Locale, LocalizedText } from '../../../shared/locales.js';
import type { ServiceListQuery } from '../../../shared/api/queries.js';
import type { ListResult, Ref, ServiceCard, ServiceDetail, ServiceProvider, ServiceSummary } from '../../../shared/api/types.js';
import { specializationsJson, tashkentDate } from '../../sql/fragments.js';
import { pickTexts } from '../../sql/l10n.js';
import { Params, cardsOf, pageOfIds, trigramMatch, type OrderKey, type CardSql } from '../../sql/lists.js';

interface CardRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  price: number;
  price_kind: 'fixed' | 'from';
  countable: boolean;
  duration_value: number | null;
  duration_unit: NonNullable<ServiceCard['duration']>['unit'] | null;
  format: ServiceCard['format'];
  popularity: number;
  created_at: string;
  group_id: number;
  group_slug: string;
  group_name: string;
  nickname: string | null;
  specialist_first_name: string | null;
  specialist_last_name: string | null;
  avatar_hue: number | null;
  photo_url: string | null;
  specialist_verified: boolean | null;
  law_firm_id: number | null;
  law_firm_name: string | null;
  logo_hue: number | null;
  logo_url: string | null;
  law_firm_verified: boolean | null;
}

const cardColumns = (lang: string) => `
  sv.id, sv.slug, l10n_text(sv.title, ${lang}) AS title, l10n_text(sv.description, ${lang}) AS description,
  sv.price, sv.price_kind, sv.countable, sv.duration_value, sv.duration_unit, sv.format, sv.popularity,
  ${tashkentDate('sv.created_at')} AS created_at,
  g.id AS group_id, g.slug AS group_slug, l10n_text(g.name, ${lang}) AS group_name,
  sp.nickname, l10n_text(sp.first_name, ${lang}) AS specialist_first_name, l10n_text(sp.last_name, ${lang}) AS specialist_last_name,
  sp.avatar_hue, sp.photo_url, sp.verified AS specialist_verified,
  f.id AS law_firm_id, l10n_text(f.name, ${lang}) AS law_firm_name, f.logo_hue, f.logo_url, f.verified AS law_firm_verified`;

const cardFrom = `services sv
  JOIN specialization_groups g ON g.id = sv.group_id
  LEFT JOIN specialists sp ON sp.id = sv.specialist_id
  LEFT JOIN law_firms f ON f.id = sv.law_firm_id`;

function providerOf(row: CardRow): ServiceProvider {
  if (row.nickname !== null) {
    return {
      kind: 'specialist',
      nickname: row.nickname,
      name: `${row.specialist_first_name ?? ''} ${row.specialist_last_name ?? ''}`.trim(),
      avatarHue: row.avatar_hue ?? 0,
      photoUrl: row.photo_url,
      verified: row.specialist_verified === true,
    };
  }
  return {
    kind: 'lawfirm',
    id: row.law_firm_id ?? 0,
    name: row.law_firm_name ?? '',
    logoHue: row.logo_hue ?? 0,
    logoUrl: row.logo_url,
    verified: row.law_firm_verified === true,
  };
}

function toCard(row: CardRow): ServiceCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    price: row.price,
    priceKind: row.price_kind,
    countable: row.countable,
    duration: row.duration_value !== null && row.duration_unit !== null ? { value: row.duration_value, unit: row.duration_unit } : null,
    format: row.format,
    popularity: row.popularity,
    group: { id: row.group_id, slug: row.group_slug, name: row.group_name },
    provider: providerOf(row),
    createdAt: row.created_at,
  };
}

/** How a ServiceCard's row is read (search.ts reads it in the statement that finds it). */
export const serviceCardSql: CardSql<CardRow, ServiceCard> = { columns: cardColumns, from: cardFrom, id: 'sv.id', toCard };

export function serviceCards(db: Queryable, ids: readonly number[], lang: Locale): Promise<ServiceCard[]> {
  return cardsOf(db, serviceCardSql, ids, lang);
}

export async function listServices(db: Queryable, query: ServiceListQuery, lang: Locale): Promise<ListResult<ServiceCard>> {
  const params = new Params();
  const where = ['sv.published'];
  if (query.parent) where.push(`sv.group_id = (SELECT id FROM specialization_groups WHERE slug = ${params.add(query.parent)})`);
  if (query.specialization) {
    where.push(`sv.id IN (SELECT service_id FROM service_specializations
                 WHERE specialization_id = (SELECT id FROM specializations WHERE slug = ${params.add(query.specialization)}))`);
  }
  if (query.specialist) where.push(`sv.specialist_id = (SELECT id FROM specialists WHERE nickname = ${params.add(query.specialist)})`);
  if (query.lawfirm !== undefined) where.push(`sv.law_firm_id = ${params.add(query.lawfirm)}`);
  if (query.format) where.push(`sv.format = ${params.add(query.format)}`);
  if (query.priceMin !== undefined) where.push(`sv.price >= ${params.add(query.priceMin)}`);
  if (query.priceMax !== undefined) where.push(`sv.price <= ${params.add(query.priceMax)}`);
  const search = query.q ? trigramMatch(params, 'sv.search_text', query.q) : null;
  if (search) where.push(search.where);

  const popular: OrderKey[] = [{ expr: 'sv.popularity', direction: 'DESC' }];
  const sort = query.sort ?? (search ? 'relevance' : 'popular');
  const { ids, total } = await pageOfIds(db, params, {
    count: query.q ? 'window' : 'statement',
    from: 'services sv',
    alias: 'sv',
    where,
    page: query.page,
    pageSize: query.pageSize,
    order: (p) => {
      switch (sort) {
        case 'price':
          return [{ expr: 'sv.price', direction: 'ASC' }];
        case '-price':
          return [{ expr: 'sv.price', direction: 'DESC' }];
        case 'newest':
          return [{ expr: 'sv.created_at', direction: 'DESC' }];
        case 'relevance':
          return search ? [{ expr: search.rank(p), direction: 'ASC', nullsLast: true }, ...popular] : popular;
        default:
          return popular;
      }
    },
  });
  return { items: await serviceCards(db, ids, lang), total, page: query.page, pageSize: query.pageSize };
}

export async function getService(db: Queryable, id: number, lang: Locale): Promise<ServiceDetail | null> {
  const { rows } = await db.query<CardRow & { deliverables: LocalizedText[]; specializations: Ref[] }>(
    `SELECT ${cardColumns('$1')}, sv.deliverables,
       ${specializationsJson('service_specializations', 'service_id', 'sv.id', '$1', false)} AS specializations
     FROM ${cardFrom} WHERE sv.id = $2 AND sv.published`,
    [lang, id],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...toCard(row), deliverables: pickTexts(row.deliverables, lang), specializations: row.specializations };
}

/** The published services of one specialist or one law firm, most popular first. */
export async function serviceSummaries(
  db: Queryable,
  owner: { specialistId: number } | { lawFirmId: number },
  lang: Locale,
  limit = 24,
): Promise<ServiceSummary[]> {
  const [column, id] = 'specialistId' in owner ? ['specialist_id', owner.specialistId] : ['law_firm_id', owner.lawFirmId];
  const { rows } = await db.query<{ id: number; slug: string; title: string; price: number; price_kind: 'fixed' | 'from' }>(
    `SELECT id, slug, l10n_text(title, $1) AS title, price, price_kind FROM services
     WHERE ${column} = $2 AND published ORDER BY popularity DESC, id LIMIT $3`,
    [lang, id, limit],
  );
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: row.title, price: row.price, priceKind: row.price_kind }));
}
