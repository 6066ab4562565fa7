/** Statements of claim: categories, templates and the courts they go to. */
import type { Queryable } from '../db/adapter.js';
import type { Locale, LocalizedText } from '../../shared/locales.js';
import type { RichTextDocument } from '../../shared/richtext/types.js';
import type { ClaimTemplateListQuery, CourtListQuery } from '../../shared/api/queries.js';
import type { ClaimCategory, ClaimCourtRule, ClaimTemplateCard, ClaimTemplateDetail, Court, DutyClaimKind, ListResult } from '../../shared/api/types.js';
import { dutyRuleOn, exemptionsOn, tashkentToday } from './state-duty.js';
import { proposeCourt } from '../../shared/claims/court.js';
import type { CourtProposalQuery, CourtProposalResult } from '../../shared/api/claims.js';
import { idOrSlugLookup, tashkentDate } from './fragments.js';
import { everyText, localizeFields, pickRichText, pickTexts, type StoredField } from './l10n.js';
import { Params, cardsOf, inIdOrder, pageOfIds, trigramMatch, type OrderKey, type CardSql } from './sql.js';
import { wholeList } from './taxonomy.js';
import { listShelf } from './template-shelf.js';

export async function listClaimCategories(db: Queryable, lang: Locale): Promise<ListResult<ClaimCategory>> {
  const { rows } = await db.query<ClaimCategory>(
    `SELECT c.id, c.slug, l10n_text(c.name, $1) AS name, l10n_text(c.description, $1) AS description,
       (SELECT count(*)::int FROM claim_templates t WHERE t.category_id = c.id) AS "templateCount"
     FROM claim_categories c ORDER BY c.sort_order, c.id`,
    [lang],
  );
  return wholeList(rows);
}

interface TemplateRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  category_id: number;
  category_slug: string;
  category_name: string;
  court_type: ClaimTemplateCard['courtType'];
  pretrial_required: boolean;
  popularity: number;
  updated_at: string;
}

const templateColumns = (lang: string) => `
  t.id, t.slug, l10n_text(t.title, ${lang}) AS title, l10n_text(t.description, ${lang}) AS description,
  c.id AS category_id, c.slug AS category_slug, l10n_text(c.name, ${lang}) AS category_name,
  t.court_type, t.pretrial_required, t.popularity, ${tashkentDate('t.updated_at')} AS updated_at`;

const templateFrom = 'claim_templates t JOIN claim_categories c ON c.id = t.category_id';

function toTemplateCard(row: TemplateRow): ClaimTemplateCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
    courtType: row.court_type,
    pretrialRequired: row.pretrial_required,
    popularity: row.popularity,
    updatedAt: row.updated_at,
  };
}

/** How a ClaimTemplateCard's row is read (search.ts reads it in the statement that finds it). */
export const claimTemplateCardSql: CardSql<TemplateRow, ClaimTemplateCard> = { columns: templateColumns, from: templateFrom, id: 't.id', toCard: toTemplateCard };

export function claimTemplateCards(db: Queryable, ids: readonly number[], lang: Locale): Promise<ClaimTemplateCard[]> {
  return cardsOf(db, claimTemplateCardSql, ids, lang);
}

export function listClaimTemplates(db: Queryable, query: ClaimTemplateListQuery, lang: Locale): Promise<ListResult<ClaimTemplateCard>> {
  const courtType = (params: Params) => (query.courtType ? [`t.court_type = ${params.add(query.courtType)}`] : []);
  return listShelf(db, { table: 'claim_templates', alias: 't', categories: 'claim_categories', card: claimTemplateCardSql }, query, lang, courtType);
}

interface TemplateDetailRow extends TemplateRow {
  jurisdiction_note: string;
  duty_kind: DutyClaimKind;
  duty_exemptions: string[];
  court_rule: ClaimCourtRule;
  demands: { text: LocalizedText; optional: boolean }[];
  titles: LocalizedText;
  state_duty_note: string;
  claim_value_rule: ClaimTemplateDetail['claimValueRule'];
  attachments: LocalizedText[];
  note: string;
  body: Partial<Record<Locale, RichTextDocument>>;
  fields: StoredField[];
}

