/** Law firms: the list with its filters and sorts, cards, and one firm with its people and services. */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import { normalizeSocialLink } from '../../../shared/social.js';
import type { LawFirmListQuery } from '../../../shared/api/queries.js';
import type { LawFirmCard, LawFirmDetail, ListResult, Ref } from '../../../shared/api/types.js';
import { idOrSlugLookup, specializationsJson } from '../../sql/fragments.js';
import { serviceSummaries } from '../catalogue/services.js';
import { ratingOf, specialistCards, specializationFilters } from '../catalogue/specialists.js';
import { Params, cardsOf, pageOfIds, trigramMatch, type OrderKey, type CardSql } from '../../sql/lists.js';

interface CardRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  region_id: number;
  region_slug: string;
  region_name: string;
  city: string;
  verified: boolean;
  rating_average: number | null;
  rating_count: number;
  logo_url: string | null;
  logo_hue: number;
  founded_year: number | null;
  specialist_count: number;
  specializations: Ref[];
}

const cardColumns = (lang: string) => `
  f.id, f.slug, l10n_text(f.name, ${lang}) AS name, l10n_text(f.description, ${lang}) AS description,
  r.id AS region_id, r.slug AS region_slug, l10n_text(r.name, ${lang}) AS region_name, l10n_text(f.city, ${lang}) AS city,
  f.verified, f.rating_average, f.rating_count, f.logo_url, f.logo_hue, f.founded_year,
  (SELECT count(*)::int FROM specialists s WHERE s.law_firm_id = f.id) AS specialist_count,
  ${specializationsJson('law_firm_specializations', 'law_firm_id', 'f.id', lang)} AS specializations`;

const cardFrom = 'law_firms f JOIN regions r ON r.id = f.region_id';

function toCard(row: CardRow): LawFirmCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    region: { id: row.region_id, slug: row.region_slug, name: row.region_name },
    city: row.city,
    verified: row.verified,
    rating: ratingOf(row.rating_average, row.rating_count),
    logoUrl: row.logo_url,
    logoHue: row.logo_hue,
    foundedYear: row.founded_year,
    specialistCount: row.specialist_count,
    specializations: row.specializations,
  };
}

/** How a LawFirmCard's row is read (search.ts reads it in the statement that finds it). */
export const lawFirmCardSql: CardSql<CardRow, LawFirmCard> = { columns: cardColumns, from: cardFrom, id: 'f.id', toCard };

export function lawFirmCards(db: Queryable, ids: readonly number[], lang: Locale): Promise<LawFirmCard[]> {
  return cardsOf(db, lawFirmCardSql, ids, lang);
}

export async function listLawFirms(db: Queryable, query: LawFirmListQuery, lang: Locale): Promise<ListResult<LawFirmCard>> {
  const params = new Params();
  const where = specializationFilters(params, query, { table: 'law_firm_specializations', owner: 'law_firm_id', ownerId: 'f.id' });
  if (query.region) where.push(`f.region_id = ${idOrSlugLookup('regions', query.region, (v) => params.add(v))}`);
  if (query.verified !== undefined) where.push(`f.verified = ${params.add(query.verified)}`);
  const search = query.q ? trigramMatch(params, 'f.search_text', query.q) : null;
  if (search) where.push(search.where);

  const byRating: OrderKey[] = [
    { expr: 'f.rating_average', direction: 'DESC', nullsLast: true },
    { expr: 'f.rating_count', direction: 'DESC' },
  ];
  const sort = query.sort ?? (search ? 'relevance' : 'rating');
  const { ids, total } = await pageOfIds(db, params, {
    count: query.q ? 'window' : 'statement',
    from: 'law_firms f',
    alias: 'f',
    where,
    page: query.page,
    pageSize: query.pageSize,
    order: (p) => {
      switch (sort) {
        case 'name':
          return [{ expr: `l10n_text(f.name, ${p.add(lang)})`, direction: 'ASC' }];
        case 'founded':
          return [{ expr: 'f.founded_year', direction: 'ASC', nullsLast: true }];
        case 'relevance':
          return search ? [{ expr: search.rank(p), direction: 'ASC', nullsLast: true }, ...byRating] : byRating;
        default:
          return byRating;
      }
    },
  });
  return { items: await lawFirmCards(db, ids, lang), total, page: query.page, pageSize: query.pageSize };
}

/** People of a firm shown on its page: the best rated first. */
const FIRM_SPECIALISTS_LIMIT = 48;

export async function getLawFirm(db: Queryable, id: number, lang: Locale): Promise<LawFirmDetail | null> {
  const { rows } = await db.query<CardRow & { address: string; phone: string; email: string | null; website: string | null; specialist_ids: number[] }>(
    `SELECT ${cardColumns('$1')}, l10n_text(f.address, $1) AS address, f.phone, f.email, f.website,
       ARRAY(SELECT s.id::int FROM specialists s WHERE s.law_firm_id = f.id
             ORDER BY s.rating_average DESC NULLS LAST, s.rating_count DESC, s.id LIMIT ${FIRM_SPECIALISTS_LIMIT}) AS specialist_ids
     FROM ${cardFrom} WHERE f.id = $2`,
    [lang, id],
  );
  const row = rows[0];
  if (!row) return null;
  const [specialists, services] = await Promise.all([specialistCards(db, row.specialist_ids, lang), serviceSummaries(db, { lawFirmId: row.id }, lang)]);
  return {
    ...toCard(row),
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website ? normalizeSocialLink('website', row.website) : null,
    specialists,
    services,
  };
}
