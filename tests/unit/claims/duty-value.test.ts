/**
 * The claim value by each rule and the state duty from rules kept as data (shared/claims): the
 * economic 2 % with a 1 BCA floor, non-property 10 BCA, the civil rates as the data keeps them, the
 * small-business halving, exemptions, a claim value of 0, and amounts far beyond 2^31 and 2^53
 * counted to the tiyin.
 */
import { stateDutyRules } from '../../../server/db/seed/content/state-duty';
import type { StateDutyRule } from '../../../shared/api/types';
import { computeDuty, scaled, tiyinJson, wholeSom } from '../../../shared/claims/duty';
import { formatTiyin } from '../../../shared/claims/money';
import { claimValueOf, PERIODIC_CAP_MONTHS } from '../../../shared/claims/value';

const BCA = 41_200_000n; // 412 000 soʻm in tiyin
const som = (n: number | bigint) => BigInt(n) * 100n;

/** A seeded rule as the API serves it. */
function rule(id: string): StateDutyRule {
  const r = stateDutyRules.find((x) => x.id === id)!;
  return {
    slug: r.id,
    courtType: r.courtType,
    claimKind: r.claimKind,
    percent: r.percent ?? null,
    minBca: r.minBca ?? null,
    maxBca: r.maxBca ?? null,
    fixedBca: r.fixedBca ?? null,
    smallBusinessPercent: r.smallBusinessPercent ?? null,
    explanation: r.explanation.en,
    source: r.source,
    unconfirmed: r.unconfirmed?.en ?? null,
    checkedOn: r.checkedOn,
    validFrom: r.validFrom,
    validTo: r.validTo,
  };
}

describe('claim value rules', () => {
  const rows = [
    { kind: 'principal' as const, amount: 1_000_000_000, basis: 'loan' },
    { kind: 'penalty' as const, amount: 50_000_000, basis: 'contract 4.2' },
    { kind: 'interest' as const, amount: 12_345, basis: 'CC 327' },
  ];

  test('amount sought: the total of the rows (several demands add up)', () => {
    expect(claimValueOf('amount-sought', { rows })).toEqual({ value: 1_050_012_345n, rowsTotal: 1_050_012_345n, months: null });
    expect(claimValueOf('amount-sought', undefined).value).toBe(0n);
  });

  test('property value: the value of the property, with any money rows', () => {
    expect(claimValueOf('property-value', { propertyValue: 80_000_000_000 }).value).toBe(80_000_000_000n);
    expect(claimValueOf('property-value', { propertyValue: 100, rows }).value).toBe(1_050_012_445n);
  });

  test('alimony: one year of payments', () => {
    expect(claimValueOf('alimony-one-year', { monthly: 150_000_000 })).toMatchObject({ value: 1_800_000_000n, months: 12 });
  });

  test('periodic payments: their term, at most three years; indefinite ones three years', () => {
    expect(claimValueOf('periodic-three-years', { monthly: 100, months: 10 })).toMatchObject({ value: 1_000n, months: 10 });
    expect(claimValueOf('periodic-three-years', { monthly: 100, months: 60 })).toMatchObject({ value: 3_600n, months: PERIODIC_CAP_MONTHS });
    expect(claimValueOf('periodic-three-years', { monthly: 100 })).toMatchObject({ value: 3_600n, months: 36 });
  });

  test('non-property: no claim value', () => {
    expect(claimValueOf('non-property', { rows }).value).toBeNull();
  });

  test('rows beyond 2^53 add up exactly', () => {
    const big = Array.from({ length: 20 }, () => ({ kind: 'principal' as const, amount: 1_000_000_000_000_000, basis: '' }));
    expect(claimValueOf('amount-sought', { rows: big }).value).toBe(20_000_000_000_000_000n);
  });
});

