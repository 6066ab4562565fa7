/**
 * The review step's problems (ADR 010): each names its step and the field to go to, and is an
 * `error` (the claim cannot be complete: no court, no plaintiff's name, no defendant, no value
 * for a money claim, no circumstances, no demand, a placeholder "[…]" left in a demand, an
 * organisation's claim nobody signs, a maintenance claim without its children) or a `warning`
 * (shown, never blocking: the talabnoma not sent where it is required — the court returns such a
 * claim, and the claim never says so itself —, what came of it, an economic party without its
 * TIN). The claim is complete when no error is left. Pages say each in the
 * visitor's language (locales/{lng}/claims.json problems.<code>). A court of another type than the
 * template's is a warning: the visitor may know better than the helper.
 */
import { plainTextOf } from './plain';
import type { CourtType } from '../api/types';
import type { ClaimAnswers, ClaimStep, ClaimTemplateSnapshot, Party } from './types';
import { claimValueOf } from './value';

export const CLAIM_PROBLEM_CODES = [
  'court_missing',
  'court_type_mismatch',
  'plaintiff_missing',
  'name_missing',
  'address_missing',
  'defendant_missing',
  'tin_missing',
  'value_missing',
  'basis_missing',
  'circumstances_missing',
  'demands_missing',
  'demand_empty',
  'demand_placeholder',
  'pretrial_missing',
  'pretrial_date_missing',
  'pretrial_outcome_missing',
  'signatory_missing',
  'signatory_poa_missing',
  'children_missing',
  'birth_date_missing',
] as const;
export type ClaimProblemCode = (typeof CLAIM_PROBLEM_CODES)[number];

export interface ClaimProblem {
  step: Exclude<ClaimStep, 'review'>;
  /** The answer's path ("parties.defendants.0.name"), or the step's own name. */
  field: string;
  code: ClaimProblemCode;
  severity: 'error' | 'warning';
}

type Template = Pick<ClaimTemplateSnapshot, 'courtType' | 'claimValueRule' | 'pretrialRequired'>;

function partyProblems(party: Party, path: string, economic: boolean, out: ClaimProblem[]): void {
  if (!party.name) out.push({ step: 'parties', field: `${path}.name`, code: 'name_missing', severity: 'error' });
  if (!party.address) out.push({ step: 'parties', field: `${path}.address`, code: 'address_missing', severity: 'error' });
  if (economic && party.kind === 'entity' && !party.tin) out.push({ step: 'parties', field: `${path}.tin`, code: 'tin_missing', severity: 'warning' });
}

/** An organisation sues through its head or an attorney: who signs, by name, and on what basis. */
function signatoryProblems(party: Party, path: string, out: ClaimProblem[]): void {
  if (party.kind !== 'entity') return;
  const s = party.signatory;
  if (!s?.position || !s.name) {
    out.push({ step: 'parties', field: `${path}.signatory${s?.position ? '.name' : '.position'}`, code: 'signatory_missing', severity: 'error' });
    return;
  }
  if (s.basis === 'power-of-attorney' && (!s.powerOfAttorney?.number || !s.powerOfAttorney.date)) {
    out.push({ step: 'parties', field: `${path}.signatory.powerOfAttorney`, code: 'signatory_poa_missing', severity: 'warning' });
  }
}

/** A "[label]" the visitor has still to replace (a proposed demand's amount or share). */
export const PLACEHOLDER = /\[[^\]]+\]/;

/** What the server knows of the chosen court: null when the id names no court (any more). */
export interface ReviewContext {
  court?: { type: CourtType } | null;
}

