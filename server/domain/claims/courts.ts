/**
 * The courts, the districts and the "which court?" helper (ADR 015, docs/courts.md). The helper
 * decides from a district's link to a court of the template's type (district_courts, migration
 * 0025), never from free text.
 */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { CourtListQuery, DistrictListQuery } from '../../../shared/api/queries.js';
import type { Court, CourtCertainty, District, DistrictType, ListResult } from '../../../shared/api/types.js';
import type { CourtProposalQuery, CourtProposalResult } from '../../../shared/api/claims/contract.js';
import { courtRuleSource, courtSiteOf, decidingDistrict, MY_SUD } from '../../../shared/claims/court.js';
import type { ClaimCourtRule } from '../../../shared/api/types.js';
import { idOrSlugLookup } from '../../sql/fragments.js';
import { Params, inIdOrder, pageOfIds, trigramMatch, type OrderKey } from '../../sql/lists.js';
import { wholeList } from '../catalogue/taxonomy.js';
import type { PlaceNames } from '../../../shared/claims/address.js';
import type { ClaimAnswers } from '../../../shared/claims/types.js';

/** Court types in the order a picker lists them within a region. */
const COURT_TYPE_ORDER = `array_position(ARRAY['regional', 'civil', 'criminal', 'economic', 'administrative'], ct.type)`;

interface CourtRow {
  id: number;
  slug: string;
  name: string;
  address: string | null;
  type: Court['type'];
  level: Court['level'];
  phone: string | null;
  email: string | null;
  sources: string[];
  serves: string[];
  region_id: number;
  region_slug: string;
  region_name: string;
}

const courtColumns = `ct.id, ct.slug, l10n_text(ct.name, $1) AS name, CASE WHEN ct.address IS NULL THEN NULL ELSE l10n_text(ct.address, $1) END AS address,
  ct.type, ct.level, ct.phone, ct.email, ct.sources, ct.serves, r.id AS region_id, r.slug AS region_slug, l10n_text(r.name, $1) AS region_name`;

const toCourt = (row: CourtRow): Court => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  address: row.address,
  type: row.type,
  level: row.level,
  phone: row.phone,
  email: row.email,
  sources: row.sources,
  serves: row.serves,
  region: { id: row.region_id, slug: row.region_slug, name: row.region_name },
});

/** Courts by id, in the order asked (retired ones included: a claim may name one). */
async function courtsById(db: Queryable, ids: readonly number[], lang: Locale): Promise<Court[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<CourtRow>(`SELECT ${courtColumns} FROM courts ct JOIN regions r ON r.id = ct.region_id WHERE ct.id = ANY($2::bigint[])`, [
    lang,
    ids,
  ]);
  return inIdOrder(ids, rows).map(toCourt);
}

/** The current courts (a retired one of an earlier list only by its id). */
export async function listCourts(db: Queryable, query: CourtListQuery, lang: Locale): Promise<ListResult<Court>> {
  const params = new Params();
  const where: string[] = ['NOT ct.retired'];
  if (query.region) where.push(`ct.region_id = ${idOrSlugLookup('regions', query.region, (v) => params.add(v))}`);
  if (query.type) where.push(`ct.type = ${params.add(query.type)}`);
  const search = query.q ? trigramMatch(params, 'ct.search_text', query.q) : null;
  if (search) where.push(search.where);
  const sort = query.sort ?? (search ? 'relevance' : 'region');
  const { ids, total } = await pageOfIds(db, params, {
    count: query.q ? 'window' : 'statement',
    from: 'courts ct JOIN regions r ON r.id = ct.region_id',
    alias: 'ct',
    where,
    page: query.page,
    pageSize: query.pageSize,
    order: (p) => {
      const byName: OrderKey = { expr: `l10n_text(ct.name, ${p.add(lang)})`, direction: 'ASC' };
      if (sort === 'name') return [byName];
      if (sort === 'relevance' && search) return [{ expr: search.rank(p), direction: 'ASC', nullsLast: true }, byName];
      return [{ expr: 'r.sort_order', direction: 'ASC' }, { expr: COURT_TYPE_ORDER, direction: 'ASC' }, byName];
    },
  });
  return { items: await courtsById(db, ids, lang), total, page: query.page, pageSize: query.pageSize };
}

/** One court as the list gives it. */
export async function getCourt(db: Queryable, id: number, lang: Locale): Promise<Court | null> {
  return (await courtsById(db, [id], lang))[0] ?? null;
}

interface DistrictRow {
  id: string;
  name: string;
  type: DistrictType;
  region_id: number;
  region_slug: string;
  region_name: string;
  region_order: number;
}

const districtSql = `SELECT d.id, l10n_text(d.name, $1) AS name, d.type, r.id AS region_id, r.slug AS region_slug, l10n_text(r.name, $1) AS region_name, r.sort_order AS region_order
  FROM districts d JOIN regions r ON r.id = d.region_id`;

