/** Writes reference articles, document and claim templates, courts and support questions. */
import type { Queryable } from '../adapter';
import type { SeedContent } from './content/types';
import { insertRows } from './batch-insert';
import { IdMap } from './id-map';
import type { CatalogueIds } from './write-catalogue';
import { json, tashkentMidnight } from './values';
import { DISTRICT_COURT_TYPES } from '../../../shared/api/types';

interface KeyedRow {
  id: number;
  key: string;
}

const bySlug = { upsertOn: ['slug'], returning: ['id', 'slug AS key'] } as const;

/**
 * Rows by their slug, updated where they exist; `keepEdited`: a row an operator corrected in the
 * console (issue 32, migration 0038) stays as they made it, and its id is read back for the map.
 */
async function keyed(tx: Queryable, kind: string, table: string, columns: string[], rows: unknown[][], keepEdited = false): Promise<IdMap> {
  const written = await insertRows<KeyedRow>(tx, {
    table,
    columns,
    rows,
    ...bySlug,
    ...(keepEdited ? { upsertWhere: `${table}.operator_edited_at IS NULL` } : {}),
  });
  if (!keepEdited) return IdMap.from(kind, written);
  const { rows: edited } = await tx.query<KeyedRow>(`SELECT id, slug AS key FROM ${table} WHERE operator_edited_at IS NOT NULL`);
  return IdMap.from(kind, [...written, ...edited]);
}

export async function writeContent(tx: Queryable, content: SeedContent, catalogue: CatalogueIds): Promise<void> {
  await writeReference(tx, content, catalogue);
  await writeDocumentTemplates(tx, content);
  await writeClaims(tx, content, catalogue);
  await writeSupport(tx, content);
}

async function writeReference(tx: Queryable, content: SeedContent, catalogue: CatalogueIds): Promise<void> {
  const categories = await keyed(
    tx,
    'reference category',
    'reference_categories',
    ['slug', 'name', 'description', 'sort_order'],
    content.referenceCategories.map((c) => [c.id, json(c.name), json(c.description), c.order]),
  );
  await keyed(
    tx,
    'reference article',
    'reference_articles',
    ['slug', 'category_id', 'group_id', 'title', 'summary', 'body', 'published_at', 'video_src', 'video_poster', 'reviewed_by_specialist_id'],
    content.referenceArticles.map((a) => {
      const referrer = `reference article ${a.id}`;
      return [
        a.id,
        categories.get(a.categoryId, referrer),
        catalogue.groups.optional(a.parentSpecializationId, referrer),
        json(a.title),
        json(a.summary),
        json(a.body),
        a.publishedAt,
        a.video?.src ?? null,
        a.video?.poster ?? null,
        catalogue.specialists.optional(a.reviewedBy, referrer),
      ];
    }),
  );
}

/** The document categories and templates, upserted by slug (a seed, or templates-refresh.ts). */
export async function writeDocumentTemplates(tx: Queryable, content: Pick<SeedContent, 'documentCategories' | 'documentTemplates'>): Promise<void> {
  const categories = await keyed(
    tx,
    'document category',
    'document_categories',
    ['slug', 'name', 'sort_order'],
    content.documentCategories.map((c) => [c.id, json(c.name), c.order]),
  );
  await keyed(
    tx,
    'document template',
    'document_templates',
    ['slug', 'category_id', 'title', 'description', 'note', 'notarization', 'body', 'fields', 'popularity', 'updated_at'],
    content.documentTemplates.map((d) => [
      d.id,
      categories.get(d.categoryId, `document template ${d.id}`),
      json(d.title),
      json(d.description),
      json(d.note),
      d.notarization,
      json(d.body),
      json(d.fields),
      d.popularity,
      tashkentMidnight(d.updatedAt),
    ]),
  );
}

/**
 * The courts and the districts with their court links (courts.ts, docs/courts.md). A court of the
 * same slug is rewritten in place, so a claim that names it keeps it; one of an earlier list that a
 * claim names stays, retired (migration 0025).
 */
export async function writeCourts(tx: Queryable, content: Pick<SeedContent, 'courts' | 'districts'>, regions: IdMap): Promise<void> {
  const courts = await keyed(
    tx,
    'court',
    'courts',
    ['slug', 'region_id', 'type', 'level', 'name', 'address', 'phone', 'email', 'sources', 'note', 'serves', 'retired'],
    content.courts.map((c) => [
      c.id,
      regions.get(c.regionId, `court ${c.id}`),
      c.type,
      c.level,
      json(c.name),
      c.address === null ? null : json({ uz: c.address }),
      c.phone,
      c.email,
      c.sources,
      c.note,
      c.serves,
      false,
    ]),
    true,
  );
  await insertRows(tx, {
    table: 'districts',
    columns: ['id', 'region_id', 'type', 'name', 'former_name', 'sources', 'note'],
    rows: content.districts.map((d) => [
      d.id,
      regions.get(d.regionId, `district ${d.id}`),
      d.type,
      json(d.name),
      d.formerName ? json(d.formerName) : null,
      d.sources,
      d.note ?? '',
    ]),
    upsertOn: ['id'],
  });
  const links = content.districts.flatMap((d) =>
    DISTRICT_COURT_TYPES.flatMap((type) => {
      const link = d.courts[type];
      if (!link) return [];
      const referrer = `district ${d.id} (${type})`;
      return [
        [
          d.id,
          type,
          courts.get(link.court, referrer),
          link.certainty,
          link.basis,
          link.alternatives.map((id) => courts.get(id, referrer)),
          link.sources ?? [],
          link.note ?? '',
        ],
      ];
    }),
  );
  await insertRows(tx, {
    table: 'district_courts',
    columns: ['district_id', 'court_type', 'court_id', 'certainty', 'basis', 'alternatives', 'sources', 'note'],
    rows: links,
    upsertOn: ['district_id', 'court_type'],
    // A district's court an operator set in the console stays as they set it.
    upsertWhere: 'district_courts.operator_edited_at IS NULL',
  });
}