export function reviewProblems(answers: ClaimAnswers, template: Template, context: ReviewContext = {}): ClaimProblem[] {
  const out: ClaimProblem[] = [];
  const economic = template.courtType === 'economic';
  if (!answers.court?.courtId || context.court === null) out.push({ step: 'court', field: 'court.courtId', code: 'court_missing', severity: 'error' });
  else if (context.court && context.court.type !== template.courtType)
    out.push({ step: 'court', field: 'court.courtId', code: 'court_type_mismatch', severity: 'warning' });

  const parties = answers.parties ?? {};
  if (!parties.plaintiff) out.push({ step: 'parties', field: 'parties.plaintiff', code: 'plaintiff_missing', severity: 'error' });
  else {
    partyProblems(parties.plaintiff, 'parties.plaintiff', economic, out);
    // A representative signs instead (with their power of attorney); otherwise the entity's signatory does.
    if (!parties.representative) signatoryProblems(parties.plaintiff, 'parties.plaintiff', out);
  }
  if (parties.representative) {
    partyProblems(parties.representative, 'parties.representative', economic, out);
    const poa = parties.representativePowerOfAttorney;
    if (!poa?.number || !poa.date)
      out.push({ step: 'parties', field: 'parties.representativePowerOfAttorney', code: 'signatory_poa_missing', severity: 'warning' });
  }
  const defendants = parties.defendants ?? [];
  if (defendants.length === 0) out.push({ step: 'parties', field: 'parties.defendants', code: 'defendant_missing', severity: 'error' });
  for (const [i, party] of defendants.entries()) partyProblems(party, `parties.defendants.${i}`, economic, out);
  for (const [i, party] of (parties.thirdParties ?? []).entries()) partyProblems(party, `parties.thirdParties.${i}`, economic, out);

  const value = claimValueOf(template.claimValueRule, answers.value);
  if (value.value !== null && value.value === 0n) {
    const field =
      template.claimValueRule === 'property-value' ? 'value.propertyValue' : template.claimValueRule === 'amount-sought' ? 'value.rows' : 'value.monthly';
    out.push({ step: 'value', field, code: 'value_missing', severity: 'error' });
  }
  (answers.value?.rows ?? []).forEach((row, i) => {
    if (row.amount > 0 && !row.basis) out.push({ step: 'value', field: `value.rows.${i}.basis`, code: 'basis_missing', severity: 'warning' });
  });

  if (!answers.circumstances || plainTextOf(answers.circumstances).trim() === '')
    out.push({ step: 'circumstances', field: 'circumstances', code: 'circumstances_missing', severity: 'error' });
  if (template.claimValueRule === 'alimony-one-year') {
    const children = answers.maintenance?.children ?? [];
    if (children.length === 0) out.push({ step: 'circumstances', field: 'maintenance.children', code: 'children_missing', severity: 'error' });
    children.forEach((child, i) => {
      if (!child.name) out.push({ step: 'circumstances', field: `maintenance.children.${i}.name`, code: 'name_missing', severity: 'error' });
      if (!child.birthDate) out.push({ step: 'circumstances', field: `maintenance.children.${i}.birthDate`, code: 'birth_date_missing', severity: 'error' });
    });
  }

  const demands = answers.demands ?? [];
  if (demands.filter((d) => d.text).length === 0) out.push({ step: 'demands', field: 'demands', code: 'demands_missing', severity: 'error' });
  demands.forEach((demand, i) => {
    if (!demand.text) out.push({ step: 'demands', field: `demands.${i}.text`, code: 'demand_empty', severity: 'warning' });
    else if (PLACEHOLDER.test(demand.text)) out.push({ step: 'demands', field: `demands.${i}.text`, code: 'demand_placeholder', severity: 'error' });
  });

  if (template.pretrialRequired || economic) {
    if (answers.pretrial?.sent !== true) out.push({ step: 'pretrial', field: 'pretrial.sent', code: 'pretrial_missing', severity: 'warning' });
    else {
      if (!answers.pretrial.date) out.push({ step: 'pretrial', field: 'pretrial.date', code: 'pretrial_date_missing', severity: 'warning' });
      if (!answers.pretrial.outcome) out.push({ step: 'pretrial', field: 'pretrial.outcome', code: 'pretrial_outcome_missing', severity: 'warning' });
    }
  }
  return out;
}

/** No error left: the claim is complete. */
export function isClaimComplete(problems: readonly ClaimProblem[]): boolean {
  return problems.every((p) => p.severity !== 'error');
}
