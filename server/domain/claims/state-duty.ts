/**
 * State duty as data (migrations 0009 and 0026, ADR 010): the rule in force on a day for a court
 * type and kind of claim, the base calculation amount on a day and its history
 * (GET /base-calculation-amounts), the exemptions with their legal ground; and the estimate for a
 * template on a day (GET /state-duty), computed by shared/claims/duty. The builder's estimate, the
 * template page's example and a generated claim all count their duty through `estimateDuty`.
 */
import type { DutyAnswers } from '../../../shared/claims/duty-answers.js';
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { BaseCalculationAmount, CourtType, DutyClaimKind, LegalSourceRef, StateDutyExemption, StateDutyRule } from '../../../shared/api/types.js';
import type { StateDutyEstimate } from '../../../shared/api/claims/contract.js';
import { computeDuty, tiyinJson } from '../../../shared/claims/duty.js';
import { formatTiyin } from '../../../shared/claims/money.js';
import { claimValueOf } from '../../../shared/claims/value.js';
import type { ClaimValueRule } from '../../../shared/api/types.js';
import { tashkentToday } from '../../../shared/format/calendar.js';

interface RuleRow {
  slug: string;
  court_type: CourtType;
  claim_kind: DutyClaimKind;
  percent: string | null;
  min_bca: string | null;
  max_bca: string | null;
  fixed_bca: string | null;
  small_business_percent: string | null;
  explanation: string;
  unconfirmed: string | null;
  source: LegalSourceRef;
  checked_on: string | null;
  valid_from: string;
  valid_to: string | null;
}

const num = (v: string | null) => (v === null ? null : Number(v));

function toRule(row: RuleRow): StateDutyRule {
  return {
    slug: row.slug,
    courtType: row.court_type,
    claimKind: row.claim_kind,
    percent: num(row.percent),
    minBca: num(row.min_bca),
    maxBca: num(row.max_bca),
    fixedBca: num(row.fixed_bca),
    smallBusinessPercent: num(row.small_business_percent),
    explanation: row.explanation,
    unconfirmed: row.unconfirmed,
    source: row.source,
    checkedOn: row.checked_on,
    validFrom: row.valid_from,
    validTo: row.valid_to,
  };
}

export async function dutyRuleOn(db: Queryable, courtType: CourtType, kind: DutyClaimKind, day: string, lang: Locale): Promise<StateDutyRule | null> {
  const { rows } = await db.query<RuleRow>(
    `SELECT slug, court_type, claim_kind, percent::text, min_bca::text, max_bca::text, fixed_bca::text, small_business_percent::text,
            l10n_text(explanation, $4) AS explanation, CASE WHEN unconfirmed IS NOT NULL THEN l10n_text(unconfirmed, $4) END AS unconfirmed,
            source, checked_on::text, valid_from::text, valid_to::text
       FROM state_duty_rules
      WHERE court_type = $1 AND claim_kind = $2 AND valid_from <= $3::date AND (valid_to IS NULL OR valid_to >= $3::date)
      ORDER BY valid_from DESC LIMIT 1`,
    [courtType, kind, day, lang],
  );
  return rows[0] ? toRule(rows[0]) : null;
}

export async function baseAmountOn(db: Queryable, day: string): Promise<{ amount: bigint; validFrom: string } | null> {
  const { rows } = await db.query<{ amount: string; valid_from: string }>(
    'SELECT amount::text, valid_from::text FROM base_calculation_amounts WHERE valid_from <= $1::date ORDER BY valid_from DESC LIMIT 1',
    [day],
  );
  return rows[0] ? { amount: BigInt(rows[0].amount), validFrom: rows[0].valid_from } : null;
}

