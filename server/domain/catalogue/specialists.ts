/** Specialists: the list with its filters and sorts, cards, and a profile by nickname. */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import { normalizeSocialLink } from '../../../shared/social.js';
import type { SpecialistListQuery } from '../../../shared/api/queries.js';
import type { ListResult, Profession, Rating, Ref, SocialLink, SpecialistCard, SpecialistProfile } from '../../../shared/api/types.js';
import { experienceJson, experienceMonths as jobMonths, idOrSlugLookup, specializationsJson } from '../../sql/fragments.js';

/** Months of experience: the jobs listed, or the years stated in the application (issue 32) when they are more. */
const experienceMonths = (id: string) => `greatest(${jobMonths(id)}, coalesce(s.experience_years, 0) * 12)`;
import { Params, cardsOf, pageOfIds, trigramMatch, type OrderKey, type CardSql } from '../../sql/lists.js';
import { serviceSummaries } from './services.js';

interface CardRow {
  id: number;
  nickname: string;
  first_name: string;
  last_name: string;
  profession: Profession;
  photo_url: string | null;
  avatar_hue: number;
  verified: boolean;
  languages: Locale[];
  rating_average: number | null;
  rating_count: number;
  experience_months: number;
  region_id: number | null;
  region_slug: string | null;
  region_name: string | null;
  law_firm_id: number | null;
  law_firm_name: string | null;
  specializations: Ref[];
  member_since: string;
}

const cardColumns = (lang: string) => `
  s.id, s.nickname, l10n_text(s.first_name, ${lang}) AS first_name, l10n_text(s.last_name, ${lang}) AS last_name,
  s.profession, s.photo_url, s.avatar_hue, s.verified, s.languages, s.rating_average, s.rating_count,
  ${experienceMonths('s.id')} AS experience_months,
  r.id AS region_id, r.slug AS region_slug, l10n_text(r.name, ${lang}) AS region_name,
  f.id AS law_firm_id, l10n_text(f.name, ${lang}) AS law_firm_name,
  ${specializationsJson('specialist_specializations', 'specialist_id', 's.id', lang)} AS specializations,
  s.member_since`;

const cardFrom = `specialists s LEFT JOIN regions r ON r.id = s.region_id LEFT JOIN law_firms f ON f.id = s.law_firm_id`;

export function ratingOf(average: number | null, count: number): Rating | null {
  return average === null || count === 0 ? null : { average: Math.round(average * 10) / 10, count };
}

function toCard(row: CardRow): SpecialistCard {
  return {
    id: row.id,
    nickname: row.nickname,
    firstName: row.first_name,
    lastName: row.last_name,
    profession: row.profession,
    photoUrl: row.photo_url,
    avatarHue: row.avatar_hue,
    verified: row.verified,
    languages: row.languages,
    rating: ratingOf(row.rating_average, row.rating_count),
    experienceMonths: row.experience_months,
    region: row.region_id === null ? null : { id: row.region_id, slug: row.region_slug ?? '', name: row.region_name ?? '' },
    lawFirm: row.law_firm_id === null ? null : { id: row.law_firm_id, name: row.law_firm_name ?? '' },
    specializations: row.specializations,
    memberSince: row.member_since,
  };
}

/** How a SpecialistCard's row is read (search.ts reads it in the statement that finds it). */
export const specialistCardSql: CardSql<CardRow, SpecialistCard> = { columns: cardColumns, from: cardFrom, id: 's.id', toCard };

/** Cards of the given specialists, in the order of `ids`. */
export function specialistCards(db: Queryable, ids: readonly number[], lang: Locale): Promise<SpecialistCard[]> {
  return cardsOf(db, specialistCardSql, ids, lang);
}

/** Conditions of a specialization filter over a link table: by group (parent) or by one specialization. */
export function specializationFilters(
  params: Params,
  query: { parent?: string | undefined; specialization?: string | undefined },
  link: { table: string; owner: string; ownerId: string },
): string[] {
  const where: string[] = [];
  if (query.parent) {
    where.push(`${link.ownerId} IN (SELECT l.${link.owner} FROM ${link.table} l JOIN specializations sp ON sp.id = l.specialization_id
                 WHERE sp.group_id = (SELECT id FROM specialization_groups WHERE slug = ${params.add(query.parent)}))`);
  }
  if (query.specialization) {
    where.push(`${link.ownerId} IN (SELECT l.${link.owner} FROM ${link.table} l
                 WHERE l.specialization_id = (SELECT id FROM specializations WHERE slug = ${params.add(query.specialization)}))`);
  }
  return where;
}

