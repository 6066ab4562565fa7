/**
 * The claim value (daʼvo bahosi) by the template's rule (ADR 010, "The computation"):
 * the amount sought (the total of the calculation's rows: several demands add up), the value of
 * the property (with any money rows), alimony for one year, periodic payments for their term but
 * at most three years (indefinite ones: three years), and none for a non-property claim. Tiyin as
 * bigint: the rows' total may pass 2^53.
 */
import type { ClaimValueRule } from '../api/types';
import type { ClaimValueAnswer } from './types';

/** Months a periodic claim counts at most (and an indefinite one counts). */
export const PERIODIC_CAP_MONTHS = 36;

export interface ClaimValueResult {
  /** Tiyin; null for a non-property claim (no claim value). */
  value: bigint | null;
  /** The total of the calculation's rows. */
  rowsTotal: bigint;
  /** How it was reached: the months counted for periodic rules. */
  months: number | null;
}

export function claimValueOf(rule: ClaimValueRule, answer: ClaimValueAnswer | undefined): ClaimValueResult {
  const rowsTotal = (answer?.rows ?? []).reduce((sum, row) => sum + BigInt(row.amount), 0n);
  const monthly = BigInt(answer?.monthly ?? 0);
  switch (rule) {
    case 'amount-sought':
      return { value: rowsTotal, rowsTotal, months: null };
    case 'property-value':
      return { value: BigInt(answer?.propertyValue ?? 0) + rowsTotal, rowsTotal, months: null };
    case 'alimony-one-year':
      return { value: monthly * 12n, rowsTotal, months: 12 };
    case 'periodic-three-years': {
      const months = Math.min(answer?.months ?? PERIODIC_CAP_MONTHS, PERIODIC_CAP_MONTHS);
      return { value: monthly * BigInt(months), rowsTotal, months };
    }
    case 'non-property':
      return { value: null, rowsTotal, months: null };
  }
}