describe('state duty', () => {
  test('economic property claims: 2 % with a floor of 1 BCA', () => {
    const r = rule('economic-property');
    expect(computeDuty({ rule: r, bca: BCA, claimValue: som(100_000_000) })).toEqual({ duty: som(2_000_000), basis: 'percent', reduced: false });
    // 2 % of 10 000 000 soʻm is 200 000, under the floor of one BCA.
    expect(computeDuty({ rule: r, bca: BCA, claimValue: som(10_000_000) })).toEqual({ duty: BCA, basis: 'minimum', reduced: false });
  });

  test('a claim value of 0 pays the floor, a non-property claim its fixed amount', () => {
    expect(computeDuty({ rule: rule('economic-property'), bca: BCA, claimValue: 0n }).duty).toBe(BCA);
    expect(computeDuty({ rule: rule('economic-non-property'), bca: BCA, claimValue: null })).toEqual({ duty: 10n * BCA, basis: 'fixed', reduced: false });
  });

  test('the small-business share halves the duty where the rule allows it, and only there', () => {
    expect(computeDuty({ rule: rule('economic-property'), bca: BCA, claimValue: som(100_000_000), smallBusiness: true })).toEqual({
      duty: som(1_000_000),
      basis: 'percent',
      reduced: true,
    });
    expect(computeDuty({ rule: rule('economic-non-property'), bca: BCA, claimValue: null, smallBusiness: true }).duty).toBe(5n * BCA);
    expect(computeDuty({ rule: rule('civil-property'), bca: BCA, claimValue: som(100_000_000), smallBusiness: true })).toMatchObject({
      duty: som(4_000_000),
      reduced: false,
    });
  });

  test('civil rates as the data keeps them', () => {
    const civil = rule('civil-property');
    expect(civil.percent).toBe(4);
    expect(computeDuty({ rule: civil, bca: BCA, claimValue: som(25_000_000) }).duty).toBe(som(1_000_000));
    expect(computeDuty({ rule: rule('civil-divorce'), bca: BCA, claimValue: null }).duty).toBe(BCA);
    expect(computeDuty({ rule: rule('civil-non-property'), bca: BCA, claimValue: null }).duty).toBe(BCA);
  });

  test('an exemption: nothing to pay', () => {
    expect(computeDuty({ rule: rule('civil-property'), bca: BCA, claimValue: som(1_000_000_000), exempt: true })).toEqual({
      duty: 0n,
      basis: 'exempt',
      reduced: false,
    });
  });

  test('a ceiling in BCA caps the duty', () => {
    const capped = { ...rule('economic-property'), maxBca: 1000 };
    expect(computeDuty({ rule: capped, bca: BCA, claimValue: som(1_000_000_000_000) })).toEqual({ duty: 1000n * BCA, basis: 'maximum', reduced: false });
  });

  test('huge values: beyond 2^31 and 2^53 tiyin without overflow or rounding', () => {
    const r = rule('economic-property');
    // 2 % of 2^31·1000 tiyin is 429 496 729,60 soʻm: 429 496 730 soʻm payable.
    expect(computeDuty({ rule: r, bca: BCA, claimValue: 2n ** 31n * 1000n }).duty).toBe(42_949_673_000n);
    // 2 % of 10^18 + 2 500 tiyin = 2·10^16 + 50 tiyin: half a soʻm, rounded up to the next whole one.
    expect(computeDuty({ rule: r, bca: BCA, claimValue: 10n ** 18n + 2_500n }).duty).toBe(20_000_000_000_000_100n);
    expect(computeDuty({ rule: r, bca: BCA, claimValue: 10n ** 18n + 2_499n }).duty).toBe(20_000_000_000_000_000n);
    expect(tiyinJson(20_000_000_000_000_001n)).toBe('20000000000000001');
    expect(tiyinJson(som(1_000))).toBe(100_000);
    expect(formatTiyin(20_000_000_000_000_001n, 'ru')).toBe('200 000 000 000 000,01 сум');
  });

  test('the duty is whole soʻm, rounded half up once, at the end (issue 29: never "1 050 000,02 soʻm")', () => {
    const r = rule('economic-property');
    // 2 % of 52 500 001 soʻm is 1 050 000,02 soʻm: payable is 1 050 000.
    expect(computeDuty({ rule: r, bca: BCA, claimValue: som(52_500_001) }).duty).toBe(som(1_050_000));
    expect(formatTiyin(computeDuty({ rule: r, bca: BCA, claimValue: som(52_500_001) }).duty, 'uz')).toBe('1 050 000 soʻm');
    // 1 050 000,50 → 1 050 001.
    expect(computeDuty({ rule: r, bca: BCA, claimValue: som(52_500_025) }).duty).toBe(som(1_050_001));
    // One rounding, not two: 0,495 soʻm is 49,5 tiyin, which a tiyin first would make 50 and then 1 soʻm.
    expect(computeDuty({ rule: { ...r, minBca: null }, bca: BCA, claimValue: 2_475n }).duty).toBe(0n);
    expect(computeDuty({ rule: { ...r, minBca: null }, bca: BCA, claimValue: 2_500n }).duty).toBe(som(1));
    // The small-business share is rounded with the rest: 1 050 001 ÷ 2 = 525 000,5 → 525 001.
    expect(computeDuty({ rule: r, bca: BCA, claimValue: som(52_500_050), smallBusiness: true }).duty).toBe(som(525_001));
    expect(computeDuty({ rule: r, bca: BCA, claimValue: som(52_500_001), smallBusiness: true }).duty).toBe(som(525_000));
    // A BCA that is not a whole number of soʻm times a fraction: whole soʻm too.
    expect(computeDuty({ rule: { ...r, fixedBca: 0.3333 }, bca: 41_200_050n, claimValue: null }).duty % 100n).toBe(0n);
    expect(wholeSom(105_000_002n)).toBe(105_000_000n);
    expect(wholeSom(105_000_050n)).toBe(105_000_100n);
  });

  test('fractional rates and BCA multiples stay exact', () => {
    expect(computeDuty({ rule: rule('economic-property'), bca: BCA, claimValue: 10_000_000_025n }).duty).toBe(200_000_000n);
    const fractional = { ...rule('economic-property'), percent: 0.5, minBca: 0.25 };
    expect(computeDuty({ rule: fractional, bca: BCA, claimValue: 100n }).duty).toBe(BCA / 4n);
    expect(scaled('2.5000')).toBe(25_000n);
    expect(scaled(0.25)).toBe(2_500n);
    expect(() => scaled('-1')).toThrow(RangeError);
  });
});