export async function listSpecialists(db: Queryable, query: SpecialistListQuery, lang: Locale): Promise<ListResult<SpecialistCard>> {
  const params = new Params();
  const where = specializationFilters(params, query, { table: 'specialist_specializations', owner: 'specialist_id', ownerId: 's.id' });
  if (query.language) where.push(`s.languages @> ARRAY[${params.add(query.language)}]::text[]`);
  if (query.experience !== undefined && query.experience > 0) where.push(`${experienceMonths('s.id')} >= ${params.add(query.experience * 12)}`);
  if (query.rating !== undefined) where.push(`s.rating_average >= ${params.add(query.rating)}`);
  if (query.region) where.push(`s.region_id = ${idOrSlugLookup('regions', query.region, (v) => params.add(v))}`);
  if (query.lawfirm !== undefined) where.push(`s.law_firm_id = ${params.add(query.lawfirm)}`);
  if (query.profession) where.push(`s.profession = ${params.add(query.profession)}`);
  if (query.verified !== undefined) where.push(`s.verified = ${params.add(query.verified)}`);
  const search = query.q ? trigramMatch(params, 's.search_text', query.q) : null;
  if (search) where.push(search.where);

  const byRating: OrderKey[] = [
    { expr: 's.rating_average', direction: 'DESC', nullsLast: true },
    { expr: 's.rating_count', direction: 'DESC' },
  ];
  const sort = query.sort ?? (search ? 'relevance' : 'rating');
  const { ids, total } = await pageOfIds(db, params, {
    count: query.q ? 'window' : 'statement',
    from: 'specialists s',
    alias: 's',
    where,
    page: query.page,
    pageSize: query.pageSize,
    order: (p) => {
      switch (sort) {
        case 'reviews':
          return [{ expr: 's.rating_count', direction: 'DESC' }, ...byRating];
        case 'experience':
          return [{ expr: experienceMonths('s.id'), direction: 'DESC' }, ...byRating];
        case 'newest':
          return [{ expr: 's.member_since', direction: 'DESC' }];
        case 'name': {
          const language = p.add(lang);
          return [
            { expr: `l10n_text(s.last_name, ${language})`, direction: 'ASC' },
            { expr: `l10n_text(s.first_name, ${language})`, direction: 'ASC' },
          ];
        }
        case 'relevance':
          return search ? [{ expr: search.rank(p), direction: 'ASC', nullsLast: true }, ...byRating] : byRating;
        default:
          return byRating;
      }
    },
  });
  return { items: await specialistCards(db, ids, lang), total, page: query.page, pageSize: query.pageSize };
}

interface ProfileRow {
  verified_on: string | null;
  education: string | null;
  experience_years: number | null;
  patronymic: string | null;
  gender: 'male' | 'female' | null;
  bio: string;
  phone: string | null;
  social_links: { network: SocialLink['network']; value: string }[];
  experience: { organization: string; position: string; from: string; to: string | null }[];
}

export async function getSpecialist(db: Queryable, nickname: string, lang: Locale): Promise<SpecialistProfile | null> {
  const { rows } = await db.query<CardRow & ProfileRow>(
    `SELECT ${cardColumns('$1')},
       CASE WHEN s.patronymic IS NULL THEN NULL ELSE l10n_text(s.patronymic, $1) END AS patronymic,
       s.gender, l10n_text(s.bio, $1) AS bio, s.phone,
       to_char(s.verified_at AT TIME ZONE 'Asia/Tashkent', 'YYYY-MM-DD') AS verified_on,
       CASE WHEN s.education IS NULL THEN NULL ELSE l10n_text(s.education, $1) END AS education, s.experience_years,
       (SELECT coalesce(json_agg(json_build_object('network', sl.network, 'value', sl.value) ORDER BY sl.position), '[]'::json)
          FROM specialist_social_links sl WHERE sl.specialist_id = s.id) AS social_links,
       ${experienceJson('s.id', '$1')} AS experience
     FROM ${cardFrom} WHERE s.nickname = $2`,
    [lang, nickname],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...toCard(row),
    verifiedOn: row.verified ? row.verified_on : null,
    education: row.education,
    experienceYears: row.experience_years === null ? null : Number(row.experience_years),
    patronymic: row.patronymic,
    gender: row.gender,
    bio: row.bio,
    phone: row.phone,
    socialLinks: row.social_links.map((link) => ({ ...link, url: normalizeSocialLink(link.network, link.value) })),
    experience: row.experience,
    services: await serviceSummaries(db, { specialistId: row.id }, lang),
  };
}