export async function getClaimTemplate(db: Queryable, id: number, lang: Locale): Promise<ClaimTemplateDetail | null> {
  const { rows } = await db.query<TemplateDetailRow>(
    `SELECT ${templateColumns('$1')}, l10n_text(t.jurisdiction_note, $1) AS jurisdiction_note, t.duty_kind, t.duty_exemptions,
       t.court_rule, t.demands, t.title AS titles,
       l10n_text(t.state_duty_note, $1) AS state_duty_note, t.claim_value_rule, t.attachments, l10n_text(t.note, $1) AS note,
       t.body, t.fields
     FROM ${templateFrom} WHERE t.id = $2`,
    [lang, id],
  );
  const row = rows[0];
  if (!row) return null;
  const day = tashkentToday();
  const [rule, exemptions] = await Promise.all([
    dutyRuleOn(db, row.court_type, row.duty_kind, day, lang),
    row.duty_exemptions.length ? exemptionsOn(db, row.duty_exemptions, day, lang) : Promise.resolve([]),
  ]);
  return {
    ...toTemplateCard(row),
    jurisdictionNote: row.jurisdiction_note,
    stateDuty: { kind: row.duty_kind, rule, exemptions, note: row.state_duty_note },
    claimValueRule: row.claim_value_rule,
    courtRule: row.court_rule,
    demands: row.demands.map((d) => {
      const texts = everyText(d.text);
      return { text: texts[lang], texts, optional: d.optional };
    }),
    titles: everyText(row.titles),
    attachments: pickTexts(row.attachments, lang),
    note: row.note,
    body: pickRichText(row.body, lang),
    fields: localizeFields(row.fields, lang),
  };
}

/** Court types in the order a picker lists them within a region. */
const COURT_TYPE_ORDER = `array_position(ARRAY['regional', 'civil', 'criminal', 'economic', 'administrative'], ct.type)`;

export async function listCourts(db: Queryable, query: CourtListQuery, lang: Locale): Promise<ListResult<Court>> {
  const params = new Params();
  const where: string[] = [];
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
  if (ids.length === 0) return { items: [], total, page: query.page, pageSize: query.pageSize };
  const { rows } = await db.query<{ id: number; slug: string; name: string; address: string; type: Court['type']; serves: string[]; region_id: number; region_slug: string; region_name: string }>(
    `SELECT ct.id, ct.slug, l10n_text(ct.name, $1) AS name, l10n_text(ct.address, $1) AS address, ct.type, ct.serves,
       r.id AS region_id, r.slug AS region_slug, l10n_text(r.name, $1) AS region_name
     FROM courts ct JOIN regions r ON r.id = ct.region_id WHERE ct.id = ANY($2::bigint[])`,
    [lang, ids],
  );
  const items = inIdOrder(ids, rows).map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    address: row.address,
    type: row.type,
    serves: row.serves,
    region: { id: row.region_id, slug: row.region_slug, name: row.region_name },
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** One court as the list gives it. */
export async function getCourt(db: Queryable, id: number, lang: Locale): Promise<Court | null> {
  const { rows } = await db.query<{ id: number; slug: string; name: string; address: string; type: Court['type']; serves: string[]; region_id: number; region_slug: string; region_name: string }>(
    `SELECT ct.id, ct.slug, l10n_text(ct.name, $1) AS name, l10n_text(ct.address, $1) AS address, ct.type, ct.serves,
       r.id AS region_id, r.slug AS region_slug, l10n_text(r.name, $1) AS region_name
     FROM courts ct JOIN regions r ON r.id = ct.region_id WHERE ct.id = $2`,
    [lang, id],
  );
  const row = rows[0];
  return row ? { id: row.id, slug: row.slug, name: row.name, address: row.address, type: row.type, serves: row.serves, region: { id: row.region_id, slug: row.region_slug, name: row.region_name } } : null;
}

/** The "which court?" helper for a template and the addresses given (shared/claims/court); null: no such template. */
export async function courtProposal(db: Queryable, query: CourtProposalQuery, lang: Locale): Promise<CourtProposalResult | null> {
  const { rows: templates } = await db.query<{ court_type: Court['type']; court_rule: ClaimCourtRule }>('SELECT court_type, court_rule FROM claim_templates WHERE id = $1', [query.template]);
  const template = templates[0];
  if (!template) return null;
  const { rows } = await db.query<{ id: number; type: Court['type']; region_id: number; serves: string[] }>('SELECT id, type, region_id, serves FROM courts ORDER BY id');
  const found = proposeCourt({
    courts: rows.map((r) => ({ id: r.id, type: r.type, regionId: r.region_id, serves: r.serves })),
    courtType: template.court_type,
    rule: template.court_rule,
    ...(query.defendantAddress ? { defendantAddress: query.defendantAddress } : {}),
    ...(query.plaintiffAddress ? { plaintiffAddress: query.plaintiffAddress } : {}),
    ...(query.propertyAddress ? { propertyAddress: query.propertyAddress } : {}),
  });
  const court = found ? await getCourt(db, found.courtId, lang) : null;
  return { court, basis: court ? found!.basis : null, match: court ? found!.match : null, rule: template.court_rule };
}