const toDistrict = (row: DistrictRow): District => ({
  id: row.id,
  name: row.name,
  type: row.type,
  region: { id: row.region_id, slug: row.region_slug, name: row.region_name },
});

/** A region's districts and cities (every region's without one), by name in the asked language: what a select lists. */
export async function listDistricts(db: Queryable, query: DistrictListQuery, lang: Locale): Promise<ListResult<District>> {
  const params = new Params();
  params.add(lang);
  const where = query.region ? ` WHERE d.region_id = ${idOrSlugLookup('regions', query.region, (v) => params.add(v))}` : '';
  const { rows } = await db.query<DistrictRow>(districtSql + where, params.values);
  // Sorted here: the collation of the asked language (ʻ, Cyrillic) is the runtime's, not the database's.
  const collator = new Intl.Collator(lang === 'uz' ? 'uz-Latn' : lang);
  rows.sort((a, b) => a.region_order - b.region_order || collator.compare(a.name, b.name));
  return wholeList(rows.map(toDistrict));
}

interface LinkRow {
  court_id: number;
  certainty: CourtCertainty;
  basis: string;
  alternatives: number[];
  region_sources: string[];
}

/** The region's other current courts of the type: the plausible ones when the link names none. */
async function otherCourtsOfRegion(db: Queryable, regionId: number, type: Court['type'], except: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM courts WHERE region_id = $1 AND type = $2 AND id <> $3 AND NOT retired ORDER BY id', [
    regionId,
    type,
    except,
  ]);
  return rows.map((row) => row.id);
}

/** The "which court?" helper for a template and the districts given; null: no such template. */
export async function courtProposal(db: Queryable, query: CourtProposalQuery, lang: Locale): Promise<CourtProposalResult | null> {
  const { rows: templates } = await db.query<{ court_type: Court['type']; court_rule: ClaimCourtRule }>(
    'SELECT court_type, court_rule FROM claim_templates WHERE id = $1',
    [query.template],
  );
  const template = templates[0];
  if (!template) return null;
  const rule = courtRuleSource(template.court_type, template.court_rule);
  const none = { court: null, basis: null, district: null, certainty: null, linkBasis: null, alternatives: [], rule, checkAt: null };
  const deciding = decidingDistrict(template.court_rule, {
    defendant: query.defendantDistrict,
    plaintiff: query.plaintiffDistrict,
    property: query.propertyDistrict,
  });
  if (!deciding) return { ...none, reason: 'no_district' };
  const { rows: districts } = await db.query<DistrictRow>(`${districtSql} WHERE d.id = $2`, [lang, deciding.district]);
  const districtRow = districts[0];
  if (!districtRow) return { ...none, basis: deciding.basis, reason: 'unknown_district' };
  const district = toDistrict(districtRow);
  const { rows: links } = await db.query<LinkRow>(
    `SELECT dc.court_id, dc.certainty, dc.basis, dc.alternatives,
       coalesce((SELECT rc.sources FROM courts rc WHERE rc.region_id = $3 AND rc.type = 'regional' AND NOT rc.retired LIMIT 1), '{}') AS region_sources
     FROM district_courts dc WHERE dc.district_id = $1 AND dc.court_type = $2`,
    [district.id, template.court_type, district.region.id],
  );
  const link = links[0];
  const court = link ? await getCourt(db, link.court_id, lang) : null;
  if (!link || !court) return { ...none, basis: deciding.basis, district, reason: 'no_court' };
  const unsure = link.certainty !== 'high';
  const alternativeIds = !unsure
    ? []
    : link.alternatives.length > 0
      ? link.alternatives
      : await otherCourtsOfRegion(db, district.region.id, template.court_type, court.id);
  return {
    court,
    reason: null,
    basis: deciding.basis,
    district,
    certainty: link.certainty,
    linkBasis: link.basis,
    alternatives: await courtsById(db, alternativeIds, lang),
    rule,
    checkAt: unsure ? (courtSiteOf(link.region_sources) ?? { ...MY_SUD }) : null,
  };
}

/** The region's and district's names of the parties' places, by district id, in the claim's language (generation prints them). */
export async function placeNames(db: Queryable, answers: ClaimAnswers, lang: Locale): Promise<Record<string, PlaceNames>> {
  const parties = answers.parties ?? {};
  const all = [parties.plaintiff, parties.representative, ...(parties.defendants ?? []), ...(parties.thirdParties ?? [])];
  const ids = [...new Set(all.flatMap((party) => (party?.place ? [party.place.district] : [])))];
  if (ids.length === 0) return {};
  const { rows } = await db.query<{ id: string; district: string; region: string }>(
    `SELECT d.id, l10n_text(d.name, $1) AS district, l10n_text(r.name, $1) AS region FROM districts d JOIN regions r ON r.id = d.region_id WHERE d.id = ANY($2::text[])`,
    [lang, ids],
  );
  return Object.fromEntries(rows.map((row) => [row.id, { region: row.region, district: row.district }]));
}
