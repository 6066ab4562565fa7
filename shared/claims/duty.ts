/**
 * The state duty estimate (ADR 010) from a rule kept as data: a percentage of the
 * claim value with a floor and a ceiling in base calculation amounts (BCA), or a fixed number of
 * BCA; the small-business share where the rule allows it; nothing when an exemption applies.
 * Exact integer arithmetic in bigint (the rule's decimals are scaled by 10 000, so every step is a
 * whole number of millionths of a tiyin), rounded once, at the end, half up to the whole soʻm: the
 * duty is paid in whole soʻm (the estimate once read "1 050 000,02 soʻm", issue 29), and a claim of
 * trillions of soʻm neither overflows nor drifts by a second rounding.
 */
import type { StateDutyRule } from '../api/types';
import type { ClaimAnswers } from './types';

const SCALE = 10_000n;

/** A decimal from the database (numeric as text or number) as an integer scaled by 10 000. */
export function scaled(value: number | string): bigint {
  const text = typeof value === 'number' ? value.toFixed(4) : value.trim();
  const match = /^(\d+)(?:\.(\d{1,4})\d*)?$/.exec(text);
  if (!match) throw new RangeError(`not a non-negative decimal: ${value}`);
  return BigInt(match[1]!) * SCALE + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** n ÷ d rounded half up (both non-negative). */
function divHalfUp(n: bigint, d: bigint): bigint {
  return (n * 2n + d) / (2n * d);
}

/** One tiyin in the exact unit of the computation: a percentage (÷ 100) of a value times a decimal scaled by 10⁴. */
const PER_TIYIN = 100n * SCALE;
const TIYIN_PER_SOM = 100n;

/** A tiyin amount rounded half up to the whole soʻm (still in tiyin): how the duty is paid. */
export function wholeSom(tiyin: bigint): bigint {
  return divHalfUp(tiyin, TIYIN_PER_SOM) * TIYIN_PER_SOM;
}

export type DutyRuleInput = Pick<StateDutyRule, 'percent' | 'minBca' | 'maxBca' | 'fixedBca' | 'smallBusinessPercent'>;

export interface DutyInput {
  rule: DutyRuleInput;
  /** The base calculation amount, tiyin. */
  bca: bigint;
  /** Tiyin; null when the claim has no value (non-property). */
  claimValue: bigint | null;
  smallBusiness?: boolean;
  /** An exemption applies: the plaintiff pays nothing. */
  exempt?: boolean;
}

export type DutyBasis = 'exempt' | 'fixed' | 'percent' | 'minimum' | 'maximum';

export interface DutyResult {
  /** Tiyin, a whole number of soʻm. */
  duty: bigint;
  basis: DutyBasis;
  /** The small-business share was applied. */
  reduced: boolean;
}

export function computeDuty(input: DutyInput): DutyResult {
  if (input.exempt) return { duty: 0n, basis: 'exempt', reduced: false };
  const { rule, bca } = input;
  // Millionths of a tiyin: BCA multiples (×10⁴) and percentages of the value (×10⁴ ÷ 100) are exact in it.
  const ofBca = (multiple: number | string) => scaled(multiple) * bca * 100n;
  let exact: bigint;
  let basis: DutyBasis;
  if (rule.fixedBca !== null) {
    exact = ofBca(rule.fixedBca);
    basis = 'fixed';
  } else {
    if (rule.percent === null) throw new RangeError('a duty rule without a percentage or a fixed amount');
    exact = (input.claimValue ?? 0n) * scaled(rule.percent);
    basis = 'percent';
    if (rule.minBca !== null) {
      const floor = ofBca(rule.minBca);
      if (exact < floor) [exact, basis] = [floor, 'minimum'];
    }
    if (rule.maxBca !== null) {
      const ceiling = ofBca(rule.maxBca);
      if (exact > ceiling) [exact, basis] = [ceiling, 'maximum'];
    }
  }
  const reduced = input.smallBusiness === true && rule.smallBusinessPercent !== null;
  // The share is a percentage too: its unit is the tiyin's millionth times another 10⁶.
  const [numerator, unit] = reduced ? [exact * scaled(rule.smallBusinessPercent!), PER_TIYIN * PER_TIYIN] : [exact, PER_TIYIN];
  return { duty: divHalfUp(numerator, unit * TIYIN_PER_SOM) * TIYIN_PER_SOM, basis, reduced };
}

/** A bigint tiyin amount for JSON: a number while it is safe, else its decimal text. */
export function tiyinJson(value: bigint): number | string {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
}

/**
 * The exemption a new claim starts with: the first the template names. The templates name only
 * exemptions the law grants outright (maintenance, an employee's labour claim, a consumer's claim),
 * so the plaintiff of such a claim pays nothing unless they untick it (ADR 010).
 */
export function defaultExemption(templateExemptions: readonly string[]): string | undefined {
  return templateExemptions[0];
}

/** A new claim's answers with the template's exemption chosen, unless the answers already say which. */
export function withDefaultExemption(answers: ClaimAnswers, templateExemptions: readonly string[]): ClaimAnswers {
  const exemption = defaultExemption(templateExemptions);
  if (exemption === undefined || answers.value?.exemption !== undefined) return answers;
  return { ...answers, value: { ...answers.value, exemption } };
}
