/** Statements of claim: categories, templates and the courts they go to. */
import type { Queryable } from '../../db/adapter.js';
import type { Locale, LocalizedText } from '../../../shared/locales.js';
import type { RichTextDocument } from '../../../shared/richtext/types.js';
import type { ClaimTemplateListQuery } from '../../../shared/api/queries.js';
import type { ClaimCategory, ClaimCourtRule, ClaimTemplateCard, ClaimTemplateDetail, DutyClaimKind, ListResult } from '../../../shared/api/types.js';
import { tashkentToday } from '../../../shared/format/calendar.js';
import { dutyRuleOn, exemptionsOn } from './state-duty.js';
import { tashkentDate } from '../../sql/fragments.js';
import { everyText, localizeFields, pickRichText, pickTexts, type StoredField } from '../../sql/l10n.js';
import { cardsOf, type CardSql, type Params } from '../../sql/lists.js';
import { wholeList } from '../catalogue/taxonomy.js';
import { listShelf } from '../../sql/template-shelf.js';

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
export const claimTemplateCardSql: CardSql<TemplateRow, ClaimTemplateCard> = {
  columns: templateColumns,
  from: templateFrom,
  id: 't.id',
  toCard: toTemplateCard,
};

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

// The courts, the districts and the court helper: ./courts.ts.
