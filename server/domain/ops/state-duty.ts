/**
 * The state-duty rules and exemptions as operators keep them (issue 32): listed with their act and
 * period, a correction previewed (which claims being written would have their estimate moved, by
 * ./estimate-preview.ts, nothing kept) and saved: audited with the state before and after in its
 * transaction, marked as the operator's (the seed's content written again leaves it), and then
 * every claim being written is counted again with its owner told (../claims/duty-recount.ts). A
 * claim already generated keeps what it was generated with.
 */
import type { Queryable, Transactional } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import { tashkentToday } from '../../../shared/format/calendar.js';
import type { DutyChangePreview, DutyExemptionInput, DutyRuleInput, OpsDutyData, OpsDutyExemption, OpsDutyRule } from '../../../shared/api/ops/contract.js';
import { recountAllDrafts } from '../claims/duty-recount.js';
import { previewEstimates } from './estimate-preview.js';
import { recordAudit, type AuditActor } from './audit.js';

interface RuleRow {
  slug: string;
  court_type: OpsDutyRule['courtType'];
  claim_kind: OpsDutyRule['claimKind'];
  percent: string | null;
  min_bca: string | null;
  max_bca: string | null;
  fixed_bca: string | null;
  small_business_percent: string | null;
  valid_from: string;
  valid_to: string | null;
  source: { title?: string; url?: string };
  checked_on: string | null;
  operator_edited_at: Date | null;
}

const num = (value: string | null) => (value === null ? null : Number(value));
const inForce = (from: string, to: string | null, today: string) => from <= today && (to === null || to >= today);

const RULE_COLUMNS = `slug, court_type, claim_kind, percent::text, min_bca::text, max_bca::text, fixed_bca::text, small_business_percent::text,
  valid_from::text, valid_to::text, source, checked_on::text, operator_edited_at`;

function ruleOf(row: RuleRow, today: string): OpsDutyRule {
  return {
    slug: row.slug,
    courtType: row.court_type,
    claimKind: row.claim_kind,
    percent: num(row.percent),
    minBca: num(row.min_bca),
    maxBca: num(row.max_bca),
    fixedBca: num(row.fixed_bca),
    smallBusinessPercent: num(row.small_business_percent),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    act: row.source.title ?? '',
    sourceUrl: row.source.url ?? null,
    checkedOn: row.checked_on,
    current: inForce(row.valid_from, row.valid_to, today),
    operatorEdited: row.operator_edited_at !== null,
  };
}

interface ExemptionRow {
  slug: string;
  name: string;
  valid_from: string;
  valid_to: string | null;
  source: { title?: string; url?: string };
  checked_on: string | null;
  operator_edited_at: Date | null;
}

function exemptionOf(row: ExemptionRow, today: string): OpsDutyExemption {
  return {
    slug: row.slug,
    name: row.name,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    act: row.source.title ?? '',
    sourceUrl: row.source.url ?? null,
    checkedOn: row.checked_on,
    current: inForce(row.valid_from, row.valid_to, today),
    operatorEdited: row.operator_edited_at !== null,
  };
}

export async function listOpsDutyData(db: Queryable, lang: Locale, today = tashkentToday()): Promise<OpsDutyData> {
  const [rules, exemptions] = await Promise.all([
    db.query<RuleRow>(`SELECT ${RULE_COLUMNS} FROM state_duty_rules ORDER BY court_type, claim_kind, valid_from DESC`),
    db.query<ExemptionRow>(
      `SELECT slug, l10n_text(name, $1) AS name, valid_from::text, valid_to::text, source, checked_on::text, operator_edited_at
         FROM state_duty_exemptions ORDER BY sort_order, id`,
      [lang],
    ),
  ]);
  return { rules: rules.rows.map((row) => ruleOf(row, today)), exemptions: exemptions.rows.map((row) => exemptionOf(row, today)) };
}

const sourceJson = (act: string, url: string) => JSON.stringify({ title: act.trim(), ...(url.trim() ? { url: url.trim() } : {}) });

async function writeRule(tx: Queryable, slug: string, input: DutyRuleInput, today: string): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE state_duty_rules SET percent = $2, min_bca = $3, max_bca = $4, fixed_bca = $5, small_business_percent = $6,
            valid_from = $7::date, valid_to = $8::date, source = $9::jsonb, checked_on = $10::date, operator_edited_at = now()
      WHERE slug = $1`,
    [
      slug,
      input.percent,
      input.minBca,
      input.maxBca,
      input.fixedBca,
      input.smallBusinessPercent,
      input.validFrom,
      input.validTo,
      sourceJson(input.act, input.sourceUrl),
      today,
    ],
  );
  return rowCount ?? 0;
}

async function writeExemption(tx: Queryable, slug: string, input: DutyExemptionInput, today: string): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE state_duty_exemptions SET valid_from = $2::date, valid_to = $3::date, source = $4::jsonb, checked_on = $5::date, operator_edited_at = now()
      WHERE slug = $1`,
    [slug, input.validFrom, input.validTo, sourceJson(input.act, input.sourceUrl), today],
  );
  return rowCount ?? 0;
}