export async function exemptionsOn(db: Queryable, slugs: readonly string[] | null, day: string, lang: Locale): Promise<StateDutyExemption[]> {
  const { rows } = await db.query<StateDutyExemption>(
    `SELECT slug, l10n_text(name, $2) AS name, l10n_text(explanation, $2) AS explanation, l10n_text(ground, $2) AS ground, source,
            checked_on::text AS "checkedOn"
       FROM state_duty_exemptions
      WHERE valid_from <= $1::date AND (valid_to IS NULL OR valid_to >= $1::date) AND ($3::text[] IS NULL OR slug = ANY($3::text[]))
      ORDER BY sort_order, id`,
    [day, lang, slugs],
  );
  return rows;
}

/**
 * Every base calculation amount, the newest first, each until the day before the next one took
 * effect (the newest: null), with the act that set it in the asked language.
 */
export async function listBaseCalculationAmounts(db: Queryable, lang: Locale): Promise<BaseCalculationAmount[]> {
  const { rows } = await db.query<BaseCalculationAmount>(
    `SELECT amount::text AS amount, valid_from::text AS "validFrom",
            (lead(valid_from) OVER (ORDER BY valid_from) - 1)::text AS "validTo",
            l10n_text(act, $1) AS act, source, checked_on::text AS "checkedOn"
       FROM base_calculation_amounts
      ORDER BY valid_from DESC`,
    [lang],
  );
  return rows;
}

export interface DutyTemplate {
  courtType: CourtType;
  dutyKind: DutyClaimKind;
  claimValueRule: ClaimValueRule;
}

export async function dutyTemplate(db: Queryable, templateId: number): Promise<DutyTemplate | null> {
  const { rows } = await db.query<{ court_type: CourtType; duty_kind: DutyClaimKind; claim_value_rule: ClaimValueRule }>(
    'SELECT court_type, duty_kind, claim_value_rule FROM claim_templates WHERE id = $1',
    [templateId],
  );
  const row = rows[0];
  return row ? { courtType: row.court_type, dutyKind: row.duty_kind, claimValueRule: row.claim_value_rule } : null;
}

/**
 * The estimate for a template and a claim value on a day (the claim's date; today in Tashkent when
 * none is given); null when the template (or a rule or an amount for that day) is missing. With an
 * exemption the plaintiff pays 0, and `recoverable` is what the court recovers from the defendant
 * if the claim succeeds: the duty as it would be without the exemption.
 */
export async function estimateDuty(
  db: Queryable,
  template: DutyTemplate,
  input: DutyAnswers,
  lang: Locale,
  day = tashkentToday(),
): Promise<StateDutyEstimate | 'unknown_exemption' | null> {
  const [rule, bca, exemptions] = await Promise.all([
    dutyRuleOn(db, template.courtType, template.dutyKind, day, lang),
    baseAmountOn(db, day),
    input.exemption ? exemptionsOn(db, [input.exemption], day, lang) : Promise.resolve([]),
  ]);
  if (!rule || !bca) return null;
  if (input.exemption && exemptions.length === 0) return 'unknown_exemption';
  const value = template.claimValueRule === 'non-property' ? null : (input.claimValue ?? 0n);
  const counted = { rule, bca: bca.amount, claimValue: value, smallBusiness: input.smallBusiness };
  const result = computeDuty({ ...counted, exempt: exemptions.length > 0 });
  const recoverable = exemptions.length > 0 ? computeDuty(counted).duty : null;
  return {
    duty: tiyinJson(result.duty),
    dutyText: formatTiyin(result.duty, lang),
    basis: result.basis,
    reduced: result.reduced,
    claimValue: value === null ? null : tiyinJson(value),
    rule,
    exemption: exemptions[0] ?? null,
    baseAmount: tiyinJson(bca.amount),
    baseAmountDate: bca.validFrom,
    date: day,
    recoverable: recoverable === null ? null : tiyinJson(recoverable),
    explanation: exemptions[0]?.explanation ?? rule.explanation,
    unconfirmed: rule.unconfirmed,
    estimate: true,
    calculatorUrl: 'https://my.sud.uz',
  };
}

/** The claim value of answers by a template's rule (re-exported for the claims' domain). */
export { claimValueOf };