async function writeClaims(tx: Queryable, content: SeedContent, catalogue: CatalogueIds): Promise<void> {
  await writeCourts(tx, content, catalogue.regions);
  await writeClaimTemplates(tx, content);
  await writeStateDuty(tx, content);
}

/** The claim categories and templates, upserted by slug (a seed, or templates-refresh.ts). */
export async function writeClaimTemplates(tx: Queryable, content: Pick<SeedContent, 'claimCategories' | 'claimTemplates'>): Promise<void> {
  const categories = await keyed(
    tx,
    'claim category',
    'claim_categories',
    ['slug', 'name', 'description', 'sort_order'],
    content.claimCategories.map((c) => [c.id, json(c.name), json(c.description), c.order]),
  );
  await keyed(
    tx,
    'claim template',
    'claim_templates',
    [
      'slug',
      'category_id',
      'title',
      'description',
      'court_type',
      'jurisdiction_note',
      'duty_kind',
      'duty_exemptions',
      'state_duty_note',
      'claim_value_rule',
      'pretrial_required',
      'attachments',
      'note',
      'body',
      'fields',
      'popularity',
      'updated_at',
      'court_rule',
      'demands',
    ],
    content.claimTemplates.map((c) => [
      c.id,
      categories.get(c.categoryId, `claim template ${c.id}`),
      json(c.title),
      json(c.description),
      c.courtType,
      json(c.jurisdictionNote),
      c.stateDuty.kind,
      c.stateDuty.exemptions,
      json(c.stateDuty.note),
      c.claimValue,
      c.pretrialRequired,
      json(c.attachments),
      json(c.note),
      json(c.body),
      json(c.fields),
      c.popularity,
      tashkentMidnight(c.updatedAt),
      c.courtRule,
      json(c.demands.map((d) => ({ text: d.text, optional: d.optional === true }))),
    ]),
  );
}

/** The base calculation amounts, the duty rules and the exemptions (state-duty.ts): facts with their sources. */
async function writeStateDuty(tx: Queryable, content: SeedContent): Promise<void> {
  await insertRows(tx, {
    table: 'base_calculation_amounts',
    columns: ['valid_from', 'amount', 'source', 'act', 'checked_on'],
    rows: content.baseCalculationAmounts.map((b) => [b.validFrom, b.amount, json(b.source), json(b.act), b.checkedOn]),
    upsertOn: ['valid_from'],
    // An amount an operator wrote or corrected in the console (issue 32) stays as they made it.
    upsertWhere: 'base_calculation_amounts.operator_edited_at IS NULL',
  });
  // A row the content no longer has was a wrong date (migration 0026): it would still be the amount of its days.
  await tx.query('DELETE FROM base_calculation_amounts WHERE NOT (valid_from = ANY($1::date[])) AND operator_edited_at IS NULL', [
    content.baseCalculationAmounts.map((b) => b.validFrom),
  ]);
  await keyed(
    tx,
    'state duty rule',
    'state_duty_rules',
    [
      'slug',
      'court_type',
      'claim_kind',
      'percent',
      'min_bca',
      'max_bca',
      'fixed_bca',
      'small_business_percent',
      'explanation',
      'source',
      'valid_from',
      'valid_to',
      'unconfirmed',
      'checked_on',
    ],
    content.stateDutyRules.map((r) => [
      r.id,
      r.courtType,
      r.claimKind,
      r.percent ?? null,
      r.minBca ?? null,
      r.maxBca ?? null,
      r.fixedBca ?? null,
      r.smallBusinessPercent ?? null,
      json(r.explanation),
      json(r.source),
      r.validFrom,
      r.validTo,
      r.unconfirmed ? json(r.unconfirmed) : null,
      r.checkedOn,
    ]),
    true,
  );
  await keyed(
    tx,
    'state duty exemption',
    'state_duty_exemptions',
    ['slug', 'name', 'explanation', 'ground', 'source', 'valid_from', 'valid_to', 'sort_order', 'checked_on'],
    content.stateDutyExemptions.map((e) => [
      e.id,
      json(e.name),
      json(e.explanation),
      json(e.ground),
      json(e.source),
      e.validFrom,
      e.validTo,
      e.order,
      e.checkedOn,
    ]),
    true,
  );
}

export async function writeSupport(tx: Queryable, content: Pick<SeedContent, 'supportCategories' | 'supportQuestions'>): Promise<void> {
  const categories = await keyed(
    tx,
    'support category',
    'support_categories',
    ['slug', 'name', 'icon', 'sort_order'],
    content.supportCategories.map((c) => [c.id, json(c.name), c.icon, c.order]),
  );
  await keyed(
    tx,
    'support question',
    'support_questions',
    ['slug', 'category_id', 'question', 'answer', 'sort_order', 'featured'],
    content.supportQuestions.map((q) => [
      q.id,
      categories.get(q.categoryId, `support question ${q.id}`),
      json(q.question),
      json(q.answer),
      q.order,
      q.featured,
    ]),
  );
}