/** Which claims being written the corrected rule would move, today; null for no such rule. */
export async function previewDutyRule(
  db: Transactional,
  slug: string,
  input: DutyRuleInput,
  lang: Locale,
  today = tashkentToday(),
): Promise<DutyChangePreview | null> {
  const preview = await previewEstimates(db, lang, today, (tx) => writeRule(tx, slug, input, today));
  if (preview.context === 0) return null;
  return { examined: preview.examined, moved: preview.moved, items: preview.items, untouched: preview.untouched };
}

export async function previewDutyExemption(
  db: Transactional,
  slug: string,
  input: DutyExemptionInput,
  lang: Locale,
  today = tashkentToday(),
): Promise<DutyChangePreview | null> {
  const preview = await previewEstimates(db, lang, today, (tx) => writeExemption(tx, slug, input, today));
  if (preview.context === 0) return null;
  return { examined: preview.examined, moved: preview.moved, items: preview.items, untouched: preview.untouched };
}

export type DutySave<T> = { saved: T; recounted: number } | null;

/** The rule corrected and audited; then the drafts are counted again. Null: no such rule. */
export async function saveDutyRule(
  db: Queryable & Transactional,
  actor: AuditActor,
  slug: string,
  input: DutyRuleInput,
  today = tashkentToday(),
): Promise<DutySave<OpsDutyRule>> {
  const written = await db.transaction(async (tx) => {
    const { rows } = await tx.query<RuleRow>(`SELECT ${RULE_COLUMNS} FROM state_duty_rules WHERE slug = $1 FOR UPDATE`, [slug]);
    const before = rows[0];
    if (!before) return false;
    await writeRule(tx, slug, input, today);
    const was = ruleOf(before, today);
    await recordAudit(tx, {
      actor,
      action: 'duty-rule.correct',
      subject: `state duty rule ${slug}`,
      before: {
        percent: was.percent,
        minBca: was.minBca,
        maxBca: was.maxBca,
        fixedBca: was.fixedBca,
        smallBusinessPercent: was.smallBusinessPercent,
        validFrom: was.validFrom,
        validTo: was.validTo,
        act: was.act,
        sourceUrl: was.sourceUrl,
      },
      after: {
        percent: input.percent,
        minBca: input.minBca,
        maxBca: input.maxBca,
        fixedBca: input.fixedBca,
        smallBusinessPercent: input.smallBusinessPercent,
        validFrom: input.validFrom,
        validTo: input.validTo,
        act: input.act.trim(),
        sourceUrl: input.sourceUrl.trim() || null,
      },
      note: input.note?.trim() || null,
    });
    return true;
  });
  if (!written) return null;
  const recounted = await recountAllDrafts(db);
  const { rows } = await db.query<RuleRow>(`SELECT ${RULE_COLUMNS} FROM state_duty_rules WHERE slug = $1`, [slug]);
  return { saved: ruleOf(rows[0]!, today), recounted };
}

/** The exemption's period and act corrected and audited; then the drafts are counted again. Null: no such exemption. */
export async function saveDutyExemption(
  db: Queryable & Transactional,
  actor: AuditActor,
  slug: string,
  input: DutyExemptionInput,
  lang: Locale,
  today = tashkentToday(),
): Promise<DutySave<OpsDutyExemption>> {
  const written = await db.transaction(async (tx) => {
    const { rows } = await tx.query<ExemptionRow>(
      'SELECT slug, l10n_text(name, $2) AS name, valid_from::text, valid_to::text, source, checked_on::text, operator_edited_at FROM state_duty_exemptions WHERE slug = $1 FOR UPDATE',
      [slug, lang],
    );
    const before = rows[0];
    if (!before) return false;
    await writeExemption(tx, slug, input, today);
    await recordAudit(tx, {
      actor,
      action: 'duty-exemption.correct',
      subject: `state duty exemption ${slug}`,
      before: { validFrom: before.valid_from, validTo: before.valid_to, act: before.source.title ?? '', sourceUrl: before.source.url ?? null },
      after: { validFrom: input.validFrom, validTo: input.validTo, act: input.act.trim(), sourceUrl: input.sourceUrl.trim() || null },
      note: input.note?.trim() || null,
    });
    return true;
  });
  if (!written) return null;
  const recounted = await recountAllDrafts(db);
  const { rows } = await db.query<ExemptionRow>(
    'SELECT slug, l10n_text(name, $2) AS name, valid_from::text, valid_to::text, source, checked_on::text, operator_edited_at FROM state_duty_exemptions WHERE slug = $1',
    [slug, lang],
  );
  return { saved: exemptionOf(rows[0]!, today), recounted };
}
