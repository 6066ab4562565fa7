/**
 * The state duty estimate (reference §2.3, ADR 010) from a rule kept as data: a percentage of the
 * claim value with a floor and a ceiling in base calculation amounts (BCA), or a fixed number of
 * BCA; the small-business share where the rule allows it; nothing when an exemption applies.
 * Exact integer arithmetic in bigint tiyin (the rule's decimals are scaled by 10 000), rounded half
 * up to the tiyin: a claim of trillions of soʻm neither overflows nor loses a tiyin.
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

/** a × b ÷ c rounded half up (all non-negative). */
function mulDiv(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b * 2n + c) / (2n * c);
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
  /** Tiyin. */
  duty: bigint;
  basis: DutyBasis;
  /** The small-business share was applied. */
  reduced: boolean;
}

export function computeDuty(input: DutyInput): DutyResult {
  if (input.exempt) return { duty: 0n, basis: 'exempt', reduced: false };
  const { rule, bca } = input;
  let duty: bigint;
  let basis: DutyBasis;
  if (rule.fixedBca !== null) {
    duty = mulDiv(scaled(rule.fixedBca), bca, SCALE);
    basis = 'fixed';
  } else {
    if (rule.percent === null) throw new RangeError('a duty rule without a percentage or a fixed amount');
    // percent / 100 of the value: value × percent·10⁴ ÷ 10⁶.
    duty = mulDiv(input.claimValue ?? 0n, scaled(rule.percent), 100n * SCALE);
    basis = 'percent';
    if (rule.minBca !== null) {
      const floor = mulDiv(scaled(rule.minBca), bca, SCALE);
      if (duty < floor) [duty, basis] = [floor, 'minimum'];
    }
    if (rule.maxBca !== null) {
      const ceiling = mulDiv(scaled(rule.maxBca), bca, SCALE);
      if (duty > ceiling) [duty, basis] = [ceiling, 'maximum'];
    }
  }
  const reduced = input.smallBusiness === true && rule.smallBusinessPercent !== null;
  if (reduced) duty = mulDiv(duty, scaled(rule.smallBusinessPercent!), 100n * SCALE);
  return { duty, basis, reduced };
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
